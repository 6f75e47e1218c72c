"""The exceptions ``mgpu.jax.emulate`` raises, one class a kind of fault, how an emulator error becomes one, and
the messages of mgpu.jax.

A kernel's fault on the emulated SM is a ``KernelFault``, a ``jax.errors.JaxRuntimeError`` as a fault of the
kernel on a GPU is in jax (the runtime's error, raised when the result is needed). What mgpu cannot run
exactly is a ``NotEmulatedError``, a ``NotImplementedError`` as jax's own refusals are. The message names the
fault; its notes (PEP 678, printed under the traceback) say where the user wrote the faulting op, which
call of the kernel it was, and where the op is in the kernel's lane-level payload (the file mgpu-capture
writes), as mgpu-run's located notes do.
"""

from __future__ import annotations

import jax

from mgpu.emulator import errors as emulator_errors
from mgpu.emulator.barriers import MBarrierError
from mgpu.emulator.races import RaceError as _EmulatorRace
from mgpu.emulator.run import TimeLimitExceeded


class KernelFault(jax.errors.JaxRuntimeError):
    """A Mosaic GPU kernel faulted on mgpu's emulated SM."""


class RaceError(KernelFault):
    """Two accesses of shared or tensor memory that nothing orders (a missing wait, fence or barrier)."""


class DeadlockError(KernelFault):
    """No thread of the kernel can make progress (a wait for an arrive that never comes ...)."""


class OutOfBoundsError(KernelFault):
    """An access outside its buffer, or misaligned."""


class MisuseError(KernelFault):
    """An instruction used against its rules (an mbarrier, TMA, TMEM or MMA misuse, a failed assertion ...)."""


class LimitExceededError(KernelFault):
    """The run exceeded its step or time limit (``max_steps``, ``timeout_s``)."""


class NotEmulatedError(NotImplementedError):
    """What mgpu cannot run exactly (an op the emulator has no rule for, a kernel inside a loop ...)."""


class KernelWarning(UserWarning):
    """What the emulator warns of while a kernel runs (a TMA box past a tensor's end, ...)."""


class RaceWarning(KernelWarning):
    """Races were reported and the run went on (``emulate(fn, on_race="report")``): how many, and where they are."""


# emulate()'s arguments
SEMANTICS_UNKNOWN = "emulate: semantics must be None, 'warpgroup' or 'lane', got {got!r}"
ARCH_UNKNOWN = "emulate: arch must be 'MAJOR.MINOR' (e.g. '10.0') or a (major, minor) pair, got {got!r}"
RUN_OPTIONS_UNKNOWN = "emulate() got unexpected keyword argument(s) {unknown} (the run options are {known})"
ON_RACE_UNKNOWN = "emulate: on_race must be 'raise' or 'report', got {got!r}"
# a run that reports races and goes on
RACE_TIMES = "reported {times} time(s) in this call of the kernel, and the run went on"
RACES_REPORTED = ("{n} race(s) reported in the Mosaic GPU kernels of {fn}, and the run went on: its results are what "
                  "this schedule computed, a GPU's may differ ({fn}.races has each, with its notes; the first: {first})")
# what mgpu cannot run, and the notes under a fault
PAYLOAD_REFUSED = "mgpu refuses the kernel's payload: {reason}"
CONTROL_FLOW_UNKNOWN = ("a Mosaic GPU kernel inside `{primitive}` ({where}): mgpu.jax runs kernels called directly, "
                        "through jax.jit and jax's custom calls, in run_state, or inside {known}")
PROFILER_NOT_EMULATED = (
    "the Mosaic GPU kernel {call} records a profile (its CompilerParams' profile_space={space}): jax's profiler "
    "times each event by %clock, its start by %globaltimer and its trace's SM by %smid (jax/experimental/mosaic/gpu/"
    "profiler.py, utils.py), special registers whose values are the hardware's, which mgpu does not emulate; "
    "without profile_space the kernel computes the same results and runs")
CALLED_AT = "called at {file}:{line} (in {function})"
CALLED_FROM_UNKNOWN = "(called from a line jax does not know)"
KERNEL_NOTE = "in the Mosaic GPU kernel {call}, run on mgpu's emulated SM"
JAX_REFUSED_AT = "from {file}:{line} (in {function}): the op jax refuses to lower"
JAX_REFUSED_KERNEL = "in the Mosaic GPU kernel {call}, which jax lowers for cuda before mgpu runs it"
PAYLOAD_NOTE = ("{who} at line {at} of the kernel's lane-level payload (mgpu-capture writes it; mgpu-run runs it "
                "alone)")

# the emulator's error classes (mgpu/emulator/*), most specific first, and the fault each is
_KINDS = (
    (_EmulatorRace, RaceError),
    (emulator_errors.DeadlockError, DeadlockError),
    (emulator_errors.MemoryFault, OutOfBoundsError),
    (emulator_errors.StepLimitExceeded, LimitExceededError),
    (TimeLimitExceeded, LimitExceededError),
    (emulator_errors.UnsupportedOp, NotEmulatedError),
    (MBarrierError, MisuseError),
    (emulator_errors.EmulatorError, MisuseError),
)


def fault(e: emulator_errors.EmulatorError, call: str, payload_name: str) -> Exception:
    """The exception to raise for the emulator's error ``e`` in the kernel call ``call`` ("called at
    FILE:LINE (in FUNCTION)"), whose payload was parsed as ``payload_name``."""
    cls = next(cls for kind, cls in _KINDS if isinstance(e, kind))
    err = cls(e.message)
    if e.source:  # "from kernel.py:24:21 (in body)": where the user wrote the op
        err.add_note(e.source)
    err.add_note(KERNEL_NOTE.format(call=call))
    if e.location:
        who = f"'{e.op_name}' op" if e.op_name else "the op"
        err.add_note(PAYLOAD_NOTE.format(who=who, at=e.location.removeprefix(payload_name + ":")))
    return err


def called_at(frame) -> str:
    """'called at FILE:LINE (in FUNCTION)' of a jax source_info Frame (the user's line that called the kernel)."""
    if frame is None:
        return CALLED_FROM_UNKNOWN
    return CALLED_AT.format(file=frame.file_name, line=frame.start_line, function=frame.function_name)


def not_emulated(message: str, call: str) -> NotEmulatedError:
    err = NotEmulatedError(message)
    err.add_note(f"in the Mosaic GPU kernel {call}")
    return err
