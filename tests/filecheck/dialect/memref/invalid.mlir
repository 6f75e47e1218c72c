// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

func.func @transpose_not_a_permutation(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (d0, d1) -> (d0, d0) : memref<2x3xf32> to memref<2x3xf32>
  func.return
}

// -----

func.func @transpose_wrong_result_shape(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type memref<2x3xf32> is not equivalent to the canonical transposed input type}}
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<2x3xf32>
  func.return
}

// -----

// The strides are permuted with the dimensions: a transposed 2x3 ref is not row-major.
func.func @transpose_wrong_result_strides(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type memref<3x2xf32> is not equivalent to the canonical transposed input type}}
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32>
  func.return
}
