"""A time bound on a block of Python code (parsing, verifying, lowering), for --timeout.

The time is the process's CPU time by default (``ITIMER_PROF``, SIGPROF: a busy machine does not
make a tool fail that used little of it), or the wall clock (``ITIMER_REAL``, SIGALRM) with
``wall_clock=True`` (--wall-clock: it also ends a block waiting for input, which uses no CPU).
The emulator checks its own clock between instructions; xDSL's parser and the passes have no such
hook, so a pathological input there is interrupted by the timer's signal instead. Only the main thread can
receive signals: elsewhere (mgpu-run's Python API called from a worker thread) the block runs
unbounded. An enclosing alarm (a test harness's own hang detector) is kept: it is re-armed with
its remaining time afterwards, and if it would fire first it is left alone.

A raise from a signal handler is lost when the handler happens to run inside a gc callback or a
``__del__`` (Python reports it as "Exception ignored in ..." and goes on: Python's
``PyErr_WriteUnraisable``), so the deadline is made impossible to lose twice over: once it has
expired the alarm fires again every ``REFIRE_S`` until the block ends, and a block that ends after
the deadline fired (every raise swallowed) raises ``DeadlineExceeded`` on its way out. A swallowed
raise is dropped by the block's own ``sys.unraisablehook``, not printed: it is expected, and the
default hook would show the user a traceback (and a test harness's hook, formatting it, was itself
interrupted by the next alarm); anything else goes to the previous hook. An alarm that lands in
``__exit__`` (a slow unwinding lets the repeated alarm come as the block ends) does not raise: the
handler sees the frame it interrupted. Raised there, before the timer is disarmed, it would leave
the timer armed after the block, and the process would die of SIGALRM later.
"""

from __future__ import annotations

import signal
import sys
import threading
import time
from types import FrameType, TracebackType

# How soon a swallowed alarm is repeated: far shorter than a user would notice.
REFIRE_S = 0.05
# The tools' --timeout when none is given (seconds of CPU time, or of wall clock with --wall-clock).
DEFAULT_TIMEOUT_S = 300.0


class DeadlineExceeded(BaseException):
    """Raised into the bounded block; a BaseException so that no ``except Exception`` of the parser
    or a pass swallows it."""


def clock_name(wall_clock: bool) -> str:
    """How a time limit is measured, for its messages."""
    return "wall clock" if wall_clock else "CPU time"


class deadline:
    """``with deadline(seconds): ...`` raises DeadlineExceeded in the block once ``seconds`` of CPU
    time (of wall clock: ``wall_clock``) have passed (see the module docstring for why it cannot be lost)."""

    def __init__(self, seconds: float, wall_clock: bool = False):
        self.seconds = seconds
        self.timer, self.signum = (signal.ITIMER_REAL, signal.SIGALRM) if wall_clock else \
            (signal.ITIMER_PROF, signal.SIGPROF)
        self.clock = time.monotonic if wall_clock else time.process_time
        self.fired = False
        self._active = False
        self._previous: signal.Handlers | None | object = None
        self._outer_delay = 0.0
        self._start = 0.0
        self._previous_hook = sys.unraisablehook

    def _on_alarm(self, signum: int, frame: FrameType | None) -> None:
        self.fired = True
        if self._active and not self._in_exit(frame):
            raise DeadlineExceeded()

    @staticmethod
    def _in_exit(frame: FrameType | None) -> bool:
        """Whether the alarm landed in ``__exit__`` (or below it): a raise there, before it has
        disarmed the timer, would leave the timer armed after the block."""
        while frame is not None:
            if frame.f_code is deadline.__exit__.__code__:
                return True
            frame = frame.f_back
        return False

    def _unraisable(self, unraisable: sys.UnraisableHookArgs) -> None:
        if not isinstance(unraisable.exc_value, DeadlineExceeded):
            self._previous_hook(unraisable)

    def __enter__(self) -> deadline:
        if threading.current_thread() is not threading.main_thread():
            return self
        self._outer_delay, _ = signal.getitimer(self.timer)
        if self._outer_delay and self._outer_delay <= self.seconds:
            return self  # the enclosing alarm fires first anyway
        self._previous = signal.signal(self.signum, self._on_alarm)
        self._previous_hook, sys.unraisablehook = sys.unraisablehook, self._unraisable
        self._start = self.clock()
        self._active = True
        signal.setitimer(self.timer, self.seconds, REFIRE_S)
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if not self._active:
            return
        signal.setitimer(self.timer, 0)  # (an alarm landing here does not raise: _in_exit)
        self._active = False
        signal.signal(self.signum, self._previous)  # pyright: ignore[reportArgumentType]
        sys.unraisablehook = self._previous_hook
        if self._outer_delay:
            remaining = self._outer_delay - (self.clock() - self._start)
            signal.setitimer(self.timer, max(remaining, 1e-3))
        if self.fired and exc_type is None:
            raise DeadlineExceeded()  # every raise was swallowed (gc callback, __del__)
