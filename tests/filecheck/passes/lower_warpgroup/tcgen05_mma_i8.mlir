// RUN: mgpu-opt %S/../../../differential/captured/integer_matmul_s8_lhs_tmem.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// tcgen05_mma of i8 operands into an i32 accumulator, A in TMEM packed four a column: kind::i8 with
// jax's descriptor 136381600 (s32 D, A and B encoded signed: "Only s8 for now"); a K step is 32
// elements: A advances 32 / 4 = 8 columns, the N-major B four 8-row groups of K (SBO 1024 bytes: 256
// in 16-byte units).
// CHECK:      arith.constant 136381600 : i32
// CHECK:      add.s32 a_desc_low, $1, 0;\0A            add.s32 b_desc_low, $2, 2097152;{{.*}}mov.b32 a_desc, a_desc_low;\0A            tcgen05.mma.cta_group::1.kind::i8 [$0], [a_desc], b_desc, $3, $4;
// CHECK:      add.s32 a_desc_low, $1, 8;\0A            add.s32 b_desc_low, $2, 2097408;
// CHECK:      add.s32 a_desc_low, $1, 24;\0A            add.s32 b_desc_low, $2, 2097920;{{.*}}
// CHECK-NOT:  tcgen05.mma
