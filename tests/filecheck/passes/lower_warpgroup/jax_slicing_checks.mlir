// RUN: mgpu-opt %s --jax 0.12.0.1 -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax slices and indexes a warpgroup vector with FragmentedArray.__getitem__ / __setitem__ and concatenates with
// fa.concatenate (jax/experimental/mosaic/gpu/fragmented_array.py at jax-v0.12.0.1, the line in each case): mgpu
// refuses what they refuse in their words. jax 0.10.2's integer indexing: jax_0_10_slicing_checks.mlir.

// A slice of a strided value (:2334).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 1>]} : (f32) -> vector<256xf32>
    // expected-error @+2 {{'vector.extract_strided_slice' op Only arrays with tiled layouts can be sliced}}
    // expected-note @+1 {{layout_cast the source to a tiled layout}}
    %r = "vector.extract_strided_slice"(%v) <{offsets = [0], sizes = [128], strides = [1]}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 1>]} : (vector<256xf32>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A slice that starts inside a tile of 64 rows (:2348).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<128x8xf32>
    // expected-error @+1 {{'vector.extract_strided_slice' op Base indices of array slices must be aligned to the beginning of a tile. The array uses a tiling of (64, 8), but your base indices are (32, 0). Consider using a different array layout.}}
    %r = "vector.extract_strided_slice"(%v) <{offsets = [32, 0], sizes = [64, 8], strides = [1, 1]}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<128x8xf32>) -> vector<64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A slice of 32 rows of tiles of 64 (:2354).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<128x8xf32>
    // expected-error @+1 {{'vector.extract_strided_slice' op The slice shape must be a multiple of the tile shape. The array uses a tiling of (64, 8), but your slice shape is (32, 8). Consider using a different array layout.}}
    %r = "vector.extract_strided_slice"(%v) <{offsets = [0, 0], sizes = [32, 8], strides = [1, 1]}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<128x8xf32>) -> vector<32x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A scalar of a tiled value: an integer index of its tiled dims (:2341).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<128x8xf32>
    // expected-error @+2 {{'vector.extract' op Integer indexing not implemented for tiled dimensions (only slicing allowed)}}
    // expected-note @+1 {{take a vector.extract_strided_slice of the tiled dims}}
    %r = "vector.extract"(%v) <{static_position = array<i64: 3, 1>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<128x8xf32>) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An insert at an offset inside a tile (__setitem__, :2403).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<128x8xf32>
    %w = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<64x8xf32>
    // expected-error @+2 {{'vector.insert_strided_slice' op Only tile aligned slicing supported}}
    // expected-note @+1 {{multiples of the layout's tile}}
    %r = "vector.insert_strided_slice"(%w, %v) <{offsets = [32, 0], strides = [1, 1]}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x8xf32>, vector<128x8xf32>) -> vector<128x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An insert into an array of more dims than the layout's tile (:2398).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<2x64x8xf32>
    %w = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<1x64x8xf32>
    // expected-error @+1 {{'vector.insert_strided_slice' op Tiling has different rank than array}}
    %r = "vector.insert_strided_slice"(%w, %v) <{offsets = [1, 0, 0], strides = [1, 1, 1]}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<1x64x8xf32>, vector<2x64x8xf32>) -> vector<2x64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A concatenation of splats (fa.concatenate, :5998).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %z = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 64]>]} : (f32) -> vector<64x64xf32>
    %y = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 64]>]} : (f32) -> vector<64x64xf32>
    // expected-error @+1 {{'mosaic_gpu.vector_concat' op Concatenating arrays with splat layout is not supported.}}
    %r = "mosaic_gpu.vector_concat"(%z, %y) <{dimension = 0 : i32}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 64]>, #mosaic_gpu.WGSplatFragLayout<[64, 64]>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 64]>]} : (vector<64x64xf32>, vector<64x64xf32>) -> vector<128x64xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Tiled arrays in two layouts (:5966).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %z = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<64x64xf32>
    %y = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 4], [1]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<64x64xf32>
    // expected-error-re @+1 {{'mosaic_gpu.vector_concat' op All arrays must have the same layout, got {{.*}} at index 1 (expected {{.*}})}}
    %r = "mosaic_gpu.vector_concat"(%z, %y) <{dimension = 0 : i32}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 4], [1]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x64xf32>, vector<64x64xf32>) -> vector<128x64xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Strided arrays along their second dim (:5977).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %z = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 2], 1>]} : (f32) -> vector<128x2xf32>
    %y = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 2], 1>]} : (f32) -> vector<128x2xf32>
    // expected-error @+1 {{'mosaic_gpu.vector_concat' op Concatenating arrays with strided layout is only supported along axis 0}}
    %r = "mosaic_gpu.vector_concat"(%z, %y) <{dimension = 1 : i32}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 2], 1>, #mosaic_gpu.WGStridedFragLayout<[128, 2], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 2], 1>]} : (vector<128x2xf32>, vector<128x2xf32>) -> vector<128x4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
