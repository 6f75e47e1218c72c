"""A wall-clock bound on a block of Python code (parsing, verifying, lowering), for --timeout.

The emulator checks its own clock between instructions; xDSL's parser and the passes have no such
hook, so a pathological input there is interrupted by SIGALRM instead. Only the main thread can
receive signals: elsewhere (mgpu-run's Python API called from a worker thread) the block runs
unbounded. An enclosing alarm (a test harness's own hang detector) is kept: it is re-armed with
its remaining time afterwards, and if it would fire first it is left alone.
"""

from __future__ import annotations

import contextlib
import signal
import threading
import time


class DeadlineExceeded(BaseException):
    """Raised into the bounded block; a BaseException so that no ``except Exception`` of the parser
    or a pass swallows it."""


def _raise(signum, frame):
    raise DeadlineExceeded()


@contextlib.contextmanager
def deadline(seconds: float):
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    outer_delay, _ = signal.getitimer(signal.ITIMER_REAL)
    if outer_delay and outer_delay <= seconds:
        yield  # the enclosing alarm fires first anyway
        return
    previous = signal.signal(signal.SIGALRM, _raise)
    start = time.monotonic()
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer_delay:
            signal.setitimer(signal.ITIMER_REAL, max(outer_delay - (time.monotonic() - start), 1e-3))
