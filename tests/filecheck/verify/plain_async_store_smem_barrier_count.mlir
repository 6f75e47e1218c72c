// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, async_store_smem verify: barrier ref holds != 1 barrier (TypeError): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message>, then the note with the fix; exit status 1.

func.func @barrier_count(%v: vector<64x128xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// CHECK: {{.*}}plain_async_store_smem_barrier_count.mlir:7:3: error: 'mosaic_gpu.async_store_smem' op Expected a single barrier, got a barrier reference with shape (2,)
// CHECK-NEXT: {{.*}}plain_async_store_smem_barrier_count.mlir:7:3: note: pick one barrier first, e.g. `memref.subview %barriers[%i] [1] [1]` then index it to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
// CHECK-NOT: error:
