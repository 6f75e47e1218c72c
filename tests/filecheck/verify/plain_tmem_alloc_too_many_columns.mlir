// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, tmem_alloc verify: more than 512 columns (jaxlib): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message>, then the note with the fix; exit status 1.

func.func @too_many_columns(%p: memref<i32, #gpu.address_space<workgroup>>) {
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x1024xbf16, #mosaic_gpu.tmem>
  func.return
}

// CHECK: {{.*}}plain_tmem_alloc_too_many_columns.mlir:7:3: error: 'mosaic_gpu.tmem_alloc' op The number of allocated columns must be less than or equal to 512 but got: 1024
// CHECK-NEXT: {{.*}}plain_tmem_alloc_too_many_columns.mlir:7:3: note: TMEM has 512 32-bit columns per lane: allocate fewer columns or pack narrow types (packing = 32 / bitwidth)
// CHECK-NOT: error:
