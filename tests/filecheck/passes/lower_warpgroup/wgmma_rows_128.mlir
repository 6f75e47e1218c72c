// RUN: mgpu-opt %S/../../../differential/captured/acc_rows_128.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// wgmma(acc (128 x 64 f32), a (128 x 64 f16, tiled (8, 64), 128-byte swizzle), b): one m64 wgmma a
// group of 64 rows of D and K step of 16 (jax's wgmma: wgmma.py:448-475 at jax-v0.10.2). A's
// descriptor advances 32 bytes (2 in 16-byte units) a K step and, for the second group, 8 of its
// 8-row tiles (8 x 1024 bytes: 512): group 0 reads 0, 2, 4, 6, group 1 512, 514, 516, 518.
// CHECK:       %[[A:.*]] = llvm.or %{{.*}}, %{{.*}} : i64
// CHECK-NEXT:  %[[C00:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %[[A00:.*]] = llvm.add %[[A]], %[[C00]] : i64
// CHECK-NEXT:  %[[C01:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:  %[[A01:.*]] = llvm.add %[[A]], %[[C01]] : i64
// CHECK:       %[[C10:.*]] = llvm.mlir.constant(512 : i64) : i64
// CHECK-NEXT:  %[[A10:.*]] = llvm.add %[[A]], %[[C10]] : i64
// CHECK-NEXT:  %[[C11:.*]] = llvm.mlir.constant(514 : i64) : i64
// CHECK-NEXT:  %[[A11:.*]] = llvm.add %[[A]], %[[C11]] : i64
// Each wgmma: its group's 32 accumulator registers, A's descriptor of that group and K step, B's.
// CHECK:       wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}} %{{[0-9]+}}, %[[A00]], %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} :
// CHECK:       wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}} %{{[0-9]+}}, %[[A01]], %{{[0-9]+}},
// CHECK-COUNT-2: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK:       wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}} %{{[0-9]+}}, %[[A10]], %{{[0-9]+}},
// CHECK:       wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}} %{{[0-9]+}}, %[[A11]], %{{[0-9]+}},
// CHECK-COUNT-2: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK-NOT:   wgmma.mma_async
