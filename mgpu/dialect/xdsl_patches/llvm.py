"""xDSL's llvm dialect made to print, parse and verify as MLIR's (jax 0.10.2) does.

- Types nested in LLVM types print without the ``!llvm.`` prefix, as MLIR does:
  ``!llvm.struct<(ptr<3>, i64, array<2 x i64>)>``; xDSL prints ``!llvm.struct<(!llvm.ptr<3>, ...)>``,
  so the text differs from MLIR's. ``#llvm.linkage<external>`` prints without quotes.
- ``llvm.mlir.global`` gets MLIR's default ``visibility_ = 0 : i64``: without it the generic form
  differs from MLIR's. It also has the MLIR of jax 0.12's ``tls_mode`` property (an i64, written by jaxlib
  0.12's generic form): xDSL's class lacks it, so a 0.12 module failed to verify.
- ``llvm.mlir.constant`` prints its value with its type, ``(0 : i64)``, and takes an attr-dict, as
  MLIR's custom form does; xDSL's prints an ``i64`` value without its type and parses no attr-dict.
- ``llvm.insertvalue`` / ``llvm.extractvalue`` get MLIR's verifier (position in bounds, element
  type matching the inserted value / the result), which xDSL's lack, and parsers that check it
  (xDSL's index the struct unchecked: a position out of bounds was a bare IndexError).
- ``llvm.getelementptr`` gets MLIR's check that ``rawConstantIndices`` marks as many dynamic indices
  as the op has index operands (the emulator read an operand that was not there).
- ``llvm.trunc`` / ``llvm.zext`` / ``llvm.sext`` check their operand and result counts and types
  before xDSL's ``verify`` of those classes reads them (a wrong count was an IndexError, a float
  operand an AssertionError).
- Enum-valued integer properties (``ordering``, ``overflowFlags``, ``asm_dialect``) are checked
  as MLIR checks them: xDSL accepts any integer, then fails to print one outside the enum.
- ``llvm.load`` / ``llvm.store``'s ``alignment`` in a prop-dict, ``llvm.load %p <alignment = 8> : ...``, as the MLIR
  of jaxlib 0.12 writes it (jax 0.12.1's FragmentedArray sets it: fragmented_array.py's llvm.load / llvm.store
  calls with ``alignment=`` at 0.12.1); the MLIR of jaxlib 0.10.2 and 0.11 wrote ``{alignment = 8 : i64}``. Both are
  read, the printer's release's written.

Patched on xDSL's classes, so that ops and types built by any pass behave the same way.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from io import StringIO

from xdsl.dialects import llvm as _llvm
from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, i64
from xdsl.dialects.llvm import LinkageAttr, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType
from xdsl.ir import Attribute
from xdsl.irdl import BaseAttr, IRDLOperation, OptPropertyDef
from xdsl.parser import Parser
from xdsl.printer import Printer

from mgpu.dialect.diagnostics import upstream as diag
from mgpu.dialect.diagnostics import MgpuError
from mgpu.dialect.release_syntax import writes_since
from mgpu.dialect.syntax import also_verify, check_enum_property


_LLVM_TYPES = (LLVMPointerType, LLVMStructType, LLVMArrayType, LLVMVoidType, LLVMFunctionType)


def print_llvm_type(printer: Printer, t: Attribute) -> None:
    """Print ``t`` as MLIR does inside an LLVM type: LLVM types lose their ``!llvm.`` prefix."""
    if isinstance(t, _LLVM_TYPES):
        printer.print_string(t.name[len("llvm."):])
        t.print_parameters(printer)
    else:
        printer.print_attribute(t)


def _struct_print_parameters(self: LLVMStructType, printer: Printer) -> None:
    printer.print_string(_struct_parameters_text(self))


@functools.lru_cache(maxsize=4096)
def _struct_parameters_text(self: LLVMStructType) -> str:
    """A lowered module spells the same few structs of up to a hundred fields thousands of times
    (a warpgroup vector's registers): printing each once was most of mgpu-opt's time on one."""
    out = StringIO()
    printer = Printer(stream=out)
    with printer.in_angle_brackets():
        if self.struct_name.data:
            printer.print_string_literal(self.struct_name.data)
            printer.print_string(", ")
        with printer.in_parens():
            printer.print_list(self.types.data, lambda t: print_llvm_type(printer, t))
    return out.getvalue()


def _array_print_parameters(self: LLVMArrayType, printer: Printer) -> None:
    with printer.in_angle_brackets():
        printer.print_int(self.size.data)
        printer.print_string(" x ")
        print_llvm_type(printer, self.type)


def _func_print_parameters(self: LLVMFunctionType, printer: Printer) -> None:
    with printer.in_angle_brackets():
        print_llvm_type(printer, self.output)
        printer.print_string(" ")
        with printer.in_parens():
            printer.print_list(self.inputs, lambda t: print_llvm_type(printer, t))
            if self.is_variadic:
                if self.inputs:
                    printer.print_string(", ")
                printer.print_string("...")


def _linkage_print_parameters(self: LinkageAttr, printer: Printer) -> None:
    printer.print_string(f"<{self.linkage.data}>")


_VISIBILITY_DEFAULT = IntegerAttr(0, 64)
_global_parse = _llvm.GlobalOp.parse.__func__  # type: ignore[attr-defined]
_global_print = _llvm.GlobalOp.print


def _global_op_parse(cls: type[_llvm.GlobalOp], parser: Parser) -> _llvm.GlobalOp:
    op = _global_parse(cls, parser)
    op.properties.setdefault("visibility_", _VISIBILITY_DEFAULT)  # MLIR's default-valued prop
    return op


def _global_op_print(self: _llvm.GlobalOp, printer: Printer) -> None:
    saved = self.properties
    if saved.get("visibility_") == _VISIBILITY_DEFAULT:
        self.properties = {k: v for k, v in saved.items() if k != "visibility_"}
    try:
        _global_print(self, printer)
    finally:
        self.properties = saved


def _alignment_read(parse):
    """``parse`` of llvm.load / llvm.store, also reading an ``<alignment = N>`` prop-dict before the attribute
    dictionary (xDSL's reads ``alignment`` from the attribute dictionary)."""

    def parsed(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        attr_dict = parser.parse_optional_attr_dict

        def prop_dict_then_attr_dict() -> dict[str, Attribute]:
            alignment = None
            if parser.parse_optional_punctuation("<") is not None:
                parser.parse_keyword("alignment")
                parser.parse_punctuation("=")
                alignment = IntegerAttr(parser.parse_integer(allow_boolean=False), i64)
                parser.parse_punctuation(">")
            attrs = attr_dict()
            return attrs if alignment is None else {**attrs, "alignment": alignment}

        parser.parse_optional_attr_dict = prop_dict_then_attr_dict  # type: ignore[method-assign]
        try:
            return parse(cls, parser)
        finally:
            del parser.parse_optional_attr_dict
    return parsed


def _alignment_written(print_):
    """``print`` of llvm.load / llvm.store, writing ``alignment`` in a prop-dict for jax 0.12 and later."""

    def printed(self: IRDLOperation, printer: Printer) -> None:
        alignment = self.properties.get("alignment")
        if not isinstance(alignment, IntegerAttr) or not writes_since(printer, (0, 12)):
            return print_(self, printer)
        print_attributes = printer.print_op_attributes

        def prop_dict_then_attributes(attributes, *args, **kwargs):
            printer.print_string(f" <alignment = {alignment.value.data}>")
            return print_attributes({k: v for k, v in attributes.items() if k != "alignment"}, *args, **kwargs)

        printer.print_op_attributes = prop_dict_then_attributes  # type: ignore[method-assign]
        try:
            print_(self, printer)
        finally:
            del printer.print_op_attributes
    return printed


def _constant_parse(cls: type[_llvm.ConstantOp], parser: Parser) -> _llvm.ConstantOp:
    """``llvm.mlir.constant(0 : i64) {attrs}? : i64``."""
    parser.parse_punctuation("(")
    value = cls.parse_value(parser)
    parser.parse_punctuation(")")
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    op = cls(value, parser.parse_type())
    op.attributes.update(attrs)
    return op


def _constant_print(self: _llvm.ConstantOp, printer: Printer) -> None:
    with printer.in_parens():
        printer.print_attribute(self.value)  # MLIR keeps the type, even i64: `(0 : i64)`
    printer.print_op_attributes(self.attributes)
    printer.print_string(" : ")
    printer.print_attribute(self.result.type)


def element_type(container: Attribute, position: Sequence[int]) -> Attribute:
    """The type at ``position`` inside the LLVM aggregate type ``container``, checked as MLIR's
    insertvalue/extractvalue verifiers check it."""
    t = container
    for i in position:
        if isinstance(t, LLVMArrayType):
            n, elements = t.size.data, None
        elif isinstance(t, LLVMStructType):
            elements = t.types.data
            n = len(elements)
        else:
            raise diag.LLVM_POSITION_NOT_AGGREGATE(type=t)
        if not 0 <= i < n:
            raise diag.LLVM_POSITION_OUT_OF_BOUNDS(index=i, type=t, n=n)
        t = t.type if elements is None else elements[i]
    return t


def _verify_insertvalue(self: _llvm.InsertValueOp) -> None:
    expected = element_type(self.container.type, self.position.get_values())
    if self.value.type != expected:
        raise diag.LLVM_INSERTVALUE_TYPE(
            value=self.value.type, container=self.container.type, expected=expected)


def _verify_extractvalue(self: _llvm.ExtractValueOp) -> None:
    expected = element_type(self.container.type, self.position.get_values())
    if self.res.type != expected:
        raise diag.LLVM_EXTRACTVALUE_TYPE(
            container=self.container.type, expected=expected, result=self.res.type)


def _parse_position_and_type(parser: Parser) -> tuple[list[int], dict, Attribute, Attribute]:
    """``[i, j] attr-dict : container-type``, and the element type at the position (xDSL's parsers
    index the struct unchecked: a position out of bounds was a bare IndexError)."""
    start = parser.pos
    position = parser.parse_comma_separated_list(
        parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_boolean=False))
    end = parser.pos
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    container = parser.parse_type()
    try:
        return position, attrs, container, element_type(container, position)
    except MgpuError as e:
        parser.raise_error(e.message, start, end)


def _insertvalue_parse(cls: type[_llvm.InsertValueOp], parser: Parser) -> _llvm.InsertValueOp:
    """``llvm.insertvalue %value, %container[i, j] attr-dict : container-type``."""
    value = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    container = parser.parse_unresolved_operand()
    position, attrs, t, element = _parse_position_and_type(parser)
    op = cls(DenseArrayBase.from_list(i64, position), parser.resolve_operand(container, t),
             parser.resolve_operand(value, element))
    op.attributes |= attrs
    return op


def _extractvalue_parse(cls: type[_llvm.ExtractValueOp], parser: Parser) -> _llvm.ExtractValueOp:
    """``llvm.extractvalue %container[i, j] attr-dict : container-type``."""
    container = parser.parse_unresolved_operand()
    position, attrs, t, element = _parse_position_and_type(parser)
    op = cls(DenseArrayBase.from_list(i64, position), parser.resolve_operand(container, t), element)
    op.attributes |= attrs
    return op


def _verify_gep(self: _llvm.GEPOp) -> None:
    markers = sum(1 for i in self.rawConstantIndices.iter_values() if i == _llvm.GEP_USE_SSA_VAL)
    if markers != len(self.ssa_indices):
        raise diag.LLVM_GEP_DYNAMIC_INDICES(markers=markers, marker=_llvm.GEP_USE_SSA_VAL,
                                            operands=len(self.ssa_indices))


def _definition_checked_first(cls: type[IRDLOperation]) -> None:
    """Check ``cls``'s IRDL definition (operand and result counts and types) before the ``verify``
    that xDSL's class overrides, which reads its operand and result unchecked."""
    verify = cls.verify

    def verify_after_definition(self: IRDLOperation, verify_nested_ops: bool = True) -> None:
        cls.get_irdl_definition().verify(self)
        verify(self, verify_nested_ops)

    cls.verify = verify_after_definition  # type: ignore[method-assign]


_ATOMIC_ORDERINGS = {0: "not_atomic", **_llvm.ATOMIC_ORDERING_KEYWORDS}
_OVERFLOW_FLAGS = {0: "none", 1: "nsw", 2: "nuw", 3: "nsw | nuw"}


def install() -> None:
    """Patch xDSL's llvm classes (once, from ``xdsl_patches.install``)."""
    LLVMStructType.print_parameters = _struct_print_parameters  # type: ignore[method-assign]
    LLVMArrayType.print_parameters = _array_print_parameters  # type: ignore[method-assign]
    LLVMFunctionType.print_parameters = _func_print_parameters  # type: ignore[method-assign]
    LinkageAttr.print_parameters = _linkage_print_parameters  # type: ignore[method-assign]
    _llvm.GlobalOp.get_irdl_definition().properties.setdefault("tls_mode", OptPropertyDef(BaseAttr(IntegerAttr)))
    _llvm.GlobalOp.parse = classmethod(_global_op_parse)  # type: ignore[method-assign,assignment]
    _llvm.GlobalOp.print = _global_op_print  # type: ignore[method-assign]
    _llvm.ConstantOp.parse = classmethod(_constant_parse)  # type: ignore[method-assign,assignment]
    _llvm.ConstantOp.print = _constant_print  # type: ignore[method-assign]
    also_verify(_llvm.InsertValueOp, _verify_insertvalue)
    also_verify(_llvm.ExtractValueOp, _verify_extractvalue)
    also_verify(_llvm.GEPOp, _verify_gep)
    for op in (_llvm.TruncOp, _llvm.ZExtOp, _llvm.SExtOp):
        _definition_checked_first(op)
    for op in (_llvm.LoadOp, _llvm.StoreOp):
        check_enum_property(op, "ordering", _ATOMIC_ORDERINGS, "Atomic ordering for LLVM's memory model")
        op.parse = classmethod(_alignment_read(op.parse.__func__))  # type: ignore[method-assign,assignment,attr-defined]
        op.print = _alignment_written(op.print)  # type: ignore[method-assign]
    for op in (_llvm.AddOp, _llvm.SubOp, _llvm.MulOp, _llvm.ShlOp, _llvm.TruncOp):
        check_enum_property(op, "overflowFlags", _OVERFLOW_FLAGS, "LLVM integer overflow flags")
    check_enum_property(_llvm.InlineAsmOp, "asm_dialect", {0: "att", 1: "intel"}, "ATT (0) or Intel (1) asm dialect")
    _llvm.InsertValueOp.parse = classmethod(_insertvalue_parse)  # type: ignore[method-assign,assignment]
    _llvm.ExtractValueOp.parse = classmethod(_extractvalue_parse)  # type: ignore[method-assign,assignment]
