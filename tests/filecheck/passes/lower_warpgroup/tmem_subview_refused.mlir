// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// What jax's TMEMRef.slice (tcgen05.py:1174 at jax-v0.10.2) refuses, refused with its words: a
// TMEM ref is sliced along columns only.
func.func @rows(%t: memref<128x64xf32, #mosaic_gpu.tmem>) -> memref<64x64xf32, strided<[64, 1], offset: 4096>, #mosaic_gpu.tmem> {
  // expected-error @+2 {{'memref.subview' op TMEM cannot be sliced along rows}}
  // expected-note @+1 {{slice whole rows: offset 0 and all 128 rows of the ref, columns only}}
  %s = memref.subview %t[64, 0] [64, 64] [1, 1] {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : memref<128x64xf32, #mosaic_gpu.tmem> to memref<64x64xf32, strided<[64, 1], offset: 4096>, #mosaic_gpu.tmem>
  func.return %s : memref<64x64xf32, strided<[64, 1], offset: 4096>, #mosaic_gpu.tmem>
}

// -----

// A static column inside a tile of the layout (4 logical columns a tile).
func.func @column(%t: memref<128x24xf8E5M2, #mosaic_gpu.tmem>) -> memref<128x4xf8E5M2, strided<[24, 1], offset: 2>, #mosaic_gpu.tmem> {
  // expected-error @+1 {{'memref.subview' op Column index (2) must be divisible by tile shape column dimension 4}}
  %s = memref.subview %t[0, 2] [128, 4] [1, 1] {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 4], [32, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-2], vector_dim = -3>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 4], [32, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-2], vector_dim = -3>]} : memref<128x24xf8E5M2, #mosaic_gpu.tmem> to memref<128x4xf8E5M2, strided<[24, 1], offset: 2>, #mosaic_gpu.tmem>
  func.return %s : memref<128x4xf8E5M2, strided<[24, 1], offset: 2>, #mosaic_gpu.tmem>
}

// -----

// A ref of 128 rows in a layout whose tile has 64 (M = 64's half-lane layout): its rows are not
// one tile.
func.func @row_tiles(%t: memref<128x64xf32, #mosaic_gpu.tmem>) -> memref<128x32xf32, strided<[64, 1]>, #mosaic_gpu.tmem> {
  // expected-error @+2 {{'memref.subview' op Cannot slice TMEM with multiple tiles along rows.}}
  // expected-note @+1 {{the ref's 128 rows span several tiles of its TMEM layout}}
  %s = memref.subview %t[0, 0] [128, 32] [1, 1] {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[64, 64], [16, 32], [1]], warp_dims = [-5], lane_dims = [-4, -3], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[64, 64], [16, 32], [1]], warp_dims = [-5], lane_dims = [-4, -3], vector_dim = -1>]} : memref<128x64xf32, #mosaic_gpu.tmem> to memref<128x32xf32, strided<[64, 1]>, #mosaic_gpu.tmem>
  func.return %s : memref<128x32xf32, strided<[64, 1]>, #mosaic_gpu.tmem>
}
