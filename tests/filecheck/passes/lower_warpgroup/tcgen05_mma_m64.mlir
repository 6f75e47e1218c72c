// RUN: mgpu-opt %S/../../../differential/captured/simple_matmul_m64_n256_s64_bf16.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// tcgen05_mma with a 64 x 256 f32 accumulator (TMEM's half-lane layout): as jax's mma, N splits over
// two lane groups: 8 K steps of an M = 64, N = 128 instruction (descriptor 69272720) at D's address,
// then 8 more at lane 16 (+ 16 << 16) with B's second 128 columns (+ 128 in 16-byte units: its next
// two 64-column tiles), each group starting without the old accumulator.
// CHECK:      arith.constant 69272720 : i32
// CHECK:      %[[D0:.*]] = arith.addi %[[D:.*]], %{{.*}} : i32
// CHECK-NEXT: inline_asm {{.*}}add.s32 a_desc_low, $1, 0;\0A            add.s32 b_desc_low, $2, 2097152;{{.*}}kind::f16{{.*}}%[[D0]], {{.*}}, %false
// CHECK:      add.s32 a_desc_low, $1, 98;\0A            add.s32 b_desc_low, $2, 2100736;
// CHECK-NEXT: arith.constant 1048576 : i32
// CHECK-NEXT: %[[D1:.*]] = arith.addi %[[D]], %{{.*}} : i32
// CHECK-NEXT: inline_asm {{.*}}add.s32 a_desc_low, $1, 0;\0A            add.s32 b_desc_low, $2, 2097280;{{.*}}%[[D1]], {{.*}}, %false
// CHECK:      add.s32 a_desc_low, $1, 98;\0A            add.s32 b_desc_low, $2, 2100864;{{.*}}
// CHECK-NOT:  tcgen05.mma
