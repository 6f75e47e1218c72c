// RUN: mgpu-opt %s -p mgpu-lower-warpgroup -o /dev/null 2>&1 | filecheck %s

// What jax prints while it lowers print_layout (fmt.format(pprint_layout(x)), dialect_lowering.py:664-701
// at jax-v0.10.2) is a remark at the op, on stderr, in MLIR's form; the lowering goes on.
// CHECK: print_layout_remark.mlir:[[# @LINE + 3]]:3: remark: x: WGMMA_ROW
func.func @row(%x: bf16) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : bf16 to vector<128xbf16>
  "mosaic_gpu.print_layout"(%v) <{format = "x: {}"}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : (vector<128xbf16>) -> ()
  func.return
}
