"""The mbarrier state machine (pure Python, no xDSL).

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
  phase number, so :meth:`MBarrier.wait_phase` can detect a waiter that fell two phases behind.

Vectorisation: one call applies the arrivals of many threads at once (``arrive(count=n)``,
``arrive_expect_tx(tx_per_thread, nthreads=n)``).  Because every thread does its expect-tx before
its arrive, applying all expect-tx of the batch and then all arrivals is one legal interleaving.

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

from mgpu.emulator.errors import EmulatorError

MAX_COUNT = (1 << 20) - 1
"""Largest expected / pending arrival count and largest |tx-count| [PTX91 §9.7.13.15.2]."""


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
            raise MBarrierError(f"{self._name()}: {what} on memory that holds no initialised mbarrier")

    def _check_tx(self, what: str) -> None:
        if not -MAX_COUNT <= self.tx <= MAX_COUNT:
            raise self._err(f"{what} puts the tx-count out of range [-(2^20-1), 2^20-1]")

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
            raise MBarrierError(f"{self._name()}: mbarrier.init count {count} is outside [1, 2^20-1]")
        if self.valid and (self._touched or self.pending != self.expected or self.tx != 0):
            raise self._err("mbarrier.init on a barrier that is in use (mbarrier.inval it first)")
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
            raise self._err(f"negative arrival count {count}")
        if count == 0:
            return self.phase
        if count > self.pending:
            raise self._err(
                f"over-arrival: {count} arrival(s) but only {self.pending} pending in phase {self.phase}")
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
            raise self._err(f"expect_tx of {nbytes} bytes is outside [0, 2^20-1]")
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
            raise self._err(f"complete_tx of {nbytes} bytes is outside [0, 2^20-1]")
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
            raise self._err(f"negative arrival count {nthreads}")
        if not 0 <= tx_per_thread <= MAX_COUNT:
            raise self._err(f"arrive.expect_tx of {tx_per_thread} bytes is outside [0, 2^20-1]")
        if nthreads > self.pending:
            raise self._err(
                f"over-arrival: {nthreads} arrival(s) but only {self.pending} pending in phase {self.phase}")
        self.tx += tx_per_thread * nthreads
        self._touched = True
        self._check_tx("arrive.expect_tx")
        return self._arrived(nthreads)  # (checked above: valid, 0 < nthreads <= pending)

    def arrive_drop(self, count: int = 1) -> int:
        """``mbarrier.arrive_drop``: expected -= count for the next phases, then arrive-on(count)."""
        self._require_valid("mbarrier.arrive_drop")
        count = int(count)
        if count > self.expected:
            raise self._err(f"arrive_drop of {count} exceeds the expected count {self.expected}")
        self.expected -= count
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
        """Full-phase wait for emulator-side checking: has phase number ``phase`` completed?

        Raises if the waiter is more than one phase behind (``phase < self.phase - 1``): with
        parity-only waits that waiter could not be told apart from one that is on time."""
        self._require_valid("mbarrier wait")
        if phase < self.phase - 1:
            raise self._err(f"a waiter for phase {phase} missed phase {phase + 1} (it is two phases behind)")
        return phase < self.phase

    @property
    def parity(self) -> int:
        return self.phase & 1

    # ------------------------------------------------------------------ reports
    def describe(self) -> str:
        """One line for deadlock reports: phase, parity, pending/expected arrivals, tx bytes."""
        if not self.valid:
            return "not initialised"
        return (f"phase {self.phase} (parity {self.phase & 1}), pending arrivals "
                f"{self.pending}/{self.expected}, tx {self.tx} bytes")

    def check_quiescent(self) -> None:
        """Raise if the current phase is half done (for end-of-kernel / deallocation checks)."""
        if self.valid and (self.pending != self.expected or self.tx != 0):
            raise self._err("barrier left with a partially completed phase")


class MBarrierTable:
    """The mbarriers of one CTA, keyed by SMEM byte address (the value of the ``!llvm.ptr<3>``).

    ``init(addr, count)`` creates/initialises; ``table[addr]`` returns the barrier and raises
    :class:`MBarrierError` if no barrier was initialised there; ``addr`` must be 8-byte aligned
    [§9.7.13.15.1].  ``describe_all()`` lists every barrier for a deadlock report."""

    def __init__(self, cta: int | None = None):
        self.cta = cta
        self._bars: dict[int, MBarrier] = {}

    def _check_addr(self, addr: int) -> int:
        addr = int(addr)
        if addr % 8:
            raise MBarrierError(f"mbarrier address 0x{addr:x} is not 8-byte aligned")
        return addr

    def init(self, addr: int, count: int) -> MBarrier:
        addr = self._check_addr(addr)
        bar = self._bars.get(addr)
        if bar is None:
            bar = self._bars[addr] = MBarrier(address=addr, cta=self.cta)
        bar.init(count)
        return bar

    def __getitem__(self, addr: int) -> MBarrier:
        addr = self._check_addr(addr)
        bar = self._bars.get(addr)
        if bar is None or not bar.valid:
            where = f"CTA {self.cta} " if self.cta is not None else ""
            raise MBarrierError(f"no initialised mbarrier at {where}SMEM 0x{addr:x}")
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
