"""Tensor Memory and tcgen05 (sm_100a): allocator, ld/st, mma (numpy, no xDSL).

Sources: PTX ISA 9.1 §9.7.16.1 (TMEM: 128 lanes x 512 columns of 32 bits per CTA; address =
lane << 16 | column), §9.7.16.1.2 / §9.7.16.7.1 (alloc / dealloc / relinquish_alloc_permit:
nCols a power of 2 in [32, 512]), §9.7.16.8.1 (warp w of a warpgroup may access only lanes
32*(w%4) .. 32*(w%4)+31), §9.7.16.8.3-4 (tcgen05.ld/st shapes and .num; thread -> (lane, column)
maps of figures 183-187 as decoded from CUTLASS ``copy_traits_sm100.hpp``, sm_semantics §5.4),
§9.7.16.8.2 (.pack::16b / .unpack::16b), §9.7.16.10 (tcgen05.mma kind::f16; instruction
descriptor, Table 42), §9.7.16.4.1 (SMEM matrix descriptor, see :mod:`mgpu.emulator.wgmma`).

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
    tm.mma(d_taddr, a_desc, b_desc, idesc, accumulate, smem)   # tcgen05.mma.cta_group::1.kind::f16
    tm.dealloc(taddr, 128); tm.check_freed()
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from mgpu.arch import TMEM_COLUMNS, TMEM_LANES
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.wgmma import MMA_INPUT_DTYPES, MmaError, decode_smem_descriptor, load_operand, mma_f32


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
        raise TmemError(f"unsupported tcgen05.ld/st shape .{shape}")
    base, width, _ = SHAPES[shape]
    if num < 1 or num & (num - 1) or base * num > 128:
        raise TmemError(f"unsupported .x{num} for tcgen05 shape .{shape}")
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


@dataclass(frozen=True)
class InstrDescriptor:
    """Decoded tcgen05 instruction descriptor for kind::f16 (PTX Table 42)."""
    m: int
    n: int
    dtype: str        # f16 / f32 (D)
    atype: str        # f16 / bf16
    btype: str
    negate_a: bool
    negate_b: bool
    transpose_a: bool  # A is M-major
    transpose_b: bool  # B is N-major

    @classmethod
    def decode(cls, idesc) -> "InstrDescriptor":
        d = int(np.asarray(idesc).reshape(-1)[0]) if np.ndim(idesc) else int(idesc)
        d &= 0xFFFFFFFF
        if d & 0b100:
            raise MmaError("sparse tcgen05.mma is not supported")
        dt = {0: "f16", 1: "f32"}.get((d >> 4) & 3)
        ab = {0: "f16", 1: "bf16"}
        at, bt = ab.get((d >> 7) & 7), ab.get((d >> 10) & 7)
        if dt is None or at is None or bt is None:
            raise MmaError(f"unsupported tcgen05.mma kind::f16 types in instruction descriptor 0x{d:08x}")
        return cls(m=((d >> 24) & 0x1F) << 4, n=((d >> 17) & 0x3F) << 3, dtype=dt, atype=at, btype=bt,
                   negate_a=bool(d >> 13 & 1), negate_b=bool(d >> 14 & 1),
                   transpose_a=bool(d >> 15 & 1), transpose_b=bool(d >> 16 & 1))

    def encode(self) -> int:
        ab = {"f16": 0, "bf16": 1}
        return ((1 if self.dtype == "f32" else 0) << 4 | ab[self.atype] << 7 | ab[self.btype] << 10
                | self.negate_a << 13 | self.negate_b << 14 | self.transpose_a << 15 | self.transpose_b << 16
                | (self.n >> 3) << 17 | (self.m >> 4) << 24)


class Tmem:
    """One CTA's Tensor Memory: ``cells`` uint32 (128 lanes, 512 columns), and its allocator.

    ``cells`` / ``allocations`` may be given to make this object a view over storage kept
    elsewhere (e.g. machine.CTA's ``tmem`` array and ``tmem_alloc`` dict {start column: ncols});
    they are used in place, never copied."""

    def __init__(self, cells: np.ndarray | None = None, allocations: dict | None = None, permit: bool = True):
        if cells is None:
            cells = np.zeros((TMEM_LANES, TMEM_COLUMNS), np.uint32)
        if cells.shape != (TMEM_LANES, TMEM_COLUMNS) or cells.dtype != np.uint32:
            raise TmemError(f"TMEM storage must be uint32 {(TMEM_LANES, TMEM_COLUMNS)}, got {cells.dtype} {cells.shape}")
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
            raise TmemError(f"tcgen05.alloc of {ncols} columns: must be a power of 2 in [32, 512]")
        if not self.permit:
            raise TmemError("tcgen05.alloc after tcgen05.relinquish_alloc_permit")
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
            raise TmemError(f"tcgen05.dealloc of {ncols} columns at TMEM address 0x{int(taddr) & 0xFFFFFFFF:x} "
                            f"does not match an allocation (allocated: {self.describe_allocs()})")
        del self.allocations[col]

    def relinquish_alloc_permit(self) -> None:
        self.permit = False

    def check_freed(self) -> None:
        """Everything allocated must be deallocated before the kernel exits [§9.7.16.7.1]."""
        if self.allocations:
            raise TmemError(f"the kernel exits with TMEM still allocated ({self.describe_allocs()})")

    def describe_allocs(self) -> str:
        return ", ".join(f"columns {c}..{c + n - 1}" for c, n in sorted(self.allocations.items())) or "nothing"

    def _check_cols(self, cols: np.ndarray, what: str) -> None:
        lo, hi = int(cols.min()), int(cols.max())
        if lo < 0 or hi >= TMEM_COLUMNS:
            raise TmemError(f"{what}: TMEM column {hi if hi >= TMEM_COLUMNS else lo} is out of range "
                            f"[0, {TMEM_COLUMNS})")
        used = self.allocated
        if not used[cols].all():
            bad = int(cols[~used[cols]].min())
            raise TmemError(f"{what}: TMEM column {bad} is not allocated (allocated: {self.describe_allocs()})")

    # ------------------------------------------------------------------ ld / st
    def _cells_of(self, taddr, shape: str, num: int, warp: int, half_split_off: int, pack: bool, what: str):
        lane0, col0 = split_taddr(taddr)
        lanes, cols, distinct = _warp_cells(lane0, col0, shape, int(num), int(warp), int(half_split_off), bool(pack),
                                            what)
        self._check_cols(distinct, what)
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
            raise TmemError(f"tcgen05.st.{shape}.x{num} needs {lanes.shape[1]} registers per thread, got {r.shape[1]}")
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
            raise TmemError(f"tcgen05.cp.{shape} needs a TMEM address at lane 0, got lane {lane0}")
        self._check_cols(np.arange(col0, col0 + cols), "tcgen05.cp")
        data = load_operand(smem, decode_smem_descriptor(s_desc, "sm100"), rows, cols, np.uint32, True, reads=reads)
        for lanes in cp_lanes(shape, multicast):
            self.cells[lanes, col0:col0 + cols] = data
        return col0, col0 + cols

    def mma(self, d_taddr, a_desc, b_desc, idesc, accumulate, smem: np.ndarray, *, smem_base: int = 0,
            cta_group: int = 1, reads: list | None = None, a_in_tmem: bool = False) -> tuple[int, int]:
        """``tcgen05.mma.cta_group::1.kind::f16 [d], a_desc, b_desc, idesc, enable_input_d``, or with
        ``a_in_tmem`` ``[d], [a_taddr], b_desc, ...``: ``a_desc`` is then A's TMEM address (see
        :meth:`a_from_tmem`).

        A (M x 16) and B (16 x N) come from SMEM through sm_100 descriptors (K-major unless the
        idesc transpose bit says MN-major); D (M x N) lives in TMEM at ``d_taddr``: row i in lane
        ``lane + i``, column j at ``column + j`` (Layout D, M = 128).  f32 D is stored as its bits;
        f16 D uses the low 16 bits of each cell.  ``accumulate`` false: D = A*B.  Done at once (a
        following ``tcgen05.commit`` may arrive immediately).  Returns the columns [lo, hi) of D;
        ``reads``: see :func:`mgpu.emulator.wgmma.load_operand`."""
        if cta_group != 1:
            raise MmaError("tcgen05.mma.cta_group::2 is not supported")
        idd = InstrDescriptor.decode(idesc)
        if idd.m != 128:
            raise MmaError(f"tcgen05.mma with M = {idd.m} is not supported (only M = 128)")
        if idd.n % 16 or not 16 <= idd.n <= 256:
            raise MmaError(f"tcgen05.mma with N = {idd.n} is invalid for M = 128")
        if idd.atype != idd.btype:
            raise MmaError("tcgen05.mma kind::f16 with different A and B types is not supported")
        dt = MMA_INPUT_DTYPES[idd.atype]
        if a_in_tmem:
            a = self.a_from_tmem(a_desc, idd)
        else:
            a = load_operand(smem, decode_smem_descriptor(a_desc, "sm100"), idd.m, 16, dt, not idd.transpose_a,
                             smem_base, reads)
        bt = load_operand(smem, decode_smem_descriptor(b_desc, "sm100"), idd.n, 16, dt, not idd.transpose_b, smem_base,
                          reads)
        if idd.negate_a:
            a = -a
        if idd.negate_b:
            bt = -bt
        lane0, col0 = split_taddr(d_taddr)
        if lane0 != 0:
            raise TmemError(f"tcgen05.mma with M = 128 needs D at TMEM lane 0, got lane {lane0}")
        cols = np.arange(col0, col0 + idd.n)
        self._check_cols(cols, "tcgen05.mma")
        view = self.cells[:, col0:col0 + idd.n]
        acc = bool(np.all(accumulate)) if np.ndim(accumulate) else bool(accumulate)
        if idd.dtype == "f32":
            c = view.view(np.float32) if acc else None
            self.cells[:, col0:col0 + idd.n] = mma_f32(a, bt.T, c).view(np.uint32)
        else:
            c = (view & 0xFFFF).astype(np.uint16).view(np.float16) if acc else None
            d = mma_f32(a, bt.T, c).astype(np.float16)
            self.cells[:, col0:col0 + idd.n] = d.view(np.uint16).astype(np.uint32)
        return col0, col0 + idd.n

    def a_from_tmem(self, a_taddr, idd: InstrDescriptor) -> np.ndarray:
        """The (M x 16) A operand of a kind::f16 ``tcgen05.mma`` read from TMEM at ``a_taddr``
        [PTX ISA 9.1 §9.7.16.10.5, Layout D (M = 128, as for D): row i in lane i; §9.7.16.10.4: A's
        16-bit elements packed two per 32-bit column, element k in column k // 2, in its low half
        when k is even]; jax stores it so (tcgen05.py at jax-v0.10.2, ``_do_mma``: A advances
        ``instr_k // packing`` columns per K step; ``tmem_default_layout(packing=2)``).  A in TMEM is
        always K-major: the transpose-A bit must be clear."""
        if idd.transpose_a:
            raise MmaError("tcgen05.mma with A in Tensor Memory and the transpose-A bit set is not supported "
                           "(A in TMEM is K-major)")
        lane0, col0 = split_taddr(a_taddr)
        if lane0 != 0:
            raise TmemError(f"tcgen05.mma with M = 128 needs A at TMEM lane 0, got lane {lane0}")
        self._check_cols(np.arange(col0, col0 + 8), "tcgen05.mma (A operand)")
        cells = self.cells[:idd.m, col0:col0 + 8]
        halves = np.stack([cells & 0xFFFF, cells >> 16], -1).astype(np.uint16).reshape(idd.m, 16)
        return halves.view(MMA_INPUT_DTYPES[idd.atype])


@lru_cache(maxsize=1024)
def _warp_cells(lane0: int, col0: int, shape: str, num: int, warp: int, half_split_off: int, pack: bool, what: str):
    """(lanes, columns, distinct columns) of the TMEM cells one warp's tcgen05.ld/st at (lane0, col0)
    touches: read-only arrays, cached (a kernel issues the same few accesses again and again).
    Raises TmemError for lanes outside the warp's quarter."""
    q = warp % 4
    if lane0 >= 32 and lane0 // 32 != q:
        raise TmemError(f"{what}: warp {warp} may access only TMEM lanes {32 * q}..{32 * q + 31}, "
                        f"but the address names lane {lane0}")
    lanes, cols = fragment(shape, num, half_split_off)
    lanes = lanes + lane0 % 32
    if int(lanes.max()) >= 32:
        raise TmemError(f"{what}: warp {warp} may access only TMEM lanes {32 * q}..{32 * q + 31}, "
                        f"but .{shape} at lane offset {lane0 % 32} reaches lane {32 * q + int(lanes.max())}")
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
        raise TmemError(f"tcgen05 registers must be 32-bit values, got {r.dtype}")
    return np.ascontiguousarray(r).view(np.uint32)
