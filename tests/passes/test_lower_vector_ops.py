"""Warpgroup lowering of reductions, broadcasts and slices of vectors, run on the emulator against numpy:
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
SCRATCH = 131088  # after the barrier at 131072 (8 bytes), 16-byte aligned
ADD = "      %56 = arith.addf %55, %cst : vector<128x128xf32>\n"


def _kernel(body: str, jax: str | None = None):
    """add_one (128x128 f32, o = f(x)) with ``%56 = f(%55)`` given by ``body``, lowered (as jax ``jax``
    lowers it, if given; else as the release its text is). The launch gets 2 KiB more SMEM, after its
    buffers and barrier, for a reduction's scratch (Pallas' default ``reduction_scratch_bytes``)."""
    text = (CORPUS / "pallas_add_one.wg.wg_dialect.mlir").read_text()
    assert ADD in text and text.count("arith.constant 131080 : i32") == 1
    text = text.replace("arith.constant 131080 : i32", f"arith.constant {SCRATCH + 2048} : i32")
    module = parse_module(text.replace(ADD, body), "reduction.mlir")
    LowerPass().apply(make_context(jax=jax), module)
    return module


def _in_wgmma(kind: str, dim: int = 1) -> str:
    """``x`` cast to the WGMMA layout, reduced over ``dim`` and broadcast back."""
    return f"""      %l = "mosaic_gpu.layout_cast"(%55) <{{new_layout = {WGMMA}}}> : (vector<128x128xf32>) -> vector<128x128xf32>
      %z = arith.constant dense<0.000000e+00> : vector<128xf32>
      %r = vector.multi_reduction <{kind}>, %l, %z {{offset = {SCRATCH} : i32, scratch_size = 2048 : i32}} [{dim}] : vector<128x128xf32> to vector<128xf32>
      %56 = "mosaic_gpu.broadcast_in_dim"(%r) <{{broadcast_dimensions = array<i64: {1 - dim}>}}> : (vector<128xf32>) -> vector<128x128xf32>
"""


def _spread(seed: int) -> np.ndarray:
    """Inputs over 24 binades: float sums then depend on the order of the additions."""
    rng = np.random.default_rng(seed)
    return (rng.standard_normal((128, 128)) * 2.0 ** rng.integers(-12, 12, (128, 128))).astype(np.float32)


def _sequential(x: np.ndarray, axis: int) -> np.ndarray:
    acc = np.zeros(128, np.float32)
    for j in range(128):
        acc = acc + np.take(x, j, axis=axis)
    return acc


def _jax_row_sums(x: np.ndarray, op=np.add) -> np.ndarray:
    """jax's order in the WGMMA layout: thread (row, lane % 4) adds (``op``) its 16 column tiles'
    vector<2xf32> registers in order, then the 2 elements, then the lanes (bfly 1, then 2)."""
    xr = x.reshape(128, 16, 4, 2)  # row, column tile, lane % 4, vector slot
    acc = xr[:, 0]
    for k in range(1, 16):
        acc = op(acc, xr[:, k])
    s = op(acc[..., 0], acc[..., 1])  # [row, lane % 4]
    s = op(s, s[:, [1, 0, 3, 2]])
    s = op(s, s[:, [2, 3, 0, 1]])
    return s[:, 0]


def test_row_sum_in_jax_order() -> None:
    x = _spread(0)
    got = run(_kernel(_in_wgmma("add")), {"in0": x}).outputs["out0"]
    want = _jax_row_sums(x)
    assert (_sequential(x, 1) != want).any()
    assert np.array_equal(got, np.broadcast_to(want[:, None], (128, 128)))


def test_row_product_in_jax_0_12() -> None:
    """jax 0.12 lowers <mul> (``reduce("prod")``: arith.mulf in the sum's order, times the accumulator,
    dialect_lowering.py:886 at 0.12.0.1); jax 0.10.2 has no rule for it."""
    body = _in_wgmma("mul").replace("dense<0.000000e+00>", "dense<1.000000e+00>")
    x = (1 + np.random.default_rng(5).standard_normal((128, 128)) / 16).astype(np.float32)
    got = run(_kernel(body, "0.12.0.1"), {"in0": x}).outputs["out0"]
    want = _jax_row_sums(x, np.multiply)
    assert (np.prod(x, axis=1, dtype=np.float32) != want).any()  # another order gives other bits
    assert np.array_equal(got, np.broadcast_to(want[:, None], (128, 128)))
    with pytest.raises(NotImplementedError, match=r"Unsupported reduction kind: #vector.kind<mul>"):
        _kernel(body, "0.10.2")


def _jax_column_sums(x: np.ndarray) -> np.ndarray:
    """jax's order for columns in the WGMMA layout: thread (warp w, lane l) adds its registers of
    rows 64 a + 16 w + 8 h + l // 4 in order (a, h), then the 8 lanes of a column (bfly 4, 8, 16);
    then the 4 warps' parts through SMEM as (w0 + w1) + (w2 + w3)."""
    xr = x.reshape(2, 4, 2, 8, 128)  # row tile a, warp w, half h, lane // 4, column
    acc = xr[0, :, 0] + xr[0, :, 1]
    acc = (acc + xr[1, :, 0]) + xr[1, :, 1]  # [warp, lane // 4, column]
    for stride in (1, 2, 4):  # lane strides 4, 8, 16 are strides 1, 2, 4 of lane // 4
        acc = acc + acc[:, np.arange(8) ^ stride]
    w = acc[:, 0]
    return (w[0] + w[1]) + (w[2] + w[3])


def test_column_sum_across_warps_through_smem() -> None:
    x = _spread(1)
    got = run(_kernel(_in_wgmma("add", dim=0)), {"in0": x}).outputs["out0"]
    want = _jax_column_sums(x)
    assert (_sequential(x, 0) != want).any()
    assert np.array_equal(got, np.broadcast_to(want[None, :], (128, 128)))


def test_cross_warp_reduction_needs_its_scratch() -> None:
    """Without Pallas' ``offset`` / ``scratch_size`` there is no SMEM to exchange through."""
    body = _in_wgmma("add", dim=0).replace(f"{{offset = {SCRATCH} : i32, scratch_size = 2048 : i32}} ", "")
    with pytest.raises(NotImplementedError, match=r"^not supported: a reduction across warps without") as info:
        _kernel(body)
    assert isinstance(info.value, MgpuError)
    assert op_name(info.value.op) == "vector.multi_reduction"  # pyright: ignore[reportAttributeAccessIssue]


@pytest.mark.parametrize("kind, dim", [("maximumf", 1), ("minimumf", 0)])
def test_float_max_min_reductions_propagate_nan(kind: str, dim: int) -> None:
    """f32 maxima and minima combine with jax's inline PTX ``max.NaN.f32`` / ``min.NaN.f32`` (rows
    within a warp; columns across warps through SMEM): a NaN anywhere makes its row's (column's)
    result NaN, the rest are numpy's."""
    module = _kernel(_in_wgmma(kind, dim))
    asm = [op.properties["asm_string"].data for op in module.walk() if op.name == "llvm.inline_asm"]
    assert f"{kind[:3]}.NaN.f32 $0, $1, $2;" in asm
    x = _spread(2)
    x[5, 77] = np.nan
    got = run(module, {"in0": x}).outputs["out0"]
    want = (np.max if kind == "maximumf" else np.min)(x, axis=dim)
    assert np.isnan(want[5 if dim == 1 else 77])
    shape = (128, 1) if dim == 1 else (1, 128)
    assert np.array_equal(got, np.broadcast_to(want.reshape(shape), (128, 128)), equal_nan=True)


def test_swap_halves_with_strided_slices() -> None:
    """extract_strided_slice / insert_strided_slice of tile-aligned halves move whole registers."""
    ty = "vector<128x128xf32>"
    half = "vector<64x128xf32>"
    body = f"""      %l = "mosaic_gpu.layout_cast"(%55) <{{new_layout = {WGMMA}}}> : ({ty}) -> {ty}
      %lo = vector.extract_strided_slice %l {{offsets = [0, 0], sizes = [64, 128], strides = [1, 1]}} : {ty} to {half}
      %hi = vector.extract_strided_slice %l {{offsets = [64, 0], sizes = [64, 128], strides = [1, 1]}} : {ty} to {half}
      %a = vector.insert_strided_slice %hi, %l {{offsets = [0, 0], strides = [1, 1]}} : {half} into {ty}
      %56 = vector.insert_strided_slice %lo, %a {{offsets = [64, 0], strides = [1, 1]}} : {half} into {ty}
"""
    x = _spread(2)
    got = run(_kernel(body), {"in0": x}).outputs["out0"]
    assert np.array_equal(got, np.roll(x, 64, axis=0))


def _jax_total(x: np.ndarray, vec: int) -> np.float32:
    """jax's order for a full reduction of a WGStridedFragLayout (vector ``vec``): thread t adds its
    registers k (elements 128 vec k + vec t ...) in order, then its vector's elements, then the 32
    lanes (bfly 1 .. 16), then the 4 warps' sums as (w0 + w1) + (w2 + w3)."""
    xr = x.reshape(-1, 4, 32, vec)  # register, warp, lane, slot
    acc = xr[0]
    for k in range(1, xr.shape[0]):
        acc = acc + xr[k]
    s = acc[..., 0]
    for i in range(1, vec):
        s = s + acc[..., i]
    for stride in (1, 2, 4, 8, 16):
        s = s + s[:, np.arange(32) ^ stride]
    w = s[:, 0]
    return (w[0] + w[1]) + (w[2] + w[3])


def test_full_sum_of_a_strided_vector() -> None:
    """Pallas' full reduction: shape_cast to 1-D, vector.reduction (through the SMEM scratch, all
    lanes of a warp writing their warp's one slot), broadcast of the scalar."""
    body = f"""      %f = vector.shape_cast %55 : vector<128x128xf32> to vector<16384xf32>
      %t = vector.reduction <add>, %f {{offset = {SCRATCH} : i32, scratch_size = 2048 : i32}} : vector<16384xf32> into f32
      %56 = vector.broadcast %t : f32 to vector<128x128xf32>
"""
    x = _spread(3)
    module = _kernel(body)
    got = run(module, {"in0": x}).outputs["out0"]
    want = _jax_total(x, 2)
    assert want != np.cumsum(x.ravel(), dtype=np.float32)[-1]  # a sequential sum differs
    assert np.array_equal(got, np.full((128, 128), want, np.float32))


def test_product_of_a_splat_is_a_power_in_jax_0_12() -> None:
    """jax's splat product: an integer's power by squaring (fragmented_array.py:1103-1113 at 0.12.0.1),
    wrapping as i32 multiplication does."""
    body = f"""      %three = arith.constant 3 : i32
      %v = vector.broadcast %three : i32 to vector<128x128xi32>
      %t = vector.reduction <mul>, %v {{offset = {SCRATCH} : i32, scratch_size = 2048 : i32}} : vector<128x128xi32> into i32
      %f = arith.sitofp %t : i32 to f32
      %56 = vector.broadcast %f : f32 to vector<128x128xf32>
"""
    got = run(_kernel(body, "0.12.0.1"), {"in0": _spread(6)}).outputs["out0"]
    want = np.float32(np.int32(np.uint32(pow(3, 128 * 128, 2 ** 32)).view(np.int32)))
    assert np.array_equal(got, np.full((128, 128), want, np.float32))


def _jax_wgmma_total(x: np.ndarray, partials: int) -> np.float32:
    """jax's order for a full sum of the WGMMA layout: thread (warp w, lane l) adds its registers
    i = 32 a + 2 k + h (rows 64 a + 16 w + 8 h + l // 4, columns 8 k + 2 (l % 4) + slot) into
    ``partials`` accumulators, register i into i % partials, then the partials in order; then the
    vector's 2 elements, the lanes (bfly 1 .. 16), the warps as (w0 + w1) + (w2 + w3)."""
    xr = x.reshape(2, 4, 2, 8, 16, 4, 2).transpose(0, 4, 2, 1, 3, 5, 6).reshape(64, 4, 32, 2)  # i, w, l, slot
    parts = [xr[p] for p in range(partials)]
    for i in range(partials, 64):
        parts[i % partials] = parts[i % partials] + xr[i]
    acc = parts[0]
    for p in parts[1:]:
        acc = acc + p
    s = acc[..., 0] + acc[..., 1]
    for stride in (1, 2, 4, 8, 16):
        s = s + s[:, np.arange(32) ^ stride]
    w = s[:, 0]
    return (w[0] + w[1]) + (w[2] + w[3])


@pytest.mark.parametrize(("jax", "partials"), [("0.10.2", 1), ("0.11.2", 4), ("0.12.0.1", 4)])
def test_full_sum_in_each_jax_releases_order(jax: str, partials: int) -> None:
    """jax 0.11 and later add a thread's f32 registers into 8 // (vector length 2 x 1 output) = 4
    partial sums in turn (fragmented_array.py:3421-3429 at 0.12.0.1); jax 0.10.2 adds them in order."""
    body = f"""      %l = "mosaic_gpu.layout_cast"(%55) <{{new_layout = {WGMMA}}}> : (vector<128x128xf32>) -> vector<128x128xf32>
      %t = vector.reduction <add>, %l {{offset = {SCRATCH} : i32, scratch_size = 2048 : i32}} : vector<128x128xf32> into f32
      %56 = vector.broadcast %t : f32 to vector<128x128xf32>
"""
    x = _spread(4)
    got = run(_kernel(body, jax), {"in0": x}).outputs["out0"]
    want = _jax_wgmma_total(x, partials)
    assert want != _jax_wgmma_total(x, 5 - partials)  # the other order differs on these inputs
    assert np.array_equal(got, np.full((128, 128), want, np.float32))


def test_acc_ilp_attribute_sets_the_partial_sums_in_jax_0_12() -> None:
    """jax 0.12 reads a reduction's ``acc_ilp`` attribute in place of its default (dialect_lowering.py:823
    at 0.12.0.1); jax 0.11.2 does not read it."""
    body = f"""      %l = "mosaic_gpu.layout_cast"(%55) <{{new_layout = {WGMMA}}}> : (vector<128x128xf32>) -> vector<128x128xf32>
      %t = vector.reduction <add>, %l {{acc_ilp = 2 : i64, offset = {SCRATCH} : i32, scratch_size = 2048 : i32}} : vector<128x128xf32> into f32
      %56 = vector.broadcast %t : f32 to vector<128x128xf32>
"""
    x = _spread(4)
    for jax, partials in (("0.12.0.1", 1), ("0.11.2", 4)):  # 2 // 2 // 1 = 1 partial sum
        got = run(_kernel(body, jax), {"in0": x}).outputs["out0"]
        assert np.array_equal(got, np.full((128, 128), _jax_wgmma_total(x, partials), np.float32)), jax


def test_too_little_scratch_is_jax_error() -> None:
    """jax's test_reduction_fails_on_too_little_scratch_bytes_for_cross_warp_reduction: a column sum
    of the WGMMA layout needs 4 warps x 32 lanes x vector<2xf32> = 1024 bytes."""
    body = _in_wgmma("add", dim=0).replace("scratch_size = 2048", "scratch_size = 0")
    with pytest.raises(ValueError, match=r"^Required reduction scratch size \(1024 bytes\) is larger than "
                                         r"the available scratch size \(0 bytes\)$") as info:
        _kernel(body)
    assert op_name(info.value.op) == "vector.multi_reduction"  # pyright: ignore[reportAttributeAccessIssue]


def _tmem_native(vec: int) -> str:
    return (f"#mosaic_gpu.TiledLayout<[[128, {vec}], [32, {vec}]], warp_dims = [-4], lane_dims = [-2], "
            f"vector_dim = -1>")


def test_tmem_native_relayouts_keep_every_element() -> None:
    """TMEM-native layouts of vector length 4 -> 1 (registers split) -> 8 (joined): each thread keeps
    its row, in column order (jax's ``to_layout``, fragmented_array.py:1220 at jax-v0.10.2)."""
    ty = "vector<128x128xf32>"
    body = f"""      %a = "mosaic_gpu.layout_cast"(%55) <{{new_layout = {_tmem_native(4)}}}> : ({ty}) -> {ty}
      %b = "mosaic_gpu.layout_cast"(%a) <{{new_layout = {_tmem_native(1)}}}> : ({ty}) -> {ty}
      %56 = "mosaic_gpu.layout_cast"(%b) <{{new_layout = {_tmem_native(8)}}}> : ({ty}) -> {ty}
"""
    module = _kernel(body, "0.10.2")  # (jax 0.12 plans the store optimized: 32-byte vectors, refused)
    ops = [op.name for op in module.walk()]
    assert ops.count("vector.extract_strided_slice") and ops.count("vector.shuffle")
    x = _spread(3)
    assert np.array_equal(run(module, {"in0": x}).outputs["out0"], x)


@pytest.mark.parametrize("dim", [0, 1])
def test_iota_in_the_transposed_layout(dim: int) -> None:
    """broadcasted_iota in WGMMA_TRANSPOSED_LAYOUT, whose registers hold 2 rows of one column (the
    ramp runs along the rows), relaid out to WGMMA for the store."""
    ty = "vector<128x128xf32>"
    transposed = ("#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], "
                  "lane_dims = [-6, -3, -5], vector_dim = -2>")
    body = f"""      %i = "mosaic_gpu.broadcasted_iota"() <{{dimension = {dim} : i32}}> : () -> {ty}
      %t = "mosaic_gpu.layout_cast"(%i) <{{new_layout = {transposed}}}> : ({ty}) -> {ty}
      %56 = "mosaic_gpu.layout_cast"(%t) <{{new_layout = {WGMMA}}}> : ({ty}) -> {ty}
"""
    got = run(_kernel(body), {"in0": _spread(4)}).outputs["out0"]
    idx = np.arange(128, dtype=np.float32)
    assert np.array_equal(got, np.broadcast_to(idx[:, None] if dim == 0 else idx[None, :], (128, 128)))
