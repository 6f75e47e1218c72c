"""CTAs of a grid run as one batch (machine.Batch): same outputs and report as one CTA at a time."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.machine import Machine
from mgpu.emulator.run import Kernel
from tests.emulator.grid_kernels import blocked_grid_inputs, blocked_grid_text

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
CASES = json.loads((CORPUS / "data" / "cases.json").read_text())
GRID_PAYLOADS = ["pallas_blocked_grid.lane.payload.generic.mlir", "pallas_blocked_grid.wg.payload.generic.mlir",
                 "pallas_async_store_smem.lane.payload.generic.mlir",
                 "pallas_async_store_smem_atomic.wg.payload.generic.mlir"]


def _kernel(text: str, name: str = "k") -> Kernel:
    return Kernel(parse_module(text, name, make_context(allow_unregistered=True)))


def _run(k: Kernel, inputs, batch_max: int):
    saved = Machine.batch_max
    Machine.batch_max = batch_max
    try:
        return k.run(inputs)
    finally:
        Machine.batch_max = saved


def _same(a, b):
    assert a.outputs.keys() == b.outputs.keys()
    for n in a.outputs:
        assert np.array_equal(a.outputs[n].view(np.uint8), b.outputs[n].view(np.uint8)), n
    ra, rb = a.report, b.report
    assert (ra.steps, ra.ctas, ra.launches, ra.barrier_phases) == (rb.steps, rb.ctas, rb.launches, rb.barrier_phases)
    assert ra.bytes_read == rb.bytes_read and ra.bytes_written == rb.bytes_written
    assert ra.warnings == rb.warnings


@pytest.mark.parametrize("fname", GRID_PAYLOADS)
def test_corpus_grid_payloads_batched_equal_unbatched(fname):
    kernel = fname.split(".")[0]
    case = CASES[kernel]
    k = _kernel((CORPUS / fname).read_text(), fname)
    inputs = {n: np.load(CORPUS / "data" / case["files"][n]) for n in case["inputs"]}
    batched, single = _run(k, inputs, 64), _run(k, inputs, 1)
    _same(batched, single)
    for n in case["outputs"]:
        assert np.array_equal(batched.outputs[n].view(np.uint8),
                              np.load(CORPUS / "data" / case["files"][n]).view(np.uint8))


@pytest.mark.parametrize("grid_rows,batch_max", [(1, 64), (5, 2), (64, 64), (64, 7)])
def test_blocked_grid_scaled(grid_rows, batch_max):
    k = _kernel(blocked_grid_text(grid_rows))
    inputs, expected = blocked_grid_inputs(grid_rows)
    res = _run(k, inputs, batch_max)
    assert res.report.ctas == grid_rows
    assert np.array_equal(res.outputs["out0"].view(np.uint8), expected.view(np.uint8))
    _same(res, _run(k, inputs, 1))


def test_blocked_grid_is_batchable():
    k = _kernel(blocked_grid_text(2))
    launch_bodies = [cb for cb in k.program._compiled.values() if cb.batchable]
    assert len(launch_bodies) == 1
