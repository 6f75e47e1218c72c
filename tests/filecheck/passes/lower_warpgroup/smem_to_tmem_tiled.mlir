// RUN: mgpu-opt %S/../../../differential/captured/async_copy_smem_to_tmem_tiled.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// async_store_smem_to_tmem from an f16[128, 128] ref tiled (8, 8) without a swizzle: a
// tcgen05.cp.128x128b per 16-byte tile column (16 of them, 128 bytes apart), descriptor LBO 16,
// SBO 2048, no swizzle code (549755879424), each to TMEM 4 columns further.
// CHECK:      arith.constant 549755879424 : i64
// CHECK:      nvvm.tcgen05.cp %{{.*}}, %{{.*}} {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>}
// CHECK:      arith.constant 128 : i64
// CHECK:      arith.constant 4 : i32
// CHECK:      nvvm.tcgen05.cp
// CHECK:      arith.constant 1920 : i64
// CHECK:      arith.constant 60 : i32
// CHECK:      nvvm.tcgen05.cp
// CHECK-NOT:  nvvm.tcgen05.cp
