// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A custom_primitive's body is lane-level code, inlined as it is (jax's
// _mgpu_custom_primitive_op_lowering_rule, dialect_lowering.py:2535 at jax-v0.10.2): its block
// arguments are the operands, and the casts between a vector and its registers, with which the
// body takes a vector operand and gives a vector result (jax's inline_mgpu), fold to this
// thread's registers: here the one register of a splat (x), doubled, both returned as a scalar
// and as a splat vector, whose element the vector.extract after it reads.
// CHECK-LABEL: func.func @inline(%x: f32, %r: memref<f32>) -> (f32, f32) {
// CHECK-NEXT:    %[[D:.*]] = arith.addf %x, %x : f32
// CHECK-NEXT:    memref.store %[[D]], %r[] : memref<f32>
// CHECK-NEXT:    return %[[D]], %[[D]] : f32, f32
func.func @inline(%x: f32, %r: memref<f32>) -> (f32, f32) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 2]>]} : f32 to vector<2x2xf32>
  %s, %w = "mosaic_gpu.custom_primitive"(%v, %r) <{in_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 2]>], in_transforms = [], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 2]>]}> ({
  ^bb0(%a: vector<2x2xf32>, %m: memref<f32>):
    %regs = builtin.unrealized_conversion_cast %a : vector<2x2xf32> to f32 {layout = #mosaic_gpu.WGSplatFragLayout<[2, 2]>, registers_shape = []}
    %d = arith.addf %regs, %regs : f32
    memref.store %d, %m[] : memref<f32>
    %out = builtin.unrealized_conversion_cast %d : f32 to vector<2x2xf32> {layout = #mosaic_gpu.WGSplatFragLayout<[2, 2]>, registers_shape = []}
    mosaic_gpu.return %d, %out : f32, vector<2x2xf32>
  }) : (vector<2x2xf32>, memref<f32>) -> (f32, vector<2x2xf32>)
  %e = vector.extract %w[1, 1] {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 2]>]} : f32 from vector<2x2xf32>
  func.return %s, %e : f32, f32
}
