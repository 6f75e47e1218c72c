// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s

// vector.multi_reduction (its reduction dims spelled [..] in the custom form, array<i64: ..> in the
// generic one; to a scalar when every dim is reduced), vector.reduction with and without an
// accumulator, vector.shape_cast and vector.insert_strided_slice.

// CHECK-LABEL: func.func @reductions(%v: vector<4x8xf32>, %acc: vector<4xf32>, %s: f32, %w: vector<8xi32>, %t: i32) {
// CHECK-NEXT:  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>
// CHECK-NEXT:  %1 = vector.multi_reduction <maximumf>, %v, %s [0, 1] : vector<4x8xf32> to f32
// CHECK-NEXT:  %2 = vector.reduction <add>, %w : vector<8xi32> into i32
// CHECK-NEXT:  %3 = vector.reduction <xor>, %w, %t : vector<8xi32> into i32
// GENERIC-LABEL: sym_name = "reductions"
// GENERIC:       %0 = "vector.multi_reduction"(%v, %acc) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x8xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC:       %1 = "vector.multi_reduction"(%v, %s) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 1>}> : (vector<4x8xf32>, f32) -> f32
// GENERIC:       %2 = "vector.reduction"(%w) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xi32>) -> i32
// GENERIC:       %3 = "vector.reduction"(%w, %t) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<xor>}> : (vector<8xi32>, i32) -> i32
func.func @reductions(%v: vector<4x8xf32>, %acc: vector<4xf32>, %s: f32, %w: vector<8xi32>, %t: i32) {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>
  %1 = vector.multi_reduction <maximumf>, %v, %s [0, 1] : vector<4x8xf32> to f32
  %2 = vector.reduction <add>, %w : vector<8xi32> into i32
  %3 = vector.reduction <xor>, %w, %t : vector<8xi32> into i32
  func.return
}

// -----

// CHECK-LABEL: func.func @reshapes(%v: vector<4x8xf32>, %w: vector<2xf32>) {
// CHECK-NEXT:  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xf32>
// CHECK-NEXT:  %1 = vector.shape_cast %0 : vector<32xf32> to vector<2x2x8xf32>
// CHECK-NEXT:  %2 = vector.insert_strided_slice %w, %v {offsets = [1, 2], strides = [1]} : vector<2xf32> into vector<4x8xf32>
// GENERIC-LABEL: sym_name = "reshapes"
// GENERIC:       %0 = "vector.shape_cast"(%v) : (vector<4x8xf32>) -> vector<32xf32>
// GENERIC:       %1 = "vector.shape_cast"(%0) : (vector<32xf32>) -> vector<2x2x8xf32>
// GENERIC:       %2 = "vector.insert_strided_slice"(%w, %v) <{offsets = [1, 2], strides = [1]}> : (vector<2xf32>, vector<4x8xf32>) -> vector<4x8xf32>
func.func @reshapes(%v: vector<4x8xf32>, %w: vector<2xf32>) {
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xf32>
  %1 = vector.shape_cast %0 : vector<32xf32> to vector<2x2x8xf32>
  %2 = vector.insert_strided_slice %w, %v {offsets = [1, 2], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  func.return
}
