// RUN: mgpu-opt --jax 0.10.2 %S/../../../differential/captured/mma_s8.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// mosaic_gpu.mma of i8 operands into i32 (64 x 64 @ 64 x 16): mma.sync.m16n8k32 with signed 8-bit
// operands (jax's dialect lowering makes integer operands signed, dialect_lowering.py:1674 at
// jax-v0.10.2), four elements a word, i32 registers ("r"); 1 x 2 x 2 tiles. Read as jax 0.10.2, which captured it
// (jax 0.12 refuses its GMEM loads of A and B, which do not say optimized = false: gmem_transfer_plan.mlir).
// CHECK:       %[[W:.*]] = vector.bitcast %{{.*}} : vector<4xi8> to vector<1xi32>
// CHECK-COUNT-4: llvm.inline_asm "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=r,=r,=r,=r,r,r,r,r,r,r,r,r,r,r" {{.*}} : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT:   mma.sync
