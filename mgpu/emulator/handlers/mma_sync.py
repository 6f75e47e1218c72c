"""``mma.sync.aligned.m16n8k{K}.row.col.{d}.{a}.{b}.{c} {d0..d3}, {a0..a3}, {b0, b1}, {c0..c3}``
(jax/experimental/mosaic/gpu/mma.py:131 at jax-v0.10.2): a warp-synchronous MMA whose operands are
the registers of the warp's 32 lanes; the semantics are mgpu.emulator.mma_sync's. The nvvm dialect
mgpu registers has no mma.sync op, so this is its one spelling."""

from __future__ import annotations

import numpy as np

from mgpu.arch import WARP_SIZE
from mgpu.dialect.diagnostics.emulator import tensor_core as diag
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handler_spec import Prepared, Registers
from mgpu.emulator.handlers.ptx_operands import per_thread_value, ptx_args, result_dtypes, set_outputs
from mgpu.emulator.handlers.registry import ptx_rule
from mgpu.emulator.lanes import active
from mgpu.emulator.machine import Context
from mgpu.emulator.mma_sync import MmaSyncError, check_form, mma_sync
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import InlineAsm, Instr, Vec

_REGS = (4, 4, 2, 4)  # d, a, b, c registers per lane


@ptx_rule("mma.sync")
def _mma_sync(p: Prep, parsed: InlineAsm, ins: Instr):
    mods = ins.modifiers
    if len(mods) != 8 or mods[0] != "aligned" or mods[2:4] != ("row", "col"):
        raise p.error(diag.MMA_SYNC_FORM.format(ins_text=ins.text))
    shape, dtype, atype, btype, ctype = mods[1], *mods[4:]
    try:
        check_form(shape, dtype, atype, btype, ctype)
    except MmaSyncError as e:
        raise p.error(str(e)) from None
    ops = ins.operands
    if (ins.predicate is not None or len(ops) != 4 or any(not isinstance(o, Vec) or len(o.items) != n
                                                          for o, n in zip(ops, _REGS))
            or [getattr(d, "n", None) for d in ops[0].items] != list(range(len(parsed.outputs)))):
        raise p.error(diag.MMA_SYNC_OPERANDS.format(ins_text=ins.text))
    out_dtypes = result_dtypes(p, parsed)
    if any(d != np.dtype(np.float32 if dtype == "f32" else np.int32) for d in out_dtypes):
        raise p.error(diag.MMA_SYNC_RESULT_TYPE.format(ins_text=ins.text, type='f32' if dtype == 'f32' else 'i32'))
    outs = p.outs
    ctype_np = out_dtypes[0]

    def run(ctx: Context, R: Registers):
        T = ctx.T
        if T % WARP_SIZE or active(ctx).size != T:
            raise EmulatorError(diag.MMA_SYNC_PARTIAL_WARP.format(warp_size=WARP_SIZE))
        args = ptx_args(p, parsed, R)

        def regs(vec: Vec, dt) -> np.ndarray:  # (warps, 32, registers)
            cols = [per_thread_value(x, args, T) for x in vec.items]
            return np.stack([np.asarray(c).astype(dt) for c in cols], axis=-1).reshape(T // WARP_SIZE, WARP_SIZE, -1)

        d = mma_sync(regs(ops[1], np.int64), regs(ops[2], np.int64), regs(ops[3], ctype_np), shape, atype, btype,
                     dtype)
        d = d.reshape(T, 4).astype(ctype_np)
        set_outputs(R, outs, tuple(d[:, i] for i in range(4)))

    return Prepared(run, batch_native=True)  # per warp: a batched context stacks whole warpgroups
