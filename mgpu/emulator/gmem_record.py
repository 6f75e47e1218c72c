"""What one worker process of a split launch (jobs.py) did to GMEM: exactly which bytes of each
allocation its CTAs wrote, and which allocations they read.

The allocations are those of the heap when the launch started (the kernel's buffers, the buffer
pointer array, descriptors the host wrote); what the launch allocates itself is the process's own.
Every GMEM access goes through ``Heap.find`` at one of a few places -- memory.py's generic loads and
stores (``region``, ``_heap_one``, ``_heap_target``), handlers/bulk_copy.py's TMA loads and stores
and bulk copies, handlers/cp_async.py's copies -- and each of them tells the heap's record
(``Heap.record``, None outside a worker) what it accessed. A TMA store marks its bytes by storing
the same box from an SMEM of ones into the write mask (tma.py computes the positions once, for both).

Every allocation is read-only to the worker until a write asks for it (``Allocation.data``), so a
write path that does not go through ``data`` fails rather than escaping the record; an allocation
written through ``data`` with no byte recorded is ``unrecorded``, and ``check_bytes`` (the tests
set it) compares every byte with the launch's start, so that a write path the record misses is
found: either makes the parent run the launch again in one process rather than trust the record.
"""

from __future__ import annotations

import numpy as np


class GmemRecord:
    check_bytes = False  # unrecorded() compares every byte of the written allocations (tests/emulator/test_jobs.py)

    def __init__(self, allocs: list, zeros: frozenset = frozenset()):
        """``zeros``: allocations all of whose bytes are zero (a new output): the worker writes a new
        zeroed array instead of a copy (the pages are the system's when first written, as in one process)."""
        self.allocs = list(allocs)
        self._index = {id(a): i for i, a in enumerate(self.allocs)}
        self.written: dict[int, np.ndarray] = {}  # allocation index -> uint8 mask (1: written)
        self.read: set[int] = set()  # allocation indices
        self._before: dict[int, np.ndarray] = {}  # allocation index -> its bytes when the launch started
        self._zeros = zeros
        self._ones = np.zeros(0, np.uint8)
        for i, a in enumerate(self.allocs):
            if a.readonly:
                continue
            if i in zeros:
                a.contents, a.borrowed = np.zeros(a.contents.size, np.uint8), False
                continue
            if not a.borrowed:  # (borrowed from now on: the first write copies it, memory.py)
                a.contents = a.contents.view()
                a.contents.flags.writeable = False
                a.borrowed = True
            self._before[i] = a.contents

    def access(self, a, offs, nbytes: int, write: bool) -> None:
        """An access of ``nbytes`` at each offset ``offs`` (an int, or an int64 array; relative to
        ``a``'s base) of allocation ``a``."""
        i = self._index.get(id(a))
        if i is None:
            return
        if not write:
            self.read.add(i)
            return
        m = self.mask(a)
        if isinstance(offs, (int, np.integer)):
            m[offs:offs + nbytes] = 1
        elif nbytes == 1:
            m[offs] = 1
        else:
            m[offs.reshape(-1, 1) + np.arange(nbytes, dtype=np.int64)] = 1

    def mask(self, a) -> np.ndarray | None:
        """The write mask of allocation ``a`` (None: allocated during the launch)."""
        i = self._index.get(id(a))
        if i is None:
            return None
        m = self.written.get(i)
        if m is None:
            m = self.written[i] = np.zeros(a.contents.size, np.uint8)
        return m

    def copy_out(self, a, store, smem_bytes: int) -> None:
        """Mark what a copy from SMEM (``smem_bytes`` of it) into allocation ``a`` wrote:
        ``store(smem, gmem)`` is that copy, run again from SMEM of ones into the write mask."""
        m = self.mask(a)
        if m is None:
            return
        if self._ones.size < smem_bytes:
            self._ones = np.ones(smem_bytes, np.uint8)
        store(self._ones[:smem_bytes], m)

    def changed(self) -> list[int]:
        """The allocations written (a copied one: asked for by a write; a zeroed one: recorded)."""
        return sorted([i for i, before in self._before.items() if self.allocs[i].contents is not before] +
                      [i for i in self._zeros if i in self.written])

    def unrecorded(self) -> str | None:
        """The name of an allocation written with no byte recorded (with ``check_bytes``: with a byte
        that changed but was not recorded), or None."""
        for i in self.changed():
            a, m = self.allocs[i], self.written.get(i)
            if m is None or not m.any():
                return a.name
            if self.check_bytes and ((self._before.get(i, 0) != a.contents) & (m == 0)).any():
                return a.name
        for i in self._zeros:  # (one written without a record)
            if i not in self.written and self.allocs[i].contents.any():
                return self.allocs[i].name
        return None
