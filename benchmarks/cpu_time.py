"""The least CPU time of a call over several: the measure the floors' scripts (batch_passes.py, matmul_floor.py) give
each of their parts, so that another process's moment on the core counts as little as it can."""

from __future__ import annotations

import time


def least(f, repeat: int) -> float:
    """The least CPU seconds (``time.process_time``) of ``repeat`` calls of ``f()``."""
    best = float("inf")
    for _ in range(repeat):
        t = time.process_time()
        f()
        best = min(best, time.process_time() - t)
    return best
