"""Non-bulk asynchronous copies, global -> shared, and their commit groups: ``cp.async`` (PTX ISA
9.1 §9.7.9.25.3.1), ``cp.async.commit_group`` and ``cp.async.wait_group`` (§9.7.9.25.3.2-3), in
their nvvm spellings; or tracked by an mbarrier, ``cp.async.mbarrier.arrive`` (§9.7.9.25.3.4).

As for the bulk copies, a copy completes at issue (machine.py), so what is checked is the
ordering: the copied bytes belong to the copy (hazards.py, ``incoming``) until the issuing
warpgroup's ``cp.async.wait_group`` retires the group the copy was committed in; a generic access
of them before that is a race. Copies not yet committed are not waited for by a wait_group.
After a ``cp.async.mbarrier.arrive`` the warpgroup's copies so far belong to the mbarrier's
current phase instead: a thread that observes its completion sees them (a wait_group no longer does).

A wait_group makes the retired groups' copies visible to the waiting thread only (PTX ISA 9.1 §9.7.9.25.3.3:
it waits for the executing thread's own cp.async-groups; §9.7.9.25.3: the writes are ordered only through
those waits, or an mbarrier): another thread reads their bytes only ordered after that thread's wait (a
bar.sync after it). So where warps are tracked the copies become, at the wait, generic writes of the warp
that issued and waited for them (:meth:`CpAsyncGroup.land`): checked against later accesses as a store made
there would be, the exact model (the copy's bytes are the issuing thread's from its wait on).
"""

from __future__ import annotations

import numpy as np

from mgpu.arch import WARP_SIZE
from mgpu.dialect.diagnostics import location_of
from mgpu.dialect.diagnostics.emulator import memory as diag
from mgpu.dialect.nvvm.cp_async import CpAsyncCommitGroupOp, CpAsyncMBarrierArriveOp, CpAsyncOp, CpAsyncWaitGroupOp
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.execute import threads_by_cta
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.mbarrier import mbarrier_at
from mgpu.emulator.handlers.registry import handler
from mgpu.emulator.lanes import active, per_thread
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.types import GENERIC, SMEM, ptr_space


class CpAsyncGroup:
    """The copies of one commit group of one warpgroup: a stand-in for the mbarrier of the
    copies' ``incoming`` ranges (hazards.py), whose one phase completes when a wait_group retires
    the group."""

    def wait_hint(self, phase: int) -> str:  # (one phase: the group's retirement)
        return "wait for its group (nvvm.cp.async.wait.group) after committing it (nvvm.cp.async.commit.group)"

    def __init__(self):
        self.phase = 0
        # where warps are tracked: (the issuing warp's index in its context, lo, hi, the cp.async op) per byte range
        self.writes: list[tuple[int, int, int, object]] = []

    def land(self, ctx) -> None:
        """A wait_group of ``ctx`` retired this group: each copy's bytes become its issuing warp's write at that
        warp's epoch now (the module's docstring says why). A warp whose threads did not run this wait (the groups
        are the warpgroup's here, a thread's on hardware) is taken to have waited too: a race it has is missed."""
        hz, hb = ctx.cta.hazards, ctx.hb
        if hb is not None:
            for w, lo, hi, op in self.writes:
                hz.waited_write(hb.warps[w], lo, hi, op)
        self.writes = []


class CpAsyncGroups:
    """One warpgroup's open group and its committed, not yet retired groups (oldest first)."""

    def __init__(self):
        self.open = CpAsyncGroup()
        self.committed: list[CpAsyncGroup] = []

    def commit(self) -> None:
        self.committed.append(self.open)
        self.open = CpAsyncGroup()

    def wait(self, n: int) -> list[CpAsyncGroup]:
        """``cp.async.wait_group n``: all but the newest ``n`` committed groups complete; returns them."""
        keep = len(self.committed) - min(n, len(self.committed))
        done, self.committed = self.committed[:keep], self.committed[keep:]
        for g in done:
            g.phase = 1
        return done


def groups_of(ctx: Context) -> CpAsyncGroups:
    g = ctx.cta.cp_async.get(ctx.name)
    if g is None:
        g = ctx.cta.cp_async[ctx.name] = CpAsyncGroups()
    return g


def _runs(dst: np.ndarray, nbytes: int) -> list[tuple[int, int]]:
    """The maximal contiguous byte ranges [lo, hi) that copies of ``nbytes`` at ``dst`` cover."""
    d = np.unique(dst)
    breaks = np.flatnonzero(np.diff(d) > nbytes) + 1
    return [(int(seg[0]), int(seg[-1]) + nbytes) for seg in np.split(d, breaks)]


def cp_async(ctx: Context, threads: np.ndarray, dst: np.ndarray, src: np.ndarray, nbytes: int, src_bytes,
             what: str) -> None:
    """The copies of ``nbytes`` from GMEM ``src`` to SMEM ``dst`` (per copy; of which ``src_bytes``
    are read and the rest zero-filled, None: all), issued by ``ctx``'s threads ``threads`` (one per copy)."""
    cta, heap, smem = ctx.cta, ctx.machine.heap, ctx.cta.smem
    for k, (d, s) in enumerate(zip(dst.tolist(), src.tolist())):
        n = nbytes if src_bytes is None else min(int(src_bytes[k]), nbytes)
        if d < 0 or d + nbytes > smem.size:
            raise EmulatorError(diag.CP_ASYNC_OUT_OF_BOUNDS.format(d=d, d2=d + nbytes, size=smem.size))
        if n:
            a = heap.find(s, n)  # (a located fault when out of bounds)
            heap.accessed(ctx, a, s - a.base, n)
            smem[d:d + n] = a.contents[s - a.base:s - a.base + n]
        smem[d + n:d + nbytes] = 0
    group = groups_of(ctx).open
    hz = cta.hazards
    for lo, hi in _runs(dst, nbytes):
        if hz.rd:
            hz.check_async_write(ctx, lo, hi, what)
        hz.add_incoming(lo, hi, group, 0, what)
    if hz.wr is not None and ctx.hb is not None:
        warps = threads // WARP_SIZE
        for w in np.unique(warps).tolist():
            group.writes += [(w, lo, hi, ctx.cur_op) for lo, hi in _runs(dst[warps == w], nbytes)]
    stats = ctx.machine.stats
    stats.bytes_read[GENERIC] += nbytes * dst.size
    stats.bytes_written[SMEM] += nbytes * dst.size


@handler(CpAsyncOp)
def _cp_async(p: Prep):
    dst, src, cp_size = p.slot(p.op.dst), p.slot(p.op.src), p.slot(p.op.cpSize)
    nbytes = p.op.size.value.data
    what = f"the cp.async at {location_of(p.op)}"

    def run(ctx: Context, R: Registers):
        idx = active(ctx)
        if idx.size:
            T = ctx.T
            cp_async(ctx, idx, per_thread(R[dst], T)[idx].astype(np.int64), per_thread(R[src], T)[idx].astype(np.int64),
                     nbytes, None if cp_size is None else per_thread(R[cp_size], T)[idx], what)

    return run


@handler(CpAsyncCommitGroupOp, batch_native=True)
def _commit_group(p: Prep):
    def run(ctx: Context, R: Registers):
        for cctx, _ in threads_by_cta(ctx, active(ctx)):
            groups_of(cctx).commit()

    return run


@handler(CpAsyncWaitGroupOp, batch_native=True)
def _wait_group(p: Prep):
    n = p.op.n.value.data

    def run(ctx: Context, R: Registers):
        # the copies completed at issue: the retired groups' bytes become visible, to the waiting warps
        for cctx, _ in threads_by_cta(ctx, active(ctx)):
            for g in groups_of(cctx).wait(n):
                cctx.cta.hazards.observed(g)
                g.land(cctx)

    return run


@handler(CpAsyncMBarrierArriveOp)
def _mbarrier_arrive(p: Prep):
    """Without ``.noinc`` (jax's: launch_context.py:1577 at jax-v0.12.0.1) the mbarrier's pending count
    goes up by one now and down by one when the copies complete: here at once, so its count is
    unchanged and only what the copies wrote moves to the barrier's current phase. ``.noinc`` (an
    arrival of its own) is refused."""
    if p.op.noinc.value.data:
        raise p.error(diag.CP_ASYNC_ARRIVE_NOINC)
    if ptr_space(p.in_types[0]) != SMEM:
        raise p.error(diag.CP_ASYNC_ARRIVE_POINTER.format(type=p.in_types[0]))
    (bar,) = p.ins

    def run(ctx: Context, R: Registers):
        idx = active(ctx)
        if idx.size == 0:
            return
        addrs = np.unique(per_thread(R[bar], ctx.T)[idx])
        if addrs.size != 1:
            raise EmulatorError(diag.CP_ASYNC_ARRIVE_DIFFERENT_BARRIERS.format(
                items=', '.join(hex(int(a)) for a in addrs[:4])))
        b = mbarrier_at(ctx, SMEM, int(addrs[0]))
        groups = groups_of(ctx)
        ctx.cta.hazards.retarget([groups.open, *groups.committed], b, b.phase)
        for g in (groups.open, *groups.committed):  # (visible to the phase's observers now: hazards.Landed)
            g.writes = []

    return run
