// RUN: mgpu-opt %S/../../../differential/captured/async_copy_smem_to_tmem_swizzled.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// async_store_smem_to_tmem of an f16[128, 128] ref tiled (8, 64) with the 128-byte swizzle into a
// packed TMEM ref, as jax's async_copy_smem_to_tmem: one thread issues a tcgen05.cp.128x256b per 32
// bytes of each tile column (4 a tile, 2 tiles), the descriptor at that byte offset (1024 bytes a
// tile column) with LBO 16, SBO 2048 (the 8-row tiles), 128-byte swizzle (0x4000008000010000),
// to TMEM 8 columns further each.
// CHECK:      arith.constant 4611686568183267328 : i64
// CHECK:      %[[D0:.*]] = llvm.or
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[T0:.*]] = arith.addi %[[TMEM:.*]], %[[C0]] : i32
// CHECK-NEXT: %[[P0:.*]] = llvm.inttoptr %[[T0]] : i32 to !llvm.ptr<6>
// CHECK-NEXT: nvvm.tcgen05.cp %[[P0]], %[[D0]] {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
// CHECK-NEXT: arith.constant 32 : i64
// CHECK:      arith.constant 8 : i32
// CHECK:      nvvm.tcgen05.cp
// CHECK:      arith.constant 1120 : i64
// CHECK:      arith.constant 56 : i32
// CHECK-NEXT: arith.addi %[[TMEM]]
// CHECK:      nvvm.tcgen05.cp
// CHECK-NOT:  nvvm.tcgen05.cp
