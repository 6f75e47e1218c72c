// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics -o /dev/null

// jax's pprint_layout of a vector (dialect_lowering.py:664-684 at jax-v0.10.2): six layouts by name,
// any other as its Python str (the dataclass's repr, fragmented_array.py:306-700).
func.func @wgmma(%x: f32) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : f32 to vector<128x64xf32>
  // expected-remark @+1 {{acc is WGMMA!}}
  "mosaic_gpu.print_layout"(%v) <{format = "acc is {}!"}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<128x64xf32>) -> ()
  func.return
}

// -----

// WGMMA_COL_LAYOUT has no name in pprint_layout: its str, Replicated dims included.
func.func @col(%x: f32) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.TiledLayout<[[8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>]} : f32 to vector<64xf32>
  // expected-remark @+1 {{c: TiledLayout(tiling=Tiling(tiles=((8,), (2,))), warp_dims=(Replicated(times=4),), lane_dims=(Replicated(times=8), -2), vector_dim=-1)}}
  "mosaic_gpu.print_layout"(%v) <{format = "c: {}"}> {in_layouts = [#mosaic_gpu.TiledLayout<[[8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>]} : (vector<64xf32>) -> ()
  func.return
}

// -----

func.func @splat(%x: f32) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : f32 to vector<128xf32>
  // expected-remark @+1 {{s: WGSplatFragLayout(shape=(128,))}}
  "mosaic_gpu.print_layout"(%v) <{format = "s: {}"}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>) -> ()
  func.return
}

// -----

func.func @strided(%v: vector<2x128xf32>) {
  // expected-remark @+1 {{t: WGStridedFragLayout(shape=(2, 128), vec_size=2)}}
  "mosaic_gpu.print_layout"(%v) <{format = "t: {}"}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[2, 128], 2>]} : (vector<2x128xf32>) -> ()
  func.return
}
