// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// Verifier of mosaic_gpu.async_store_tmem: jaxlib's messages, in its order (AsyncStoreTmemOp::verify), each with its
// fix and Pallas's words for the same mistake.

func.func @valid(%v: vector<128x128xf32>, %t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  "mosaic_gpu.async_store_tmem"(%v, %t) : (vector<128x128xf32>, memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

func.func @not_tmem(%v: vector<128x128xf32>, %t: memref<128x128xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_tmem' op The tmem memref must have a mosaic_gpu.tmem memory space but got: #gpu.address_space<workgroup>}}
  // expected-note @+1 {{store into a TMEM ref (memory space #mosaic_gpu.tmem, from mosaic_gpu.tmem_alloc), got memref<128x128xf32, #gpu.address_space<workgroup>> (Pallas's async_store_tmem says: Async store only supports TMEM refs)}}
  "mosaic_gpu.async_store_tmem"(%v, %t) : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

func.func @gmem(%v: vector<128x128xf32>, %t: memref<128x128xf32>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_tmem' op The tmem memref must have a mosaic_gpu.tmem memory space but got: <<NULL ATTRIBUTE>>}}
  // expected-note @+1 {{store into a TMEM ref (memory space #mosaic_gpu.tmem, from mosaic_gpu.tmem_alloc), got memref<128x128xf32> (Pallas's async_store_tmem says: Async store only supports TMEM refs)}}
  "mosaic_gpu.async_store_tmem"(%v, %t) : (vector<128x128xf32>, memref<128x128xf32>) -> ()
  func.return
}

// -----

func.func @shape_mismatch(%v: vector<128x64xf32>, %t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_tmem' op The `source` and `destination` must have the same shape.}}
  // expected-note @+1 {{store a value of shape (128, 128), or slice the TMEM ref with mosaic_gpu.slice_tmem (Pallas's async_store_tmem says: Invalid shape for `swap`. Ref shape: (128, 128). Expected shape: (128, 128). Value shape: (128, 64). Transforms: ().)}}
  "mosaic_gpu.async_store_tmem"(%v, %t) : (vector<128x64xf32>, memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

func.func @dtype_mismatch(%v: vector<128x128xf16>, %t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_tmem' op The `source` and `destination` must have the same element type.}}
  // expected-note @+1 {{cast the value first: `arith.extf %v : vector<128x128xf16> to vector<128x128xf32>` (Pallas's async_store_tmem says: Invalid dtype for `swap`. Ref dtype: float32. Value dtype: float16.)}}
  "mosaic_gpu.async_store_tmem"(%v, %t) : (vector<128x128xf16>, memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

func.func @not_a_vector(%v: f32, %t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_tmem' op operand #0 (`source`) must be 2D vector, but got 'f32'}}
  // expected-note @+1 {{pass a 2D vector}}
  "mosaic_gpu.async_store_tmem"(%v, %t) : (f32, memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

func.func @rank_3(%v: vector<2x128x128xf32>, %t: memref<2x128x128xf32, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_tmem' op operand #0 (`source`) must be 2D vector, but got 'vector<2x128x128xf32>'}}
  // expected-note @+1 {{pass a 2D vector}}
  "mosaic_gpu.async_store_tmem"(%v, %t) : (vector<2x128x128xf32>, memref<2x128x128xf32, #mosaic_gpu.tmem>) -> ()
  func.return
}
