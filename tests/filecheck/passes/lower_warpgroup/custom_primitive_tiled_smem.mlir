// RUN: mgpu-opt %S/../../../differential/captured/inline_mgpu_tiled.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// An inline_mgpu body takes its SMEM ref (2x128x128xi16, sliced at [1], tiled (64, 64) and swizzled
// 128) in its tiled form, memref<2x2x64x64xi16> (jax's transform_type): the cast becomes a
// descriptor of the slice's tiled bytes, from the address of its first tile, with the tiled sizes
// and strides; the body's own code applies the swizzle.
// CHECK:       %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT:  %[[D0:.*]] = llvm.insertvalue %[[PTR:.*]], %[[U]][0]
// CHECK-NEXT:  %[[D1:.*]] = llvm.insertvalue %[[PTR]], %[[D0]][1]
// CHECK-NEXT:  %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-NEXT:  %{{.*}} = llvm.insertvalue %[[ZERO]], %[[D1]][2]
// CHECK-NEXT:  arith.constant 2 : i64
// CHECK-NEXT:  llvm.insertvalue {{.*}}[3, 0]
// CHECK-NEXT:  arith.constant 8192 : i64
// CHECK-NEXT:  llvm.insertvalue {{.*}}[4, 0]
// CHECK-NEXT:  arith.constant 2 : i64
// CHECK-NEXT:  llvm.insertvalue {{.*}}[3, 1]
// CHECK-NEXT:  arith.constant 4096 : i64
// CHECK-NEXT:  llvm.insertvalue {{.*}}[4, 1]
// CHECK-NEXT:  arith.constant 64 : i64
// CHECK-NEXT:  llvm.insertvalue {{.*}}[3, 2]
// CHECK-NEXT:  arith.constant 64 : i64
// CHECK-NEXT:  llvm.insertvalue {{.*}}[4, 2]
// CHECK-NEXT:  arith.constant 64 : i64
// CHECK-NEXT:  llvm.insertvalue {{.*}}[3, 3]
// CHECK-NEXT:  arith.constant 1 : i64
// CHECK-NEXT:  %[[D:.*]] = llvm.insertvalue {{.*}}[4, 3]
// CHECK-NEXT:  %{{.*}} = builtin.unrealized_conversion_cast %[[D]] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> to memref<2x2x64x64xi16, strided<[8192, 4096, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
// CHECK-NOT:   mosaic_gpu.
