// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, async_store_tmem verify: destination not in TMEM (ValueError): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message> (jaxlib's verifier's words), then the note with the fix (and Pallas's
// words); exit status 1.

func.func @not_tmem(%v: vector<128x128xf32>, %t: memref<128x128xf32, #gpu.address_space<workgroup>>) {
  "mosaic_gpu.async_store_tmem"(%v, %t) : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// CHECK: {{.*}}plain_async_store_tmem_not_tmem.mlir:8:3: error: 'mosaic_gpu.async_store_tmem' op The tmem memref must have a mosaic_gpu.tmem memory space but got: #gpu.address_space<workgroup>
// CHECK-NEXT: {{.*}}plain_async_store_tmem_not_tmem.mlir:8:3: note: store into a TMEM ref (memory space #mosaic_gpu.tmem, from mosaic_gpu.tmem_alloc), got memref<128x128xf32, #gpu.address_space<workgroup>> (Pallas's async_store_tmem says: Async store only supports TMEM refs)
// CHECK-NOT: error:
