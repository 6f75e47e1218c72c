"""The TMA box accesses of one GMEM allocation that grid_races.py keeps as records instead of per-byte tags: a
box, or a batch's evenly spaced boxes (gmem_region.Region), with the CTA(s) and the kind of the access. A record
is kept only while no other access has met its bytes, so that writing its tags out later (when an access meets
it) gives the tags the access would have left then: none of its bytes was tagged before it, and the records of
an allocation share no byte.

Two boxes of one tensor map's frame (gmem_region.Region.frame: a map whose elements are distinct bytes) share a
byte exactly when their rectangles in the frame intersect; boxes of two frames, or an access by index, are taken
to meet where their spans of bytes do (the caller then writes the record out and the per-byte tags decide)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass
class Record:
    """An access of kind ``kind`` of the bytes of ``region`` by the CTAs ``w`` (one, or one per box of a batch's
    region, as grid_races.GridAccesses._store takes them); ``frame`` and the boxes' rectangles in it, ``lo`` and
    ``hi`` (one row a box), where the boxes have one (else None)."""
    region: object
    w: np.ndarray
    kind: str
    frame: object
    lo: np.ndarray | None
    hi: np.ndarray | None
    rect: tuple | None = None  # (lo, hi) as tuples of ints where there is one box (a TMA copy's: may_meet's)

    @classmethod
    def of(cls, region, frame, corners: np.ndarray, shape, w: np.ndarray, kind: str) -> Record:
        """The record of ``region``, the bytes of boxes of ``shape`` at ``corners`` (a row a box) in ``frame``
        (gmem_region.Region.frame; None: no frame) accessed by ``w``."""
        if frame is None:
            return cls(region, w, kind, None, None, None)
        lo = np.asarray(corners, np.int64)
        hi = lo + np.asarray(shape, np.int64)
        rect = (tuple(lo[0].tolist()), tuple(hi[0].tolist())) if lo.shape[0] == 1 else None
        return cls(region, w, kind, frame, lo, hi, rect)


_NONE = np.empty(0, np.int64)  # (no records: Records.near's answer where none can meet; read-only)
_NONE.flags.writeable = False


class Records:
    """The records of one allocation, in the order of their accesses, and their spans of bytes (to find those an
    access may meet at once). Records of reads may share bytes with each other (reads do not conflict); no other
    record shares a byte with any."""

    def __init__(self):
        self._records: list[Record] = []
        self._spans = np.empty((16, 2), np.int64)  # (row k: the span of record k; room for more)
        self._reads = np.empty(16, bool)  # (whether record k is of a read)
        self._writes = 0  # (how many are not: none in a loop that only reads its inputs, near's usual case)

    def __len__(self) -> int:
        return len(self._records)

    def add(self, record: Record, read: bool) -> None:
        n = len(self._records)
        if n == self._spans.shape[0]:
            self._spans = np.concatenate([self._spans, np.empty_like(self._spans)])
            self._reads = np.concatenate([self._reads, np.empty_like(self._reads)])
        self._spans[n] = record.region.span()
        self._reads[n] = read
        self._writes += not read
        self._records.append(record)

    def near(self, span: tuple[int, int], writes: bool = False) -> np.ndarray:
        """The records whose span meets ``span`` (``writes``: only those not of reads)."""
        n = len(self._records)
        if writes and not self._writes:
            return _NONE
        spans = self._spans[:n]
        near = (spans[:, 0] < span[1]) & (span[0] < spans[:, 1])
        return np.flatnonzero(near & ~self._reads[:n] if writes else near)

    def meeting(self, near: np.ndarray, record: Record) -> list[int]:
        """Of the records ``near``, those that may share a byte with ``record``'s boxes."""
        return [int(k) for k in near.tolist() if may_meet(self._records[k], record)] if near.size else []

    def take(self, ks) -> list[Record]:
        """Records ``ks`` and every record sharing a byte with one taken (by their spans: perhaps more), removed,
        in the order of their accesses (the order their tags are written out in: that of the accesses at every
        byte of theirs)."""
        n = len(self._records)
        taken = np.zeros(n, bool)
        new = list(ks)
        while new:
            taken[new] = True
            new = [int(j) for k in new for j in self.near(tuple(self._spans[k])) if not taken[j]]
            new = sorted(set(new))
        out = [r for r, t in zip(self._records, taken) if t]
        keep = ~taken
        self._records = [r for r, t in zip(self._records, taken) if not t]
        m = len(self._records)
        self._spans[:m], self._reads[:m] = self._spans[:n][keep], self._reads[:n][keep]
        self._writes = m - int(self._reads[:m].sum())
        return out

    def take_all(self) -> list[Record]:
        taken, self._records = self._records, []
        self._writes = 0
        return taken


def may_meet(a: Record, b: Record) -> bool:
    """Whether two records whose spans meet may share a byte: in one frame, whether a rectangle of one intersects
    one of the other; else taken to."""
    if a.frame is None or a.frame is not b.frame:
        return True
    if a.rect is not None and b.rect is not None:  # (one box each: the same test on a few ints)
        return all(al < bh and bl < ah for al, ah, bl, bh in zip(a.rect[0], a.rect[1], b.rect[0], b.rect[1]))
    return bool((((a.lo[:, None] < b.hi[None]) & (b.lo[None] < a.hi[:, None])).all(-1)).any())
