// RUN: mgpu-opt %S/../../../differential/captured/tmem_store_load_collective.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// An f32[64, 160] value in the M = 64 collective register layout stored to (and loaded from) the
// M = 64 collective TMEM layout (a CTA's 64 rows of a pair's M = 128: columns 80.. in lanes 64..):
// as jax's _store_32xcols over the 80 folded columns, per 16-lane half a 16x256b.x8 of the first 64
// columns then a .x2 of the last 16 (jax's _transfer_32xcols), the second half at lane 16.
// CHECK:      tcgen05.st.sync.aligned.16x256b.x8.b32 [$32]
// CHECK:      arith.constant 64 : i32
// CHECK-NEXT: arith.addi
// CHECK-NEXT: tcgen05.st.sync.aligned.16x256b.x2.b32 [$8]
// CHECK:      arith.constant 1048576 : i32
// CHECK-NEXT: arith.addi
// CHECK-NEXT: tcgen05.st.sync.aligned.16x256b.x8.b32
// CHECK:      arith.constant 1048640 : i32
// CHECK-NEXT: arith.addi
// CHECK-NEXT: tcgen05.st.sync.aligned.16x256b.x2.b32
// CHECK-NOT:  tcgen05.st
// CHECK:      tcgen05.ld.sync.aligned.16x256b.x8.b32
// CHECK:      tcgen05.ld.sync.aligned.16x256b.x2.b32
// CHECK:      tcgen05.ld.sync.aligned.16x256b.x8.b32
// CHECK:      tcgen05.ld.sync.aligned.16x256b.x2.b32
// CHECK-NOT:  tcgen05.ld
