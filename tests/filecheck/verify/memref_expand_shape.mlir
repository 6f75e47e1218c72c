// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// memref.expand_shape as MLIR verifies it (ExpandShapeOp::verify in mlir/lib/Dialect/MemRef/IR/MemRefOps.cpp,
// verifyCollapsedShape in mlir/lib/Dialect/Utils/ReshapeOpsUtils.cpp).
// Each message is what mlir-opt (LLVM 22) and jaxlib 0.10.2's and 0.12.0.1's MLIR print for the same input.

// not an expansion
func.func @not_an_expansion(%m: memref<2x64x2xf16>) {
  // expected-error @+2 {{'memref.expand_shape' op has source rank 3 and result rank 2. This is not an expansion (3 > 2).}}
  // expected-note @+1 {{expand_shape adds dimensions: use memref.collapse_shape to remove them}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 128, 2>}> : (memref<2x64x2xf16>) -> memref<128x2xf16>
  return
}

// -----

// group count
func.func @group_count(%m: memref<64x128xf16>) {
  // expected-error @+2 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  // expected-note @+1 {{give one group of result dimensions per source dimension}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 2, 64>}> : (memref<64x128xf16>) -> memref<64x2x64xf16>
  return
}

// -----

// not contiguous
func.func @not_contiguous(%m: memref<64x128xf16>) {
  // expected-error @+2 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  // expected-note @+1 {{the groups list the result's dimensions in order: [[0], [1, 2]]}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0], [2, 1]], static_output_shape = array<i64: 64, 2, 64>}> : (memref<64x128xf16>) -> memref<64x2x64xf16>
  return
}

// -----

// index out of bounds
func.func @index_out_of_bounds(%m: memref<64x128xf16>) {
  // expected-error @+2 {{'memref.expand_shape' op reassociation index 3 is out of bounds}}
  // expected-note @+1 {{the groups name dimensions of the expanded type}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0], [1, 2, 3]], static_output_shape = array<i64: 64, 2, 64>}> : (memref<64x128xf16>) -> memref<64x2x64xf16>
  return
}

// -----

// dynamic group
func.func @dynamic_group(%m: memref<?x128xf16>) {
  // expected-error @+2 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  // expected-note @+1 {{make dimension 0 ? exactly when one of its group's dimensions is}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [4, 2, 128] : memref<?x128xf16> into memref<4x2x128xf16>
  return
}

// -----

// group size
func.func @group_size(%m: memref<64x128xf16>) {
  // expected-error @+2 {{'memref.expand_shape' op collapsed dim size (128) must equal reassociation group size (64)}}
  // expected-note @+1 {{the sizes of a group multiply to its source dimension's size}}
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [64, 2, 32] : memref<64x128xf16> into memref<64x2x32xf16>
  return
}

// -----

// rank zero
func.func @rank_zero(%m: memref<f16>) {
  // expected-error @+2 {{'memref.expand_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  // expected-note @+1 {{expand a rank-0 memref into dimensions of size 1 only}}
  %0 = memref.expand_shape %m [] output_shape [1, 2] : memref<f16> into memref<1x2xf16>
  return
}

// -----

// expanded rank
func.func @expanded_rank(%m: memref<64x128xf16>) {
  // expected-error @+2 {{'memref.expand_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  // expected-note @+1 {{the groups name every dimension of the expanded type once}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0], [1]], static_output_shape = array<i64: 64, 128, 1>}> : (memref<64x128xf16>) -> memref<64x128x1xf16>
  return
}

// -----

// strided source
func.func @strided_source(%m: memref<64x128xf16, strided<[256, 1], offset: 8>>) {
  // expected-error @+2 {{'memref.expand_shape' op expected expanded type to be 'memref<64x2x64xf16, strided<[256, 64, 1], offset: 8>>' but found 'memref<64x2x64xf16>'}}
  // expected-note @+1 {{the result's layout is the source's, its strides expanded over each group}}
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [64, 2, 64] : memref<64x128xf16, strided<[256, 1], offset: 8>> into memref<64x2x64xf16>
  return
}

// -----

// identity source
func.func @identity_source(%m: memref<64x128xf16>) {
  // expected-error @+2 {{'memref.expand_shape' op expected expanded type to be 'memref<64x2x64xf16>' but found 'memref<64x2x64xf16, strided<[128, 64, 1]>>'}}
  // expected-note @+1 {{the result's layout is the source's, its strides expanded over each group}}
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [64, 2, 64] : memref<64x128xf16> into memref<64x2x64xf16, strided<[128, 64, 1]>>
  return
}

// -----

// memory space
func.func @memory_space(%m: memref<64x128xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'memref.expand_shape' op expected expanded type to be 'memref<64x2x64xf16, #gpu.address_space<workgroup>>' but found 'memref<64x2x64xf16>'}}
  // expected-note @+1 {{the result's layout is the source's, its strides expanded over each group}}
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [64, 2, 64] : memref<64x128xf16, #gpu.address_space<workgroup>> into memref<64x2x64xf16>
  return
}

// -----

// static count
func.func @static_count(%m: memref<64x128xf16>) {
  // expected-error @+2 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead}}
  // expected-note @+1 {{give static_output_shape one size per result dimension}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 64, 2>}> : (memref<64x128xf16>) -> memref<64x2x64xf16>
  return
}

// -----

// dynamic count
func.func @dynamic_count(%m: memref<?x128xf16>, %n: index) {
  // expected-error @+2 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  // expected-note @+1 {{pass one output_shape value per ?}}
  %0 = "memref.expand_shape"(%m, %n) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 2, 128>}> : (memref<?x128xf16>, index) -> memref<?x2x128xf16>
  return
}

// -----

// output shape
func.func @output_shape(%m: memref<64x128xf16>) {
  // expected-error @+2 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  // expected-note @+1 {{static_output_shape repeats the result type's static sizes}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 64, 4, 64>}> : (memref<64x128xf16>) -> memref<64x2x64xf16>
  return
}

// -----

// accepted, as MLIR accepts them: a rank-1 strided<[1]> source is the identity layout (jax's reshape writes it), a
// strided source's strides expanded over each group, a dynamic group
func.func @accepted(%m: memref<128xf32, strided<[1]>>, %s: memref<64x128xf16, strided<[256, 1], offset: 8>>,
                    %d: memref<?x128xf16>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 16, 4] : memref<128xf32, strided<[1]>> into memref<2x16x4xf32>
  %1 = memref.expand_shape %s [[0], [1, 2]] output_shape [64, 2, 64] : memref<64x128xf16, strided<[256, 1], offset: 8>> into memref<64x2x64xf16, strided<[256, 64, 1], offset: 8>>
  %2 = memref.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, 128] : memref<?x128xf16> into memref<?x2x128xf16>
  return
}
