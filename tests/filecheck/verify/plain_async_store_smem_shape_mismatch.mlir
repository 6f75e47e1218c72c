// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, async_store_smem verify: logical shapes differ (TypeError): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message>, then the note with the fix; exit status 1.

func.func @shape_mismatch(%v: vector<64x64xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x64xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// CHECK: {{.*}}plain_async_store_smem_shape_mismatch.mlir:7:3: error: 'mosaic_gpu.async_store_smem' op The stored value has shape (64, 64), but the target reference has shape (64, 128)
// CHECK-NEXT: {{.*}}plain_async_store_smem_shape_mismatch.mlir:7:3: note: store a value of shape (64, 128), or slice the target reference (memref.subview) to shape (64, 64)
// CHECK-NOT: error:
