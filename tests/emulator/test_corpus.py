"""End to end: jax's own payloads (tests/corpus) run on the emulator and match numpy's results."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
CASES = json.loads((CORPUS / "data" / "cases.json").read_text())

PAYLOADS = sorted(p.name for p in CORPUS.glob("*.payload.generic.mlir"))
# the pretty-printed forms too (a sample: parsing dominates the test time)
PAYLOADS += ["pallas_add_one.lane.payload.mlir", "pallas_async_store_smem.wg.payload.mlir",
             "pallas_tcgen05_mma.wg.payload.mlir"]


def _load(kernel: str, name: str) -> np.ndarray:
    return np.load(CORPUS / "data" / CASES[kernel]["files"][name])


def run_payload(fname: str):
    kernel = fname.split(".")[0]
    case = CASES[kernel]
    module = parse_module((CORPUS / fname).read_text(), fname, make_context(allow_unregistered=True))
    inputs = {n: _load(kernel, n) for n in case["inputs"]}
    return kernel, case, run(module, inputs)


@pytest.mark.parametrize("fname", PAYLOADS)
def test_payload_matches_numpy(fname):
    kernel, case, res = run_payload(fname)
    for n in case["outputs"]:
        exp = _load(kernel, n)
        got = res.outputs[n]
        assert got.shape == exp.shape and got.dtype == exp.dtype
        assert np.array_equal(got.view(np.uint8), exp.view(np.uint8)), f"{fname}: {n} differs (bit-exact)"
    assert res.report.steps > 0
    assert res.report.wall_s < 60
