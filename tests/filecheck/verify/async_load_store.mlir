// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// Verifiers of async_load / async_store / async_prefetch (jaxlib's VerifyCommonLoadStoreOp).

func.func @load_dtype(%g: memref<64x128xf32>, %s: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_load' op The `source` and `destination` memrefs must have the same element type.}}
  // expected-note @+1 {{the source is f32 and the destination f16: copy between refs of the same element type}}
  "mosaic_gpu.async_load"(%g, %s, %b, %i, %i) <{collective = [], operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf32>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
  func.return
}

// -----

func.func @load_slice_lengths_min(%g: memref<64x128xf16>, %s: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_load' op The `slice_lengths` attribute must not contain values less than -1.}}
  // expected-note @+1 {{use -1 for a collapsed dimension and a positive length otherwise}}
  "mosaic_gpu.async_load"(%g, %s, %b, %i, %i) <{collective = [], operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: -2, 128>}> : (memref<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
  func.return
}

// -----

func.func @load_rank(%g: memref<2x64x128xf16>, %s: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_load' op The rank of the `source` must be equal to the rank of the `destination` plus the number of collapsed dimensions as indicated by -1 values in `slice_lengths`.}}
  // expected-note @+1 {{`source` has rank 3, `destination` rank 2 and `slice_lengths` 0 collapsed dimension(s)}}
  "mosaic_gpu.async_load"(%g, %s, %b, %i, %i, %i) <{collective = [], operandSegmentSizes = array<i32: 1, 1, 1, 3, 0>, slice_lengths = array<i64: 2, 64, 128>}> : (memref<2x64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32, i32) -> ()
  func.return
}

// -----

func.func @load_indices(%g: memref<64x128xf16>, %s: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_load' op The size of `indices` must be equal to the rank of `source`.}}
  // expected-note @+1 {{pass one index per dimension of `source` (2), got 1}}
  "mosaic_gpu.async_load"(%g, %s, %b, %i) <{collective = [], operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @load_slice_lengths_size(%g: memref<64x128xf16>, %s: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_load' op The size of `slice_lengths` must be equal to the rank of `source`.}}
  // expected-note @+1 {{give one slice length per dimension of `source` (2), got 3}}
  "mosaic_gpu.async_load"(%g, %s, %b, %i, %i) <{collective = [], operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 128, 1>}> : (memref<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
  func.return
}

// -----

func.func @load_two_vector_indices(%g: memref<64x128xf16>, %s: memref<8x8xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %v: vector<8xi32>) {
  // expected-error @+2 {{'mosaic_gpu.async_load' op Only one index may be a vector but got multiple vector indices for dimensions 0 and 1.}}
  // expected-note @+1 {{gather/scatter along one dimension only}}
  "mosaic_gpu.async_load"(%g, %s, %b, %v, %v) <{collective = [], operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 8, 8>}> : (memref<64x128xf16>, memref<8x8xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, vector<8xi32>, vector<8xi32>) -> ()
  func.return
}

// -----

func.func @load_vector_index_size(%g: memref<64x128xf16>, %s: memref<8x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %v: vector<4xi32>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_load' op The size of the vector index must be equal to the slice length but got 4 != 8.}}
  // expected-note @+1 {{make the vector index as long as the slice length of its dimension}}
  "mosaic_gpu.async_load"(%g, %s, %b, %v, %i) <{collective = [], operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 8, 128>}> : (memref<64x128xf16>, memref<8x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, vector<4xi32>, i32) -> ()
  func.return
}

// -----

func.func @load_collective_duplicates(%g: memref<64x128xf16>, %s: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_load' op The `collective` attribute must not contain duplicate dimensions.}}
  // expected-note @+1 {{list each cluster dimension (0 = x, 1 = y, 2 = z) at most once}}
  "mosaic_gpu.async_load"(%g, %s, %b, %i, %i) <{collective = [0 : i32, 0 : i32], operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
  func.return
}

// -----

func.func @load_index_type(%g: memref<64x128xf16>, %s: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+2 {{'mosaic_gpu.async_load' op operand #3 (`indices`) must be i32 or 1D vector of i32/i16/i8, but got 'index'}}
  // expected-note @+1 {{cast the index to i32 (arith.index_cast)}}
  "mosaic_gpu.async_load"(%g, %s, %b, %i, %i) <{collective = [], operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, index, index) -> ()
  func.return
}

// -----

func.func @load_oob_fill_mode(%g: memref<64x128xf16>, %s: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_load' op attribute 'oob_fill_mode' failed to satisfy constraint: Out of bounds fill mode for TMA.}}
  // expected-note @+1 {{use one of 0 : i32 (undefined), 1 : i32 (promise_in_bounds), 2 : i32 (zeros), got 7}}
  "mosaic_gpu.async_load"(%g, %s, %b, %i, %i) <{collective = [], oob_fill_mode = 7 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
  func.return
}

// -----

func.func @store_dtype(%s: memref<64x128xf16, #gpu.address_space<workgroup>>, %g: memref<64x128xf32>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store' op The `source` and `destination` memrefs must have the same element type.}}
  // expected-note @+1 {{the source is f16 and the destination f32: copy between refs of the same element type}}
  "mosaic_gpu.async_store"(%s, %g, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16, #gpu.address_space<workgroup>>, memref<64x128xf32>, i32, i32) -> ()
  func.return
}

// -----

func.func @store_rank(%s: memref<2x64x128xf16, #gpu.address_space<workgroup>>, %g: memref<64x128xf16>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store' op The rank of the `destination` must be equal to the rank of the `source` plus the number of collapsed dimensions as indicated by -1 values in `slice_lengths`.}}
  // expected-note @+1 {{`destination` has rank 2, `source` rank 3 and `slice_lengths` 0 collapsed dimension(s)}}
  "mosaic_gpu.async_store"(%s, %g, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<2x64x128xf16, #gpu.address_space<workgroup>>, memref<64x128xf16>, i32, i32) -> ()
  func.return
}

// -----

func.func @store_peer_and_broadcast(%s: memref<64x128xf16, #gpu.address_space<workgroup>>, %g: memref<64x128xf16>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store' op Both `gmem_peer_id` or `is_global_broadcast` cannot be specified.}}
  // expected-note @+1 {{either store to one peer (gmem_peer_id) or broadcast (is_global_broadcast = true)}}
  "mosaic_gpu.async_store"(%s, %g, %i, %i, %i) <{is_global_broadcast = true, operandSegmentSizes = array<i32: 1, 1, 2, 0, 1>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16, #gpu.address_space<workgroup>>, memref<64x128xf16>, i32, i32, i32) -> ()
  func.return
}

// -----

func.func @store_reduction_op(%s: memref<64x128xf16, #gpu.address_space<workgroup>>, %g: memref<64x128xf16>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store' op attribute 'reduction_op' failed to satisfy constraint: Reduction operation for TMA.}}
  // expected-note @+1 {{use one of 0 : i32 (add), 1 : i32 (min), 2 : i32 (max), 3 : i32 (inc), 4 : i32 (dec), 5 : i32 (and), 6 : i32 (or), 7 : i32 (xor), 8 : i32 (umin), 9 : i32 (umax), 10 : i32 (smin), 11 : i32 (smax), got 12}}
  "mosaic_gpu.async_store"(%s, %g, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, reduction_op = 12 : i32, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16, #gpu.address_space<workgroup>>, memref<64x128xf16>, i32, i32) -> ()
  func.return
}

// -----

func.func @prefetch_indices(%g: memref<64x128xf16>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_prefetch' op The size of `indices` must be equal to the rank of `source`.}}
  // expected-note @+1 {{pass one index per dimension of `source` (2), got 1}}
  "mosaic_gpu.async_prefetch"(%g, %i) <{collective = [], operandSegmentSizes = array<i32: 1, 1, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16>, i32) -> ()
  func.return
}
