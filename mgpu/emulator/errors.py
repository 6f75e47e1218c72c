"""Errors the emulator reports to the user (never a Python traceback); their messages are rows of
mgpu/dialect/diagnostics/emulator/."""

from __future__ import annotations


class EmulatorError(Exception):
    """A run-time fault of the emulated program, located at the op that caused it."""

    def __init__(self, message: str, location: str | None = None, op_name: str | None = None,
                 notes: tuple[str, ...] | list[str] = ()):
        super().__init__(message)
        self.message = message
        self.location = location
        self.op_name = op_name
        self.notes = tuple(notes)  # how to fix it, each a note under the error
        # Where the user wrote the op (jax's Python line), rendered as a note under the error.
        self.source: str | None = None
        # The ops this error was raised inside, innermost first: each level of the run that
        # executes a block's ops adds its op (``located``). The time and step limits report it.
        self.trail: list = []

    def __str__(self) -> str:
        if self.location:
            who = f"'{self.op_name}' op " if self.op_name else ""
            text = "\n".join([f"{self.location}: error: {who}{self.message}",
                              *(f"{self.location}: note: {n}" for n in self.notes)])
            return f"{text}\n{self.location}: note: {self.source}" if self.source else text
        return f"error: {self.message}"


class MemoryFault(EmulatorError):
    """Out-of-bounds or misaligned access."""


class DeadlockError(EmulatorError):
    """No execution context can make progress."""

    # the warpgroups (index in their CTA) blocked in a branch that only some of their warps take:
    # run warp by warp they may progress (machine.Machine.split; run.Kernel.run retries)
    split: frozenset = frozenset()


class StepLimitExceeded(EmulatorError):
    """The run executed more instructions than --max-steps allows."""


class UnsupportedOp(EmulatorError):
    """An op (or inline PTX string) the emulator has no handler for."""


class InputError(Exception):
    """A bad input given by the user (file, shape, dtype)."""


def located(e: Exception, op) -> EmulatorError:
    """``e``, raised while executing ``op``, as the EmulatorError to report (located at ``op``
    unless it already names its place)."""
    from mgpu.dialect.diagnostics import location_of, op_name
    from mgpu.dialect.diagnostics.emulator.run import INTERNAL_ERROR_IN_OP, OUT_OF_MEMORY_IN_OP
    from mgpu.dialect.source_locations import source_note

    if isinstance(e, EmulatorError):
        if not e.trail or e.trail[-1] is not op:
            e.trail.append(op)
        if e.location is None:
            e.location = location_of(op)
            e.op_name = op_name(op)
            e.source = source_note(op)
        return e
    if isinstance(e, MemoryError):  # a resource of the machine running mgpu, not a bug
        text = OUT_OF_MEMORY_IN_OP
    else:
        text = INTERNAL_ERROR_IN_OP.format(kind=type(e).__name__, error=e)
    err = EmulatorError(text, location_of(op), op_name(op))
    err.source = source_note(op)
    err.trail.append(op)
    return err

