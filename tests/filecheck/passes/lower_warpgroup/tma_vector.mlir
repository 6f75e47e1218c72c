// RUN: mgpu-opt %S/../../../corpus/pallas_tma_roundtrip_swizzled.wg.wg_layouts.mlir -p mgpu-lower-warpgroup | filecheck %s

// jax's own annotated IR of o = 2 * x through a TMA load into a (8, 64)-tiled, 128B-swizzled SMEM
// buffer, a WGMMA-layout vector_load / mulf / vector_store, and a TMA store.
//
// Host: one 128-byte TMA descriptor per copy, built by mosaic_gpu_init_tma_desc into one blob the
// launch captures.
// CHECK:       %[[BLOB:.*]] = llvm.alloca %{{.*}} x !llvm.array<256 x i8> {alignment = 64 : i64, mosaic_gpu_smem_alloc} : (i64) -> !llvm.ptr
// CHECK-COUNT-2: call @mosaic_gpu_init_tma_desc(
// CHECK:       %[[B:.*]] = llvm.load %[[BLOB]] : !llvm.ptr -> !llvm.array<256 x i8>
// CHECK-NEXT:  gpu.launch
// CHECK-NEXT:  %[[DESCS:.*]] = builtin.unrealized_conversion_cast %[[B]] : !llvm.array<256 x i8> to !llvm.ptr
//
// Barrier: one thread initialises it for 128 arrivals; every thread expects 16384 / 128 bytes.
// CHECK:       %[[C128:.*]] = arith.constant 128 : i32
// CHECK:       nvvm.mbarrier.init %{{.*}}, %[[C128]], predicate = %{{.*}} : !llvm.ptr<3>, i32, i1
// CHECK:       nvvm.mbarrier.arrive.expect_tx %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32 -> i64
//
// TMA load of the tiled view (col % 64, row % 8, col / 64, row / 8), innermost first, by one
// elected thread.
// CHECK:       %[[D0:.*]] = llvm.getelementptr %[[DESCS]][0] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK:       nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %[[D0]], %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] predicate = %{{.*}} : !llvm.ptr<3>, !llvm.ptr
// CHECK:       nvvm.mbarrier.try_wait.parity
//
// 32 registers of 2 x f16 per thread, each at its swizzled address a ^ (((a >> 7) & 7) << 4).
// CHECK-COUNT-32: llvm.load %{{.*}} : !llvm.ptr<3> -> vector<2xf16>
// CHECK-COUNT-32: arith.mulf %{{.*}}, %{{.*}} : vector<2xf16>
// CHECK:       arith.xori
// CHECK-COUNT-32: llvm.store %{{.*}}, %{{.*}} : vector<2xf16>, !llvm.ptr<3>
//
// CHECK:       %[[D1:.*]] = llvm.getelementptr %[[DESCS]][128] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK:       nvvm.cp.async.bulk.tensor.global.shared.cta %[[D1]], %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], predicate = %{{.*}} : !llvm.ptr, <3>
// CHECK-NEXT:  nvvm.cp.async.bulk.commit.group
// CHECK-NOT:   {{"?mosaic_gpu\.[a-z_]+"?\(}}
