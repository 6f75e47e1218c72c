"""Warp-level instructions: elect.sync (PTX ISA 9.1 §9.7.13.14) and shfl.sync (§9.7.9.6)."""

from __future__ import annotations

import numpy as np

from mgpu.arch import WARP_SIZE
from mgpu.dialect.nvvm.warp import ElectSyncOp, ShflOp
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.registry import handler
from mgpu.emulator.lanes import lane_of, per_thread
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep


@handler(ElectSyncOp, batch_native=True)
def _elect(p: Prep):
    r = p.outs[0]
    unmasked: dict = {}  # without a mask the result depends on the thread count alone (like the
    # static values of program.py, registers are never written in place)

    def run(ctx: Context, R: Registers):
        T = ctx.T
        if ctx.mask is None:
            out = unmasked.get(T)
            if out is None:
                out = unmasked[T] = elect(T, np.ones(T, bool))
            R[r] = out
        else:
            R[r] = elect(T, ctx.mask)

    def elect(T, m):
        out = np.zeros(T, bool)
        nw = (T + WARP_SIZE - 1) // WARP_SIZE
        mm = np.zeros(nw * WARP_SIZE, bool)
        mm[:T] = m
        mm = mm.reshape(nw, WARP_SIZE)
        first = np.argmax(mm, axis=1)
        has = mm.any(axis=1)
        idx = (np.arange(nw) * WARP_SIZE + first)[has]
        out[idx] = True
        return out

    return run


# pure: a function of its operands and the thread index (the mask is not read), so static operands
# give a static result (program.Program.static)
@handler(ShflOp, pure=True)
def _shfl(p: Prep):
    mask_s, val, b, c = p.ins
    r = p.outs[0]
    mode = p.op.kind.data.value  # nvvm ShflKind: idx, up, down, bfly

    def run(ctx: Context, R: Registers):
        T = ctx.T
        v = per_thread(R[val], T)
        lane = lane_of(ctx)
        bb = per_thread(R[b], T).astype(np.int64)
        cc = per_thread(R[c], T).astype(np.int64)
        clamp = cc & 31
        seg = (cc >> 8) & 31
        min_lane = lane & seg
        max_lane = min_lane | (clamp & ~seg)
        if mode == "idx":
            src = (bb & ~seg) | min_lane
            ok = src <= max_lane
        elif mode == "up":
            src = lane - bb
            ok = src >= max_lane
        elif mode == "down":
            src = lane + bb
            ok = src <= max_lane
        else:
            src = lane ^ bb
            ok = src <= max_lane
        src = np.where(ok, src, lane)
        # position of the source thread in the context (warps are aligned: a context starts at a
        # multiple of 32 threads; a batched context stacks whole warpgroups)
        pos = np.clip(ctx.all_idx - lane + src, 0, T - 1)
        R[r] = v[pos]
        if len(p.outs) > 1:
            R[p.outs[1]] = ok

    return run
