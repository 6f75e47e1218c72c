"""A progress line for a long run (mgpu-run on a terminal): instructions so far, instructions per
second, CTAs done.

The machine reports its counts at every block it enters (run._BoundedMachine's step counter, where
the time limit is checked too); between refreshes that costs one clock read. The line appears once
the run has lasted ``after`` seconds and is refreshed in place (``\\r``) every ``every`` seconds;
:meth:`Progress.done` erases it, so the run's report prints as without it."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO

AFTER_S = 3.0
"""Seconds of a run (wall clock: what the user waits) before the line appears."""
EVERY_S = 0.5
_ERASE = "\r\x1b[K"  # carriage return, then erase to the end of the line (ECMA-48 EL)


class Progress:
    """Shows the progress of one run on ``stream`` (a terminal); ``clock``: seconds (a test's own)."""

    def __init__(self, stream: TextIO, after: float | None = None, every: float | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.stream, self.clock = stream, clock
        self.every = EVERY_S if every is None else every
        self.start = clock()
        self.next = self.start + (AFTER_S if after is None else after)
        self.shown = False

    def update(self, steps: int, ctas_done: int, ctas_launched: int) -> None:
        """The run's instructions so far, its CTAs finished and launched so far."""
        now = self.clock()
        if now < self.next:
            return
        self.next = now + self.every
        rate = steps / max(now - self.start, 1e-9)
        self.stream.write(f"{_ERASE}mgpu-run: {steps:,} instructions ({rate:,.0f}/s), "
                          f"CTAs: {ctas_done:,} of {ctas_launched:,} done")
        self.stream.flush()
        self.shown = True

    def done(self) -> None:
        """Erase the line (if shown): the run ended."""
        if self.shown:
            self.stream.write(_ERASE)
            self.stream.flush()
            self.shown = False
