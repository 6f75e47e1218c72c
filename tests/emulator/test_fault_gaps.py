"""Reproducers: faults injected into corpus payloads that the emulator does not catch yet.

Each test removes a wait that the hardware needs; today the run completes without a diagnostic
(a racy program that happens to get the right answer). They are strict xfails: when hazards.py / the handlers learn to catch one, its
test starts passing and the marker must go (move the case into test_faults.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

from .test_faults import drop_line, payload

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
CASES = json.loads((CORPUS / "data" / "cases.json").read_text())


def _run(kernel: str, text: str):
    stem = kernel.split(".")[0]
    files = CASES[stem]["files"]
    inputs = {n: np.load(CORPUS / "data" / files[n]) for n in CASES[stem]["inputs"]}
    return run(parse_module(text, f"{kernel}.mlir", make_context(allow_unregistered=True)), inputs, timeout_s=30)


GAPS = [
    # WG1 TMA-stores the SMEM tile WG0 writes with generic stores, without waiting on the barrier WG0
    # arrives on: a cross-warpgroup race (generic writes vs. an async-proxy read), hidden because WG0
    # runs first. Gives the right answer.
    pytest.param("pallas_barrier_arrive_wait.wg", "nvvm.mbarrier.try_wait.parity", 0,
                 id="barrier_arrive_wait-consumer-wait-removed"),
    # (tcgen05.mma / wgmma reading SMEM operands the TMA load still writes, and
    # pallas_async_store_smem.wg with its st.async wait removed -- once a silently wrong answer --
    # are now caught: test_faults.py::test_removed_tma_wait_before_an_mma_is_a_race and
    # test_removed_wait_for_a_peers_st_async_is_a_race.)
    # tcgen05.ld reads the accumulator before the MMA's commit barrier completed: TMEM written by
    # tcgen05.mma is not tracked as pending until the commit's barrier phase is observed.
    pytest.param("pallas_tcgen05_mma.wg", "nvvm.mbarrier.try_wait.parity", 1, id="tcgen05_mma-mma-wait-removed"),
    # tcgen05.ld of TMEM columns whose tcgen05.st has not been waited for (tcgen05.wait::st).
    pytest.param("pallas_tmem_roundtrip.wg", '"nvvm.tcgen05.wait"', 0, id="tmem_roundtrip-wait-st-removed"),
]


@pytest.mark.xfail(strict=True, reason="fault not detected by the emulator yet (see the case's comment)")
@pytest.mark.parametrize("kernel, needle, nth", GAPS)
def test_removed_wait_is_reported(kernel, needle, nth):
    text = drop_line(payload(kernel), needle, nth)
    with pytest.raises(EmulatorError):
        _run(kernel, text)
