// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, async_load_tmem verify: source not in TMEM (ValueError): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message> (jaxlib's verifier's words), then the note with the fix (and Pallas's
// words); exit status 1.

func.func @not_tmem(%t: memref<128x128xf32, #gpu.address_space<workgroup>>) {
  %0 = "mosaic_gpu.async_load_tmem"(%t) : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
  func.return
}

// CHECK: {{.*}}plain_async_load_tmem_not_tmem.mlir:8:3: error: 'mosaic_gpu.async_load_tmem' op The tmem memref must have a mosaic_gpu.tmem memory space but got: #gpu.address_space<workgroup>
// CHECK-NEXT: {{.*}}plain_async_load_tmem_not_tmem.mlir:8:3: note: load from a TMEM ref (memory space #mosaic_gpu.tmem, from mosaic_gpu.tmem_alloc), got memref<128x128xf32, #gpu.address_space<workgroup>>; use mosaic_gpu.vector_load for SMEM (Pallas's async_load_tmem says: Async load only supports TMEM refs)
// CHECK-NOT: error:
