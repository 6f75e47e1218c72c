// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, async_store_smem verify: element types differ (TypeError): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message>, then the note with the fix; exit status 1.

func.func @dtype_mismatch(%v: vector<64x128xf32>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf32>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// CHECK: {{.*}}plain_async_store_smem_dtype_mismatch.mlir:7:3: error: 'mosaic_gpu.async_store_smem' op The stored value has dtype float32, but the target reference has dtype float16
// CHECK-NEXT: {{.*}}plain_async_store_smem_dtype_mismatch.mlir:7:3: note: cast the value first: `arith.truncf %v : vector<64x128xf32> to vector<64x128xf16>`
// CHECK-NOT: error:
