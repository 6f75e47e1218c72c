// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax 0.10.2's transfer_tiled, without ldmatrix / stmatrix, refuses a register whose elements are not consecutive in
// the ref in words of its own (a ValueError, fragmented_array.py:4177 at jax-v0.10.2; jax 0.11 and later:
// smem_transfer_refused_0_12.mlir). Checked in jax 0.10.2.

// A value in WGMMA_TRANSPOSED into a row-major ref tiled and swizzled for WGMMA: a register's two elements are one
// above the other.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "transposed_layout"}> ({
    %z = "arith.constant"() <{value = dense<0.000000e+00> : vector<128x128xf16>}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>]} : () -> vector<128x128xf16>
    %d = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Tiled strides must be a multiple of the vector length, except for the vector dimension}}
    // expected-note @+1 {{cast the value to another layout}}
    "mosaic_gpu.vector_store"(%z, %d) {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>], in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (vector<128x128xf16>, memref<128x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
