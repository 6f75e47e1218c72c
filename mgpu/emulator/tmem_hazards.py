"""Who may touch which TMEM columns when: the Tensor Memory part of a CTA's race detection (hazards.CtaHazards).

Tracked always (also where warps are not): columns that a ``tcgen05.mma`` may still be writing until the completion
of the mbarrier phase that a later ``tcgen05.commit`` of the issuing warpgroup arrives on has been observed (PTX
§9.7.16.12.1: the commit tracks the thread's earlier MMAs), and columns that a ``tcgen05.st`` may still be writing
until the storing warpgroup runs ``tcgen05.wait::st`` (§9.7.16.8.5). A ``tcgen05.ld`` of such columns, a
``tcgen05.st`` over a pending MMA result, or a ``tcgen05.mma`` over a pending store is a race. (``tcgen05.ld``
results are usable at once, register_hazards.py.) Columns a ``tcgen05.ld`` may still be reading until the loading
context runs ``tcgen05.wait::ld`` (§9.7.16.8.5): a ``tcgen05.st``, ``tcgen05.mma`` or ``tcgen05.cp`` writing them is
a race.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mgpu.dialect.diagnostics.emulator import sync as diag
from mgpu.emulator.races import op_where, race


@dataclass
class TmemWrite:
    """TMEM columns [lo, hi) that an asynchronous tcgen05 op (``what``) issued by context ``by``
    may still be writing: a tcgen05.st until ``by`` runs ``tcgen05.wait::st``; a tcgen05.mma
    (``mma``) until the completion of a barrier phase that a later ``tcgen05.commit`` of ``by``
    arrives on has been observed (``commits``: (barrier, its phase before that arrive); each
    commit tracks all earlier MMAs of the thread, PTX §9.7.16.12.1)."""
    lo: int
    hi: int
    by: str
    what: str
    mma: bool
    commits: list = field(default_factory=list)


@dataclass
class TmemRead:
    """TMEM columns [lo, hi) of the lane quarters ``quarters`` (warp w reads quarter w % 4, §9.7.16.8.3) that a
    tcgen05.ld (``what``) of context ``by`` may still be reading, until ``by`` runs ``tcgen05.wait::ld``."""
    lo: int
    hi: int
    quarters: frozenset
    by: str
    what: str
    waited: bool = False  # the loader ran tcgen05.wait::ld (its warps tracked: tmem_wait_ld)
    fence: dict | None = None  # its warps' epochs at its tcgen05.fence::before_thread_sync (thread_sync_fence)


ALL_QUARTERS = frozenset(range(4))  # what an MMA or a tcgen05.cp writes (all 128 lanes: lanes not told apart)


@dataclass
class TmemHazards:
    """The TMEM columns of a CTA that asynchronous tcgen05 operations may still be writing or reading."""
    tmem: list = field(default_factory=list)  # TmemWrite, in issue order
    tmem_reads: list = field(default_factory=list)  # TmemRead, in issue order
    # context name -> [(TmemWrite, the wait)]: MMAs whose commit a wait of the context observed, with no
    # tcgen05.fence::after_thread_sync of the context since (check_after_thread_sync)
    unsynced: dict = field(default_factory=dict)

    def tmem_observed(self, barrier, by=None):
        """A wait on ``barrier`` returned (in context ``by``, if known): the MMAs a completed phase's tcgen05.commit
        tracked are complete; ``by``'s own tcgen05 operations are ordered after them only from its next
        ``tcgen05.fence::after_thread_sync`` (:meth:`check_after_thread_sync`)."""
        done = [w for w in self.tmem if any(b is barrier and barrier.phase > ph for b, ph in w.commits)]
        if done:
            self.tmem = [w for w in self.tmem if not any(w is d for d in done)]
            if by is not None:
                self.unsynced[by.name] = (self.unsynced.get(by.name, []) + [(w, by.cur_op) for w in done])[-64:]

    def thread_sync_fence(self, ctx, after: bool):
        """``tcgen05.fence::after_thread_sync`` (``after``) or ``::before_thread_sync`` by ``ctx`` (PTX ISA 9.1
        §9.7.16.6.3). After: its later tcgen05 operations are ordered after the waits it made, and after what its
        warps know now (their clocks, kept: :meth:`check_tmem_write`). Before: its earlier tcgen05.ld are ordered
        before what its warps release next (their epochs, kept in those loads)."""
        if after:
            self.unsynced.pop(ctx.name, None)
        if ctx.hb is None:
            return
        warps = ctx.hb.acting(ctx)
        if after:
            known: dict = {}
            for w in warps:
                for k, v in w.vc.items():
                    if known.get(k, 0) < v:
                        known[k] = v
            ctx.hb.tcgen05_synced = known
            return
        marks = {w.key: w.vc[w.key] for w in warps}
        for r in self.tmem_reads:
            if r.by == ctx.name and r.fence is None:
                r.fence = marks

    def check_after_thread_sync(self, ctx_key, lo: int, hi: int, what: str):
        """``what``, a tcgen05.ld / st / cp of ``ctx_key``, touches TMEM columns [lo, hi): a race if an MMA wrote
        them whose completion ``ctx_key`` observed by an mbarrier wait with no tcgen05.fence::after_thread_sync
        after it. The fence is what orders a tcgen05 operation after a thread synchronisation (PTX ISA 9.1
        §9.7.16.6.3; §9.7.16.6.4's patterns: mbarrier wait, fence::after_thread_sync, then tcgen05.ld). Only the
        waiting context is checked: another one, ordered after the wait by a barrier, is not (a missed race)."""
        for w, wait in self.unsynced.get(ctx_key, ()):
            if w.lo < hi and lo < w.hi:
                race(diag.RACE_TMEM_NO_AFTER_THREAD_SYNC.format(what=what, lo=max(lo, w.lo), hi=min(hi, w.hi),
                                                                what2=w.what, where=op_where(wait)))
                return

    def tmem_write(self, ctx_key, lo: int, hi: int, what: str, mma: bool):
        self.tmem.append(TmemWrite(lo, hi, ctx_key, what, mma))

    def tmem_commit(self, ctx_key, barrier):
        """``tcgen05.commit`` by ``ctx_key`` arriving on ``barrier`` (before the arrive): it
        tracks all the MMAs the context issued before it."""
        for w in self.tmem:
            if w.mma and w.by == ctx_key:
                w.commits.append((barrier, barrier.phase))

    def tmem_wait_st(self, ctx_key):
        """``tcgen05.wait::st`` by ``ctx_key``: its tcgen05.st have completed."""
        if self.tmem:
            self.tmem = [w for w in self.tmem if w.mma or w.by != ctx_key]

    def tmem_read(self, ctx_key, lo: int, hi: int, quarters: frozenset, what: str):
        """A ``tcgen05.ld`` by ``ctx_key``: it may read the columns until the context's ``tcgen05.wait::ld``."""
        self.tmem_reads.append(TmemRead(lo, hi, quarters, ctx_key, what))
        if len(self.tmem_reads) > 256:  # (completed loads never overwritten: the oldest are forgotten)
            first = next((i for i, r in enumerate(self.tmem_reads) if r.waited), 0)
            del self.tmem_reads[first]

    def tmem_wait_ld(self, ctx):
        """``tcgen05.wait::ld`` by ``ctx``: its tcgen05.ld have completed. Where its warps are tracked, another
        context's write of their columns must still be ordered after them through the tcgen05 fences
        (:meth:`check_tmem_write`); elsewhere they are forgotten (a missed race, not a false one)."""
        if ctx.hb is None:
            self.tmem_end_loads(ctx.name)
        for r in self.tmem_reads:
            if r.by == ctx.name:
                r.waited = True

    def tmem_end_loads(self, ctx_key):
        """The tcgen05.ld of ``ctx_key`` are over (its tcgen05.st over them: docs/design/warp_hazards.md)."""
        if self.tmem_reads:
            self.tmem_reads = [r for r in self.tmem_reads if r.by != ctx_key]

    def check_tmem_write(self, lo: int, hi: int, quarters: frozenset, what: str, by=None):
        """``what``, by context ``by``, writes TMEM columns [lo, hi) of lane ``quarters``: a race (``race``) if a
        tcgen05.ld may still be reading one of them, or if another context's completed tcgen05.ld of them is not
        ordered before it. Across threads only the tcgen05 fences order them (PTX ISA 9.1 §9.7.16.6.3-4): the
        loader's ``tcgen05.fence::before_thread_sync`` after its wait::ld, released (an arrive, a barrier) to the
        writer, whose ``tcgen05.fence::after_thread_sync`` after acquiring it must precede the write."""
        for r in self.tmem_reads:
            if r.lo < hi and lo < r.hi and r.quarters & quarters:
                if not r.waited:
                    race(diag.RACE_TMEM_UNWAITED_LD.format(what=what, lo=max(lo, r.lo), hi=min(hi, r.hi),
                                                           what2=r.what, by=r.by))
                    return
                if by is not None and by.hb is not None and r.by != by.name and not _fenced_before(r, by.hb):
                    race(diag.RACE_TMEM_LD_NOT_THREAD_SYNCED.format(what=what, lo=max(lo, r.lo), hi=min(hi, r.hi),
                                                                    what2=r.what, by=r.by))
                    return
        if by is not None and self.tmem_reads:  # (overwritten: a later write is checked against this one's)
            self.tmem_reads = [r for r in self.tmem_reads
                               if not (r.waited and r.lo < hi and lo < r.hi and r.quarters & quarters)]

    def check_tmem(self, lo: int, hi: int, what: str, *, st: bool = True, mma: bool = True, by=None):
        """``what`` touches TMEM columns [lo, hi): a race if a tcgen05.st (``st``) or
        tcgen05.mma (``mma``) may still be writing one of them, or (a tcgen05.ld / st of context ``by``) if an MMA
        wrote them that ``by`` is not ordered after (:meth:`check_after_thread_sync`)."""
        if by is not None and self.unsynced:
            self.check_after_thread_sync(by, lo, hi, what)
        for w in self.tmem:
            if w.lo < hi and lo < w.hi and (mma if w.mma else st):
                if not w.mma:
                    how = f"{w.by} must wait for it with tcgen05.wait::st"
                elif not w.commits:
                    how = "commit it (tcgen05.commit) and wait on the mbarrier the commit arrives on"
                else:
                    b, ph = w.commits[-1]
                    how = (f"wait on the mbarrier at SMEM {b.address:#x} that its tcgen05.commit "
                           f"arrives on (phase {ph}, parity {ph & 1})")
                race(diag.RACE_TMEM_UNWAITED.format(what=what, lo=max(lo, w.lo), hi=min(hi, w.hi), what2=w.what,
                                                    how=how))
                return


def _fenced_before(r: TmemRead, hb) -> bool:
    """Whether the completed tcgen05.ld ``r`` is ordered before the tcgen05 operations of the context of clocks
    ``hb``: its loader's before_thread_sync epochs are known to the clocks ``hb`` kept at its last
    after_thread_sync."""
    known = hb.tcgen05_synced
    return r.fence is not None and known is not None and all(known.get(k, 0) >= e for k, e in r.fence.items())
