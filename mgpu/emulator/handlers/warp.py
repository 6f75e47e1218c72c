"""Warp-level instructions: elect.sync (PTX ISA 9.1 §9.7.13.14), shfl.sync (§9.7.9.6), redux.sync
(§9.7.13.11), vote.sync (§9.7.13.10) and bar.warp.sync (§9.7.13.3).

A context runs its warps' threads together (masked when they diverge), so a warp-synchronous
instruction sees at once every lane that executes it; one whose member mask names a lane that does
not execute it with the others (a diverged lane: undefined in PTX, or a wait the emulator cannot
model) is refused by name."""

from __future__ import annotations

import numpy as np

from mgpu.arch import WARP_SIZE
from mgpu.dialect.diagnostics.emulator import sync as diag
from mgpu.dialect.nvvm.attrs import ReductionKind, VoteSyncKind
from mgpu.dialect.nvvm.warp import ElectSyncOp, ReduxOp, ShflOp, SyncWarpOp, VoteSyncOp
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handler_spec import Prepared, Registers
from mgpu.emulator.handlers.ptx_operands import per_thread_value, ptx_args
from mgpu.emulator.handlers.registry import handler, ptx_rule
from mgpu.emulator.lanes import active, lane_of, per_thread
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import Arg, InlineAsm, Instr, Vec


def elect(T: int, m: np.ndarray) -> np.ndarray:
    """``elect.sync``'s predicate for ``T`` threads of which ``m`` execute it: true in the lowest
    executing lane of each warp."""
    out = np.zeros(T, bool)
    nw = (T + WARP_SIZE - 1) // WARP_SIZE
    mm = np.zeros(nw * WARP_SIZE, bool)
    mm[:T] = m
    mm = mm.reshape(nw, WARP_SIZE)
    first = np.argmax(mm, axis=1)
    has = mm.any(axis=1)
    out[(np.arange(nw) * WARP_SIZE + first)[has]] = True
    return out


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

    return run


@ptx_rule("elect.sync")
def _elect_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    # elect.sync d|p, membermask: jax's utils.py writes the predicate only (_|$0)
    dst = ins.operands[0]
    parts = dst.items if isinstance(dst, Vec) else (dst,)
    outs = [k for k, o in enumerate(parts) if isinstance(o, Arg)]
    if ins.predicate is not None or len(outs) != 1 or len(parts) != 2 or outs != [1] or len(parsed.outputs) != 1:
        raise p.error(diag.ELECT_FORM.format(ins_text=ins.text))
    r = p.outs[0]

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        idx = active(ctx)
        warp_members(ctx, idx, per_thread_value(ins.operands[1], args, ctx.T), "elect.sync")
        m = np.zeros(ctx.T, bool)
        m[idx] = True
        R[r] = elect(ctx.T, m)

    return Prepared(run, batch_native=True)  # per warp: a batched context stacks whole warpgroups


def shuffle(ctx: Context, mode: str, v: np.ndarray, b, c) -> tuple[np.ndarray, np.ndarray]:
    """``shfl.sync.<mode>`` (idx, up, down, bfly) of the per-thread values ``v`` with the lane
    operand ``b`` and the clamp/segment operand ``c``: each thread's result and whether its source
    lane was in range (else it keeps its own value)."""
    pos, ok = _sources(ctx, mode, b, c)
    return per_thread(v, ctx.T)[pos], ok


_SOURCES: dict = {}


def _sources(ctx: Context, mode: str, b, c) -> tuple[np.ndarray, np.ndarray]:
    """(the position of each thread's source thread in the context, whether its lane was in range) of
    a shuffle; made once per thread layout (the warpgroup key, program.Program.static's) where ``b`` and
    ``c`` are one value for all threads (jax's reductions: constants), read-only."""
    b, c = np.asarray(b), np.asarray(c)
    key = (ctx.skey, ctx.T, mode, int(b.reshape(-1)[0]), int(c.reshape(-1)[0])) \
        if ctx.skey is not None and b.size == 1 and c.size == 1 else None
    got = _SOURCES.get(key) if key is not None else None
    if got is None:
        got = _source_positions(ctx, mode, b, c)
        if key is not None:
            if len(_SOURCES) > 256:
                _SOURCES.clear()
            for a in got:
                a.flags.writeable = False
            _SOURCES[key] = got
    return got


def _source_positions(ctx: Context, mode: str, b, c) -> tuple[np.ndarray, np.ndarray]:
    T = ctx.T
    lane = lane_of(ctx)
    bb = per_thread(b, T).astype(np.int64)
    cc = per_thread(c, T).astype(np.int64)
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
    return np.clip(ctx.all_idx - lane + src, 0, T - 1), ok


# pure: a function of its operands and the thread index (the mask is not read), so static operands
# give a static result (program.Program.static)
@handler(ShflOp, pure=True)
def _shfl(p: Prep):
    mask_s, val, b, c = p.ins
    r = p.outs[0]
    mode = p.op.kind.data.value  # nvvm ShflKind: idx, up, down, bfly

    def run(ctx: Context, R: Registers):
        R[r], ok = shuffle(ctx, mode, R[val], R[b], R[c])
        if len(p.outs) > 1:
            R[p.outs[1]] = ok

    return run


@ptx_rule("shfl.sync")
def _shfl_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    # shfl.sync.<mode>.b32 d[|p], a, b, c, membermask: the outputs are $N (a struct of d and p
    # when both are)
    mode = ins.attrs["mode"]
    dst = ins.operands[0]
    outs = dst.items if isinstance(dst, Vec) else (dst,)
    if mode is None or ins.predicate is not None or len(ins.operands) != 5 or [
            o.n if isinstance(o, Arg) else None for o in outs] != list(range(len(parsed.outputs))):
        raise p.error(diag.SHFL_FORM.format(ins_text=ins.text))
    r = p.outs[0]

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        T = ctx.T
        got = shuffle(ctx, mode, *(per_thread_value(o, args, T) for o in ins.operands[1:4]))
        R[r] = got[0] if len(outs) == 1 else got

    return Prepared(run, batch_native=True)  # per warp: a batched context stacks whole warpgroups


_UNSIGNED = {ReductionKind.UMIN: np.minimum, ReductionKind.UMAX: np.maximum}
_SIGNED = {ReductionKind.MIN: np.minimum, ReductionKind.MAX: np.maximum}
_BITWISE = {ReductionKind.AND: np.bitwise_and, ReductionKind.OR: np.bitwise_or, ReductionKind.XOR: np.bitwise_xor}
CANONICAL_NAN = np.uint32(0x7FFFFFFF)  # PTX ISA, "Floating-Point Data": the canonical NaN


def warp_members(ctx: Context, idx: np.ndarray, masks: np.ndarray, what: str) -> np.ndarray:
    """The (warps, 32) membership of the threads ``idx`` that execute a warp-synchronous
    instruction with member masks ``masks`` (per thread): each warp's executing lanes must all give
    one mask, and it must name exactly them."""
    T = ctx.T
    nw = (T + WARP_SIZE - 1) // WARP_SIZE
    on = np.zeros(nw * WARP_SIZE, bool)
    on[idx] = True
    on = on.reshape(nw, WARP_SIZE)
    m = np.zeros(nw * WARP_SIZE, np.int64)
    m[:T] = per_thread(masks, T).astype(np.int64) & 0xFFFFFFFF
    m = m.reshape(nw, WARP_SIZE)
    lanes = (on * (np.int64(1) << np.arange(WARP_SIZE, dtype=np.int64))).sum(axis=1)
    for w in np.flatnonzero(on.any(axis=1)).tolist():
        given = np.unique(m[w][on[w]])
        if given.size != 1 or int(given[0]) != int(lanes[w]):
            shown = ", ".join(f"{int(g):#010x}" for g in given[:4])
            raise EmulatorError(diag.MEMBER_MASK_MISMATCH.format(what=what, shown=shown, w=w, lanes=int(lanes[w])))
    return on


def _ordered_f32(x: np.ndarray) -> np.ndarray:
    """An integer key of f32 values (no NaN) in their numeric order, with -0.0 < +0.0 (PTX ISA,
    "redux.sync": for .f32, +0.0 > -0.0)."""
    i = x.view(np.int32).astype(np.int64)
    return np.where(i < 0, -(i & 0x7FFFFFFF) - 1, i)


def warp_reduce(kind: ReductionKind, v: np.ndarray, on: np.ndarray, absolute: bool, nan: bool) -> np.ndarray:
    """``redux.sync`` over each warp's members ``on`` (warps, 32) of the values ``v`` (padded to
    whole warps): each warp's result, one per warp (PTX ISA §9.7.13.11)."""
    if kind in (ReductionKind.FMIN, ReductionKind.FMAX):
        x = v.astype(np.float32)
        if absolute:
            x = np.abs(x)
        isnan = np.isnan(x) | ~on
        key = _ordered_f32(np.where(isnan, np.float32(0), x))
        big = np.int64(1) << 40
        key = np.where(isnan, big if kind == ReductionKind.FMIN else -big, key)
        pick = (np.argmin if kind == ReductionKind.FMIN else np.argmax)(key, axis=1)
        out = x[np.arange(x.shape[0]), pick]
        any_nan = (np.isnan(x) & on).any(axis=1)
        all_nan = ~(~np.isnan(x) & on).any(axis=1)
        bad = all_nan | (any_nan if nan else False)
        return np.where(bad, CANONICAL_NAN.view(np.float32), out).astype(np.float32)
    if kind == ReductionKind.ADD:
        return (np.where(on, v.astype(np.int64), 0).sum(axis=1) & 0xFFFFFFFF).astype(np.uint32).view(np.int32)
    if kind in _BITWISE:
        ident = np.int64(-1) if kind == ReductionKind.AND else np.int64(0)
        r = _BITWISE[kind].reduce(np.where(on, v.astype(np.int64), ident), axis=1)
        return (r & 0xFFFFFFFF).astype(np.uint32).view(np.int32)
    if kind in _UNSIGNED:
        u = v.astype(np.int64) & 0xFFFFFFFF
        ident = np.int64(0xFFFFFFFF) if kind == ReductionKind.UMIN else np.int64(0)
        r = _UNSIGNED[kind].reduce(np.where(on, u, ident), axis=1)
        return r.astype(np.uint32).view(np.int32)
    s = v.astype(np.int32).astype(np.int64)
    ident = np.int64(2**31 - 1) if kind == ReductionKind.MIN else np.int64(-2**31)
    return _SIGNED[kind].reduce(np.where(on, s, ident), axis=1).astype(np.int32)


def redux(ctx: Context, kind: ReductionKind, v, masks, idx: np.ndarray, absolute=False, nan=False) -> np.ndarray:
    """``redux.sync`` of the threads ``idx`` of ``ctx``: every member gets its warp's reduction."""
    T = ctx.T
    on = warp_members(ctx, idx, masks, "redux.sync")
    nw = on.shape[0]
    x = per_thread(v, T)
    padded = np.zeros(nw * WARP_SIZE, x.dtype)
    padded[:T] = x
    per_warp = warp_reduce(kind, padded.reshape(nw, WARP_SIZE), on, absolute, nan)
    out = np.repeat(per_warp, WARP_SIZE)[:T]
    return out.astype(x.dtype) if x.dtype.kind == out.dtype.kind else out


# batch-native: a batched context stacks whole warpgroups, so its warps are aligned
@handler(ReduxOp, batch_native=True)
def _redux(p: Prep):
    val, mask = p.ins
    out = p.outs[0]
    kind = p.op.kind.data
    absolute, nan = p.op.abs.value.data, p.op.nan.value.data

    def run(ctx: Context, R: Registers):
        idx = active(ctx)
        if idx.size:
            R[out] = redux(ctx, kind, R[val], R[mask], idx, absolute, nan)

    return run


def vote(ctx: Context, kind: VoteSyncKind, pred, masks, idx: np.ndarray) -> np.ndarray:
    """``vote.sync.<kind>`` of the threads ``idx`` of ``ctx`` over their warps' members (which must be
    the lanes that execute it together, as for redux.sync): each thread's result, ``ballot`` the
    warp's mask of members whose predicate is true (i32), the others an i1 of the members' predicates."""
    T = ctx.T
    on = warp_members(ctx, idx, masks, "vote.sync")
    nw = on.shape[0]
    p = np.zeros(nw * WARP_SIZE, bool)
    p[:T] = per_thread(pred, T).astype(bool)
    p = p.reshape(nw, WARP_SIZE)
    if kind == VoteSyncKind.BALLOT:
        ballot = ((p & on) * (np.int64(1) << np.arange(WARP_SIZE, dtype=np.int64))).sum(axis=1)
        return np.repeat(ballot.astype(np.uint32).view(np.int32), WARP_SIZE)[:T]
    if kind == VoteSyncKind.ANY:
        per_warp = (p & on).any(axis=1)
    elif kind == VoteSyncKind.ALL:
        per_warp = (p | ~on).all(axis=1)
    else:  # uni: the members' predicates are all equal
        per_warp = (p | ~on).all(axis=1) | (~p | ~on).all(axis=1)
    return np.repeat(per_warp, WARP_SIZE)[:T]


@handler(VoteSyncOp, batch_native=True)  # per warp: a batched context stacks whole warpgroups
def _vote(p: Prep):
    mask, pred = p.ins
    out = p.outs[0]
    kind = p.op.kind.data

    def run(ctx: Context, R: Registers):
        idx = active(ctx)
        if idx.size:
            R[out] = vote(ctx, kind, R[pred], R[mask], idx)

    return run


@handler(SyncWarpOp, batch_native=True)
def _bar_warp_sync(p: Prep):
    (mask,) = p.ins

    def run(ctx: Context, R: Registers):
        idx = active(ctx)
        if idx.size:
            warp_members(ctx, idx, R[mask], "bar.warp.sync")

    return run
