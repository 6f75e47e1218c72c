"""scf dialect with masked (divergent) execution.

A region whose condition is the same for every active thread runs once with the current mask; a
divergent condition runs each taken region under the sub-mask of its threads and merges the
results per thread (``np.where``). Side-effecting handlers read ``ctx.mask``.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects import scf

from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.emulator.execute import CompiledBlock, run_block
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.registry import handler
from mgpu.emulator.lanes import uniform_int_active
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.register_hazards import carries


def _merge(masks_vals, T):
    """Per-thread merge of region results: list of (mask, values)."""
    if len(masks_vals) == 1:
        return masks_vals[0][1]
    out = []
    for k in range(len(masks_vals[0][1])):
        acc = None
        for m, vals in masks_vals:
            v = vals[k]
            acc = v if acc is None else _where(m, v, acc)
        out.append(acc)
    return out


def _where(m, a, b):
    if isinstance(a, tuple):
        return tuple(_where(m, x, y) for x, y in zip(a, b))
    if a is None:
        return b
    m2 = m.reshape(m.shape + (1,) * (np.ndim(a) - 1))
    return np.where(m2, a, b)


def _run_region(cb, ctx, R, mask):
    saved = ctx.mask
    ctx.mask = mask
    try:
        yield from run_block(cb, ctx, R)
    finally:
        ctx.mask = saved
    return [R[s] for s in cb.yield_slots]


def _branches(ctx: Context, R: Registers, regions, selectors, outs, carries):
    """Run the regions whose selector mask has an active thread; selectors: bool arrays (T|1,);
    carries: per region, what the register checks follow into the results (Program.carry)."""
    act = ctx.mask
    taken = []
    for cb, sel, carry in zip(regions, selectors, carries):
        m = np.broadcast_to(sel, (ctx.T,)) if act is None else (np.broadcast_to(sel, (ctx.T,)) & act)
        if m.any():
            taken.append((cb, m, carry))
    if len(taken) == 1:
        cb, _, carry = taken[0]
        vals = yield from _run_region(cb, ctx, R, act)
        results = vals
        if carry is not None:
            carry(ctx)
    else:
        mv = []
        for cb, m, carry in taken:
            if ctx.batch is not None and not cb.fns and not outs:
                _count_empty(ctx, m, [t for _, t, _ in taken])
                continue
            vals = yield from _run_region(cb, ctx, R, m)
            if carry is not None:
                carry(ctx, merge=bool(mv))
            mv.append((m, vals))
        results = _merge(mv, ctx.T) if mv else [None] * len(outs)
        if len(mv) > 1 and ctx.regs is not None and ctx.regs.pending:  # (new arrays: register_hazards.py)
            ctx.regs.merged([vals for _, vals in mv], results)
    for s, v in zip(outs, results):
        R[s] = v


def _count_empty(ctx: Context, m, masks):
    """An empty region (only its terminator) taken by the threads ``m`` of a batched context: one
    CTA at a time, a CTA enters it only where its threads diverge (a condition that is the same
    for all of a CTA's threads, e.g. from the block id, skips an empty region: ``_run_taken``)."""
    B = ctx.weight
    per_cta = [x.reshape(B, -1).any(axis=1) for x in masks]
    diverges = np.sum(per_cta, axis=0) > 1
    n = int((m.reshape(B, -1).any(axis=1) & diverges).sum())
    ctx.machine.steps += n
    ctx.steps += n


@handler(scf.IfOp, batch_native=True)
def _if(p: Prep):
    (c,) = p.ins
    then = p.region(0)
    other = p.region(1)
    outs = p.outs
    carries = _carries(p)

    def run(ctx: Context, R: Registers):
        cond = R[c]
        if cond.shape[0] == 1:  # uniform
            taken = 0 if cond[0] else 1
            cb = (then, other)[taken]
            if not cb.fns and not outs:
                return None
            return _run_taken(cb, ctx, R, outs, carries[taken])
        return _branches(ctx, R, [then, other], [cond, ~cond], outs, carries)

    return run


def _run_taken(cb: CompiledBlock, ctx: Context, R: Registers, outs: list[int], carry):
    """Run the region every active thread takes (a uniform condition); bind its results (``carry``: what the
    register checks follow into them, Program.carry)."""
    yield from run_block(cb, ctx, R)
    for s, y in zip(outs, cb.yield_slots):
        R[s] = R[y]
    if carry is not None:
        carry(ctx)


def _carries(p: Prep) -> list:
    """Program.carry of each of the op's bindings (register_hazards.carries), its regions compiled."""
    return [p.prog.carry(values, become) for values, become in carries(p.op)]


@handler(scf.IndexSwitchOp, batch_native=True)
def _switch(p: Prep):
    (arg,) = p.ins
    cases = p.array_prop("cases")
    regions = [p.region(i) for i in range(len(p.op.regions))]  # default region is regions[0]
    default, case_regions = regions[0], regions[1:]
    outs = p.outs
    carries = _carries(p)

    def run(ctx: Context, R: Registers):
        x = R[arg]
        if x.shape[0] == 1:
            v = int(x[0])
            taken = cases.index(v) + 1 if v in cases else 0
            return _run_taken(regions[taken], ctx, R, outs, carries[taken])
        sels = [x == c for c in cases]
        dflt = ~np.logical_or.reduce(sels) if sels else np.ones(x.shape, bool)
        return _branches(ctx, R, case_regions + [default], sels + [dflt], outs, carries[1:] + carries[:1])

    return run


@handler(scf.ForOp, batch_native=True)
def _for(p: Prep):
    lb, ub, step, *inits = p.ins
    body = p.region(0)
    outs = p.outs
    # what the register checks follow into the body's arguments (from the inits, then from the yields) and the
    # results (from the last yields, or the inits when no iteration runs)
    enter, again, leave, skip = _carries(p)

    def gen(ctx: Context, R: Registers):
        lo = uniform_int_active(ctx, R[lb], "scf.for lower bound")
        hi = uniform_int_active(ctx, R[ub], "scf.for upper bound")
        st = uniform_int_active(ctx, R[step], "scf.for step")
        iv_slot, *carried = body.arg_slots
        vals = [R[s] for s in inits]
        dt = R[lb].dtype
        carry, out = enter, skip
        for i in range(lo, hi, st):
            R[iv_slot] = np.array([i], dt)
            for s, v in zip(carried, vals):
                R[s] = v
            if carry is not None:
                carry(ctx)
            yield from run_block(body, ctx, R)
            vals = [R[s] for s in body.yield_slots]
            carry, out = again, leave
        for s, v in zip(outs, vals):
            R[s] = v
        if out is not None:
            out(ctx)

    def run(ctx: Context, R: Registers):
        return gen(ctx, R)

    return run


@handler(scf.WhileOp)
def _while(p: Prep):
    inits = p.ins
    before = p.region(0)
    after = p.region(1)
    outs = p.outs
    cond_op = p.op.regions[0].blocks[0].last_op
    cond_slots = [p.prog.slot(v) for v in cond_op.operands]
    # what the register checks follow into the before region's arguments (from the inits, then from the after
    # region's yields), the after region's and the results (from the condition's values)
    enter, proceed, leave, again = _carries(p)

    def gen(ctx: Context, R: Registers):
        vals = [R[s] for s in inits]
        carry = enter
        while True:
            for s, v in zip(before.arg_slots, vals):
                R[s] = v
            if carry is not None:
                carry(ctx)
            yield from run_block(before, ctx, R)
            c = R[cond_slots[0]]
            act = c if ctx.mask is None else c[ctx.mask] if c.shape[0] > 1 else c
            vals = [R[s] for s in cond_slots[1:]]
            if not act.any():
                break
            if not act.all():
                from mgpu.emulator.errors import EmulatorError

                raise EmulatorError(diag.DIVERGENT_SCF_WHILE)
            for s, v in zip(after.arg_slots, vals):
                R[s] = v
            if proceed is not None:
                proceed(ctx)
            yield from run_block(after, ctx, R)
            vals = [R[s] for s in after.yield_slots]
            carry = again
        for s, v in zip(outs, vals):
            R[s] = v
        if leave is not None:
            leave(ctx)

    def run(ctx: Context, R: Registers):
        return gen(ctx, R)

    return run


@handler(scf.ConditionOp)
def _condition(p: Prep):
    return None
