"""mbarrier: init, arrive (with expect-tx, drop, no-complete), expect-tx / complete-tx, the parity
waits and the non-blocking test-wait, in their nvvm op and inline-PTX spellings (PTX ISA 9.1 §9.7.13.15; the state machine is
barriers.MBarrier). Async copies credit complete-tx through ``complete_tx``."""

from __future__ import annotations

import numpy as np

from mgpu.arch import WARP_SIZE
from mgpu.dialect.diagnostics.emulator import sync as diag
from mgpu.dialect.nvvm.mbarrier import (
    MBarrierArriveDropOp,
    MBarrierArriveExpectTxOp,
    MBarrierArriveNocompleteOp,
    MBarrierArriveOp,
    MBarrierCompleteTxOp,
    MBarrierExpectTxOp,
    MBarrierInitOp,
    MBarrierTestWaitOp,
    MBarrierTryWaitParityOp,
)
from mgpu.emulator import happens_before as hb
from mgpu.emulator.barriers import BatchedMBarrier, MBarrierError
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.execute import threads_by_cta, wait_for
from mgpu.emulator.handler_spec import Prepared, Registers
from mgpu.emulator.handlers.ptx_operands import acting, operand_space, per_thread_value, ptx_args, values_at
from mgpu.emulator.handlers.registry import handler, ptx_rule
from mgpu.emulator.races import op_where, race
from mgpu.emulator.lanes import active, issuer, per_thread, uniform_at
from mgpu.emulator.machine import Context
from mgpu.emulator.memory import CLUSTER_MASK, CLUSTER_SHIFT
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import InlineAsm, Instr, Mem
from mgpu.emulator.types import CLUSTER, SMEM, ptr_space


def released(ctx: Context, b, change, what: str) -> None:
    """``change()`` (an expect-tx or complete-tx) on mbarrier ``b`` in ``ctx``: it happens-before
    whoever observes the phase it may complete."""
    ph = b.phase
    bar_err(change)
    check_waits_kept_up(b, ph, what, hb.release(ctx, b, ph, b.phase))


def check_waits_kept_up(b, phase: int, what: str, behind: dict) -> None:
    """A release (``what``) completed phase ``phase`` of mbarrier ``b``; ``behind`` (from hb.release): the waits
    (hb.PhaseWait) that observed the phase before and that no release into ``phase`` is ordered after. On hardware
    ``phase`` may then complete before such a wait runs, whose parity then names phase ``phase + 1`` and whose
    state (an arrive's) names no phase it may: a race, naming the wait (its context, or the warp of it that lags
    where the others' waits are ordered before a release)."""
    if behind:
        who, wait = next(iter(behind.items()))
        if len(wait.lagging) < wait.warps:
            who = next(iter(wait.lagging))
        row = diag.RACE_STATE_WAIT_FALLS_BEHIND if wait.by_state else diag.RACE_WAIT_FALLS_BEHIND
        race(row.format(what=what, phase=phase, cta=b.cta, addr=b.address, who=who, where=op_where(wait.op),
                        prev=phase - 1, parity=(phase - 1) & 1, next=phase + 1))


def complete_tx(ctx: Context, b, nbytes: int) -> None:
    """complete-tx(``nbytes``) on mbarrier ``b`` by an async copy issued in ``ctx``: a phase it completes is
    completed asynchronously (an arrive of the next phase must be ordered after a wait that observed it:
    :func:`check_phase_ordered`)."""
    ph = b.phase
    released(ctx, b, lambda: b.complete_tx(nbytes), "complete-tx")
    if b.phase != ph:
        hb.completed_async(b, ph)


def check_phase_ordered(ctx: Context, b, addr: int, what: str, threads: np.ndarray | None = None) -> None:
    """An arrive or expect-tx (``what``) of ``ctx`` (its ``threads``; None: its acting ones) on mbarrier ``b``
    counts towards phase ``b.phase`` here; on hardware it may land in the previous phase, completing that phase
    early or making a parity wait wait for a phase that never completes, unless it is ordered after that phase's
    completion. A race where the previous phase was completed by an asynchronous copy that ``ctx`` is not ordered
    after (the copies complete at issue here: two copies on consecutive phases of one barrier, the first never
    waited for), or by a release of threads the arriving ones are not ordered after (threads taking turns on one
    barrier, a wait left out: the emulator's schedule landed the arrive in the later phase)."""
    if hb.arrives_unordered(ctx.hb, b):
        race(diag.RACE_ARRIVE_BEFORE_ASYNC_COMPLETION.format(what=what, cta=b.cta, addr=addr, phase=b.phase,
                                                             prev=b.phase - 1, parity=(b.phase - 1) & 1))
        return
    found = hb.unordered_release(ctx.hb, b, ctx, threads)
    if found is not None:
        mine, other, op = found
        race(diag.RACE_ARRIVE_OVERTAKES_PHASE.format(what=what, who=mine, cta=b.cta, addr=addr, phase=b.phase,
                                                     prev=b.phase - 1, other=other, where=op_where(op),
                                                     parity=(b.phase - 1) & 1))


def mbarrier_at(ctx: Context, space, addr: int, threads=None, epochs: dict | None = None):
    """The mbarrier at a (local or cluster) SMEM address; one of another CTA is an access of its SMEM by the threads
    ``threads`` of ``ctx`` (None: its acting ones), whose warps' epochs were ``epochs`` (cta_exit.py)."""
    try:
        if space == CLUSTER:
            rank = addr >> CLUSTER_SHIFT
            cl = ctx.cta.cluster
            if not 0 <= rank < len(cl.ctas):
                raise EmulatorError(diag.MBARRIER_RANK_OUT_OF_RANGE.format(rank=rank, n_ctas=len(cl.ctas)))
            cta, addr = cl.ctas[rank], addr & CLUSTER_MASK
        else:
            cta = ctx.cta
        b = cta.barriers[addr]
    except MBarrierError as e:
        raise EmulatorError(e.message) from None
    if cta is not ctx.cta and addr in cta.barriers.unpublished:
        race(diag.RACE_INIT_NOT_RELEASED_TO_CLUSTER.format(
            src=ctx.cta.barriers.cta, cta=cta.barriers.cta, addr=addr,
            where=op_where(cta.barriers.unpublished[addr])))
    if ctx.hb is not None:
        cta.hazards.barrier_use(ctx, addr)
    if cta.peers is not None:
        cta.peers.accessed(ctx, threads, epochs)
    return b


def bar_err(f):
    """``f()``, an MBarrierError it raises reported as the emulator's error."""
    try:
        return f()
    except MBarrierError as e:
        raise EmulatorError(e.message) from None


def batched_barrier(ctx: Context, space, addrs: np.ndarray, idx: np.ndarray, init: bool = False):
    """On a batched context (machine.Batch) whose threads ``idx`` all name one mbarrier address of
    their own CTA: the barrier at that address of all the batch's CTAs (barriers.BatchedMBarrier,
    made by an ``init``; else initialised in every CTA with such threads), how many of the threads
    each CTA has and that number if it is the same in all (machine.Batch.per_cta). None otherwise:
    the op then goes CTA by CTA, with the exact errors."""
    batch = ctx.batch
    if batch is None or idx.size == 0:
        return None
    a0 = uniform_at(addrs, idx)
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


def mbarrier_init(ctx: Context, addrs, counts, idx: np.ndarray):
    """Threads ``idx`` initialise the mbarriers of their CTA at ``addrs`` with the arrival counts
    ``counts`` (registers: one value for all threads or one per thread)."""
    got = batched_barrier(ctx, SMEM, addrs, idx, init=True)
    if got is not None and got[1].max() == 1:  # one initialising thread per CTA
        bb, per_cta, _ = got
        if counts.shape[0] == 1:
            n = int(counts[0])
        else:
            n = np.zeros(ctx.batch.B, np.int64)
            n[idx // ctx.subs[0].T] = counts[idx]
        return bar_err(lambda: bb.init(per_cta > 0, n))
    a = per_thread(addrs, ctx.T)[idx].tolist()
    n = per_thread(counts, ctx.T)[idx].tolist()
    try:
        for i, ai, ni in zip(idx.tolist(), a, n):
            c = issuer(ctx, i)
            hb.reset(c.cta.barriers.init(ai, ni))
            c.cta.barriers.unpublished[ai] = c.cur_op
            if c.hb is not None:
                c.cta.hazards.barrier_init(c.hb.warps[i // WARP_SIZE], ai, c.cur_op)
    except MBarrierError as e:
        raise EmulatorError(e.message) from None


@handler(MBarrierInitOp, batch_native=True)
def _mbar_init(p: Prep):
    bar, count, pred = p.slot(p.op.addr), p.slot(p.op.count), p.slot(p.op.predicate)

    def run(ctx: Context, R: Registers):
        return mbarrier_init(ctx, R[bar], R[count], active(ctx, R[pred] if pred is not None else None))

    return run


@ptx_rule("mbarrier.init")
def _init_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``mbarrier.init{.shared{::cta}}.b64 [addr], count`` [PTX ISA 9.1 §9.7.13.15.9]; jax's
    ``@$2 mbarrier.init.shared::cta.b64 [$0], $1;`` (dialect_lowering.py:283-289 at jax-v0.12.0.1)."""
    if len(ins.operands) != 2 or _ptx_space(p, parsed, ins) != SMEM:
        raise p.error(diag.PTX_INIT_FORM.format(ins_text=ins.text))

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        return mbarrier_init(ctx, per_thread_value(ins.operands[0], args, ctx.T),
                             per_thread_value(ins.operands[1], args, ctx.T), acting(ctx, ins, args))

    return Prepared(run, batch_native=True)


def group_by_barrier(addrs: np.ndarray, idx: np.ndarray):
    if idx.size == 0:
        return []
    sel = addrs[idx]
    if (sel == sel[0]).all():
        return [(int(sel[0]), idx)]
    return [(int(u), idx[sel == u]) for u in np.unique(sel)]


def barrier_groups(ctx: Context, addrs: np.ndarray, idx: np.ndarray):
    """(context, barrier address, thread indices) for the threads ``idx`` grouped by the barrier
    they name (``addrs``: a register, uniform or per thread); on a batched context per CTA too (that CTA's own
    context), CTAs in order."""
    per_cta = threads_by_cta(ctx, idx)
    if addrs.ndim and addrs.shape[0] == 1 < ctx.T:  # (a uniform register: one barrier, not compared thread by thread)
        a0 = int(addrs[0])
        return [(cctx, a0, cidx) for cctx, cidx in per_cta]
    addrs = per_thread(addrs, ctx.T)
    if len(per_cta) > 1 and (addrs[idx] == addrs[idx[0]]).all():
        a0 = int(addrs[idx[0]])
        return [(cctx, a0, cidx) for cctx, cidx in per_cta]
    return [(cctx, a, ids) for cctx, cidx in per_cta for a, ids in group_by_barrier(addrs, cidx)]


def arrive_expect_tx(ctx: Context, space, addrs, tx, idx: np.ndarray):
    """Threads ``idx`` each expect ``tx`` bytes (a register) on the mbarriers at ``addrs``, then
    arrive once [PTX ISA 9.1 §9.7.13.15.13]; returns the per-thread state."""
    same = uniform_at(tx, idx) if idx.size else None  # usually one tx count
    got = batched_barrier(ctx, space, addrs, idx) if same is not None else None
    if got is not None:
        bb, n, k = got
        return thread_states(ctx, idx, bar_err(lambda: bb.arrive_expect_tx(same, n, k)))
    t = per_thread(tx, ctx.T).astype(np.int64)
    state = np.zeros(ctx.T, np.int64)
    start = hb.epochs_now(ctx, idx)  # (one instruction: one event of each warp, whichever barriers it names)
    try:  # (one handler for all the CTAs of a batch: no closure per CTA)
        for cctx, addr, ids in barrier_groups(ctx, np.asarray(addrs), idx):
            b = mbarrier_at(cctx, space, addr, ids, start)
            check_phase_ordered(cctx, b, addr, "arrive.expect_tx", ids)
            if same is not None:
                s = b.arrive_expect_tx(same, len(ids))
            else:
                tt = t[ids]
                if (tt == tt[0]).all():
                    s = b.arrive_expect_tx(int(tt[0]), len(ids))
                else:
                    b.expect_tx(int(tt.sum()))
                    s = b.arrive(len(ids))
            check_waits_kept_up(b, s, "arrive.expect_tx", hb.release(cctx, b, s, b.phase, ids, start))
            state[ids] = s
    except MBarrierError as e:
        raise EmulatorError(e.message) from None
    return state


@handler(MBarrierArriveExpectTxOp, batch_native=True)
def _arrive_expect_tx(p: Prep):
    bar, tx, pred = p.slot(p.op.addr), p.slot(p.op.txcount), p.slot(p.op.predicate)
    space = ptr_space(p.in_types[0])
    outs = p.outs

    def run(ctx: Context, R: Registers):
        state = arrive_expect_tx(ctx, space, R[bar], R[tx], active(ctx, R[pred] if pred is not None else None))
        if outs:
            R[outs[0]] = state

    return run


@ptx_rule("mbarrier.arrive.expect_tx")
def _arrive_expect_tx_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``mbarrier.arrive.expect_tx{.release}{.cta,.cluster}{.shared::cta,.shared::cluster}.b64 state,
    [addr], txCount`` [PTX ISA 9.1 §9.7.13.15.13]; jax's ``mbarrier.arrive.expect_tx.release.{cta,cluster}
    .shared::{cta,cluster}.b64 _, [$0], $1;`` (utils.py:1418-1425 at jax-v0.12.0.1). The release
    is the nvvm op's: the arrive happens-before whoever observes the phase it completes."""
    if len(ins.operands) != 3:
        raise p.error(diag.PTX_ARRIVE_EXPECT_TX_FORM.format(ins_text=ins.text))
    space = _ptx_space(p, parsed, ins)
    outs = p.outs

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        idx = acting(ctx, ins, args)
        state = arrive_expect_tx(ctx, space, per_thread_value(ins.operands[1], args, ctx.T),
                                 per_thread_value(ins.operands[2], args, ctx.T), idx)
        if outs:
            R[outs[0]] = state

    return Prepared(run, batch_native=True)


def thread_states(ctx: Context, idx: np.ndarray, before) -> np.ndarray:
    """The state result of an arrive of threads ``idx`` of a batched context: their CTA's phase
    ``before`` it (per CTA, or an int: the same in all; 0 for the other threads; a uniform register
    where all threads have one)."""
    uniform = not isinstance(before, np.ndarray)
    if idx.size == ctx.T:
        return np.array([before], np.int64) if uniform else np.repeat(before, ctx.subs[0].T)
    state = np.zeros(ctx.T, np.int64)
    state[idx] = before if uniform else before[idx // ctx.subs[0].T]
    return state


def mbarrier_arrive(ctx: Context, space, addrs, idx, count=1, method="arrive"):
    """Threads ``idx`` arrive (``count`` each; ``method`` is ``arrive`` or ``arrive_drop``) on the
    barriers at ``addrs``; returns the per-thread state array."""
    got = batched_barrier(ctx, space, addrs, idx) if method == "arrive" and count >= 0 else None
    if got is not None:
        bb, n, k = got
        return thread_states(ctx, idx, bar_err(lambda: bb.arrive(n * count, None if k is None else k * count)))
    state = np.zeros(ctx.T, np.int64)
    start = hb.epochs_now(ctx, idx)  # (one instruction: one event of each warp, whichever barriers it names)
    for cctx, addr, ids in barrier_groups(ctx, np.asarray(addrs), idx):
        b = mbarrier_at(cctx, space, addr, ids, start)
        check_phase_ordered(cctx, b, addr, method, ids)
        state[ids] = s = bar_err(lambda: getattr(b, method)(len(ids) * count))
        check_waits_kept_up(b, s, method, hb.release(cctx, b, s, b.phase, ids, start))
    return state


def arrive_count(v, idx: np.ndarray) -> int:
    """The arrival count of the threads ``idx`` (MLIR's optional ``count`` operand, PTX's ``count``
    operand): each thread arrives that many times. A count that differs between them is refused
    rather than taken from one thread."""
    count = uniform_at(v, idx) if idx.size else 1
    if count is None:
        counts = sorted(set(np.asarray(v).reshape(-1)[idx].tolist()))
        raise EmulatorError(diag.ARRIVE_COUNT_NOT_UNIFORM.format(counts=counts[:8]))
    return count


def arrive_op(method: str):
    """The handler of ``nvvm.mbarrier.<method>``: every active thread arrives ``count`` times (1 if
    the op has no count operand)."""

    def factory(p: Prep):
        bar, count = p.slot(p.op.addr), p.slot(p.op.count)
        space = ptr_space(p.in_types[0])
        outs = p.outs

        def run(ctx: Context, R: Registers):
            idx = active(ctx)
            n = 1 if count is None else arrive_count(R[count], idx)
            state = mbarrier_arrive(ctx, space, R[bar], idx, n, method=method)
            if outs:
                R[outs[0]] = state

        return run

    return factory


handler(MBarrierArriveOp, batch_native=True)(arrive_op("arrive"))


def _ptx_space(p: Prep, parsed: InlineAsm, ins: Instr):
    """The state space of an mbarrier instruction's address: the executing CTA's (``.shared{::cta}``,
    or an ``!llvm.ptr<3>`` operand even under ``.shared::cluster``: the shared::cta window lies in the
    shared::cluster window and names the executing CTA's memory, PTX ISA 9.1 §5.1.4), else the
    cluster's (a mapa's address)."""
    s = ins.attrs.get("space") or ""
    if "cluster" not in s or "cta" in s:
        return SMEM
    return SMEM if operand_space(p, parsed, _address(ins)) == SMEM else CLUSTER


def _address(ins: Instr):
    """The ``[addr]`` operand of an mbarrier instruction."""
    return next(o for o in ins.operands if isinstance(o, Mem))


@ptx_rule("mbarrier.arrive")
def _arrive_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    space = _ptx_space(p, parsed, ins)
    outs = p.outs
    ci = ins.attrs.get("count_operand")
    method = "arrive_nocomplete" if ins.attrs.get("no_complete") else "arrive"

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        idx = acting(ctx, ins, args)
        bar = per_thread_value(ins.operands[1], args, ctx.T)
        count = arrive_count(values_at(ins.operands[ci], args, idx), np.arange(idx.size)) if ci is not None else 1
        st = mbarrier_arrive(ctx, space, bar, idx, count, method=method)
        if outs:
            R[outs[0]] = st

    return Prepared(run, batch_native=True)  # (mbarrier_arrive: all the CTAs of a batch at once)


handler(MBarrierArriveDropOp, batch_native=True)(arrive_op("arrive_drop"))
# mbarrier.arrive.noComplete: the count is an operand, and the arrive must leave the phase incomplete
handler(MBarrierArriveNocompleteOp, batch_native=True)(arrive_op("arrive_nocomplete"))


def test_wait(ctx: Context, space, addrs, idx: np.ndarray, token, by_state: bool) -> np.ndarray:
    """``mbarrier.test_wait`` of the threads ``idx`` on the barriers at ``addrs``: per thread,
    whether the phase named by ``token`` has completed (an arrive's state: that phase number;
    else a parity). It never blocks; a thread that sees the phase complete acquires it, as a
    returned try_wait does (PTX ISA §9.7.13.15.16)."""
    if space != SMEM:
        raise EmulatorError(diag.TEST_WAIT_REMOTE)
    done = np.zeros(ctx.T, bool)
    for cctx, b, t, sel in waits_by_token(ctx, space, addrs, token, idx):
        if by_state:
            done[sel] = observe_state(cctx, b, t)
            continue
        ok = bar_err(lambda: b.test_wait_parity(t))
        done[sel] = ok
        if ok:
            cctx.cta.hazards.observed(b, cctx)
            hb.acquire_parity(cctx, b, t)
    return done


def waits_by_token(ctx: Context, space, addrs, tokens, idx: np.ndarray) -> list:
    """(context, barrier, token, threads) per CTA, barrier and token of the threads ``idx`` waiting on the
    mbarriers at ``addrs``; a token is what each waits for (a parity, or an arrive's state: a phase number)."""
    tok = per_thread(tokens, ctx.T).astype(np.int64)
    out = []
    for cctx, addr, ids in barrier_groups(ctx, np.asarray(addrs), idx):
        b = mbarrier_at(cctx, space, addr)
        out += [(cctx, b, t, ids[tok[ids] == t]) for t in np.unique(tok[ids]).tolist()]
    return out


def observe_state(cctx: Context, b, t: int, op=None) -> bool:
    """Whether a wait of ``cctx`` on mbarrier ``b`` for phase ``t`` (an arrive's state) sees it complete now; one
    that does acquires it. A state two phases behind or more names no phase a wait may (PTX ISA 9.1
    §9.7.13.15.16): a race in this run, located at ``op`` (None: the op running), after which the wait goes on as if
    on time."""
    if b.overtaken(t):
        race(diag.RACE_STATE_WAIT_OVERTAKEN.format(who=cctx.name, prev=t, cta=b.cta, addr=b.address, phase=t + 1,
                                                   now=b.phase), op)
    elif not bar_err(lambda: b.wait_phase(t)):
        return False
    cctx.cta.hazards.observed(b, cctx)
    hb.acquire_phase(cctx, b, t, by_state=True)
    return True


@handler(MBarrierTestWaitOp, batch_native=True)
def _test_wait(p: Prep):
    bar, token = p.ins
    space = ptr_space(p.in_types[0])
    by_state = p.in_types[1].width.data == 64  # i64: an arrive's state; i32: a phase parity
    out = p.outs[0]

    def run(ctx: Context, R: Registers):
        R[out] = test_wait(ctx, space, R[bar], active(ctx), R[token], by_state)

    return run


@ptx_rule("mbarrier.test_wait")
def _test_wait_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    # mbarrier.test_wait{.parity}{.sem}{.scope}.shared::cta.b64 waitComplete, [addr], state|parity
    space, by_state = _ptx_space(p, parsed, ins), not ins.attrs["parity"]
    out = p.outs[0]

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        idx = acting(ctx, ins, args)
        bar = per_thread_value(ins.operands[1], args, ctx.T)
        R[out] = test_wait(ctx, space, bar, idx, per_thread_value(ins.operands[2], args, ctx.T), by_state)

    return run


def try_wait_parity(ctx: Context, space, addrs, parities, idx: np.ndarray):
    """``mbarrier.try_wait.parity`` of the threads ``idx`` on the mbarriers at ``addrs``: a Wait until
    the phase of each one's parity has completed; a returned wait acquires that phase (PTX ISA 9.1
    §9.7.13.15.16)."""
    if idx.size == 0:
        return None
    pv = uniform_at(parities, idx)
    got = batched_barrier(ctx, space, addrs, idx) if pv is not None else None
    if got is not None:
        bb, n, _ = got
        return _batched_wait(ctx, bb, n, pv & 1)
    ad = uniform_at(addrs, idx)
    # (context, barrier, parity, address) per CTA and distinct (address, parity)
    if ad is not None and pv is not None:  # the usual case: one barrier, one parity
        pv &= 1
        bars = [(cctx, mbarrier_at(cctx, space, ad), pv, ad) for cctx, _ in threads_by_cta(ctx, idx)]
    else:
        par = per_thread(parities, ctx.T).astype(np.int64) & 1
        a = per_thread(addrs, ctx.T)
        bars = []
        for cctx, ids in threads_by_cta(ctx, idx):
            pairs = sorted({(int(x), int(y)) for x, y in zip(a[ids], par[ids])})
            bars += [(cctx, mbarrier_at(cctx, space, ad), pv, ad) for ad, pv in pairs]

    def ready():
        ok = all((b.phase & 1) != pv for _, b, pv, _ in bars)
        if ok:
            for cctx, b, pv, _ in bars:
                cctx.cta.hazards.observed(b, cctx)
                hb.acquire_parity(cctx, b, pv)
        return ok

    def describe():
        return "; ".join(f"{'' if c is ctx else c.cta.label + ' '}waiting for the phase of parity {pv} of "
                         f"the mbarrier at SMEM {ad:#x} ({b.describe()})" for c, b, pv, ad in bars
                         if (b.phase & 1) == pv)

    return wait_for(ready, describe)


@handler(MBarrierTryWaitParityOp, batch_native=True)
def _try_wait(p: Prep):
    bar, parity = p.ins[:2]
    space = ptr_space(p.in_types[0])
    if space != SMEM:
        raise p.error(diag.WAIT_REMOTE)
    return lambda ctx, R: try_wait_parity(ctx, space, R[bar], R[parity], active(ctx))


def try_wait_state(ctx: Context, space, addrs, tokens, idx: np.ndarray):
    """``mbarrier.try_wait`` of the threads ``idx`` on the mbarriers at ``addrs`` for the phases their ``tokens``
    (arrives' states) name: a Wait until each has completed; a returned wait acquires that phase (PTX ISA 9.1
    §9.7.13.15.16)."""
    if idx.size == 0:
        return None
    waits = waits_by_token(ctx, space, addrs, tokens, idx)
    seen = []  # (the scheduler asks a blocked context's wait, then the context itself: it observes once)

    def ready():
        if seen or any(not b.wait_phase(t) for _, b, t, _ in waits):
            return bool(seen)
        where = None if ctx.waiting is None else ctx.waiting[1]  # (asked by the scheduler: not at the op)
        for cctx, b, t, _ in waits:
            observe_state(cctx, b, t, where)
        seen.append(True)
        return True

    def describe():
        return "; ".join(f"{'' if c is ctx else c.cta.label + ' '}waiting for phase {t} of the mbarrier at SMEM "
                         f"{b.address:#x} ({b.describe()})" for c, b, t, _ in waits if not b.wait_phase(t))

    return wait_for(ready, describe)


@ptx_rule("mbarrier.try_wait")
def _try_wait_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``mbarrier.try_wait{.parity}{.sem.scope}.shared{::cta}.b64 waitComplete, [addr], phaseParity | state
    {, suspendTimeHint}`` [PTX ISA 9.1 §9.7.13.15.16]: the thread waits until the phase completes or a time limit
    the system chooses; the emulator's limit is none, so waitComplete is true once the wait returns (acquiring the
    phase, as the nvvm op's wait). ``state`` is what an ``mbarrier.arrive`` returned (libcu++'s
    ``cuda::ptx::mbarrier_try_wait`` spells ``mbarrier.try_wait.shared::cta.b64 P_OUT, [%1], %2;``, a 64-bit
    state); nvvm has no such op, only ``nvvm.mbarrier.test.wait`` on a state."""
    if len(ins.operands) not in (3, 4) or _ptx_space(p, parsed, ins) != SMEM:
        raise p.error(diag.PTX_TRY_WAIT_FORM.format(ins_text=ins.text))
    wait = try_wait_parity if ins.attrs["parity"] else try_wait_state
    out = p.outs[0]

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        idx = acting(ctx, ins, args)
        done = np.zeros(ctx.T, bool)
        done[idx] = True  # (what the threads read once the wait below has returned)
        R[out] = done
        return wait(ctx, SMEM, per_thread_value(ins.operands[1], args, ctx.T),
                    per_thread_value(ins.operands[2], args, ctx.T), idx)

    return Prepared(run, batch_native=True)


def _batched_wait(ctx: Context, bb, n: np.ndarray, pv: int):
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

    def describe():
        return "; ".join(f"{ctas[b].label} waiting for the phase of parity {pv} of the mbarrier at SMEM "
                         f"{bb.address:#x} ({bb.row(b).describe()})" for b in cta.tolist() if bb.row(b).parity == pv)

    return wait_for(ready, describe)


def change_tx(ctx: Context, space, addrs: np.ndarray, tx: np.ndarray, idx: np.ndarray, method: str) -> None:
    """expect-tx or complete-tx (``method``) of ``tx`` bytes (one per thread) by the threads ``idx``
    on the mbarriers at ``addrs`` (one per thread): each barrier changes by its threads' sum."""
    for addr, ids in group_by_barrier(addrs, idx):
        b = mbarrier_at(ctx, space, addr)
        if method == "expect_tx":
            check_phase_ordered(ctx, b, addr, method)
        released(ctx, b, lambda: getattr(b, method)(int(tx[ids].sum())), method)


def _tx_op(method):
    def factory(p: Prep):
        bar, tx = p.ins
        space = ptr_space(p.in_types[0])

        def run(ctx: Context, R: Registers):
            change_tx(ctx, space, per_thread(R[bar], ctx.T), per_thread(R[tx], ctx.T).astype(np.int64),
                      active(ctx), method)

        return run

    return factory


handler(MBarrierExpectTxOp)(_tx_op("expect_tx"))
handler(MBarrierCompleteTxOp)(_tx_op("complete_tx"))


@ptx_rule("mbarrier.expect_tx", "mbarrier.complete_tx")
def _tx_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``mbarrier.{expect,complete}_tx{.relaxed.scope}{.shared::cta,.shared::cluster}.b64 [addr],
    txCount`` [PTX ISA 9.1 §9.7.13.15.11-12]; jax's ``DialectBarrierRef.complete_tx``
    (utils.py:1161-1185 at jax-v0.10.2) spells ``@$2 mbarrier.complete_tx.shared::cta.b64 [$0], $1;``."""
    space, method = _ptx_space(p, parsed, ins), ins.opcode.removeprefix("mbarrier.")
    if len(ins.operands) != 2:
        raise p.error(diag.PTX_FORM_UNSUPPORTED.format(opcode=ins.opcode, ins_text=ins.text))

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        change_tx(ctx, space, per_thread_value(ins.operands[0], args, ctx.T),
                  per_thread_value(ins.operands[1], args, ctx.T).astype(np.int64), acting(ctx, ins, args), method)

    return run
