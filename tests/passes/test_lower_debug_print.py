"""Warpgroup lowering of ``mosaic_gpu.debug_print`` (mgpu/passes/lowering/debug.py), run on the
emulator: the lines it prints are jax's (its Warpgroup payload: tests/differential, character for
character; its Lane payload: the same lines) and say each element's index and value."""

from __future__ import annotations

import pathlib

import numpy as np

from mgpu import npy
from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run
from mgpu.passes.pipelines import LowerPass

CAPTURED = pathlib.Path(__file__).parent.parent / "differential" / "captured"


def _printed(stage: str, lower: bool = False) -> str:
    path = CAPTURED / f"debug_print.{stage}.mlir"
    module = parse_module(path.read_text(), str(path), make_context())
    if lower:
        LowerPass(semantics="warpgroup").apply(make_context(), module)
    return run(module, {"in0": npy.load(CAPTURED / "debug_print.in0.npy")}).printed


def test_each_element_is_printed_once_with_its_index_and_value():
    """Every thread prints its registers' elements (WGMMA layout: 4 a thread), '%f' of the f32."""
    x = npy.load(CAPTURED / "debug_print.in0.npy")
    lines = _printed("wg.wg_dialect", lower=True).splitlines()
    for tag in "xw":
        want = {f"{tag}: [{i}, {j}]: {float(x[i, j]):f}" for i, j in np.ndindex(*x.shape)}
        got = [ln for ln in lines if ln.startswith(f"{tag}: ")]
        assert len(got) == x.size and set(got) == want


def test_the_lines_are_those_of_jax_lane_payload():
    """jax's Lane lowering prints the same lines (in another order: its threads hold other elements)."""
    ours = _printed("wg.wg_dialect", lower=True).splitlines()
    lane = _printed("lane.payload").splitlines()
    assert ours != lane and sorted(ours) == sorted(lane)
