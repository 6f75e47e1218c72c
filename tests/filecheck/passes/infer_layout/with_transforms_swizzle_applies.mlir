// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --verify-diagnostics

// Since jax 0.11 a given swizzle must divide the tile of the ref's trailing dim of least stride (here the first:
// 8 f16, not the 64 elements of 128 bytes), else with_transforms refuses it (_is_valid_smem_layout_assignment,
// constraints.py:1436-1446 at jax-v0.12.0.1, and :2163 of layout_inference.py), as jax 0.12.0.1's and 0.11.2's
// infer_layout do. (jax 0.10.2 refuses it too, in other words: compute_swizzle_0_10_2_refused.mlir.)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "least_stride_first"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.with_transforms' op Cannot apply tiling TileTransform(tiling=(8, 8, 64), rounding=None) with 128 swizzle to memref with shape (64, 8, 64).}}
    // expected-note @+1 {{the swizzle (in elements) the tile of its dim of least stride}}
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>) -> memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
