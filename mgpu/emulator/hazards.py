"""Who may touch which SMEM bytes and TMEM columns when: detection of races.

Asynchronous copies complete at issue in this emulator (machine.py), so without these checks a
program that forgets a wait would silently get the right answer. Tracked per CTA:

- **incoming** (TMA load into this CTA's SMEM, st.async/red.async from a peer): the bytes belong to
  the async proxy until some thread of the CTA has *observed* the completion of the mbarrier phase
  that the copy completes (``mbarrier.try_wait.parity`` returned), or the accessing context is
  ordered after that completion through other barriers (happens_before.saw_completion: jax's
  replicated loads signal CTA 0's barrier only, and its peer reads after a cluster barrier). A
  generic load or store of those bytes before that is a race: on hardware it may see old data;
  so is an async-proxy read (TMA store, bulk copy: the red.async a thread of the CTA issued into its
  own SMEM may still be updating the bytes the CTA's TMA store reads; PTX ISA 9.1 §9.7.9.12, §9.7.13.15.16),
  and an MMA's operand read (wgmma, tcgen05.mma, tcgen05.cp), ordered by its issuer's clock: a CTA
  pair's MMA reads its peer's SMEM, which jax's partitioned loads complete on the leader's barrier,
  the one the MMA warp waits on (tests/flagship/test_cta_pair_loads.py).
  Once a wait observed that completion, the bytes are recorded in ``landed`` (where tracked)
  as written by the barrier's phase completions (``Landed``), at the epoch it released: each later
  access is checked warp by warp, ordered only if its warp acquired that phase or a clock that holds
  it (PTX requires each reader to be ordered after a waiter, e.g. by bar.sync). So are a copy's into
  a peer CTA's SMEM on this CTA's barrier (a CTA pair's partitioned load, on the leader's): they land
  in the peer's ``landed`` at this CTA's wait (:meth:`CtaHazards.observed`). A cp.async group's bytes
  a ``cp.async.wait_group`` retired are the issuing warp's writes from its wait on instead
  (:meth:`CtaHazards.waited_write`, handlers/cp_async.py).
  Another copy into those bytes, completing a later phase of the same barrier of this CTA, before
  any wait observed the first one's, is a race too: the two writes are unordered, and the first
  one's data is lost unread (a pipeline slot refilled before its consumers waited for it).
- **outgoing** (TMA store / bulk copy reading this CTA's SMEM): the bytes must not be written until
  the issuing warpgroup's ``cp.async.bulk.wait_group`` retired the bulk group that reads them.
- **unfenced** generic writes: SMEM bytes a warpgroup stored (generic proxy) since its last
  ``fence.proxy.async.shared::cta``. An async-proxy read of them (TMA store, bulk copy, tcgen05.cp)
  is a race: PTX ISA §9.7.13.4 / docs/design/sm_semantics.md §3.4 require writer fence, then
  barrier, then the copy (or barrier, then the issuer's fence: where warps are tracked, another
  warpgroup's writes are checked warp by warp, check_fenced); a barrier alone orders the threads,
  not the proxies. (jax's tests that
  store to SMEM and copy it out without plgpu.commit_smem(), e.g. get_swap_with_transforms, are
  such races by the ISA; they pass on hardware by timing.)
- **reads** and **writes** (where several contexts share SMEM: clusters of several CTAs, CTAs of
  several warpgroups; ``rd``/``wr`` are None elsewhere): per context, the epoch of its vector
  clock (happens_before.py) and the op at its last read / generic write of each SMEM byte. Reads
  are generic loads (a peer CTA's through mapa's address too) and async-proxy reads (TMA store,
  bulk copy, wgmma / tcgen05.mma operands); writes are generic stores, a peer CTA's too (peer_write).
  An access is a race when another context's conflicting access of the same byte is not ordered
  before it (its epoch not acquired through an mbarrier phase, bar.sync / gpu.barrier or the
  cluster barrier): a read after another warpgroup's write (read-after-write), a generic write
  after another's read or write, an atomic (``red`` / ``atom`` on SMEM, ``at``) after another's
  plain read or write, a plain access after another's atomic (atomics of one word by several
  warpgroups do not race with each other: PTX ISA 9.1 §8.6, atomicity), an asynchronous write (st.async / red.async from a peer, TMA
  load) after another's read or generic write -- typically a missing wait. The schedule ran one
  order; on hardware the other could happen.
- **TMEM** (always): the columns asynchronous tcgen05 operations may still be writing or reading
  (tmem_hazards.py).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field

import numpy as np

from mgpu.dialect.diagnostics.emulator import sync as diag
from mgpu.emulator.epoch_table import EpochTable
from mgpu.emulator.happens_before import saw_completion, sync_of
from mgpu.emulator.races import op_where, race
from mgpu.emulator.smem_index import access_index, byte_at, dense_index, index_span, overlaps, store_parts
from mgpu.emulator.tmem_hazards import TmemHazards


@dataclass
class Incoming:
    lo: int
    hi: int
    barrier: object  # barriers.MBarrier, or the cp.async group the copy belongs to (handlers/cp_async.py)
    phase: int  # visible once barrier.phase > phase has been observed by a wait
    what: str


@dataclass
class Landed:
    """The writer of the bytes an incoming copy (``what``) wrote, once a wait observed the phase of ``barrier`` it
    completed (:meth:`CtaHazards.observed`): in ``CtaHazards.landed``, as the agent of that barrier's phase
    completions (its SyncClock), at the epoch the completion released (the phase number plus one)."""
    what: str
    barrier: object


@dataclass
class Outgoing:
    lo: int
    hi: int
    what: str


@dataclass
class CtaHazards(TmemHazards):
    """A CTA's race detection (the module's docstring; its TMEM part: tmem_hazards.py)."""
    incoming: list = field(default_factory=list)
    # per execution context (warpgroup): uncommitted ranges and committed groups (oldest first)
    uncommitted: dict = field(default_factory=dict)
    groups: dict = field(default_factory=dict)
    unfenced: dict = field(default_factory=dict)  # context name -> _Unfenced (SMEM bytes)
    rd: dict | None = None  # context name -> per byte (epoch << 24) | read-op index; None: off
    wr: dict | None = None  # the same for generic writes
    at: dict | None = None  # the same for generic atomics (red / atom on SMEM)
    landed: dict | None = None  # the same for the asynchronous copies a wait observed, per mbarrier (Landed)
    # context name -> context, where writes are tracked; weak: a context holds its CTA, which holds these, and
    # a batch's CTAs are freed by reference counting, not the cyclic GC (machine.Batch.release)
    members: weakref.WeakValueDictionary = field(default_factory=weakref.WeakValueDictionary)
    rank: int | None = None  # the CTA's rank in its cluster (add_incoming: its own mbarriers)
    size: int = 0
    read_ops: list = field(default_factory=list)
    _read_op_ids: dict = field(default_factory=dict)
    # mbarrier address -> (the writes' version, the clocks that passed barrier_use's check at it)
    _barrier_uses: dict = field(default_factory=dict)
    fences: dict = field(default_factory=dict)  # warp name -> (epoch, its clock then) of each proxy fence
    peers: set = field(default_factory=set)  # the warps of other CTAs that stored here (peer_write)
    # changes to incoming / uncommitted / groups, counted in a list the CTAs of a batch share
    # (machine.Batch.hazards_idle looks at their ranges again only when it moved)
    changes: list = field(default_factory=lambda: [0])

    # ---------------------------------------------------------------- happens-before tracking
    def track_reads(self, size: int):
        """Track generic accesses against the contexts' vector clocks (``ctx.hb``)."""
        self.rd = EpochTable()
        self.wr = EpochTable()
        self.at = EpochTable()
        self.landed = EpochTable()
        self.size = size

    def join(self, ctx):
        """``ctx`` (with a vector clock) runs in this CTA: its generic stores are checked too."""
        self.members[ctx.name] = ctx

    def _tag(self, clock, op) -> int:
        """The record of an access by the warp of ``clock`` in op ``op``: its epoch and the op."""
        oi = self._read_op_ids.get(id(op))
        if oi is None:
            oi = self._read_op_ids[id(op)] = len(self.read_ops)
            self.read_ops.append(op)
        return (clock.knows(clock.key) << 24) | oi

    def _unordered(self, hb, tables: EpochTable, idx):
        """The first access recorded in ``tables`` at ``idx`` by another warp that is not ordered
        before the access by the warp of clock ``hb`` now: (warp name, byte, op) or None."""
        span, dense = index_span(idx), dense_index(idx, self.size)
        # a check this clock passed against these very records passes again (it has only learnt
        # since): kept for a range or a read-only index (the object itself, held: its id stays its)
        seen = None
        if hb is not None and (isinstance(idx, slice) or not idx.flags.writeable):
            seen = (id(tables), span, None if isinstance(idx, slice) else id(idx))
            passed = hb.checked.get(seen)
            if passed is not None and passed[0] == tables.version:
                return None
        for key, top in tables.recorded(span):
            if hb is not None and (hb.own(key) or top <= hb.knows(key)):
                continue
            tags = tables[key]
            known = hb.knows(key) if hb is not None else 0
            if (tags[dense] >= ((known + 1) << 24)).any():  # (the first such byte in the order of idx:)
                bad = tags[idx] >= ((known + 1) << 24)
                byte = byte_at(idx, int(np.argmax(bad)))
                return key, byte, self.read_ops[int(tags[byte]) & 0xFFFFFF]
        if seen is not None:
            if len(hb.checked) > 256:
                hb.checked.clear()
            hb.checked[seen] = (tables.version, idx)
        return None

    def _check_ordered(self, hb, tables: dict, idx, verb: str, what: str) -> bool:
        """A race (``race``) if another warp's access recorded in ``tables`` at ``idx`` is not
        ordered before the access by ``hb``'s warp (``what`` ``verb`` those bytes): whether there was one."""
        unordered = self._unordered(hb, tables, idx)
        if unordered is not None and tables is self.landed:
            _, byte, landed = unordered
            phase = (int(tables[unordered[0]][byte]) >> 24) - 1
            b = landed.barrier
            message = diag.RACE_LANDED_COPY_UNORDERED
            if self.rank is not None and b.cta != self.rank:  # (a CTA pair's copy into the CTA without its barrier)
                message = diag.RACE_PEER_LANDED_COPY_UNORDERED
            race(message.format(what=what, verb=verb, byte=byte, rank=self.rank, what2=landed.what, phase=phase,
                                cta=b.cta, addr=b.address, wait_hint=b.wait_hint(phase)))
        elif unordered is not None:
            key, byte, op = unordered
            other = "wrote" if tables is self.wr else "atomically updated" if tables is self.at else "read"
            between = f"it and {hb.key}" if hb is not None and not hb.others else "them"
            race(diag.RACE_UNORDERED.format(what=what, verb=verb, byte=byte, key=key, other=other, where=op_where(op),
                                            between=between))
        return unordered is not None

    def check_landed(self, ctx, idx, what: str):
        """``what``, an async-proxy read of this CTA's SMEM ``idx`` issued by ``ctx``, of the other CTA of its pair (a
        ``.cta_group::2`` MMA's or tcgen05.cp's operand, whose reads are recorded in the issuer's CTA only): each copy
        landed there (``landed``) must be ordered before it, as before a read recorded here (:meth:`_read`)."""
        if self.landed and ctx.hb is not None:
            self._check_ordered(ctx.hb.joined(ctx), self.landed, idx, "reads", what)

    def _record(self, tables: EpochTable, key: str, idx, tag: int):
        tables.record(key, self.size, dense_index(idx, self.size), index_span(idx), tag)

    def record_read(self, ctx, offs: np.ndarray, nbytes: int, what: str = "this access"):
        """A read by the threads of ``ctx`` of ``nbytes`` at each of ``offs`` (one per thread, see
        WarpClocks.by_thread; this CTA's SMEM): every other warp's write of those bytes must
        happen-before it (read-after-write)."""
        hb = ctx.hb
        if hb is None:
            return
        for clock, o in hb.by_thread(ctx, offs):
            self._read(clock, ctx.cur_op, ((o, nbytes),), what)

    def record_issued_read(self, ctx, offs: np.ndarray, nbytes: int, what: str, wgmma: bool = False):
        """A read of ``nbytes`` at each of ``offs`` by an operation the active threads of ``ctx``
        issue together (an MMA operand, a TMA store's source): ordered after what any issuing warp
        is ordered after. A ``wgmma``'s is the warpgroup's wgmma unit's (WarpClocks.wgmma): it
        happens until a wgmma.wait_group covers it."""
        self.record_issued_reads(ctx, ((offs, nbytes),), what, wgmma)

    def record_issued_reads(self, ctx, reads, what: str, wgmma: bool = False):
        """:meth:`record_issued_read` of each of ``reads`` ((offsets, bytes): a wgmma's A and B) in order, one
        operation's."""
        hb = ctx.hb
        if hb is not None:
            self._read(hb.joined(ctx), ctx.cur_op, reads, what, hb.wgmma if wgmma else None)

    def _read(self, clock, op, reads, what: str, by=None):
        """Reads of ``nbytes`` at each of ``offs`` of each of ``reads`` ((offs, nbytes)) in turn by the warp(s) of ``clock`` in ``op`` (recorded as
        ``by``'s, an asynchronous unit, if given): one tag for all (a check changes no epoch), their checks and
        records without a call each (a wgmma's two reads cost a third less)."""
        by = by or clock
        tag = self._tag(by, op)
        wr, at, landed, rd, size = self.wr, self.at, self.landed, self.rd, self.size
        for offs, nbytes in reads:
            idx = access_index(offs, nbytes)
            if wr:
                self._check_ordered(clock, wr, idx, "reads", what)
            if at:
                self._check_ordered(clock, at, idx, "reads", what)
            if landed and not _passes_on_bounds(clock, landed, index_span(idx)):
                self._check_ordered(clock, landed, idx, "reads", what)
            rd.record(by.key, size, dense_index(idx, size), index_span(idx), tag)

    def async_read(self, ctx, lo: int, hi: int, what: str):
        """``what``, an asynchronous-proxy read of SMEM [lo, hi) issued by ``ctx`` (TMA store, bulk
        copy): the bytes must be fenced, landed (no incoming copy there not waited for) and, where
        tracked, written before it happens; they are
        then read until ``ctx``'s bulk group is waited for. Where warps are tracked, another
        context's writes are checked warp by warp (:meth:`check_fenced`: a fence of the issuer
        after the barrier counts), the issuer's own context's here."""
        tracked = self.rd is not None and ctx.hb is not None
        if self.incoming:  # an asynchronous write there (a TMA load, st.async, red.async) not waited for yet
            self.check(np.array([lo], np.int64), hi - lo, False, ctx.hb)
        self.check_async_read(lo, hi, what, ctx.name if tracked else None)
        self.record_read_range(ctx, lo, hi, what)
        self.add_outgoing(ctx.name, lo, hi, what)

    def record_read_range(self, ctx, lo: int, hi: int, what: str):
        """An asynchronous-proxy read (TMA store, bulk copy, MMA operand) of SMEM [lo, hi) issued
        by ``ctx``."""
        if self.rd is not None and ctx.hb is not None:
            self.record_issued_read(ctx, np.array([lo], np.int64), max(hi - lo, 0), what)
            if self.wr or self.at:
                self.check_fenced(ctx.hb.joined(ctx), slice(lo, hi), what)

    def _record_write(self, ctx, offs: np.ndarray, nbytes: int):
        """A generic store by ``ctx`` (a member, or a peer CTA's context; None: untracked): each storing warp's is
        ordered after every other warp's read and write of those bytes (write-after-read, write-after-write) --
        except the other warps' of the same store (one instruction of several warps: not checked against each
        other, docs/design/warp_hazards.md)."""
        if ctx is None:
            return
        parts = store_parts(ctx, offs, nbytes)
        tables = [t for t in (self.wr, self.rd, self.at, self.landed) if t]  # (a table without records cannot race: atomics')
        # (a table every part passes on the bounds of the store's whole span is not checked part by part: the reads'
        # where a warpgroup's epilogue stores; not the writes', where the other warps' parts of its earlier stores
        # lie in that span, in epochs the storing warps do not know yet)
        tables = [t for t in tables if t is self.wr or len(parts) < 2 or not _all_pass_on_bounds(parts, t)]
        for clock, idx, span in parts:
            for t in tables:
                if not _passes_on_bounds(clock, t, span):
                    self._check_ordered(clock, t, idx, "overwrites", "this store")
        op = ctx.cur_op
        for clock, idx, span in parts:
            self.wr.record(clock.key, self.size, dense_index(idx, self.size), span, self._tag(clock, op))

    def check_async_write(self, writer, lo: int, hi: int, what: str, barrier=None, offs=None, nbytes=0):
        """An asynchronous write issued by the active threads of ``writer`` (a context) of SMEM
        [lo, hi) (or of ``nbytes`` at each of ``offs``): every earlier read of those bytes must
        happen-before its issue. The bytes then belong to the copy (``incoming``): earlier generic
        writes are forgotten."""
        if not self.rd and not self.wr and not self.landed:
            return
        hb = writer.hb.joined(writer) if writer.hb is not None else None
        idx = slice(lo, hi) if offs is None or not nbytes else access_index(offs, nbytes)
        unordered = self._unordered(hb, self.rd, idx)
        if unordered is not None:
            key, byte, op = unordered
            bar = ""
            if barrier is not None:
                bar = (f" on the mbarrier at CTA {barrier.cta} SMEM {barrier.address:#x} for phase "
                       f"{barrier.phase} (parity {barrier.phase & 1})")
            race(diag.RACE_READ_BEFORE_ASYNC_WRITE.format(byte=byte, key=key, where=op_where(op), what=what,
                                                          wait=bar or ' on the barrier that orders them'))
        self._check_ordered(hb, self.wr, idx, "overwrites", what)
        self._check_ordered(hb, self.at, idx, "overwrites", what)
        if self.landed:
            self._check_ordered(hb, self.landed, idx, "overwrites", what)
        self._forget_writes(idx)

    def barrier_init(self, clock, addr: int, op):
        """``mbarrier.init`` by the warp of ``clock`` writes the mbarrier at ``addr``: every other
        warp's use of it must be ordered after the init (PTX ISA 9.1 §9.7.13.15.9: an init is a
        plain write of the object; jax follows it by a barrier of all threads)."""
        if self.wr is not None:
            self._record(self.wr, clock.key, slice(addr, addr + 8), self._tag(clock, op))

    def warp_write(self, clock, lo: int, hi: int, op):
        """A write of SMEM [lo, hi) by the warp of ``clock`` that no store instruction makes (tcgen05.alloc's
        TMEM address): ordered after other warps' accesses of those bytes, and their later reads after it,
        as a store's (rules 1 and 2 of docs/design/warp_hazards.md)."""
        if self.wr is not None:
            idx = slice(lo, hi)
            self._check_ordered(clock, self.wr, idx, "overwrites", "this write")
            self._check_ordered(clock, self.rd, idx, "overwrites", "this write")
            self._record(self.wr, clock.key, idx, self._tag(clock, op))

    def barrier_use(self, ctx, addr: int):
        """An mbarrier operation of the acting warps of ``ctx`` on the mbarrier at ``addr``. A warp that passed
        this check while the writes' records are unchanged passes it again (its clock has only learnt since), and
        is not checked again: a pipeline's every arrive and wait."""
        if self.wr:
            passed = self._barrier_uses.get(addr)
            if passed is None or passed[0] != self.wr.version:
                passed = self._barrier_uses[addr] = (self.wr.version, set())
            for clock in ctx.hb.acting(ctx):
                # (on the bounds first, without the check's indices and caches: an mbarrier's every use follows some
                # SMEM write, and the writers' epochs there are known)
                if clock not in passed[1] and (_passes_on_bounds(clock, self.wr, (addr, addr + 8)) or not
                                               self._check_ordered(clock, self.wr, slice(addr, addr + 8),
                                                                   "uses the mbarrier at", "this mbarrier operation")):
                    passed[1].add(clock)

    def check_fenced(self, hb, idx, what: str, only=None, message: str = diag.RACE_NO_PROXY_FENCE):
        """``what``, an async-proxy read issued by the warp of clock ``hb``, of SMEM ``idx``: each
        other warp's (``only``: of those keys) generic write there must be ordered before a proxy fence ordered
        before the read: the issuing warp's own last fence, or one of the writer's that the issuer
        is ordered after (PTX ISA 9.1 §9.7.13.4; jax fences before or after the barrier); atomics too."""
        own = self.fences.get(hb.key)
        mine = own[-1][1] if own else {}
        for table, key, top in [(t, k, top) for t in (self.wr, self.at) for k, top in t.recorded(index_span(idx))]:
            if hb.own(key) or only is not None and key not in only:
                continue
            tags = table[key]
            known = hb.knows(key)
            theirs = max((f for f, _ in self.fences.get(key, ()) if f <= known), default=0)
            covered = max(theirs, mine.get(key, 0))
            if top <= covered:
                continue
            bad = tags[idx] >= ((covered + 1) << 24)
            if bad.any():
                byte = byte_at(idx, int(np.argmax(bad)))
                op = self.read_ops[int(tags[byte]) & 0xFFFFFF]
                race(message.format(what=what, byte=byte, key=key, where=op_where(op)))
                return

    def _forget_writes(self, idx):
        span = index_span(idx)
        self.wr.forget(idx, span)
        self.at.forget(idx, span)
        self.landed.forget(idx, span)

    # ---------------------------------------------------------------- recording
    def add_incoming(self, lo: int, hi: int, barrier, phase_before: int, what: str):
        """``what`` writes SMEM [lo, hi), completing phase ``phase_before`` of ``barrier``. An
        earlier copy into those bytes that completed an earlier phase of the same barrier of this
        CTA, which no thread of the CTA has waited for, makes this a race: asynchronous writes are
        ordered only through an observed completion (sm_semantics.md §3.3-3.4; PTX ISA 9.1
        §9.7.13.15.16: a returned wait acquires the phase), so the two copies are unordered and the
        first one's data is overwritten unread -- a pipeline slot refilled before its consumers
        waited for it. (A barrier of a peer CTA is observed there, so only this CTA's count.)"""
        for r in self.incoming:
            if (r.barrier is barrier and r.phase < phase_before and r.lo < hi and lo < r.hi
                    and getattr(barrier, "cta", None) == self.rank):
                race(diag.RACE_REFILL_UNWAITED.format(what=what, lo=max(lo, r.lo), hi=min(hi, r.hi), what2=r.what,
                                                      wait_hint=barrier.wait_hint(r.phase)))
                break
        self.incoming.append(Incoming(lo, hi, barrier, phase_before, what))
        self.changes[0] += 1

    def retarget(self, old: list, barrier, phase_before: int):
        """The incoming copies completing one of ``old`` (stand-ins: cp.async groups) complete
        phase ``phase_before`` of ``barrier`` instead (``cp.async.mbarrier.arrive``)."""
        for r in self.incoming:
            if any(r.barrier is o for o in old):
                r.barrier, r.phase = barrier, phase_before
        self.changes[0] += 1

    def observed(self, barrier, by=None):
        """A wait on ``barrier`` returned (in context ``by``, if known): completed phases are now visible, and the
        copies that completed them land (:meth:`_land`) -- those into another CTA of the cluster too (a CTA pair's
        partitioned loads complete on the leader's barrier, which only the leader waits on: launch_context.py:
        1781-1817 at jax-v0.10.2), whose warps are ordered after the landing through the barrier's clock, which
        they acquire from a waiter (a cluster barrier, an arrive after the wait). The MMAs a completed phase's
        tcgen05.commit tracked are complete (:meth:`tmem_observed`)."""
        tracked = by is not None and by.hb is not None
        if self.incoming:
            self._land(barrier, tracked and self.landed is not None, own=True)
        if tracked and by.cta.cluster is not None:  # (copies into other CTAs of the cluster that complete it)
            for cta in by.cta.cluster.ctas:
                hz = cta.hazards
                if hz is not self and hz.incoming and hz.landed is not None:
                    hz._land(barrier, True, own=False)
        if self.tmem:
            self.tmem_observed(barrier, by)

    def _land(self, barrier, record: bool, own: bool):
        """The incoming copies that completed a phase of ``barrier`` a wait observed are no longer incoming: they land
        (:meth:`_landed`, if ``record``). A copy into this CTA on another CTA's barrier (not ``own``: a CTA pair's
        partitioned load, on the leader's) leaves only where its landing is recorded: else its check stays the
        incoming copy's (:meth:`check`), as no wait of this CTA observes that barrier."""
        done_phases = None if own else sync_of(barrier).done
        done, left = [], []
        for r in self.incoming:
            landed = r.barrier is barrier and barrier.phase > r.phase and (own or r.phase in done_phases)
            (done if landed else left).append(r)
        if own or done:
            self.incoming = left
            self.changes[0] += 1
        if record:
            for r in done:
                self._landed(r)

    def _landed(self, r: Incoming):
        """The incoming copy ``r``, whose phase a wait observed, wrote its bytes: a later access of them by a warp not
        ordered after that phase's completion is a race, though the copy landed in the emulator (PTX ISA 9.1
        §9.7.13.15.16: the wait makes the copy's writes visible to its thread, others are ordered after it through
        that thread). Not recorded where the completion released no clock (a missed race, never a false one)."""
        s = sync_of(r.barrier)
        if r.phase not in s.done:
            return
        site = (r.what, id(r.barrier))  # (one record per copy site and barrier: the phase is the epoch)
        oi = self._read_op_ids.get(site)
        if oi is None:
            oi = self._read_op_ids[site] = len(self.read_ops)
            self.read_ops.append(Landed(r.what, r.barrier))
        self._record(self.landed, s, slice(r.lo, r.hi), ((r.phase + 1) << 24) | oi)

    def waited_write(self, clock, lo: int, hi: int, op):
        """SMEM [lo, hi), which a copy ``op`` issued by the warp of ``clock`` wrote, visible from now on to that warp
        only (a cp.async its ``cp.async.wait_group`` retired, handlers/cp_async.py): recorded as its write now,
        unchecked (the copy's issue was checked, and any access since raced with the incoming copy)."""
        if self.wr is not None:
            self._record(self.wr, clock.key, slice(lo, hi), self._tag(clock, op))

    def add_outgoing(self, ctx_key, lo: int, hi: int, what: str):
        self.uncommitted.setdefault(ctx_key, []).append(Outgoing(lo, hi, what))
        self.changes[0] += 1

    def commit(self, ctx_key):
        self.groups.setdefault(ctx_key, []).append(self.uncommitted.pop(ctx_key, []))
        self.changes[0] += 1

    def wait_group(self, ctx_key, n: int):
        g = self.groups.get(ctx_key)
        if g:
            self.groups[ctx_key] = g[len(g) - n:] if n else []
            self.changes[0] += 1

    def pending_copies(self) -> list:
        """The outgoing copies (Outgoing) no cp.async.bulk.wait_group of their issuer waited for yet."""
        return ([o for os in self.uncommitted.values() for o in os]
                + [o for gs in self.groups.values() for g in gs for o in g])

    def owns(self, write: bool) -> bool:
        """Whether asynchronous copies own SMEM ranges a generic access (a write: ``write``) must
        be checked against: incoming copies, and for a write outgoing ones still reading."""
        return bool(self.incoming) or write and (any(self.uncommitted.values())
                                                  or any(g for gs in self.groups.values() for g in gs))

    def generic_write(self, ctx_key, size: int, offs: np.ndarray, nbytes: int):
        """Generic-proxy stores of ``nbytes`` at each of ``offs`` (recorded lazily: the bitmap is
        only built when an async-proxy read needs it; a fence drops the record)."""
        if self.members:
            self._record_write(self.members.get(ctx_key), offs, nbytes)
        self._unfenced(ctx_key, size).writes.append((offs, nbytes))

    def peer_write(self, ctx, offs: np.ndarray, nbytes: int):
        """A generic store by ``ctx``, a context of another CTA of the cluster, of ``nbytes`` at each of ``offs`` of
        this CTA's SMEM (st.shared::cluster through mapa's address): checked and recorded as a member's store. Only
        a release / acquire pattern orders it with this CTA's accesses (barrier.cluster.arrive.release /
        wait.acquire, or an mbarrier the reader waits on: PTX ISA 9.1 §8, memory consistency model); an async-proxy
        read of it here needs a proxy fence too, the peer's (:meth:`fence` keeps it here) or the reader's."""
        if self.rd is not None and ctx.hb is not None:
            self._record_write(ctx, offs, nbytes)
            self.peers.update(clock.key for clock in ctx.hb.acting(ctx))

    def peer_atomic(self, ctx, offs: np.ndarray, nbytes: int):
        """An atomic (red / atom, through a generic address) of a peer CTA's ``ctx``: as its store (:meth:`peer_write`)."""
        if self.rd is not None and ctx.hb is not None:
            self._atomic(ctx, offs, nbytes)
            self.peers.update(clock.key for clock in ctx.hb.acting(ctx))

    def atomic_write(self, ctx_key, size: int, offs: np.ndarray, nbytes: int):
        """Generic-proxy atomics (``red`` / ``atom`` on SMEM) by ``ctx_key`` of ``nbytes`` at each of
        ``offs``: each warp's ordered after every other warp's plain reads and writes of those bytes,
        not after its atomics; unfenced like a store."""
        ctx = self.members.get(ctx_key)
        if ctx is not None:
            self._atomic(ctx, offs, nbytes)
        self._unfenced(ctx_key, size).writes.append((offs, nbytes))

    def _atomic(self, ctx, offs: np.ndarray, nbytes: int):
        for clock, o in ctx.hb.by_thread(ctx, offs):
            idx = access_index(o, nbytes)
            self._check_ordered(clock, self.wr, idx, "updates", "this atomic")
            self._check_ordered(clock, self.rd, idx, "updates", "this atomic")
            if self.landed:
                self._check_ordered(clock, self.landed, idx, "updates", "this atomic")
            self._record(self.at, clock.key, idx, self._tag(clock, ctx.cur_op))

    def _unfenced(self, ctx_key, size: int) -> _Unfenced:
        u = self.unfenced.get(ctx_key)
        if u is None:
            u = self.unfenced[ctx_key] = _Unfenced(size)
        return u

    def share_writes(self, ctx_key, size: int, writes: list, base: int):
        """The generic stores of ``ctx_key`` are recorded in ``writes``, a list shared by the CTAs
        of a batch (machine.Batch), as offsets into the batch's SMEM, where this CTA's window
        starts at ``base``: one record per batched store instead of one per CTA."""
        self.unfenced[ctx_key] = _Unfenced(size, writes, base)

    def fence(self, ctx_key):
        """``fence.proxy.async.shared::cta`` by the active threads of ``ctx_key``: their generic
        writes so far, and those ordered before them, are visible to their async-proxy operations
        (the fence is cumulative). Where warps are tracked, each fencing warp keeps the epoch of
        its fence and what it knew then, and starts a new epoch (:meth:`check_fenced`). Where they
        are not (a batch's CTAs), nothing says which other contexts' writes were ordered before the
        fence: it counts for all of them (a missed race, not a false alarm: the grid's tracked CTA
        checks the same code exactly)."""
        ctx = self.members.get(ctx_key)
        if ctx is not None:
            ctas = ctx.cta.cluster.ctas if ctx.cta.cluster is not None else ()
            for clock in ctx.hb.acting(ctx):
                fence = (clock.vc[clock.key], dict(clock.vc))
                for hz in [self] + [c.hazards for c in ctas if clock.key in c.hazards.peers]:  # (+ CTAs it stored in)
                    hz.fences.setdefault(clock.key, []).append(fence)
                clock.vc[clock.key] += 1
        for key, u in self.unfenced.items():
            if key == ctx_key or self.rd is None:
                u.start = len(u.writes)
                u.bitmap = None

    def check_async_read(self, lo: int, hi: int, what: str, only: str | None = None):
        """An async-proxy read of SMEM [lo, hi): no warpgroup (``only``: that one) may have unfenced
        writes there."""
        for key, u in self.unfenced.items():
            if only is not None and key != only or u.start == len(u.writes) and u.bitmap is None:
                continue
            seg = u.materialize()[lo:hi]
            if seg.any():
                first = lo + int(np.argmax(seg))
                race(diag.RACE_NO_WRITER_PROXY_FENCE.format(what=what, first=first, key=key, sum=int(seg.sum()),
                                                            hi=hi - lo, lo=lo))
                return

    # ---------------------------------------------------------------- checks
    def check(self, offs: np.ndarray, nbytes: int, write: bool, hb=None):
        """A race (``race``) if a generic access of nbytes at each offset hits an owned range (an
        incoming copy whose completion the accessing context, of clock ``hb``, is not ordered after)."""
        if not self.incoming and not (write and (self.uncommitted or self.groups)):
            return
        lo, hi = int(offs.min()), int(offs.max()) + nbytes
        for r in self.incoming:
            if (r.lo < hi and lo < r.hi and overlaps(offs, nbytes, r.lo, r.hi)
                    and not saw_completion(hb, r.barrier, r.phase)):
                verb = "writes" if write else "reads"
                race(diag.RACE_ASYNC_WRITE_PENDING.format(verb=verb, lo=r.lo, hi=r.hi, what=r.what,
                                                          wait_hint=r.barrier.wait_hint(r.phase)))
                return
        if write:
            pending = [o for lst in self.uncommitted.values() for o in lst]
            pending += [o for gs in self.groups.values() for g in gs for o in g]
            for o in pending:
                if o.lo < hi and lo < o.hi and overlaps(offs, nbytes, o.lo, o.hi):
                    race(diag.RACE_STORE_OVERWRITES.format(lo=o.lo, hi=o.hi, what=o.what))
                    return


class _Unfenced:
    """SMEM bytes one warpgroup wrote since its last fence: pending (offsets, nbytes) records
    (``writes[start:]``; offsets into a batch's SMEM where ``writes`` is shared by the CTAs of a
    batch, this CTA's window at ``base``) and the bitmap they were folded into."""

    __slots__ = ("size", "writes", "start", "base", "bitmap")

    def __init__(self, size: int, writes: list | None = None, base: int = 0):
        self.size = size
        self.writes: list = [] if writes is None else writes
        self.start = len(self.writes)
        self.base = base
        self.bitmap = None

    def materialize(self) -> np.ndarray:
        if self.bitmap is None:
            self.bitmap = np.zeros(self.size, bool)
        bm = self.bitmap
        base, size = self.base, self.size
        for offs, nbytes in self.writes[self.start:]:
            if base or offs.size and int(offs.max()) >= size:
                offs = offs[(offs >= base) & (offs < base + size)] - base
            if nbytes == 1:
                bm[offs] = True
            else:
                bm[(offs[:, None] + np.arange(nbytes)).reshape(-1)] = True
        self.start = len(self.writes)
        return bm


def _passes_on_bounds(clock, table: EpochTable, span: tuple) -> bool:
    """Whether an access of ``span`` by the warp of ``clock`` passes its check against ``table`` on the epoch
    bounds alone, as :meth:`CtaHazards._unordered` would find: every agent recorded there the warp itself, or
    no later than the warp knows (then the check, which reads those bounds first, finds nothing)."""
    for key, top in table.recorded(span):
        if not (clock.own(key) or top <= clock.knows(key)):
            return False
    return True


def _all_pass_on_bounds(parts: list, table: EpochTable) -> bool:
    """Whether every part of a store (smem_index.store_parts') passes its check against ``table`` on the epoch bounds
    of the parts' whole span (then on its own span's too: a bound over fewer blocks is no greater)."""
    lo = min(span[0] for _, _, span in parts)
    hi = max(span[1] for _, _, span in parts)
    clocks = [clock for clock, _, _ in parts]
    for key, top in table.recorded((lo, hi)):
        for clock in clocks:
            if not (clock.own(key) or top <= clock.knows(key)):
                return False
    return True
