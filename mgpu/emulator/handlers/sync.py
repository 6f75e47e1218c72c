"""CTA and cluster synchronisation: named barriers (bar.sync / barrier.sync, PTX ISA 9.1 §9.7.13.1,
in their gpu.barrier, nvvm.barrier and inline-PTX spellings; bar.arrive and bar.red in inline PTX), the cluster barrier
(barrier.cluster.arrive / wait, §9.7.13.2) and the fences (§9.7.13.4): a fence.proxy.async on
SMEM orders generic against async-proxy accesses (hazards.py); the others order nothing the
emulator's schedule does not already order."""

from __future__ import annotations

import numpy as np
from xdsl.dialects import gpu

from mgpu.dialect.diagnostics.emulator import sync as diag
from mgpu.dialect.nvvm.attrs import ProxyKind
from mgpu.dialect.nvvm.cluster import ClusterArriveOp, ClusterArriveRelaxedOp, ClusterWaitOp
from mgpu.dialect.nvvm.mbarrier import FenceMbarrierInitOp
from mgpu.dialect.nvvm.sync import (BarrierOp, FenceProxyAcquireOp, FenceProxyOp, FenceProxyReleaseOp,
                                    FenceScClusterOp)
from mgpu.emulator import happens_before as hb
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.execute import Wait, threads_by_cta, wait_for
from mgpu.emulator.handler_spec import Prepared, Registers
from mgpu.emulator.handlers.ptx_operands import acting, fixed_operands, ptx_args, values_at
from mgpu.emulator.handlers.registry import handler, no_effect, ptx_rule
from mgpu.emulator.lanes import active, per_thread
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import InlineAsm, Instr, evaluate


def barrier_wait(ctx: Context, ident: int, nthreads: int, expected: int) -> Wait | None:
    """``nthreads`` threads of ``ctx`` arrive at named barrier ``ident`` of its CTA, which expects
    ``expected`` threads, and wait for it."""
    nb = ctx.cta.named_barrier(ident)
    gen = nb.arrive(nthreads, expected)
    if ctx.hb is None:
        return wait_for(lambda: nb.generation > gen, nb.describe)
    hb.release(ctx, nb, gen, nb.generation)

    def ready():
        if nb.generation > gen:
            hb.acquire(ctx, nb, gen)
            return True
        return False

    return wait_for(ready, nb.describe)


def cta_barrier(ctx: Context, ident: int, idx: np.ndarray, expected: int):
    """Threads ``idx`` of ``ctx`` arrive at named barrier ``ident`` of their CTA, which expects
    ``expected`` threads, and wait for it; on a batched context each CTA's threads at their own
    CTA's, as one array operation (barriers.BatchedNamedBarrier; batches track no happens-before)."""
    batch = ctx.batch
    if batch is None:
        return barrier_wait(ctx, ident, idx.size, expected) if idx.size else None
    nb = batch.named_barrier(ident)
    n, k = batch.per_cta(idx, ctx.subs[0].T)
    gen = nb.arrive(n, k, expected)
    cta = np.flatnonzero(n)
    gens = np.broadcast_to(gen, (batch.B,))
    return wait_for(lambda: nb.passed(cta, gen),
                    lambda: "; ".join(nb.row(b).describe() for b in cta.tolist() if nb.row(b).generation <= gens[b]))


# batch-native: each CTA of a batch arrives on its own barrier (cta_barrier)
@handler(gpu.BarrierOp, batch_native=True)
def _gpu_barrier(p: Prep):
    def run(ctx: Context, R: Registers):
        return cta_barrier(ctx, 0, ctx.all_idx if ctx.mask is None else np.flatnonzero(ctx.mask), ctx.cta.nthreads)

    return run


@handler(BarrierOp)
def _nvvm_barrier(p: Prep):
    bid, cnt = p.slot(p.op.barrierId), p.slot(p.op.numberOfThreads)

    def run(ctx: Context, R: Registers):
        idx = active(ctx)
        if idx.size == 0:
            return None
        ident = uniform(per_thread(R[bid], ctx.T)[idx], "ids", "nvvm.barrier") if bid is not None else 0
        n = uniform(per_thread(R[cnt], ctx.T)[idx], "thread counts", "nvvm.barrier") if cnt is not None else ctx.cta.nthreads
        return barrier_wait(ctx, ident, idx.size, n)

    return run


def uniform(values: np.ndarray, what: str, opcode: str) -> int:
    """The one value the threads give a named barrier's operand (``what``: its ids or thread counts); refused where
    they give several: warps of one warpgroup at different named barriers are not modelled (PTX ISA 9.1 §9.7.13.1:
    the barrier is per warp; the emulator runs a warpgroup's threads at one barrier)."""
    v0 = int(values[0])
    if values.size > 1 and not (values == v0).all():
        raise EmulatorError(diag.BARRIER_OPERAND_NOT_UNIFORM.format(opcode=opcode, what=what,
                                                                    set=sorted(set(values.tolist()))))
    return v0


def barrier_operands(p: Prep, parsed: InlineAsm, ins: Instr, ident, count):
    """A function ``(ctx, R) -> (threads, barrier id, thread count)`` of a named-barrier instruction
    whose operands ``ident`` and ``count`` (None: all the CTA's threads) are the barrier id and
    the thread count, or None when no thread executes it; checked once per warpgroup key when they
    are fixed."""
    exprs = (ident,) if count is None else (ident, count)
    cache: dict | None = {} if ins.predicate is None and fixed_operands(p, parsed, exprs) else None

    def read(ctx: Context, R: Registers):
        hit = cache.get(ctx.skey) if cache is not None and ctx.mask is None else None
        if hit is not None:
            return (ctx.all_idx, *hit)
        args = ptx_args(p, parsed, R)
        idx = acting(ctx, ins, args)
        if idx.size == 0:
            return None
        i0 = uniform(values_at(ident, args, idx), "ids", ins.opcode)
        n = uniform(values_at(count, args, idx), "thread counts", ins.opcode) if count is not None else ctx.cta.nthreads
        if cache is not None and ctx.mask is None and ctx.skey is not None:
            cache[ctx.skey] = (i0, n)
        return idx, i0, n

    return read


@ptx_rule("bar.sync")
@ptx_rule("barrier.sync")
def _bar_sync(p: Prep, parsed: InlineAsm, ins: Instr):
    ops = ins.operands
    read = barrier_operands(p, parsed, ins, ops[0], ops[1] if len(ops) > 1 else None)

    def run(ctx: Context, R: Registers):
        got = read(ctx, R)
        return None if got is None else cta_barrier(ctx, got[1], got[0], got[2])

    return Prepared(run, batch_native=True)  # each CTA of a batch arrives on its own barrier (cta_barrier)


def barrier_arrive(ctx: Context, ident: int, idx: np.ndarray, expected: int) -> None:
    """Threads ``idx`` of ``ctx`` arrive at named barrier ``ident`` of their CTA, which expects
    ``expected`` threads, without waiting; their earlier accesses happen-before the threads that
    wait for that phase (PTX ISA 9.1 §9.7.13.1: the barrier's memory ordering holds for all its
    participants)."""
    batch = ctx.batch
    if batch is not None:
        n, k = batch.per_cta(idx, ctx.subs[0].T)
        batch.named_barrier(ident).arrive(n, k, expected)
        return
    nb = ctx.cta.named_barrier(ident)
    gen = nb.arrive(idx.size, expected)
    if ctx.hb is not None:
        hb.release(ctx, nb, gen, nb.generation)


@ptx_rule("bar.arrive")
@ptx_rule("barrier.arrive")
def _bar_arrive(p: Prep, parsed: InlineAsm, ins: Instr):
    """``bar{.cta}.arrive a, b`` [PTX ISA 9.1 §9.7.13.1]: the thread count is required; jax's
    ``bar.arrive $0, {arrival_count};`` (utils.py:1776-1781 at jax-v0.12.0.1)."""
    if len(ins.operands) != 2:
        raise p.error(diag.PTX_BAR_ARRIVE_FORM.format(ins_text=ins.text))
    read = barrier_operands(p, parsed, ins, *ins.operands)

    def run(ctx: Context, R: Registers):
        got = read(ctx, R)
        if got is not None:
            barrier_arrive(ctx, got[1], got[0], got[2])

    return Prepared(run, batch_native=True)  # each CTA of a batch arrives on its own barrier


@ptx_rule("bar.red")
@ptx_rule("barrier.red")
def _bar_red(p: Prep, parsed: InlineAsm, ins: Instr):
    """``bar{.cta}.red.{or,and}.pred p, a{, b}, {!}c`` [PTX ISA 9.1 §9.7.13.1]: a bar.sync whose
    threads all get the OR (AND) of the predicates ``c`` of the phase's threads; jax's
    ``bar.red.or.pred $0, $1, 128, $2;`` (utils.py:1295-1301 at jax-v0.12.0.1). ``.popc`` is refused."""
    op = next((m for m in ins.modifiers if m in ("or", "and", "popc")), None)
    if op not in ("or", "and") or "pred" not in ins.modifiers or len(ins.operands) not in (3, 4):
        raise p.error(diag.PTX_BAR_RED_FORM.format(ins_text=ins.text))
    ops = ins.operands
    read = barrier_operands(p, parsed, ins, ops[1], ops[2] if len(ops) == 4 else None)
    out = p.outs[0]

    def run(ctx: Context, R: Registers):
        got = read(ctx, R)
        result = np.zeros(ctx.T, bool)
        R[out] = result
        if got is None:
            return None
        idx, ident, n = got
        c = per_thread(np.asarray(evaluate(ops[-1], ptx_args(p, parsed, R))), ctx.T).astype(bool)[idx]
        # AND is the negation of the OR of the negated predicates
        nb = ctx.cta.named_barrier(ident)
        gen = nb.arrive(idx.size, n, int(c.any() if op == "or" else not c.all()))
        if ctx.hb is not None:
            hb.release(ctx, nb, gen, nb.generation)

        def ready():
            if nb.generation <= gen:
                return False
            if ctx.hb is not None:
                hb.acquire(ctx, nb, gen)
            result[idx] = bool(nb.reduced) if op == "or" else not nb.reduced
            return True

        return wait_for(ready, nb.describe)

    return run


def cluster_arrive(ctx: Context, nthreads: int) -> None:
    """``nthreads`` threads of ``ctx`` arrive at the cluster barrier (PTX ISA 9.1 §9.7.13.2); their
    earlier accesses happen-before the threads whose wait returns for that phase."""
    cl = ctx.cta.cluster
    ctx.cluster_gen = g = cl.generation
    cl.arrived += nthreads
    if cl.arrived >= cl.nthreads:
        cl.arrived = 0
        cl.generation += 1
    hb.release(ctx, cl, g, cl.generation)


def cluster_wait(ctx: Context) -> Wait:
    """The threads of ``ctx`` wait for the phase of the cluster barrier they last arrived in."""
    cl = ctx.cta.cluster
    g = ctx.cluster_gen

    def ready():
        if cl.generation > g:
            hb.acquire(ctx, cl, g)
            return True
        return False

    return wait_for(ready, lambda: f"cluster barrier: {cl.arrived}/{cl.nthreads} threads arrived")


def publish_inits(ctx: Context) -> None:
    """A fence.mbarrier_init.release.cluster, or a release at cluster scope, by the active threads of ``ctx``:
    their CTAs' mbarrier inits so far may be used by the cluster's other CTAs (after the cluster barrier that
    follows: PTX ISA 9.1 §9.7.13.4). Any thread's fence counts for its CTA's inits (jax fences in every thread)."""
    for cctx, _ in threads_by_cta(ctx, active(ctx)):
        cctx.cta.barriers.unpublished.clear()


@handler(ClusterArriveOp, ClusterArriveRelaxedOp)
def _cluster_arrive(p: Prep):
    releases = not isinstance(p.op, ClusterArriveRelaxedOp)

    def run(ctx: Context, R: Registers):
        if releases:
            publish_inits(ctx)
        cluster_arrive(ctx, ctx.active_count())

    return run


@handler(ClusterWaitOp)
def _cluster_wait(p: Prep):
    return lambda ctx, R: cluster_wait(ctx)


@ptx_rule("barrier.cluster.arrive")
def _cluster_arrive_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``barrier.cluster.arrive{.release,.relaxed}{.aligned}`` [PTX ISA 9.1 §9.7.13.2]; jax's
    ``barrier.cluster.arrive.relaxed.aligned;`` (core.py:736-742 at jax-v0.12.0.1). As for the
    nvvm ops (nvvm.cluster.arrive and .relaxed share one handler), the arrive orders the thread's
    earlier accesses before the wait: ``.relaxed`` drops that ordering on the hardware, so a race
    it would leave open is not reported."""
    if ins.operands:
        raise p.error(diag.PTX_CLUSTER_ARRIVE_FORM.format(ins_text=ins.text))

    releases = "relaxed" not in ins.modifiers

    def run(ctx: Context, R: Registers):
        if releases:
            publish_inits(ctx)
        cluster_arrive(ctx, acting(ctx, ins, ptx_args(p, parsed, R)).size)

    return run


@ptx_rule("barrier.cluster.wait")
def _cluster_wait_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``barrier.cluster.wait{.acquire}{.aligned}`` [PTX ISA 9.1 §9.7.13.2]; jax's
    ``barrier.cluster.wait.aligned;`` (core.py:745-752 at jax-v0.12.0.1)."""
    if ins.operands or ins.predicate is not None:
        raise p.error(diag.PTX_CLUSTER_WAIT_FORM.format(ins_text=ins.text))
    return lambda ctx, R: cluster_wait(ctx)


@handler(FenceProxyOp, batch_native=True)
def _fence_proxy(p: Prep):
    # fence.proxy.async{.shared::cta|.shared::cluster} orders generic and async accesses to SMEM
    kind = p.op.kind
    covers_smem = kind is not None and kind.data in (ProxyKind.ASYNC, ProxyKind.ASYNC_SHARED)

    def run(ctx: Context, R: Registers):
        if covers_smem:
            for cctx, _ in threads_by_cta(ctx, active(ctx)):
                cctx.cta.hazards.fence(cctx.name)

    return run


handler(FenceProxyAcquireOp, FenceProxyReleaseOp)(no_effect)


@handler(FenceMbarrierInitOp, FenceScClusterOp, batch_native=True)  # (publish_inits: a batch's CTAs at once)
def _fence_mbarrier_init(p: Prep):
    """``fence.mbarrier_init.release.cluster`` (and ``fence.sc.cluster``, a release at cluster scope) orders the
    thread's mbarrier inits before the cluster's later uses of the barriers (PTX ISA 9.1 §9.7.13.4)."""
    return lambda ctx, R: publish_inits(ctx)


@ptx_rule("fence.mbarrier_init")
def _fence_mbarrier_init_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``fence.mbarrier_init.release.cluster``, jax 0.12's inline PTX of the op above."""
    return Prepared(lambda ctx, R: publish_inits(ctx), batch_native=True)
