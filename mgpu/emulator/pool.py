"""Large byte buffers reused between runs and batches.

A fresh multi-MiB numpy array costs a page fault per 4 KiB page on its first touch (the allocator
maps new memory for it), which at 64 CTAs of work is more than copying the data itself. Buffers
that a run or batch has finished with (its private copies of the inputs, a batch's SMEM) are kept
here by size and handed out again; nothing outside the emulator ever sees them.
"""

from __future__ import annotations

import numpy as np

MIN_BYTES = 1 << 20  # smaller arrays come from the allocator's own free lists
_FREE: dict = {}  # nbytes -> [uint8 arrays]


def take(nbytes: int, zero: bool = True) -> np.ndarray:
    """A uint8 array of ``nbytes`` (zeroed if ``zero``; else its contents are stale)."""
    free = _FREE.get(nbytes)
    if free:
        a = free.pop()
        if zero:
            a.fill(0)
        return a
    return np.zeros(nbytes, np.uint8) if zero else np.empty(nbytes, np.uint8)


def give(a: np.ndarray) -> None:
    """Return an array from :func:`take` that nothing references any more."""
    if a.size < MIN_BYTES:
        return
    if len(_FREE) > 8:  # a few sizes at a time
        _FREE.clear()
    lst = _FREE.setdefault(a.size, [])
    if len(lst) < 4:
        lst.append(a)
