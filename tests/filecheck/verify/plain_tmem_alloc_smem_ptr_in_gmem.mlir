// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, tmem_alloc verify: smem_ptr not in SMEM (jaxlib): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message>, then the note with the fix; exit status 1.

func.func @smem_ptr_in_gmem(%p: memref<i32>) {
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  func.return
}

// CHECK: {{.*}}plain_tmem_alloc_smem_ptr_in_gmem.mlir:7:3: error: 'mosaic_gpu.tmem_alloc' op The `smem_ptr` memref must have the Workgroup address space but got: <<NULL ATTRIBUTE>>
// CHECK-NEXT: {{.*}}plain_tmem_alloc_smem_ptr_in_gmem.mlir:7:3: note: pass a SMEM slot for the TMEM address: memref<i32, #gpu.address_space<workgroup>> (e.g. from mosaic_gpu.slice_smem)
// CHECK-NOT: error:
