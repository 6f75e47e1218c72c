"""Large byte buffers reused between runs and batches.

A fresh multi-MiB numpy array costs a page fault per 4 KiB page on its first touch (the allocator
maps new memory for it), which at 64 CTAs of work is more than copying the data itself. In a virtual
machine that hands memory the guest has freed back to its host (virtio-balloon's free page reporting,
seconds after the free), a page touched again costs the host's fault too: a 256 MiB array's first
touch 0.3-0.67 s there, against 0.08 s right after a free and 0.02 s to copy into memory already
touched. Buffers that a run or batch has finished with (its private copies of the inputs, a batch's
SMEM) are kept here by size and handed out again; nothing outside the emulator ever sees them.

A run's outputs do leave the emulator: they are *lent* (:func:`lend`), and taken back only when
nothing but this module references them any more (every numpy view of an array, and every buffer
exported from one, holds a reference to the array that owns the memory), so an output the caller
keeps is never written again.
"""

from __future__ import annotations

import sys

import numpy as np

MIN_BYTES = 1 << 20  # smaller arrays come from the allocator's own free lists
_FREE: dict = {}  # nbytes -> [uint8 arrays]
_LENT: list = []  # arrays handed out (a run's outputs), oldest first
_LENT_MAX = 4


def take(nbytes: int, zero: bool = True) -> np.ndarray:
    """A uint8 array of ``nbytes`` (zeroed if ``zero``; else its contents are stale)."""
    free = _FREE.get(nbytes)
    a = free.pop() if free else _returned(nbytes)
    if a is None:
        return np.zeros(nbytes, np.uint8) if zero else np.empty(nbytes, np.uint8)
    if zero:
        a.fill(0)
    return a


def give(a: np.ndarray) -> None:
    """Return an array from :func:`take` that nothing references any more."""
    if a.size < MIN_BYTES:
        return
    if len(_FREE) > 8:  # a few sizes at a time
        _FREE.clear()
    lst = _FREE.setdefault(a.size, [])
    if len(lst) < 4:
        lst.append(a)


def lend(a: np.ndarray) -> None:
    """An array from :func:`take` (``a.base`` None: it owns its memory) that leaves the emulator: :func:`take`
    takes it back once nothing else references it; the oldest of more than a few lent is forgotten."""
    if a.size < MIN_BYTES or a.base is not None or any(x is a for x in _LENT):
        return
    _LENT.append(a)
    if len(_LENT) > _LENT_MAX:
        del _LENT[0]


def _returned(nbytes: int) -> np.ndarray | None:
    """A lent array of ``nbytes`` that nothing outside this module references, taken off the lent list."""
    for i in range(len(_LENT)):
        if _LENT[i].size == nbytes and sys.getrefcount(_LENT[i]) == 2:  # (the list's and the call's own)
            return _LENT.pop(i)
    return None
