"""Warp-collective matrix loads and stores between shared memory and registers: ``nvvm.ldmatrix``
and ``nvvm.stmatrix`` (PTX ISA 9.1 §9.7.14.5.15 "ldmatrix", §9.7.14.5.16 "stmatrix"), which jax 0.12
emits for FragmentedArray.load_tiled / store_tiled of 16-bit data (fragmented_array.py at
jax-v0.12.0.1: ``nvvm.ldmatrix`` / ``nvvm.stmatrix`` with ``m = 8, n = 8``, ``b16``; layout ``col`` is
the ``.trans`` form).

The ``.m8n8.x{1,2,4}.b16`` forms, with and without ``.trans``: matrix ``i`` (of ``num``) is 8 rows of
8 16-bit elements, row ``r`` at the address lane ``8 i + r`` of the warp gives (16 bytes, 16-byte
aligned). Each lane holds a fragment of each matrix in one 32-bit register: lane ``l`` holds
row ``l / 4``, columns ``2 (l % 4)`` and ``2 (l % 4) + 1`` (the lower column in the low half); with
``.trans`` it holds column ``l / 4``, rows ``2 (l % 4)`` and ``2 (l % 4) + 1``.

The 8-bit forms (``m16n16`` / ``m16n8`` ``b8``, ``m8n16``) are refused by name. Every access goes
through memory.load / memory.store, so it is checked against the CTA's SMEM hazards like any other.
"""

from __future__ import annotations

import numpy as np

from mgpu.arch import WARP_SIZE
from mgpu.dialect.diagnostics.emulator import tensor_core as diag
from mgpu.dialect.nvvm.matrix import LdMatrixOp, LdStMatrixEltType, MMALayout, StMatrixOp
from mgpu.emulator import memory
from mgpu.emulator.errors import EmulatorError, MemoryFault
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.registry import handler
from mgpu.emulator.lanes import active, lane_of, per_thread
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.types import SMEM, ptr_space

ROW_BYTES = 16  # a row of an 8x8 matrix of 16-bit elements


def _form(p: Prep, what: str) -> bool:
    """Check the op is an ``m8n8 b16`` form on a shared-memory pointer; whether it is ``.trans``."""
    op = p.op
    if op.shape.dims != (8, 8) or op.eltType.data != LdStMatrixEltType.B16:
        m, n = op.shape.dims
        raise p.error(diag.MATRIX_SHAPE_UNSUPPORTED.format(what=what, m=m, n=n, elttype=op.eltType.data))
    if ptr_space(p.in_types[0]) != SMEM:
        raise p.error(diag.MATRIX_POINTER_SPACE.format(what=what, type=p.in_types[0]))
    return op.layout.data == MMALayout.COL


def _whole_warps(ctx: Context, what: str) -> np.ndarray:
    """The active threads, checked to be whole warps (``.sync.aligned``: every lane of a warp executes
    the instruction together; a diverged or exited lane is undefined behaviour)."""
    idx = active(ctx)
    if ctx.mask is not None:
        warps = np.unique(ctx.all_idx[idx] // WARP_SIZE) if idx.size else idx
        if idx.size != warps.size * WARP_SIZE:
            raise EmulatorError(diag.MATRIX_PARTIAL_WARP.format(what=what, size=idx.size, size2=warps.size))
    return idx


def _row_addresses(ctx: Context, addrs, idx: np.ndarray, num: int, what: str) -> np.ndarray:
    """Each thread's warp's row addresses: (T, 8 num), entry ``k`` the address lane ``k`` gives."""
    T = ctx.T
    a = per_thread(addrs, T).astype(np.int64)
    base = ctx.all_idx - lane_of(ctx)  # the position of each thread's lane 0 (warps are aligned)
    rows = a[np.minimum(base[:, None] + np.arange(8 * num), T - 1)]
    given = rows[idx]
    if (given % ROW_BYTES).any():
        bad = int(given[given % ROW_BYTES != 0][0])
        raise MemoryFault(diag.MATRIX_ROW_MISALIGNED.format(what=what, bad=bad, row_bytes=ROW_BYTES))
    return rows


def _fragment_addresses(rows: np.ndarray, lane: np.ndarray, i: int, trans: bool) -> tuple[np.ndarray, ...]:
    """The SMEM addresses of each thread's fragment of matrix ``i``: without ``.trans`` one 32-bit
    word (its two columns are adjacent), with it the two 16-bit elements, low half first."""
    g, q = lane // 4, lane % 4
    if not trans:
        return (rows[np.arange(rows.shape[0]), 8 * i + g] + 4 * q,)
    t = np.arange(rows.shape[0])
    return tuple(rows[t, 8 * i + 2 * q + h] + 2 * g for h in (0, 1))


def ldmatrix(ctx: Context, addrs, num: int, trans: bool) -> list[np.ndarray]:
    """``ldmatrix.sync.aligned.m8n8.x{num}{.trans}.shared.b16``: each thread's ``num`` registers (int32)."""
    what = "ldmatrix"
    idx = _whole_warps(ctx, what)
    if idx.size == 0:
        return [np.zeros(ctx.T, np.int32)] * num
    rows, lane = _row_addresses(ctx, addrs, idx, num, what), lane_of(ctx)
    out = []
    for i in range(num):
        parts = [memory.load(ctx, SMEM, a, np.dtype(np.uint32 if not trans else np.uint16)).reshape(-1)
                 for a in _fragment_addresses(rows, lane, i, trans)]
        word = parts[0] if not trans else parts[0].astype(np.uint32) | parts[1].astype(np.uint32) << 16
        out.append(word.view(np.int32))
    return out


def stmatrix(ctx: Context, addrs, values: list, trans: bool) -> None:
    """``stmatrix.sync.aligned.m8n8.x{len(values)}{.trans}.shared.b16``: each thread's registers
    ``values`` (32-bit) into their places of the matrices."""
    what = "stmatrix"
    idx = _whole_warps(ctx, what)
    if idx.size == 0:
        return
    rows, lane = _row_addresses(ctx, addrs, idx, len(values), what), lane_of(ctx)
    for i, v in enumerate(values):
        word = per_thread(np.asarray(v), ctx.T).astype(np.int32).view(np.uint32)
        spots = _fragment_addresses(rows, lane, i, trans)
        if not trans:
            memory.store(ctx, SMEM, spots[0], word, np.dtype(np.uint32))
        else:
            for h, a in enumerate(spots):
                memory.store(ctx, SMEM, a, (word >> (16 * h)).astype(np.uint16), np.dtype(np.uint16))


@handler(LdMatrixOp, batch_native=True)  # per warp: a batched context stacks whole warpgroups
def _ldmatrix(p: Prep):
    trans = _form(p, "nvvm.ldmatrix")
    (ptr,), r, num = p.ins, p.outs[0], p.op.num.value.data

    def run(ctx: Context, R: Registers):
        regs = ldmatrix(ctx, R[ptr], num, trans)
        R[r] = regs[0] if num == 1 else tuple(regs)

    return run


@handler(StMatrixOp, batch_native=True)
def _stmatrix(p: Prep):
    trans = _form(p, "nvvm.stmatrix")
    ptr, *sources = p.ins

    def run(ctx: Context, R: Registers):
        stmatrix(ctx, R[ptr], [R[s] for s in sources], trans)

    return run
