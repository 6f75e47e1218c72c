"""xDSL's ``scf.index_switch`` given MLIR's custom syntax (patched onto xDSL's class, which stays in use).

MLIR prints ``scf.index_switch %x `` then each ``case N {...}`` and ``default {...}`` on its own
line, eliding the default region's operand-less ``scf.yield``; its parser adds the implicit
``scf.yield`` back. xDSL 0.74 neither elides nor restores it, so a pretty-printed switch whose
default region falls through failed to verify.
"""

from __future__ import annotations

from xdsl.dialects import scf as _scf
from xdsl.dialects.builtin import DenseArrayBase, IndexType, i64
from xdsl.ir import Attribute, Block, Region
from xdsl.parser import Parser
from xdsl.printer import Printer


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


def install() -> None:
    """Patch xDSL's scf classes (once, from ``xdsl_patches.install``)."""
    _scf.IndexSwitchOp.parse = classmethod(_parse)  # type: ignore[method-assign,assignment]
    _scf.IndexSwitchOp.print = _print  # type: ignore[method-assign]
