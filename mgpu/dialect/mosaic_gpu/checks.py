"""The checks the mosaic_gpu ops' verifiers share; each raises an MgpuError from the message table.

Operand constraints are deliberately loose in IRDL: each ``verify_`` checks the types itself so that
every mistake gets the message JAX gives (docs/design/jax_mosaic_gpu.md) or an ODS-like one, with a
note saying how to fix it. ``mosaic_op`` is ``irdl_op_definition`` plus MLIR's "requires attribute"
check.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import TypeVar

from xdsl.dialects.builtin import (
    BoolAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    VectorType,
)
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation, OptPropertyDef, irdl_op_definition
from xdsl.irdl.operations import VarIRConstruct, verify_variadic_size

from mgpu.dialect.diagnostics import mosaic_gpu as D
from mgpu.dialect.mosaic_gpu.attributes import BarrierType, enum_name
from mgpu.dialect.typeinfo import bitwidth, is_tmem


IRDLOperationT = TypeVar("IRDLOperationT", bound=IRDLOperation)


def space_str(t: MemRefType) -> str:
    """A memory space as jaxlib's ``<< getMemorySpace()`` prints it (a null attribute for GMEM)."""
    if isinstance(t.memory_space, NoneAttr):
        return "<<NULL ATTRIBUTE>>"
    return str(t.memory_space)


def shape_text(t: MemRefType | VectorType) -> str:
    """The ``64x128x`` prefix of a shaped type."""
    return "".join(f"{'?' if d < 0 else d}x" for d in t.get_shape())


def with_space(t: MemRefType, space: str) -> str:
    """``t`` printed with another memory space (for notes)."""
    return f"memref<{shape_text(t)}{t.element_type}, {space}>"


def cast_fix(value: VectorType, target: Attribute, name: str | None = None) -> str:
    """An op that casts ``value`` (the SSA value named ``name`` in the text, if it has a name and not a
    number) to element type ``target``."""
    src = value.element_type
    result = f"vector<{shape_text(value)}{target}>"
    sb, tb = bitwidth(src), bitwidth(target)
    src_int, tgt_int = isinstance(src, IntegerType), isinstance(target, IntegerType)
    if isinstance(src, IndexType) or isinstance(target, IndexType):
        op = "arith.index_cast"
    elif src_int and tgt_int:
        op = "arith.trunci" if (sb or 0) > (tb or 0) else "arith.extsi"
    elif src_int:
        op = "arith.sitofp"
    elif tgt_int:
        op = "arith.fptosi"
    else:
        op = "arith.truncf" if (sb or 0) > (tb or 0) else "arith.extf"
    return f"`{op} %{name or 'value'} : {value} to {result}`"


def describe(name: str, index: int, kind: str = "operand") -> str:
    """How ODS names an operand or result in a message: ``operand #0 (`barrier`)``."""
    return f"{kind} #{index} (`{name}`)"


def element_named(t: VectorType | MemRefType, names: Sequence[str]) -> bool:
    """Whether ``t``'s element type is spelled as one of ``names`` (``"f16"``, ``"f8E4M3FN"``...)."""
    return str(t.element_type) in names


def _expect_shaped(
    t: Attribute,
    what: str,
    kind: type[MemRefType] | type[VectorType],
    noun: str,
    zero_rank_noun: str,
    rank: int | None,
    non_zero_rank: bool,
    elements: Sequence[type[Attribute] | Attribute] | None,
    elements_text: str,
) -> None:
    """ODS-like operand check for a memref or vector: kind, rank and element type."""
    expected = noun
    if rank is not None:
        expected = f"{rank}D {noun}"
    elif non_zero_rank:
        expected = zero_rank_noun
    if elements_text:
        expected += f" of {elements_text}"
    ok = (
        isinstance(t, kind)
        and (rank is None or t.get_num_dims() == rank)
        and not (non_zero_rank and t.get_num_dims() == 0)
        and (elements is None or _element_in(t.element_type, elements))
    )
    if not ok:
        raise D.OPERAND_TYPE(what=what, expected=expected, type=t, fix=f"pass a {expected}")


def expect_memref(
    t: Attribute,
    what: str,
    *,
    rank: int | None = None,
    non_zero_rank: bool = False,
    elements: Sequence[type[Attribute] | Attribute] | None = None,
    elements_text: str = "",
) -> MemRefType:
    _expect_shaped(t, what, MemRefType, "memref", "non-0-ranked memref", rank, non_zero_rank,
                   elements, elements_text)
    assert isinstance(t, MemRefType)
    return t


def expect_vector(
    t: Attribute,
    what: str,
    *,
    rank: int | None = None,
    non_zero_rank: bool = False,
    elements: Sequence[type[Attribute] | Attribute] | None = None,
    elements_text: str = "",
) -> VectorType:
    _expect_shaped(t, what, VectorType, "vector", "vector of non-zero rank", rank, non_zero_rank,
                   elements, elements_text)
    assert isinstance(t, VectorType)
    return t


def expect_integer(t: Attribute, what: str, width: int) -> None:
    if not (isinstance(t, IntegerType) and t.width.data == width):
        how = "e.g. from arith.cmpi" if width == 1 else "convert it with arith.index_cast / arith.trunci / arith.extsi"
        raise D.OPERAND_TYPE(what=what, expected=f"i{width}", type=t, fix=f"pass an i{width} value ({how})")


def _element_in(elt: Attribute, allowed: Sequence[type[Attribute] | Attribute]) -> bool:
    for a in allowed:
        if isinstance(a, type):
            if isinstance(elt, a):
                return True
        elif elt == a:
            return True
    return False


def expect_barrier_ref(t: Attribute, what: str) -> MemRefType:
    return expect_memref(t, what, rank=0, elements=[BarrierType], elements_text="!mosaic_gpu.barrier")


def expect_tmem(op_ref: MemRefType, origin: str = " (from mosaic_gpu.tmem_alloc)") -> None:
    if not is_tmem(op_ref):
        raise D.TMEM_MEMORY_SPACE(space=space_str(op_ref), fix=with_space(op_ref, "#mosaic_gpu.tmem") + origin)


# The enums' descriptions in jaxlib's td: MLIR's message for a bad enum attribute quotes them.
ENUM_SUMMARIES = {
    "Dimension": "a dimension, either 'x', 'y', or 'z'",
    "SwizzlingMode": "What swizzling to use for a memory access.",
    "TMAReduction": "Reduction operation for TMA.",
    "OOBFillMode": "Out of bounds fill mode for TMA.",
    "AtomicOpType": "Atomic store operation type",
    "MultimemLoadReductionType": "Reduction operation for multimem reduction.",
    "TMEMLoadReduction": "Reduction operation for load reduce.",
}


def check_enum(op: IRDLOperation, name: str, enum: type[IntEnum]) -> None:
    attr = op.properties.get(name)
    if attr is None:
        return
    assert isinstance(attr, IntegerAttr)
    value = attr.value.data
    if value not in {m.value for m in enum}:
        cases = ", ".join(f"{m.value} : i32 ({enum_name(m)})" for m in enum)
        raise D.ENUM_VALUE(name=name, cases=cases, value=value, summary=ENUM_SUMMARIES.get(enum.__name__, enum.__name__))


def check_int_prop(op: IRDLOperation, name: str, *, positive: bool = False, non_negative: bool = False) -> None:
    attr = op.properties.get(name)
    if attr is None:
        return
    assert isinstance(attr, IntegerAttr)
    value = attr.value.data
    width = attr.type.width.data if isinstance(attr.type, IntegerType) else 64
    if positive and value <= 0:
        raise D.ATTRIBUTE_CONSTRAINT(
            name=name,
            constraint=f"{width}-bit signless integer attribute whose value is positive",
            fix=f"use a positive {name}, got {value}",
        )
    if non_negative and value < 0:
        raise D.ATTRIBUTE_CONSTRAINT(
            name=name,
            constraint=f"{width}-bit signless integer attribute whose value is non-negative",
            fix=f"use a non-negative {name}, got {value}",
        )


# Examples for the note of a missing property.
_PROPERTY_EXAMPLES = {
    "arrival_count": "1 : i64",
    "broadcast_dimensions": "array<i64: 0>",
    "cluster_dim": "0 : i32",
    "dimension": "0 : i32",
    "expect_tx": "0 : i32",
    "format": '"{}"',
    "multiple": "1 : i32",
    "new_layout": "#mosaic_gpu.TiledLayout<...>",
    "num_barriers": "1 : i32",
    "offset": "0 : i32",
    "operandSegmentSizes": "array<i32: ...>",
    "orders_tensor_core": "false",
    "reduction_type": "0 : i32",
    "slice_lengths": "array<i64: ...>",
}


def mosaic_op(cls: type[IRDLOperationT]) -> type[IRDLOperationT]:
    """``irdl_op_definition`` plus MLIR's "requires attribute" check, with a note, for missing properties."""
    cls = irdl_op_definition(cls)
    checked = cls.verify_

    def verify_(self: IRDLOperation) -> None:
        for name, prop in type(self).get_irdl_definition().properties.items():
            if name not in self.properties and not isinstance(prop, OptPropertyDef):
                raise D.ATTRIBUTE_MISSING(name=name, example=_PROPERTY_EXAMPLES.get(name, "[]"))
        if (same := getattr(self, "SAME_OPERAND_RESULT", None)) is not None:
            definition = type(self).get_irdl_definition()
            for construct in (VarIRConstruct.OPERAND, VarIRConstruct.RESULT):  # (before `same` reads them)
                verify_variadic_size(self, definition, construct)
            operand, result = same(self)
            if operand.type != result.type:
                raise D.SAME_OPERAND_RESULT_TYPE(type=operand.type)
        checked(self)

    cls.verify_ = verify_  # type: ignore[method-assign]
    return cls


FALSE = BoolAttr.from_bool(False)


TRUE = BoolAttr.from_bool(True)
