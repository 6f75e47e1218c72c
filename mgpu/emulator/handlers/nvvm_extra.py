"""More nvvm ops that lowerings emit (not in jax's payloads, but with the same semantics):
special registers, CTA barriers, mbarrier expect/complete-tx, non-tensor bulk copies and TMA
reductions. Operands are read by segment (``operandSegmentSizes``) where the op has one."""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics import location_of
from mgpu.emulator import happens_before as hbm
from mgpu.emulator.handlers import handler
from mgpu.emulator.handlers.gpu import barrier_wait
from mgpu.emulator.handlers.nvvm import (
    _active,
    _bar_err,
    _group_by_barrier,
    _per,
    arrive_op,
    mbarrier,
    read_tensor_map,
)
from mgpu.emulator.memory import CLUSTER_MASK, CLUSTER_SHIFT
from mgpu.emulator.types import CLUSTER, GENERIC, SMEM, ptr_space


def _sreg(fn):
    def factory(p):
        r = p.outs[0]
        dt = np.int32

        def run(ctx, R):
            R[r] = np.asarray(fn(ctx), np.int64).astype(dt).reshape(-1)

        return run

    return factory


def _tid3(ctx):
    bx, by, _ = ctx.block
    t = ctx.tid
    return t % bx, (t // bx) % by, t // (bx * by)


for _i, _d in enumerate("xyz"):
    handler(f"nvvm.read.ptx.sreg.tid.{_d}")(_sreg(lambda ctx, i=_i: _tid3(ctx)[i]))
    handler(f"nvvm.read.ptx.sreg.ntid.{_d}")(_sreg(lambda ctx, i=_i: [ctx.block[i]]))
    handler(f"nvvm.read.ptx.sreg.ctaid.{_d}")(_sreg(lambda ctx, i=_i: [ctx.cta.block_id[i]]))
    handler(f"nvvm.read.ptx.sreg.nctaid.{_d}")(_sreg(lambda ctx, i=_i: [ctx.grid[i]]))
    handler(f"nvvm.read.ptx.sreg.cluster.ctaid.{_d}")(_sreg(lambda ctx, i=_i: [ctx.cta.cluster_id[i]]))
    handler(f"nvvm.read.ptx.sreg.cluster.nctaid.{_d}")(_sreg(lambda ctx, i=_i: [ctx.cluster_shape[i]]))
    handler(f"nvvm.read.ptx.sreg.clusterid.{_d}")(
        _sreg(lambda ctx, i=_i: [ctx.cta.block_id[i] // ctx.cluster_shape[i]]))
handler("nvvm.read.ptx.sreg.laneid")(_sreg(lambda ctx: ctx.tid % 32))
handler("nvvm.read.ptx.sreg.warpid")(_sreg(lambda ctx: ctx.tid // 32))
handler("nvvm.read.ptx.sreg.cluster.ctarank")(_sreg(lambda ctx: [ctx.cta.rank]))
handler("nvvm.read.ptx.sreg.cluster.nctarank")(_sreg(lambda ctx: [len(ctx.cta.cluster.ctas)]))


@handler("nvvm.barrier0")
def _barrier0(p):
    def run(ctx, R):
        return barrier_wait(ctx, 0, ctx.active_count(), ctx.cta.nthreads)

    return run


@handler("nvvm.barrier")
def _barrier(p):
    segs = p.segments() if p.prop("operandSegmentSizes") is not None else [p.ins[:1], p.ins[1:2]]
    bid = segs[0][0] if segs and segs[0] else None
    cnt = segs[1][0] if len(segs) > 1 and segs[1] else None

    def run(ctx, R):
        idx = _active(ctx)
        if idx.size == 0:
            return None
        ident = int(_per(R[bid], ctx.T)[idx[0]]) if bid is not None else 0
        n = int(_per(R[cnt], ctx.T)[idx[0]]) if cnt is not None else ctx.cta.nthreads
        return barrier_wait(ctx, ident, idx.size, n)

    return run


def _tx_op(method):
    def factory(p):
        bar, tx = p.ins[:2]
        pred = p.ins[2] if len(p.ins) > 2 else None
        space = ptr_space(p.in_types[0])

        def run(ctx, R):
            idx = _active(ctx, R[pred] if pred is not None else None)
            a = _per(R[bar], ctx.T)
            t = _per(R[tx], ctx.T).astype(np.int64)
            for addr, ids in _group_by_barrier(a, idx):
                b = mbarrier(ctx, space, addr)
                ph = b.phase
                _bar_err(lambda: getattr(b, method)(int(t[ids].sum())))
                hbm.release(ctx, b, ph, b.phase)

        return run

    return factory


handler("nvvm.mbarrier.expect_tx")(_tx_op("expect_tx"))
handler("nvvm.mbarrier.complete_tx")(_tx_op("complete_tx"))


handler("nvvm.mbarrier.arrive_drop", "nvvm.mbarrier.arrive_drop.shared")(arrive_op("arrive_drop"))


@handler("nvvm.mbarrier.test.wait.parity", "nvvm.mbarrier.test_wait.parity")
def _test_wait_parity(p):
    bar, parity = p.ins[:2]
    r = p.outs[0]

    def run(ctx, R):
        a = _per(R[bar], ctx.T)
        par = _per(R[parity], ctx.T).astype(np.int64) & 1
        out = np.zeros(ctx.T, bool)
        for i in _active(ctx):
            b = mbarrier(ctx, SMEM, int(a[i]))
            out[i] = (b.phase & 1) != par[i]
            if out[i]:
                ctx.cta.hazards.observed(b)
                hbm.acquire_parity(ctx, b, int(par[i]))
        R[r] = out

    return run


@handler("nvvm.cp.async.bulk.global.shared.cta")
def _bulk_s2g(p):
    segs = p.segments() if p.prop("operandSegmentSizes") is not None else [[s] for s in p.ins]
    dst, src, size = segs[0][0], segs[1][0], segs[2][0]
    loc = location_of(p.op)

    def run(ctx, R):
        from mgpu.emulator.handlers.inline_asm import bulk_copy_to_global

        T = ctx.T
        for i in _active(ctx):
            s, d, n = int(_per(R[src], T)[i]), int(_per(R[dst], T)[i]), int(_per(R[size], T)[i])
            ctx.cta.hazards.async_read(ctx, s, s + n, f"the bulk copy at {loc}")
            bulk_copy_to_global(ctx, d, s, n)

    return run


@handler("nvvm.cp.async.bulk.shared.cluster.global")
def _bulk_g2s(p):
    segs = p.segments() if p.prop("operandSegmentSizes") is not None else [[s] for s in p.ins]
    dst, src, bar, size = segs[0][0], segs[1][0], segs[2][0], segs[3][0]
    if len(segs) > 4 and segs[4]:
        raise p.error("multicast bulk copies are not supported")
    dspace = ptr_space(p.in_types[0])
    loc = location_of(p.op)

    def run(ctx, R):
        from mgpu.emulator.tma import bulk_copy

        T = ctx.T
        for i in _active(ctx):
            d, s, n = int(_per(R[dst], T)[i]), int(_per(R[src], T)[i]), int(_per(R[size], T)[i])
            cta = ctx.cta
            if dspace == CLUSTER:
                cta = cta.cluster.ctas[d >> CLUSTER_SHIFT]
                d &= CLUSTER_MASK
            a = ctx.machine.heap.find(s, max(n, 1))
            bulk_copy(cta.smem, d, a.contents, s - a.base, n)
            ctx.machine.stats.bytes_read[GENERIC] += n
            ctx.machine.stats.bytes_written[SMEM] += n
            b = mbarrier(ctx, dspace, int(_per(R[bar], T)[i]))
            if cta.hazards.rd:
                cta.hazards.check_async_write(ctx, d, d + n, f"the bulk copy at {loc}", b)
            cta.hazards.add_incoming(d, d + n, b, b.phase, f"the bulk copy at {loc}")
            ph = b.phase
            _bar_err(lambda: b.complete_tx(n))
            hbm.release(ctx, b, ph, b.phase)

    return run


_RED_KINDS = {"add": "add", "min": "min", "max": "max", "inc": "inc", "dec": "dec", "and": "and", "or": "or",
              "xor": "xor"}


@handler("nvvm.cp.async.bulk.tensor.reduce")
def _tma_reduce(p):
    segs = p.segments()
    desc, src = segs[0][0], segs[1][0]
    coords = segs[2]
    pred = None
    kind = str(p.prop("redKind"))
    op = next((v for k, v in _RED_KINDS.items() if f"<{k}>" in kind or kind.endswith(k)), None)
    if op is None:
        raise p.error(f"unsupported TMA reduction kind {kind}")
    loc = location_of(p.op)

    def run(ctx, R):
        from mgpu.emulator.handlers.nvvm import tma_store

        T = ctx.T
        for i in _active(ctx, pred):
            c = [int(_per(R[s], T)[i]) for s in coords]
            sp = int(_per(R[src], T)[i])
            tm = read_tensor_map(ctx, int(_per(R[desc], T)[i]))
            ctx.cta.hazards.async_read(ctx, sp, sp + tm.box_bytes, f"the TMA reduction at {loc}")
            tma_store(ctx, int(_per(R[desc], T)[i]), sp, c, reduce_op=op)

    return run
