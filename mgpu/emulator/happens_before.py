"""Happens-before between warpgroups: vector clocks, released and acquired through barriers.

Asynchronous copies complete at issue in this emulator, and the scheduler runs a warpgroup until
it blocks, so the order it picks is only one legal order. To tell a correctly synchronised program
from one that got lucky, each warpgroup context of a multi-CTA cluster or of a CTA with several
warpgroups carries a :class:`VClock` (``ctx.hb``; None where nothing is tracked: CTAs of one
warpgroup alone in their cluster, whose SMEM no other context can touch, and CTA batches).
Synchronisation objects carry a :class:`SyncClock`:

- mbarrier arrive / arrive.expect_tx / expect_tx / complete_tx (also by st.async, red.async, TMA
  loads and tcgen05.commit) *release* the issuer's clock into the barrier's current phase; the
  phase's clock is frozen when it completes; a successful ``try_wait.parity`` / ``test_wait``
  *acquires* the clock of the completed phase it observed;
- ``bar.sync`` / ``gpu.barrier`` (per named-barrier generation) and the cluster barrier (arrive
  releases, wait acquires) likewise.

A context's own component is its *epoch*: it advances at every release, so an event recorded at
epoch ``e`` of context ``k`` happens-before whatever acquired a clock with ``vc[k] >= e``.
hazards.py records SMEM reads (generic loads, and async-proxy reads: TMA stores, bulk copies, MMA
operands) and generic writes as (context, epoch, op) per byte. A read must be ordered after other
contexts' writes of its bytes, a generic write after their reads and writes, an asynchronous write
(st.async, red.async, TMA load) after their reads and generic writes; else it is a race.
"""

from __future__ import annotations


class VClock:
    """The vector clock of one execution context (key: the context's name)."""

    __slots__ = ("key", "vc")

    def __init__(self, key: str):
        self.key = key
        self.vc = {key: 1}

    def knows(self, key: str) -> int:
        return self.vc.get(key, 0)

    def release_into(self, acc: dict) -> None:
        """Join this clock into ``acc``, then start a new epoch."""
        for k, v in self.vc.items():
            if acc.get(k, 0) < v:
                acc[k] = v
        self.vc[self.key] += 1

    def acquire(self, vc: dict | None) -> None:
        if vc:
            mine = self.vc
            for k, v in vc.items():
                if mine.get(k, 0) < v:
                    mine[k] = v


class SyncClock:
    """Clocks released into a barrier: ``acc`` for the phase (generation) in progress, ``done``
    for the last completed ones (by phase number)."""

    __slots__ = ("acc", "done")

    def __init__(self):
        self.acc: dict = {}
        self.done: dict = {}

    def complete(self, n: int) -> None:
        self.acc[self] = n + 1  # (the completion itself: who acquires this clock knows phases <= n completed)
        self.done[n] = self.acc
        self.acc = {}
        self.done.pop(n - 3, None)


def sync_of(obj) -> SyncClock:
    s = getattr(obj, "_hb", None)
    if s is None:
        s = SyncClock()
        obj._hb = s
    return s


def release(ctx, obj, before: int, after: int) -> None:
    """``ctx`` released into ``obj`` (an mbarrier, named barrier or cluster) during an operation
    that moved its phase/generation number from ``before`` to ``after``."""
    hb = ctx.hb
    if hb is None:
        if after != before and getattr(obj, "_hb", None) is not None:
            obj._hb.complete(before)
        return
    s = sync_of(obj)
    hb.release_into(s.acc)
    if after != before:
        s.complete(before)


def saw_completion(hb: VClock | None, obj, n: int) -> bool:
    """Whether the context of clock ``hb`` is ordered after the completion of phase ``n`` of
    ``obj``: it acquired that phase's clock, or a later clock that holds it (another context
    waited, then released it through a barrier this one waited on)."""
    s = getattr(obj, "_hb", None)
    return hb is not None and s is not None and hb.vc.get(s, 0) > n


def acquire(ctx, obj, n: int) -> None:
    """``ctx`` observed that phase/generation ``n`` of ``obj`` completed."""
    hb = ctx.hb
    if hb is not None:
        s = getattr(obj, "_hb", None)
        if s is not None:
            hb.acquire(s.done.get(n))


def acquire_parity(ctx, bar, parity: int) -> None:
    """A parity wait on mbarrier ``bar`` succeeded: acquire the latest completed phase of that
    parity."""
    if ctx.hb is not None:
        p = bar.phase - 1
        if (p & 1) != (parity & 1):
            p -= 1
        acquire(ctx, bar, p)


def reset(obj) -> None:
    """The barrier was (re)initialised: its phase numbers start again."""
    if getattr(obj, "_hb", None) is not None:
        obj._hb = None
