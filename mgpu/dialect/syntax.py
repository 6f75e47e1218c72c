"""MLIR's custom syntax for op classes: declarative formats attached to existing xDSL classes,
default-valued properties that the custom form elides and the generic form spells out, and MLIR's
constraint on enum-valued integer properties that xDSL leaves unchecked.

Keeping xDSL's class (rather than a look-alike) keeps ``isinstance(op, xdsl.dialects.memref.CastOp)``
working for code written against xDSL.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.printer import Printer

from mgpu.dialect.diagnostics import mosaic_gpu as diag
from mgpu.dialect.lazy_formats import lazy_format


def attach_format(cls: type[IRDLOperation], assembly_format: str) -> None:
    """Make ``cls`` parse and print with the declarative ``assembly_format`` (idempotent)."""
    if getattr(cls, "_mgpu_format", None) == assembly_format:
        return
    cls.parse, cls.print = lazy_format(assembly_format, cls.get_irdl_definition())  # type: ignore[method-assign,assignment]
    cls._mgpu_format = assembly_format  # type: ignore[attr-defined]


OpT = TypeVar("OpT", bound=type[IRDLOperation])


def with_default_properties(**defaults: Attribute) -> Callable[[OpT], OpT]:
    """Give a declaratively formatted op MLIR's default-valued properties.

    Parsing the custom form fills in the defaults (so the generic form carries them, as MLIR's
    does); printing the custom form elides properties that hold their default. Properties are
    kept in MLIR's (alphabetical) order.
    """

    def deco(cls: OpT) -> OpT:
        fmt_parse = cls.parse.__func__  # type: ignore[attr-defined]
        fmt_print = cls.print

        def parse(c: type[IRDLOperation], parser: Parser) -> IRDLOperation:
            op = fmt_parse(c, parser)
            for k, v in defaults.items():
                op.properties.setdefault(k, v)
            op.properties = dict(sorted(op.properties.items()))
            return op

        def print_(self: IRDLOperation, printer: Printer) -> None:
            saved = self.properties
            self.properties = {k: v for k, v in saved.items()
                               if not (k in defaults and defaults[k] == v)}
            try:
                fmt_print(self, printer)
            finally:
                self.properties = saved

        cls.parse = classmethod(parse)  # type: ignore[assignment]
        cls.print = print_  # type: ignore[assignment]
        cls.DEFAULTS = defaults  # type: ignore[attr-defined]
        return cls

    return deco


def also_verify(cls: type[IRDLOperation], check: Callable[[IRDLOperation], None]) -> None:
    """Run ``check`` after ``cls``'s own verifier (xDSL's ``verify_`` of an IRDL op checks its
    operands, results and properties first: ``check`` may rely on them)."""
    verify = cls.verify_

    def verify_(self: IRDLOperation) -> None:
        verify(self)
        check(self)

    cls.verify_ = verify_  # type: ignore[method-assign]


def check_enum_property(cls: type[IRDLOperation], prop: str, cases: dict[int, str], summary: str) -> None:
    """Verify ``cls``'s integer property ``prop`` as MLIR does (``summary``: the enum's ODS
    description): xDSL accepts any integer, then fails to print one outside the enum (or, indexing
    a list with it, prints the wrong case)."""

    def check(self: IRDLOperation) -> None:
        attr = self.properties.get(prop)
        if attr is not None and attr.value.data not in cases:
            raise diag.ENUM_VALUE(name=prop, summary=summary, value=attr.value.data,
                                  cases=", ".join(f"{v} ({k})" for v, k in cases.items()))

    also_verify(cls, check)
