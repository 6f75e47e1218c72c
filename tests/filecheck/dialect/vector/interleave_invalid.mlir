// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --verify-diagnostics

// MLIR's own words (VectorOps.td: the TypesMatchWith constraints of interleave and deinterleave).
func.func @interleave_doubles_the_trailing_dim(%b: vector<2x4xf32>) {
  // expected-error @+2 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  // expected-note @+1 {{interleaving two vector<2x4xf32> gives vector<2x8xf32>}}
  %0 = "vector.interleave"(%b, %b) : (vector<2x4xf32>, vector<2x4xf32>) -> vector<4x4xf32>
  func.return
}

// -----

func.func @deinterleave_halves_the_trailing_dim(%b: vector<2x8xf32>) {
  // expected-error @+2 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  // expected-note @+1 {{each result keeps the even or the odd elements of the source's trailing dimension}}
  %0:2 = "vector.deinterleave"(%b) : (vector<2x8xf32>) -> (vector<2x2xf32>, vector<2x2xf32>)
  func.return
}
