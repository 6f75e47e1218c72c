"""Every access of a CTA's shared memory by another CTA of its cluster must happen before that CTA exits (CUDA C++
Programming Guide, "Distributed Shared Memory"; mgpu/emulator/cta_exit.py). The kernel is test_mapa.py's: each
thread of CTA c arrives remotely on the mbarrier of CTA 1 - c (and in some cases stores into its SMEM first); the
closing cluster barrier, or a wait of the owner on the phase those arrives complete, orders them before the owner's
exit. Without either, the schedule runs CTA 1 to its end before CTA 0's arrive on it (a race at the access), and
CTA 1's arrive on CTA 0 before CTA 0 ends (a race at CTA 0's exit, located at the arrive)."""

from __future__ import annotations

import re

import pytest

from mgpu.emulator.races import RaceError
from tests.emulator.test_mapa import STORE
from tests.emulator.test_peer_smem_races import ARRIVE, INIT, LOAD, SYNC, WAIT, _run

_CLOSING = SYNC  # barrier.cluster.arrive.aligned; barrier.cluster.wait.aligned
_AFTER_EXIT = (r"t\.mlir:\d+:7: error: 'llvm.inline_asm' op race: this access by CTA \(0, 0, 0\) warpgroup 0 "
               r"warp \d is to the shared memory of CTA \(1, 0, 0\), whose threads have all exited in this run: "
               r"nothing orders it before CTA \(1, 0, 0\)'s exit")
_AT_EXIT = (r"t\.mlir:\d+:7: error: 'llvm.inline_asm' op race: CTA \(0, 0, 0\) may exit before this access of its "
            r"shared memory by CTA \(1, 0, 0\) warpgroup 0 warp \d: nothing orders it before CTA \(0, 0, 0\)'s exit")


def test_remote_arrives_before_the_closing_cluster_barrier_pass():
    r = _run(INIT, SYNC, ARRIVE, LOAD, _CLOSING, report=True)
    assert r.report.races == [] and not r.outputs["out0"].any()


def test_remote_arrives_the_owner_waits_for_need_no_closing_barrier():
    r = _run(INIT, SYNC, ARRIVE, WAIT, LOAD, report=True)
    assert r.report.races == [] and not r.outputs["out0"].any()


def test_a_remote_arrive_into_a_cta_that_has_exited_is_a_race_at_the_arrive():
    with pytest.raises(RaceError, match=_AFTER_EXIT):
        _run(INIT, SYNC, ARRIVE, LOAD)


def test_both_orders_are_reported_each_once_at_its_arrive():
    races = [str(err) for err, _ in _run(INIT, SYNC, ARRIVE, LOAD, report=True).report.races]
    assert len(races) == 2, races
    assert re.search(_AFTER_EXIT, races[0]) and re.search(_AT_EXIT, races[1]), races


def test_a_remote_store_not_ordered_before_the_owners_exit_is_a_race():
    """A generic store through the mapa's pointer, nothing after it (no arrive, no closing barrier)."""
    with pytest.raises(RaceError, match=_AFTER_EXIT.replace("'llvm.inline_asm'", "'llvm.store'")):
        _run(INIT, SYNC, STORE)
