"""Warp-collective matrix loads and stores between SMEM and registers: ``nvvm.ldmatrix`` and ``nvvm.stmatrix``
(PTX ISA "ldmatrix", "stmatrix"), which jax 0.12 emits and 0.10.2 did not. Their syntax is jaxlib 0.12.0.1's
MLIR's, and their checks its verifier's (texts as it prints them, probed with its own parser):

    %r = nvvm.ldmatrix %ptr, num = 4, layout = <row>, shape = <m = 8, n = 8>, element_type = <b16>
        : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    nvvm.stmatrix %ptr, %a, %b, %c, %d layout = <row>, shape = <m = 8, n = 8>, element_type = <b16>
        : !llvm.ptr<3>, i32, i32, i32, i32
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import I32, IntAttr, IntegerAttr, i32
from xdsl.dialects.llvm import LLVMPointerType, LLVMStructType
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import IRDLOperation, irdl_attr_definition, irdl_op_definition, operand_def, prop_def, result_def, var_operand_def
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from mgpu.dialect.nvvm.attrs import AngleEnum


class MMALayout(StrEnum):
    ROW = "row"
    COL = "col"


@irdl_attr_definition
class MMALayoutAttr(AngleEnum, EnumAttribute[MMALayout]):
    name = "nvvm.mma_layout"


class LdStMatrixEltType(StrEnum):
    B16 = "b16"
    B8 = "b8"
    B8X16_B6X16_P32 = "b8x16.b6x16_p32"
    B8X16_B4X16_P64 = "b8x16.b4x16_p64"


@irdl_attr_definition
class LdStMatrixEltTypeAttr(AngleEnum, EnumAttribute[LdStMatrixEltType]):
    name = "nvvm.ld_st_matrix_elt_type"


@irdl_attr_definition
class LdStMatrixShapeAttr(ParametrizedAttribute):
    """``#nvvm.ld_st_matrix_shape<m = 8, n = 8>``."""

    name = "nvvm.ld_st_matrix_shape"
    m: IntAttr
    n: IntAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[IntAttr, IntAttr]:
        with parser.in_angle_brackets():
            parser.parse_keyword("m")
            parser.parse_punctuation("=")
            m = parser.parse_integer(allow_boolean=False)
            parser.parse_punctuation(",")
            parser.parse_keyword("n")
            parser.parse_punctuation("=")
            n = parser.parse_integer(allow_boolean=False)
        return IntAttr(m), IntAttr(n)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<m = {self.m.data}, n = {self.n.data}>")

    @property
    def dims(self) -> tuple[int, int]:
        return self.m.data, self.n.data


MATRIX_ATTRS: list[type[Attribute]] = [MMALayoutAttr, LdStMatrixEltTypeAttr, LdStMatrixShapeAttr]

# the custom form's `layout = <row>, shape = <m = 8, n = 8>, element_type = <b16>`
_KEYS = (("layout", "layout", MMALayoutAttr), ("shape", "shape", LdStMatrixShapeAttr),
         ("element_type", "eltType", LdStMatrixEltTypeAttr))


def _parse_layout_shape_type(parser: Parser) -> dict[str, Attribute]:
    props: dict[str, Attribute] = {}
    for i, (keyword, prop, attr) in enumerate(_KEYS):
        if i:
            parser.parse_punctuation(",")
        parser.parse_keyword(keyword)
        parser.parse_punctuation("=")
        props[prop] = attr.new(attr.parse_parameters(parser)) if prop == "shape" else attr(attr.parse_parameter(parser))
    return props


def _print_layout_shape_type(printer: Printer, op: IRDLOperation) -> None:
    printer.print_string(", ".join(f"{keyword} = " + _stripped(op.properties[prop]) for keyword, prop, _ in _KEYS))


def _stripped(attr: Attribute) -> str:
    """An nvvm attribute without its name, as MLIR's custom form prints it (``<row>``)."""
    text = str(attr)
    return text[text.index("<"):]


@irdl_op_definition
class LdMatrixOp(IRDLOperation):
    name = "nvvm.ldmatrix"

    ptr = operand_def(LLVMPointerType)
    num = prop_def(IntegerAttr[I32])
    layout = prop_def(MMALayoutAttr)
    shape = prop_def(LdStMatrixShapeAttr)
    eltType = prop_def(LdStMatrixEltTypeAttr)
    res = result_def()

    @classmethod
    def parse(cls, parser: Parser) -> LdMatrixOp:
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        parser.parse_keyword("num")
        parser.parse_punctuation("=")
        props: dict[str, Attribute] = {"num": IntegerAttr(parser.parse_integer(allow_boolean=False), i32)}
        parser.parse_punctuation(",")
        props |= _parse_layout_shape_type(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ft = parser.parse_function_type()
        operands = parser.resolve_operands([ptr], ft.inputs.data, parser.pos)
        return cls.create(operands=operands, result_types=ft.outputs.data, properties=props, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.ptr)
        printer.print_string(f", num = {self.num.value.data}, ")
        _print_layout_shape_type(printer, self)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_function_type([self.ptr.type], [self.res.type])

    def verify_(self) -> None:
        """MLIR's LdMatrixOp::verify (NVVMDialect.cpp)."""
        num, (m, n), elt, layout = self.num.value.data, self.shape.dims, self.eltType.data, self.layout.data
        if (m, n) == (8, 8):
            _check(num in (1, 2, 4), "expected num attribute to be 1, 2 or 4 for 8x8 matrix")
            _check(elt == LdStMatrixEltType.B16, "expected element type to be b16 for 8x8 matrix")
        elif (m, n) == (8, 16):
            _check(num in (1, 2, 4), "expected num attribute to be 1, 2 or 4 for 8x16 matrix")
            _check(layout == MMALayout.ROW, "expected layout to be row for 8x16 matrix")
            _check(elt in (LdStMatrixEltType.B8X16_B4X16_P64, LdStMatrixEltType.B8X16_B6X16_P32),
                   "expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for 8x16 matrix")
        elif (m, n) == (16, 16):
            _check(num in (1, 2), "expected num attribute to be 1 or 2 for 16x16 matrix")
            _check(layout == MMALayout.COL, "expected layout to be col for 16x16 matrix")
            _check(elt in (LdStMatrixEltType.B8, LdStMatrixEltType.B8X16_B4X16_P64,
                           LdStMatrixEltType.B8X16_B6X16_P32),
                   "expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 for 16x16 matrix")
        else:
            raise VerifyException("expected shape to be 8x8, 8x16 or 16x16")
        count = num * 2 if (m, n) == (16, 16) else num
        if count == 1:
            _check(self.res.type == i32, "expected destination type is i32")
        else:
            _check(self.res.type == LLVMStructType.from_type_list([i32] * count),
                   f"expected destination type is a structure of {count} elements of type i32")


@irdl_op_definition
class StMatrixOp(IRDLOperation):
    name = "nvvm.stmatrix"

    ptr = operand_def(LLVMPointerType)
    sources = var_operand_def(i32)
    layout = prop_def(MMALayoutAttr)
    shape = prop_def(LdStMatrixShapeAttr)
    eltType = prop_def(LdStMatrixEltTypeAttr)

    @classmethod
    def parse(cls, parser: Parser) -> StMatrixOp:
        values = [parser.parse_unresolved_operand()]
        while parser.parse_optional_punctuation(",") is not None:
            values.append(parser.parse_unresolved_operand())
        props = _parse_layout_shape_type(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        types: Sequence[Attribute] = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        operands = parser.resolve_operands(values, types, pos)
        return cls.create(operands=operands, properties=props, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_string(" ")
        _print_layout_shape_type(printer, self)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list([v.type for v in self.operands], printer.print_attribute)

    def verify_(self) -> None:
        """MLIR's StMatrixOp::verify (NVVMDialect.cpp)."""
        _check(len(self.sources) in (1, 2, 4), "expected num attribute to be 1, 2 or 4")
        (m, n), elt = self.shape.dims, self.eltType.data
        if (m, n) == (8, 8):
            _check(elt == LdStMatrixEltType.B16, "expected element type to be B16 for 8x8 matrix")
        elif (m, n) == (16, 8):
            _check(elt == LdStMatrixEltType.B8, "expected element type to be B8 for 16x8 matrix")
            _check(self.layout.data == MMALayout.COL, "expected layout to be col for 16x8 matrix")
        else:
            raise VerifyException("expected shape to be 8x8 or 16x8")


def _check(ok: bool, message: str) -> None:
    if not ok:
        raise VerifyException(message)
