// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, tmem_alloc verify: result not in TMEM (jaxlib): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message>, then the note with the fix; exit status 1.

func.func @result_not_tmem(%p: memref<i32, #gpu.address_space<workgroup>>) {
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
  func.return
}

// CHECK: {{.*}}plain_tmem_alloc_result_not_tmem.mlir:7:3: error: 'mosaic_gpu.tmem_alloc' op The tmem memref must have a mosaic_gpu.tmem memory space but got: #gpu.address_space<workgroup>
// CHECK-NEXT: {{.*}}plain_tmem_alloc_result_not_tmem.mlir:7:3: note: use a TMEM ref: memref<128x128xf32, #mosaic_gpu.tmem>
// CHECK-NOT: error:
