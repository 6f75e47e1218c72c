// RUN: mgpu-opt %S/inputs/sparse_metadata_warp_map.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// async_store_sparse_metadata_smem_to_tmem of a (1, 1, 128, 64) i2 SMEM ref into 128 x 64 i2 of TMEM in
// sparse_meta_layout, in warp 0 of a warp_map, as jax's async_copy_sparse_metadata_smem_to_tmem: one lane of
// the warp (elect.sync) issues one tcgen05.cp.128x128b, from a descriptor with LBO 0 and SBO 128 bytes
// (8 << 32 = 34359738368), no swizzle, at the ref's first byte (offset x 2 bits / 8), to the TMEM ref's column.
// CHECK:      scf.index_switch
// CHECK:      nvvm.elect.sync
// CHECK-NEXT: scf.if
// CHECK:      llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK:      llvm.udiv
// CHECK:      arith.constant 34359738368 : i64
// CHECK:      nvvm.tcgen05.cp %{{.*}}, %{{.*}} {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>}
// CHECK-NOT:  nvvm.tcgen05.cp
