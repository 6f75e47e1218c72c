"""The ops whose op lines the line replay (line_replay.py) learns with their integer literals left open.

jax's payloads unpack every struct they build (``llvm.extractvalue %s[N]``, one line a field, N
different each time) and spell out their constants (``arith.constant 8192 : i32``): as exact lines
these are most of what the replay misses. For each such op, ``open_integers`` finds the literals in
a line's shape and ``build`` turns them into what the op's parser makes of them: the properties and
result types, or None where the parser would report an error (a position out of bounds, an integer
the type cannot hold), so that the ordinary parse reports it at its place.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence

from xdsl.ir import Attribute


_INTS = r"-?[0-9]+"
_LIST = rf"{_INTS}(?:, {_INTS})*"

Rule = Callable[[list[int], Sequence[Attribute], dict[str, Attribute], tuple[Attribute, ...]],
                tuple[dict[str, Attribute], tuple[Attribute, ...]] | None]


def open_integers(shape: str) -> tuple[str, list[int], Rule] | None:
    """``shape`` with its op's integer literals replaced by one marker, the integers, and the rule that
    builds the op's properties and result types from them; None if its op has none to leave open."""
    if "value" not in shape and "constant" not in shape:
        return None
    for pattern, rule in _FORMS:
        m = pattern.match(shape)
        if m is not None:
            return shape[:m.start(1)] + _OPEN + shape[m.end(1):], [int(i) for i in m.group(1).split(",")], rule
    return None


def build(rule: Rule, integers: list[int], operand_types: Sequence[Attribute], properties: dict[str, Attribute],
          result_types: tuple[Attribute, ...]) -> tuple[dict[str, Attribute], tuple[Attribute, ...]] | None:
    """The properties and result types the op's parser builds from ``integers`` (those of the learned
    line given), or None where it would report an error."""
    try:
        return rule(integers, operand_types, properties, result_types)
    except Exception:  # noqa: BLE001 - the ordinary parse of the line says what is wrong (MgpuError: out of bounds)
        return None


@functools.cache  # (attributes are immutable: one per position, built and checked once)
def _position(integers: tuple[int, ...]) -> Attribute:
    from xdsl.dialects.builtin import DenseArrayBase, i64

    return DenseArrayBase.from_list(i64, integers)


@functools.cache
def _integer(value: int, t: Attribute) -> Attribute | None:
    from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
    from xdsl.utils.exceptions import VerifyException

    if not isinstance(t, IntegerType | IndexType):
        return None
    try:
        return IntegerAttr(value, t)
    except VerifyException:
        return None


def _extractvalue(integers, operand_types, properties, result_types):
    from mgpu.dialect.xdsl_patches.llvm import element_type

    return {**properties, "position": _position(tuple(integers))}, (element_type(operand_types[0], integers),)


def _insertvalue(integers, operand_types, properties, result_types):
    from mgpu.dialect.xdsl_patches.llvm import element_type

    container, value = operand_types
    if element_type(container, integers) != value:
        return None  # (the parse reports the value's type)
    return {**properties, "position": _position(tuple(integers))}, (container,)


def _constant(integers, operand_types, properties, result_types):
    value = _integer(integers[0], result_types[0])
    return None if value is None else ({**properties, "value": value}, result_types)


def _generic_position(integers, operand_types, properties, result_types):
    # (the generic form states the result type: the verifier, not the parse, checks it against the position)
    return {**properties, "position": _position(tuple(integers))}, result_types


def _generic_constant(integers, operand_types, properties, result_types):
    value = _integer(integers[0], properties["value"].type)
    return None if value is None else ({**properties, "value": value}, result_types)


# in a shape (SSA names blanked to ``%``), pretty and generic: group 1 holds the literals
_FORMS: list[tuple[re.Pattern[str], Rule]] = [
    (re.compile(rf"% = llvm\.extractvalue %\[({_LIST})\]"), _extractvalue),
    (re.compile(rf"% = llvm\.insertvalue %, %\[({_LIST})\]"), _insertvalue),
    (re.compile(rf"% = arith\.constant ({_INTS}) : "), _constant),
    (re.compile(rf'% = "llvm\.(?:extract|insert)value"\((?:%, )?%\) <\{{position = array<i64: ({_LIST})>\}}>'),
     _generic_position),
    (re.compile(rf'% = "arith\.constant"\(\) <\{{value = ({_INTS}) : '), _generic_constant),
]
_OPEN = "#"  # what stands for the literals in an opened shape (no op line of jax's has it there)
