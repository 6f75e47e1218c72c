"""User-facing errors: one exception family, located MLIR-style; the message table is this package's
modules, one a layer (each row a ``Message``: the Python class jax raises, its text and the fix; the
emulator's rows are format strings, raised as mgpu/emulator/errors.py's exceptions).

Every check raises an exception that is both an xDSL ``VerifyException`` (so xDSL's machinery
treats it as a verification failure) and the Python class JAX raises for the same mistake, so
``except TypeError`` works as it does with JAX. Each carries the notes that tell the user the fix.
Messages are written once, in the table, and used by the verifiers, the passes, the emulator, the tools
and the tests:

- ``mosaic_gpu``: the mosaic_gpu dialect's verifiers (jaxlib's and Pallas's words);
- ``upstream``: MLIR's verifiers of the llvm, arith, builtin, scf, gpu and vector ops xDSL lacks or words
  differently;
- ``inference``: Warpgroup layout inference;
- ``lowering``: the Warpgroup and Lane lowerings;
- ``emulator``: what mgpu-run says of a run (its faults, refusals and warnings), a module a concept;
- ``tools``: the command-line tools' own (reading a file, the command line, mgpu-capture's jax);
- ``jax_versions``: which jax release a module is read as.

A new row goes beside the rows of its concept, in its layer's module.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import FileLineColLoc
from xdsl.ir import Operation
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Span

from mgpu.dialect.source_locations import source_note


class MgpuError(VerifyException):
    """A diagnostic for the user: a message plus notes that say how to fix it."""

    def __init__(self, message: str, notes: Sequence[str] = (), bare: bool = False):
        super().__init__(message)
        self.message = message
        self.notes = list(notes)
        self.bare = bare  # MLIR's emitError: the message without the "'dialect.op' op " prefix


class MgpuTypeError(MgpuError, TypeError):
    pass


class MgpuValueError(MgpuError, ValueError):
    pass


class MgpuNotImplementedError(MgpuError, NotImplementedError):
    pass


_KINDS: dict[type[Exception], type[MgpuError]] = {
    TypeError: MgpuTypeError,
    ValueError: MgpuValueError,
    NotImplementedError: MgpuNotImplementedError,
    VerifyException: MgpuError,
}


@dataclass(frozen=True)
class Message:
    """One row of the message table: the Python class JAX raises, its text and the fix."""

    kind: type[Exception]
    text: str
    note: str | None = None
    bare: bool = False  # the verifier's emitError (no op name before the message), not its emitOpError

    def __call__(self, **fields: object) -> MgpuError:
        notes = [self.note.format(**fields)] if self.note else []
        return _KINDS[self.kind](self.text.format(**fields), notes, self.bare)


# --------------------------------------------------------------------------------------------
# Locations and formatting
# --------------------------------------------------------------------------------------------


def op_name(op: Operation) -> str:
    """The op's name as the user wrote it (unregistered ops keep theirs)."""
    if op.name == "builtin.unregistered":
        return op.op_name.data  # pyright: ignore[reportAttributeAccessIssue]
    return op.name


def location_of(op: Operation) -> str:
    """FILE:LINE:COL of the op, or of its closest located ancestor (ops built by passes)."""
    current: Operation | None = op
    while current is not None:
        loc = current.location
        if isinstance(loc, FileLineColLoc):
            return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"
        current = current.parent_op()
    return "<unknown>"


def format_op_diagnostic(
    op: Operation, message: str, notes: Sequence[str] = (), severity: str = "error"
) -> str:
    """MLIR's rendering: ``FILE:LINE:COL: error: 'dialect.op' op message`` then ``note:`` lines."""
    loc = location_of(op)
    lines = [f"{loc}: {severity}: '{op_name(op)}' op {message}"]
    lines += [f"{loc}: note: {note}" for note in with_source_note(op, notes)]
    return "\n".join(lines)


@dataclass
class LocatedDiagnostic:
    """A rendered diagnostic, kept structured for --verify-diagnostics."""

    file: str
    line: int
    col: int
    severity: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}: {self.severity}: {self.message}"


def op_diagnostics(
    op: Operation, message: str, notes: Sequence[str] = (), bare: bool = False
) -> list[LocatedDiagnostic]:
    """The error and its notes, at the op's location (``bare``: without the op's name, as MLIR's emitError)."""
    file, line, col = _split_location(location_of(op))
    text = message if bare else f"'{op_name(op)}' op {message}"
    return _error_and_notes(file, line, col, text, with_source_note(op, notes))


def op_remark(op: Operation, message: str) -> LocatedDiagnostic:
    """A remark at the op (MLIR's ``emitRemark``: the message as it is, no op name): what a pass
    reports without failing (mgpu.dialect.remarks)."""
    return LocatedDiagnostic(*_split_location(location_of(op)), "remark", message)


def with_source_note(op: Operation, notes: Sequence[str]) -> list[str]:
    """``notes``, then where the user wrote ``op`` (jax's Python line, kept by mgpu-capture) if the
    IR says (``mgpu.dialect.source_locations``)."""
    note = source_note(op)
    return [*notes, note] if note else list(notes)


def at_token(span: Span, error: MgpuError) -> ParseError:
    """``error`` raised by a parser, located at the token ``span`` covers, its notes kept."""
    located = ParseError(span, error.message)
    located.notes = error.notes  # type: ignore[attr-defined]  (parse_diagnostics reads them)
    return located


def parse_diagnostics(e, line_offset: int = 0) -> list[LocatedDiagnostic]:
    """An xDSL ParseError at its token, with the notes of the error under it (an attribute's
    MgpuError: parse_module keeps them)."""
    loc = e.span.get_location()
    return _error_and_notes(loc.file, loc.line + line_offset, loc.col, one_line(e.msg), getattr(e, "notes", []))


def _error_and_notes(file: str, line: int, col: int, message: str, notes: Sequence[str]) -> list[LocatedDiagnostic]:
    return [LocatedDiagnostic(file, line, col, "error", message)] + [
        LocatedDiagnostic(file, line, col, "note", note) for note in notes]


def one_line(message: str) -> str:
    """xDSL's multi-line messages, folded onto the one line a diagnostic has."""
    return " ".join(part.strip() for part in message.splitlines() if part.strip())


def _split_location(loc: str) -> tuple[str, int, int]:
    parts = loc.rsplit(":", 2)
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return parts[0], int(parts[1]), int(parts[2])
    return loc, 0, 0
