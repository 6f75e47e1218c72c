// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file -p mgpu-lower-warpgroup --verify-diagnostics

// Where jax 0.12's lowering refuses an SMEM transfer of a tiled value, at the op, in its words
// (FragmentedArray.store_tiled / load_tiled -> transfer_tiled, fragmented_array.py:4394-4925 at the 0.12.0.1 wheel;
// mgpu.passes.lowering.tiled_transfer_check).

// A value in WGMMA_TRANSPOSED into a row-major ref tiled and swizzled for WGMMA: a register's two elements are one
// above the other (UnsupportedTransferError, fragmented_array.py:4776).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "transposed_layout"}> ({
    %z = "arith.constant"() <{value = dense<0.000000e+00> : vector<128x128xf16>}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>]} : () -> vector<128x128xf16>
    %d = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Tiled strides must be a multiple of the vector length, except for the load vectorized dimension}}
    // expected-note @+1 {{cast the value to another layout}}
    "mosaic_gpu.vector_store"(%z, %d) {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>], in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (vector<128x128xf16>, memref<128x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A store with optimized unset is an optimized one, and a refused plan is not retried unoptimized
// (dialect_lowering.py:524 at 0.12.0.1): 32-byte vectors into an untiled ref have none, the first of
// plan_tiled_transfer's refusals (fragmented_array.py:5533) says. jax 0.11.2 stores them unoptimized
// (smem_transfer_retried_0_11_2.mlir).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "unset_is_optimized"}> ({
    %z = "arith.constant"() <{value = dense<0.000000e+00> : vector<128x128xf32>}> {out_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : () -> vector<128x128xf32>
    %d = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Failed to prove that vector transfers don't cross swizzle tile boundaries. This check is incomplete, and does not guarantee that this is a user error, but it might be. transfer_alignment=8}}
    // expected-note @+1 {{or set optimized = false}}
    "mosaic_gpu.vector_store"(%z, %d) {in_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], in_transforms = [[]]} : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
