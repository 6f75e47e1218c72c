"""Non-bulk asynchronous copies, global -> shared, and their commit groups: ``cp.async`` (PTX ISA
9.1 §9.7.9.25.3.1), ``cp.async.commit_group`` and ``cp.async.wait_group`` (§9.7.9.25.3.2-3), in
their nvvm spellings; or tracked by an mbarrier, ``cp.async.mbarrier.arrive`` (§9.7.9.25.3.4).

As for the bulk copies, a copy completes at issue (machine.py), so what is checked is the
ordering: the copied bytes belong to the copy (hazards.py, ``incoming``) until the issuing
warp's ``cp.async.wait_group`` retires the group the copy was committed in; a generic access
of them before that is a race. Copies not yet committed are not waited for by a wait_group.
After a ``cp.async.mbarrier.arrive`` the warp's copies so far belong to the mbarrier's
current phase instead: a thread that observes its completion sees them (a wait_group no longer does).

The groups are a thread's (PTX ISA 9.1 §9.7.9.25.3.2: a commit groups the executing thread's copies;
§9.7.9.25.3.3: a wait_group waits for the executing thread's groups), kept here per warp (a warp's threads
commit and wait together in jax's kernels: launch_context.py:2350-2352 at the 0.12.0.1 wheel). A wait_group
makes the copies visible to the waiting thread only (§9.7.9.25.3: their writes are ordered only through those
waits, or an mbarrier): another thread reads their bytes only ordered after that thread's wait (jax's
await_cp_async_copy follows it by a warpgroup barrier for that). So where warps are tracked the copies become,
at the wait, generic writes of the warp that issued and waited for them (:meth:`CpAsyncGroup.land`), checked
against later accesses as a store made there would be: the exact model, as the copy's bytes are the issuing
thread's from its wait on, and every other thread's through what orders it after that thread.
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
    """The copies of one commit group of one warp: a stand-in for the mbarrier of the
    copies' ``incoming`` ranges (hazards.py), whose one phase completes when a wait_group retires
    the group."""

    def wait_hint(self, phase: int) -> str:  # (one phase: the group's retirement)
        return "wait for its group (nvvm.cp.async.wait.group) after committing it (nvvm.cp.async.commit.group)"

    def __init__(self):
        self.phase = 0
        self.writes: list[tuple[int, int, object]] = []  # where warps are tracked: (lo, hi, the cp.async op)

    def land(self, ctx, warp: int) -> None:
        """A wait_group of warp ``warp`` of ``ctx`` retired this group (the warp's): each copy's bytes become that warp's
        write at its epoch now (the module's docstring says why)."""
        if ctx.hb is not None:
            for lo, hi, op in self.writes:
                ctx.cta.hazards.waited_write(ctx.hb.warps[warp], lo, hi, op)
        self.writes = []


class CpAsyncGroups:
    """One warp's open group and its committed, not yet retired groups (oldest first)."""

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


def groups_of(ctx: Context, warp: int) -> CpAsyncGroups:
    """The groups of warp ``warp`` (its index in ``ctx``)."""
    per_warp = ctx.cta.cp_async.setdefault(ctx.name, {})
    g = per_warp.get(warp)
    if g is None:
        g = per_warp[warp] = CpAsyncGroups()
    return g


def warps_of(ctx: Context, threads: np.ndarray) -> list[int]:
    """The warps (their indices in ``ctx``, a CTA's context) of ``threads`` (thread indices of ``ctx``, or of the
    batched context whose CTA it is: threads_by_cta's)."""
    return np.unique(threads % ctx.T // WARP_SIZE).tolist()


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
    hz = cta.hazards
    warps = threads % ctx.T // WARP_SIZE
    tracked = hz.wr is not None and ctx.hb is not None
    for w in warps_of(ctx, threads):
        group = groups_of(ctx, w).open
        for lo, hi in _runs(dst[warps == w], nbytes):
            if hz.rd:
                hz.check_async_write(ctx, lo, hi, what)
            hz.add_incoming(lo, hi, group, 0, what)
            if tracked:
                group.writes.append((lo, hi, ctx.cur_op))
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
        for cctx, threads in threads_by_cta(ctx, active(ctx)):
            for w in warps_of(cctx, threads):
                groups_of(cctx, w).commit()

    return run


@handler(CpAsyncWaitGroupOp, batch_native=True)
def _wait_group(p: Prep):
    n = p.op.n.value.data

    def run(ctx: Context, R: Registers):
        # the copies completed at issue: the retired groups' bytes become visible, to the waiting warps
        for cctx, threads in threads_by_cta(ctx, active(ctx)):
            for w in warps_of(cctx, threads):
                for g in groups_of(cctx, w).wait(n):
                    cctx.cta.hazards.observed(g)
                    g.land(cctx, w)

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
        groups = [g for w in warps_of(ctx, idx) for gs in [groups_of(ctx, w)] for g in (gs.open, *gs.committed)]
        ctx.cta.hazards.retarget(groups, b, b.phase)
        for g in groups:  # (visible to the phase's observers now: hazards.Landed)
            g.writes = []

    return run
