// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// A column sum across the 4 warps stores each thread's vector<2xf32> to the op's SMEM scratch: 4 warps x 32 lanes x
// 8 bytes, 1024 bytes, which a scratch_size of 512 does not hold (jax's reduce, fragmented_array.py:3695 at
// jax-v0.12.0.1, :3280 at jax-v0.10.2).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "columns"}> ({
  ^bb0(%x: f32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x16xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x16xf32, #gpu.address_space<workgroup>>) -> vector<64x16xf32>
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[16]>]} : (f32) -> vector<16xf32>
    // expected-error @+1 {{'vector.multi_reduction' op Required reduction scratch size (1024 bytes) is larger than the available scratch size (512 bytes)}}
    %r = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> {offset = 4096 : i32, scratch_size = 512 : i32, in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>]} : (vector<64x16xf32>, vector<16xf32>) -> vector<16xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Vectors of 8 f32 a thread: 256 bits a store, more than jax's swizzled stores take (swizzle_warp_idx_fn,
// fragmented_array.py:3500 at jax-v0.12.0.1, :3092 at jax-v0.10.2).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "columns"}> ({
  ^bb0(%x: f32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x32xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 32], [16, 32], [8, 32], [8]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x32xf32, #gpu.address_space<workgroup>>) -> vector<64x32xf32>
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[32]>]} : (f32) -> vector<32xf32>
    // expected-error @+1 {{'vector.multi_reduction' op Unoptimized configuration for cross-warp reduction: f32 with vec_len=8}}
    %r = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> {offset = 8192 : i32, scratch_size = 16384 : i32, in_layouts = [#mosaic_gpu.TiledLayout<[[64, 32], [16, 32], [8, 32], [8]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[32], [8]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[32], [8]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>]} : (vector<64x32xf32>, vector<32xf32>) -> vector<32xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
