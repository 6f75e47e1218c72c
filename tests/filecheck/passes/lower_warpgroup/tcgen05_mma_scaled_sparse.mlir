// RUN: mgpu-opt %S/../../../differential/captured/block_scaled_sparse_matmul_n128.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// A block-scaled sparse tcgen05_mma (jax's test_block_scaled_sparse_matmul: E5M2, M = N = 128, K = 256; A
// (128, 128) compressed; (128, 4) f8E8M0FNU scales, one a 64-element block of the logical K; the (128, 128)
// i2 metadata) as jax's tcgen05.mma / _do_mma issue it, text and numbers as in jax's payload: four
// tcgen05.mma.sp.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X, A 32 bytes a step (descriptor offsets
// 0, 2, 4, 6), B 64 bytes (0, 4, 64, 68: its 128-byte swizzle tiles); the metadata two columns a step
// (0, 2, 4, 6) as the last operand, [$7], after the scales' [$5], [$6]; the block-scaled descriptor with the
// sparsity bit and scale ids 0..3 (0x08a00484 | id << 4 | id << 29: 144704644, 681575572, 1218446500,
// 1755317428), the scales at column group 0 for all four.
// CHECK:      arith.constant true
// CHECK-NEXT: arith.constant 0 : i32
// CHECK-NEXT: arith.addi
// CHECK-NEXT: [[M0:%.*]] = arith.constant 0 : i32
// CHECK-NEXT: [[META0:%.*]] = arith.addi %{{.*}}, [[M0]] : i32
// CHECK-NEXT: [[I0:%.*]] = arith.constant 144704644 : i32
// CHECK-NEXT: [[SA0:%.*]] = arith.constant 0 : i32
// CHECK-NEXT: [[SA:%.*]] = arith.addi %{{.*}}, [[SA0]] : i32
// CHECK-NEXT: [[SB0:%.*]] = arith.constant 0 : i32
// CHECK-NEXT: [[SB:%.*]] = arith.addi %{{.*}}, [[SB0]] : i32
// CHECK-NEXT: llvm.inline_asm has_side_effects {{.*}}add.s32 a_desc_low, $1, 0;{{.*}}add.s32 b_desc_low, $2, 0;{{.*}}tcgen05.mma.sp.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X [$0], a_desc, b_desc, [$7], $3, [$5], [$6], $4;{{.*}}"r,r,r,r,b,r,r,r" %{{.*}}, %{{.*}}, %{{.*}}, [[I0]], %{{.*}}, [[SA]], [[SB]], [[META0]]
// CHECK:      [[M2:%.*]] = arith.constant 2 : i32
// CHECK-NEXT: arith.addi %{{.*}}, [[M2]] : i32
// CHECK-NEXT: arith.constant 681575572 : i32
// CHECK:      llvm.inline_asm {{.*}}add.s32 a_desc_low, $1, 2;{{.*}}add.s32 b_desc_low, $2, 4;{{.*}}tcgen05.mma.sp{{.*}}block_scale
// CHECK:      [[M4:%.*]] = arith.constant 4 : i32
// CHECK-NEXT: arith.addi %{{.*}}, [[M4]] : i32
// CHECK-NEXT: arith.constant 1218446500 : i32
// CHECK:      llvm.inline_asm {{.*}}add.s32 a_desc_low, $1, 4;{{.*}}add.s32 b_desc_low, $2, 64;{{.*}}tcgen05.mma.sp{{.*}}block_scale
// CHECK:      [[M6:%.*]] = arith.constant 6 : i32
// CHECK-NEXT: arith.addi %{{.*}}, [[M6]] : i32
// CHECK-NEXT: arith.constant 1755317428 : i32
// CHECK:      llvm.inline_asm {{.*}}add.s32 a_desc_low, $1, 6;{{.*}}add.s32 b_desc_low, $2, 68;{{.*}}tcgen05.mma.sp{{.*}}block_scale
// CHECK-NOT:  tcgen05.mma
