// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax reshapes and broadcasts a warpgroup vector with FragmentedArray.reshape and broadcast_in_dim
// (jax/experimental/mosaic/gpu/fragmented_array.py at jax-v0.12.0.1, the line in each case; the same words at
// jax-v0.10.2 and jax-v0.11.2): mgpu refuses what they refuse in their words.

// A shape_cast that changes the minor dim of the base tile (64, 8) (reshape, :3813).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %z = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<128x8xf32>
    // expected-error @+2 {{'vector.shape_cast' op Can't reshape (128, 8) to (64, 16) with a tiled layout with base tile of (64, 8)}}
    // expected-note @+1 {{keep the tile's minor dims}}
    %r = "vector.shape_cast"(%z) {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<128x8xf32>) -> vector<64x16xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A strided broadcast along a leading dim the source does not end with (broadcast_in_dim, :3876).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %z = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (f32) -> vector<128xf32>
    // expected-error @+1 {{'mosaic_gpu.broadcast_in_dim' op Unsupported broadcast for WGStridedFragLayout}}
    %r = "mosaic_gpu.broadcast_in_dim"(%z) <{broadcast_dimensions = array<i64: 0>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 1>]} : (vector<128xf32>) -> vector<128x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A tiled result of more dims than its layout's tile (:3891).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %z = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<64x8xf32>
    // expected-error @+1 {{'mosaic_gpu.broadcast_in_dim' op Tiling rank different than broadcast result rank}}
    %r = "mosaic_gpu.broadcast_in_dim"(%z) <{broadcast_dimensions = array<i64: 1, 2>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x8xf32>) -> vector<2x64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A row vector in a layout of 2 rows a thread: not the WGMMA layout with its columns reduced (:3898).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %z = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [2]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 8>], vector_dim = -1>]} : (f32) -> vector<64xf32>
    // expected-error @+1 {{'mosaic_gpu.broadcast_in_dim' op Source and destination layouts aren't compatible for a broadcast}}
    %r = "mosaic_gpu.broadcast_in_dim"(%z) <{broadcast_dimensions = array<i64: 0>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [2]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 8>], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64xf32>) -> vector<64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
