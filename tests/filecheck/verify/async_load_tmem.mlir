// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// Verifier of mosaic_gpu.async_load_tmem: jaxlib's checks, in its order (AsyncLoadTmemOp::verify), the notes giving
// Pallas's words ("Async load only supports TMEM refs").

func.func @valid(%t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  %0 = "mosaic_gpu.async_load_tmem"(%t) : (memref<128x128xf32, #mosaic_gpu.tmem>) -> vector<128x128xf32>
  func.return
}

// -----

func.func @not_tmem(%t: memref<128x128xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.async_load_tmem' op The tmem memref must have a mosaic_gpu.tmem memory space but got: #gpu.address_space<workgroup>}}
  // expected-note @+1 {{load from a TMEM ref (memory space #mosaic_gpu.tmem, from mosaic_gpu.tmem_alloc), got memref<128x128xf32, #gpu.address_space<workgroup>>; use mosaic_gpu.vector_load for SMEM (Pallas's async_load_tmem says: Async load only supports TMEM refs)}}
  %0 = "mosaic_gpu.async_load_tmem"(%t) : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
  func.return
}

// -----

func.func @dtype_mismatch(%t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_load_tmem' op The `source` and `result` must have the same element type.}}
  // expected-note @+1 {{make the result vector<128x128xf32>}}
  %0 = "mosaic_gpu.async_load_tmem"(%t) : (memref<128x128xf32, #mosaic_gpu.tmem>) -> vector<128x128xf16>
  func.return
}

// -----

func.func @shape_mismatch(%t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_load_tmem' op The `source` and `result` must have the same shape.}}
  // expected-note @+1 {{make the result vector<128x128xf32>}}
  %0 = "mosaic_gpu.async_load_tmem"(%t) : (memref<128x128xf32, #mosaic_gpu.tmem>) -> vector<128x64xf32>
  func.return
}
