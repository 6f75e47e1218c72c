"""Warp-collective matrix loads and stores between shared memory and registers: ``nvvm.ldmatrix``
and ``nvvm.stmatrix`` (PTX ISA 9.1 §9.7.14.5.15 "ldmatrix", §9.7.14.5.16 "stmatrix"), which jax 0.11.2 and later
emit for FragmentedArray.load_tiled / store_tiled (fragmented_array.py:4394-4458, :4525-4557 in the 0.12.0.1 wheel):
``m = 8, n = 8``, ``b16`` (layout ``col`` is the ``.trans`` form), and for an 8-bit value loaded through a
transposed ref on sm_100a ``ldmatrix`` ``m = 16, n = 16``, ``b8``, ``col``, ``num`` 1 or 2.

Which bytes each lane's registers hold is mgpu/emulator/matrix_fragments.py's. The other forms (``stmatrix``
``m16n8 .b8``, ``ldmatrix`` ``m8n16`` and the ``b8x16.b6x16_p32`` / ``b8x16.b4x16_p64`` decompressing loads) are
refused by name: jax emits none of them (its 8-bit transposed store asks for an ``stmatrix`` ``m16n16``, which
MLIR's verifier rejects). Every access goes through memory.load / memory.store, so it is checked against the CTA's
SMEM hazards like any other.
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
from mgpu.emulator.matrix_fragments import M8N8_B16, M8N8_TRANS_B16, M16N16_TRANS_B8, ROW_BYTES, Form
from mgpu.emulator.program import Prep
from mgpu.emulator.types import SMEM, ptr_space

# (shape, element type, layout) -> form: ldmatrix runs LOAD_FORMS, stmatrix the 16-bit ones
_B16_FORMS = {((8, 8), LdStMatrixEltType.B16, MMALayout.ROW): M8N8_B16,
              ((8, 8), LdStMatrixEltType.B16, MMALayout.COL): M8N8_TRANS_B16}
LOAD_FORMS = {**_B16_FORMS, ((16, 16), LdStMatrixEltType.B8, MMALayout.COL): M16N16_TRANS_B8}


def _form(p: Prep, what: str, forms: dict) -> Form:
    """The form of the op, checked to be one of ``forms``, on a shared-memory pointer."""
    op = p.op
    form = forms.get((op.shape.dims, op.eltType.data, op.layout.data))
    if form is None:
        m, n = op.shape.dims
        raise p.error(diag.MATRIX_SHAPE_UNSUPPORTED.format(what=what, m=m, n=n, elttype=op.eltType.data))
    if ptr_space(p.in_types[0]) != SMEM:
        raise p.error(diag.MATRIX_POINTER_SPACE.format(what=what, type=p.in_types[0]))
    return form


def _whole_warps(ctx: Context, what: str) -> np.ndarray:
    """The active threads, checked to be whole warps (``.sync.aligned``: every lane of a warp executes
    the instruction together; a diverged or exited lane is undefined behaviour)."""
    idx = active(ctx)
    if ctx.mask is not None:
        warps = np.unique(ctx.all_idx[idx] // WARP_SIZE) if idx.size else idx
        if idx.size != warps.size * WARP_SIZE:
            raise EmulatorError(diag.MATRIX_PARTIAL_WARP.format(what=what, size=idx.size, size2=warps.size))
    return idx


def _row_addresses(ctx: Context, addrs, idx: np.ndarray, count: int, what: str) -> np.ndarray:
    """Each thread's warp's ``count`` row addresses: (T, count), entry ``k`` the address lane ``k`` gives."""
    T = ctx.T
    a = per_thread(addrs, T).astype(np.int64)
    base = ctx.all_idx - lane_of(ctx)  # the position of each thread's lane 0 (warps are aligned)
    rows = a[np.minimum(base[:, None] + np.arange(count), T - 1)]
    given = rows[idx]
    if (given % ROW_BYTES).any():
        bad = int(given[given % ROW_BYTES != 0][0])
        raise MemoryFault(diag.MATRIX_ROW_MISALIGNED.format(what=what, bad=bad, row_bytes=ROW_BYTES))
    return rows


def ldmatrix(ctx: Context, addrs, num: int, form: Form) -> list[np.ndarray]:
    """``ldmatrix`` of ``num`` matrices of ``form``: each thread's ``num form.regs`` registers (int32)."""
    what = "ldmatrix"
    idx = _whole_warps(ctx, what)
    if idx.size == 0:
        return [np.zeros(ctx.T, np.int32)] * (num * form.regs)
    rows, lane = _row_addresses(ctx, addrs, idx, form.rows * num, what), lane_of(ctx)
    bits = 8 * form.part.itemsize
    out = []
    for i in range(num):
        for k in range(form.regs):
            word = np.zeros(ctx.T, np.uint32)
            for h, a in enumerate(form.parts(rows, lane, i, k)):
                word |= memory.load(ctx, SMEM, a, form.part).reshape(-1).astype(np.uint32) << np.uint32(bits * h)
            out.append(word.view(np.int32))
    return out


def stmatrix(ctx: Context, addrs, values: list, form: Form) -> None:
    """``stmatrix`` of ``len(values)`` matrices of ``form`` (one register each): each thread's registers
    ``values`` (32-bit) into their places of the matrices."""
    what = "stmatrix"
    idx = _whole_warps(ctx, what)
    if idx.size == 0:
        return
    rows, lane = _row_addresses(ctx, addrs, idx, form.rows * len(values), what), lane_of(ctx)
    bits = 8 * form.part.itemsize
    for i, v in enumerate(values):
        word = per_thread(np.asarray(v), ctx.T).astype(np.int32).view(np.uint32)
        for h, a in enumerate(form.parts(rows, lane, i, 0)):
            memory.store(ctx, SMEM, a, (word >> np.uint32(bits * h)).astype(form.part), form.part)


@handler(LdMatrixOp, batch_native=True)  # per warp: a batched context stacks whole warpgroups
def _ldmatrix(p: Prep):
    form = _form(p, "nvvm.ldmatrix", LOAD_FORMS)
    (ptr,), r, num = p.ins, p.outs[0], p.op.num.value.data

    def run(ctx: Context, R: Registers):
        regs = ldmatrix(ctx, R[ptr], num, form)
        R[r] = regs[0] if len(regs) == 1 else tuple(regs)

    return run


@handler(StMatrixOp, batch_native=True)
def _stmatrix(p: Prep):
    form = _form(p, "nvvm.stmatrix", _B16_FORMS)
    ptr, *sources = p.ins

    def run(ctx: Context, R: Registers):
        stmatrix(ctx, R[ptr], [R[s] for s in sources], form)

    return run
