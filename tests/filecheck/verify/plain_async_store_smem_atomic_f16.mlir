// RUN: not mgpu-opt %s 2>&1 | filecheck %s

// docs/design/spec.md §3 row, async_store_smem verify: atomic on f16/bf16 (NotImplementedError): the plain diagnostic is
// FILE:LINE:COL: error: '<op>' op <message>, then the note with the fix; exit status 1.

func.func @atomic_f16(%v: vector<64x128xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{atomic_type = 0 : i32, cluster_dim = 0 : i32}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// CHECK: {{.*}}plain_async_store_smem_atomic_f16.mlir:7:3: error: 'mosaic_gpu.async_store_smem' op f16/bf16 not supported for async atomics
// CHECK-NEXT: {{.*}}plain_async_store_smem_atomic_f16.mlir:7:3: note: async atomics (red.async) only take 32-bit integers: store an i32 value, or drop atomic_type for a plain st.async store
// CHECK-NOT: error:
