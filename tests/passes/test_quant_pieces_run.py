"""What tokamax's quantized ragged dots (tokamax 0.0.17 on jax 0.12.0.1) need of our inference and lowering, each
on a small kernel of data/jax_quant (its kernels.py says how they were captured), inferred and lowered by mgpu
and run against numpy:

- the relayouts out of the upcast layouts (fragmented_array.py:1458-1618 at jax-v0.12.0.1): an int4 tile loaded
  in ``WGMMA_UPCAST_4X`` or ``WGMMA_UPCAST_2X``, an int8 or bf16 one in ``WGMMA_UPCAST_2X``, cast to ``WGMMA``;
- an untiled SMEM ref swizzled as one tile (``with_transforms [swizzle<128>]``, which jax 0.12 takes and
  0.10.2 refuses: layout_inference.py:2131 at 0.12.0.1), stored into transposed or not, copied out by TMA.

Each is bit-exact: the kernels only move and convert values."""

from __future__ import annotations

import pathlib

import ml_dtypes
import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run
from mgpu.passes.pipelines import LowerPass

DATA = pathlib.Path(__file__).parent / "data" / "jax_quant"
JAX = "0.12.0.1"
RNG = np.random.default_rng(0)

UPCAST_4X = "#mosaic_gpu.TiledLayout<[[64, 32], [16, 32], [8, 32], [8]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>"
UPCAST_2X = ("#mosaic_gpu.TiledLayout<[[64, 16], [16, 16], [8, 16], [8], [4]], warp_dims = [-8], "
             "lane_dims = [-4, -2, -3], vector_dim = -1>")


def _run(name: str, x: np.ndarray, replace: tuple[str, str] | None = None) -> np.ndarray:
    text = (DATA / f"{name}.wg_dialect.mlir").read_text()
    if replace is not None:
        assert replace[0] in text
        text = text.replace(*replace)
    module = parse_module(text, f"{name}.mlir", make_context(jax=JAX))
    LowerPass(semantics="warpgroup").apply(make_context(jax=JAX), module)
    return run(module, {"in0": x}).outputs["out0"]


def _ints(dtype, low: int, high: int) -> np.ndarray:
    return RNG.integers(low, high, (64, 128)).astype(dtype)


def _same_bits(got: np.ndarray, expected: np.ndarray) -> bool:
    return got.dtype == expected.dtype and np.array_equal(got.view(np.uint16), expected.view(np.uint16))


@pytest.mark.parametrize("name, x, replace", [
    ("dequant_i4", _ints(ml_dtypes.int4, -8, 8), None),                    # UPCAST_4X -> 2X -> WGMMA
    ("dequant_i4", _ints(ml_dtypes.int4, -8, 8), (UPCAST_4X, UPCAST_2X)),  # UPCAST_2X -> WGMMA, 4 bits
    ("dequant_i8", _ints(np.int8, -128, 128), None),                      # 8 bits
    ("dequant_bf16", RNG.standard_normal((64, 128)).astype(ml_dtypes.bfloat16), None),  # 16 bits
], ids=["i4_4x", "i4_2x", "i8_2x", "bf16_2x"])
def test_upcast_layout_cast_to_wgmma_runs_to_numpy(name, x, replace):
    assert _same_bits(_run(name, x, replace), x.astype(np.float32).astype(ml_dtypes.bfloat16))


_X = RNG.standard_normal((64, 64)).astype(ml_dtypes.bfloat16)


def test_store_transposed_into_an_untiled_swizzled_ref_runs_to_numpy():
    assert _same_bits(_run("store_transposed_swizzled", _X), _X.T.copy())


def test_store_into_an_untiled_swizzled_ref_runs_to_numpy():
    """The same ref stored into as it is (no transpose): its rows swizzled in SMEM, unswizzled by the TMA."""
    text = (DATA / "store_transposed_swizzled.wg_dialect.mlir").read_text()
    [transpose] = [line for line in text.splitlines() if "memref.transpose" in line]
    [store] = [line for line in text.splitlines() if '"mosaic_gpu.vector_store"' in line]
    direct = store.replace("%56, %transpose", "%55, %57").replace(", strided<[1, 64]>", "")
    assert _same_bits(_run("store_transposed_swizzled", _X, (f"{transpose}\n{store}", direct)), _X)
