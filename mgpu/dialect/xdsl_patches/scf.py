"""xDSL's ``scf.index_switch`` and ``scf.while`` given MLIR's custom syntax (patched onto xDSL's
classes, which stay in use).

MLIR prints ``scf.index_switch %x `` then each ``case N {...}`` and ``default {...}`` on its own
line, eliding the default region's operand-less ``scf.yield``; its parser adds the implicit
``scf.yield`` back. xDSL 0.74 neither elides nor restores it, so a pretty-printed switch whose
default region falls through failed to verify.

MLIR's ``scf.while`` writes its ``(%arg = %init, ...)`` list only when there are inits
(mlir/lib/Dialect/SCF/IR/SCF.cpp: printInitializationList returns on an empty list; the parser's
parseOptionalAssignmentList takes it or nothing), so a while loop without loop-carried values is
``scf.while : () -> () {...} do {...}`` (jax's semaphore waits, jax/_src/pallas/mosaic_gpu/
primitives.py). xDSL 0.74 always prints ``()`` and requires it: MLIR's pretty form failed with
"'(' expected".
"""

from __future__ import annotations

from xdsl.dialects import scf as _scf
from xdsl.dialects.builtin import DenseArrayBase, IndexType, i64
from xdsl.ir import Attribute, Block, Region
from xdsl.parser import Parser
from xdsl.printer import Printer

from mgpu.dialect.diagnostics import upstream as diag


def _ensure_yield(region: Region) -> Region:
    if not region.blocks:
        region.add_block(Block())
    block = region.block
    if not isinstance(block.last_op, _scf.YieldOp):
        block.add_op(_scf.YieldOp())
    return region


def _parse(cls: type[_scf.IndexSwitchOp], parser: Parser) -> _scf.IndexSwitchOp:
    arg = parser.parse_operand(IndexType())
    attrs = parser.parse_optional_attr_dict()
    result_types: list[Attribute] = []
    if parser.parse_optional_punctuation("->"):
        result_types = parser.parse_comma_separated_list(
            Parser.Delimiter.NONE, parser.parse_type)
    values: list[int] = []
    regions: list[Region] = []
    while parser.parse_optional_keyword("case"):
        values.append(parser.parse_integer())
        regions.append(_ensure_yield(parser.parse_region()))
    parser.parse_keyword("default")
    default = _ensure_yield(parser.parse_region())
    props = {k: v for k, v in attrs.items() if k == "cases"}
    attrs = {k: v for k, v in attrs.items() if k != "cases"}
    return cls(arg, props.get("cases") or DenseArrayBase.from_list(i64, values),  # type: ignore[arg-type]
               default, regions, result_types, attrs)


def _print(self: _scf.IndexSwitchOp, printer: Printer) -> None:
    printer.print_string(" ")
    printer.print_operand(self.arg)
    printer.print_op_attributes(self.attributes)
    if self.result_types:
        printer.print_string(" -> ")
        printer.print_list(self.result_types, printer.print_attribute)
    printer.print_string(" ")
    for value, region in zip(self.cases.iter_values(), self.case_regions, strict=True):
        printer._print_new_line()
        printer.print_string(f"case {value} ")
        printer.print_region(region, print_entry_block_args=False)
    printer._print_new_line()
    printer.print_string("default ")
    last = self.default_region.block.last_op if self.default_region.blocks else None
    elide = isinstance(last, _scf.YieldOp) and not last.operands
    printer.print_region(self.default_region, print_entry_block_args=False,
                         print_block_terminators=not elide)


def _while_parse(cls: type[_scf.WhileOp], parser: Parser) -> _scf.WhileOp:
    """``scf.while [(%arg = %init, ...)] : (inits) -> (results) {before} do {after} [attributes {...}]``."""

    def assignment():
        arg = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        return arg, parser.parse_unresolved_operand()

    pairs = parser.parse_optional_comma_separated_list(Parser.Delimiter.PAREN, assignment) or []
    parser.parse_punctuation(":")
    start = parser.pos
    ftype = parser.parse_function_type()
    inputs = ftype.inputs.data
    if len(pairs) != len(inputs):
        parser.raise_error(diag.WHILE_INIT_TYPES(operands=len(pairs), types=len(inputs)).message, start, parser.pos)
    args = [arg.resolve(t) for (arg, _), t in zip(pairs, inputs)]
    inits = [parser.resolve_operand(init, t) for (_, init), t in zip(pairs, inputs)]
    before = parser.parse_region(args)
    parser.parse_keyword("do")
    after = parser.parse_region()
    op = cls(inits, ftype.outputs.data, before, after)
    attrs = parser.parse_optional_attr_dict_with_keyword()
    if attrs is not None:
        op.attributes |= attrs.data
    return op


def _while_print(self: _scf.WhileOp, printer: Printer) -> None:
    if self.arguments:
        printer.print_string(" (")
        printer.print_list(zip(self.before_region.block.args, self.arguments, strict=True),
                           lambda pair: self._print_pair(printer, pair))
        printer.print_string(")")
    printer.print_string(" : ")
    printer.print_operation_type(self)
    printer.print_string(" ")
    printer.print_region(self.before_region, print_entry_block_args=False)
    printer.print_string(" do ")
    printer.print_region(self.after_region)
    if self.attributes:
        printer.print_op_attributes(self.attributes, print_keyword=True)


def install() -> None:
    """Patch xDSL's scf classes (once, from ``xdsl_patches.install``)."""
    _scf.IndexSwitchOp.parse = classmethod(_parse)  # type: ignore[method-assign,assignment]
    _scf.IndexSwitchOp.print = _print  # type: ignore[method-assign]
    _scf.WhileOp.parse = classmethod(_while_parse)  # type: ignore[method-assign,assignment]
    _scf.WhileOp.print = _while_print  # type: ignore[method-assign]
