// RUN: mgpu-opt %S/../../../differential/captured/simple_scaled_matmul_n128_e2m1_nvf4.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// A block-scaled tcgen05_mma of E2M1 operands with ue4m3 scales (16-element blocks):
// kind::mxf4nvf4.block_scale.scale_vec::4X, the four scales of a TMEM column all for one K step, so
// every step has scale id 0 and the scale addresses advance a column a step; the descriptor
// (136316032) has scale type 0 (ue4m3), as jax's create_scaled_f4_instr_descriptor makes it.
// CHECK:      arith.constant 136316032 : i32
// CHECK-NEXT: arith.constant 0 : i32
// CHECK:      add.s32 a_desc_low, $1, 0;\0A            add.s32 b_desc_low, $2, 0;{{.*}}tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::4X [$0], a_desc, b_desc, $3, [$5], [$6], $4;
// CHECK:      arith.constant 136316032 : i32
// CHECK-NEXT: arith.constant 4 : i32
// CHECK:      add.s32 a_desc_low, $1, 2;
// CHECK:      arith.constant 136316032 : i32
// CHECK-NEXT: arith.constant 8 : i32
// CHECK:      add.s32 a_desc_low, $1, 4;
// CHECK:      arith.constant 136316032 : i32
// CHECK-NEXT: arith.constant 12 : i32
// CHECK:      add.s32 a_desc_low, $1, 6;{{.*}}tcgen05.mma{{.*}}
// CHECK-NOT:  tcgen05.mma
