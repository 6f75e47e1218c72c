"""Byte offsets of an access that are the same every time its op runs in a warpgroup (addressing.py finds
them), with what the access checks need computed once: memory.py's ``load_pattern`` / ``store_pattern`` and
fuse.py's fused accesses then only add a uniform base address."""

from __future__ import annotations

import numpy as np


class Pattern:
    """Byte offsets (one per thread) that are the same every time an op runs in a warpgroup
    (memref indices computed from constants and thread ids), with what the checks need, computed
    once: ``load_pattern``/``store_pattern`` then only add a uniform base address."""

    __slots__ = ("offs", "lo", "hi", "align", "distinct", "_elem", "cache")

    def __init__(self, offs: np.ndarray):
        self.offs = np.ascontiguousarray(offs, np.int64).reshape(-1)
        self.lo, self.hi = int(self.offs.min()), int(self.offs.max())
        a = 64
        while a > 1 and (self.offs & (a - 1)).any():
            a >>= 1
        self.align = a
        srt = np.sort(self.offs)
        self.distinct = bool((srt[1:] != srt[:-1]).all())  # no two threads at one address
        self._elem = {}
        self.cache: dict = {}  # what accesses derive from the pattern (here and memory.py's batched accesses)

    def at(self, base: int, isz: int, n: int) -> tuple[np.ndarray, np.ndarray]:
        """(byte offsets, element indices) of the access at ``base``: offs + base, and
        (offs + base) / isz, then + 0..n-1 along a last axis when n > 1. The last base's are kept
        (an op usually runs at one base); callers must not modify them."""
        k = (isz, n)
        e = self._elem.get(k)
        if e is None:
            ei = self.offs // isz
            if n > 1:
                ei = ei[:, None] + np.arange(n)
            e = self._elem[k] = [ei, None, None, None]
        if e[1] != base:
            e[1], e[2], e[3] = base, self.offs + base, e[0] + base // isz
            e[2].flags.writeable = False  # (hazards.py caches what it derives from it)
        return e[2], e[3]

    def batched(self, smem_off: np.ndarray, unit: int, base: int) -> np.ndarray:
        """Every thread's offset, in ``unit``-byte units, of an access at ``base`` (a multiple of
        ``unit``) into a batch's SMEM (machine.Batch: thread t's CTA window starts at byte
        smem_off[t], an array kept across batches); cached, an op's base rarely changes. A pattern of
        several accesses one after the other (fuse.py's runs) has each its threads' offsets in turn."""
        k = (unit, base)
        e = self.cache.get(k)
        if e is None or e[0] is not smem_off:
            if len(self.cache) > 8:
                self.cache.clear()
            o = (self.offs.reshape(-1, smem_off.shape[0]) + smem_off + base) // unit
            e = self.cache[k] = (smem_off, o.reshape(-1))
            e[1].flags.writeable = False  # (hazard records keep it)
        return e[1]

    def by_cta(self, ctas: int, reps: int) -> np.ndarray:
        """A batch's pattern of ``reps`` accesses one after the other, each by the threads of ``ctas`` CTAs in
        turn: each CTA's offsets, (ctas, reps x threads), in the accesses' order."""
        return self.offs.reshape(reps, ctas, -1).swapaxes(0, 1).reshape(ctas, -1)

    def cta_run(self, ctas: int, unit: int, reps: int = 1):
        """For a batch's pattern (``ctas`` CTAs, ``reps`` accesses: :meth:`by_cta`): the first ``unit``-byte
        unit the threads of every CTA access when they access consecutive units in thread order, access
        after access, the same in each CTA (the usual lane layouts), else None."""
        k = ("run", ctas, unit, reps)
        if k not in self.cache:
            o = self.by_cta(ctas, reps)
            first = o[0]
            ok = first[0] % unit == 0 and (np.diff(first) == unit).all() and (o == first).all()
            self.cache[k] = int(first[0]) // unit if ok else None
        return self.cache[k]

    def distinct_by_cta(self, ctas: int, reps: int) -> bool:
        """Whether no two threads of one CTA (of a batch's pattern: :meth:`by_cta`) access one address."""
        if ctas == 1:
            return self.distinct
        o = np.sort(self.by_cta(ctas, reps), axis=1)
        return bool((o[:, 1:] != o[:, :-1]).all())
