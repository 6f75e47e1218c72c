// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-lower-warpgroup --verify-diagnostics -o /dev/null

// jax 0.12's TiledLayout has an unreduced_operation field (fragmented_array.py:365 at 0.12.0.1), which the str of a
// layout pprint_layout does not name writes last (print_layout_register_names.mlir: jax 0.10.2's, without it).
func.func @col(%x: f32) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.TiledLayout<[[8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>]} : f32 to vector<64xf32>
  // expected-remark @+1 {{c: TiledLayout(tiling=Tiling(tiles=((8,), (2,))), warp_dims=(Replicated(times=4),), lane_dims=(Replicated(times=8), -2), vector_dim=-1, unreduced_operation=None)}}
  "mosaic_gpu.print_layout"(%v) <{format = "c: {}"}> {in_layouts = [#mosaic_gpu.TiledLayout<[[8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>]} : (vector<64xf32>) -> ()
  func.return
}
