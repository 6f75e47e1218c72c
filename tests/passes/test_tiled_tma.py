"""A TMA into a ref tiled over three dims, read through a collapsed view: jax's
test_wgmma_reshaped_rhs_unit_tiling (captured by tests/jax_suite, jax 0.10.2), B (128, 2, 64) tiled
(8, 1, 64) and collapsed to (128, 128) tiled (8, 64) for the wgmma. Our inference (collapse_shape's
tiling) and lowering (the GMEM view tiled over three dims) give, bit for bit, what jax's own payload
gives."""

from __future__ import annotations

import gzip
import pathlib

import numpy as np

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run
from mgpu.passes.pipelines import LowerPass

DATA = pathlib.Path(__file__).parent / "data" / "layouts"
NAME = "wgmma_reshaped_rhs_unit_tiling"


def test_three_dim_tiled_tma_matches_jax_payload() -> None:
    x = {f"in{i}": np.load(DATA / f"{NAME}.in{i}.npy") for i in range(2)}
    payload = parse_module(gzip.decompress((DATA / f"{NAME}.wg.payload.mlir.gz").read_bytes()).decode(),
                           f"{NAME}.wg.payload.mlir")
    ours = parse_module((DATA / f"{NAME}.wg.wg_dialect.mlir").read_text(), f"{NAME}.wg.wg_dialect.mlir")
    LowerPass().apply(make_context(), ours)
    want = run(payload, x).outputs["out0"]
    got = run(ours, x).outputs["out0"]
    assert np.array_equal(got.view(np.uint8), want.view(np.uint8))
