// RUN: mgpu-opt %S/inputs/sparse_matmul_f16.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// A sparse tcgen05_mma (f16, M = N = 128, K = 128; A (128, 64) compressed, tiled (8, 32) with the 64-byte swizzle;
// B K-major) as jax's tcgen05.mma / _do_mma issue it, text and numbers as in jax's payload: four
// tcgen05.mma.sp.cta_group::1.kind::f16, A 32 bytes a step (descriptor offsets 0, 2, 32, 34), B 64 bytes (0, 32,
// 64, 96); the metadata at column 0, 0, 2, 2 with sparsity selector 0, 1, 0, 1 (instruction descriptors
// 136314900 = 0x8200014 and 136314901: bits 0-1 the selector, bit 2 sparse) as the sixth operand, [$5].
// CHECK:      arith.constant true
// CHECK-NEXT: arith.constant 0 : i32
// CHECK-NEXT: arith.addi
// CHECK-NEXT: [[M0:%.*]] = arith.constant 0 : i32
// CHECK-NEXT: [[A0:%.*]] = arith.addi %{{.*}}, [[M0]] : i32
// CHECK-NEXT: [[I0:%.*]] = arith.constant 136314900 : i32
// CHECK-NEXT: llvm.inline_asm has_side_effects {{.*}}add.s32 a_desc_low, $1, 0;{{.*}}add.s32 b_desc_low, $2, 0;{{.*}}tcgen05.mma.sp.cta_group::1.kind::f16 [$0], a_desc, b_desc, [$5], $3, $4;{{.*}}"r,r,r,r,b,r" %{{.*}}, %{{.*}}, %{{.*}}, [[I0]], %{{.*}}, [[A0]]
// CHECK:      arith.constant 136314901 : i32
// CHECK-NEXT: llvm.inline_asm {{.*}}add.s32 a_desc_low, $1, 2;{{.*}}add.s32 b_desc_low, $2, 32;{{.*}}tcgen05.mma.sp
// CHECK:      [[M2:%.*]] = arith.constant 2 : i32
// CHECK-NEXT: arith.addi %{{.*}}, [[M2]] : i32
// CHECK-NEXT: arith.constant 136314900 : i32
// CHECK-NEXT: llvm.inline_asm {{.*}}add.s32 a_desc_low, $1, 32;{{.*}}add.s32 b_desc_low, $2, 64;{{.*}}tcgen05.mma.sp
// CHECK:      arith.constant 136314901 : i32
// CHECK-NEXT: llvm.inline_asm {{.*}}add.s32 a_desc_low, $1, 34;{{.*}}add.s32 b_desc_low, $2, 96;{{.*}}tcgen05.mma.sp
// CHECK-NOT:  tcgen05.mma
