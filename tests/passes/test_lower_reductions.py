"""Warpgroup lowering of reductions, reshapes and broadcasts, run on the emulator against numpy:
jax's add_one kernel with its addition replaced by the op under test (inferred by our
``mgpu-infer-layout``, lowered by ``mgpu-lower-warpgroup``)."""

from __future__ import annotations

import pathlib

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.diagnostics import MgpuError, op_name
from mgpu.emulator.run import run
from mgpu.passes.pipelines import LowerPass

CORPUS = pathlib.Path(__file__).parent.parent / "corpus"
WGMMA = ("#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], "
         "lane_dims = [-3, -2], vector_dim = -1>")
ADD = "      %56 = arith.addf %55, %cst : vector<128x128xf32>\n"


def _kernel(body: str):
    """add_one (128x128 f32, o = f(x)) with ``%56 = f(%55)`` given by ``body``, lowered."""
    text = (CORPUS / "pallas_add_one.wg.wg_dialect.mlir").read_text()
    assert ADD in text
    module = parse_module(text.replace(ADD, body), "reduction.mlir")
    LowerPass().apply(make_context(), module)
    return module


def _in_wgmma(kind: str, dim: int = 1) -> str:
    keep = 128
    return f"""      %l = "mosaic_gpu.layout_cast"(%55) <{{new_layout = {WGMMA}}}> : (vector<128x128xf32>) -> vector<128x128xf32>
      %z = arith.constant dense<0.000000e+00> : vector<{keep}xf32>
      %r = vector.multi_reduction <{kind}>, %l, %z [{dim}] : vector<128x128xf32> to vector<{keep}xf32>
      %56 = "mosaic_gpu.broadcast_in_dim"(%r) <{{broadcast_dimensions = array<i64: {1 - dim}>}}> : (vector<{keep}xf32>) -> vector<128x128xf32>
"""


def _jax_row_sums(x: np.ndarray) -> np.ndarray:
    """jax's order in the WGMMA layout: thread (row, lane % 4) adds its 16 column tiles'
    vector<2xf32> registers in order, then the 2 elements, then the lanes (bfly 1, then 2)."""
    xr = x.reshape(128, 16, 4, 2)  # row, column tile, lane % 4, vector slot
    acc = xr[:, 0]
    for k in range(1, 16):
        acc = acc + xr[:, k]
    s = acc[..., 0] + acc[..., 1]  # [row, lane % 4]
    s = s + s[:, [1, 0, 3, 2]]
    s = s + s[:, [2, 3, 0, 1]]
    return s[:, 0] + np.float32(0)


def test_row_sum_in_jax_order() -> None:
    """Float sums depend on the order: inputs spread over 24 binades make a sequential sum differ,
    so a match with jax's order is a real check."""
    rng = np.random.default_rng(0)
    x = (rng.standard_normal((128, 128)) * 2.0 ** rng.integers(-12, 12, (128, 128))).astype(np.float32)
    got = run(_kernel(_in_wgmma("add")), {"in0": x}).outputs["out0"]
    want = _jax_row_sums(x)
    sequential = np.zeros(128, np.float32)
    for j in range(128):
        sequential = sequential + x[:, j]
    assert (sequential != want).any()
    assert np.array_equal(got, np.broadcast_to(want[:, None], (128, 128)))


def test_cross_warp_reduction_is_refused() -> None:
    """Columns of the WGMMA layout span the 4 warps: jax reduces them through SMEM scratch."""
    with pytest.raises(NotImplementedError, match=r"^not supported: a reduction across warps") as info:
        _kernel(_in_wgmma("add", dim=0))
    assert isinstance(info.value, MgpuError)
    assert op_name(info.value.op) == "vector.multi_reduction"  # pyright: ignore[reportAttributeAccessIssue]


def test_float_max_reduction_is_refused() -> None:
    """jax combines f32 maxima with inline PTX ``max.NaN.f32``; not lowered yet, so refused."""
    with pytest.raises(NotImplementedError, match=r"^not supported: <maximumf> reduction of f32"):
        _kernel(_in_wgmma("maximumf"))
