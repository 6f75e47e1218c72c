// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A scalar extracted from a splat is the splat's one register (jax's vector.extract rule,
// dialect_lowering.py:773 at jax-v0.10.2); a vector.extract with no in_layouts is lane-level IR
// and is kept.
// CHECK-LABEL: func.func @scalar(%x: f32, %w: vector<4xf32>) -> (f32, f32) {
// CHECK-NEXT:    %[[K:.*]] = vector.extract %w[1] : f32 from vector<4xf32>
// CHECK-NEXT:    return %x, %[[K]] : f32, f32
func.func @scalar(%x: f32, %w: vector<4xf32>) -> (f32, f32) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]} : f32 to vector<64x128xf32>
  %e = vector.extract %v[3, 5] {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]} : f32 from vector<64x128xf32>
  %k = vector.extract %w[1] : f32 from vector<4xf32>
  func.return %e, %k : f32, f32
}
