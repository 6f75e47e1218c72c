"""A kernel whose SMEM loads and stores jax 0.12 lowers with ldmatrix / stmatrix (pallas_tma_roundtrip_swizzled: a
WGMMA-layout f16 value through a 128-byte-swizzled tile), lowered by mgpu as jax 0.12 (one plain access per register,
tests/filecheck/passes/lower_warpgroup/smem_transfer_*.mlir) and run: the same bytes as jax 0.12.0.1's own payload
(tests/emulator/jax012_payloads), which the emulator runs through its ldmatrix / stmatrix (handlers/matrix.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from mgpu import layouts as L
from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run
from mgpu.passes.pipelines import LowerPass
from tests.emulator.test_jax012_payloads import _text

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
STAGE = "pallas_tma_roundtrip_swizzled.wg"


def test_jax_0_12_moves_the_kernel_with_ldmatrix_and_stmatrix() -> None:
    text = _text(STAGE)
    assert "nvvm.ldmatrix" in text and "nvvm.stmatrix" in text
    assert L.txmatrix_first_transfer((64, 128), (128, 1), (8, 64), L.WGMMA_LAYOUT, 16, 128, True, 9).txmatrix == "row"


def test_mgpu_lowering_as_jax_0_12_stores_what_jax_0_12_payload_stores() -> None:
    x = np.load(CORPUS / "data" / f"{STAGE.split('.')[0]}.in0.npy")
    theirs = parse_module(_text(STAGE), f"{STAGE}.payload.mlir", make_context(jax="0.12.0.1"))
    ours = parse_module((CORPUS / f"{STAGE}.wg_dialect.mlir").read_text(), f"{STAGE}.wg_dialect.mlir")
    LowerPass(semantics="warpgroup").apply(make_context(jax="0.12.0.1"), ours)
    got, want = run(ours, {"in0": x}).outputs["out0"], run(theirs, {"in0": x}).outputs["out0"]
    assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


WS = "#gpu.address_space<workgroup>"
TRANSPOSED = f"memref<128x64xf16, strided<[1, 128]>, {WS}>"
WGMMA = "#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>"


def _through_transposed_refs() -> str:
    """The kernel's value loaded and stored through the transposed views of its 64x128 SMEM tiles, as a 128x64 value
    in WGMMA (a cast; a jax 0.10.2 module has no strict one, and inference tries WGMMA first): an ldmatrix .trans and an stmatrix .trans in jax 0.12; twice the input still."""
    text = (CORPUS / f"{STAGE}.wg_dialect.mlir").read_text()
    tiled = f"memref<64x128xf16, {WS}>"
    old_load = f'%57 = "mosaic_gpu.vector_load"(%56) <{{optimized = true}}> : ({tiled}) -> vector<64x128xf16>'
    old_mul = "%58 = arith.mulf %57, %cst : vector<64x128xf16>"
    old_store = f'"mosaic_gpu.vector_store"(%58, %59) <{{multimem = false}}> : (vector<64x128xf16>, {tiled}) -> ()'
    assert all(x in text for x in (old_load, old_mul, old_store))
    transpose = '"memref.transpose"({}) <{{permutation = affine_map<(d0, d1) -> (d1, d0)>}}> : ({}) -> {}'
    v = "vector<128x64xf16>"
    text = text.replace(old_load, "\n      ".join([
        f"%t56 = {transpose.format('%56', tiled, TRANSPOSED)}",
        f'%l57 = "mosaic_gpu.vector_load"(%t56) <{{optimized = true}}> : ({TRANSPOSED}) -> {v}',
        f'%57 = "mosaic_gpu.layout_cast"(%l57) <{{new_layout = {WGMMA}}}> : ({v}) -> {v}']))
    text = text.replace(old_mul, f"%two = arith.constant dense<2.000000e+00> : {v}\n      "
                                 f"%58 = arith.mulf %57, %two : {v}")
    return text.replace(old_store, f"%t59 = {transpose.format('%59', tiled, TRANSPOSED)}\n      "
                                   f'"mosaic_gpu.vector_store"(%58, %t59) : ({v}, {TRANSPOSED}) -> ()')


def test_jax_0_12_moves_a_wgmma_value_through_a_transposed_ref_with_the_trans_forms() -> None:
    assert L.txmatrix_first_transfer((128, 64), (1, 128), (64, 8), L.WGMMA_LAYOUT, 16, 128, True, 9).txmatrix == "col"


def test_mgpu_moves_it_element_by_element_to_the_same_places() -> None:
    """mgpu's lowering moves each element of a register on its own (vector.from_elements of two loads, two stores of
    its elements), at the addresses of the ldmatrix / stmatrix .trans: the kernel still doubles its input."""
    x = np.load(CORPUS / "data" / f"{STAGE.split('.')[0]}.in0.npy")
    ours = parse_module(_through_transposed_refs(), f"{STAGE}.transposed.mlir")
    LowerPass(semantics="warpgroup").apply(make_context(jax="0.12.0.1"), ours)
    assert any(op.name == "vector.from_elements" for op in ours.walk())
    got = run(ours, {"in0": x}).outputs["out0"]
    assert got.tobytes() == (x * np.float16(2)).tobytes()
