"""A TMA into a ref tiled over three dims, read through a collapsed view: jax's
test_wgmma_reshaped_rhs_unit_tiling (captured by tests/jax_suite, jax 0.10.2), B (128, 2, 64) tiled
(8, 1, 64) and collapsed to (128, 128) tiled (8, 64) for the wgmma. Our inference (collapse_shape's
tiling) and lowering (the GMEM view tiled over three dims) give, bit for bit, what jax's own payload
gives."""

from __future__ import annotations

import pathlib

import numpy as np

from tests.passes.test_lower_vs_jax_payload import assert_lowering_gives_payload_bits

DATA = pathlib.Path(__file__).parent / "data" / "layouts"
NAME = "wgmma_reshaped_rhs_unit_tiling"


def test_three_dim_tiled_tma_matches_jax_payload() -> None:
    inputs = {f"in{i}": np.load(DATA / f"{NAME}.in{i}.npy") for i in range(2)}
    assert_lowering_gives_payload_bits(DATA, NAME, inputs)
