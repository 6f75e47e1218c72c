"""A signal handler that raises, for tests of the waits a signal must end (mgpu/interruptible_read.py,
mgpu/interruptible_write.py)."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator


class Signalled(Exception):
    """What the handler raises."""


@contextlib.contextmanager
def raising_on(signum: int) -> Iterator[None]:
    """``signum``'s handler raises Signalled for the block."""
    previous = signal.signal(signum, _raise)
    try:
        yield
    finally:
        signal.signal(signum, previous)


def _raise(signum: int, frame: object) -> None:
    raise Signalled
