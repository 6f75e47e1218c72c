// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// memref.collapse_shape as MLIR verifies it (CollapseShapeOp::verify and computeCollapsedLayoutMap in
// mlir/lib/Dialect/MemRef/IR/MemRefOps.cpp, verifyCollapsedShape in mlir/lib/Dialect/Utils/ReshapeOpsUtils.cpp).
// Each message is what mlir-opt (LLVM 22) and jaxlib 0.10.2's and 0.12.0.1's MLIR print for the same input.

// valid: what jax's lowering writes (a strided SMEM ref flattened), an identity layout, unit dimensions whose
// strides mean nothing, dynamic sizes, a rank-0 result
func.func @valid(%a: memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>,
                 %b: memref<8x16xf32>, %c: memref<8x1x16xf32, strided<[16, 7, 1], offset: 4>>,
                 %d: memref<?x16xf32>, %e: memref<1x1xf32>, %f: memref<4x?xf32, strided<[?, 1]>>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> into memref<8192xf16, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
  %1 = memref.collapse_shape %b [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %2 = memref.collapse_shape %c [[0, 1, 2]] : memref<8x1x16xf32, strided<[16, 7, 1], offset: 4>> into memref<128xf32, strided<[1], offset: 4>>
  %3 = memref.collapse_shape %d [[0, 1]] : memref<?x16xf32> into memref<?xf32>
  %4 = memref.collapse_shape %e [] : memref<1x1xf32> into memref<f32>
  %5 = memref.collapse_shape %f [[0, 1]] : memref<4x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[?]>>
  return
}

// -----

// not a collapse
func.func @not_a_collapse(%m: memref<128xf32>) {
  // expected-error @+2 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  // expected-note @+1 {{collapse_shape removes dimensions: use memref.expand_shape to add them}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0], [0]]}> : (memref<128xf32>) -> memref<8x16xf32>
  return
}

// -----

// group size
func.func @group_size(%m: memref<8x16xf32>) {
  // expected-error @+2 {{'memref.collapse_shape' op collapsed dim size (64) must equal reassociation group size (128)}}
  // expected-note @+1 {{the sizes of a group multiply to its source dimension's size}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<64xf32>
  return
}

// -----

// group count
func.func @group_count(%m: memref<2x4x16xf32>) {
  // expected-error @+2 {{'memref.collapse_shape' op invalid number of reassociation groups: found 1, expected 2}}
  // expected-note @+1 {{give one group of result dimensions per source dimension}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1, 2]]}> : (memref<2x4x16xf32>) -> memref<8x16xf32>
  return
}

// -----

// not contiguous
func.func @not_contiguous(%m: memref<2x4x16xf32>) {
  // expected-error @+2 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  // expected-note @+1 {{the groups list the result's dimensions in order: [[0], [1, 2]]}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 2], [1]]}> : (memref<2x4x16xf32>) -> memref<32x4xf32>
  return
}

// -----

// expanded rank
func.func @expanded_rank(%m: memref<2x4x16xf32>) {
  // expected-error @+2 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  // expected-note @+1 {{the groups name every dimension of the expanded type once}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<2x4x16xf32>) -> memref<8xf32>
  return
}

// -----

// dynamic group
func.func @dynamic_group(%m: memref<?x16xf32>) {
  // expected-error @+2 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  // expected-note @+1 {{make dimension 0 ? exactly when one of its group's dimensions is}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<?x16xf32> into memref<128xf32>
  return
}

// -----

// non-contiguous dimensions: rows 32 elements apart hold 16 each
func.func @non_contiguous_dims(%m: memref<8x16xf32, strided<[32, 1]>>) {
  // expected-error @+2 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  // expected-note @+1 {{the dimensions of a group must be contiguous in the source: each one's stride the next one's times its size}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32, strided<[32, 1]>> into memref<128xf32, strided<[1]>>
  return
}

// -----

// wrong result layout
func.func @wrong_layout(%m: memref<8x16xf32, strided<[16, 1], offset: 4>>) {
  // expected-error @+2 {{'memref.collapse_shape' op expected collapsed type to be 'memref<128xf32, strided<[1], offset: 4>>' but found 'memref<128xf32>'}}
  // expected-note @+1 {{the result's layout is the source's, each group's stride its innermost dimension's}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32, strided<[16, 1], offset: 4>> into memref<128xf32>
  return
}

// -----

// wrong element type
func.func @wrong_element(%m: memref<8x16xf32>) {
  // expected-error @+2 {{'memref.collapse_shape' op expected collapsed type to be 'memref<128xf32>' but found 'memref<128xf16>'}}
  // expected-note @+1 {{the result's layout is the source's, each group's stride its innermost dimension's}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf16>
  return
}

// -----

// wrong memory space
func.func @wrong_space(%m: memref<8x16xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'memref.collapse_shape' op expected collapsed type to be 'memref<128xf32, #gpu.address_space<workgroup>>' but found 'memref<128xf32>'}}
  // expected-note @+1 {{the result's layout is the source's, each group's stride its innermost dimension's}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32, #gpu.address_space<workgroup>> into memref<128xf32>
  return
}
