// RUN: mgpu-opt %S/../../../differential/captured/simple_scaled_matmul_n128_e2m1.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// A block-scaled tcgen05_mma of E2M1 operands (packed two a byte) with ue8m0 scales, as jax's _do_mma
// issues it (tcgen05.py:640-670, :728-746 at jax-v0.10.2). The operands' TMA descriptors take jax's
// 4-bit code 0 (launch_context.py:663), which jaxlib packs into bytes.
// CHECK:      unrealized_conversion_cast %{{[0-9]+}} : memref<128x256xf4E2M1FN> to
// CHECK:      [[CODE:%[0-9]+]] = arith.constant 0 : i64
// CHECK-NEXT: arith.constant 3 : i64
// CHECK:      call @mosaic_gpu_init_tma_desc(%{{[0-9]+}}, %{{[0-9]+}}, [[CODE]],
// A K step is 64 elements, 32 bytes: both K-major descriptors advance 2 (16-byte units) a step.
// kind::mxf4.block_scale.scale_vec::2X: two 32-element scale blocks a step, so a TMEM column of four
// scales serves two steps, with scale ids 0 and 2 in the descriptor (144704640: A / B code 1, N = 128,
// M = 128, ue8m0 at bit 23; 1218446496: the same with both scale ids 2), the scale addresses advancing
// a column every second step.
// CHECK:      [[D0:%[0-9]+]] = arith.constant 144704640 : i32
// CHECK-NEXT: [[Z:%[0-9]+]] = arith.constant 0 : i32
// CHECK-NEXT: [[AS:%[0-9]+]] = arith.addi %{{[0-9]+}}, [[Z]] : i32
// CHECK:      add.s32 a_desc_low, $1, 0;\0A            add.s32 b_desc_low, $2, 0;{{.*}}tcgen05.mma.cta_group::1.kind::mxf4.block_scale.scale_vec::2X [$0], a_desc, b_desc, $3, [$5], [$6], $4;{{.*}}[[D0]], %false, [[AS]],
// CHECK:      arith.constant 1218446496 : i32
// CHECK:      add.s32 a_desc_low, $1, 2;\0A            add.s32 b_desc_low, $2, 2;
// CHECK:      arith.constant 144704640 : i32
// CHECK-NEXT: [[ONE:%[0-9]+]] = arith.constant 4 : i32
// CHECK-NEXT: arith.addi %{{[0-9]+}}, [[ONE]] : i32
// CHECK:      add.s32 a_desc_low, $1, 4;\0A            add.s32 b_desc_low, $2, 4;
// CHECK:      arith.constant 1218446496 : i32
// CHECK:      add.s32 a_desc_low, $1, 6;\0A            add.s32 b_desc_low, $2, 6;{{.*}}tcgen05.mma{{.*}}
// CHECK-NOT:  tcgen05.mma
