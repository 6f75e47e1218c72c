"""A progress line for a long run (mgpu-run on a terminal): instructions so far, instructions per
second, CTAs done.

The machine reports its counts at every block it enters (run._BoundedMachine's step counter, where
the time limit is checked too); between refreshes that costs one clock read. The line appears once
the run has lasted ``after`` seconds and is refreshed in place (``\\r``) every ``every`` seconds;
:meth:`Progress.done` erases it, so the run's report prints as without it.

A launch split over worker processes (jobs.py): each worker's copy of the Progress writes its counts
into :class:`WorkerCounts`, memory the parent shares with it, instead of to the stream; the parent,
waiting for the workers' results, shows its own counts plus theirs."""

from __future__ import annotations

import mmap
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
        self._share: tuple | None = None  # (in a worker: its counts' memory, index, counts at the fork)

    def to_worker(self, counts: WorkerCounts, k: int, steps: int, ctas_done: int) -> None:
        """In worker ``k`` of a split launch: from now on :meth:`update` writes this process's counts since
        the fork (``steps``, ``ctas_done``: the counts then) to ``counts``, for the parent to show."""
        self._share = (counts.view, 2 * k, steps, ctas_done)

    def update(self, steps: int, ctas_done: int, ctas_launched: int) -> None:
        """The run's instructions so far, its CTAs finished and launched so far."""
        if self._share is not None:  # (a worker: two stores, no clock)
            view, i, steps0, ctas0 = self._share
            view[i], view[i + 1] = steps - steps0, ctas_done - ctas0
            return
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


class WorkerCounts:
    """The instructions and CTAs done of each worker process of a split launch since it was forked, in an
    anonymous shared mapping that the parent made before the forks (two 64-bit integers a worker)."""

    def __init__(self, n: int):
        self._memory = mmap.mmap(-1, 16 * n)
        self.view = memoryview(self._memory).cast("q")

    def totals(self) -> tuple[int, int]:
        """(instructions, CTAs done) of all the workers so far."""
        return sum(self.view[0::2]), sum(self.view[1::2])
