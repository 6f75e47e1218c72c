"""Happens-before between warps: vector clocks, released and acquired through barriers.

Asynchronous copies complete at issue in this emulator, the scheduler runs a warpgroup until it
blocks, and the four warps of a warpgroup run in lock step, so the order it picks is only one legal
order. To tell a correctly synchronised program from one that got lucky, every **warp** is an agent
with a :class:`VClock` of its own: a context (a warpgroup, or one warp of a split warpgroup)
carries :class:`WarpClocks` (``ctx.hb``; None where nothing is tracked: a CTA of one warp alone in
its cluster, whose SMEM no other warp can touch, and CTA batches, whose first CTA machine.py runs on
its own, tracked). An operation of a context releases or acquires for the warps that execute it
(:meth:`WarpClocks.acting`: those with an active thread), so warps of one warpgroup are ordered
only by what orders them on hardware (docs/design/warp_hazards.md).
Synchronisation objects carry a :class:`SyncClock`:

- mbarrier arrive / arrive.expect_tx / expect_tx / complete_tx (also by st.async, red.async, TMA
  loads and tcgen05.commit) *release* the issuer's clock into the barrier's current phase; the
  phase's clock is frozen when it completes; a successful ``try_wait`` / ``test_wait`` (by parity, or on
  an arrive's state) *acquires* the clock of the completed phase it observed;
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

from contextlib import contextmanager
from typing import NamedTuple

import numpy as np

from mgpu.arch import WARP_SIZE


class VClock:
    """The vector clock of one warp (key: its name). ``others``: further keys this clock speaks
    for (:meth:`WarpClocks.joined`). ``checked``: hazards.py's record of the checks this clock
    passed (a clock only learns: one it passed stays passed while the records are unchanged)."""

    __slots__ = ("key", "vc", "others", "checked")

    def __init__(self, key: str):
        self.key = key
        self.vc = {key: 1}
        self.others = ()
        self.checked = {}

    def own(self, key: str) -> bool:
        return key == self.key or key in self.others

    def knows(self, key: str) -> int:
        return self.vc.get(key, 0)

    def release_into(self, acc: dict) -> None:
        """Join this clock into ``acc``, then start a new epoch."""
        if not acc:
            acc.update(self.vc)  # (the phase's first release)
        else:
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


class WarpClocks:
    """The clocks of the warps of one context (one per 32 threads; named ``<context> warp <i>``
    where the context has several)."""

    __slots__ = ("warps", "only", "wgmma", "commits", "started", "all", "tcgen05_synced", "awaiting")

    def __init__(self, name: str, nthreads: int):
        n = -(-nthreads // WARP_SIZE)
        self.warps = [VClock(name if n == 1 else f"{name} warp {i}") for i in range(n)]
        self.only = None  # the warp of the one thread issuing an operation now (issued_by)
        # the warpgroup's asynchronous wgmma unit, an agent of its own: its SMEM operand reads
        # are tagged with its epoch, the number of wgmma.commit_group so far plus one; a
        # wgmma.wait_group N orders the groups it waits for before the waiting warps
        self.wgmma = VClock(f"{name} wgmma")
        self.commits = 0
        self.started = []  # per wgmma issued after a commit: (groups committed before it, each warp's epoch at its issue)
        self.all = None  # the Joined clock of all the warps (joined)
        # what the acting warps knew at the context's last tcgen05.fence::after_thread_sync: its tcgen05 operations
        # are ordered after that only (tmem_hazards.TmemHazards.thread_sync_fence)
        self.tcgen05_synced = None
        # the per-warp marks of this context's waits whose warps issued no wgmma since (record_wait)
        self.awaiting = []

    def wgmma_commit(self) -> None:
        self.commits += 1
        self.wgmma.vc[self.wgmma.key] += 1

    def wgmma_wait(self, ctx, pending: int) -> None:
        """``wgmma.wait_group pending`` by the acting warps: all but the last ``pending``
        committed groups are complete, their reads ordered before what the warps do next."""
        done = self.commits - pending
        key = self.wgmma.key
        for w in self.acting(ctx):
            if w.vc.get(key, 0) < done:
                w.vc[key] = done

    def wgmma_issue(self, ctx) -> None:
        """A wgmma the acting warps issue (all four: ``.aligned``). The warpgroup's wgmmas run in issue order, so the
        groups committed before it have read their operands once it starts, and it starts once every warp issued it
        (jax's pipelines release a wgmma's buffers one step later without a wait_group: ``delay_release``,
        jax/_src/pallas/mosaic_gpu/pipeline.py at jax-v0.10.2). A warp is ordered after those reads once it is
        ordered after every warp's issue (:meth:`settle`, at its next acquire: the barrier jax puts before a refill),
        not by its own issue: a warp ahead of the others may refill a buffer a wgmma they have not issued yet reads.
        It is the first wgmma of the acting warps after their waits in ``awaiting``: its group, once complete, shows
        that those waits ran (:func:`record_wait`)."""
        if self.awaiting:
            acting = [w.key for w in self.acting(ctx)]
            for marks in self.awaiting:
                for k in acting:
                    m = marks.get(k)
                    if m is not None and m[1] is None:
                        m[1] = self.commits + 1
            self.awaiting = []
        key = self.wgmma.key
        known = min([w.vc.get(key, 0) for w in self.warps])  # (a list: a generator costs more for four warps)
        if self.started:
            self.started = [s for s in self.started if s[0] > known]
        if self.commits > known:
            self.started.append((self.commits, {w.key: w.vc[w.key] for w in self.acting(ctx)}))

    def settle(self, w: VClock) -> None:
        """Warp ``w`` (of this context or another) learnt something: the committed groups of the latest wgmma whose
        issue by every warp of this context it is now ordered after are complete for it (:meth:`wgmma_issue`)."""
        key = self.wgmma.key
        for done, epochs in reversed(self.started):
            if done <= w.vc.get(key, 0):
                return
            if len(epochs) == len(self.warps) and all(w.vc.get(k, 0) >= e for k, e in epochs.items()):
                w.vc[key] = done
                return

    def acting(self, ctx) -> list:
        """The clocks of the warps of ``ctx`` with an active thread (or of the issuing thread)."""
        ws = self.warps
        if self.only is not None:
            return [ws[self.only]]
        m = ctx.mask
        if m is None or len(ws) == 1:
            return ws
        return [w for i, w in enumerate(ws) if m[i * WARP_SIZE:(i + 1) * WARP_SIZE].any()]

    def of_threads(self, ctx, threads: np.ndarray) -> list:
        """The clocks of the warps of ``threads`` (distinct thread indices of ``ctx``, or of the batch it is a CTA of):
        those a predicate chose among the active threads (an elected thread's ``@p mbarrier.arrive``)."""
        ws = self.warps
        if self.only is not None:
            return [ws[self.only]]
        if len(ws) == 1:
            return ws
        threads = np.asarray(threads)
        if threads.size == 1:  # (an elected thread's)
            return [ws[int(threads.reshape(-1)[0]) % ctx.T // WARP_SIZE]]
        if threads.size == ctx.T == len(ws) * WARP_SIZE:  # (every thread of the context: distinct indices, one CTA's)
            return ws
        hit = np.zeros(len(ws), bool)  # (marked rather than np.unique's sort, several times dearer)
        hit[threads % ctx.T // WARP_SIZE] = True
        return [w for w, h in zip(ws, hit.tolist()) if h]

    def by_thread(self, ctx, offs):
        """(clock, offsets) per warp of a per-thread access of ``ctx`` at ``offs``: one offset per
        thread (inactive ones' ignored), one per active thread, or one for all active threads;
        other shapes (several per thread) as one access of the acting warps together."""
        ws = self.warps
        n = offs.shape[0]
        if len(ws) == 1:
            return ((ws[0], offs),)
        m = ctx.mask
        if n == 1:
            return [(w, offs) for w in self.acting(ctx)]
        if n == ctx.T:
            if m is None or m.all():
                return list(zip(ws, _per_warp(offs, len(ws))))
            out = []
            for i, w in enumerate(ws):
                sel = m[i * WARP_SIZE:(i + 1) * WARP_SIZE]
                if sel.any():
                    out.append((w, offs[i * WARP_SIZE:(i + 1) * WARP_SIZE][sel]))
            return out
        if m is not None and n == int(m.sum()):  # (the active threads', in thread order)
            cuts = np.searchsorted(np.flatnonzero(m), np.arange(len(ws) + 1) * WARP_SIZE)
            return [(w, offs[cuts[i]:cuts[i + 1]]) for i, w in enumerate(ws) if cuts[i + 1] > cuts[i]]
        return ((self.joined(ctx), offs),)

    def joined(self, ctx) -> VClock | Joined:
        """One clock for an operation the acting warps issue together (a wgmma: the warpgroup's
        four warps): it knows what any of them knows."""
        ws = self.acting(ctx)
        if len(ws) == 1:
            return ws[0]
        if len(ws) == len(self.warps):
            if self.all is None:
                self.all = Joined(ws)
            return self.all
        return Joined(ws)


class Joined:
    """The clock of warps acting together (:meth:`WarpClocks.joined`), read through: it knows
    what any of them knows now. (A check reads a few keys of it; the warps' clocks hold every
    barrier they synchronised through, so merging them cost more than the check.)"""

    __slots__ = ("key", "others", "warps", "checked")

    def __init__(self, warps: list):
        self.key = warps[0].key
        self.others = frozenset(w.key for w in warps)
        self.warps = warps
        self.checked = {}  # (as VClock's)

    def own(self, key: str) -> bool:
        return key in self.others

    def knows(self, key: str) -> int:
        return max(w.vc.get(key, 0) for w in self.warps)


_PER_WARP: dict = {}  # (id(offs), n) -> (offs, its per-warp views), for read-only offs (address_pattern.Pattern.at's)


def _per_warp(offs: np.ndarray, n: int) -> list:
    """``offs`` (one per thread) cut into the ``n`` warps' parts: the same views every time for
    read-only offsets, so that what hazards.py derives from them is cached too."""
    if offs.flags.writeable:
        return [offs[i * WARP_SIZE:(i + 1) * WARP_SIZE] for i in range(n)]
    hit = _PER_WARP.get((id(offs), n))
    if hit is not None and hit[0] is offs:
        return hit[1]
    if len(_PER_WARP) > 256:
        _PER_WARP.clear()
    parts = [offs[i * WARP_SIZE:(i + 1) * WARP_SIZE] for i in range(n)]
    _PER_WARP[id(offs), n] = (offs, parts)
    return parts


@contextmanager
def issued_by(ctx, i: int):
    """Within: the operation ``ctx`` runs is thread ``i``'s alone (a TMA, bulk copy or MMA each
    issuing thread makes: its warp releases, reads and writes; a predicate, not the mask, may
    have chosen the thread)."""
    hb = ctx.hb
    if hb is None:
        yield
        return
    hb.only = i // WARP_SIZE
    try:
        yield
    finally:
        hb.only = None


class PhaseWait(NamedTuple):
    """A wait that observed the completion of an mbarrier's phase (:func:`record_wait`): the marks of its warps that no
    release into the next phase is yet ordered after (warp key -> [its epoch at the wait, the group of its first wgmma
    after it]), the wait's op, its context's wgmma key and warp count (a wait none of whose warps is left is
    dropped), and whether it named the phase by an arrive's state rather than by parity."""

    lagging: dict
    op: object
    wgmma_key: str
    warps: int
    by_state: bool


class SyncClock:
    """Clocks released into a barrier: ``acc`` for the phase (generation) in progress, ``done``
    for the last completed ones (by phase number); ``releases`` and ``done_releases`` likewise, the
    releasing warps' own epochs and ops (:func:`unordered_release`); ``waits``, the waits that observed
    the phase before the one in progress, each with its warps that no release into it is yet ordered after
    (:func:`record_wait`, :func:`release`).

    The clock of completed phase ``n`` holds the entry ``self: n + 1`` (:meth:`complete`), and that value enters
    other clocks only through merges, which take all of a clock: a clock whose entry for ``self`` is exactly
    ``n + 1`` holds all of phase ``n``'s clock (one past it may have skipped phase ``n``). :func:`acquire` and
    :func:`unordered_release` skip, on that entry, the merges and checks that cannot find anything new."""

    __slots__ = ("acc", "done", "async_done", "releases", "done_releases", "waits")

    def __init__(self):
        self.acc: dict = {}
        self.done: dict = {}
        self.async_done = -1  # the last phase an asynchronous complete-tx completed (completed_async)
        self.releases: dict = {}  # warp key -> (its epoch at its last release into this phase, the op)
        self.done_releases: dict = {}
        self.waits: dict = {}  # waiting context's name -> its PhaseWait for the phase before the one in progress

    def complete(self, n: int) -> dict:
        self.acc[self] = n + 1  # (the completion itself: who acquires this clock knows phases <= n completed)
        self.done[n] = self.acc
        self.acc = {}
        self.done.pop(n - 3, None)
        self.done_releases[n] = self.releases
        self.releases = {}
        self.done_releases.pop(n - 3, None)
        behind, self.waits = self.waits, {}
        return behind


def sync_of(obj) -> SyncClock:
    s = getattr(obj, "_hb", None)
    if s is None:
        s = SyncClock()
        obj._hb = s
    return s


def release(ctx, obj, before: int, after: int, threads: np.ndarray | None = None, epochs: dict | None = None) -> dict:
    """``ctx`` released into ``obj`` (an mbarrier, named barrier or cluster) during an operation
    that moved its phase/generation number from ``before`` to ``after``: the warps of ``threads`` (an
    mbarrier arrive's arriving threads: its release is theirs alone, PTX ISA 9.1 §9.7.13.15.13), else the
    acting warps. ``epochs`` (:func:`epochs_now`): the warps' epochs when the instruction began, for one that
    releases into several barriers (its threads arriving on different CTAs' barriers) as one event, as every
    clock here is a warp's. Returns, where the release completed phase ``before`` of an mbarrier, the
    waits that observed the phase before it and that no release into phase ``before`` is ordered after
    (:func:`record_wait`): the waiting context's name -> its :class:`PhaseWait`."""
    hb = ctx.hb
    if hb is None:
        s = getattr(obj, "_hb", None)
        if s is not None:
            s.waits = {}  # (an untracked release may be ordered after them: a missed report, never a false one)
            if after != before:
                s.complete(before)
        return {}
    s = sync_of(obj)
    op = ctx.cur_op
    waits = s.waits
    for w in hb.acting(ctx) if threads is None else hb.of_threads(ctx, threads):
        if waits:
            vc = w.vc
            for who in list(waits):
                marks, key = waits[who].lagging, waits[who].wgmma_key
                for k in [k for k, (e, g) in marks.items() if vc.get(k, 0) >= e or g is not None and vc.get(key, 0) >= g]:
                    del marks[k]
                if not marks:
                    del waits[who]
        s.releases[w.key] = (w.vc[w.key] if epochs is None else epochs.get(w.key, w.vc[w.key]), op)
        w.release_into(s.acc)
    return s.complete(before) if after != before else {}


def completed_async(obj, n: int) -> None:
    """Phase ``n`` of mbarrier ``obj`` was completed by an asynchronous copy's complete-tx: no thread is ordered
    after that completion but through a wait that observes it (:func:`arrives_unordered`)."""
    sync_of(obj).async_done = n


def arrives_unordered(hb: WarpClocks | None, obj) -> bool:
    """Whether an arrive or expect-tx of the context of clocks ``hb`` on mbarrier ``obj`` (whose phase now is
    ``obj.phase``) may, on hardware, land in the previous phase: that phase was completed by an asynchronous
    copy (:func:`completed_async`) and no warp of the context is ordered after its completion. (Untracked
    contexts: never; a missed race, not a false one.)"""
    s = getattr(obj, "_hb", None)
    return hb is not None and s is not None and s.async_done == obj.phase - 1 >= 0 and not saw_completion(
        hb, obj, obj.phase - 1)


def epochs_now(ctx, threads: np.ndarray) -> dict | None:
    """The epochs of the warps of ``threads`` of ``ctx`` now (None: ``ctx`` tracks no warps), for :func:`release`."""
    hb = ctx.hb
    return None if hb is None else {w.key: w.vc[w.key] for w in hb.of_threads(ctx, threads)}


def unordered_release(hb: WarpClocks | None, obj, ctx, threads: np.ndarray | None):
    """An arrive or expect-tx of the warps of ``threads`` of ``ctx`` (None: its acting warps) on mbarrier ``obj``
    counts towards its phase now, ``obj.phase``: (the arriving warp's key, the key and op of a release into the
    previous phase it is not ordered after), or None. Such a pair is unordered, so on hardware this one may land in
    the previous phase first (PTX ISA 9.1 §9.7.13.15.6). A warp ordered after a wait that observed that phase is
    ordered after every release into it (the wait acquired them all); releases of untracked contexts are not
    recorded (a missed race, never a false one)."""
    s = getattr(obj, "_hb", None)
    if hb is None or s is None or obj.phase < 1:
        return None
    prev = s.done_releases.get(obj.phase - 1)
    if not prev:
        return None
    for w in hb.acting(ctx) if threads is None else hb.of_threads(ctx, threads):
        vc = w.vc
        if vc.get(s, 0) == obj.phase:  # (it holds the previous phase's clock, which holds every release into it)
            continue
        for key, (epoch, op) in prev.items():
            if vc.get(key, 0) < epoch:
                return w.key, key, op
    return None


def saw_completion(hb: WarpClocks | None, obj, n: int) -> bool:
    """Whether a warp of the context of clocks ``hb`` is ordered after the completion of phase
    ``n`` of ``obj``: it acquired that phase's clock, or a later clock that holds it (another
    context waited, then released it through a barrier this one waited on). (One warp: like the
    incoming copies' visibility to the whole CTA once one thread waited, hazards.py.)"""
    s = getattr(obj, "_hb", None)
    return hb is not None and s is not None and any(w.vc.get(s, 0) > n for w in hb.warps)


def acquire(ctx, obj, n: int) -> None:
    """``ctx`` observed that phase/generation ``n`` of ``obj`` completed."""
    hb = ctx.hb
    if hb is not None:
        s = getattr(obj, "_hb", None)
        if s is not None:
            vc = s.done.get(n)
            warps = hb.acting(ctx)
            if vc:
                for w in warps:
                    if w.vc.get(s, 0) != n + 1:  # (else it holds this clock already: :class:`SyncClock`)
                        w.acquire(vc)
            # (any warpgroup's wgmma unit: a producer refills a consumer's; the weak references listed at once, as
            # iterating the WeakValueDictionary costs several times the loop)
            for ref in ctx.cta.hazards.members.valuerefs():
                m = ref()
                if m is not None and m.hb is not None and m.hb.started:
                    for w in warps:
                        m.hb.settle(w)


def acquire_parity(ctx, bar, parity: int) -> None:
    """A parity wait on mbarrier ``bar`` succeeded: acquire the latest completed phase of that
    parity."""
    if ctx.hb is not None:
        p = bar.phase - 1
        if (p & 1) != (parity & 1):
            p -= 1
        acquire_phase(ctx, bar, p, by_state=False)


def acquire_phase(ctx, bar, n: int, by_state: bool) -> None:
    """A wait of ``ctx`` on mbarrier ``bar`` (on an arrive's state of phase ``n``, or by parity) observed that phase
    ``n`` completed: acquire it, and where it is the phase before ``bar.phase``, record the wait (:func:`record_wait`)."""
    if ctx.hb is not None:
        acquire(ctx, bar, n)
        if n == bar.phase - 1:
            record_wait(ctx, bar, by_state)


def record_wait(ctx, bar, by_state: bool) -> None:
    """The acting warps of ``ctx`` observed the completion of the phase before ``bar.phase``, by parity or on the state
    an arrive of that phase returned (``by_state``). On hardware such a wait sees that phase only while the next has
    not completed too: a parity then names the phase after, and a state names neither the current phase nor the one
    before, which is undefined (PTX ISA 9.1 §9.7.13.15.16: the parity operand is that of the current or the
    immediately preceding phase; the state operand is that of an arrive in one of them). Each warp's wait is its own:
    the next phase cannot complete before it if one of that phase's releases is ordered after it, or comes from a warp
    that knows the completion of the first wgmma the waiting warp issued after its wait (a wgmma starts once every
    warp of its warpgroup issued it, ``.sync.aligned``, PTX ISA 9.1 §9.7.15.5.2: its completion shows that each warp
    ran what it did before its issue; jax's pipelines have every warp of a warpgroup wait for a slot and one thread
    refill it once the wgmma that read it completed). An order of execution, not of memory: the emulator counts on it
    here only (hazards.py does not). :func:`release` drops the warps whose wait is so ordered, and the wait once none
    is left; else the release completing the phase returns it. A warp's mark: [its epoch at the wait, the group of its
    first wgmma after it (None: none yet; 0: not known any more, taken as ordered: a missed report, never a false
    one)]."""
    hb = ctx.hb
    marks = {w.key: [w.vc[w.key], None] for w in hb.acting(ctx)}
    sync_of(bar).waits[ctx.name] = PhaseWait(marks, ctx.cur_op, hb.wgmma.key, len(hb.warps), by_state)
    hb.awaiting.append(marks)
    if len(hb.awaiting) > 64:  # (a context waiting on and on without a wgmma: its oldest waits' marks let go)
        for m in hb.awaiting.pop(0).values():
            if m[1] is None:
                m[1] = 0


def reset(obj) -> None:
    """The barrier was (re)initialised: its phase numbers start again."""
    if getattr(obj, "_hb", None) is not None:
        obj._hb = None
