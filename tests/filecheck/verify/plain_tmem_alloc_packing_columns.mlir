// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, tmem_alloc verify: columns not divisible by packing (jaxlib): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message>, then the note with the fix; exit status 1.

func.func @packing_columns(%p: memref<i32, #gpu.address_space<workgroup>>) {
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) {packing = 2 : i32} -> memref<128x777xbf16, #mosaic_gpu.tmem>
  func.return
}

// CHECK: {{.*}}plain_tmem_alloc_packing_columns.mlir:7:3: error: 'mosaic_gpu.tmem_alloc' op The number of unpacked columns must be divisible by the packing factor, but got: 777 / 2
// CHECK-NEXT: {{.*}}plain_tmem_alloc_packing_columns.mlir:7:3: note: make the number of columns a multiple of 2
// CHECK-NOT: error:
