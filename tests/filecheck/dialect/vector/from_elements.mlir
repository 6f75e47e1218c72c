// RUN: mgpu-opt --jax 0.12.0.1 %s | mgpu-opt --jax 0.12.0.1 | filecheck %s
// RUN: mgpu-opt --jax 0.12.0.1 %s --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: mgpu-opt --jax 0.12.0.1 %s --print-op-generic | mgpu-opt --jax 0.12.0.1 | filecheck %s

// vector.from_elements (jax 0.12; tokamax's int4 dequantization pairs two bf16 scalars with it): one
// operand an element of the result, in row-major order; a 0-D vector takes one.

// CHECK-LABEL: func.func @from_elements(%a: bf16, %b: bf16, %c: f32) {
// CHECK-NEXT:  %0 = vector.from_elements %a, %b : vector<2xbf16>
// CHECK-NEXT:  %1 = vector.from_elements %c, %c, %c, %c {tag} : vector<2x2xf32>
// CHECK-NEXT:  %2 = vector.from_elements %c : vector<f32>
// GENERIC:     %0 = "vector.from_elements"(%a, %b) : (bf16, bf16) -> vector<2xbf16>
// GENERIC:     %2 = "vector.from_elements"(%c) : (f32) -> vector<f32>
func.func @from_elements(%a: bf16, %b: bf16, %c: f32) {
  %0 = vector.from_elements %a, %b : vector<2xbf16>
  %1 = vector.from_elements %c, %c, %c, %c {tag} : vector<2x2xf32>
  %2 = vector.from_elements %c : vector<f32>
  func.return
}
