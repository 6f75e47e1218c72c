// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// print_layout prints while jax compiles and emits no code (dialect_lowering.py:689 at
// jax-v0.10.2): nothing is left of it, nor of the vector only it used (its text is a remark on
// stderr: print_layout_remark.mlir).
// CHECK-LABEL: func.func @layout(%x: f32) {
// CHECK-NEXT:    return
func.func @layout(%x: f32) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : f32 to vector<128xf32>
  "mosaic_gpu.print_layout"(%v) <{format = "layout: {}"}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>) -> ()
  func.return
}
