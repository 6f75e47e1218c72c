"""Declarative assembly formats compiled at an op's first parse or print, not when its class is defined.

xDSL compiles an op's ``assembly_format`` as its class is defined (``irdl_op_definition``, through
``get_accessors_from_op_def`` in xdsl/irdl/operations.py): every op of every dialect a tool loads,
most of them ops the module at hand does not have; it was about a tenth of a small kernel's
``mgpu-run``. ``install`` wraps that function so that ``parse`` and ``print`` compile the format
when first called; ``lazy_format`` does the same for formats mgpu attaches itself
(``mgpu.dialect.syntax.attach_format``). It is installed by the ``mgpu.dialect`` package, before
any dialect is defined. A format error is then raised at the op's first use instead of at import:
tests/dialect/test_lazy_formats.py compiles every format of every dialect mgpu registers.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.irdl import operations
from xdsl.irdl.operations import IRDLOperation, OpDef
from xdsl.parser import Parser
from xdsl.printer import Printer

_original = operations.get_accessors_from_op_def


def lazy_format(assembly_format: str, op_def: OpDef) -> tuple[classmethod, Callable[[IRDLOperation, Printer], None]]:
    """``parse`` (a classmethod) and ``print`` methods for ``assembly_format``, compiled at first use."""
    program = []

    def compiled():  # noqa: ANN202
        if not program:
            from xdsl.irdl.declarative_assembly_format import FormatProgram
            from xdsl.utils.exceptions import ParseError, PyRDLOpDefinitionError

            try:
                program.append(FormatProgram.from_str(assembly_format, op_def))
            except ParseError as e:
                raise PyRDLOpDefinitionError("Error during the parsing of the assembly format: ", e.args) from e
        return program[0]

    def parse(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        return compiled().parse(parser, cls)

    def print_(self: IRDLOperation, printer: Printer) -> None:
        compiled().print(printer, self)

    parse.compile = print_.compile = compiled  # type: ignore[attr-defined]  # (tests compile every format)
    return classmethod(parse), print_


def _accessors(op_def: OpDef, custom_verify):  # noqa: ANN001, ANN202
    assembly_format = op_def.assembly_format
    if assembly_format is None:
        return _original(op_def, custom_verify)
    op_def.assembly_format = None
    try:
        accessors = _original(op_def, custom_verify)
    finally:
        op_def.assembly_format = assembly_format
    accessors["parse"], accessors["print"] = lazy_format(assembly_format, op_def)
    return accessors


def install() -> None:
    """Wrap xDSL's ``get_accessors_from_op_def`` (once, from ``mgpu.dialect``)."""
    operations.get_accessors_from_op_def = _accessors
