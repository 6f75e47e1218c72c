// RUN: mgpu-opt %S/../../../differential/captured/simple_matmul_m128_n128_s128_f16_tl.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// tcgen05_mma(acc, transpose(a), b): A is M-major (a (K, M) f16 ref tiled (8, 64), 128-byte swizzle,
// seen through memref.transpose). Its descriptor reads as an N-major B's (mma_operands.py): LBO 1024
// bytes (the next M tile, 0x40 << 16 in the low word), SBO 2048 bytes (the next 8 rows of K), each K
// step of 16 two 8-row groups (256 in 16-byte units); the instruction descriptor sets transpose-A
// (bit 15) besides transpose-B: 136413200, as jax's create_instr_descriptor (tcgen05.py at jax-v0.10.2).
// CHECK:      arith.constant 136413200 : i32
// CHECK:      add.s32 a_desc_low, $1, 4194304;\0A            add.s32 b_desc_low, $2, 4194304;\0A            mov.b64 b_desc, {b_desc_low, 1073741952};\0A            mov.b64 a_desc, {a_desc_low, 1073741952};\0A            tcgen05.mma.cta_group::1.kind::f16
// CHECK:      add.s32 a_desc_low, $1, 4194560;
// CHECK:      add.s32 a_desc_low, $1, 4196096;{{.*}}
// CHECK-NOT:  tcgen05.mma
