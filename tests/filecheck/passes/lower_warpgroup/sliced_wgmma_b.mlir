// RUN: mgpu-opt %S/../../../differential/captured/dynamic_b_columns.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// wgmma(acc, a, b.at[:, pl.ds(64 j, 64)]) of a (128, 128) B tiled (8, 64), 128-byte swizzled (the
// pattern of hopper_matmul_mgpu with wg_dimension=N, issue #16): the slice is a view of B's tiled
// bytes. Its origin, at logical offset off = 128 i + c, is at tiled offset off + (off mod 128) * 7
// (the 8-row tiles of its column tile c / 64), and its descriptor keeps B's strides: 8-row groups
// 2048 bytes apart (SBO, bits 32-45: 2048 >> 4 = 0x80), 64-column tiles 1024 bytes apart (LBO, bits
// 16-29: 0x40), with the 128-byte swizzle (bit 62): 0x4000008000400000.
// CHECK:       %[[SLICE:.*]] = memref.subview %{{.*}}[0, %{{.*}}] [128, 64] [1, 1]
// CHECK-NEXT:  %[[D:.*]] = builtin.unrealized_conversion_cast %[[SLICE]]
// CHECK-NEXT:  %[[PTR:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT:  %[[OFF:.*]] = llvm.extractvalue %[[D]][2]
// CHECK-NEXT:  %[[ROW:.*]] = arith.constant 128 : i64
// CHECK-NEXT:  %[[COL:.*]] = arith.remui %[[OFF]], %[[ROW]] : i64
// CHECK-NEXT:  %[[SEVEN:.*]] = arith.constant 7 : i64
// CHECK-NEXT:  %[[SHIFT:.*]] = arith.muli %[[COL]], %[[SEVEN]] : i64
// CHECK-NEXT:  %[[TILED:.*]] = arith.addi %[[OFF]], %[[SHIFT]] : i64
// CHECK-NEXT:  %[[TWO:.*]] = arith.constant 2 : i64
// CHECK-NEXT:  %[[BYTES:.*]] = llvm.mul %[[TILED]], %[[TWO]] : i64
// CHECK-NEXT:  %[[BASE:.*]] = llvm.ptrtoint %[[PTR]] : !llvm.ptr<3> to i64
// CHECK-NEXT:  %[[ADDR:.*]] = llvm.add %[[BASE]], %[[BYTES]] : i64
// CHECK:       %[[MASKED:.*]] = llvm.and %[[ADDR]], %{{.*}} : i64
// CHECK-NEXT:  %{{.*}} = arith.constant 4 : i64
// CHECK-NEXT:  %[[LOW:.*]] = llvm.lshr %[[MASKED]], %{{.*}} : i64
// CHECK-NEXT:  %[[HIGH:.*]] = arith.constant 4611686568187396096 : i64
// CHECK-NEXT:  %{{.*}} = llvm.or %[[LOW]], %[[HIGH]] : i64
// CHECK-COUNT-8: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
