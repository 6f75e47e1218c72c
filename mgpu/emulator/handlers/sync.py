"""CTA and cluster synchronisation: named barriers (bar.sync / barrier.sync, PTX ISA 9.1 §9.7.13.1,
in their gpu.barrier, nvvm.barrier and inline-PTX spellings), the cluster barrier
(barrier.cluster.arrive / wait, §9.7.13.2) and the fences (§9.7.13.4): a fence.proxy.async on
SMEM orders generic against async-proxy accesses (hazards.py); the others order nothing the
emulator's schedule does not already order."""

from __future__ import annotations

import numpy as np
from xdsl.dialects import gpu

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
from mgpu.emulator.ptx import InlineAsm, Instr


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
        ident = int(per_thread(R[bid], ctx.T)[idx[0]]) if bid is not None else 0
        n = int(per_thread(R[cnt], ctx.T)[idx[0]]) if cnt is not None else ctx.cta.nthreads
        return barrier_wait(ctx, ident, idx.size, n)

    return run


@ptx_rule("bar.sync")
@ptx_rule("barrier.sync")
def _bar_sync(p: Prep, parsed: InlineAsm, ins: Instr):
    cache: dict | None = {} if ins.predicate is None and fixed_operands(p, parsed, ins.operands) else None

    def run(ctx: Context, R: Registers):
        # the barrier id and thread count, checked once per warpgroup key when they are fixed
        hit = cache.get(ctx.skey) if cache is not None and ctx.mask is None else None
        if hit is not None:
            i0, n = hit
            idx = ctx.all_idx
        else:
            args = ptx_args(p, parsed, R)
            idx = acting(ctx, ins, args)
            if idx.size == 0:
                return None
            ids = values_at(ins.operands[0], args, idx)
            i0 = int(ids[0])
            if ids.size > 1 and not (ids == i0).all():
                raise EmulatorError("bar.sync: threads of one warpgroup use different barrier ids "
                                    f"{sorted(set(ids.tolist()))}")
            n = int(values_at(ins.operands[1], args, idx)[0]) if len(ins.operands) > 1 else ctx.cta.nthreads
            if cache is not None and ctx.mask is None and ctx.skey is not None:
                cache[ctx.skey] = (i0, n)
        return cta_barrier(ctx, i0, idx, n)

    return Prepared(run, batch_native=True)  # each CTA of a batch arrives on its own barrier (cta_barrier)


@handler(ClusterArriveOp, ClusterArriveRelaxedOp)
def _cluster_arrive(p: Prep):
    def run(ctx: Context, R: Registers):
        cl = ctx.cta.cluster
        ctx.cluster_gen = g = cl.generation
        cl.arrived += ctx.active_count()
        if cl.arrived >= cl.nthreads:
            cl.arrived = 0
            cl.generation += 1
        hb.release(ctx, cl, g, cl.generation)

    return run


@handler(ClusterWaitOp)
def _cluster_wait(p: Prep):
    def run(ctx: Context, R: Registers):
        cl = ctx.cta.cluster
        g = ctx.cluster_gen

        def ready():
            if cl.generation > g:
                hb.acquire(ctx, cl, g)
                return True
            return False

        return wait_for(ready, lambda: f"cluster barrier: {cl.arrived}/{cl.nthreads} threads arrived")

    return run


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


handler(FenceMbarrierInitOp, FenceProxyAcquireOp, FenceProxyReleaseOp, FenceScClusterOp)(no_effect)


@ptx_rule("fence.mbarrier_init")
def _fence_mbarrier_init_ptx(p: Prep, parsed: InlineAsm, ins: Instr) -> None:
    """``fence.mbarrier_init.release.cluster``: orders mbarrier.init before the cluster's use of the
    barrier, which the emulator's initialisation (done at once) already is."""
    return None
