// RUN: mgpu-opt %s --split-input-file | mgpu-opt --split-input-file | filecheck %s
// RUN: mgpu-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: MGPU_ROUNDTRIP

// The memref ops of the corpus in MLIR's custom syntax (memref.transpose with its bare affine
// map, memref.cast, memref.extract_aligned_pointer_as_index) and generic form.

// CHECK-LABEL: func.func @views(%smem: memref<?xi8, #gpu.address_space<workgroup>>, %m: memref<64x128xf16>, %o: index) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %view = memref.view %smem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1x128x128xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:  %subview = memref.subview %view[%o, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xf32, #gpu.address_space<workgroup>> to memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
// CHECK-NEXT:  %collapse_shape = memref.collapse_shape %subview [[0, 1]] : memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> into memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
// CHECK-NEXT:  %expand_shape = memref.expand_shape %m [[0], [1, 2]] output_shape [64, 2, 64] : memref<64x128xf16> into memref<64x2x64xf16>
// CHECK-NEXT:  %expand_shape_0 = memref.expand_shape %expand_shape [[0, 1], [2], [3]] output_shape [8, 8, 2, 64] : memref<64x2x64xf16> into memref<8x8x2x64xf16>
// CHECK-NEXT:  %transpose = memref.transpose %expand_shape_0 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<8x8x2x64xf16> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
// CHECK-NEXT:  %reinterpret_cast = memref.reinterpret_cast %transpose to offset: [0], sizes: [8, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
// CHECK-NEXT:  %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %reinterpret_cast : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> -> memref<f16>, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:  %intptr = memref.extract_aligned_pointer_as_index %reinterpret_cast : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> -> index
// CHECK-NEXT:  %s2 = memref.subview %view[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xf32, #gpu.address_space<workgroup>> to memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
// CHECK-NEXT:  %cast = memref.cast %s2 {in_transforms = [[]], out_transforms = [[]]} : memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
// CHECK-NEXT:  return
// GENERIC-LABEL: sym_name = "views"
// GENERIC:       %view = "memref.view"(%smem, %c0) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
// GENERIC:       %subview = "memref.subview"(%view, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
// GENERIC:       %collapse_shape = "memref.collapse_shape"(%subview) <{reassociation = [[0, 1]]}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
// GENERIC:       %expand_shape = "memref.expand_shape"(%m) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 64, 2, 64>}> : (memref<64x128xf16>) -> memref<64x2x64xf16>
// GENERIC:       %expand_shape_0 = "memref.expand_shape"(%expand_shape) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 8, 2, 64>}> : (memref<64x2x64xf16>) -> memref<8x8x2x64xf16>
// GENERIC:       %transpose = "memref.transpose"(%expand_shape_0) <{permutation = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>}> : (memref<8x8x2x64xf16>) -> memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
// GENERIC:       %reinterpret_cast = "memref.reinterpret_cast"(%transpose) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8, 2, 8, 64>, static_strides = array<i64: 1024, 64, 128, 1>}> : (memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>) -> memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
// GENERIC:       %base_buffer, %offset, %sizes:4, %strides:4 = "memref.extract_strided_metadata"(%reinterpret_cast) : (memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>) -> (memref<f16>, index, index, index, index, index, index, index, index, index)
// GENERIC:       %intptr = "memref.extract_aligned_pointer_as_index"(%reinterpret_cast) : (memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>) -> index
// GENERIC:       %s2 = "memref.subview"(%view) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
// GENERIC:       %cast = "memref.cast"(%s2) {in_transforms = [[]], out_transforms = [[]]} : (memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
func.func @views(%smem: memref<?xi8, #gpu.address_space<workgroup>>, %m: memref<64x128xf16>, %o: index) {
  %c0 = arith.constant 0 : index
  %view = memref.view %smem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1x128x128xf32, #gpu.address_space<workgroup>>
  %subview = memref.subview %view[%o, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xf32, #gpu.address_space<workgroup>> to memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
  %collapse_shape = memref.collapse_shape %subview [[0, 1]] : memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> into memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
  %expand_shape = memref.expand_shape %m [[0], [1, 2]] output_shape [64, 2, 64] : memref<64x128xf16> into memref<64x2x64xf16>
  %expand_shape_4 = memref.expand_shape %expand_shape [[0, 1], [2], [3]] output_shape [8, 8, 2, 64] : memref<64x2x64xf16> into memref<8x8x2x64xf16>
  %transpose = memref.transpose %expand_shape_4 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<8x8x2x64xf16> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
  %reinterpret_cast = memref.reinterpret_cast %transpose to offset: [0], sizes: [8, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
  %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %reinterpret_cast : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> -> memref<f16>, index, index, index, index, index, index, index, index, index
  %intptr = memref.extract_aligned_pointer_as_index %reinterpret_cast : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> -> index
  %s2 = memref.subview %view[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xf32, #gpu.address_space<workgroup>> to memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
  %cast = memref.cast %s2 {in_transforms = [[]], out_transforms = [[]]} : memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
  func.return
}


// -----

// CHECK-LABEL: func.func @scalars(%s: memref<i32, #gpu.address_space<workgroup>>) {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT:  memref.store %c0_i32, %alloca[] : memref<i32>
// CHECK-NEXT:  %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT:  %1 = memref.load %s[] : memref<i32, #gpu.address_space<workgroup>>
// CHECK-NEXT:  return
// GENERIC-LABEL: sym_name = "scalars"
// GENERIC:       %alloca = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
// GENERIC:       "memref.store"(%c0_i32, %alloca) : (i32, memref<i32>) -> ()
// GENERIC:       %0 = "memref.load"(%alloca) : (memref<i32>) -> i32
// GENERIC:       %1 = "memref.load"(%s) : (memref<i32, #gpu.address_space<workgroup>>) -> i32
func.func @scalars(%s: memref<i32, #gpu.address_space<workgroup>>) {
  %c0_i32 = arith.constant 0 : i32
  %alloca = memref.alloca() : memref<i32>
  memref.store %c0_i32, %alloca[] : memref<i32>
  %0 = memref.load %alloca[] : memref<i32>
  %1 = memref.load %s[] : memref<i32, #gpu.address_space<workgroup>>
  func.return
}

// -----

// A transpose of rank 14 (jax's copy_7d_tiling: a 7-d ref tiled by 7 dims): its permutation names
// d10..d13 too (was refused: the dims were compared as sorted strings, d10 before d2).
// CHECK-LABEL: func.func @transpose_rank_14(%m: memref<1x2x64x1x1x1x1x1x1x1x1x1x4x32xf32>) {
// CHECK-NEXT:  %transpose = memref.transpose %m (d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12, d13) -> (d0, d2, d4, d6, d8, d10, d12, d1, d3, d5, d7, d9, d11, d13) : memref<1x2x64x1x1x1x1x1x1x1x1x1x4x32xf32> to memref<1x64x1x1x1x1x4x2x1x1x1x1x1x32xf32, strided<[16384, 128, 128, 128, 128, 128, 32, 8192, 128, 128, 128, 128, 128, 1]>>
// GENERIC-LABEL: sym_name = "transpose_rank_14"
// GENERIC:       "memref.transpose"(%m) <{permutation = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12, d13) -> (d0, d2, d4, d6, d8, d10, d12, d1, d3, d5, d7, d9, d11, d13)>}>
func.func @transpose_rank_14(%m: memref<1x2x64x1x1x1x1x1x1x1x1x1x4x32xf32>) {
  %transpose = memref.transpose %m (d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12, d13) -> (d0, d2, d4, d6, d8, d10, d12, d1, d3, d5, d7, d9, d11, d13) : memref<1x2x64x1x1x1x1x1x1x1x1x1x4x32xf32> to memref<1x64x1x1x1x1x4x2x1x1x1x1x1x32xf32, strided<[16384, 128, 128, 128, 128, 128, 32, 8192, 128, 128, 128, 128, 128, 1]>>
  func.return
}
