"""Give an existing xDSL op class MLIR's custom syntax without redefining the class.

Keeping xDSL's class (rather than a look-alike) keeps ``isinstance(op, xdsl.dialects.memref.CastOp)``
working for code written against xDSL.
"""

from __future__ import annotations

from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import FormatProgram
from xdsl.parser import Parser
from xdsl.printer import Printer


def attach_format(cls: type[IRDLOperation], assembly_format: str) -> None:
    """Make ``cls`` parse and print with the declarative ``assembly_format`` (idempotent)."""
    if getattr(cls, "_mgpu_format", None) == assembly_format:
        return
    program = FormatProgram.from_str(assembly_format, cls.get_irdl_definition())

    def parse(c: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        return program.parse(parser, c)

    def print_(self: IRDLOperation, printer: Printer) -> None:
        program.print(printer, self)

    cls.parse = classmethod(parse)  # type: ignore[method-assign,assignment]
    cls.print = print_  # type: ignore[method-assign]
    cls._mgpu_format = assembly_format  # type: ignore[attr-defined]
