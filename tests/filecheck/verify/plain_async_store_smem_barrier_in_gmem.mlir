// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, async_store_smem verify: barrier not in SMEM (ValueError): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message>, then the note with the fix; exit status 1.

func.func @barrier_in_gmem(%v: vector<64x128xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier>, %i: i32) {
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier>, i32) -> ()
  func.return
}

// CHECK: {{.*}}plain_async_store_smem_barrier_in_gmem.mlir:7:3: error: 'mosaic_gpu.async_store_smem' op barrier must be a SMEM reference, got memref<!mosaic_gpu.barrier>
// CHECK-NEXT: {{.*}}plain_async_store_smem_barrier_in_gmem.mlir:7:3: note: allocate the barrier in SMEM (mosaic_gpu.initialize_barrier on a SMEM slice): memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
// CHECK-NOT: error:
