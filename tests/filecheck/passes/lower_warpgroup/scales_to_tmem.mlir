// RUN: mgpu-opt %S/../../../differential/captured/simple_scaled_matmul_n128_e5m2.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// async_store_scales_smem_to_tmem of f8E8M0FNU[1, 2, 32, 16] (one 128-row tile, two K tiles of 512
// bytes) into a (128, 8) ref in scales_layout: per K tile one tcgen05.cp.32x128b.warpx4 from a
// descriptor with no swizzle and SBO 128 (34359738368 = 8 << 32), to TMEM 4 columns further; the
// first store is A's, the second B's.
// CHECK:      scf.if
// CHECK:      arith.constant 34359738368 : i64
// CHECK:      nvvm.tcgen05.cp %{{.*}}, %{{.*}} {multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}
// CHECK-NEXT: arith.constant 512 : i64
// CHECK:      arith.constant 4 : i32
// CHECK:      nvvm.tcgen05.cp %{{.*}}, %{{.*}} {multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}
// CHECK-NEXT: }
// CHECK:      scf.if
// CHECK-COUNT-2: nvvm.tcgen05.cp {{.*}}warpx4
// CHECK-NOT:  nvvm.tcgen05.cp
// The MMA: 8 K steps of kind::mxf8f6f4.block_scale.scale_vec::1X, scale ids 0..3 then again, the
// scale addresses 4 columns further after 4 steps (descriptor 0x08a00480 | id << 4 | id << 29:
// e5m2, N = 128, ue8m0, M = 128; id 1 is 681575568).
// CHECK:      arith.constant 144704640 : i32
// CHECK:      arith.constant 0 : i32
// CHECK:      tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X [$0], a_desc, b_desc, $3, [$5], [$6], $4;
// CHECK-SAME: "r,r,r,r,b,r,r"
// CHECK:      arith.constant 681575568 : i32
// CHECK:      tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X
// CHECK:      arith.constant 144704640 : i32
// CHECK:      arith.constant 4 : i32
// CHECK:      tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X
