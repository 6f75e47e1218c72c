"""One rule per test: what orders asynchronous-proxy accesses of SMEM with the rest (hazards.py).

- Generic-proxy stores reach an async-proxy read (TMA store, bulk copy, tcgen05.cp) only through
  the writers' ``fence.proxy.async.shared::cta`` (PTX ISA 9.1 §9.7.13.4): a barrier between them
  orders the threads, not the proxies. jax's tests get_swap_*, warp_specialized_{transpose,
  smem_slice,tmem_slice} store to SMEM and copy it out without ``plgpu.commit_smem()`` (their payloads
  have no fence.proxy.async at all): a true race by the ISA that passes on hardware by timing, and
  reported as one.
- Two asynchronous copies into the same bytes are ordered only by an observed completion of the
  first one (a returned wait on its mbarrier phase, §9.7.13.15.16): refilling a pipeline slot whose
  phase no thread waited for is a race, named by the slot's barrier and phase.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from mgpu.emulator.barriers import MBarrierTable
from mgpu.emulator.hazards import CtaHazards
from mgpu.emulator.races import RaceError

FIRST = "the TMA load at k.mlir:1:1"
SECOND = "the TMA load at k.mlir:2:1"


def _loaded_slot(rank: int = 0, barrier_cta: int = 0):
    """CTA ``rank``'s hazards after a TMA load into [0x400, 0x800) completed phase 0 of the mbarrier
    at SMEM 0x40 of CTA ``barrier_cta``."""
    hz = CtaHazards(rank=rank)
    bar = MBarrierTable(cta=barrier_cta).init(0x40, 1)
    hz.add_incoming(0x400, 0x800, bar, bar.phase, FIRST)
    bar.arrive(1)
    return hz, bar


def test_refilling_a_slot_whose_phase_no_thread_waited_for_is_a_race():
    hz, bar = _loaded_slot()
    with pytest.raises(RaceError, match=re.escape(
            f"race: {SECOND} writes shared memory [0x600, 0x800) that {FIRST} wrote, completing a phase of "
            f"the same mbarrier that no thread has waited for yet: the two copies are unordered and the "
            f"first one's data is overwritten unread; refill the buffer only after its readers wait on the "
            f"mbarrier at CTA 0 SMEM 0x40 for the completion of phase 0 (parity 0; "
            f"nvvm.mbarrier.try_wait.parity) and release it to the refilling thread")):
        hz.add_incoming(0x600, 0xa00, bar, bar.phase, SECOND)


def test_refilling_a_slot_after_a_wait_observed_its_phase_is_not_a_race():
    hz, bar = _loaded_slot()
    hz.observed(bar)
    hz.add_incoming(0x400, 0x800, bar, bar.phase, SECOND)
    hz.add_incoming(0x800, 0xc00, bar, bar.phase, SECOND)  # other bytes, same phase: one transaction


def test_a_peer_ctas_barrier_is_observed_in_the_peer_and_not_checked_here():
    hz, bar = _loaded_slot(rank=1, barrier_cta=0)  # (a collective load: the leader CTA waits)
    hz.add_incoming(0x400, 0x800, bar, bar.phase, SECOND)


def test_generic_stores_reach_an_async_read_only_through_a_proxy_fence():
    hz = CtaHazards()
    hz.generic_write("wg0", 0x1000, np.arange(0x400, 0x500, 4, dtype=np.int64), 4)
    with pytest.raises(RaceError, match=re.escape(
            "race: the TMA store at k.mlir:3:1 reads shared memory byte 0x400 that wg0 wrote without a "
            "following fence.proxy.async.shared::cta (256 of the 1024 bytes it reads from 0x400): "
            "generic-proxy writes are visible to the async proxy only after the writers' proxy fence (PTX "
            "ISA 9.1 §9.7.13.4; a bar.sync orders the threads, not the proxies)")):
        hz.check_async_read(0x400, 0x800, "the TMA store at k.mlir:3:1")
    hz.fence("wg0")
    hz.check_async_read(0x400, 0x800, "the TMA store at k.mlir:3:1")


def test_where_warps_are_not_tracked_another_warpgroups_fence_counts():
    """A CTA whose warps are not tracked (a batch's) cannot tell whether another warpgroup's fence is
    ordered after wg0's stores (the issuer's fence after a barrier is, docs/design/warp_hazards.md rule 6):
    it counts, and the grid's tracked CTA checks the order (test_warp_races.py)."""
    hz = CtaHazards()
    hz.generic_write("wg0", 0x1000, np.arange(0x400, 0x500, 4, dtype=np.int64), 4)
    hz.fence("wg1")
    hz.check_async_read(0x400, 0x800, "the TMA store at k.mlir:3:1")
    hz.generic_write("wg0", 0x1000, np.arange(0x400, 0x500, 4, dtype=np.int64), 4)
    with pytest.raises(RaceError, match="that wg0 wrote without a following fence"):
        hz.check_async_read(0x400, 0x800, "the TMA store at k.mlir:3:1")
