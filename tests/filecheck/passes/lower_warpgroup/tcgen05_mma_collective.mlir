// RUN: mgpu-opt %S/../../../differential/captured/simple_collective_matmul_256x256x256_s128_f16.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// A collective tcgen05_mma (a CTA pair, each CTA's part of D 128 x 256 f32, of B 128 columns): one
// tcgen05.mma.cta_group::2 per K step of 16 with jax's descriptor for twice the CTA's M and N
// (M = 256, N = 256: 272695312), 16 K steps.
// CHECK:      arith.constant 272695312 : i32
// CHECK:      add.s32 a_desc_low, $1, 0;\0A            add.s32 b_desc_low, $2, 4194304;{{.*}}tcgen05.mma.cta_group::2.kind::f16 [$0], a_desc, b_desc, $3, $4;{{.*}}%false
// CHECK-COUNT-15: tcgen05.mma.cta_group::2.kind::f16
// CHECK-NOT:  tcgen05.mma
