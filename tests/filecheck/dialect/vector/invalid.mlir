// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --verify-diagnostics

func.func @slice_out_of_bounds(%v: vector<2xf32>) {
  // expected-error @+2 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension to be confined to [1, 3)}}
  // expected-note @+1 {{the slice must end inside dimension 0 (2 elements)}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<2xf32> to vector<2xf32>
  func.return
}

// -----

func.func @slice_wrong_result(%v: vector<4xf32>) {
  // expected-error @+2 {{'vector.extract_strided_slice' op expected result type vector<2xf32>, got vector<1xf32>}}
  // expected-note @+1 {{the result has the slice's sizes, then the source's remaining dimensions}}
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<4xf32> to vector<1xf32>
  func.return
}

// -----

// MLIR rejects a vector type with a dimension of size 0 (xDSL accepted it; the emulator then failed
// to lay out a vector.load of one: found by the long mgpu-run fuzz run).
// expected-error @+1 {{vector types must have positive constant sizes but got 128, 0}}
func.func @zero_size_vector(%v: vector<128x0xf32>) {
  func.return
}
