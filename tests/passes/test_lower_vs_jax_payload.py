"""Our Warpgroup lowering of jax's reduction kernels (``mgpu-infer-layout`` + ``mgpu-lower-warpgroup``
of the wg_dialect stage) computes, bit for bit, what jax's own payload of the same kernel computes,
on inputs where the order of float additions shows (tests/passes/data/jax_reductions/kernels.py); so
does it of jax 0.12's warp-level MMAs with the warps split between M and N (data/jax_mma_warps)."""

from __future__ import annotations

import gzip
import pathlib

import ml_dtypes
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


def assert_lowering_gives_payload_bits(data: pathlib.Path, name: str, x: dict[str, np.ndarray]) -> np.ndarray:
    """Our Warpgroup lowering of ``data/NAME.wg.wg_dialect.mlir`` gives, on inputs ``x``, the bits of
    jax's payload ``data/NAME.wg.payload.mlir.gz``; returns that output."""
    payload = parse_module(gzip.decompress((data / f"{name}.wg.payload.mlir.gz").read_bytes()).decode(),
                           f"{name}.wg.payload.mlir")
    ours = parse_module((data / f"{name}.wg.wg_dialect.mlir").read_text(), f"{name}.wg.wg_dialect.mlir")
    LowerPass().apply(make_context(), ours)
    want = run(payload, x).outputs["out0"]
    got = run(ours, x).outputs["out0"]
    assert np.array_equal(got.view(np.uint8), want.view(np.uint8))
    return got


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_lowering_matches_jax_payload(name: str) -> None:
    assert_lowering_gives_payload_bits(DATA, name, {"in0": _input(KERNELS[name])})


MMA_WARPS = pathlib.Path(__file__).parent / "data" / "jax_mma_warps"


@pytest.mark.parametrize("m, n", [(32, 16), (16, 32)])
def test_mma_with_the_warps_split_between_m_and_n_matches_jax_payload_and_numpy(m: int, n: int) -> None:
    """jax 0.11+'s mosaic_gpu.mma of an M x N accumulator of fewer than 64 rows: m_warps = M / 16 warps
    along M, the others along N (MMALayouts.for_shape); one mma.sync.m16n8k16 a warp and K tile of 16,
    each rounded to f32 (tests/passes/data/jax_mma_warps/kernels.py)."""
    rng = np.random.default_rng(5)
    a = rng.standard_normal((m, 32)).astype(ml_dtypes.bfloat16)
    b = rng.standard_normal((n, 32)).astype(ml_dtypes.bfloat16)
    c = rng.standard_normal((m, n)).astype(np.float32)
    got = assert_lowering_gives_payload_bits(MMA_WARPS, f"mma_m{m}_n{n}", {"in0": a, "in1": b, "in2": c})
    want = c
    for k in (slice(0, 16), slice(16, 32)):
        want = (a[:, k].astype(np.float64) @ b[:, k].T.astype(np.float64) + want).astype(np.float32)
    assert np.array_equal(got, want)
