"""gpu dialect: launch, ids, dynamic shared memory, the CTA-wide barrier."""

from __future__ import annotations

import numpy as np

from mgpu.emulator import happens_before as hbm
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handlers import handler
from mgpu.emulator.handlers.common import uniform_int
from mgpu.emulator.program import Wait

_DIMS = {"x": 0, "y": 1, "z": 2}


def _dim(p) -> int:
    a = p.prop("dimension")
    s = str(a)
    for k, v in _DIMS.items():
        if f"dim {k}" in s or s.endswith(f"{k}>") or s == k:
            return v
    if hasattr(a, "data"):
        d = a.data
        return _DIMS.get(str(getattr(d, "value", d)).split(".")[-1].lower(), 0)
    raise p.error(f"cannot read dimension {a}")


def _ids(getter):
    def factory(p):
        r = p.outs[0]
        d = _dim(p)

        def run(ctx, R):
            R[r] = getter(ctx, d)

        return run

    return factory


def _tid(ctx, d):
    bx, by, _ = ctx.block
    t = ctx.tid
    return (t % bx, (t // bx) % by, t // (bx * by))[d]


def _u(v):
    return np.array([v], np.int64)


handler("gpu.thread_id")(_ids(_tid))
# a batched context (machine.Batch: clusters of one CTA) has per-thread block ids in ctx.bids
handler("gpu.block_id")(_ids(lambda ctx, d: _u(ctx.cta.block_id[d]) if ctx.bids is None else ctx.bids[d]))
handler("gpu.block_dim")(_ids(lambda ctx, d: _u(ctx.block[d])))
handler("gpu.grid_dim")(_ids(lambda ctx, d: _u(ctx.grid[d])))
handler("gpu.cluster_block_id")(_ids(lambda ctx, d: _u(ctx.cta.cluster_id[d]) if ctx.bids is None else _u(0)))
handler("gpu.cluster_dim_blocks", "gpu.cluster_dim")(_ids(lambda ctx, d: _u(ctx.cluster_shape[d])))
handler("gpu.cluster_id")(_ids(lambda ctx, d: _u(ctx.cta.block_id[d] // ctx.cluster_shape[d]) if ctx.bids is None
                               else ctx.bids[d]))
handler("gpu.lane_id")(lambda p: (lambda ctx, R: R.__setitem__(p.outs[0], ctx.tid % 32)))


@handler("gpu.dynamic_shared_memory")
def _dsmem(p):
    r = p.outs[0]
    zero = np.zeros(1, np.int64)

    def run(ctx, R):
        n = np.array([ctx.cta.smem.size], np.int64)
        R[r] = (zero, zero, zero, (n,), (np.ones(1, np.int64),))

    return run


def barrier_wait(ctx, ident: int, nthreads: int, expected: int):
    nb = ctx.cta.named_barrier(ident)
    gen = nb.arrive(nthreads, expected)
    if ctx.hb is None:
        if nb.generation > gen:
            return None
        return Wait(lambda: nb.generation > gen, nb.describe)
    hbm.release(ctx, nb, gen, nb.generation)

    def ready():
        if nb.generation > gen:
            hbm.acquire(ctx, nb, gen)
            return True
        return False

    if ready():
        return None
    return Wait(ready, nb.describe)


def cta_barrier(ctx, ident: int, idx: np.ndarray, expected: int):
    """Threads ``idx`` of ``ctx`` arrive at named barrier ``ident`` of their CTA, which expects
    ``expected`` threads, and wait for it; on a batched context each CTA's threads at their own
    CTA's, as one array operation (machine.BatchedNamedBarrier; batches track no happens-before)."""
    batch = ctx.batch
    if batch is None:
        return barrier_wait(ctx, ident, idx.size, expected) if idx.size else None
    nb = batch.named_barrier(ident)
    n, k = batch.per_cta(idx, ctx.subs[0].T)
    gen = nb.arrive(n, k, expected)
    cta = np.flatnonzero(n)
    if nb.passed(cta, gen):
        return None
    gens = np.broadcast_to(gen, (batch.B,))
    return Wait(lambda: nb.passed(cta, gen),
                lambda: "; ".join(nb.row(b).describe() for b in cta.tolist() if nb.row(b).generation <= gens[b]))


@handler("gpu.barrier")
def _barrier(p):
    def run(ctx, R):
        return cta_barrier(ctx, 0, ctx.all_idx if ctx.mask is None else np.flatnonzero(ctx.mask), ctx.cta.nthreads)

    run.batch_native = True  # each CTA of a batch arrives on its own barrier (cta_barrier)
    return run


@handler("gpu.launch")
def _launch(p):
    segs = p.segments()
    # [async deps, gx, gy, gz, bx, by, bz, cx, cy, cz, smem]
    grid = [s[0] for s in segs[1:4]]
    block = [s[0] for s in segs[4:7]]
    cluster = [s[0] if s else None for s in segs[7:10]]
    smem = segs[10][0] if len(segs) > 10 and segs[10] else None
    body = p.region(0)
    outs = p.outs

    def run(ctx, R):
        g = [uniform_int(R[s], "grid size") for s in grid]
        b = [uniform_int(R[s], "block size") for s in block]
        c = [uniform_int(R[s], "cluster size") if s is not None else 1 for s in cluster]
        sm = uniform_int(R[smem], "dynamic shared memory size") if smem is not None else 0
        if min(g) < 1 or min(b) < 1:
            raise EmulatorError(f"bad launch configuration grid={tuple(g)} block={tuple(b)}")
        if sm > 232448:
            raise EmulatorError(f"dynamic shared memory of {sm} bytes exceeds the 227 KiB an SM has")
        ctx.machine.launch(body, R, tuple(g), tuple(b), tuple(c), sm)
        for s in outs:
            R[s] = None

    return run


@handler("gpu.launch_func")
def _launch_func(p):
    raise p.error("gpu.launch_func (outlined kernels) is not supported yet; run the module before "
                  "gpu-kernel-outlining")
