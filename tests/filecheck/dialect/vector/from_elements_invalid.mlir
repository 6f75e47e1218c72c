// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file --verify-diagnostics

// MLIR's own words (VectorOps.td: from_elements' TypesMatchWith constraint).
func.func @one_operand_an_element(%a: bf16) {
  // expected-error @+2 {{'vector.from_elements' op failed to verify that operand types match result element type}}
  // expected-note @+1 {{the result takes 2 operands, each of type bf16}}
  %0 = "vector.from_elements"(%a) : (bf16) -> vector<2xbf16>
  func.return
}

// -----

func.func @of_the_element_type(%a: f16, %b: f16) {
  // expected-error @+2 {{'vector.from_elements' op failed to verify that operand types match result element type}}
  // expected-note @+1 {{the result takes 2 operands, each of type bf16}}
  %0 = "vector.from_elements"(%a, %b) : (f16, f16) -> vector<2xbf16>
  func.return
}
