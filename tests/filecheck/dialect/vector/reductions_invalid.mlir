// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --verify-diagnostics

func.func @multi_reduction_keeps_the_other_dims(%v: vector<4x8xf32>, %acc: vector<8xf32>) {
  // expected-error @+2 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type: expected 'vector<4xf32>'}}
  // expected-note @+1 {{the result keeps the dimensions that are not reduced (a scalar when none is left)}}
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<8xf32>
  func.return
}

// -----

func.func @multi_reduction_dims_in_range(%v: vector<4x8xf32>, %acc: vector<4xf32>) {
  // expected-error @+2 {{'vector.multi_reduction' op reduction dimensions [2] are not distinct dimensions of a rank-2 vector}}
  // expected-note @+1 {{name each reduced dimension once, in [0, 2)}}
  %0 = vector.multi_reduction <add>, %v, %acc [2] : vector<4x8xf32> to vector<4xf32>
  func.return
}

// -----

func.func @unknown_combining_kind(%v: vector<4x8xf32>, %acc: vector<4xf32>) {
  // expected-error @+2 {{expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-note @+1 {{got 'sum'}}
  %0 = vector.multi_reduction <sum>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>
  func.return
}

// -----

func.func @shape_cast_keeps_every_element(%v: vector<4x8xf32>) {
  // expected-error @+2 {{'vector.shape_cast' op 'vector<4x8xf32>' and 'vector<30xf32>' do not have the same number of elements}}
  // expected-note @+1 {{a shape cast keeps every element: the two shapes must have the same product}}
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<30xf32>
  func.return
}

// -----

func.func @insert_strided_slice_fits(%v: vector<4x8xf32>, %w: vector<2xf32>) {
  // expected-error @+2 {{'vector.insert_strided_slice' op expected offsets dimension 1 to be confined to [0, 8): offset 7 + size 2}}
  // expected-note @+1 {{the inserted vector must fit inside the destination}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [1, 7], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  func.return
}

// -----

func.func @insert_strided_slice_element_type(%v: vector<4x8xf32>, %w: vector<2xf16>) {
  // expected-error @+2 {{'vector.insert_strided_slice' op source and destination element types must match, got 'vector<2xf16>' and 'vector<4x8xf32>'}}
  // expected-note @+1 {{convert the elements first (arith.extf, arith.truncf, ...)}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [1, 0], strides = [1]} : vector<2xf16> into vector<4x8xf32>
  func.return
}
