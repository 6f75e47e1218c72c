"""The bytes of one GMEM access, as grid_races.py tags them: by index (any access), or as a strided region (a TMA
box, or a batch's evenly spaced boxes), whose tags are a strided view of the per-byte tag table rather than a
gather and scatter through an int64 index per byte (256 KiB of them for a 64x128 f32 box, 2 GiB for each
8192² f32 array copied). Both list the bytes in one order: a box's in the order of TensorMap.box_addresses (outermost dimension
first), each element's bytes in turn, so a check finds the same first byte either way."""

from __future__ import annotations

from functools import lru_cache
from math import prod

import numpy as np
from numpy.lib.stride_tricks import as_strided

from mgpu.emulator.even_spans import even_spans


class Indexed:
    """Bytes by their offsets in the allocation (an int64 array)."""

    def __init__(self, idx: np.ndarray):
        self.idx = idx
        self.size = idx.size

    def of(self, table: np.ndarray) -> np.ndarray:
        return table[self.idx]

    def put(self, table: np.ndarray, values) -> None:
        table[self.idx] = values

    def span(self) -> tuple[int, int]:
        """The least byte and one past the greatest."""
        return int(self.idx.min()), int(self.idx.max()) + 1

    def put_where(self, table: np.ndarray, where: np.ndarray, values) -> None:
        table[self.idx[where]] = np.broadcast_to(values, where.shape)[where]

    def bytes(self, flat: np.ndarray) -> np.ndarray:
        """The offsets of the bytes at positions ``flat`` of :meth:`of`'s result."""
        return self.idx[flat]


class Region:
    """Bytes ``start + sum(i[d] * strides[d])`` for ``i`` in ``shape`` (C order), all distinct and inside the
    allocation (what :meth:`of_box` and Boxes.evenly make sure of; else the access goes by index)."""

    def __init__(self, start: int, shape: tuple, strides: tuple):
        self.start, self.shape, self.strides = start, shape, strides
        self.size = prod(shape)
        # a box's (of_box): its tensor map's whole region, where its bytes are distinct (None: else, or not a
        # box), and the box's first element there (per dimension, the innermost in bytes): two boxes of one
        # frame share a byte exactly when their rectangles [corner, corner + shape) intersect
        self.frame: Region | None = None
        self.corner: tuple = ()
        self._span: tuple | None = None

    @classmethod
    def of_box(cls, tm, coords, base: int, size: int) -> Region | None:
        """The in-bounds elements of tensor map ``tm``'s box at ``coords`` (an element is in bounds where each of
        its coordinates is: a box clipped to a box), ``base``: the map's base in an allocation of ``size`` bytes;
        None if its bytes are not a region of distinct bytes inside it (the access then goes by index)."""
        if len(coords) != tm.rank or tm.strides[0] != tm.elem_bytes:
            return None
        frame = _frame_of(tm, base, size)
        # (Boxes' geometry for one box, in Python ints: a box is copied a few hundred times a run, and the arrays
        # cost more than the arithmetic)
        start, corner, shape = base, [], []
        for c, b, d, s in zip(coords, tm.box, tm.dims, tm.strides):
            c = int(c)
            lo = max(c, 0)
            start += lo * s
            corner.append(lo)
            shape.append(max(min(c + b, d) - lo, 0))
        corner.reverse()
        shape.reverse()
        corner[-1] *= tm.elem_bytes
        shape[-1] *= tm.elem_bytes
        region = cls(start, tuple(shape), tuple(tm.strides[:0:-1]) + (1,))
        region.frame, region.corner = frame, tuple(corner)
        return region if frame is not None or region.size == 0 or region._fits(size) else None

    def span(self) -> tuple[int, int]:
        """The least byte and one past the greatest (a non-empty region's)."""
        if self._span is None:  # (a region is not changed once made: a box's is asked for its span again)
            self._span = self.start, self.start + 1 + sum(s * (n - 1) for s, n in zip(self.strides, self.shape))
        return self._span

    def _fits(self, size: int) -> bool:
        """Whether the bytes are distinct and in [0, size): each dimension's stride (by increasing stride) past
        the span of those below it."""
        dims = sorted((s, n) for s, n in zip(self.strides, self.shape) if n > 1)
        span = 1
        for s, n in dims:
            if s < span:
                return False
            span += s * (n - 1)
        return self.start >= 0 and self.start + span <= size

    def of(self, table: np.ndarray) -> np.ndarray:
        """The region's view of a per-byte ``table``."""
        return as_strided(table[self.start:], self.shape, tuple(s * table.itemsize for s in self.strides))

    def put(self, table: np.ndarray, values) -> None:
        self.of(table)[...] = values

    def put_where(self, table: np.ndarray, where: np.ndarray, values) -> None:
        view = self.of(table)
        view[where] = np.broadcast_to(values, where.shape)[where]

    def bytes(self, flat: np.ndarray) -> np.ndarray:
        """The offsets of the bytes at positions ``flat`` of :meth:`of`'s result."""
        return self.start + sum(i * s for i, s in zip(np.unravel_index(flat, self.shape), self.strides))


class Boxes:
    """Boxes of one tensor map (box k at ``coords[d][k]``, TMA order; a batch's, tma.load_boxes / store_boxes),
    their regions' geometry at once. Where the map is a ``frame`` (Region's: its elements distinct bytes inside
    the allocation), so is every box's in-bounds part."""

    def __init__(self, tm, coords, base: int, size: int, frame: Region | None):
        c = np.array([np.asarray(x, np.int64).reshape(-1) for x in coords])[::-1]  # (outermost first, one column a box)
        box, dims = np.array(tm.box[::-1], np.int64)[:, None], np.array(tm.dims[::-1], np.int64)[:, None]
        lo = np.maximum(c, 0)
        shape = np.maximum(np.minimum(c + box, dims) - lo, 0)
        self.starts = base + (lo * np.array(tm.strides[::-1], np.int64)[:, None]).sum(0)
        self.corners, self.shapes = lo.T.copy(), shape.T.copy()  # (a row a box; the innermost dimension in bytes)
        self.corners[:, -1] *= tm.elem_bytes
        self.shapes[:, -1] *= tm.elem_bytes
        self.strides = tuple(tm.strides[:0:-1]) + (1,)
        self.frame, self.size = frame, size

    @classmethod
    def of(cls, tm, coords, base: int, size: int) -> Boxes | None:
        """The boxes, or None where ``tm`` has no frame (Region.of_box then takes them one by one)."""
        if len(coords) != tm.rank or tm.strides[0] != tm.elem_bytes:
            return None
        frame = _frame_of(tm, base, size)
        return None if frame is None else cls(tm, coords, base, size, frame)

    def runs(self) -> list[tuple[int, int]]:
        """The boxes cut into spans [k, j) each as long as can be of non-empty boxes of one shape whose starts
        step evenly (a batch's boxes: a row of CTAs' then the next row's), else of one box."""
        full = self.shapes.all(1)
        alike = full[1:] & full[:-1] & (self.shapes[1:] == self.shapes[:-1]).all(1)
        return even_spans(self.starts, alike)

    def region(self, k: int) -> Region:
        """Box ``k``'s region, its frame and its corner in it."""
        region = Region(int(self.starts[k]), tuple(int(n) for n in self.shapes[k]), self.strides)
        region.frame, region.corner = self.frame, tuple(int(x) for x in self.corners[k])
        return region

    def evenly(self, k: int, j: int) -> Region | None:
        """Span [k, j) of two or more boxes :meth:`runs` made as one region (its first dimension: which), or None
        if some byte is in two of them."""
        region = Region(int(self.starts[k]), (j - k, *(int(n) for n in self.shapes[k])),
                        (int(self.starts[k + 1] - self.starts[k]), *self.strides))
        return region if region._fits(self.size) else None


def _frame_of(tm, base: int, size: int) -> Region | None:
    return _frame(base, tuple(tm.dims[:0:-1]) + (tm.dims[0] * tm.elem_bytes,), tuple(tm.strides[:0:-1]) + (1,), size)


@lru_cache(maxsize=64)
def _frame(start: int, shape: tuple, strides: tuple, size: int) -> Region | None:
    """The region of a tensor map's every element (Region.of_box's ``frame``), or None if two of its elements
    share a byte or one is outside the allocation."""
    frame = Region(start, shape, strides)
    return frame if frame._fits(size) else None
