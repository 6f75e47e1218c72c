"""xDSL's builtin attributes and types made to print and verify as MLIR's do.

- MLIR prints the elements of an array attribute with ``AttrTypeElision::May``: an ``i64``
  integer or an ``f64`` float element loses its type (``[[0, 1]]``, not ``[[0 : i64, 1 : i64]]``).
- Integer types wider than MLIR's cap (2**24 - 1 bits) are rejected, as MLIR rejects them.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, FloatAttr, IntegerAttr, IntegerType, Signedness, f64
from xdsl.ir import Attribute
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


def _print_elided(printer: Printer, attr: Attribute) -> None:
    if isinstance(attr, IntegerAttr):
        t = attr.type
        if (isinstance(t, IntegerType) and t.width.data == 64
                and t.signedness.data == Signedness.SIGNLESS):
            printer.print_int(attr.value.data, t)
            return
    elif isinstance(attr, FloatAttr) and attr.type == f64:
        attr.print_without_type(printer)
        return
    printer.print_attribute(attr)


def _array_print_builtin(self: ArrayAttr, printer: Printer) -> None:
    with printer.in_square_brackets():
        printer.print_list(self.data, lambda a: _print_elided(printer, a))


# MLIR caps integer types at 2**24 - 1 bits; xDSL has no cap, and checking a literal against an
# `i4294967296` builds 4-gigabit Python integers: mgpu-opt took ~20 s and GBs to reject such a file.
_MAX_INTEGER_WIDTH = (1 << 24) - 1
_verify_integer_type = IntegerType.verify


def _verify_integer_width(self: IntegerType) -> None:
    _verify_integer_type(self)
    if self.width.data > _MAX_INTEGER_WIDTH:
        raise VerifyException(
            f"integer bitwidth is limited to {_MAX_INTEGER_WIDTH} bits (got {self.width.data})"
        )


def install() -> None:
    """Patch xDSL's builtin classes (once, from ``xdsl_patches.install``)."""
    ArrayAttr.print_builtin = _array_print_builtin  # type: ignore[method-assign]
    IntegerType.verify = _verify_integer_width  # type: ignore[method-assign]
