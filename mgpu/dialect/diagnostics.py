"""User-facing errors: one exception family, located MLIR-style, and the message table.

Every check raises an exception that is both an xDSL ``VerifyException`` (so xDSL's machinery
treats it as a verification failure) and the Python class JAX raises for the same mistake, so
``except TypeError`` works as it does with JAX. Each carries the notes that tell the user the fix.
Messages are written once, here, and used by the verifiers, the passes and the tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import FileLineColLoc
from xdsl.ir import Operation
from xdsl.utils.exceptions import VerifyException


class MgpuError(VerifyException):
    """A diagnostic for the user: a message plus notes that say how to fix it."""

    def __init__(self, message: str, notes: Sequence[str] = ()):
        super().__init__(message)
        self.message = message
        self.notes = list(notes)


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

    def __call__(self, **fields: object) -> MgpuError:
        notes = [self.note.format(**fields)] if self.note else []
        return _KINDS[self.kind](self.text.format(**fields), notes)


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
    lines += [f"{loc}: note: {note}" for note in notes]
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
    op: Operation, message: str, notes: Sequence[str] = ()
) -> list[LocatedDiagnostic]:
    """The error and its notes, at the op's location."""
    file, line, col = _split_location(location_of(op))
    diags = [LocatedDiagnostic(file, line, col, "error", f"'{op_name(op)}' op {message}")]
    diags += [LocatedDiagnostic(file, line, col, "note", note) for note in notes]
    return diags


def one_line(message: str) -> str:
    """xDSL's multi-line messages, folded onto the one line a diagnostic has."""
    return " ".join(part.strip() for part in message.splitlines() if part.strip())


def _split_location(loc: str) -> tuple[str, int, int]:
    parts = loc.rsplit(":", 2)
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return parts[0], int(parts[1]), int(parts[2])
    return loc, 0, 0


# --------------------------------------------------------------------------------------------
# The message table (SPEC §3 and jaxlib's verifiers). Keep JAX's words exactly.
# --------------------------------------------------------------------------------------------
