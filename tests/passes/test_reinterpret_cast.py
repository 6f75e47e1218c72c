"""mosaic_gpu.reinterpret_cast in the Warpgroup lowering: a contiguous ref seen with a new shape is a
view of the same bytes (memref.reinterpret_cast), with transforms of its own."""

from __future__ import annotations

import pathlib

import numpy as np

from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.diagnostics import op_name
from mgpu.emulator.run import run
from mgpu.passes.pipelines import LowerPass

CORPUS = pathlib.Path(__file__).parent.parent / "corpus"
KERNEL = "pallas_tma_roundtrip_swizzled"  # o = 2 x through an (8, 64)-tiled, 128B-swizzled SMEM ref

_SLICE = ('%48 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> '
          'memref<64x128xf16, #gpu.address_space<workgroup>>')
_CAST = ('%flat = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<2x32x128xf16, #gpu.address_space<workgroup>>\n'
         '%48 = "mosaic_gpu.reinterpret_cast"(%flat) : (memref<2x32x128xf16, #gpu.address_space<workgroup>>) -> '
         'memref<64x128xf16, #gpu.address_space<workgroup>>')


def test_tiled_swizzled_ref_through_a_reinterpret_cast() -> None:
    """The kernel's SMEM buffer allocated as 2 x 32 x 128 and cast to its 64 x 128 ref, which the TMA
    load, the vector_load / vector_store and the TMA store use tiled and swizzled: our inference and
    lowering give jax's o = 2 x, bit for bit."""
    text = (CORPUS / f"{KERNEL}.wg.wg_dialect.mlir").read_text()
    assert text.count(_SLICE) == 1
    module = parse_module(text.replace(_SLICE, _CAST))
    LowerPass(semantics="warpgroup").apply(make_context(), module)
    names = {op_name(op) for op in module.walk()}
    assert "memref.reinterpret_cast" in names and not any(n.startswith("mosaic_gpu.") for n in names)
    x = np.load(CORPUS / "data" / f"{KERNEL}.in0.npy")
    got = run(module, {"in0": x}).outputs["out0"]
    assert np.array_equal(got.view(np.uint16), (x * np.float16(2)).view(np.uint16))
