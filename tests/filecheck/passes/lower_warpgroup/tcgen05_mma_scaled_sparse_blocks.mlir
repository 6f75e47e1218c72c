// RUN: sed '/async_store_scales_smem_to_tmem/d; s/128x4xf8E8M0FNU/128x8xf8E8M0FNU/g' %S/../../../differential/captured/block_scaled_sparse_matmul_n128.wg.wg_dialect.mlir | not mgpu-opt -p 'mgpu-lower{semantics=warpgroup}' 2>&1 | filecheck %s

// The block-scaled sparse matmul with 8 scales a row (a dense MMA's 32-element blocks) for its K = 256: a
// sparse MMA's scale covers 64 elements of the logical K (jax's scale_block * 2, tcgen05.py:349-351 at
// jax-v0.10.2), so jax refuses the shape (:420) and so does mgpu, with jax's numbers. (The scales' copies
// are deleted: they would refuse the new shape first.)
// CHECK: <stdin>:203:7: error: 'mosaic_gpu.tcgen05_mma' op not supported: a block-scaled sparse tcgen05_mma with K = 256 and scales memref<128x8xf8E8M0FNU, #mosaic_gpu.tmem> / memref<128x8xf8E8M0FNU, #mosaic_gpu.tmem> (jax's: K / 64 = 4 scale blocks, one a 64-element block of the logical K)
// CHECK-NEXT: note: from {{.*}}jax_suite/ported/sparse.py
