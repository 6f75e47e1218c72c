// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// jax 0.12 lowers tmem_layout_cast in warp semantics too (its rule is registered with
// support_warp_semantics=True, dialect_lowering.py:1338 at jax-v0.12.0.1; tokamax 0.0.17's sm100
// attention backward casts TMEM refs in a warp_map body): TMEM is not relaid out, the ref passes
// through, between the body's two warpgroup barriers.
// CHECK-LABEL: func.func @cast_in_warp
// CHECK-NOT:   mosaic_gpu.tmem_layout_cast
// CHECK:       llvm.inline_asm has_side_effects "bar.sync $0, 128;"
// CHECK:       llvm.inline_asm has_side_effects "bar.sync $0, 128;"
// CHECK-NEXT:  return
func.func @cast_in_warp(%t: memref<128x64xf32, #mosaic_gpu.tmem>) {
  "mosaic_gpu.warp_map"(%t) ({
  ^bb0(%wt: memref<128x64xf32, #mosaic_gpu.tmem>):
    %0 = "mosaic_gpu.tmem_layout_cast"(%wt) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x64xf32, #mosaic_gpu.tmem>) -> memref<128x64xf32, #mosaic_gpu.tmem>
  }) : (memref<128x64xf32, #mosaic_gpu.tmem>) -> ()
  func.return
}
