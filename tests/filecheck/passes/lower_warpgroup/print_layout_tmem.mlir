// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics -o /dev/null

// jax's pprint_layout of a TMEM ref (dialect_lowering.py:685-689 at jax-v0.10.2): the default layout of
// its packing (the layout's vector length) by name, any other as its str (class TMEMLayout).
func.func @packed(%t: memref<128x128xbf16, #mosaic_gpu.tmem>) {
  // expected-remark @+1 {{tmem: TMEM_DEFAULT(packing=2)}}
  "mosaic_gpu.print_layout"(%t) <{format = "tmem: {}"}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x128xbf16, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

// tmem_half_lane_layout(64): M = 64 rows.
func.func @half_lane(%t: memref<64x64xf32, #mosaic_gpu.tmem>) {
  // expected-remark @+1 {{TMEMLayout(tiling=Tiling(tiles=((64, 64), (16, 32), (1,))), warp_dims=(-5,), lane_dims=(-4, -3), vector_dim=-1)}}
  "mosaic_gpu.print_layout"(%t) <{format = "{}"}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[64, 64], [16, 32], [1]], warp_dims = [-5], lane_dims = [-4, -3], vector_dim = -1>]} : (memref<64x64xf32, #mosaic_gpu.tmem>) -> ()
  func.return
}
