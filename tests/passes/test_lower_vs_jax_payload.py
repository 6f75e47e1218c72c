"""Our Warpgroup lowering of jax's reduction kernels (``mgpu-infer-layout`` + ``mgpu-lower-warpgroup``
of the wg_dialect stage) computes, bit for bit, what jax's own payload of the same kernel computes,
on inputs where the order of float additions shows (tests/passes/data/jax_reductions/kernels.py)."""

from __future__ import annotations

import gzip
import pathlib

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run
from mgpu.passes.pipelines import LowerPass

DATA = pathlib.Path(__file__).parent / "data" / "jax_reductions"
KERNELS = {  # name → input dtype
    "wgmma_sum_float32_1": np.float32,   # rows: within a warp
    "wgmma_sum_float32_0": np.float32,   # columns: across warps through SMEM
    "native4_sum_float32_0": np.float32,  # vector<4> registers across warps
    "native4_sum_int32_0": np.int32,
    "wgmma_max_int32_1": np.int32,
    "total": np.float32,                 # all of a strided vector
}


def _input(dtype) -> np.ndarray:
    rng = np.random.default_rng(7)
    if dtype == np.int32:
        return rng.integers(-1000, 1000, (128, 128)).astype(np.int32)
    return (rng.standard_normal((128, 128)) * 2.0 ** rng.integers(-12, 12, (128, 128))).astype(np.float32)


def assert_lowering_gives_payload_bits(data: pathlib.Path, name: str, x: dict[str, np.ndarray]) -> None:
    """Our Warpgroup lowering of ``data/NAME.wg.wg_dialect.mlir`` gives, on inputs ``x``, the bits of
    jax's payload ``data/NAME.wg.payload.mlir.gz``."""
    payload = parse_module(gzip.decompress((data / f"{name}.wg.payload.mlir.gz").read_bytes()).decode(),
                           f"{name}.wg.payload.mlir")
    ours = parse_module((data / f"{name}.wg.wg_dialect.mlir").read_text(), f"{name}.wg.wg_dialect.mlir")
    LowerPass().apply(make_context(), ours)
    want = run(payload, x).outputs["out0"]
    got = run(ours, x).outputs["out0"]
    assert np.array_equal(got.view(np.uint8), want.view(np.uint8))


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_lowering_matches_jax_payload(name: str) -> None:
    assert_lowering_gives_payload_bits(DATA, name, {"in0": _input(KERNELS[name])})
