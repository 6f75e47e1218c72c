"""xDSL's builtin attributes and types made to print and verify as MLIR's do.

- MLIR prints the elements of an array attribute with ``AttrTypeElision::May``: an ``i64``
  integer or an ``f64`` float element loses its type (``[[0, 1]]``, not ``[[0 : i64, 1 : i64]]``).
- Integer types wider than MLIR's cap (2**24 - 1 bits) are rejected, as MLIR rejects them.
- A vector type with a dimension of size 0 is rejected, as MLIR rejects it.
- A hexadecimal integer in a float tensor literal is the element's bits, as in MLIR
  (``dense<0xFF800000> : vector<128xf32>`` is -inf, jax's max-reduction identity): xDSL read it as
  the number 4286578688.0, a silently wrong constant.
"""

from __future__ import annotations

from xdsl.dialects.builtin import AnyFloat, ArrayAttr, FloatAttr, IntegerAttr, IntegerType, Signedness, VectorType, f64
from xdsl.ir import Attribute
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.diagnostics import upstream as diag
from mgpu.dialect.diagnostics import at_token


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


_verify_vector_type = VectorType.verify


def _verify_vector_sizes(self: VectorType) -> None:
    """MLIR's VectorType::verifyInvariants: no dimension of size 0 (the emulator cannot lay out
    such a vector; xDSL accepts it)."""
    _verify_vector_type(self)
    if any(d <= 0 for d in self.get_shape()):
        raise VerifyException("vector types must have positive constant sizes but got "
                              + ", ".join(map(str, self.get_shape())))


_Element = AttrParser._TensorLiteralElement  # pyright: ignore[reportPrivateUsage]
_element_to_type = _Element.to_type


def _element_to_type_hex_bits(self, parser: AttrParser, type: Attribute):
    """MLIR's ``parseFloatFromIntegerLiteral`` (mlir/lib/AsmParser/AsmParserImpl.h): a hexadecimal
    integer in a float tensor literal holds the element's bits."""
    if (isinstance(type, AnyFloat) and isinstance(self.value, int) and not isinstance(self.value, bool)
            and self.span.text.lstrip("-")[:2] in ("0x", "0X")):
        if self.is_negative:
            raise at_token(self.span, diag.HEX_FLOAT_SIGN())
        try:
            raw = self.value.to_bytes(type.compile_time_size, "little")
        except OverflowError:
            raise at_token(self.span, diag.HEX_FLOAT_RANGE()) from None
        return next(type.iter_unpack(raw))
    return _element_to_type(self, parser, type)


def install() -> None:
    """Patch xDSL's builtin classes (once, from ``xdsl_patches.install``)."""
    _Element.to_type = _element_to_type_hex_bits  # type: ignore[method-assign]
    ArrayAttr.print_builtin = _array_print_builtin  # type: ignore[method-assign]
    IntegerType.verify = _verify_integer_width  # type: ignore[method-assign]
    VectorType.verify = _verify_vector_sizes  # type: ignore[method-assign]
