"""jax's remote arrive on a cluster barrier, the inline PTX block ``{ @$0 mapa.shared::cluster.u32
mapped_addr, $1, $2; @$0 mbarrier.arrive.shared::cluster.b64 _, [mapped_addr]; }`` (utils.py:1422-1431
at jax-v0.10.2): the mapa folds into the arrive's address (ptx.Mapa), and the arrive is the one rule
of mbarrier.arrive (handlers/mbarrier.py). Captured Warpgroup payloads of two jax-suite cases
(tests/jax_suite/ported/cluster.py and tcgen05.py), edited to take one synchronisation away."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import DeadlockError
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run

HERE = Path(__file__).resolve().parent / "cluster_barrier"
ARRIVALS = HERE / "collective_arrival_count.wg.payload.mlir"
REPLICATED = HERE / "copy_gmem_to_smem_replicated.wg.payload.mlir"
_REMOTE_ARRIVE = "mbarrier.arrive.shared::cluster.b64 _, [mapped_addr]"
_CLUSTER_WAIT = "nvvm.mbarrier.try_wait.parity %115, %192"


def _run(text: str, inputs: dict):
    return run(parse_module(text, "k.mlir", make_context()), inputs, timeout_s=30).outputs["out0"]


def _without_line(text: str, needle: str, nth: int = 0) -> str:
    lines = text.splitlines(keepends=True)
    del lines[[k for k, line in enumerate(lines) if needle in line][nth]]
    return "".join(lines)


def test_each_cta_arrives_on_every_barrier_of_the_cluster():
    """Four remote arrives a CTA, on each CTA's barrier of 4 x 2 arrivals: both phases complete."""
    text = ARRIVALS.read_text()
    assert text.count(_REMOTE_ARRIVE) == 4
    assert (_run(text, {}) == np.ones(128, np.int32)).all()


def test_one_remote_arrive_too_few_deadlocks_with_the_count_left():
    text = _without_line(ARRIVALS.read_text(), _REMOTE_ARRIVE, 3)
    with pytest.raises(DeadlockError, match=r"pending arrivals 2/8"):
        _run(text, {})


def test_a_peer_ordered_after_the_leaders_wait_reads_the_multicast_data():
    """Both CTAs' replicated loads signal CTA 0's barrier (their mapa ... 0); only CTA 0 waits on
    it, then both meet at the cluster barrier (remote arrives): CTA 1's reads are ordered after the
    loads through CTA 0's wait (happens_before.saw_completion), so they are no race."""
    x = np.random.default_rng(0).standard_normal((64, 64), dtype=np.float32)
    assert (_run(REPLICATED.read_text(), {"in0": x}) == x).all()


def test_a_peer_that_skips_the_cluster_barrier_races_with_the_loads():
    x = np.random.default_rng(0).standard_normal((64, 64), dtype=np.float32)
    text = _without_line(REPLICATED.read_text(), _CLUSTER_WAIT)
    with pytest.raises(RaceError, match=r"reads shared memory \[0x2000, 0x4000\) that the TMA load at k.mlir:\d+:\d+ "
                                        r"is still writing"):
        _run(text, {"in0": x})


def test_a_remote_arrive_on_a_barrier_whose_init_no_fence_released_is_a_race():
    """Without fence.mbarrier_init, the relaxed cluster arrive orders nothing: a peer's arrive may reach the
    barrier before its init (PTX ISA 9.1 §9.7.13.2, §9.7.13.4)."""
    text = _without_line(ARRIVALS.read_text(), "nvvm.fence.mbarrier.init")
    with pytest.raises(RaceError, match=r"race: this operation of CTA \d uses the mbarrier at CTA \d SMEM 0x[0-9a-f]+ "
                                        r"initialised at k.mlir:150:7.*, and no fence.mbarrier_init.release.cluster"):
        _run(text, {})


def test_a_releasing_cluster_arrive_orders_the_init_without_the_fence():
    text = _without_line(ARRIVALS.read_text(), "nvvm.fence.mbarrier.init")
    text = text.replace("nvvm.cluster.arrive.relaxed {aligned}", "nvvm.cluster.arrive {aligned}")
    assert (_run(text, {}) == np.ones(128, np.int32)).all()
