"""xDSL's ``llvm.inline_asm`` given MLIR's ``convergent`` flag (the MLIR of jax 0.11 and later) and MLIR's
custom form.

jax 0.12 marks warp-collective asm (``mbarrier.arrive.expect_tx``, ...) ``convergent``: xDSL's class
has no such property, so the generic form failed to verify and the custom form to parse. The custom
form's optional clauses are MLIR's, in MLIR's order (``has_side_effects is_align_stack tail_call_kind =
<tail> convergent asm_dialect = intel``, as jaxlib 0.12.0.1 prints them); xDSL wrote ``asm_dialect``
before ``tail_call_kind``.
"""

from __future__ import annotations

from xdsl.dialects import llvm as _llvm
from xdsl.dialects.builtin import IntegerAttr, UnitAttr
from xdsl.irdl import BaseAttr, OptPropertyDef
from xdsl.parser import Parser
from xdsl.printer import Printer

from mgpu.dialect.release_syntax import spelling

CONVERGENT = spelling("'llvm.inline_asm' marked 'convergent'",
                      r"llvm\.inline_asm(?:\s+\w+(?:\s*=\s*<?\w+>?)?)*?\s+convergent\b|"
                      r'"llvm\.inline_asm"\([^)]*\)\s*<\{[^}]*\bconvergent\b', needs=("convergent",))

_ASM_DIALECTS = {0: "att", 1: "intel"}
_FLAGS = ("has_side_effects", "is_align_stack")


def _parse(cls: type[_llvm.InlineAsmOp], parser: Parser) -> _llvm.InlineAsmOp:
    props = {flag: UnitAttr() for flag in _FLAGS if parser.parse_optional_keyword(flag) is not None}
    tail_call_kind = _llvm.TailCallKindAttr(_llvm.TailCallKind.NONE)
    if parser.parse_optional_keyword("tail_call_kind") is not None:
        parser.parse_punctuation("=")
        with parser.in_angle_brackets():
            tail_call_kind = _llvm.TailCallKindAttr(parser.parse_str_enum(_llvm.TailCallKind))
    if parser.parse_optional_keyword("convergent") is not None:
        props["convergent"] = UnitAttr()
    if parser.parse_optional_keyword("asm_dialect") is not None:
        parser.parse_punctuation("=")
        name = parser.parse_identifier()
        keys = {v: k for k, v in _ASM_DIALECTS.items()}
        if name not in keys:
            parser.raise_error("expected 'att' or 'intel' after 'asm_dialect ='")
        props["asm_dialect"] = IntegerAttr(keys[name], 64)
    asm_string = parser.parse_str_literal()
    parser.parse_punctuation(",")
    constraints = parser.parse_str_literal()
    operands_pos = parser.pos
    operands = parser.parse_optional_undelimited_comma_separated_list(
        parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand) or []
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    ft = parser.parse_function_type()
    op = cls(asm_string, constraints, parser.resolve_operands(operands, ft.inputs.data, operands_pos),
             ft.outputs.data, tail_call_kind=tail_call_kind)
    op.properties |= props
    op.attributes |= attrs
    return op


def _print(self: _llvm.InlineAsmOp, printer: Printer) -> None:
    for flag in _FLAGS:
        if flag in self.properties:
            printer.print_string(f" {flag}")
    if (kind := self.tail_call_kind.data) != _llvm.TailCallKind.NONE:
        printer.print_string(f" tail_call_kind = <{kind.value}>")
    if "convergent" in self.properties:
        printer.print_string(" convergent")
    if self.asm_dialect is not None:
        printer.print_string(f" asm_dialect = {_ASM_DIALECTS[self.asm_dialect.value.data]}")
    printer.print_string(" ")
    printer.print_string_literal(self.asm_string.data)
    printer.print_string(", ")
    printer.print_string_literal(self.constraints.data)
    if self.operands_:
        printer.print_string(" ")
        printer.print_list(self.operands_, printer.print_ssa_value)
    printer.print_op_attributes(self.attributes)
    printer.print_string(" : ")
    printer.print_function_type([v.type for v in self.operands_], [self.res.type] if self.res is not None else [])


def install() -> None:
    definition = _llvm.InlineAsmOp.get_irdl_definition()
    definition.properties["convergent"] = OptPropertyDef(BaseAttr(UnitAttr))
    _llvm.InlineAsmOp.convergent = property(lambda self: "convergent" in self.properties)  # type: ignore[attr-defined]
    _llvm.InlineAsmOp.parse = classmethod(_parse)  # type: ignore[method-assign,assignment]
    _llvm.InlineAsmOp.print = _print  # type: ignore[method-assign]
