"""The diagnostics of a parse failure, as mgpu-opt and mgpu-run both print them."""

from __future__ import annotations

import re

from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Span

from mgpu.dialect.diagnostics import tools as diag
from mgpu.dialect.diagnostics import LocatedDiagnostic, parse_diagnostics

# xDSL's parser (``Parser._get_op_by_name``) says this of an op that no loaded dialect defines
# while unregistered ops are not allowed; it names the op but not what to do.
_UNREGISTERED = re.compile(r"Operation (?P<name>\S+) is not registered")


# Python's int() refuses text of more digits than sys.get_int_max_str_digits() (a guard against
# quadratic conversion time); its message advises a Python call the user of a tool cannot make.
_INT_DIGITS = re.compile(r"Exceeds the limit \((?P<limit>\d+) digits\) for integer string conversion: "
                         r"value has (?P<digits>\d+) digits.*")


def parse_error_diagnostics(e: ParseError, line_offset: int = 0) -> list[LocatedDiagnostic]:
    """``FILE:LINE:COL: error: ...`` (and notes) for ``e``; an unknown op is named, with the fix."""
    if digits := _INT_DIGITS.fullmatch(e.msg):
        e = ParseError(e.span, f"an integer of {digits['digits']} digits: mgpu reads integers of at most "
                               f"{digits['limit']} digits")
    found = _UNREGISTERED.fullmatch(e.msg)
    if found:
        unknown = diag.UNKNOWN_OP(name=found["name"])
        e = ParseError(_at_op_name(e.span, found["name"]), unknown.message)
        stablehlo = [_stablehlo_note(e.span.input.name)] if found["name"].startswith("stablehlo.") else []
        e.notes = stablehlo + _did_you_mean(found["name"]) + unknown.notes  # pyright: ignore[reportAttributeAccessIssue]
    return parse_diagnostics(e, line_offset)


def _stablehlo_note(file: str) -> str:
    """Which file to run instead of mgpu-capture's StableHLO stage."""
    if file.endswith(".stablehlo.mlir"):
        payload = f"{file.removesuffix('.stablehlo.mlir')}.payload.mlir (or its .payload.generic.mlir)"
    else:
        payload = "the NAME.S.payload.mlir beside it"
    return diag.STABLEHLO_STAGE.format(payload=payload)


def _did_you_mean(name: str) -> list[str]:
    """A note naming the known op closest to ``name`` (a typo), if one is close."""
    import difflib

    from mgpu.dialect.context import known_op_names

    close = difflib.get_close_matches(name, known_op_names(), n=1, cutoff=0.8)
    return [diag.DID_YOU_MEAN.format(name=close[0])] if close else []


def _at_op_name(span: Span, name: str) -> Span:
    """The op's name (with its quote in the generic form), as MLIR locates the op: xDSL raises at
    the token after the name."""
    text = span.input.content
    start = text.rfind(name, 0, span.start + 1)
    if start < 0:
        return span
    if start > 0 and text[start - 1] == '"':
        start -= 1
    return Span(start, start + len(name), span.input, span.line_offset)
