// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, async_store_tmem verify: shape differs (ValueError): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message> (jaxlib's verifier's words), then the note with the fix (and Pallas's
// words); exit status 1.

func.func @shape_mismatch(%v: vector<128x64xf32>, %t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  "mosaic_gpu.async_store_tmem"(%v, %t) : (vector<128x64xf32>, memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
  func.return
}

// CHECK: {{.*}}plain_async_store_tmem_shape_mismatch.mlir:8:3: error: 'mosaic_gpu.async_store_tmem' op The `source` and `destination` must have the same shape.
// CHECK-NEXT: {{.*}}plain_async_store_tmem_shape_mismatch.mlir:8:3: note: store a value of shape (128, 128), or slice the TMEM ref with mosaic_gpu.slice_tmem (Pallas's async_store_tmem says: Invalid shape for `swap`. Ref shape: (128, 128). Expected shape: (128, 128). Value shape: (128, 64). Transforms: ().)
// CHECK-NOT: error:
