// RUN: mgpu-opt %s --jax 0.10.2 -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax 0.10.2's FragmentedArray.__getitem__ refuses every integer index of a non-splat (fragmented_array.py:2028 at
// jax-v0.10.2); its vector.extract of a vector slices the source (dialect_lowering.py:792), of a scalar indexes it.

// A scalar of a tiled value.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<128x8xf32>
    // expected-error @+2 {{'vector.extract' op Integer indexing not implemented (only slicing allowed)}}
    // expected-note @+1 {{jax 0.10.2 extracts a scalar of a splat only}}
    %r = "vector.extract"(%v) <{static_position = array<i64: 3, 1>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<128x8xf32>) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A vector of the leading dim: a slice, which lowers.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<2x64x8xf32>
    %r = "vector.extract"(%v) <{static_position = array<i64: 1>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<2x64x8xf32>) -> vector<64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
