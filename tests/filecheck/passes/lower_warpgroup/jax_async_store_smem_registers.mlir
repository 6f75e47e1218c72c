// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax's async_store_smem stores each element from one thread: it refuses a layout that replicates values over
// lanes (store_tiled_async, jax/experimental/mosaic/gpu/fragmented_array.py:4203 at jax-v0.12.0.1, :3758 at
// jax-v0.10.2).
"builtin.module"() ({
  "func.func"() <{function_type = (f32, i32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32, %i: i32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : (f32) -> vector<128xf32>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128xf32, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{offset = 1024 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Replicated dimensions are not supported}}
    // expected-note @+1 {{stores each element from one thread}}
    "mosaic_gpu.async_store_smem"(%v, %s, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>], in_transforms = [[#mosaic_gpu.tile<[64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (vector<128xf32>, memref<128xf32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Registers of two i8, 16 bits: jax's st.async stores 32- and 64-bit registers (store_tiled_async, :4247).
"builtin.module"() ({
  "func.func"() <{function_type = (i8, i32) -> (), sym_name = "k"}> ({
  ^bb0(%x: i8, %i: i32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (i8) -> vector<64x128xi8>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xi8, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Unsupported register bitwidth: 16}}
    // expected-note @+1 {{store 32- or 64-bit registers}}
    "mosaic_gpu.async_store_smem"(%v, %s, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = [[#mosaic_gpu.tile<[8, 128]>, #mosaic_gpu.swizzle<128 : i32>]]} : (vector<64x128xi8>, memref<64x128xi8, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
