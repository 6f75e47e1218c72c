// RUN: mgpu-opt %s --jax 0.12.0.1 -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax reads a layout attribute into its layout class, whose __post_init__ checks it (fragmented_array.py:
// 372-419 at jax-v0.12.0.1, :363-396 at jax-v0.10.2; layouts.py:92-113): mgpu refuses the same layouts in jax's
// words (each case constructed in jax 0.10.2, 0.11.2 and 0.12.0.1). The tiled base tile of the WGMMA tiling
// [[64, 8], [16, 8], [8, 8], [2]] is (4, 1, 2, 1, 8, 4, 2): dims -7 .. -1.

// Two warps: dim -5 (2).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>]} : (f32) -> vector<64x8xf32>
    // expected-error @+2 {{'mosaic_gpu.layout_cast' op The product of warp dims does not equal the number of warps in a warpgroup}}
    // expected-note @+1 {{cover 2 warps}}
    %r = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-5], lane_dims = [-3, -2], vector_dim = -1>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-5], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x8xf32>) -> vector<64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// 16 lanes: a vector tile of 1 leaves dim -2 of 8 (the tiled base tile (4, 1, 2, 1, 8, 8, 1)).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>]} : (f32) -> vector<64x8xf32>
    // expected-error @+2 {{'mosaic_gpu.layout_cast' op The product of lane dims does not equal the warp size}}
    // expected-note @+1 {{cover 64 lanes}}
    %r = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [1]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [1]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x8xf32>) -> vector<64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A lane dim that is the warp dim.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>]} : (f32) -> vector<64x8xf32>
    // expected-error @+2 {{'mosaic_gpu.layout_cast' op Duplicate partitioning dimensions}}
    // expected-note @+1 {{each name a different dim}}
    %r = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -7], vector_dim = -1>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -7], vector_dim = -1>]} : (vector<64x8xf32>) -> vector<64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A dim counted from the front.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>]} : (f32) -> vector<64x8xf32>
    // expected-error @+2 {{'mosaic_gpu.layout_cast' op All dimensions must be negative}}
    // expected-note @+1 {{count from the last dim}}
    %r = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = 1>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = 1>]} : (vector<64x8xf32>) -> vector<64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A dim past the front of the tiled base tile.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>]} : (f32) -> vector<64x8xf32>
    // expected-error @+2 {{'mosaic_gpu.layout_cast' op Dimension out of range}}
    // expected-note @+1 {{name dims from -1 to -7}}
    %r = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -12>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -12>]} : (vector<64x8xf32>) -> vector<64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A warp dim of size 1 (-6), which the canonical layout drops.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>]} : (f32) -> vector<64x8xf32>
    // expected-error @+2 {{'mosaic_gpu.layout_cast' op TiledLayout(tiling=Tiling(tiles=((64, 8), (16, 8), (8, 8), (2,))), warp_dims=(-7, -6), lane_dims=(-3, -2), vector_dim=-1, unreduced_operation=None) is not canonical.}}
    // expected-note @+1 {{warp_dims=(-7,), lane_dims=(-3, -2)}}
    %r = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7, -6], lane_dims = [-3, -2], vector_dim = -1>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7, -6], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x8xf32>) -> vector<64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// The WGMMA layout, and a replicated warp dim of 1 (canonical: jax keeps it), lower.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>]} : (f32) -> vector<64x8xf32>

    %r = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7, #mosaic_gpu.Replicated<times = 1>], lane_dims = [-3, -2], vector_dim = -1>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 8]>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7, #mosaic_gpu.Replicated<times = 1>], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x8xf32>) -> vector<64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A later tile that does not divide the tiled base tile: (64, 8) tiled by (16, 3) (Tiling.tile_shape, :93).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    // expected-error @+2 {{'vector.broadcast' op Tiling ((64, 8), (16, 3)) does not apply to shape (64, 8)}}
    // expected-note @+1 {{each tile divides}}
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 3]], warp_dims = [-2], lane_dims = [-1], vector_dim = -1>]} : (f32) -> vector<64x8xf32>
    %r = "arith.addf"(%v, %v) {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 3]], warp_dims = [-2], lane_dims = [-1], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[64, 8], [16, 3]], warp_dims = [-2], lane_dims = [-1], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 3]], warp_dims = [-2], lane_dims = [-1], vector_dim = -1>]} : (vector<64x8xf32>, vector<64x8xf32>) -> vector<64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A strided layout whose vectors of 4 do not cover 256 elements across 128 threads (:830): jax raises a tuple.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    // expected-error @+2 {{'vector.broadcast' op (WGStridedFragLayout(shape=(256,), vec_size=4), 128)}}
    // expected-note @+1 {{a strided layout gives each of the 128 threads whole vectors: make the shape's size a multiple of vec_size * 128}}
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 4>]} : (f32) -> vector<256xf32>
    %r = "arith.addf"(%v, %v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 4>, #mosaic_gpu.WGStridedFragLayout<[256], 4>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 4>]} : (vector<256xf32>, vector<256xf32>) -> vector<256xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A strided layout of another shape than the value's (:860; mgpu says it where the value is read).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (f32) -> vector<256xf32>
    // expected-error @+2 {{'arith.addf' op Shape (256,) is not compatible with WGStridedFragLayout(shape=(128,), vec_size=1)}}
    // expected-note @+1 {{give it the value's shape}}
    %r = "arith.addf"(%v, %v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<256xf32>, vector<256xf32>) -> vector<256xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
