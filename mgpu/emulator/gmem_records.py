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

    @classmethod
    def of(cls, region, frame, corners: np.ndarray, shape, w: np.ndarray, kind: str) -> Record:
        """The record of ``region``, the bytes of boxes of ``shape`` at ``corners`` (a row a box) in ``frame``
        (gmem_region.Region.frame; None: no frame) accessed by ``w``."""
        if frame is None:
            return cls(region, w, kind, None, None, None)
        lo = np.asarray(corners, np.int64)
        return cls(region, w, kind, frame, lo, lo + np.asarray(shape, np.int64))


class Records:
    """The records of one allocation, and their spans of bytes (to find those an access may meet at once)."""

    def __init__(self):
        self._records: list[Record] = []
        self._spans = np.empty((16, 2), np.int64)  # (row k: the span of record k; room for more)

    def __len__(self) -> int:
        return len(self._records)

    def add(self, record: Record) -> None:
        n = len(self._records)
        if n == self._spans.shape[0]:
            self._spans = np.concatenate([self._spans, np.empty_like(self._spans)])
        self._spans[n] = record.region.span()
        self._records.append(record)

    def meeting(self, span: tuple[int, int], record: Record | None = None) -> list[Record]:
        """The records that may share a byte with an access whose bytes span ``span`` (``record``: a box
        access's record, whose rectangles decide where it and another share a frame), removed."""
        n = len(self._records)
        spans = self._spans[:n]
        near = np.flatnonzero((spans[:, 0] < span[1]) & (span[0] < spans[:, 1]))
        met = [int(k) for k in near if record is None or may_meet(self._records[k], record)]
        if met:
            keep = np.ones(n, bool)
            keep[met] = False
            taken = [self._records[k] for k in met]
            self._records = [r for r, k in zip(self._records, keep) if k]
            self._spans[:len(self._records)] = spans[keep]
            return taken
        return []

    def take_all(self) -> list[Record]:
        taken, self._records = self._records, []
        return taken


def may_meet(a: Record, b: Record) -> bool:
    """Whether two records whose spans meet may share a byte: in one frame, whether a rectangle of one intersects
    one of the other; else taken to."""
    if a.frame is None or a.frame is not b.frame:
        return True
    return bool((((a.lo[:, None] < b.hi[None]) & (b.lo[None] < a.hi[:, None])).all(-1)).any())
