"""Who may touch which SMEM bytes when: detection of races with asynchronous copies.

Asynchronous copies complete at issue in this emulator (machine.py), so without these checks a
program that forgets a wait would silently get the right answer. Two kinds of ranges are tracked
per CTA:

- **incoming** (TMA load into this CTA's SMEM, st.async/red.async from a peer): the bytes belong to
  the async proxy until some thread of the CTA has *observed* the completion of the mbarrier phase
  that the copy completes (``mbarrier.try_wait.parity`` returned). A generic load or store of those
  bytes before that is a race: on hardware it may see old data.
  (Approximation: one waiting thread makes the bytes visible to the whole CTA; PTX requires each
  reader to be ordered after a waiter, e.g. by bar.sync, which Mosaic's kernels always do.)
- **outgoing** (TMA store / bulk copy reading this CTA's SMEM): the bytes must not be written until
  the issuing warpgroup's ``cp.async.bulk.wait_group`` retired the bulk group that reads them.
- **unfenced** generic writes: SMEM bytes a warpgroup stored (generic proxy) since its last
  ``fence.proxy.async.shared::cta``. An async-proxy read of them (TMA store, bulk copy) is a race:
  PTX ISA §9.7.13.4 / sm_semantics §3.4 require writer fence, then barrier, then the copy.
- **reads** (clusters of several CTAs only; ``rd`` is None elsewhere): per reading context, the
  epoch of its vector clock (happens_before.py) and the op at its last generic read of each SMEM
  byte. An asynchronous write (st.async / red.async from a peer, TMA load) landing on bytes that a
  context read at an epoch the writer has not acquired is a write-after-read race: the read was
  not ordered before the write, so on hardware it could have seen the new data (or, as in this
  emulator's schedule, the old) -- typically a missing wait on the barrier the write completes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from mgpu.emulator.errors import EmulatorError


class RaceError(EmulatorError):
    """A generic access to SMEM that an asynchronous copy still owns."""


@dataclass
class Incoming:
    lo: int
    hi: int
    barrier: object  # barriers.MBarrier
    phase: int  # visible once barrier.phase > phase has been observed by a wait
    what: str


@dataclass
class Outgoing:
    lo: int
    hi: int
    what: str


@dataclass
class CtaHazards:
    incoming: list = field(default_factory=list)
    # per execution context (warpgroup): uncommitted ranges and committed groups (oldest first)
    uncommitted: dict = field(default_factory=dict)
    groups: dict = field(default_factory=dict)
    unfenced: dict = field(default_factory=dict)  # context name -> _Unfenced (SMEM bytes)
    rd: dict | None = None  # context name -> per byte (epoch << 24) | read-op index; None: off
    size: int = 0
    read_ops: list = field(default_factory=list)
    _read_op_ids: dict = field(default_factory=dict)

    # ---------------------------------------------------------------- read tracking
    def track_reads(self, size: int):
        self.rd = {}
        self.size = size

    def record_read(self, ctx, offs: np.ndarray, nbytes: int):
        """A generic read by ``ctx`` of ``nbytes`` at each of ``offs`` (this CTA's SMEM)."""
        hb = ctx.hb
        if hb is None:
            return
        arr = self.rd.get(hb.key)
        if arr is None:
            arr = self.rd[hb.key] = np.zeros(self.size, np.int64)
        op = ctx.cur_op
        oi = self._read_op_ids.get(id(op))
        if oi is None:
            oi = self._read_op_ids[id(op)] = len(self.read_ops)
            self.read_ops.append(op)
        tag = (hb.vc[hb.key] << 24) | oi
        if offs.shape[0] == 1:
            o = int(offs[0])
            arr[o:o + nbytes] = tag
        elif nbytes == 1:
            arr[offs] = tag
        else:
            arr[(offs[:, None] + _ar(nbytes)).reshape(-1)] = tag

    def record_read_range(self, ctx, lo: int, hi: int):
        """An asynchronous-proxy read (TMA store, bulk copy) of SMEM [lo, hi) issued by ``ctx``."""
        if self.rd is not None and ctx.hb is not None:
            self.record_read(ctx, np.array([lo], np.int64), max(hi - lo, 0))

    def check_async_write(self, writer, lo: int, hi: int, what: str, barrier=None, offs=None, nbytes=0):
        """An asynchronous write by ``writer`` (a context) of SMEM [lo, hi) (or of ``nbytes`` at
        each of ``offs``): every earlier read of those bytes must happen-before its issue."""
        if not self.rd:
            return
        hb = writer.hb
        if offs is not None and nbytes:
            idx = (offs[:, None] + _ar(nbytes)).reshape(-1)
        else:
            idx = slice(lo, hi)
        for key, tags in self.rd.items():
            known = hb.knows(key) if hb is not None else 0
            bad = tags[idx] >= ((known + 1) << 24)
            if bad.any():
                j = int(np.argmax(bad))
                byte = (idx[j] if not isinstance(idx, slice) else lo + j)
                op = self.read_ops[int(tags[byte]) & 0xFFFFFF]
                from mgpu.dialect.diagnostics import location_of

                where = f" at {location_of(op)}" if op is not None else ""
                bar = ""
                if barrier is not None:
                    bar = (f" on the mbarrier at CTA {barrier.cta} SMEM {barrier.address:#x} for phase "
                           f"{barrier.phase} (parity {barrier.phase & 1})")
                raise RaceError(f"race: the read of shared memory byte {int(byte):#x} by {key}{where} "
                                f"happened before {what} that writes it completed; wait"
                                f"{bar or ' on the barrier that orders them'} before reading")

    # ---------------------------------------------------------------- recording
    def add_incoming(self, lo: int, hi: int, barrier, phase_before: int, what: str):
        self.incoming.append(Incoming(lo, hi, barrier, phase_before, what))

    def observed(self, barrier):
        """A wait on ``barrier`` returned: completed phases are now visible."""
        if self.incoming:
            self.incoming = [r for r in self.incoming if not (r.barrier is barrier and barrier.phase > r.phase)]

    def add_outgoing(self, ctx_key, lo: int, hi: int, what: str):
        self.uncommitted.setdefault(ctx_key, []).append(Outgoing(lo, hi, what))

    def commit(self, ctx_key):
        self.groups.setdefault(ctx_key, []).append(self.uncommitted.pop(ctx_key, []))

    def wait_group(self, ctx_key, n: int):
        g = self.groups.get(ctx_key)
        if g:
            self.groups[ctx_key] = g[len(g) - n:] if n else []

    def generic_write(self, ctx_key, size: int, offs: np.ndarray, nbytes: int, base: int = 0):
        """Generic-proxy stores of ``nbytes`` at each of ``offs`` (recorded lazily: the bitmap is
        only built when an async-proxy read needs it; a fence drops the record). ``base``: offs
        are into a batch's SMEM (machine.Batch) where this CTA's window starts at ``base``."""
        lst = self.unfenced.get(ctx_key)
        if lst is None:
            lst = self.unfenced[ctx_key] = _Unfenced(size)
        lst.writes.append((offs, nbytes, base))

    def fence(self, ctx_key):
        u = self.unfenced.get(ctx_key)
        if u is not None:
            u.writes.clear()
            u.bitmap = None

    def check_async_read(self, lo: int, hi: int, what: str):
        """An async-proxy read of SMEM [lo, hi): no warpgroup may have unfenced writes there."""
        for key, u in self.unfenced.items():
            if not u.writes and u.bitmap is None:
                continue
            seg = u.materialize()[lo:hi]
            if seg.any():
                first = lo + int(np.argmax(seg))
                raise RaceError(f"race: {what} reads shared memory byte {first:#x} that "
                                f"{key} wrote without a following "
                                f"fence.proxy.async.shared::cta (generic-proxy writes are not "
                                f"visible to the async proxy without it)")

    # ---------------------------------------------------------------- checks
    def check(self, offs: np.ndarray, nbytes: int, write: bool):
        """Raise RaceError if a generic access of nbytes at each offset hits an owned range."""
        if not self.incoming and not (write and (self.uncommitted or self.groups)):
            return
        lo, hi = int(offs.min()), int(offs.max()) + nbytes
        for r in self.incoming:
            if r.lo < hi and lo < r.hi and _overlaps(offs, nbytes, r.lo, r.hi):
                verb = "writes" if write else "reads"
                raise RaceError(f"race: this access {verb} shared memory [{r.lo:#x}, {r.hi:#x}) that "
                                f"{r.what} is still writing; wait on its mbarrier "
                                f"(nvvm.mbarrier.try_wait.parity) first")
        if write:
            pending = [o for lst in self.uncommitted.values() for o in lst]
            pending += [o for gs in self.groups.values() for g in gs for o in g]
            for o in pending:
                if o.lo < hi and lo < o.hi and _overlaps(offs, nbytes, o.lo, o.hi):
                    raise RaceError(f"race: this store overwrites shared memory [{o.lo:#x}, {o.hi:#x}) "
                                    f"that {o.what} may still be reading; commit the bulk group and "
                                    f"wait for it (nvvm.cp.async.bulk.wait_group) first")


class _Unfenced:
    """SMEM bytes one warpgroup wrote since its last fence: pending (offsets, nbytes) records and
    the bitmap they were folded into."""

    __slots__ = ("size", "writes", "bitmap")

    def __init__(self, size: int):
        self.size = size
        self.writes: list = []
        self.bitmap = None

    def materialize(self) -> np.ndarray:
        if self.bitmap is None:
            self.bitmap = np.zeros(self.size, bool)
        bm = self.bitmap
        for offs, nbytes, base in self.writes:
            if base or offs.size and int(offs.max()) >= self.size:
                offs = offs[(offs >= base) & (offs < base + self.size)] - base
            if nbytes == 1:
                bm[offs] = True
            else:
                bm[(offs[:, None] + np.arange(nbytes)).reshape(-1)] = True
        self.writes.clear()
        return bm


_AR = {}


def _ar(n: int) -> np.ndarray:
    a = _AR.get(n)
    if a is None:
        a = _AR[n] = np.arange(n, dtype=np.int64)
    return a


def _overlaps(offs: np.ndarray, nbytes: int, lo: int, hi: int) -> bool:
    return bool(((offs < hi) & (offs + nbytes > lo)).any())
