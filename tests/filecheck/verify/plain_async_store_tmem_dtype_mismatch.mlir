// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, async_store_tmem verify: dtype differs (ValueError): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message> (jaxlib's verifier's words), then the note with the fix (and Pallas's
// words); exit status 1.

func.func @dtype_mismatch(%v: vector<128x128xf16>, %t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  "mosaic_gpu.async_store_tmem"(%v, %t) : (vector<128x128xf16>, memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
  func.return
}

// CHECK: {{.*}}plain_async_store_tmem_dtype_mismatch.mlir:8:3: error: 'mosaic_gpu.async_store_tmem' op The `source` and `destination` must have the same element type.
// CHECK-NEXT: {{.*}}plain_async_store_tmem_dtype_mismatch.mlir:8:3: note: cast the value first: `arith.extf %v : vector<128x128xf16> to vector<128x128xf32>` (Pallas's async_store_tmem says: Invalid dtype for `swap`. Ref dtype: float32. Value dtype: float16.)
// CHECK-NOT: error:
