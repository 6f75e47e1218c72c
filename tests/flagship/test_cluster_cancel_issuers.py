"""jax 0.12.0.1's 2-CTA Blackwell matmul (``blackwell_matmul_collective``, captured in
``captured/jax-0.12.0.1``) races on its cluster-launch-control reply: every CTA of the cluster issues the
request (docs/design/jax_0_12_cluster_cancel_race.md).

Its kernel runs its tiles in ``plgpu.dynamic_scheduling_loop(grid_names=("mn_linear",), thread_axis="wg")``
without ``cluster_axes`` (blackwell_matmul_mgpu.py:107 at 0.12.0.1), so the loop's ``try_cluster_cancel`` is
collective over the warpgroups only, and jax 0.12 leaves the request to the first warpgroup of every CTA
(primitives.py:5218-5250 at 0.12.0.1; jax 0.10.2 gave it to the first CTA of the cluster whatever the
axes, primitives.py:4378-4387 at jax-v0.10.2). Each CTA's ``try_cancel ... .multicast::cluster::all`` writes
the reply slot of both CTAs and completes-tx on both CTAs' barriers: two unordered writes of one slot in one
phase. mgpu reports it (the payload is a strict xfail in test_flagship.py). These tests show that it is
that and only that: the same payload with the request left to CTA 0 (what ``cluster_axes=("x",)`` gives)
runs to jax's numpy reference within test_flagship.py's bound.
"""

from __future__ import annotations

import pathlib
import tarfile

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run

NAME = "blackwell_matmul_collective"
CAPTURED = pathlib.Path(__file__).parent / "captured"
# The request's predicate: the warpgroup's elected thread (%204) of warpgroup 0 (%344), in every CTA.
PREDICATE = "        %349 = arith.andi %204, %344 : i1 loc(#loc83)\n"
FIRST_CTA_ONLY = ("        %first_cta_x = gpu.cluster_block_id x loc(#loc83)\n"
                  "        %first_cta_0 = arith.constant 0 : index loc(#loc83)\n"
                  "        %first_cta = arith.cmpi eq, %first_cta_x, %first_cta_0 : index loc(#loc83)\n"
                  "        %first_wg = arith.andi %204, %344 : i1 loc(#loc83)\n"
                  "        %349 = arith.andi %first_wg, %first_cta : i1 loc(#loc83)\n")


@pytest.fixture(scope="module")
def captured(tmp_path_factory) -> tuple[str, list[np.ndarray], np.ndarray]:
    """jax 0.12.0.1's payload, the inputs and numpy's output (0.10.2's archive's, as test_flagship.py)."""
    d = tmp_path_factory.mktemp("cluster_cancel")
    with tarfile.open(CAPTURED / "jax-0.12.0.1" / f"{NAME}.tar.xz") as tar:
        tar.extractall(d, filter="data")
    with tarfile.open(CAPTURED / f"{NAME}.tar.xz") as tar:
        tar.extractall(d, [m for m in tar.getmembers() if m.name.endswith(".npy")], filter="data")
    inputs = [np.load(d / f"{NAME}.in{i}.npy") for i in range(2)]
    return (d / f"{NAME}.wg.payload.mlir").read_text(), inputs, np.load(d / f"{NAME}.out0.npy")


def _run(text: str, inputs: list[np.ndarray]) -> np.ndarray:
    module = parse_module(text, f"{NAME}.mlir", make_context(jax="0.12.0.1"))
    return run(module, {f"in{i}": x for i, x in enumerate(inputs)}, timeout_s=600).outputs["out0"]


def test_every_cta_requesting_races_on_the_reply(captured) -> None:
    text, inputs, _ = captured
    assert text.count(PREDICATE) == 1
    with pytest.raises(RaceError, match=r"race: the clusterlaunchcontrol.try_cancel at \S+ writes shared memory "
                                        r"\[0x18000, 0x18010\) that the clusterlaunchcontrol.try_cancel at \S+ wrote, "
                                        r"completing a phase of the same mbarrier that no thread has waited for yet"):
        _run(text, inputs)


def test_the_first_cta_requesting_alone_computes_the_product(captured) -> None:
    text, (a, b), expected = captured
    got = _run(text.replace(PREDICATE, FIRST_CTA_ONLY), [a, b])
    # test_flagship.py's bound: f32 sums of K products in another order, one rounding to f16
    bound = 2 * a.shape[1] * 2.0 ** -24 * (np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64)))
    bound += np.spacing(np.abs(expected)).astype(np.float64)
    assert (np.abs(got.astype(np.float64) - expected) <= bound).all()
