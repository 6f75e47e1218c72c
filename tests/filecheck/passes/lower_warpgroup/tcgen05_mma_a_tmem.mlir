// RUN: mgpu-opt %S/../../../differential/captured/simple_matmul_m128_n128_s128_f16_lhs_tmem.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// tcgen05_mma(acc, a_tmem, b) with A a packed f16[128, 128] TMEM ref: as jax's _do_mma
// (tcgen05.py at jax-v0.10.2), A is a 32-bit TMEM address in brackets that advances 16 / 2 = 8
// columns a K step, B's descriptor 4096 bytes (256 in 16-byte units) a step; 8 K steps.
// CHECK:      .reg .b32 a_desc;{{.*}}add.s32 a_desc_low, $1, 0;\0A            add.s32 b_desc_low, $2, 4194304;{{.*}}mov.b32 a_desc, a_desc_low;\0A            tcgen05.mma.cta_group::1.kind::f16 [$0], [a_desc], b_desc, $3, $4;
// CHECK-SAME: %false
// CHECK:      add.s32 a_desc_low, $1, 8;\0A            add.s32 b_desc_low, $2, 4194560;
// CHECK:      add.s32 a_desc_low, $1, 16;\0A            add.s32 b_desc_low, $2, 4194816;
// CHECK:      add.s32 a_desc_low, $1, 56;\0A            add.s32 b_desc_low, $2, 4196096;{{.*}}
// CHECK-NOT:  tcgen05.mma
// CHECK:      nvvm.tcgen05.commit
