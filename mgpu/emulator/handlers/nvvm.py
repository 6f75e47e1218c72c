"""nvvm dialect ops (payload_semantics.md §2).

Asynchronous copies complete at issue (one legal schedule): a TMA load writes SMEM and credits
complete-tx on its mbarrier at once; a TMA store / bulk copy writes GMEM at once, so bulk-group
waits never block.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics import location_of
from mgpu.emulator import happens_before as hbm
from mgpu.emulator.barriers import BatchedMBarrier, MBarrierError
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handlers import handler
from mgpu.emulator.memory import CLUSTER_MASK, CLUSTER_SHIFT
from mgpu.emulator.program import Wait, threads_by_cta
from mgpu.emulator.types import CLUSTER, GENERIC, SMEM, ptr_space


def _active(ctx, pred=None) -> np.ndarray:
    """Indices of the threads that act (active and, if given, predicate true)."""
    m = ctx.mask
    if pred is None:
        return ctx.all_idx if m is None else np.flatnonzero(m)
    if pred.__class__ is np.ndarray and pred.shape == (1,):
        if not pred[0]:
            return ctx.all_idx[:0]
        return ctx.all_idx if m is None else np.flatnonzero(m)
    p = pred if pred.__class__ is np.ndarray and pred.shape == (ctx.T,) else np.broadcast_to(pred, (ctx.T,))
    return np.flatnonzero(p if m is None else m & p)


def _per(v, T):
    if v.__class__ is not np.ndarray:
        v = np.asarray(v)
    if v.ndim and v.shape[0] == T:
        return v
    if v.ndim and v.shape[0] == 1:
        return v.repeat(T, axis=0)
    return np.broadcast_to(v, (T,) + v.shape[1:])


def batch_native(fn):
    """Mark a closure as correct on a batched context (machine.Batch: the threads of several CTAs
    stacked along the thread axis; ``_issuer`` / ``program.threads_by_cta`` find each thread's own CTA)."""
    fn.batch_native = True
    return fn


def mbarrier(ctx, space, addr: int):
    """The mbarrier at a (local or cluster) SMEM address."""
    try:
        if space == CLUSTER:
            rank = addr >> CLUSTER_SHIFT
            cl = ctx.cta.cluster
            if not 0 <= rank < len(cl.ctas):
                raise EmulatorError(f"mbarrier in CTA rank {rank}, but the cluster has {len(cl.ctas)} CTAs")
            return cl.ctas[rank].barriers[addr & CLUSTER_MASK]
        return ctx.cta.barriers[addr]
    except MBarrierError as e:
        raise EmulatorError(e.message) from None


def _bar_err(f):
    try:
        return f()
    except MBarrierError as e:
        raise EmulatorError(e.message) from None


def _batched_barrier(ctx, space, addrs: np.ndarray, idx: np.ndarray, init: bool = False):
    """On a batched context (machine.Batch) whose threads ``idx`` all name one mbarrier address of
    their own CTA: the barrier at that address of all the batch's CTAs (barriers.BatchedMBarrier,
    made by an ``init``; else initialised in every CTA with such threads), how many of the threads
    each CTA has and that number if it is the same in all (machine.Batch.per_cta). None otherwise:
    the op then goes CTA by CTA, with the exact errors."""
    batch = ctx.batch
    if batch is None or idx.size == 0:
        return None
    a0 = _uniform_at(addrs, idx)
    if a0 is None or (space == CLUSTER and a0 >> CLUSTER_SHIFT) or a0 % 8:
        return None
    bb = batch.mbarriers.get(a0)
    n, k = batch.per_cta(idx, ctx.subs[0].T)
    if bb is None:
        if not init:
            return None
        bb = batch.mbarriers[a0] = BatchedMBarrier(a0, batch.B)
    elif not init and not bb.valid_in(n > 0):
        return None
    return bb, n, k


@handler("nvvm.elect.sync")
def _elect(p):
    r = p.outs[0]
    unmasked: dict = {}  # without a mask the result depends on the thread count alone (like the
    # static values of program.py, registers are never written in place)

    def run(ctx, R):
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
        nw = (T + 31) // 32
        mm = np.zeros(nw * 32, bool)
        mm[:T] = m
        mm = mm.reshape(nw, 32)
        first = np.argmax(mm, axis=1)
        has = mm.any(axis=1)
        idx = (np.arange(nw) * 32 + first)[has]
        out[idx] = True
        return out

    return run


# pure: a function of its operands and the thread index (the mask is not read), so static operands
# give a static result (program.Program.static)
@handler("nvvm.shfl.sync", pure=True)
def _shfl(p):
    mask_s, val, b, c = p.ins
    r = p.outs[0]
    kind = str(p.prop("kind"))
    mode = next((k for k in ("idx", "up", "down", "bfly") if k in kind), "idx")

    def run(ctx, R):
        T = ctx.T
        v = _per(R[val], T)
        lane = ctx.tid % 32
        bb = _per(R[b], T).astype(np.int64)
        cc = _per(R[c], T).astype(np.int64)
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


@handler("nvvm.mbarrier.init", "nvvm.mbarrier.init.shared")
def _mbar_init(p):
    bar, count = p.ins[:2]
    pred = p.ins[2] if len(p.ins) > 2 else None

    def run(ctx, R):
        idx = _active(ctx, R[pred] if pred is not None else None)
        got = _batched_barrier(ctx, SMEM, R[bar], idx, init=True)
        if got is not None and got[1].max() == 1:  # one initialising thread per CTA
            bb, per_cta, _ = got
            c = R[count]
            if c.shape[0] == 1:
                n = int(c[0])
            else:
                n = np.zeros(ctx.batch.B, np.int64)
                n[idx // ctx.subs[0].T] = c[idx]
            return _bar_err(lambda: bb.init(per_cta > 0, n))
        a = _per(R[bar], ctx.T)[idx].tolist()
        n = _per(R[count], ctx.T)[idx].tolist()
        try:
            for i, ai, ni in zip(idx.tolist(), a, n):
                hbm.reset(_issuer(ctx, i).cta.barriers.init(ai, ni))
        except MBarrierError as e:
            raise EmulatorError(e.message) from None

    return batch_native(run)


def _group_by_barrier(addrs: np.ndarray, idx: np.ndarray):
    if idx.size == 0:
        return []
    sel = addrs[idx]
    if (sel == sel[0]).all():
        return [(int(sel[0]), idx)]
    return [(int(u), idx[sel == u]) for u in np.unique(sel)]


def _barrier_groups(ctx, addrs: np.ndarray, idx: np.ndarray):
    """(context, barrier address, thread indices) for the threads ``idx`` grouped by the barrier
    they name; on a batched context per CTA too (that CTA's own context), CTAs in order."""
    per_cta = threads_by_cta(ctx, idx)
    if len(per_cta) > 1 and (addrs[idx] == addrs[idx[0]]).all():
        a0 = int(addrs[idx[0]])
        return [(cctx, a0, cidx) for cctx, cidx in per_cta]
    return [(cctx, a, ids) for cctx, cidx in per_cta for a, ids in _group_by_barrier(addrs, cidx)]


@handler("nvvm.mbarrier.arrive.expect_tx", "nvvm.mbarrier.arrive.expect_tx.shared")
def _arrive_expect_tx(p):
    bar, tx = p.ins[:2]
    pred = p.ins[2] if len(p.ins) > 2 else None
    space = ptr_space(p.in_types[0])
    outs = p.outs

    def run(ctx, R):
        idx = _active(ctx, R[pred] if pred is not None else None)
        same = _uniform_at(R[tx], idx) if idx.size else None  # usually one tx count
        got = _batched_barrier(ctx, space, R[bar], idx) if same is not None else None
        if got is not None:
            bb, n, k = got
            before = _bar_err(lambda: bb.arrive_expect_tx(same, n, k))
            if outs:
                R[outs[0]] = _thread_states(ctx, idx, before)
            return
        a = _per(R[bar], ctx.T)
        t = _per(R[tx], ctx.T).astype(np.int64)
        groups = _barrier_groups(ctx, a, idx)
        states = []
        try:  # (one handler for all the CTAs of a batch: no closure per CTA)
            for cctx, addr, ids in groups:
                b = mbarrier(cctx, space, addr)
                if same is not None:
                    s = b.arrive_expect_tx(same, len(ids))
                else:
                    tt = t[ids]
                    if (tt == tt[0]).all():
                        s = b.arrive_expect_tx(int(tt[0]), len(ids))
                    else:
                        b.expect_tx(int(tt.sum()))
                        s = b.arrive(len(ids))
                hbm.release(cctx, b, s, b.phase)
                states.append(s)
        except MBarrierError as e:
            raise EmulatorError(e.message) from None
        if outs:
            state = np.zeros(ctx.T, np.int64)
            for (_, _, ids), s in zip(groups, states):
                state[ids] = s
            R[outs[0]] = state

    return batch_native(run)


def _thread_states(ctx, idx: np.ndarray, before) -> np.ndarray:
    """The state result of an arrive of threads ``idx`` of a batched context: their CTA's phase
    ``before`` it (per CTA, or an int: the same in all; 0 for the other threads; a uniform register
    where all threads have one)."""
    uniform = not isinstance(before, np.ndarray)
    if idx.size == ctx.T:
        return np.array([before], np.int64) if uniform else np.repeat(before, ctx.subs[0].T)
    state = np.zeros(ctx.T, np.int64)
    state[idx] = before if uniform else before[idx // ctx.subs[0].T]
    return state


def mbarrier_arrive(ctx, space, addrs, idx, count=1, method="arrive"):
    """Threads ``idx`` arrive (``count`` each; ``method`` is ``arrive`` or ``arrive_drop``) on the
    barriers at ``addrs``; returns the per-thread state array."""
    got = _batched_barrier(ctx, space, addrs, idx) if method == "arrive" and count >= 0 else None
    if got is not None:
        bb, n, k = got
        return _thread_states(ctx, idx, _bar_err(lambda: bb.arrive(n * count, None if k is None else k * count)))
    state = np.zeros(ctx.T, np.int64)
    a = _per(addrs, ctx.T)
    for cctx, addr, ids in _barrier_groups(ctx, a, idx):
        b = mbarrier(cctx, space, addr)
        state[ids] = s = _bar_err(lambda: getattr(b, method)(len(ids) * count))
        hbm.release(cctx, b, s, b.phase)
    return state


def arrive_op(method: str):
    """The handler of ``nvvm.mbarrier.<method>``: every active thread arrives once."""

    def factory(p):
        bar = p.ins[0]
        space = ptr_space(p.in_types[0])
        outs = p.outs

        def run(ctx, R):
            state = mbarrier_arrive(ctx, space, R[bar], _active(ctx), method=method)
            if outs:
                R[outs[0]] = state

        return batch_native(run)

    return factory


handler("nvvm.mbarrier.arrive", "nvvm.mbarrier.arrive.shared")(arrive_op("arrive"))


@handler("nvvm.mbarrier.try_wait.parity", "nvvm.mbarrier.try_wait.parity.shared")
def _try_wait(p):
    bar, parity = p.ins[:2]
    space = ptr_space(p.in_types[0])
    if space != SMEM:
        raise p.error("mbarrier waits are only allowed on barriers of the executing CTA")

    def run(ctx, R):
        idx = _active(ctx)
        if idx.size == 0:
            return None
        pv = _uniform_at(R[parity], idx)
        got = _batched_barrier(ctx, space, R[bar], idx) if pv is not None else None
        if got is not None:
            bb, n, _ = got
            return _batched_wait(ctx, bb, n, pv & 1)
        par = _per(R[parity], ctx.T).astype(np.int64) & 1
        pi = par[idx]
        a = _per(R[bar], ctx.T)
        ai = a[idx]
        # (context, barrier, parity, address) per CTA and distinct (address, parity)
        if (ai == ai[0]).all() and (pi == pi[0]).all():  # the usual case: one barrier, one parity
            ad, pv = int(ai[0]), int(pi[0])
            bars = [(cctx, mbarrier(cctx, space, ad), pv, ad) for cctx, _ in threads_by_cta(ctx, idx)]
        else:
            bars = []
            for cctx, ids in threads_by_cta(ctx, idx):
                pairs = sorted({(int(x), int(y)) for x, y in zip(a[ids], par[ids])})
                bars += [(cctx, mbarrier(cctx, space, ad), pv, ad) for ad, pv in pairs]

        def ready():
            ok = all((b.phase & 1) != pv for _, b, pv, _ in bars)
            if ok:
                for cctx, b, pv, _ in bars:
                    cctx.cta.hazards.observed(b)
                    hbm.acquire_parity(cctx, b, pv)
            return ok

        if ready():
            return None

        def describe():
            return "; ".join(f"{'' if c is ctx else c.cta.label + ' '}waiting for the phase of parity {pv} of "
                             f"the mbarrier at SMEM {ad:#x} ({b.describe()})" for c, b, pv, ad in bars
                             if (b.phase & 1) == pv)

        return Wait(ready, describe)

    return batch_native(run)


def _batched_wait(ctx, bb, n: np.ndarray, pv: int):
    """try_wait.parity ``pv`` of the threads of a batched context on their CTAs' barriers ``bb``
    (n: threads per CTA). Batches track no happens-before, so a returned wait only tells each
    CTA's hazards (async copies into SMEM) that the completed phases are visible."""
    cta = np.flatnonzero(n)
    ctas = ctx.batch.ctas

    def ready():
        if not bb.parity_done(cta, pv):
            return False
        for b in cta.tolist():
            hz = ctas[b].hazards
            if hz.incoming or hz.tmem:
                hz.observed(bb.row(b))
        return True

    if ready():
        return None

    def describe():
        return "; ".join(f"{ctas[b].label} waiting for the phase of parity {pv} of the mbarrier at SMEM "
                         f"{bb.address:#x} ({bb.row(b).describe()})" for b in cta.tolist() if bb.row(b).parity == pv)

    return Wait(ready, describe)


@handler("nvvm.fence.proxy")
def _fence_proxy(p):
    kind = str(p.prop("kind", ""))
    space = str(p.prop("space", ""))
    # fence.proxy.async{.shared::cta|.shared::cluster} orders generic and async accesses to SMEM
    covers_smem = "async" in kind and "global" not in kind and "global" not in space

    def run(ctx, R):
        if covers_smem:
            for cctx, _ in threads_by_cta(ctx, _active(ctx)):
                cctx.cta.hazards.fence(cctx.name)

    return batch_native(run)


@handler("nvvm.fence.mbarrier.init", "nvvm.fence.proxy.acquire",
         "nvvm.fence.proxy.release", "nvvm.fence.sc.cluster", "nvvm.fence.acq_rel.cluster",
         "nvvm.tcgen05.fence", "nvvm.wgmma.fence.aligned", "nvvm.wgmma.commit.group.sync.aligned",
         "nvvm.wgmma.wait.group.sync.aligned", "nvvm.membar", "nvvm.prefetch.tensormap")
def _noop(p):
    return None


@handler("nvvm.cp.async.bulk.commit.group")
def _commit_group(p):
    def run(ctx, R):
        for cctx, _ in threads_by_cta(ctx, _active(ctx)):
            cctx.cta.hazards.commit(cctx.name)

    return batch_native(run)


@handler("nvvm.cp.async.bulk.wait_group")
def _wait_group(p):
    n = p.int_prop("group", 0)

    def run(ctx, R):
        # copies complete at issue: only the hazard bookkeeping changes
        for cctx, _ in threads_by_cta(ctx, _active(ctx)):
            cctx.cta.hazards.wait_group(cctx.name, n)

    return batch_native(run)


@handler("nvvm.mapa")
def _mapa(p):
    ptr, rank = p.ins
    r = p.outs[0]
    src_space = ptr_space(p.in_types[0])

    def run(ctx, R):
        a = R[ptr].astype(np.int64)
        if src_space == CLUSTER:
            a = a & CLUSTER_MASK
        R[r] = (R[rank].astype(np.int64) << CLUSTER_SHIFT) | a

    return run


@handler("nvvm.cluster.arrive", "nvvm.cluster.arrive.relaxed")
def _cluster_arrive(p):
    def run(ctx, R):
        cl = ctx.cta.cluster
        ctx.cluster_gen = g = cl.generation
        cl.arrived += ctx.active_count()
        if cl.arrived >= cl.nthreads:
            cl.arrived = 0
            cl.generation += 1
        hbm.release(ctx, cl, g, cl.generation)

    return run


@handler("nvvm.cluster.wait")
def _cluster_wait(p):
    def run(ctx, R):
        cl = ctx.cta.cluster
        g = ctx.cluster_gen

        def ready():
            if cl.generation > g:
                hbm.acquire(ctx, cl, g)
                return True
            return False

        if ready():
            return None
        return Wait(ready,
                    lambda: f"cluster barrier: {cl.arrived}/{cl.nthreads} threads arrived")

    return run


# --------------------------------------------------------------------------------------------
# TMA (payload_semantics.md §2.1). Coordinates innermost first.
# --------------------------------------------------------------------------------------------

def read_tensor_map(ctx, ptr: int, readers: int = 1):
    """The tensor map (tma.TensorMap) stored at a generic address (the kernel's param blob), read
    by ``readers`` issuing threads (decoded once, its bytes counted for each)."""
    from mgpu.emulator.tma import DESCRIPTOR_BYTES, TensorMap

    ptr = int(ptr)
    a = ctx.machine.heap.find(ptr, DESCRIPTOR_BYTES)  # (a located fault when out of bounds)
    raw = a.contents[ptr - a.base:ptr - a.base + DESCRIPTOR_BYTES]
    ctx.machine.stats.bytes_read[GENERIC] += DESCRIPTOR_BYTES * readers
    key = raw.tobytes()
    tm = _TMAPS.get(key)
    if tm is None:
        if len(_TMAPS) > 1024:
            _TMAPS.clear()
        tm = _TMAPS[key] = TensorMap.decode(raw)
    return tm


_TMAPS: dict = {}  # descriptor bytes -> TensorMap (immutable)


def _gmem_of(ctx, tm, write: bool = False):
    a = ctx.machine.heap.find(tm.base, 1)
    if write and a.readonly:
        raise EmulatorError(f"TMA store into read-only memory ({a.name})")
    return a


def _load_ranks(ctx, dst_space, dptr: int, mask) -> list:
    """The cluster ranks of the CTAs a TMA load writes: those whose bit is set in the multicast
    ``mask`` (an i16; the issuer need not be one), else the CTA of the destination address."""
    cta = ctx.cta
    if mask is None:
        return [dptr >> CLUSTER_SHIFT if dst_space == CLUSTER else cta.rank]
    mask &= 0xFFFF
    n = len(cta.cluster.ctas)
    if mask == 0:
        raise EmulatorError("TMA multicast mask is 0: the load has no destination CTA")
    if mask >> n:
        raise EmulatorError(f"TMA multicast mask {mask:#06x} names CTA rank {mask.bit_length() - 1}, "
                            f"but the cluster has {n} CTAs")
    return [r for r in range(n) if mask >> r & 1]


def tma_load(ctx, tm, coords, ranks: list, dst: int, bar: int, what: str):
    """``what``, the load of ``tm``'s box at ``coords`` into the SMEM of the cluster CTAs ``ranks``
    at the CTA-relative offset ``dst``, signalling complete-tx on the mbarrier at the CTA-relative
    offset ``bar`` of each: one GMEM read, one write, hazard record and release per destination."""
    from mgpu.emulator import tma

    a = _gmem_of(ctx, tm)
    bars = [mbarrier(ctx, CLUSTER, r << CLUSTER_SHIFT | bar) for r in ranks]  # (errors before any write)
    for r, b in zip(ranks, bars):
        cta = ctx.cta.cluster.ctas[r]
        hz = cta.hazards
        if hz.rd:
            hz.check_async_write(ctx, dst, dst + tm.box_bytes, what, b)
        n = tma.tma_load(tm, coords, a.contents, a.base, cta.smem, dst)
        hz.add_incoming(dst, dst + n, b, b.phase, what)
        ph = b.phase
        _bar_err(lambda: b.complete_tx(n))
        hbm.release(ctx, b, ph, b.phase)
    stats = ctx.machine.stats
    stats.bytes_read[GENERIC] += tm.box_bytes
    stats.bytes_written[SMEM] += tm.box_bytes * len(ranks)


def tma_store(ctx, desc_ptr: int, src: int, coords, reduce_op: str | None = None) -> int:
    from mgpu.emulator import tma

    tm = read_tensor_map(ctx, desc_ptr)
    a = _gmem_of(ctx, tm, write=True)
    if reduce_op is None:
        n = tma.tma_store(tm, coords, ctx.cta.smem, src, a.data, a.base)
    else:
        n = tma.tma_reduce(tm, coords, ctx.cta.smem, src, a.data, a.base, reduce_op)
    ctx.machine.stats.bytes_read[SMEM] += tm.box_bytes
    ctx.machine.stats.bytes_written[GENERIC] += n
    return n


def _uniform_at(v, idx: np.ndarray):
    """The one value the threads ``idx`` hold in an integer register, or None if they differ."""
    if v.shape[0] == 1:
        return int(v[0])
    x = v[idx]
    return int(x[0]) if (x == x[0]).all() else None


def _issuers(ctx, idx: np.ndarray, regs: list):
    """For a TMA op issued on a batched context by one thread in each of several CTAs: the per-CTA
    contexts of the issuers, their CTAs' SMEM windows in the batch, and the uniform values of the
    registers ``regs``; None when this is not the case (the op then runs issuer by issuer)."""
    if ctx.batch is None or idx.size < 2:
        return None
    T = ctx.subs[0].T
    cta = idx // T
    if (np.diff(cta) <= 0).any():
        return None
    vals = [_uniform_at(r, idx) for r in regs]
    if None in vals:
        return None
    cctxs = [ctx.subs[b] for b in cta.tolist()]
    if any(c.cta.hazards.rd for c in cctxs):  # read tracking: the per-issuer path checks each copy
        return None
    return cctxs, ctx.batch.cta_off[cta], vals


@handler("nvvm.cp.async.bulk.tensor.shared.cluster.global")
def _tma_load(p):
    segs = p.segments()
    dst, desc = segs[0][0], segs[1][0]
    coords = segs[2]
    bar = segs[3][0]
    if segs[4]:
        raise p.error("TMA loads with im2col offsets are not supported")
    mask = segs[5][0] if segs[5] else None  # (segs[6], an L2 cache hint, has no effect)
    pred = segs[7][0] if len(segs) > 7 and segs[7] else None
    dst_space = ptr_space(p.in_types[0])
    what = f"the TMA load at {location_of(p.op)}"

    def one(ctx, R, i, tm=None):
        cctx = _issuer(ctx, i)
        dptr = _at(R[dst], i)
        ranks = _load_ranks(cctx, dst_space, dptr, None if mask is None else _at(R[mask], i))
        tm = tm or read_tensor_map(cctx, _at(R[desc], i))
        tma_load(cctx, tm, [_at(R[s], i) for s in coords], ranks, dptr & CLUSTER_MASK,
                 _at(R[bar], i) & CLUSTER_MASK, what)

    def batch(ctx, R, idx) -> bool:
        """One index operation for the boxes of all issuing CTAs of a batch (tma.load_boxes)."""
        from mgpu.emulator import tma

        iss = None if mask is not None else _issuers(ctx, idx, [R[dst], R[desc], R[bar]])
        if iss is None:
            return False
        cctxs, windows, (dptr, d, baddr) = iss
        if dptr >> CLUSTER_SHIFT:  # (a cluster address of rank 0 is the CTA's own SMEM)
            return False
        bb = ctx.batch.mbarriers.get(baddr)
        cta = idx // ctx.subs[0].T
        m = np.zeros(ctx.batch.B, bool)
        m[cta] = True
        if baddr % 8 or bb is None or not bb.valid_in(m):
            return False
        tm = read_tensor_map(cctxs[0], d, len(cctxs))
        a = _gmem_of(ctx, tm)
        bt = ctx.batch
        if not tma.load_boxes(tm, [_per(R[s], ctx.T)[idx] for s in coords], a.contents, a.base, bt.smem, dptr,
                              windows, bt.S):
            for i in idx:  # (the tensor map's reads are counted above)
                one(ctx, R, i, tm)
            return True
        n = tm.box_bytes
        stats = ctx.machine.stats
        stats.bytes_read[GENERIC] += n * len(cctxs)
        stats.bytes_written[SMEM] += n * len(cctxs)
        # (batches track no happens-before)
        before = np.broadcast_to(_bar_err(lambda: bb.complete_tx(m, n)), m.shape).tolist()
        for cctx, b in zip(cctxs, cta.tolist()):
            cctx.cta.hazards.add_incoming(dptr, dptr + n, bb.row(b), before[b], what)
        return True

    return _issued(pred, batch, one)


def _issued(pred, batch, one):
    """A TMA op's rule: the issuing threads of a batch in one copy (``batch``, False where it cannot),
    else thread by thread (``one``)."""

    def run(ctx, R):
        idx = _active(ctx, R[pred] if pred is not None else None)
        if not batch(ctx, R, idx):
            for i in idx:
                one(ctx, R, i)

    return batch_native(run)


def _at(v, i: int) -> int:
    """Thread i's value of a per-thread or uniform integer register."""
    return int(v[i] if v.shape[0] > 1 else v[0])


def _issuer(ctx, i: int):
    """The context of thread i's CTA: ctx itself, or for a batched context (machine.Batch) the
    per-CTA context of the CTA that owns thread i."""
    if ctx.batch is None:
        return ctx
    subs = ctx.subs
    return subs[i // subs[0].T]


@handler("nvvm.cp.async.bulk.tensor.global.shared.cta")
def _tma_store(p):
    segs = p.segments()
    desc, src = segs[0][0], segs[1][0]
    coords = segs[2]
    if segs[3]:
        pass  # L2 cache hint: no effect
    pred = segs[4][0] if len(segs) > 4 and segs[4] else None
    loc = location_of(p.op)

    def one(ctx, R, i, tm=None):
        cctx = _issuer(ctx, i)
        c = [_at(R[s], i) for s in coords]
        sp = _at(R[src], i)
        d = _at(R[desc], i)
        tm = tm or read_tensor_map(cctx, d)
        cctx.cta.hazards.async_read(cctx, sp, sp + tm.box_bytes, f"the TMA store at {loc}")
        tma_store(cctx, d, sp, c)  # (reads the tensor map again)

    def batch(ctx, R, idx) -> bool:
        """One index operation for the boxes of all issuing CTAs of a batch (tma.store_boxes)."""
        from mgpu.emulator import tma

        iss = _issuers(ctx, idx, [R[src], R[desc]])
        if iss is None:
            return False
        cctxs, windows, (sp, d) = iss
        tm = read_tensor_map(cctxs[0], d, len(cctxs))
        n = tm.box_bytes
        a = _gmem_of(ctx, tm, write=True)
        bt = ctx.batch
        if not tma.store_boxes(tm, [_per(R[s], ctx.T)[idx] for s in coords], bt.smem, sp, windows, bt.S,
                               a.data, a.base):
            for i in idx:
                one(ctx, R, i, tm)
            return True
        for cctx in cctxs:  # after the copy: an error inside a batch reruns the kernel CTA by CTA anyway
            cctx.cta.hazards.async_read(cctx, sp, sp + n, f"the TMA store at {loc}")
        stats = ctx.machine.stats
        stats.bytes_read[GENERIC] += tma.DESCRIPTOR_BYTES * len(cctxs)  # the copies' reads, as in one()
        stats.bytes_read[SMEM] += n * len(cctxs)
        stats.bytes_written[GENERIC] += n * len(cctxs)
        return True

    return _issued(pred, batch, one)
