// RUN: mgpu-opt %S/../../../differential/captured/simple_matmul_m128_n128_s128_f16_tr.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// tcgen05_mma(acc, a, transpose(b)): B is K-major (an (N, K) ref seen through memref.transpose) and
// reads as A does: no LBO, each K step 32 bytes (2 in 16-byte units) into the swizzled row, then the next K tile (64 in
// 16-byte units: 1024 bytes on); the
// instruction descriptor clears transpose-B (bit 16): 136314896, as jax's.
// CHECK:      arith.constant 136314896 : i32
// CHECK:      add.s32 a_desc_low, $1, 0;\0A            add.s32 b_desc_low, $2, 0;\0A            mov.b64 b_desc, {b_desc_low, 1073741952};
// CHECK:      add.s32 a_desc_low, $1, 2;\0A            add.s32 b_desc_low, $2, 2;
// CHECK:      add.s32 a_desc_low, $1, 6;\0A            add.s32 b_desc_low, $2, 6;
// CHECK:      add.s32 a_desc_low, $1, 64;\0A            add.s32 b_desc_low, $2, 64;
// CHECK:      add.s32 a_desc_low, $1, 70;\0A            add.s32 b_desc_low, $2, 70;{{.*}}
// CHECK-NOT:  tcgen05.mma
