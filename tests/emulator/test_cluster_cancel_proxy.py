"""A cluster-launch-control response slot reused: the request writes the slot through the async proxy, the threads
read it through the generic proxy, and only proxy fences order the two (mgpu/emulator/response_proxy.py): the
reader's release fence after its read, the barrier, the issuer's acquire fence before the request; or a
bidirectional fence on either side. jax's dynamic scheduling loop (helpers.py:385-404 at jax-v0.10.2) runs the pair.
The loop is test_cluster_launch_control.py's: 128 threads read the response, thread 0 reuses the one slot."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run

from tests.emulator.test_cluster_launch_control import LOOP
from tests.support.kernel_text import kernel

ACQUIRE = "fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;"
RELEASE = "fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;"
FULL = "fence.proxy.async.shared::cta;"
NVVM_FULL = ('"nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> '
             ': () -> ()')
RACE = (r"t.mlir:\d+:\d+: error: 'nvvm.clusterlaunchcontrol.try.cancel' op race: the clusterlaunchcontrol.try_cancel "
        r"at t.mlir:\d+:\d+ writes its response through the async proxy over shared memory byte 0x10, which "
        r"CTA \(0, 0, 0\) warpgroup 0 warp 0 read through the generic proxy at t.mlir:\d+:\d+, and only a barrier "
        r"orders the two")


def _run(loop: str):
    text = kernel(loop.replace("%LOOP_ON", "%ok"), elem="i32", grid=4, smem=1024)
    return run(parse_module(text, "t.mlir", make_context()), {"in0": np.zeros(128, np.int32)})


def _without(loop: str, asm: str) -> str:
    line = next(x for x in loop.splitlines(keepends=True) if asm in x)
    return loop.replace(line, "")


def _as_nvvm(loop: str, asm: str) -> str:
    line = next(x for x in loop.splitlines(keepends=True) if asm in x)
    return loop.replace(line, line[:len(line) - len(line.lstrip())] + NVVM_FULL + "\n")


def test_the_release_and_acquire_pair_orders_the_slots_reuse():
    assert _run(LOOP).outputs["out0"][:4].tolist() == [100] * 4


def test_without_proxy_fences_the_reuse_is_a_race():
    with pytest.raises(RaceError, match=RACE):
        _run(_without(_without(LOOP, ACQUIRE), RELEASE))


def test_the_readers_release_fence_alone_is_a_race():
    with pytest.raises(RaceError, match=RACE):
        _run(_without(LOOP, ACQUIRE))


def test_the_issuers_acquire_fence_alone_is_a_race():
    with pytest.raises(RaceError, match=RACE):
        _run(_without(LOOP, RELEASE))


def test_a_release_fence_before_the_read_orders_nothing():
    # (the release moved before the wait that precedes the read: it orders the read of the response before)
    wait = next(x for x in LOOP.splitlines(keepends=True) if '"nvvm.mbarrier.try_wait.parity"' in x)
    release = next(x for x in LOOP.splitlines(keepends=True) if RELEASE in x)
    with pytest.raises(RaceError, match=RACE):
        _run(LOOP.replace(release, "").replace(wait, release + wait))


@pytest.mark.parametrize("side", [RELEASE, ACQUIRE], ids=["reader", "issuer"])
def test_a_bidirectional_fence_on_either_side_orders_the_reuse(side):
    other = ACQUIRE if side == RELEASE else RELEASE
    assert _run(_without(LOOP, other).replace(side, FULL)).outputs["out0"][:4].tolist() == [100] * 4
    assert _run(_as_nvvm(_without(LOOP, other), side)).outputs["out0"][:4].tolist() == [100] * 4
