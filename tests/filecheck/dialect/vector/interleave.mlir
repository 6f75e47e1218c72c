// RUN: mgpu-opt --jax 0.10.2 %s | mgpu-opt | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s

// vector.interleave (jax's inline_mgpu bodies pair two vector<1xbf16> registers with it; a 0-D pair
// makes vector<2xT>) and its inverse vector.deinterleave, two results of half the trailing width.

// CHECK-LABEL: func.func @interleave(%a: vector<1xbf16>, %b: vector<2x4xf32>, %c: vector<f16>) {
// CHECK-NEXT:  %0 = vector.interleave %a, %a : vector<1xbf16> -> vector<2xbf16>
// CHECK-NEXT:  %1 = vector.interleave %b, %b : vector<2x4xf32> -> vector<2x8xf32>
// CHECK-NEXT:  %2 = vector.interleave %c, %c : vector<f16> -> vector<2xf16>
// CHECK-NEXT:  %3:2 = vector.deinterleave %1 : vector<2x8xf32> -> vector<2x4xf32>
// GENERIC:     %0 = "vector.interleave"(%a, %a) : (vector<1xbf16>, vector<1xbf16>) -> vector<2xbf16>
// GENERIC:     %3:2 = "vector.deinterleave"(%1) : (vector<2x8xf32>) -> (vector<2x4xf32>, vector<2x4xf32>)
func.func @interleave(%a: vector<1xbf16>, %b: vector<2x4xf32>, %c: vector<f16>) {
  %0 = vector.interleave %a, %a : vector<1xbf16> -> vector<2xbf16>
  %1 = vector.interleave %b, %b : vector<2x4xf32> -> vector<2x8xf32>
  %2 = vector.interleave %c, %c : vector<f16> -> vector<2xf16>
  %3:2 = vector.deinterleave %1 : vector<2x8xf32> -> vector<2x4xf32>
  func.return
}
