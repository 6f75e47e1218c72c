"""MLIR's ``prop-dict`` in a custom op format, as jaxlib 0.12's ``mosaic_gpu`` ops write it, in xDSL's
``attr-dict`` directive of the ops that declare one (``PROP_DICT = PropDictFormat(...)``).

jaxlib 0.12 builds the dialect with strict properties in assembly formats: an op's properties are
written ``<new_layout = #mosaic_gpu.TiledLayout<...>, strict = true>`` before its attribute dictionary,
each value without the type its property declares (``<dimension = 0>``, ``<broadcast_dimensions = [0]>``),
default values left out; jaxlib 0.12 refuses them in the attribute dictionary, which is where jaxlib 0.10.2
and 0.11 wrote them (``{new_layout = ...}``). The ``attr-dict`` of an op whose class declares a
``PropDictFormat`` reads both and writes the printer's release's (mgpu.dialect.release_syntax); other
ops' is xDSL's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import BoolAttr, DenseArrayBase, IntegerAttr, i1, i64
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import AttrDictDirective, ParsingState, PrintingState
from xdsl.parser import Parser
from xdsl.printer import Printer

from mgpu.dialect.release_syntax import Spelling, spelling, writes_since

# How a value is written without its type: its reader, from the parser.
ValueReader = Callable[[Parser], Attribute]


def integer(width: int) -> ValueReader:
    """An integer property of ``width`` bits (``<packing = 2>``)."""
    return lambda parser: IntegerAttr(parser.parse_integer(allow_boolean=False), width)


def boolean(parser: Parser) -> Attribute:
    return BoolAttr.from_bool(parser.parse_boolean())


def i64_array(parser: Parser) -> Attribute:
    """``[0, 1]``, a ``DenseI64ArrayAttr`` property."""
    values = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
    return DenseArrayBase.from_list(i64, values)


def enum(attr: type[EnumAttribute]) -> ValueReader:
    """An enum property written as its case (``scope = cluster``)."""
    return lambda parser: attr(parser.parse_str_enum(attr.enum_type))


def attribute(parser: Parser) -> Attribute:
    """A property whose value is written as an attribute is (``#mosaic_gpu.TiledLayout<...>``)."""
    return parser.parse_attribute()


@dataclass(frozen=True)
class PropDictFormat:
    """The properties an op writes in its prop-dict, each with how its value is read (a property with a
    default value is left out when it has it)."""

    readers: Mapping[str, ValueReader]

    def parse(self, parser: Parser) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
        """The op's properties and discardable attributes: ``<...>`` (jax 0.12) then ``{...}``, where jax
        0.10.2 and 0.11 wrote the properties."""
        props: dict[str, Attribute] = {}
        if parser.parse_optional_punctuation("<") is not None:
            self._parse_entries(parser, props)
        attrs = parser.parse_optional_attr_dict()
        for name in self.readers:
            if name in attrs:
                props[name] = attrs.pop(name)
        return props, attrs

    def print(self, printer: Printer, op: IRDLOperation, attributes: Mapping[str, Attribute]) -> bool:
        """`` <...> {...}`` for jax 0.12, ``{...}`` (properties among the attributes) for older releases;
        whether anything was printed."""
        defaults = {n: d.default_value for n, d in op.get_irdl_definition().properties.items()}
        written = {n: v for n, v in op.properties.items() if n in self.readers and defaults.get(n) != v}
        if not writes_since(printer, (0, 12)):
            return printer.print_op_attributes({**written, **attributes})
        if written:
            printer.print_string(" <")
            printer.print_list(sorted(written.items()), lambda item: _print_entry(printer, *item))
            printer.print_string(">")
        return printer.print_op_attributes(attributes) or bool(written)

    def _parse_entries(self, parser: Parser, props: dict[str, Attribute]) -> None:
        def entry() -> None:
            name = parser.parse_identifier()
            if name not in self.readers:
                parser.raise_error(f"'{name}' is not a property of this op (expected one of "
                                   f"{', '.join(self.readers)})")
            parser.parse_punctuation("=")
            props[name] = self.readers[name](parser)
        parser.parse_comma_separated_list(parser.Delimiter.NONE, entry)
        parser.parse_punctuation(">")


@dataclass(frozen=True)
class KeywordPropsFormat(PropDictFormat):
    """Properties an op writes as keyword clauses before its attribute dictionary, in this order, since the
    MLIR of jax 0.11 (``nvvm.mbarrier.arrive.expect_tx %b, %n scope = cluster relaxed = true : ...``); jax
    0.10.2's wrote them in the attribute dictionary."""

    def parse(self, parser: Parser) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
        props: dict[str, Attribute] = {}
        for name, reader in self.readers.items():
            if parser.parse_optional_keyword(name) is not None:
                parser.parse_punctuation("=")
                props[name] = reader(parser)
        attrs = parser.parse_optional_attr_dict()
        props |= {name: attrs.pop(name) for name in self.readers if name in attrs}
        return props, attrs

    def print(self, printer: Printer, op: IRDLOperation, attributes: Mapping[str, Attribute]) -> bool:
        defaults = {n: d.default_value for n, d in op.get_irdl_definition().properties.items()}
        defaults |= getattr(op, "DEFAULTS", {})  # (with_default_properties's)
        written = {n: op.properties[n] for n in self.readers if n in op.properties and defaults.get(n) != op.properties[n]}
        if not writes_since(printer, (0, 11)):
            return printer.print_op_attributes({**written, **attributes})
        for name, value in written.items():
            printer.print_string(" ")
            _print_entry(printer, name, value)
        return printer.print_op_attributes(attributes) or bool(written)


def _print_entry(printer: Printer, name: str, value: Attribute) -> None:
    printer.print_string(f"{name} = ")
    if isinstance(value, IntegerAttr) and value.type == i1:
        printer.print_string("true" if value.value.data else "false")
    elif isinstance(value, IntegerAttr):
        printer.print_string(str(value.value.data))
    elif isinstance(value, EnumAttribute):
        printer.print_string(value.data.value)
    elif isinstance(value, DenseArrayBase):
        printer.print_string(f"[{', '.join(str(v) for v in value.get_values())}]")
    else:
        printer.print_attribute(value)


def prop_dict_spellings(ops: Mapping[str, Sequence[str]]) -> tuple[Spelling, Spelling]:
    """How the ops ``ops`` (op name -> the properties it writes in its custom form) write them: in the
    attribute dictionary (jax 0.10.2 and 0.11: ``{new_layout = ...}``) and in a prop-dict (jax 0.12:
    ``<new_layout = ...>``)."""
    def form(opening: str) -> str:
        return "|".join(rf"^[ \t]*(?:%[^=\n]*=[ \t]*)?{re.escape(op)}\b[^\n\"]*?{opening}[^\n]*?\b(?:{'|'.join(props)}) = "
                        for op, props in ops.items())
    needs = tuple(ops)
    return (spelling("a mosaic_gpu op's properties in its attribute dictionary ('{new_layout = ...}')", form(r"\s\{"), needs),
            spelling("a mosaic_gpu op's properties in a prop-dict ('<new_layout = ...>')", form(r"\s<"), needs))


_parse = AttrDictDirective.parse
_print = AttrDictDirective.print


def _parse_attr_dict(self: AttrDictDirective, parser: Parser, state: ParsingState) -> None:
    fmt = getattr(state.op_type, "PROP_DICT", None)
    if fmt is None or self.with_keyword:
        return _parse(self, parser, state)
    props, attrs = fmt.parse(parser)
    if reserved := self.reserved_attr_names & attrs.keys():
        parser.raise_error(f"attributes {', '.join(sorted(reserved))} are defined in other parts of the "
                           "assembly format, and thus should not be defined in the attribute dictionary.")
    state.properties |= props
    state.attributes |= attrs


def _print_attr_dict(self: AttrDictDirective, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
    fmt = getattr(type(op), "PROP_DICT", None)
    if fmt is None or self.with_keyword:
        return _print(self, printer, state, op)
    attrs = {k: v for k, v in op.attributes.items() if k not in self.reserved_attr_names}
    if fmt.print(printer, op, attrs):
        state.last_was_punctuation = False
        state.should_emit_space = True


def install() -> None:
    AttrDictDirective.parse = _parse_attr_dict  # type: ignore[method-assign]
    AttrDictDirective.print = _print_attr_dict  # type: ignore[method-assign]
