// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, async_store_smem verify: value is a scalar (NotImplementedError): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message>, then the note with the fix; exit status 1.

func.func @scalar(%v: f16, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (f16, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// CHECK: {{.*}}plain_async_store_smem_scalar.mlir:7:3: error: 'mosaic_gpu.async_store_smem' op Scalars are not supported in async_store_smem
// CHECK-NEXT: {{.*}}plain_async_store_smem_scalar.mlir:7:3: note: store a vector of rank >= 1: broadcast the scalar first, e.g. `vector.broadcast %x : f16 to vector<64x128xf16>`
// CHECK-NOT: error:
