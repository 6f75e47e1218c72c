"""TMA: tensor-map descriptors and bulk tensor copies on numpy byte arrays (no xDSL).

Sources: PTX ISA 9.1 §5.5 (tensor maps: bounding box, OOB fill, swizzle), §9.7.9.27.1.2
(``cp.async.bulk.tensor``), §9.7.9.27.1.3 (``cp.reduce.async.bulk.tensor``), §9.7.9.25.4
(``cp.async.bulk`` non-tensor); jaxlib ``runtime.cc`` ``mosaic_gpu_init_tma_desc`` (payload
semantics §1.4): it reverses the memref-order sizes/strides/window so that TMA dimension 0 is the
innermost one, and calls ``cuTensorMapEncodeTiled`` with INTERLEAVE_NONE and OOB_FILL_NONE.

Conventions (everything *innermost first*, as the TMA instructions take coordinates)::

    tm = TensorMap.from_init_args(base_addr, elem_type, rank, sizes, strides, swizzle, window)
    blob = tm.encode()                     # 128 bytes to store at the descriptor address
    tm = TensorMap.decode(blob)            # what a TMA op reads back
    n = tma_load(tm, coords, gmem, gmem_base, smem, smem_addr)      # bytes for complete_tx
    n = tma_store(tm, coords, smem, smem_addr, gmem, gmem_base)     # bytes written
    n = tma_reduce(tm, coords, smem, smem_addr, gmem, gmem_base, "add")

- ``sizes``/``strides``/``window`` of ``from_init_args`` are in **memref order** (outermost first),
  strides in elements, exactly the host-call arguments; ``coords`` are innermost first (``c0``
  indexes the contiguous dimension), as ``box[...]`` of the nvvm op.
- ``gmem`` is the uint8 array of the GMEM allocation that contains the tensor, ``gmem_base`` the
  address of ``gmem[0]`` (with memory.py's heap: ``a = heap.find(tm.base, 1)`` then
  ``a.data, a.base``).  ``smem`` is the CTA's SMEM uint8 array whose element 0 is SMEM address
  ``smem_base`` (default 0: memory.py's model), ``smem_addr`` the absolute SMEM address of the box.
- Box layout in SMEM: row-major over the box with dimension 0 contiguous, then the swizzle of the
  tensor map applied to the **absolute** SMEM byte address (``swizzle.swizzle``).
- Out of bounds (any coordinate < 0 or >= its dim): loads write zeros to SMEM (OOB_FILL_NONE, PTX
  §5.5.3.3) and still count the whole box for complete-tx; stores and reductions skip those
  elements ("clip").  The return value of a store/reduce is the number of GMEM bytes written.
"""
from __future__ import annotations

import math
import struct
from dataclasses import dataclass, replace
from functools import cached_property

import numpy as np

from mgpu.arch import TMA_BOX_MAX, TMA_DESCRIPTOR_BYTES, TMA_GATHER_ROWS
from mgpu.dialect.diagnostics.emulator import tma as diag
from mgpu.emulator.atomics import RED_DTYPES, reduce_values
from mgpu.emulator.errors import EmulatorError, MemoryFault
from mgpu.emulator.even_spans import even_spans
from mgpu.emulator.lazy_dtypes import ml_dtype
from mgpu.emulator.swizzle import SWIZZLES, check_swizzle, swizzle

# jax launch_context._tma_dma_type codes -> (numpy dtype, ml_dtypes' by name: :func:`elem_dtype`;
# PTX reduction type name)
ELEM_TYPES = {
    1: (np.dtype(np.uint8), "u8"),
    2: (np.dtype(np.uint16), "u16"),
    3: (np.dtype(np.uint32), "u32"),
    4: (np.dtype(np.uint64), "u64"),
    5: (np.dtype(np.float16), "f16"),
    6: (np.dtype(np.float32), "f32"),
    7: ("bfloat16", "bf16"),
    9: (np.dtype(np.int32), "s32"),
    10: (np.dtype(np.int64), "s64"),
}


def elem_dtype(code: int) -> np.dtype:
    """The numpy dtype of jax's TMA element type ``code`` (an ``ELEM_TYPES`` key)."""
    t = ELEM_TYPES[code][0]
    return ml_dtype(t) if isinstance(t, str) else t


SUBBYTE_TYPES = {0: 4, 8: 2}  # 4-bit and 2-bit codes: bytes of packed elements (from_init_args)

# Allowed (op -> element types) of cp.reduce.async.bulk.tensor [PTX91 §9.7.9.27.1.3]
REDUCE_TYPES = {
    "add": {"u32", "s32", "u64", "f32", "f16", "bf16"},
    "min": {"u32", "s32", "u64", "s64", "f16", "bf16"},
    "max": {"u32", "s32", "u64", "s64", "f16", "bf16"},
    "inc": {"u32"}, "dec": {"u32"},
    "and": {"u32", "s32", "u64", "s64"}, "or": {"u32", "s32", "u64", "s64"},
    "xor": {"u32", "s32", "u64", "s64"},
}

_MAGIC = b"MGTM"
_FMT = "<4sBBBBQ5I5Q5H"  # magic, elem_type, rank, swizzle/16, packing, base, dims, byte strides, box


class TmaError(EmulatorError):
    """A bad tensor map or TMA operation (an EmulatorError: the core may add the location)."""


@dataclass(frozen=True)
class TensorMap:
    """A tiled tensor map, TMA order (dimension 0 = innermost, contiguous).

    ``base``: GMEM address of element 0; ``elem_type``: jax's code (see ``ELEM_TYPES``);
    ``dims``: tensor sizes; ``strides``: byte strides (``strides[0]`` = element size);
    ``box``: box sizes; ``swizzle``: 16 (none), 32, 64, 128 bytes; ``packing``: the sub-byte elements
    a byte of a map jaxlib made of 4- or 2-bit elements (2 or 4; its dims, box and coordinates count
    bytes), else 1."""
    base: int
    elem_type: int
    dims: tuple
    strides: tuple
    box: tuple
    swizzle: int = 16
    packing: int = 1

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_init_args(cls, base_addr: int, elem_type: int, rank: int, sizes, strides,
                       swizzle_bytes: int, window_shape) -> "TensorMap":
        """Build from the arguments of ``mosaic_gpu_init_tma_desc`` (memref order, strides in
        elements) with jaxlib runtime.cc's and cuTensorMapEncodeTiled's checks (TmaError)."""
        rank = int(rank)
        if not 1 <= rank <= 5:
            raise TmaError(diag.DESCRIPTOR_RANK.format(rank=rank))
        sizes = [int(x) for x in sizes][:rank]
        strides = [int(x) for x in strides][:rank]
        window = [int(x) for x in window_shape][:rank]
        if len(sizes) != rank or len(strides) != rank or len(window) != rank:
            raise TmaError(diag.DESCRIPTOR_ENTRIES)
        elem_type = int(elem_type)
        packing = 1
        if elem_type in SUBBYTE_TYPES:
            # jaxlib packs sub-byte elements into bytes along the contiguous dimension and describes
            # a uint8 tensor (runtime.cc:92-109 at jax-v0.10.2)
            packing = 8 // SUBBYTE_TYPES[elem_type]
            if sizes[-1] % packing or window[-1] % packing or strides[-1] != 1 or \
                    any(s % packing for s in strides[:-1]):
                raise TmaError(diag.SUB_BYTE_DESCRIPTOR.format(subbyte_types=SUBBYTE_TYPES[elem_type], sizes=sizes[-1],
                                                               window=window[-1], strides=strides[:-1],
                                                               packing=packing))
            sizes[-1], window[-1] = sizes[-1] // packing, window[-1] // packing
            strides = [s // packing for s in strides[:-1]] + [1]
            elem_type = 1
        if elem_type not in ELEM_TYPES:
            raise TmaError(diag.DESCRIPTOR_ELEMENT_TYPE.format(elem_type=elem_type))
        eb = elem_dtype(elem_type).itemsize
        if strides[-1] != 1:
            raise TmaError(diag.INNERMOST_STRIDE.format(strides=strides[-1]))
        dims = tuple(reversed(sizes))
        bstrides = tuple([eb] + [s * eb for s in reversed(strides[:-1])])
        box = tuple(reversed(window))
        try:
            sw = check_swizzle(swizzle_bytes)
        except ValueError as e:  # (found by fuzzing: an internal error)
            raise TmaError(diag.DESCRIPTOR_INVALID.format(e=e)) from None
        tm = cls(int(base_addr), elem_type, dims, bstrides, box, sw, packing)
        tm.validate()
        return tm

    def validate(self) -> None:
        """cuTensorMapEncodeTiled's rules (runtime.cc L100-190; CUDA driver API docs)."""
        eb = self.elem_bytes
        if self.base % 16:
            raise TmaError(diag.GLOBAL_ADDRESS_MISALIGNED.format(base=self.base))
        for k, d in enumerate(self.dims):
            if not 1 <= d <= (1 << 32):
                raise TmaError(diag.DIMENSION_SIZE.format(k=k, d=d))
        for k, s in enumerate(self.strides[1:], 1):
            if s % 16 or s >= (1 << 40):
                raise TmaError(diag.BYTE_STRIDE.format(s=s, k=k))
        for k, b in enumerate(self.box):
            if not 1 <= b <= TMA_BOX_MAX:
                raise TmaError(diag.BOX_SIZE.format(b=b, k=k))
        inner = self.box[0] * eb
        if inner % 16:
            raise TmaError(diag.BOX_INNER_BYTES.format(inner=inner))
        if self.swizzle != 16 and inner > self.swizzle:
            raise TmaError(diag.BOX_INNER_OVER_SWIZZLE.format(inner=inner, swizzle=self.swizzle))

    # ------------------------------------------------------------------ properties
    # (cached: a decoded tensor map is kept and read by every TMA op that uses it)
    @cached_property
    def rank(self) -> int:
        return len(self.dims)

    @cached_property
    def dtype(self) -> np.dtype:
        return elem_dtype(self.elem_type)

    @property
    def ptx_type(self) -> str:
        return ELEM_TYPES[self.elem_type][1]

    @cached_property
    def elem_bytes(self) -> int:
        return self.dtype.itemsize

    @cached_property
    def box_bytes(self) -> int:
        """Bytes of one full box (the complete-tx count of a TMA load)."""
        return math.prod(self.box) * self.elem_bytes

    @cached_property
    def chunk_patterns(self) -> dict:
        """(SMEM address, SMEM base) -> the chunk patterns of :func:`_chunk_patterns`."""
        return {}

    # ------------------------------------------------------------------ 128-byte blob
    def encode(self) -> bytes:
        """The 128-byte descriptor this emulator stores (its own format, magic ``MGTM``)."""
        pad = lambda t, fill: list(t) + [fill] * (5 - len(t))  # noqa: E731
        raw = struct.pack(_FMT, _MAGIC, self.elem_type, self.rank, self.swizzle // 16, self.packing, self.base,
                          *pad(self.dims, 0), *pad(self.strides, 0), *pad(self.box, 0))
        return raw + bytes(TMA_DESCRIPTOR_BYTES - len(raw))

    @classmethod
    def decode(cls, blob) -> "TensorMap":
        """Inverse of :meth:`encode`; ``blob``: bytes or a uint8 array of >= 128 bytes."""
        raw = bytes(np.asarray(blob, np.uint8)[:TMA_DESCRIPTOR_BYTES]) if not isinstance(blob, (bytes, bytearray)) \
            else bytes(blob[:TMA_DESCRIPTOR_BYTES])
        n = struct.calcsize(_FMT)
        if len(raw) < n or raw[:4] != _MAGIC:
            raise TmaError(diag.NOT_A_TENSOR_MAP)
        f = struct.unpack(_FMT, raw[:n])
        _, et, rank, sw, packing, base = f[:6]
        if sw * 16 not in SWIZZLES or not 1 <= rank <= 5 or et not in ELEM_TYPES or packing not in (1, 2, 4):
            raise TmaError(diag.TENSOR_MAP_OVERWRITTEN)
        dims, strides, box = f[6:11][:rank], f[11:16][:rank], f[16:21][:rank]
        tm = cls(base, et, tuple(dims), tuple(strides), tuple(box), sw * 16, packing)
        tm.validate()
        return tm

    # ------------------------------------------------------------------ address maps
    def box_addresses(self, coords):
        """(gmem_byte_offsets, in_bounds) for every box element, numpy shape ``box[::-1]``.

        Offsets are relative to ``base`` (elements out of bounds get offsets too; mask them)."""
        if len(coords) != self.rank:
            raise TmaError(diag.COORDINATE_COUNT.format(n_coords=len(coords), rank=self.rank))
        r = self.rank
        off = np.zeros((1,) * r, np.int64)
        ok = np.ones((1,) * r, bool)
        for k in range(r):
            shape = [1] * r
            shape[r - 1 - k] = self.box[k]
            g = (int(coords[k]) + np.arange(self.box[k], dtype=np.int64)).reshape(shape)
            ok = ok & (g >= 0) & (g < self.dims[k])
            off = off + g * self.strides[k]
        return off, ok

    def smem_byte_addresses(self, smem_addr: int) -> np.ndarray:
        """Absolute (swizzled) SMEM byte address of every byte of the box, shape (n_elems, eb)."""
        eb = self.elem_bytes
        lin = np.arange(int(np.prod(self.box)) * eb, dtype=np.int64) + int(smem_addr)
        return swizzle(lin, self.swizzle).reshape(-1, eb)


# ---------------------------------------------------------------------- checks
def _check_smem(tm: TensorMap, smem: np.ndarray, smem_addr: int, smem_base: int) -> int:
    smem_addr = int(smem_addr)
    # PTX §9.7.9.27.1: the shared memory box must be 128-byte aligned.  The swizzle phase comes
    # from the absolute address bits 7..9, so no 1024-B alignment is needed for correctness.
    if smem_addr % 128:
        raise TmaError(diag.SMEM_ADDRESS_MISALIGNED.format(smem_addr=smem_addr))
    lo = smem_addr - int(smem_base)
    if lo < 0 or lo + tm.box_bytes > smem.size:
        raise MemoryFault(diag.BOX_OUTSIDE_SMEM.format(box_bytes=tm.box_bytes, lo=lo, size=smem.size))
    return lo


def _gmem_index(tm: TensorMap, off: np.ndarray, gmem: np.ndarray, gmem_base: int) -> np.ndarray:
    eb = tm.elem_bytes
    rel = off + (tm.base - int(gmem_base))
    if rel.size and (rel.min() < 0 or rel.max() + eb > gmem.size):
        raise MemoryFault(diag.TENSOR_MAP_OUTSIDE_BUFFER.format(base=tm.base, dims=tm.dims, size=gmem.size))
    return rel[:, None] + np.arange(eb)


# ---------------------------------------------------------------------- fast path
# A box that lies entirely inside the tensor is copied in 16-byte chunks: box rows, byte strides,
# the tensor's base and the SMEM box address are multiples of 16 (``validate``, ``_check_smem``)
# and the swizzle permutes whole 16-byte chunks, so every chunk is contiguous on both sides. The
# chunk index patterns are computed once per tensor map and SMEM address -- the same bytes as the
# general byte-wise path below.
CHUNK = 16
_CHUNK = np.dtype(f"V{CHUNK}")


class _Chunks:
    """The chunk indices of a box in box order (GMEM: offsets from the box's first chunk; SMEM:
    indices), and what a copy of several boxes as rows needs: the row width and the index along
    a row (a slice where the indices count up by one: a plain copy)."""

    __slots__ = ("idx", "width", "along", "runs")

    def __init__(self, idx: np.ndarray):
        self.idx = idx
        self.width = int(idx.max()) + 1
        n, p0 = idx.shape[0], int(idx[0])
        self.along = slice(p0, p0 + n) if idx[-1] == p0 + n - 1 and (np.diff(idx) == 1).all() else idx
        self.runs = _runs(idx)


def _runs(idx: np.ndarray):
    """(first chunk, rows, run, row step) when ``idx`` is ``rows`` runs of ``run`` consecutive chunks, each
    ``row step`` chunks after the one before (an unswizzled box: one run per row of the box), else None."""
    breaks = np.flatnonzero(np.diff(idx) != 1)
    run = int(breaks[0]) + 1 if breaks.size else idx.shape[0]
    if idx.shape[0] % run:
        return None
    rows = idx.reshape(-1, run)
    step = int(rows[1, 0] - rows[0, 0]) if rows.shape[0] > 1 else 0
    if (rows != rows[0, 0] + step * np.arange(rows.shape[0])[:, None] + np.arange(run)).any():
        return None
    return int(idx[0]), rows.shape[0], run, step


def _chunk_patterns(tm: "TensorMap", smem_addr: int, smem_base: int) -> tuple[_Chunks, _Chunks]:
    """(GMEM chunk offsets from the box's first chunk, SMEM chunk indices), cached on ``tm``."""
    def gpat():
        r = tm.rank
        off = np.arange(tm.box[0] * tm.elem_bytes // CHUNK, dtype=np.int64).reshape((1,) * (r - 1) + (-1,))
        off = off * CHUNK
        for k in range(1, r):
            shape = [1] * r
            shape[r - 1 - k] = tm.box[k]
            off = off + np.arange(tm.box[k], dtype=np.int64).reshape(shape) * tm.strides[k]
        return np.ascontiguousarray(off).reshape(-1) // CHUNK

    def spat():
        lin = np.arange(tm.box_bytes // CHUNK, dtype=np.int64) * CHUNK + int(smem_addr)
        return (swizzle(lin, tm.swizzle) - int(smem_base)) // CHUNK

    key = (int(smem_addr), int(smem_base))
    pats = tm.chunk_patterns.get(key)
    if pats is None:
        pats = tm.chunk_patterns[key] = (_Chunks(gpat()), _Chunks(spat()))
    return pats


def _box_starts(tm: "TensorMap", coords, gmem: np.ndarray, gmem_base: int, g: _Chunks):
    """GMEM chunk index of the first chunk of each box (``coords``: ints, or int arrays over
    several boxes), or None if a box is not entirely inside the tensor or its buffer."""
    if len(coords) != tm.rank:
        return None
    rel = tm.base - int(gmem_base)
    if rel % CHUNK:
        return None
    start = rel
    if not any(c.__class__ is np.ndarray for c in coords):  # one box: Python ints (numpy scalars are slow)
        for c, b, d, st in zip(coords, tm.box, tm.dims, tm.strides):
            c = int(c)
            if c < 0 or c + b > d:
                return None
            start += c * st
        start //= CHUNK
        return start if start >= 0 and start + int(g.idx[-1]) < gmem.size // CHUNK else None
    for c, b, d, st in zip(coords, tm.box, tm.dims, tm.strides):
        c = np.asarray(c, np.int64)
        if (c < 0).any() or (c + b > d).any():
            return None
        start = start + c * st
    start = start // CHUNK
    if (start < 0).any() or (start + int(g.idx[-1]) >= gmem.size // CHUNK).any():
        return None
    return start


def _chunks(mem: np.ndarray) -> np.ndarray:
    n = mem.size - mem.size % CHUNK
    return (mem if n == mem.size else mem[:n]).view(_CHUNK)


def _disjoint(tm: "TensorMap", coords) -> bool:
    """Whether boxes at ``coords`` (int arrays over the boxes) cover disjoint GMEM elements: no two
    overlap in every dimension, and the strides do not alias different coordinates."""
    for k in range(1, tm.rank):
        if tm.strides[k] < tm.strides[k - 1] * tm.dims[k - 1]:
            return False
    c = [np.asarray(x, np.int64) for x in coords]
    if any((np.diff(np.sort(ck)) >= b).all() for ck, b in zip(c, tm.box)):
        return True  # (apart in one dimension, every two: a batch's boxes along one row of the grid)
    n = c[0].shape[0]
    overlap = np.ones((n, n), bool)
    for ck, b in zip(c, tm.box):
        overlap &= np.abs(ck[:, None] - ck[None, :]) < b
    return int(overlap.sum()) == n


def partly_out_of_bounds(tm: TensorMap, coords) -> bool:
    """Whether the box at ``coords`` (one box: ints) reaches outside the tensor, where a load reads
    zeros: right for a ragged last tile, and the sign of a shape mistake otherwise."""
    return any(int(c) < 0 or int(c) + b > d for c, b, d in zip(coords, tm.box, tm.dims))


# ---------------------------------------------------------------------- operations
def tma_load(tm: TensorMap, coords, gmem: np.ndarray, gmem_base: int, smem: np.ndarray,
             smem_addr: int, smem_base: int = 0) -> int:
    """``cp.async.bulk.tensor.Nd.shared::cluster.global.tile`` (GMEM -> SMEM), done at once.

    Writes the box at ``coords`` into ``smem`` (swizzled, OOB elements = 0) and returns the
    complete-tx byte count (always the full box, ``tm.box_bytes``)."""
    _check_smem(tm, smem, smem_addr, smem_base)
    g, si = _chunk_patterns(tm, smem_addr, smem_base)
    start = _box_starts(tm, coords, gmem, gmem_base, g)
    if start is not None:
        _chunks(smem)[si.idx] = _chunks(gmem)[g.idx + start]
        return tm.box_bytes
    off, ok = tm.box_addresses(coords)
    ok = np.broadcast_to(ok, tm.box[::-1]).reshape(-1)
    off = np.broadcast_to(off, tm.box[::-1]).reshape(-1)
    dst = tm.smem_byte_addresses(smem_addr) - int(smem_base)
    data = np.zeros(dst.shape, np.uint8)
    if ok.any():
        data[ok] = gmem[_gmem_index(tm, off[ok], gmem, gmem_base)]
    smem[dst] = data
    return tm.box_bytes


def tma_store(tm: TensorMap, coords, smem: np.ndarray, smem_addr: int, gmem: np.ndarray,
              gmem_base: int, smem_base: int = 0) -> int:
    """``cp.async.bulk.tensor.Nd.global.shared::cta.tile.bulk_group`` (SMEM -> GMEM), done at once.

    Reads the (swizzled) box from ``smem``, writes its in-bounds elements to ``gmem``; returns the
    number of GMEM bytes written."""
    _check_smem(tm, smem, smem_addr, smem_base)
    g, si = _chunk_patterns(tm, smem_addr, smem_base)
    start = _box_starts(tm, coords, gmem, gmem_base, g)
    if start is not None:
        _chunks(gmem)[g.idx + start] = _chunks(smem)[si.idx]
        return tm.box_bytes
    off, ok = tm.box_addresses(coords)
    ok = np.broadcast_to(ok, tm.box[::-1]).reshape(-1)
    off = np.broadcast_to(off, tm.box[::-1]).reshape(-1)
    src = tm.smem_byte_addresses(smem_addr) - int(smem_base)
    if not ok.any():
        return 0
    gmem[_gmem_index(tm, off[ok], gmem, gmem_base)] = smem[src[ok]]
    return int(ok.sum()) * tm.elem_bytes


GATHER_ROWS = TMA_GATHER_ROWS
"""Rows one ``.tile::gather4`` / ``.tile::scatter4`` copy moves [PTX91 §9.7.9.27.1.2]."""


def _row_maps(tm: TensorMap) -> tuple[TensorMap, TensorMap]:
    """For gather4 / scatter4: the tensor map of one row (the map itself: a 2-D map whose box is
    one row, as jax's launch_context.py builds it) and of the 4-row box the rows form in SMEM."""
    if tm.rank != 2 or tm.box[1] != 1:
        raise TmaError(diag.GATHER4_BOX.format(box=list(tm.box)))
    return tm, replace(tm, box=(tm.box[0], GATHER_ROWS))


def _row_bytes(one: TensorMap, col: int, row: int, gmem: np.ndarray, gmem_base: int):
    """(GMEM byte indices (elements, element bytes), in-bounds mask) of row ``row`` from column ``col``."""
    off, ok = one.box_addresses((col, row))
    off = np.broadcast_to(off, one.box[::-1]).reshape(-1)
    ok = np.broadcast_to(ok, one.box[::-1]).reshape(-1)
    return (_gmem_index(one, off[ok], gmem, gmem_base) if ok.any() else None), ok


def gather4(tm: TensorMap, col: int, rows, gmem: np.ndarray, gmem_base: int, smem: np.ndarray, smem_addr: int,
            smem_base: int = 0) -> int:
    """``cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4``: rows ``rows`` (4) of the tensor
    from column ``col``, each one box row wide, into SMEM as a 4-row box (swizzled, OOB elements
    zero). Returns the complete-tx byte count (the whole 4-row box)."""
    one, four = _row_maps(tm)
    _check_smem(four, smem, smem_addr, smem_base)
    dst = (four.smem_byte_addresses(smem_addr) - int(smem_base)).reshape(GATHER_ROWS, -1, tm.elem_bytes)
    for k, r in enumerate(rows):
        idx, ok = _row_bytes(one, int(col), int(r), gmem, gmem_base)
        data = np.zeros(dst[k].shape, np.uint8)
        if idx is not None:
            data[ok] = gmem[idx]
        smem[dst[k]] = data
    return four.box_bytes


def scatter4(tm: TensorMap, col: int, rows, smem: np.ndarray, smem_addr: int, gmem: np.ndarray, gmem_base: int,
             smem_base: int = 0) -> int:
    """``cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4``: the 4-row SMEM box to rows
    ``rows`` of the tensor from column ``col`` (out-of-bounds elements skipped). Returns the GMEM
    bytes written."""
    one, four = _row_maps(tm)
    _check_smem(four, smem, smem_addr, smem_base)
    src = (four.smem_byte_addresses(smem_addr) - int(smem_base)).reshape(GATHER_ROWS, -1, tm.elem_bytes)
    n = 0
    for k, r in enumerate(rows):
        idx, ok = _row_bytes(one, int(col), int(r), gmem, gmem_base)
        if idx is not None:
            gmem[idx] = smem[src[k][ok]]
            n += int(ok.sum()) * tm.elem_bytes
    return n


def _many(tm: TensorMap, coords, gmem: np.ndarray, gmem_base: int, smem_addr: int, windows: np.ndarray,
          window_bytes: int):
    """(GMEM chunk index of each box's first chunk, GMEM chunk pattern, SMEM chunk index of each
    window, SMEM chunk pattern) of boxes at ``coords`` (one int array per dimension) whose SMEM side
    is at ``smem_addr`` of the window starting at byte ``windows[k]``; None when a box or its SMEM
    side is not entirely in bounds."""
    smem_addr = int(smem_addr)
    if smem_addr % 128 or smem_addr < 0 or smem_addr + tm.box_bytes > window_bytes:
        return None
    g, si = _chunk_patterns(tm, smem_addr, 0)
    if si.width * CHUNK > window_bytes:
        return None
    start = _box_starts(tm, coords, gmem, gmem_base, g)
    if start is None:
        return None
    return start, g, windows // CHUNK, si


def _rows(chunks: np.ndarray, starts: np.ndarray, width: int):
    """``chunks[starts[k]:starts[k] + width]`` for every k as one (k, width) view when the starts are
    evenly spaced (as the boxes of consecutive CTAs usually are), else None."""
    k = starts.shape[0]
    step = int(starts[1] - starts[0]) if k > 1 else 0
    if step < 0 or (k > 2 and (np.diff(starts) != step).any()):
        return None
    return np.lib.stride_tricks.as_strided(chunks[int(starts[0]):], (k, width), (step * CHUNK, CHUNK))


def _as_runs(rows: np.ndarray, runs: tuple, like: tuple) -> np.ndarray:
    """The (k, width) chunk rows of :func:`_rows` as (k, rows, run bytes) bytes: the runs of each box;
    a box of one run cut as the other side's (``like``) into its rows, so that no side is copied to match."""
    p0, n, run, step = runs
    if n == 1:
        n, run, step = like[1], like[2], like[2]
    first = rows[:, p0:p0 + 1].view(np.uint8)
    return np.lib.stride_tricks.as_strided(first, (rows.shape[0], n, run * CHUNK),
                                           (rows.strides[0], step * CHUNK, 1))


def _copy_boxes(dst: np.ndarray, dst_starts: np.ndarray, dst_pat: _Chunks, src: np.ndarray,
                src_starts: np.ndarray, src_pat: _Chunks):
    """``dst[dst_starts[k] + dst_pat] = src[src_starts[k] + src_pat]`` for every box k (chunk
    arrays), a run of boxes whose starts are evenly spaced on both sides at a time (a batch of a
    grid's CTAs that wraps to the next row of blocks has two)."""
    for a, b in even_spans(np.stack([dst_starts, src_starts], 1)):
        _copy_even(dst, dst_starts[a:b], dst_pat, src, src_starts[a:b], src_pat)


def _copy_even(dst: np.ndarray, dst_starts: np.ndarray, dst_pat: _Chunks, src: np.ndarray,
               src_starts: np.ndarray, src_pat: _Chunks):
    """:func:`_copy_boxes` of boxes at even steps: row views and one strided or indexed copy, else (a
    step back) 2-D indices."""
    d = _rows(dst, dst_starts, dst_pat.width)
    s = _rows(src, src_starts, src_pat.width)
    if d is not None and s is not None and dst_pat.runs is not None and src_pat.runs is not None:
        # both sides runs of chunks: one strided copy of bytes, no index (an index copy of 16-byte
        # items is 5x slower); the source is reshaped to the destination's runs (a copy only where
        # both have several rows, of different lengths)
        d = _as_runs(d, dst_pat.runs, src_pat.runs)
        d[...] = _as_runs(s, src_pat.runs, dst_pat.runs).reshape(d.shape)
    elif d is not None and s is not None:
        d[:, dst_pat.along] = s[:, src_pat.along]
    else:
        dst[dst_pat.idx[None, :] + dst_starts[:, None]] = src[src_pat.idx[None, :] + src_starts[:, None]]


def load_boxes(tm: TensorMap, coords, gmem: np.ndarray, gmem_base: int, smem: np.ndarray, smem_addr: int,
               windows: np.ndarray, window_bytes: int) -> bool:
    """TMA loads of several CTAs at once (machine.Batch), one copy: box k at ``coords[d][k]`` lands
    at SMEM address ``smem_addr`` of the CTA whose ``window_bytes`` of SMEM start at byte
    ``windows[k]`` of ``smem``. False (nothing copied) unless every box is entirely in bounds: then
    load them one by one (:func:`tma_load`)."""
    m = _many(tm, coords, gmem, gmem_base, smem_addr, windows, window_bytes)
    if m is None:
        return False
    gstart, g, sstart, si = m
    _copy_boxes(_chunks(smem), sstart, si, _chunks(gmem), gstart, g)
    return True


def store_boxes(tm: TensorMap, coords, smem: np.ndarray, smem_addr: int, windows: np.ndarray, window_bytes: int,
                gmem: np.ndarray, gmem_base: int) -> bool:
    """The store counterpart of :func:`load_boxes` (each box writes ``tm.box_bytes``); False
    (nothing copied) unless every box is in bounds and the boxes are disjoint in GMEM."""
    m = _many(tm, coords, gmem, gmem_base, smem_addr, windows, window_bytes)
    if m is None or not _disjoint(tm, coords):
        return False
    gstart, g, sstart, si = m
    _copy_boxes(_chunks(gmem), gstart, g, _chunks(smem), sstart, si)
    return True


def tma_reduce(tm: TensorMap, coords, smem: np.ndarray, smem_addr: int, gmem: np.ndarray,
               gmem_base: int, op: str, smem_base: int = 0) -> int:
    """``cp.reduce.async.bulk.tensor.Nd.global.shared::cta.<op>.tile.bulk_group``.

    ``gmem[e] = op(gmem[e], smem_box[e])`` for every in-bounds element, in the tensor map's element
    type (signed/unsigned min/max as the type says; integer add wraps).  Returns bytes written."""
    typ = tm.ptx_type
    if op not in REDUCE_TYPES:
        raise TmaError(diag.REDUCTION_UNSUPPORTED.format(op=op))
    if typ not in REDUCE_TYPES[op]:
        raise TmaError(diag.REDUCTION_TYPE_UNSUPPORTED.format(op=op, typ=typ))
    _check_smem(tm, smem, smem_addr, smem_base)
    off, ok = tm.box_addresses(coords)
    ok = np.broadcast_to(ok, tm.box[::-1]).reshape(-1)
    off = np.broadcast_to(off, tm.box[::-1]).reshape(-1)
    if not ok.any():
        return 0
    src = tm.smem_byte_addresses(smem_addr)[ok] - int(smem_base)
    gi = _gmem_index(tm, off[ok], gmem, gmem_base)
    dt = RED_DTYPES[typ]
    old = np.ascontiguousarray(gmem[gi]).view(dt).reshape(-1)
    val = np.ascontiguousarray(smem[src]).view(dt).reshape(-1)
    new = reduce_values(op, typ, old, val)
    gmem[gi] = np.ascontiguousarray(new).view(np.uint8).reshape(gi.shape)
    return int(ok.sum()) * tm.elem_bytes


def bulk_copy(dst: np.ndarray, dst_off: int, src: np.ndarray, src_off: int, nbytes: int) -> int:
    """Non-tensor ``cp.async.bulk`` (e.g. ``.global.shared::cta.bulk_group``): copy ``nbytes``
    contiguous bytes; offsets are indices into the two uint8 arrays.  PTX §9.7.9.25.4: size and
    both addresses must be multiples of 16.  Returns ``nbytes``."""
    nbytes, dst_off, src_off = int(nbytes), int(dst_off), int(src_off)
    if nbytes % 16 or nbytes < 0:
        raise TmaError(diag.BULK_SIZE.format(nbytes=nbytes))
    if dst_off % 16 or src_off % 16:
        raise TmaError(diag.BULK_MISALIGNED)
    if src_off < 0 or src_off + nbytes > src.size:
        raise MemoryFault(diag.BULK_READ_OUT_OF_BOUNDS.format(nbytes=nbytes, src_off=src_off, size=src.size))
    if dst_off < 0 or dst_off + nbytes > dst.size:
        raise MemoryFault(diag.BULK_WRITE_OUT_OF_BOUNDS.format(nbytes=nbytes, dst_off=dst_off, size=dst.size))
    dst[dst_off:dst_off + nbytes] = src[src_off:src_off + nbytes]
    return nbytes
