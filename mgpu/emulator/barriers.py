"""The mbarrier state machine and the CTA's named barriers (pure Python, no xDSL).

Rules, with the PTX ISA 9.1 section each one comes from:

- State [§9.7.13.15.2]: current phase, pending arrival count of the current phase, expected
  arrival count (reloaded at every phase change) and a **signed** tx-count.  Ranges: expected in
  [1, 2^20-1], pending in [0, 2^20-1], tx in [-(2^20-1), 2^20-1]; leaving a range is an error here.
- ``mbarrier.init [a], count`` [§9.7.13.15.9]: phase 0, pending = expected = count, tx = 0.
  Re-initialising a barrier that is in use (its current phase has seen an arrival or tx) without
  ``mbarrier.inval`` is undefined in PTX [§9.7.13.15.10]: an error here.  Any other operation on
  memory that holds no initialised mbarrier is an error too.
- arrive-on(count) [§9.7.13.15.7]: pending -= count, then the phase-completion check.
  An arrive of more than ``pending`` arrivals (over-arrival) is an error (PTX requires pending in
  range [§9.7.13.15.13]; the SM semantics note §1.4 asks emulators to flag it).
- expect-tx(n) [§9.7.13.15.5.1]: tx += n.  complete-tx(n) [§9.7.13.15.5.2]: tx -= n, then the
  completion check.  tx may go negative (a complete-tx that lands before its expect-tx).
- Phase completion [§9.7.13.15.6]: iff pending == 0 **and** tx == 0; then atomically the phase
  number advances (parity flips) and pending = expected.
- ``mbarrier.arrive.expect_tx`` [§9.7.13.15.13]: expect-tx first, then arrive-on, in one atomic step.
- ``mbarrier.arrive_drop`` [§9.7.13.15.14]: expected -= count for later phases, then arrive-on.
- ``test_wait/try_wait.parity`` [§9.7.13.15.16]: True iff the phase with that parity has completed,
  i.e. the *current* (incomplete) phase has the other parity.  The barrier here also keeps the full
  phase number: an arrive's state is the phase it arrived in (opaque in PTX), and a wait on it
  (:meth:`MBarrier.wait_phase`) is defined only while that phase is the current or the one before
  (:meth:`MBarrier.overtaken`).

Named barriers (``bar.sync id, n`` / ``barrier.sync``, and ``gpu.barrier`` as barrier 0 of all the
CTA's threads) [§9.7.13.1]: the first arrival of a generation sets the expected thread count ``n``;
every later arrival of that generation must give the same ``n`` (an error here otherwise); when
``n`` threads have arrived the generation completes and the barrier is reset for reuse.

Vectorisation: one call applies the arrivals of many threads at once (``arrive(count=n)``,
``arrive_expect_tx(tx_per_thread, nthreads=n)``).  Because every thread does its expect-tx before
its arrive, applying all expect-tx of the batch and then all arrivals is one legal interleaving.

Batches (machine.Batch: CTAs that run one instruction stream together) keep the state of the
barrier at one address of all their CTAs as arrays (:class:`BatchedMBarrier`): an op of the batched
context is a few array operations instead of a loop over the CTAs. Each CTA's table
(:class:`BatchCtaTable`) sees its row as an :class:`MBarrier` (:class:`MBarrierInBatch`), so the
per-CTA paths and reports apply the rules above to the same state.

Typical use by the emulator core (one :class:`MBarrierTable` per CTA, keyed by SMEM address)::

    table = MBarrierTable(cta=0)
    table.init(addr, 128)                     # nvvm.mbarrier.init (the predicated thread)
    table[addr].arrive_expect_tx(512, nthreads=128)   # arrive.expect_tx by all 128 threads
    table[addr].complete_tx(65536)            # a TMA load landed
    table[addr].try_wait_parity(0)            # -> True: the waiter may continue
    table.describe_all()                      # for the deadlock report
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from mgpu.arch import MBARRIER_MAX_COUNT
from mgpu.dialect.diagnostics.emulator import sync as diag
from mgpu.emulator.errors import EmulatorError

MAX_COUNT = MBARRIER_MAX_COUNT  # (arch.py)


class MBarrierError(EmulatorError):
    """Misuse of an mbarrier (undefined behaviour in PTX). The message names the barrier.

    An :class:`~mgpu.emulator.errors.EmulatorError`: the core may set ``location``/``op_name``."""


@dataclass
class MBarrier:
    """One mbarrier object (an 8-byte, 8-byte aligned word in SMEM).

    ``address`` / ``cta`` only label messages.  Attributes (read them, do not assign):
    ``phase`` (full number of completed phases), ``parity`` (= phase & 1), ``pending``,
    ``expected``, ``tx`` (signed), ``valid`` (initialised and not invalidated),
    ``arrivals_total`` and ``tx_completed_total`` (statistics).
    """

    address: int | None = None
    cta: int | None = None
    phase: int = 0
    pending: int = 0
    expected: int = 0
    tx: int = 0
    valid: bool = False
    arrivals_total: int = 0
    tx_completed_total: int = 0
    _touched: bool = field(default=False, repr=False)

    # ------------------------------------------------------------------ helpers
    def _name(self) -> str:
        where = []
        if self.cta is not None:
            where.append(f"CTA {self.cta}")
        if self.address is not None:
            where.append(f"SMEM 0x{self.address:x}")
        return "mbarrier" + (f" at {' '.join(where)}" if where else "")

    def _err(self, msg: str) -> MBarrierError:
        return MBarrierError(f"{self._name()}: {msg} ({self.describe()})")

    def _require_valid(self, what: str) -> None:
        if not self.valid:
            raise MBarrierError(diag.NO_MBARRIER_THERE.format(name=self._name(), what=what))

    def _check_tx(self, what: str) -> None:
        if not -MAX_COUNT <= self.tx <= MAX_COUNT:
            raise self._err(diag.TX_COUNT_OUT_OF_RANGE.format(what=what))

    def _maybe_complete(self) -> bool:
        if self.pending == 0 and self.tx == 0:
            self.phase += 1
            self.pending = self.expected
            self._touched = False
            return True
        return False

    # ------------------------------------------------------------------ operations
    def init(self, count: int) -> None:
        """``mbarrier.init``: phase 0, pending = expected = count, tx = 0 [§9.7.13.15.9].

        Raises if count is outside [1, 2^20-1] or the barrier is in use (see module docstring).
        """
        count = int(count)
        if not 1 <= count <= MAX_COUNT:
            raise MBarrierError(diag.MBARRIER_INIT_COUNT.format(name=self._name(), count=count))
        if self.valid and (self._touched or self.pending != self.expected or self.tx != 0):
            raise self._err(diag.INIT_IN_USE)
        self.phase = 0
        self.pending = self.expected = count
        self.tx = 0
        self.valid = True
        self._touched = False

    def inval(self) -> None:
        """``mbarrier.inval`` [§9.7.13.15.10]: the memory no longer holds an mbarrier."""
        self._require_valid("mbarrier.inval")
        self.valid = False

    def arrive(self, count: int = 1) -> int:
        """arrive-on with ``count`` arrivals (e.g. the number of arriving threads).

        Returns the phase number *before* the arrive (the opaque PTX ``state``; only its parity
        means anything to a program).  Raises on over-arrival (count > pending).
        """
        self._require_valid("mbarrier.arrive")
        count = int(count)
        if count < 0:
            raise self._err(diag.NEGATIVE_ARRIVAL_COUNT.format(count=count))
        if count == 0:
            return self.phase
        if count > self.pending:
            raise self._err(
                diag.OVER_ARRIVAL.format(count=count, pending=self.pending, phase=self.phase))
        return self._arrived(count)

    def _arrived(self, count: int) -> int:
        """``count`` (checked) arrivals: the phase before them."""
        state = self.phase
        self.pending -= count
        self.arrivals_total += count
        self._touched = True
        self._maybe_complete()
        return state

    def expect_tx(self, nbytes: int) -> None:
        """``mbarrier.expect_tx``: tx += nbytes [§9.7.13.15.5.1, §9.7.13.15.11].

        Never completes a phase by itself (tx moves away from 0 or pending is still > 0)."""
        self._require_valid("mbarrier.expect_tx")
        nbytes = int(nbytes)
        if not 0 <= nbytes <= MAX_COUNT:
            raise self._err(diag.EXPECT_TX_OUT_OF_RANGE.format(nbytes=nbytes))
        self.tx += nbytes
        self._touched = True
        self._check_tx("expect_tx")
        # PTX runs the completion check only after arrive-on / complete-tx, not after expect-tx.

    def complete_tx(self, nbytes: int) -> bool:
        """complete-tx: tx -= nbytes, then the completion check [§9.7.13.15.5.2, §9.7.13.15.12].

        Called when st.async / red.async / a TMA load lands.  Returns True if a phase completed."""
        self._require_valid("complete_tx")
        nbytes = int(nbytes)
        if not 0 <= nbytes <= MAX_COUNT:
            raise self._err(diag.COMPLETE_TX_OUT_OF_RANGE.format(nbytes=nbytes))
        self.tx -= nbytes
        self.tx_completed_total += nbytes
        self._touched = True
        self._check_tx("complete_tx")
        return self._maybe_complete()

    def arrive_expect_tx(self, tx_per_thread: int, nthreads: int = 1) -> int:
        """``mbarrier.arrive.expect_tx`` by ``nthreads`` threads, each with ``tx_per_thread`` bytes.

        Per thread: expect-tx first, then arrive-on(1), atomically [§9.7.13.15.13].  Returns the
        phase number before the arrivals."""
        self._require_valid("mbarrier.arrive.expect_tx")
        nthreads = int(nthreads)
        tx_per_thread = int(tx_per_thread)
        if nthreads == 0:
            return self.phase
        if nthreads < 0:
            raise self._err(diag.NEGATIVE_ARRIVAL_COUNT.format(count=nthreads))
        if not 0 <= tx_per_thread <= MAX_COUNT:
            raise self._err(diag.ARRIVE_EXPECT_TX_OUT_OF_RANGE.format(tx_per_thread=tx_per_thread))
        if nthreads > self.pending:
            raise self._err(
                diag.OVER_ARRIVAL.format(count=nthreads, pending=self.pending, phase=self.phase))
        self.tx += tx_per_thread * nthreads
        self._touched = True
        self._check_tx("arrive.expect_tx")
        return self._arrived(nthreads)  # (checked above: valid, 0 < nthreads <= pending)

    def arrive_drop(self, count: int = 1) -> int:
        """``mbarrier.arrive_drop``: expected -= count for the next phases, then arrive-on(count)."""
        self._require_valid("mbarrier.arrive_drop")
        count = int(count)
        if count > self.expected:
            raise self._err(diag.ARRIVE_DROP_EXCEEDS.format(count=count, expected=self.expected))
        self.expected -= count
        return self.arrive(count)

    def arrive_nocomplete(self, count: int = 1) -> int:
        """``mbarrier.arrive.noComplete``: arrive-on(count) that must not complete the current phase
        (undefined in PTX if it would [§9.7.13.15.13]: an error here)."""
        self._require_valid("mbarrier.arrive.noComplete")
        if int(count) == self.pending and self.tx == 0:
            raise self._err(diag.NOCOMPLETE_WOULD_COMPLETE.format(count=int(count), phase=self.phase))
        return self.arrive(count)

    # ------------------------------------------------------------------ waits
    def test_wait_parity(self, parity):
        """``mbarrier.test_wait/try_wait.parity``: has the phase with parity ``parity`` completed?

        ``parity`` may be an int (returns bool) or a numpy array of 0/1 (returns a bool array,
        one answer per thread).  True iff ``parity != current phase parity`` [§9.7.13.15.16]."""
        self._require_valid("mbarrier.try_wait.parity")
        if np.isscalar(parity):
            return (int(parity) & 1) != (self.phase & 1)
        return (np.asarray(parity).astype(np.int64) & 1) != (self.phase & 1)

    try_wait_parity = test_wait_parity

    def wait_phase(self, phase: int) -> bool:
        """``mbarrier.test_wait/try_wait`` on the state of an arrive of phase ``phase`` (the phase
        number :meth:`arrive` returned): has that phase completed? [§9.7.13.15.16]"""
        self._require_valid("mbarrier wait")
        return phase < self.phase

    def overtaken(self, phase: int) -> bool:
        """Whether phase ``phase`` is neither the current phase nor the one before: a wait on the
        state of an arrive of that phase is then undefined [§9.7.13.15.16]."""
        return phase < self.phase - 1

    @property
    def parity(self) -> int:
        return self.phase & 1

    # ------------------------------------------------------------------ reports
    def wait_hint(self, phase: int) -> str:
        """How a program waits for a copy that completes ``phase`` of this barrier (hazards.py's
        race messages)."""
        return (f"wait on the {self._name()} for the completion of phase {phase} (parity {phase & 1}; "
                f"nvvm.mbarrier.try_wait.parity)")

    def describe(self) -> str:
        """One line for deadlock reports: phase, parity, pending/expected arrivals, tx bytes."""
        if not self.valid:
            return "not initialised"
        return (f"phase {self.phase} (parity {self.phase & 1}), pending arrivals "
                f"{self.pending}/{self.expected}, tx {self.tx} bytes")

    def check_quiescent(self) -> None:
        """Raise if the current phase is half done (for end-of-kernel / deallocation checks)."""
        if self.valid and (self.pending != self.expected or self.tx != 0):
            raise self._err(diag.BARRIER_LEFT_PARTIALLY)


class MBarrierTable:
    """The mbarriers of one CTA, keyed by SMEM byte address (the value of the ``!llvm.ptr<3>``).

    ``init(addr, count)`` creates/initialises; ``table[addr]`` returns the barrier and raises
    :class:`MBarrierError` if no barrier was initialised there; ``addr`` must be 8-byte aligned
    [§9.7.13.15.1].  ``describe_all()`` lists every barrier for a deadlock report."""

    def __init__(self, cta: int | None = None):
        self.cta = cta
        self._bars: dict[int, MBarrier] = {}
        # the inits (address -> the init op) no fence.mbarrier_init or release at cluster scope of this CTA has
        # followed yet: another CTA of the cluster may not use those barriers (PTX ISA 9.1 §9.7.13.4)
        self.unpublished: dict[int, object] = {}

    def _check_addr(self, addr: int) -> int:
        addr = int(addr)
        if addr % 8:
            raise MBarrierError(diag.MBARRIER_MISALIGNED.format(addr=addr))
        return addr

    def init(self, addr: int, count: int) -> MBarrier:
        addr = self._check_addr(addr)
        bar = self._bars.get(addr) or self._add(addr)
        bar.init(count)
        return bar

    def _add(self, addr: int) -> MBarrier:
        bar = self._bars[addr] = MBarrier(address=addr, cta=self.cta)
        return bar

    def __getitem__(self, addr: int) -> MBarrier:
        addr = self._check_addr(addr)
        bar = self._bars.get(addr)
        if bar is None or not bar.valid:
            where = f"CTA {self.cta} " if self.cta is not None else ""
            raise MBarrierError(diag.NO_INITIALISED_MBARRIER.format(where=where, addr=addr))
        return bar

    def get(self, addr: int) -> MBarrier | None:
        return self._bars.get(int(addr))

    def __contains__(self, addr: int) -> bool:
        bar = self._bars.get(int(addr))
        return bar is not None and bar.valid

    def __iter__(self):
        return iter(sorted(self._bars.items()))

    def overlaps(self, lo: int, hi: int) -> list[int]:
        """Addresses of valid barriers inside the byte range [lo, hi) (to catch data writes onto them)."""
        return [a for a, b in self._bars.items() if b.valid and lo < a + 8 and a < hi]

    def describe_all(self) -> list[str]:
        return [f"mbarrier at {'CTA %d ' % self.cta if self.cta is not None else ''}SMEM 0x{a:x}: {b.describe()}"
                for a, b in sorted(self._bars.items()) if b.valid]


class Batched:
    """A barrier of each of the B CTAs of a batch (machine.Batch). While every CTA's barrier is in
    the same state (CTAs in lock step: the usual case), that state is one object of the per-CTA
    class (``one``) and an op of all the CTAs alike is that op on it, once; from the first op that
    not all CTAs do alike on, the fields are arrays over the CTAs (``FIELDS``: name -> dtype;
    :meth:`split`). CTA b's barrier is an object of the per-CTA class (``row(b)``, a subclass
    ``ROW`` made by :func:`rows_of` whose fields read and write CTA b's state; one object per CTA:
    hazard records compare barriers by identity). After an op that raised, the state is undefined:
    the batch is abandoned (run.Kernel.run reruns the kernel one CTA at a time)."""

    FIELDS: dict = {}
    ROW: type = None

    def __init__(self, B: int, one):
        self.B = B
        self.one = one  # the state of every CTA's barrier while they are the same, else None
        self._rows: list = [None] * B

    def split(self) -> None:
        """The CTAs' states may differ from here on: keep them as arrays."""
        one = self.one
        if one is not None:
            for f, dtype in self.FIELDS.items():
                setattr(self, f, np.full(self.B, getattr(one, f), dtype))
            self.one = None

    def field(self, name: str) -> np.ndarray:
        """Field ``name`` of every CTA's barrier (a new array while they are the same)."""
        one = self.one
        return getattr(self, name) if one is None else np.full(self.B, getattr(one, name), self.FIELDS[name])

    def row(self, b: int):
        if self._rows is None:  # released: a limit's report describes the batch after it was torn down
            return self.ROW(self, b)
        r = self._rows[b]
        if r is None:
            r = self._rows[b] = self.ROW(self, b)
        return r

    def release(self) -> None:
        """Drop the rows (they refer back to this object: see machine.Batch.release)."""
        self._rows = None


def rows_of(batched: type):
    """Class decorator: the class (a subclass of the per-CTA class, whose ``__init__(batched, b)``
    sets ``_batched`` and ``_b``) is the rows of ``batched``; each of its fields is CTA ``_b``'s
    (the common state's, or element ``_b`` of ``_batched``'s array)."""

    def read(self, n):
        bb = self._batched
        return getattr(bb.one, n) if bb.one is not None else getattr(bb, n).item(self._b)

    def write(self, v, n):
        bb = self._batched
        bb.split()  # (this CTA's barrier alone changes)
        getattr(bb, n)[self._b] = v

    def make(row: type) -> type:
        for name in batched.FIELDS:
            setattr(row, name, property(lambda self, n=name: read(self, n), lambda self, v, n=name: write(self, v, n)))
        batched.ROW = row
        return row

    return make


class BatchedMBarrier(Batched):
    """The mbarrier at SMEM ``address`` of each of the B CTAs of a batch. The operations take the
    arrivals (or a mask) per CTA, act on the CTAs that have some, and return the phase numbers
    before them (per CTA, or an int: the same in all); on the arrays, where a CTA's operation is
    not the plain case (it would raise), they apply MBarrier's rules CTA by CTA, in order, for its
    error."""

    FIELDS = {"phase": np.int64, "pending": np.int64, "expected": np.int64, "tx": np.int64, "valid": bool,
              "arrivals_total": np.int64, "tx_completed_total": np.int64, "_touched": bool}

    def __init__(self, address: int, B: int):
        super().__init__(B, MBarrier(address=address, cta=0))
        self.address = address

    def _by_cta(self, m: np.ndarray, op) -> np.ndarray:
        before = self.phase.copy()
        for b in np.flatnonzero(m).tolist():
            op(self.row(b), b)
        return before

    def valid_in(self, ctas: np.ndarray) -> bool:
        """Whether the barrier is initialised in every CTA of ``ctas`` (indices or a mask)."""
        return self.one.valid if self.one is not None else bool(self.valid[ctas].all())

    def parity_done(self, ctas: np.ndarray, parity: int) -> bool:
        """Whether in every CTA of ``ctas`` the phase of parity ``parity`` has completed."""
        if self.one is not None:
            return (self.one.phase & 1) != parity
        return not ((self.phase[ctas] & 1) == parity).any()

    def _complete(self, m: np.ndarray) -> None:
        done = m & (self.pending == 0) & (self.tx == 0)
        if done.any():
            self.phase += done
            self.pending[done] = self.expected[done]
            self._touched &= ~done

    def _arrived(self, m: np.ndarray, n: np.ndarray) -> np.ndarray:
        before = self.phase.copy()
        self.pending -= n
        self.arrivals_total += n
        self._touched |= m
        self._complete(m)
        return before

    def init(self, m: np.ndarray, count: np.ndarray | int) -> None:
        """``mbarrier.init`` in the CTAs of mask ``m`` (once each), ``count[b]`` arrivals (an int:
        the same count in all)."""
        if self.one is not None and isinstance(count, int) and m.all():
            self.one.init(count)  # (where it raises, CTA 0's error is the first)
            return
        self.split()
        count = np.broadcast_to(count, (self.B,))
        busy = self.valid & (self._touched | (self.pending != self.expected) | (self.tx != 0))
        if ((count < 1) | (count > MAX_COUNT) | busy)[m].any():
            self._by_cta(m, lambda r, b: r.init(int(count[b])))
            return
        self.phase[m] = 0
        self.pending[m] = self.expected[m] = count[m]
        self.tx[m] = 0
        self.valid |= m
        self._touched &= ~m

    def arrive(self, n: np.ndarray, k: int | None):
        """``n[b]`` arrivals (>= 0) in CTA b (``k`` arrivals in each if k is not None): the phase
        before them, per CTA (an int: the same in all)."""
        if self.one is not None and k is not None:
            return self.one.arrive(k)
        self.split()
        m = n > 0
        if not self.valid[m].all() or (n > self.pending)[m].any():
            return self._by_cta(m, lambda r, b: r.arrive(int(n[b])))
        return self._arrived(m, n)

    def arrive_expect_tx(self, tx_per_thread: int, n: np.ndarray, k: int | None):
        """``mbarrier.arrive.expect_tx`` by ``n[b]`` threads of CTA b (``k`` in each if not None),
        each with ``tx_per_thread``: as :meth:`arrive`."""
        if self.one is not None and k is not None:
            return self.one.arrive_expect_tx(tx_per_thread, k)
        self.split()
        m = n > 0
        tx = self.tx + tx_per_thread * n
        if (not 0 <= tx_per_thread <= MAX_COUNT or not self.valid[m].all() or (n > self.pending)[m].any()
                or (np.abs(tx) > MAX_COUNT)[m].any()):
            return self._by_cta(m, lambda r, b: r.arrive_expect_tx(tx_per_thread, int(n[b])))
        self.tx[:] = tx
        return self._arrived(m, n)

    def complete_tx(self, m: np.ndarray, nbytes: int):
        """complete-tx of ``nbytes`` in the CTAs of mask ``m``: as :meth:`arrive`."""
        one = self.one
        if one is not None and m.all():
            before = one.phase
            one.complete_tx(nbytes)
            return before
        self.split()
        tx = self.tx - nbytes
        if not 0 <= nbytes <= MAX_COUNT or not self.valid[m].all() or (np.abs(tx) > MAX_COUNT)[m].any():
            return self._by_cta(m, lambda r, b: r.complete_tx(nbytes))
        before = self.phase.copy()
        self.tx[m] = tx[m]
        self.tx_completed_total[m] += nbytes
        self._touched |= m
        self._complete(m)
        return before

    def partial(self) -> np.ndarray:
        """Per CTA: the barrier is left with a partially completed phase (see check_quiescent)."""
        f = self.field
        return f("valid") & ((f("pending") != f("expected")) | (f("tx") != 0))


@rows_of(BatchedMBarrier)
class MBarrierInBatch(MBarrier):
    """CTA ``b``'s row of a :class:`BatchedMBarrier`, with MBarrier's rules and reports."""

    def __init__(self, batched: BatchedMBarrier, b: int):  # (no dataclass fields of its own)
        self._batched = batched
        self._b = b
        self.address = batched.address
        self.cta = 0  # (a batch's CTAs are clusters of one: rank 0)


class BatchCtaTable(MBarrierTable):
    """The mbarriers of CTA ``b`` of a batch: its rows of the batch's :class:`BatchedMBarrier` s
    (``batched``: address -> BatchedMBarrier, shared by the batch's CTAs)."""

    def __init__(self, batched: dict, b: int, B: int):  # (no dict of its own: see _bars)
        self.cta = 0
        self._batched = batched
        self._b = b
        self._B = B
        self.unpublished: dict[int, object] = {}  # (a batch's CTAs are clusters of one: nobody else uses them)

    @property
    def _bars(self) -> dict:
        return {a: bb.row(self._b) for a, bb in self._batched.items()}

    def _add(self, addr: int) -> MBarrier:
        bb = self._batched[addr] = BatchedMBarrier(addr, self._B)
        return bb.row(self._b)


NO_REDUCTION = -1
"""NamedBarrier.red of a phase without bar.red."""


class NamedBarrier:
    """Named barrier ``ident`` of a CTA (PTX ISA 9.1 §9.7.13.1): ``bar.sync id, n`` / ``gpu.barrier``
    (id 0, all threads of the CTA), ``bar.arrive id, n`` (arrives without waiting) and
    ``bar.red.or.pred`` (arrives, waits, and gets the OR of the arriving threads' predicates). A phase
    completes when ``expected`` threads have arrived; ``red`` is the OR so far of a phase of bar.red
    (-1 in a phase of bar.sync / bar.arrive: the ISA forbids mixing bar.red with them on one active
    barrier) and ``reduced`` that of the last completed phase."""

    def __init__(self, ident: int):
        self.ident = ident
        self.arrived = 0
        self.expected = 0
        self.generation = 0
        self.red = NO_REDUCTION
        self.reduced = 0

    def arrive(self, nthreads: int, expected: int, pred: int = NO_REDUCTION) -> int:
        """``nthreads`` threads arrive expecting ``expected`` (with bar.red.or, ``pred``: whether one
        of their predicates is true); returns the generation they arrived in."""
        if self.arrived == 0:
            self.expected = expected
            self.red = pred if pred == NO_REDUCTION else 0
        elif expected != self.expected:
            raise EmulatorError(diag.BARRIER_THREADS_DISAGREE.format(ident=self.ident, expected=expected,
                                                                     expected2=self.expected))
        elif (pred == NO_REDUCTION) != (self.red == NO_REDUCTION):
            raise EmulatorError(diag.BAR_RED_MIXED.format(ident=self.ident))
        gen = self.generation
        if pred != NO_REDUCTION:
            self.red = self.red | pred
        self.arrived += nthreads
        if self.arrived >= self.expected:
            self.arrived = 0
            self.generation += 1
            self.reduced = max(self.red, 0)
        return gen

    def describe(self) -> str:
        return f"named barrier {self.ident}: {self.arrived}/{self.expected} threads arrived"


class BatchedNamedBarrier(Batched):
    """Named barrier ``ident`` of each of the B CTAs of a batch (barriers.Batched: one state while
    the CTAs are in lock step, else arrays over them)."""

    FIELDS = {"arrived": np.int64, "expected": np.int64, "generation": np.int64, "red": np.int64,
              "reduced": np.int64}

    def __init__(self, ident: int, B: int):
        super().__init__(B, NamedBarrier(ident))
        self.ident = ident

    def arrive(self, n: np.ndarray, k: int | None, expected: int):
        """``n[b]`` threads of CTA b arrive (``k`` in each if not None), expecting ``expected``: the
        generation before, per CTA (an int: the same in all)."""
        if self.one is not None and k is not None:
            return self.one.arrive(k, expected)
        self.split()
        m = n > 0
        first = m & (self.arrived == 0)
        if (m & ~first & ((self.expected != expected) | (self.red != NO_REDUCTION))).any():  # as NamedBarrier.arrive
            for b in np.flatnonzero(m).tolist():
                self.row(b).arrive(int(n[b]), expected)
        self.expected[first] = expected
        self.red[first] = NO_REDUCTION
        before = self.generation.copy()
        self.arrived += n
        done = m & (self.arrived >= self.expected)
        self.arrived[done] = 0
        self.generation += done
        return before

    def passed(self, ctas: np.ndarray, before) -> bool:
        """Whether barrier generation ``before`` (from :meth:`arrive`) completed in all CTAs ``ctas``."""
        if self.one is not None:
            return self.one.generation > before
        return bool((self.generation[ctas] > (before[ctas] if isinstance(before, np.ndarray) else before)).all())


@rows_of(BatchedNamedBarrier)
class _NamedBarrierInBatch(NamedBarrier):
    def __init__(self, batched: BatchedNamedBarrier, b: int):  # (NamedBarrier's state is in ``batched``)
        self.ident = batched.ident
        self._batched = batched
        self._b = b
