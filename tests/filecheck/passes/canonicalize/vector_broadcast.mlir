// RUN: mgpu-opt --jax 0.12.0.1 %s -p canonicalize --split-input-file | filecheck %s

// MLIR's fold of vector.broadcast (BroadcastOp::fold, mlir/lib/Dialect/Vector/IR/VectorOps.cpp), which xDSL lacks:
// jax's layout inference sees a splat constant where a Pallas kernel broadcast a constant (jnp.zeros, a
// scalar operand). Each output is what jaxlib 0.12.0.1's canonicalize prints for the same input
// (tests/interop/check_jaxlib.py --jaxlib-pipeline canonicalize,cse --split-input-file on this file).

// A broadcast of a constant scalar is a splat constant.
func.func @scalar() -> (vector<64x64xf32>, vector<4x8xi32>) {
  %c = arith.constant 0.000000e+00 : f32
  %0 = vector.broadcast %c : f32 to vector<64x64xf32>
  %i = arith.constant -3 : i32
  %1 = vector.broadcast %i : i32 to vector<4x8xi32>
  return %0, %1 : vector<64x64xf32>, vector<4x8xi32>
}
// CHECK-LABEL: func.func @scalar
// CHECK-DAG:     %[[F:.*]] = arith.constant dense<0.000000e+00> : vector<64x64xf32>
// CHECK-DAG:     %[[I:.*]] = arith.constant dense<-3> : vector<4x8xi32>
// CHECK-NOT:     vector.broadcast
// CHECK:         return %[[F]], %[[I]]

// -----

// A broadcast of a splat constant is a splat constant of the result's shape; of a 16-bit float too.
func.func @splat() -> (vector<8x4xf16>, vector<2xbf16>) {
  %s = arith.constant dense<1.500000e+00> : vector<4xf16>
  %0 = vector.broadcast %s : vector<4xf16> to vector<8x4xf16>
  %b = arith.constant 2.500000e+00 : bf16
  %1 = vector.broadcast %b : bf16 to vector<2xbf16>
  return %0, %1 : vector<8x4xf16>, vector<2xbf16>
}
// CHECK-LABEL: func.func @splat
// CHECK-DAG:     %[[H:.*]] = arith.constant dense<1.500000e+00> : vector<8x4xf16>
// CHECK-DAG:     %[[B:.*]] = arith.constant dense<2.500000e+00> : vector<2xbf16>
// CHECK:         return %[[H]], %[[B]]

// -----

// A broadcast to its source's own type is its source; one of a value, or of a constant that is not a splat,
// stays.
func.func @stays(%x: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2x2xf32>) {
  %d = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %1 = vector.broadcast %x : f32 to vector<4xf32>
  %2 = vector.broadcast %d : vector<2xf32> to vector<2x2xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<2x2xf32>
}
// CHECK-LABEL: func.func @stays
// CHECK:         %[[X:.*]] = vector.broadcast %x : f32 to vector<4xf32>
// CHECK:         %[[D:.*]] = vector.broadcast %{{.*}} : vector<2xf32> to vector<2x2xf32>
// CHECK:         return %v, %[[X]], %[[D]]
