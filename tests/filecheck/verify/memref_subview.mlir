// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// memref.subview as MLIR verifies it (SubViewOp::verify in mlir/lib/Dialect/MemRef/IR/MemRefOps.cpp,
// verifyOffsetSizeAndStrideOp in mlir/lib/Interfaces/ViewLikeInterface.cpp): errors without the op's name, as
// MLIR's emitError writes them.
// Each message is what mlir-opt (LLVM 22) and jaxlib 0.10.2's and 0.12.0.1's MLIR print for the same input.

// dynamic entries
func.func @dynamic_entries(%m: memref<8x16xf32>, %i: index) {
  // expected-error @+2 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  // expected-note @+1 {{pass one offset operand per ? (dynamic marker) in static_offsets}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<4x8xf32, strided<[16, 1]>>
  return
}

// -----

// offsets sizes ranks
func.func @offsets_sizes_ranks(%m: memref<8x16xf32>) {
  // expected-error @+2 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  // expected-note @+1 {{give as many sizes as offsets: one per dimension of the source}}
  %0 = memref.subview %m[0] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1]>>
  return
}

// -----

// sizes strides ranks
func.func @sizes_strides_ranks(%m: memref<8x16xf32>) {
  // expected-error @+2 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  // expected-note @+1 {{give as many strides as sizes: one per dimension of the source}}
  %0 = memref.subview %m[0, 0] [4, 8] [1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1]>>
  return
}

// -----

// count
func.func @count(%m: memref<8x16xf32>) {
  // expected-error @+2 {{expected 2 offset values, got 1}}
  // expected-note @+1 {{give one offset per dimension of the source (2)}}
  %0 = memref.subview %m[0] [4] [1] : memref<8x16xf32> to memref<4xf32>
  return
}

// -----

// negative offset
func.func @negative_offset(%m: memref<8x16xf32>) {
  // expected-error @+2 {{expected offsets to be non-negative, but got -1}}
  // expected-note @+1 {{a subview starts inside its source and has a size >= 0}}
  %0 = memref.subview %m[-1, 0] [1, 8] [1, 1] : memref<8x16xf32> to memref<1x8xf32, strided<[16, 1], offset: -16>>
  return
}

// -----

// negative size
func.func @negative_size(%m: memref<8x16xf32>) {
  // expected-error @+2 {{expected sizes to be non-negative, but got -8}}
  // expected-note @+1 {{a subview starts inside its source and has a size >= 0}}
  %0 = memref.subview %m[0, 0] [4, -8] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1]>>
  return
}

// -----

// memory space
func.func @memory_space(%m: memref<8x16xf32>) {
  // expected-error @+2 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x8xf32, strided<[16, 1]>, #gpu.address_space<workgroup>>'}}
  // expected-note @+1 {{a subview stays in its source's memory space}}
  %0 = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1]>, #gpu.address_space<workgroup>>
  return
}

// -----

// result rank
func.func @result_rank(%m: memref<8x16xf32>) {
  // expected-error @+2 {{expected result rank to be smaller or equal to the source rank, but got 'memref<1x4x8xf32, strided<[16, 16, 1]>>'}}
  // expected-note @+1 {{a subview drops unit dimensions at most, it adds none}}
  %0 = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<8x16xf32> to memref<1x4x8xf32, strided<[16, 16, 1]>>
  return
}

// -----

// result sizes
func.func @result_sizes(%m: memref<8x16xf32>) {
  // expected-error @+2 {{expected result type to be 'memref<4x8xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x4xf32, strided<[16, 1]>>'}}
  // expected-note @+1 {{the result's sizes are the subview's sizes, less dropped unit dimensions}}
  %0 = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

// element type
func.func @element_type(%m: memref<8x16xf32>) {
  // expected-error @+2 {{expected result element type to be 'f32', but got 'memref<4x8xf16, strided<[16, 1]>>'}}
  // expected-note @+1 {{a subview keeps its source's element type}}
  %0 = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf16, strided<[16, 1]>>
  return
}

// -----

// layout strides
func.func @layout_strides(%m: memref<8x16xf32>) {
  // expected-error @+2 {{expected result type to be 'memref<4x8xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x8xf32>'}}
  // expected-note @+1 {{the result's offset and strides are the source's, stepped by the subview's offsets and strides}}
  %0 = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf32>
  return
}

// -----

// layout offset
func.func @layout_offset(%m: memref<8x16xf32>) {
  // expected-error @+2 {{expected result type to be 'memref<4x8xf32, strided<[16, 1], offset: 32>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x8xf32, strided<[16, 1]>>'}}
  // expected-note @+1 {{the result's offset and strides are the source's, stepped by the subview's offsets and strides}}
  %0 = memref.subview %m[2, 0] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1]>>
  return
}

// -----

// layout dynamic offset
func.func @layout_dynamic_offset(%m: memref<8x16xf32>, %i: index) {
  // expected-error @+2 {{expected result type to be 'memref<4x8xf32, strided<[16, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x8xf32, strided<[16, 1]>>'}}
  // expected-note @+1 {{the result's offset and strides are the source's, stepped by the subview's offsets and strides}}
  %0 = memref.subview %m[%i, 0] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1]>>
  return
}

// -----

// rank reduced stride
func.func @rank_reduced_stride(%m: memref<8x16xf32>) {
  // expected-error @+2 {{expected result type to be 'memref<1x1xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1xf32, strided<[7]>>'}}
  // expected-note @+1 {{the result's offset and strides are the source's, stepped by the subview's offsets and strides}}
  %0 = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32, strided<[7]>>
  return
}

// -----

// offset out of bounds
func.func @offset_out_of_bounds(%m: memref<8x16xf32>) {
  // expected-error @+2 {{offset 0 is out-of-bounds: 8 >= 8}}
  // expected-note @+1 {{dimension 0 of the source has 8 elements}}
  %0 = memref.subview %m[8, 0] [0, 8] [1, 1] : memref<8x16xf32> to memref<0x8xf32, strided<[16, 1], offset: 128>>
  return
}

// -----

// slice out of bounds
func.func @slice_out_of_bounds(%m: memref<8x16xf32>) {
  // expected-error @+2 {{slice along dimension 1 runs out-of-bounds: 18 >= 16}}
  // expected-note @+1 {{the last element of the slice along dimension 1 (offset + (size - 1) * stride) is 18, past the source's 16}}
  %0 = memref.subview %m[0, 4] [4, 8] [1, 2] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 2], offset: 4>>
  return
}

// -----

// accepted, as MLIR accepts them: a rank-reduced view (the unit dimension dropped told apart by its stride), a
// dynamic offset, the whole source with its identity layout, a dynamic source dimension not bounds-checked
func.func @accepted(%m: memref<8x16xf32>, %d: memref<?x16xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32, strided<[16]>>
  %1 = memref.subview %m[0, 3] [1, 8] [1, 1] : memref<8x16xf32> to memref<8xf32, strided<[1], offset: 3>>
  %2 = memref.subview %m[%i, 0] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
  %3 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32>
  %4 = memref.subview %d[100, 0] [4, 8] [1, 1] : memref<?x16xf32> to memref<4x8xf32, strided<[16, 1], offset: 1600>>
  return
}
