// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, tmem_alloc verify: packing neither 1 nor 32 / bitwidth (jaxlib): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message>, then the note with the fix; exit status 1.

func.func @bad_packing(%p: memref<i32, #gpu.address_space<workgroup>>) {
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) {packing = 4 : i32} -> memref<128x128xbf16, #mosaic_gpu.tmem>
  func.return
}

// CHECK: {{.*}}plain_tmem_alloc_bad_packing.mlir:7:3: error: 'mosaic_gpu.tmem_alloc' op Only unpacked, or fully packed allocations are supported. Expected packing to be either 1 or 32 / element_bitwidth, but got: packing = 4, element_bitwidth = 16
// CHECK-NEXT: {{.*}}plain_tmem_alloc_bad_packing.mlir:7:3: note: use packing = 1 (unpacked) or packing = 2 (fully packed)
// CHECK-NOT: error:
