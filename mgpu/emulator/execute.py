"""Execute prepared blocks: ``run_block`` runs a CompiledBlock's closures in a context (a generator
that yields the Wait it blocks on), and the helpers closures share to run on a batched context
(machine.Batch: the threads of several CTAs stacked along the thread axis).

Registers: one flat list ``R`` per execution context, indexed by the slot of each SSA value of
the module (program.Program.slot). A closure returns None, a ``Wait`` (the context blocks until
``wait.ready()``), or a generator (ops with regions run their blocks through ``run_block``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.emulator import fuse
from mgpu.emulator.errors import EmulatorError, StepLimitExceeded, located
from mgpu.emulator.handler_spec import Closure, Registers
from mgpu.emulator.lanes import cta_slices
from mgpu.emulator.register_hazards import registers_of


class Wait:
    """What a blocked context waits for: ``ready()`` and a one-line description."""

    __slots__ = ("ready", "describe")

    def __init__(self, ready: Callable[[], bool], describe: Callable[[], str]):
        self.ready = ready
        self.describe = describe


@dataclass
class CompiledBlock:
    fns: list
    ops: list
    arg_slots: list[int]
    yield_slots: list[int] = field(default_factory=list)  # operands of the terminator
    traits: list[fuse.Traits] = field(default_factory=list)  # per closure of ``fns`` (what fuse.py reads)
    batchable: bool = False  # a launch body whose CTAs may run as one batch (machine.Batch)
    fused: CompiledBlock | None = None  # the same with runs of accesses fused (fuse.py), if any
    tracked: CompiledBlock | None = None  # the same with the fusions race tracking allows (fuse.fuse_tracked)
    # per closure of ``fns``: the register checks after it (register_hazards.WgmmaRegisters.after), each
    # register_hazards.entry's (op_kind, its operand slots, its result slots, the op, ...); None: none
    registers: list = field(default_factory=list)


def wait_for(ready: Callable[[], bool], describe: Callable[[], str]) -> Wait | None:
    """None when ``ready()`` holds already, else the Wait for it."""
    return None if ready() else Wait(ready, describe)


def per_cta(fn, outs: list[int]):
    """Run ``fn`` once per CTA when the context is batched (on that CTA's own context, with its
    slice of the registers and of the mask); results are stacked back along the thread axis."""
    def run(ctx, R):
        if ctx.batch is None:
            return fn(ctx, R)
        return split_per_cta(fn, outs, ctx, R)
    return run


def threads_by_cta(ctx, idx: np.ndarray) -> list:
    """(context, thread indices) per CTA with a thread in ``idx`` (sorted thread indices of
    ``ctx``): ``ctx`` itself, or on a batched context the per-CTA contexts, in CTA order (the
    indices stay those of the batched context)."""
    if ctx.batch is None:
        return [(ctx, idx)] if idx.size else []
    if idx.size == ctx.T:
        return ctx.all_by_cta
    cta = idx // ctx.subs[0].T
    starts = np.flatnonzero(cta[1:] != cta[:-1]) + 1
    bounds = [0, *starts.tolist(), idx.size]
    return [(ctx.subs[int(cta[lo])], idx[lo:hi]) for lo, hi in zip(bounds[:-1], bounds[1:])]


def all_of(waits: list):
    """One Wait for several (None entries: already done): ready when all of them are."""
    waits = [w for w in waits if w is not None]
    if not waits:
        return None
    if len(waits) == 1:
        return waits[0]
    return Wait(lambda: all(w.ready() for w in waits),
                lambda: "; ".join(w.describe() for w in waits if not w.ready()))


def split_per_cta(fn: Closure, outs: list[int], ctx, R: Registers) -> Wait | None:
    """Run ``fn`` on each CTA context of the batched ``ctx`` that has an active thread, on its
    slice of the registers; its results stacked back along the thread axis."""
    T = ctx.subs[0].T
    N = ctx.T
    results: list = [None] * len(ctx.subs)  # (None: that CTA does not execute the op)
    waits = []
    for sub, lo, hi in cta_slices(ctx):
        view = SubRegs(R, lo, hi, N)
        r = fn(sub, view)
        if r is not None:
            if r.__class__ is not Wait:
                raise EmulatorError(diag.REGIONS_IN_BATCHED_RUN)
            waits.append(r)
        results[lo // T] = view.out
    if outs:
        done = [x for x in results if x is not None]
        for s in outs:
            vals = [x.get(s) if x is not None else None for x in results]
            first = next((v for v in vals if v is not None), None)
            R[s] = _stack([first if v is None else v for v in vals], T) if done else first
    return all_of(waits)


def _slice(v, lo, hi, N):
    if v.__class__ is np.ndarray:
        return v[lo:hi] if v.ndim and v.shape[0] == N else v
    if v.__class__ is tuple:
        return tuple(_slice(x, lo, hi, N) for x in v)
    return v


def _stack(vals, T):
    """Per-CTA values (each (1|T, ...)) as one batched value ((1|B*T, ...))."""
    v0 = vals[0]
    if isinstance(v0, np.ndarray):
        if v0.ndim and v0.shape[0] == 1 and all(v.shape[0] == 1 and np.array_equal(v, v0) for v in vals[1:]):
            return v0
        if v0.ndim == 0:
            return v0
        # (a value of one row a thread as it is, a uniform one repeated: concatenate copies both)
        return np.concatenate([v if v.ndim and v.shape[0] == T else np.broadcast_to(v, (T, *v.shape[1:]))
                               for v in vals])
    if isinstance(v0, tuple):
        return tuple(_stack([v[k] for v in vals], T) for k in range(len(v0)))
    return v0


class SubRegs:
    """One CTA's view of a batched register file: reads slice, writes are collected."""

    __slots__ = ("R", "lo", "hi", "N", "out")

    def __init__(self, R, lo, hi, N):
        self.R, self.lo, self.hi, self.N = R, lo, hi, N
        self.out = {}

    def __getitem__(self, s):
        if s in self.out:
            return self.out[s]
        return _slice(self.R[s], self.lo, self.hi, self.N)

    def __setitem__(self, s, v):
        self.out[s] = v



def run_block(cb: CompiledBlock, ctx, R: Registers):
    """Run a block's ops in ``ctx`` (a generator: yields the Wait it blocks on)."""
    m = ctx.machine
    w = ctx.weight  # the CTAs a batched context stands for: those with a thread executing the block
    if w > 1 and ctx.mask is not None:
        w = int(ctx.mask.reshape(w, -1).any(axis=1).sum())
    n = (len(cb.fns) + 1) * w  # the ops plus the block's terminator (so empty loop bodies count too)
    m.steps += n
    ctx.steps += n
    if m.steps > m.max_steps:
        raise StepLimitExceeded(diag.RUN_EXCEEDED_STEPS.format(max_steps=m.max_steps))
    races = m.races  # (a run that reports races and goes on: races.RaceReports locates them at ctx.cur_op)
    if fuse.enabled and m.tracer is None:  # (the instructions were counted unfused)
        if ctx.hb is None:
            if cb.fused is not None and races is None:
                cb = cb.fused
        elif cb.tracked is not None:
            cb = cb.tracked
    fns = cb.fns if m.tracer is None else m.tracer.fns(cb)  # trace.py: the same closures, recording
    i = 0
    check = None  # (the register check running: a fused run's each name their op, where what they find is)
    ops = cb.ops if ctx.hb is not None or races is not None else None  # race messages name the reading op
    try:
        for i, fn in enumerate(fns):
            if ops is not None:
                ctx.cur_op = ops[i]
            r = fn(ctx, R)
            if r is not None:
                if r.__class__ is Wait:
                    while not r.ready():
                        ctx.waiting = (r, cb.ops[i])
                        yield r
                    ctx.waiting = None
                else:
                    yield from r
            if ops is not None and cb.registers[i] is not None and ctx.hb is not None:
                regs = ctx.regs if ctx.regs is not None else registers_of(ctx)
                pending = regs.pending  # (no check makes a register pending while none is)
                for check in cb.registers[i]:  # (register_hazards.py; an entry not relevant: see its entry())
                    if pending or check[5]:
                        ctx.cur_op = check[3]
                        regs.after(R, *check)
                ctx.cur_op, check = ops[i], None
    except Exception as e:  # noqa: BLE001 - never a traceback for the user
        err = located(e, cb.ops[i] if check is None else check[3])
        if err is e:
            raise
        raise err from e
