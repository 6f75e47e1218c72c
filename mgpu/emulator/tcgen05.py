"""Tensor Memory and tcgen05 (sm_100a): allocator, ld/st, mma (numpy, no xDSL).

Sources: PTX ISA 9.1 §9.7.16.1 (TMEM: 128 lanes x 512 columns of 32 bits per CTA; address =
lane << 16 | column), §9.7.16.1.2 / §9.7.16.7.1 (alloc / dealloc / relinquish_alloc_permit:
nCols a power of 2 in [32, 512]), §9.7.16.8.1 (warp w of a warpgroup may access only lanes
32*(w%4) .. 32*(w%4)+31), §9.7.16.8.3-4 (tcgen05.ld/st shapes and .num; thread -> (lane, column)
maps of figures 183-187 as decoded from CUTLASS ``copy_traits_sm100.hpp``, sm_semantics §5.4),
§9.7.16.8.2 (.pack::16b / .unpack::16b), §9.7.16.10 (tcgen05.mma kind::f16 / f8f6f4 / i8; instruction
descriptor, Table 42; data path layouts §9.7.16.10.5), §9.7.16.4.1 (SMEM matrix descriptor, see
:mod:`mgpu.emulator.wgmma`).

Per-thread ld/st mapping for .x1 (t = lane of the thread in its warp, r = register), relative to
the effective (lane, column) base; for .xN, repetition j adds ``j*width`` columns and registers
``j*base .. j*base+base-1``:

=========  ====  =====  =====================================  ===================
shape      base  width  TMEM lane                              column
=========  ====  =====  =====================================  ===================
32x32b     1     1      t                                      0
16x64b     1     2      t//4 + 8*(t%2)                         (t//2)%2
16x128b    2     4      t//4 + 8*r                             t%4
16x256b    4     8      t//4 + 8*(r//2)                        2*(t%4) + r%2
16x32bx2   1     1      t%16                                   (t//16)*half_split_off
=========  ====  =====  =====================================  ===================

All five rows, the .xN repetition and .pack::16b (two adjacent columns' low halves per register)
were decoded from the ``DstLayout``/``ValID`` of CUTLASS ``Copy_Traits<SM100_TMEM_LOAD_16dp{64,128,256}b{1,2}x>``,
``16dp32b{1,2}x`` and their ``_16b`` variants; 16x256b also matches the corpus (payload semantics A8).

Lane base: the warp's quarter q = warp % 4 is implicit.  With ``L = taddr >> 16``: if L < 32 the
base lane is ``32*q + L`` (Mosaic passes the same taddr from all four warps, payload semantics
A8/A9); if L >= 32 it must lie in the warp's own quarter (CUTLASS style) and the base is
``32*q + L%32``.  Any lane outside the quarter is an error (``TmemError``), as is touching a column
that is not allocated.

Use (one :class:`Tmem` per CTA)::

    tm = Tmem()
    taddr = tm.alloc(128)                 # None while not enough columns are free (blocking)
    regs = tm.ld(taddr, "16x256b", 8, warp=1)           # uint32 (32, 32): thread, register
    tm.st(taddr, "16x256b", 8, warp=1, regs=regs)
    tm.ld_warpgroup(taddr, "16x256b", 8)  # uint32 (128, nregs), warps 0..3 of the warpgroup
    tm.mma(d_taddr, a_desc, b_desc, idesc, accumulate, smem, kind="i8")   # tcgen05.mma.cta_group::1
    mma([tm0, tm1], [smem0, smem1], d_taddr, ...)                         # .cta_group::2, a CTA pair
    tm.dealloc(taddr, 128); tm.check_freed()
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from mgpu.arch import TMEM_COLUMNS, TMEM_LANES
from mgpu.dialect.diagnostics.emulator.tensor_core import (
    TCGEN05_A_TMEM_LANE,
    TCGEN05_A_TMEM_ROWS,
    TCGEN05_A_TMEM_TRANSPOSED,
    TCGEN05_D_LANE,
    TCGEN05_KIND_UNSUPPORTED,
    TCGEN05_MIXED_TYPES,
    TCGEN05_M_UNSUPPORTED,
    TCGEN05_NEGATE_INTEGER,
    TCGEN05_N_INVALID,
    TCGEN05_SPARSE_MISMATCH,
    TCGEN05_TYPES_UNSUPPORTED,
    TMEM_ALLOC_AFTER_RELINQUISH,
    TMEM_ALLOC_COLUMNS,
    TMEM_COLUMN_NOT_ALLOCATED,
    TMEM_COLUMN_RANGE,
    TMEM_CP_LANE,
    TMEM_DEALLOC_MISMATCH,
    TMEM_LANE_QUARTER,
    TMEM_NOT_FREED,
    TMEM_NUM_UNSUPPORTED,
    TMEM_REGISTER_WIDTH,
    TMEM_SHAPE_UNSUPPORTED,
    TMEM_STORAGE,
    TMEM_ST_REGISTERS,
)
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.tcgen05_sparse import sparse_a
from mgpu.emulator.wgmma import WGMMA_INPUT_DTYPES, MmaError, decode_smem_descriptor, load_operand, mma_f32


# tcgen05.cp shape -> (SMEM rows, 32-bit columns per row) [§9.7.16.9, tcgen05.cp]
CP_SHAPES = {"128x256b": (128, 8), "4x256b": (4, 8), "128x128b": (128, 4), "64x128b": (64, 4), "32x128b": (32, 4)}


def cp_lanes(shape: str, multicast: str) -> np.ndarray:
    """The TMEM lanes (replicas, rows) that the rows of a ``tcgen05.cp.<shape>[.<multicast>]`` land
    in, relative to lane 0 [§9.7.16.9: 4x256b takes lanes 0, 32, 64, 96; warpx2::02_13 copies 64
    consecutive rows to lanes r and r + 64; warpx2::01_23 row r to 64 * (r // 32) + r % 32 and 32
    lanes further; warpx4 32 rows to each warp's quarter]."""
    r = np.arange(CP_SHAPES[shape][0], dtype=np.int64)
    if shape == "4x256b":
        return (32 * r)[None]
    if multicast == "warpx2_02_13":
        return np.stack([r, r + 64])
    if multicast == "warpx2_01_23":
        base = 64 * (r // 32) + r % 32
        return np.stack([base, base + 32])
    if multicast == "warpx4":
        return np.stack([r + 32 * q for q in range(4)])
    return r[None]


# shape -> (registers per thread for .x1, columns per repetition, lanes covered)
SHAPES = {"32x32b": (1, 1, 32), "16x64b": (1, 2, 16), "16x128b": (2, 4, 16), "16x256b": (4, 8, 16),
          "16x32bx2": (1, 1, 16)}


class TmemError(EmulatorError):
    """A TMEM misuse: bad allocation, lane-quarter violation, unallocated columns (EmulatorError)."""


def taddr_of(lane: int, column: int) -> int:
    return (int(lane) << 16) | int(column)


def split_taddr(taddr) -> tuple[int, int]:
    t = int(np.asarray(taddr).reshape(-1)[0]) if np.ndim(taddr) else int(taddr)
    t &= 0xFFFFFFFF
    return t >> 16, t & 0xFFFF


@lru_cache(maxsize=None)
def fragment(shape: str, num: int, half_split_off: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """(lane, column) offsets of every (thread-in-warp, register): two read-only int arrays
    (32, base*num)."""
    if shape not in SHAPES:
        raise TmemError(TMEM_SHAPE_UNSUPPORTED.format(shape=shape))
    base, width, _ = SHAPES[shape]
    if num < 1 or num & (num - 1) or base * num > 128:
        raise TmemError(TMEM_NUM_UNSUPPORTED.format(num=num, shape=shape))
    t = np.arange(32)[:, None]
    q = np.arange(base * num)[None, :]
    j, r = q // base, q % base
    if shape == "32x32b":
        lane, col = t + 0 * q, 0 * t + 0 * q
    elif shape == "16x64b":
        lane, col = t // 4 + 8 * (t % 2) + 0 * q, (t // 2) % 2 + 0 * q
    elif shape == "16x128b":
        lane, col = t // 4 + 8 * r, t % 4 + 0 * q
    elif shape == "16x256b":
        lane, col = t // 4 + 8 * (r // 2), 2 * (t % 4) + r % 2
    else:  # 16x32bx2
        lane, col = t % 16 + 0 * q, (t // 16) * int(half_split_off) + 0 * q
    lane, col = lane.astype(np.int64), (col + j * width).astype(np.int64)
    lane.flags.writeable = col.flags.writeable = False
    return lane, col


def column_span(taddr, shape: str, num: int, *, pack16: bool = False, half_split_off: int = 0) -> tuple[int, int]:
    """The TMEM columns [lo, hi) that a ``tcgen05.ld/st`` of ``shape`` x ``num`` at ``taddr`` touches."""
    _, cols = fragment(shape, num, half_split_off)
    lo, hi = int(cols.min()), int(cols.max()) + 1
    if pack16:
        lo, hi = 2 * lo, 2 * hi
    col0 = split_taddr(taddr)[1]
    return col0 + lo, col0 + hi


# The instruction descriptor's type fields per .kind [PTX ISA 9.1 §9.7.16.10, Table 42]: D type
# (bits 4-5) and A / B types (bits 7-9 / 10-12).  Only what mgpu computes exactly or within the
# stated bound of docs/design/numerics.md: tf32 and the 6- and 4-bit types are refused (the block-scaled
# kinds: tcgen05_scaled.py).
D_TYPES = {"f16": {0: "f16", 1: "f32"}, "f8f6f4": {0: "f16", 1: "f32"}, "i8": {2: "s32"}}
AB_TYPES = {"f16": {0: "f16", 1: "bf16"}, "f8f6f4": {0: "e4m3", 1: "e5m2"}, "i8": {0: "u8", 1: "s8"}}
INPUT_DTYPES = WGMMA_INPUT_DTYPES  # (of which AB_TYPES names f16, bf16, e4m3, e5m2, u8, s8)
K_BYTES = 32  # one tcgen05.mma consumes 32 bytes of K of A and B (K = 16 f16, 32 f8 / i8) [§9.7.16.10.1]


def _field(table: dict, code: int, kind: str, idesc: int) -> str:
    if code not in table:
        raise MmaError(TCGEN05_TYPES_UNSUPPORTED.format(kind=kind, idesc=idesc))
    return table[code]


@dataclass(frozen=True)
class InstrDescriptor:
    """Decoded tcgen05 instruction descriptor of kind::f16, kind::f8f6f4 or kind::i8 (PTX Table 42)."""
    m: int
    n: int
    dtype: str        # f16 / f32 / s32 (D)
    atype: str        # f16 / bf16 / e4m3 / e5m2 / u8 / s8
    btype: str
    negate_a: bool
    negate_b: bool
    transpose_a: bool  # A is M-major
    transpose_b: bool  # B is N-major
    kind: str = "f16"
    saturate: bool = False  # kind::i8: clamp D to s32 (bit 3); without it the sum wraps
    sparse: bool = False  # bit 2: tcgen05.mma.sp (mgpu.emulator.tcgen05_sparse)
    selector: int = 0  # bits 0-1 of a sparse one: the sparsity selector

    @classmethod
    def decode(cls, idesc, kind: str = "f16", sparse: bool = False) -> "InstrDescriptor":
        d = int(np.asarray(idesc).reshape(-1)[0]) if np.ndim(idesc) else int(idesc)
        d &= 0xFFFFFFFF
        if kind not in D_TYPES:
            raise MmaError(TCGEN05_KIND_UNSUPPORTED.format(kind=kind))
        if bool(d & 0b100) != sparse:
            raise MmaError(TCGEN05_SPARSE_MISMATCH.format(sp=".sp" if sparse else "", idesc=d, bit=d >> 2 & 1))
        if kind == "i8" and d & (3 << 13):
            raise MmaError(TCGEN05_NEGATE_INTEGER.format(idesc=d))
        return cls(m=((d >> 24) & 0x1F) << 4, n=((d >> 17) & 0x3F) << 3,
                   dtype=_field(D_TYPES[kind], (d >> 4) & 3, kind, d),
                   atype=_field(AB_TYPES[kind], (d >> 7) & 7, kind, d),
                   btype=_field(AB_TYPES[kind], (d >> 10) & 7, kind, d),
                   negate_a=bool(d >> 13 & 1), negate_b=bool(d >> 14 & 1),
                   transpose_a=bool(d >> 15 & 1), transpose_b=bool(d >> 16 & 1), kind=kind,
                   saturate=kind == "i8" and bool(d >> 3 & 1), sparse=sparse, selector=d & 3 if sparse else 0)

    def encode(self) -> int:
        code = {v: c for c, v in AB_TYPES[self.kind].items()}
        dcode = {v: c for c, v in D_TYPES[self.kind].items()}
        return (self.selector | self.sparse << 2 | self.saturate << 3 | dcode[self.dtype] << 4 | code[self.atype] << 7 | code[self.btype] << 10
                | self.negate_a << 13 | self.negate_b << 14 | self.transpose_a << 15 | self.transpose_b << 16
                | (self.n >> 3) << 17 | (self.m >> 4) << 24)

    @property
    def k(self) -> int:
        """K of one instruction: 32 bytes of A's / B's elements, twice that with a sparse A (of which
        32 bytes are given)."""
        return (1 + self.sparse) * K_BYTES // INPUT_DTYPES[self.atype].itemsize  # (i8 / f8f6f4: one byte)


def d_cells(rows: int, n: int, group: int, lane0: int, col0: int) -> tuple[np.ndarray, np.ndarray]:
    """(lanes, columns), int (rows, n), of the TMEM cells of one CTA's ``rows`` x ``n`` part of D
    [PTX ISA 9.1 §9.7.16.10.5 data path layouts; what jax's TMEM layouts say, tcgen05.py at
    jax-v0.10.2 ``tmem_default_layout`` / ``tmem_half_lane_layout`` / ``tmem_m64_collective_layout``]:

    - 128 rows (Layout D: M = 128 of one CTA; Layout A: M = 256 of a pair): row i in lane i.
    - 64 rows of one CTA (Layout F, M = 64): rows 16 q .. 16 q + 15 in lanes ``32 q + lane0 ..``
      of quarter q, where the address's lane is 0 or 16 (jax issues two MMAs, one per half).
    - 64 rows of a CTA pair's M = 128 (Layout B): columns j < N / 2 in lanes 0..63, the others in
      lanes 64..127, at column ``j % (N / 2)``."""
    i = np.arange(rows, dtype=np.int64)[:, None]
    j = np.arange(n, dtype=np.int64)[None, :]
    if rows == 128 or group == 2:
        if lane0:
            raise TmemError(TCGEN05_D_LANE.format(m=rows * group, lanes=0, lane=lane0))
        if rows == 128:
            return np.broadcast_to(i, (rows, n)), np.broadcast_to(col0 + j, (rows, n))
        half = n // 2
        return i + 64 * (j // half), col0 + j % half
    if lane0 not in (0, 16):
        raise TmemError(TCGEN05_D_LANE.format(m=rows, lanes="0 or 16", lane=lane0))
    return np.broadcast_to(lane0 + 32 * (i // 16) + i % 16, (rows, n)), np.broadcast_to(col0 + j, (rows, n))


def check_shape(idd, group: int) -> None:
    """M and N (``idd.m``, ``idd.n``) of a dense or block-scaled tcgen05.mma [§9.7.16.10.1, Table 41: M = 64 / 128 for one CTA, 128 / 256
    for a pair; N a multiple of 8 (M = 64) or 16 up to 256]."""
    ms = (64, 128) if group == 1 else (128, 256)
    if idd.m not in ms:
        raise MmaError(TCGEN05_M_UNSUPPORTED.format(group=group, m=idd.m, supported=" or ".join(map(str, ms))))
    step = 8 if idd.m == 64 else 16
    if idd.n % step or not step <= idd.n <= 256:
        raise MmaError(TCGEN05_N_INVALID.format(n=idd.n, m=idd.m))


def _product(idd: InstrDescriptor, a: np.ndarray, bt: np.ndarray, old: np.ndarray | None) -> np.ndarray:
    """D = A B^T (+ old D), as TMEM cells (uint32).  Integers: exact (int64 sum, then wrapped to s32,
    or clamped with .satfinite); floats: exact products, an f64 sum, one rounding to f32
    (:func:`mgpu.emulator.wgmma.mma_f32`, docs/design/numerics.md), or to f16 for an f16 D, which keeps
    the low half of its cells."""
    if idd.dtype == "s32":
        acc = a.astype(np.int64) @ bt.T.astype(np.int64)
        if old is not None:
            acc += old.view(np.int32)
        if idd.saturate:
            acc = np.clip(acc, -2**31, 2**31 - 1)
        return (acc & 0xFFFFFFFF).astype(np.uint32)
    a64, b64 = a.astype(np.float64), bt.astype(np.float64)
    if idd.negate_a:
        a64 = -a64
    if idd.negate_b:
        b64 = -b64
    if idd.dtype == "f32":
        return mma_f32(a64, b64.T, None if old is None else old.view(np.float32)).view(np.uint32)
    acc = a64 @ b64.T  # an f16 D: the same f64 sum, rounded once to f16 (not through f32)
    if old is not None:
        acc += (old & 0xFFFF).astype(np.uint16).view(np.float16)
    return acc.astype(np.float16).view(np.uint16).astype(np.uint32)


def mma(tmems: list, smems: list, d_taddr, a_desc, b_desc, idesc, accumulate, *, kind: str = "f16",
        smem_base: int = 0, reads: list | None = None, a_in_tmem: bool = False, meta_taddr: int | None = None
        ) -> tuple[int, int]:
    """``tcgen05.mma.cta_group::<len(tmems)>.kind::<kind> [d], a_desc, b_desc, idesc, enable_input_d``
    (or with ``a_in_tmem`` ``[d], [a_taddr], ...``) on the CTAs whose TMEM / SMEM are ``tmems`` /
    ``smems`` (one CTA, or a CTA pair, issued by the first).

    Each CTA c reads its M / g rows of A (its SMEM at ``a_desc``, or its TMEM at ``a_taddr``) and its
    N / g columns of B (its SMEM at ``b_desc``) [§9.7.16.10: with .cta_group::2 "the A matrix is
    split across the two CTAs along M, B along N"]; the full B makes D_c = A_c B (+ D_c), placed by
    :func:`d_cells`.  A and B are K-major unless the idesc's transpose bits say MN-major.  Done at
    once (a following ``tcgen05.commit`` may arrive immediately).  Returns the columns [lo, hi) of D
    (the same in every CTA); ``reads`` (the issuing CTA's operand reads): see
    :func:`mgpu.emulator.wgmma.load_operand`. ``meta_taddr``: ``tcgen05.mma.sp``'s metadata address
    (:func:`mgpu.emulator.tcgen05_sparse.sparse_a` expands each CTA's compressed A)."""
    group = len(tmems)
    idd = InstrDescriptor.decode(idesc, kind, sparse=meta_taddr is not None)
    check_shape(idd, group)
    if kind == "f16" and idd.atype != idd.btype:  # (kind::i8 / f8f6f4 mix their types [§9.7.16.10.1])
        raise MmaError(TCGEN05_MIXED_TYPES.format(kind=kind, atype=idd.atype, btype=idd.btype))
    k = idd.k
    rows, cols = idd.m // group, idd.n // group
    bs, parts = [], []
    for c, (tm, smem) in enumerate(zip(tmems, smems)):
        r = reads if c == 0 else None
        a = tm.a_from_tmem(a_desc, idd, rows) if a_in_tmem else load_operand(
            smem, decode_smem_descriptor(a_desc, "sm100"), rows, k // (1 + idd.sparse), INPUT_DTYPES[idd.atype],
            not idd.transpose_a, smem_base, r)
        parts.append(a if meta_taddr is None else sparse_a(tm.cells, a, kind, meta_taddr, idd.selector))
        bs.append(load_operand(smem, decode_smem_descriptor(b_desc, "sm100"), cols, k, INPUT_DTYPES[idd.btype],
                               not idd.transpose_b, smem_base, r))
    bt = np.concatenate(bs)
    lane0, col0 = split_taddr(d_taddr)
    lanes, dcols = d_cells(rows, idd.n, group, lane0, col0)
    lo, hi = int(dcols.min()), int(dcols.max()) + 1
    acc = bool(np.all(accumulate)) if np.ndim(accumulate) else bool(accumulate)
    for tm, a in zip(tmems, parts):
        tm.check_cols(np.arange(lo, hi), "tcgen05.mma")
        tm.cells[lanes, dcols] = _product(idd, a, bt, tm.cells[lanes, dcols] if acc else None)
    return lo, hi


class Tmem:
    """One CTA's Tensor Memory: ``cells`` uint32 (128 lanes, 512 columns), and its allocator.

    ``cells`` / ``allocations`` may be given to make this object a view over storage kept
    elsewhere (e.g. machine.CTA's ``tmem`` array and ``tmem_alloc`` dict {start column: ncols});
    they are used in place, never copied."""

    def __init__(self, cells: np.ndarray | None = None, allocations: dict | None = None, permit: bool = True):
        if cells is None:
            cells = np.zeros((TMEM_LANES, TMEM_COLUMNS), np.uint32)
        if cells.shape != (TMEM_LANES, TMEM_COLUMNS) or cells.dtype != np.uint32:
            raise TmemError(TMEM_STORAGE.format(shape=(TMEM_LANES, TMEM_COLUMNS), dtype=cells.dtype, got=cells.shape))
        self.cells = cells
        self.allocations: dict[int, int] = {} if allocations is None else allocations
        self.permit = permit

    @property
    def allocated(self) -> np.ndarray:
        """bool (512,): which columns are allocated."""
        m = np.zeros(TMEM_COLUMNS, bool)
        for c, n in self.allocations.items():
            m[c:c + n] = True
        return m

    # ------------------------------------------------------------------ allocator
    def alloc(self, ncols: int) -> int | None:
        """``tcgen05.alloc.cta_group::1``: returns the TMEM address (lane 0, first column), or
        None if not enough contiguous columns are free (the instruction blocks: retry later).
        nCols must be a power of 2 in [32, 512]; after relinquish_alloc_permit it is an error."""
        ncols = int(ncols)
        if ncols < 32 or ncols > TMEM_COLUMNS or ncols & (ncols - 1):
            raise TmemError(TMEM_ALLOC_COLUMNS.format(ncols=ncols))
        if not self.permit:
            raise TmemError(TMEM_ALLOC_AFTER_RELINQUISH)
        used = self.allocated
        for start in range(0, TMEM_COLUMNS, ncols):
            if not used[start:start + ncols].any():
                self.allocations[start] = ncols
                return taddr_of(0, start)
        return None

    def dealloc(self, taddr, ncols: int) -> None:
        """``tcgen05.dealloc``: free exactly one earlier allocation."""
        lane, col = split_taddr(taddr)
        if lane != 0 or self.allocations.get(col) != int(ncols):
            raise TmemError(TMEM_DEALLOC_MISMATCH.format(ncols=ncols, taddr=int(taddr) & 0xFFFFFFFF,
                                                        allocated=self.describe_allocs()))
        del self.allocations[col]

    def relinquish_alloc_permit(self) -> None:
        self.permit = False

    def check_freed(self) -> None:
        """Everything allocated must be deallocated before the kernel exits [§9.7.16.7.1]."""
        if self.allocations:
            raise TmemError(TMEM_NOT_FREED.format(allocated=self.describe_allocs()))

    def describe_allocs(self) -> str:
        return ", ".join(f"columns {c}..{c + n - 1}" for c, n in sorted(self.allocations.items())) or "nothing"

    def check_cols(self, cols: np.ndarray, what: str) -> None:
        lo, hi = int(cols.min()), int(cols.max())
        if lo < 0 or hi >= TMEM_COLUMNS:
            raise TmemError(TMEM_COLUMN_RANGE.format(what=what, column=hi if hi >= TMEM_COLUMNS else lo,
                                                    columns=TMEM_COLUMNS))
        used = self.allocated
        if not used[cols].all():
            bad = int(cols[~used[cols]].min())
            raise TmemError(TMEM_COLUMN_NOT_ALLOCATED.format(what=what, column=bad, allocated=self.describe_allocs()))

    # ------------------------------------------------------------------ ld / st
    def _cells_of(self, taddr, shape: str, num: int, warp: int, half_split_off: int, pack: bool, what: str):
        lane0, col0 = split_taddr(taddr)
        lanes, cols, distinct = _warp_cells(lane0, col0, shape, int(num), int(warp), int(half_split_off), bool(pack),
                                            what)
        self.check_cols(distinct, what)
        return lanes, cols

    def ld(self, taddr, shape: str, num: int, warp: int, *, pack16: bool = False, half_split_off: int = 0) -> np.ndarray:
        """``tcgen05.ld.sync.aligned.<shape>.x<num>[.pack::16b].b32`` by one warp.

        ``warp``: the warp's index (its quarter is ``warp % 4``).  Returns uint32 (32, nregs):
        row = thread of the warp, column = register.  With ``pack16`` each register holds the low
        16 bits of two adjacent columns (first column in the low half)."""
        lanes, cols = self._cells_of(taddr, shape, num, warp, half_split_off, pack16, "tcgen05.ld")
        v = self.cells[lanes, cols]
        if pack16:
            v = (v[..., 0] & 0xFFFF) | ((v[..., 1] & 0xFFFF) << 16)
        return v.astype(np.uint32)

    def st(self, taddr, shape: str, num: int, warp: int, regs, *, unpack16: bool = False, half_split_off: int = 0) -> None:
        """``tcgen05.st.sync.aligned.<shape>.x<num>[.unpack::16b].b32`` by one warp.

        ``regs``: (32, nregs) array of 32-bit values (any 32-bit dtype; bits are stored as is).
        With ``unpack16`` each register's halves go to two adjacent columns (zero-extended)."""
        lanes, cols = self._cells_of(taddr, shape, num, warp, half_split_off, unpack16, "tcgen05.st")
        r = _bits32(regs).reshape(32, -1)
        if r.shape[1] != lanes.shape[1]:
            raise TmemError(TMEM_ST_REGISTERS.format(shape=shape, num=num, need=lanes.shape[1], got=r.shape[1]))
        if unpack16:
            r = np.stack([r & 0xFFFF, r >> 16], -1)
        self.cells[lanes, cols] = r

    def ld_warpgroup(self, taddr, shape: str, num: int, *, first_warp: int = 0, **kw) -> np.ndarray:
        """``ld`` by the 4 warps of a warpgroup (all with the same ``taddr``): uint32 (128, nregs)."""
        return np.concatenate([self.ld(taddr, shape, num, first_warp + w, **kw) for w in range(4)])

    def st_warpgroup(self, taddr, shape: str, num: int, regs, *, first_warp: int = 0, **kw) -> None:
        """``st`` by the 4 warps of a warpgroup; ``regs``: (128, nregs)."""
        r = _bits32(regs).reshape(128, -1)
        for w in range(4):
            self.st(taddr, shape, num, first_warp + w, r[32 * w:32 * w + 32], **kw)

    # ------------------------------------------------------------------ mma
    def cp(self, taddr, shape: str, multicast: str, s_desc, smem: np.ndarray, reads: list | None = None
           ) -> tuple[int, int]:
        """``tcgen05.cp.cta_group::1.<shape>[.<multicast>] [taddr], s_desc`` (no decompression): the
        (rows x columns) 32-bit matrix at the SMEM descriptor ``s_desc`` (K-major, as an MMA operand:
        row r at ``(r // 8) * SBO + (r % 8) * 16``, its second 16 bytes LBO further; with a swizzle
        ``(r % 8) * swizzle`` and the swizzle on the address) lands in TMEM at ``taddr``'s column, rows
        in the lanes of :func:`cp_lanes`. Returns the columns [lo, hi) written; ``reads`` as for
        :func:`mgpu.emulator.wgmma.load_operand`."""
        rows, cols = CP_SHAPES[shape]
        lane0, col0 = split_taddr(taddr)
        if lane0:
            raise TmemError(TMEM_CP_LANE.format(shape=shape, lane=lane0))
        self.check_cols(np.arange(col0, col0 + cols), "tcgen05.cp")
        data = load_operand(smem, decode_smem_descriptor(s_desc, "sm100"), rows, cols, np.uint32, True, reads=reads)
        for lanes in cp_lanes(shape, multicast):
            self.cells[lanes, col0:col0 + cols] = data
        return col0, col0 + cols

    def mma(self, d_taddr, a_desc, b_desc, idesc, accumulate, smem: np.ndarray, *, kind: str = "f16",
            smem_base: int = 0, reads: list | None = None, a_in_tmem: bool = False) -> tuple[int, int]:
        """``tcgen05.mma.cta_group::1`` on this CTA (:func:`mma`)."""
        return mma([self], [smem], d_taddr, a_desc, b_desc, idesc, accumulate, kind=kind, smem_base=smem_base,
                   reads=reads, a_in_tmem=a_in_tmem)

    def a_from_tmem(self, a_taddr, idd: InstrDescriptor, rows: int) -> np.ndarray:
        """The (M x K) A operand of a ``tcgen05.mma`` read from TMEM at ``a_taddr`` [PTX ISA 9.1
        §9.7.16.10.5, Layout D (M = 128, as for D): row i in lane i; §9.7.16.10.4: A's elements
        packed into 32-bit columns, element k in byte ``(k * size) % 4`` of column ``k * size // 4``,
        the first lowest]; jax stores it so (tcgen05.py at jax-v0.10.2, ``_do_mma``: A advances
        ``instr_k // packing`` columns per K step; ``tmem_default_layout(packing)``).  A in TMEM is
        always K-major: the transpose-A bit must be clear; only 128 rows per CTA (jax refuses
        others: ``mma``, "Only M=128 is supported for MMA with A in TMEM")."""
        if idd.transpose_a:
            raise MmaError(TCGEN05_A_TMEM_TRANSPOSED)
        if rows != 128:
            raise MmaError(TCGEN05_A_TMEM_ROWS.format(rows=rows))
        lane0, col0 = split_taddr(a_taddr)
        if lane0 != 0:
            raise TmemError(TCGEN05_A_TMEM_LANE.format(lane=lane0))
        ncols = K_BYTES // 4
        self.check_cols(np.arange(col0, col0 + ncols), "tcgen05.mma (A operand)")
        cells = np.ascontiguousarray(self.cells[:rows, col0:col0 + ncols]).astype("<u4")
        return cells.view(np.uint8).reshape(rows, K_BYTES).view(INPUT_DTYPES[idd.atype])


@lru_cache(maxsize=1024)
def _warp_cells(lane0: int, col0: int, shape: str, num: int, warp: int, half_split_off: int, pack: bool, what: str):
    """(lanes, columns, distinct columns) of the TMEM cells one warp's tcgen05.ld/st at (lane0, col0)
    touches: read-only arrays, cached (a kernel issues the same few accesses again and again).
    Raises TmemError for lanes outside the warp's quarter."""
    q = warp % 4
    if lane0 >= 32 and lane0 // 32 != q:
        raise TmemError(TMEM_LANE_QUARTER.format(what=what, warp=warp, lo=32 * q, hi=32 * q + 31,
                                                  but=f"the address names lane {lane0}"))
    lanes, cols = fragment(shape, num, half_split_off)
    lanes = lanes + lane0 % 32
    if int(lanes.max()) >= 32:
        raise TmemError(TMEM_LANE_QUARTER.format(
            what=what, warp=warp, lo=32 * q, hi=32 * q + 31,
            but=f".{shape} at lane offset {lane0 % 32} reaches lane {32 * q + int(lanes.max())}"))
    lanes = lanes + 32 * q
    if pack:
        cols = np.stack([2 * cols, 2 * cols + 1], -1)
        lanes = np.stack([lanes, lanes], -1)
    cols = cols + col0
    distinct = np.unique(cols)
    for a in (lanes, cols, distinct):
        a.flags.writeable = False
    return lanes, cols, distinct


def _bits32(regs) -> np.ndarray:
    r = np.asarray(regs)
    if r.dtype.itemsize != 4:
        raise TmemError(TMEM_REGISTER_WIDTH.format(dtype=r.dtype))
    return np.ascontiguousarray(r).view(np.uint32)
