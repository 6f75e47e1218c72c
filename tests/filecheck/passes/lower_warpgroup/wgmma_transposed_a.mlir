// RUN: mgpu-opt %S/../../../differential/captured/acc_rows_128_lhs_t.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// wgmma(acc (128 x 64 f32), transpose(a) with a (64 x 128 f16, tiled (8, 64), 128-byte swizzle), b):
// A is M-major, read as an N-major B is (its descriptor's LBO the next 64-column tile, SBO the next
// 8 K-rows): a K step of 16 is two 8-row groups (2 x 2048 bytes: 256 in 16-byte units), the second
// group of 64 rows of D the next column tile (1024 bytes: 64). imm-trans-a is 1, as jax's
// a_transpose (wgmma.py:285-288 at jax-v0.10.2).
// CHECK:       %[[A:.*]] = llvm.or %{{.*}}, %{{.*}} : i64
// CHECK-NEXT:  %[[C00:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %[[A00:.*]] = llvm.add %[[A]], %[[C00]] : i64
// CHECK-NEXT:  %[[C01:.*]] = llvm.mlir.constant(256 : i64) : i64
// CHECK-NEXT:  %[[A01:.*]] = llvm.add %[[A]], %[[C01]] : i64
// CHECK:       %[[C10:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT:  %[[A10:.*]] = llvm.add %[[A]], %[[C10]] : i64
// CHECK:       %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// scale-d, scale-a, scale-b, trans-a, trans-b: all 1
// CHECK:       m64n64k16.f32.f16.f16 {{.*}} %[[A00]], %{{[0-9]+}}, %[[ONE]], %[[ONE]], %[[ONE]], %[[ONE]], %[[ONE]] :
// CHECK:       m64n64k16.f32.f16.f16 {{.*}} %[[A01]], %{{[0-9]+}}, %[[ONE]], %[[ONE]], %[[ONE]], %[[ONE]], %[[ONE]] :
// CHECK-COUNT-2: wgmma.mma_async
// CHECK:       m64n64k16.f32.f16.f16 {{.*}} %[[A10]], %{{[0-9]+}}, %[[ONE]], %[[ONE]], %[[ONE]], %[[ONE]], %[[ONE]] :
// CHECK-COUNT-3: wgmma.mma_async
// CHECK-NOT:   wgmma.mma_async
