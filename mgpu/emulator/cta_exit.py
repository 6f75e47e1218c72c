"""A CTA's shared memory is its cluster's only while the CTA runs: every access of it by another CTA of the cluster
(a remote mbarrier arrive, st.async, red.async, a multicast copy or its complete-tx, a load, store or atomic through a
shared::cluster address) must complete before that CTA exits (CUDA C++ Programming Guide, "Distributed Shared
Memory"); after that, its shared memory may be another CTA's.

"Before" is happens-before (happens_before.py): an access by a warp at epoch ``e`` of its clock is ordered before the
CTA's exit when a warp of that CTA, at its end, knows epoch ``e`` of the accessing warp (it acquired a release the
accessing warp made after the access: the closing cluster barrier, or an mbarrier phase the access or a later release
of that warp completed). The CTAs of a cluster run together, round robin (machine.py), so the schedule shows either
order of an unordered pair: an access that comes after the target's last warp ended is a race at once; one that
came before is checked at the exit (:meth:`PeerAccesses.finished`). Both are reported once the cluster has run
(:func:`report`, in the order found): the access often carries data, and a race on that data found later in the run (a read
before a peer's store landed) names the wait that is missing, where this one could only ask for a closing barrier.
Only the clusters of several CTAs carry these records (a CTA alone in its cluster has no peer).

A CTA pair's ``tcgen05.mma`` and ``tcgen05.cp`` (``.cta_group::2``, issued by one thread of either CTA) read the
shared memory and write the tensor memory of both CTAs of the pair (PTX ISA 9.1 §9.7.16.2, "CTA pair"), and complete
asynchronously: the issuing thread's later instructions, and so its releases, are no sign that they completed. Only a
``tcgen05.commit`` of that thread after them does, whose mbarrier arrives once they completed (§9.7.16.12.1: it tracks
all the earlier asynchronous tcgen05 operations of the thread). So such an operation's access of the peer is ordered
before the peer's exit when a warp of the peer, at its end, is ordered after the completion of a phase that such a
commit's arrive counted towards (it waited for that phase, or acquired a clock that holds it: the closing cluster
barrier after another warp's wait); the closing cluster barrier alone orders the issue, not the completion
(:meth:`PeerAccesses.issued`, :meth:`PeerAccesses.committed`)."""

from __future__ import annotations

from mgpu.dialect.diagnostics.emulator import sync as diag
from mgpu.emulator.happens_before import sync_of
from mgpu.emulator.races import RaceError, race


class PeerAccesses:
    """The accesses of one CTA's shared memory by the other CTAs of its cluster, checked against its exit."""

    __slots__ = ("cta", "contexts", "running", "latest", "tcgen05", "exited", "found")

    def __init__(self, cta, found: dict):
        self.cta = cta
        self.contexts = []  # its execution contexts (machine.py adds them)
        self.running = 0  # (those not finished)
        # accessing warp's key -> (its epoch at its latest access here, the op): a warp's epochs only grow, so
        # an exit ordered after its latest access is ordered after all its earlier ones
        self.latest: dict = {}
        # issuing warp's key -> (the op, what it is, [(SyncClock, phase)] of the commits of that warp after it) of
        # its latest tcgen05 operation acting on this CTA: a later commit tracks the earlier operations too, so an
        # exit ordered after the latest operation's completion is ordered after every earlier one's
        self.tcgen05: dict = {}
        self.exited = False
        self.found = found  # (message, op) -> times: the races found in its cluster (report)

    def add(self, ctx) -> None:
        self.contexts.append(ctx)
        self.running += 1

    def accessed(self, ctx, threads=None, epochs: dict | None = None) -> None:
        """The threads ``threads`` of ``ctx`` (None: its acting warps) access this CTA's SMEM now; ``epochs``: the
        warps' epochs when the instruction began (happens_before.epochs_now), for one that releases as it goes."""
        hb = ctx.hb
        if ctx.cta is self.cta or hb is None:
            return
        warps = hb.acting(ctx) if threads is None else hb.of_threads(ctx, threads)
        if not warps:
            return
        op = ctx.cur_op
        if self.exited:
            self._found(diag.RACE_PEER_SMEM_AFTER_EXIT.format(who=warps[0].key, cta=self.cta.label), op)
            return
        for w in warps:
            self.latest[w.key] = (w.vc[w.key] if epochs is None else epochs.get(w.key, w.vc[w.key]), op)

    def issued(self, ctx, what: str) -> None:
        """The thread of ``ctx`` issuing now (happens_before.issued_by) starts a CTA pair's asynchronous tcgen05
        operation (``what``: tcgen05.mma, tcgen05.cp) that reads this CTA's SMEM and writes its TMEM. After this CTA
        exited it is a race reported at once: the operation cannot go on (the CTA deallocated its TMEM)."""
        hb = ctx.hb
        if ctx.cta is self.cta or hb is None:
            return
        who = hb.acting(ctx)[0].key
        if self.exited:  # (at once, also in a run that reports races and goes on: this one cannot go on)
            raise RaceError(diag.RACE_PEER_TCGEN05_AFTER_EXIT.format(what=what, who=who, cta=self.cta.label))
        self.tcgen05[who] = (ctx.cur_op, what, [])

    def committed(self, who: str, bar, phase: int) -> None:
        """A ``tcgen05.commit`` of a thread of warp ``who`` arrives on mbarrier ``bar``, counting towards its phase
        ``phase``: that phase completes only after the warp's earlier tcgen05 operations completed."""
        got = self.tcgen05.get(who)
        if got is not None:
            got[2].append((sync_of(bar), phase))

    def finished(self) -> None:
        """One of the CTA's contexts ended; after its last, each recorded access must be known to one of its warps."""
        self.running -= 1
        if self.running:
            return
        self.exited = True
        clocks = [w.vc for c in self.contexts for w in c.hb.warps]
        unordered = {}  # op -> the first warp whose access there is not ordered before the exit
        for key, (epoch, op) in self.latest.items():
            if not any(vc.get(key, 0) >= epoch for vc in clocks):
                unordered.setdefault(op, key)
        for op, key in unordered.items():
            self._found(diag.RACE_PEER_SMEM_AT_EXIT.format(who=key, cta=self.cta.label), op)
        for key, (op, what, commits) in self.tcgen05.items():
            if not any(vc.get(s, 0) > phase for s, phase in commits for vc in clocks):
                self._found(diag.RACE_PEER_TCGEN05_AT_EXIT.format(what=what, who=key, cta=self.cta.label), op)

    def _found(self, message: str, op) -> None:
        k = (message, op)
        self.found[k] = self.found.get(k, 0) + 1


def report(found: dict) -> None:
    """The races a cluster's :class:`PeerAccesses` found, once it has run (each as many times as it happened)."""
    for (message, op), times in found.items():
        for _ in range(times):
            race(message, op)
