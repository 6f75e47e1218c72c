// RUN: mgpu-opt %s -p mgpu-lower-lane | filecheck %s
// RUN: mgpu-opt %s -p 'mgpu-lower{semantics=lane}' | filecheck %s

// Lane input form: no in_/out_layouts, no in_transforms. The transforms come from the
// with_transforms that produced each SMEM ref; the loaded value's layout from its producer (a tiled,
// swizzled ref: WGMMA). Then the Warpgroup rules lower it as jax does: mapa to the peer, every
// thread expects 16384 / 128 bytes on the peer's barrier, 32 st.async.b32 per thread.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "k"}> ({
  ^bb0(%i: i32):
    %src = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %dst = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %bar = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    %s = "mosaic_gpu.with_transforms"(%src) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %d = "mosaic_gpu.with_transforms"(%dst) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    "mosaic_gpu.async_store_smem"(%v, %d, %bar, %i) <{cluster_dim = 0 : i32, optimized = true}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK-NOT:   {{"mosaic_gpu\.[a-z_]*"\(}}
// CHECK:       gpu.dynamic_shared_memory
// CHECK-COUNT-32: llvm.load %{{.*}} : !llvm.ptr<3> -> vector<2xf16>
// CHECK:       %[[BAR:.*]] = nvvm.mapa %{{.*}}, %[[RANK:.*]] : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK:       %[[C128:.*]] = arith.constant 128 : i32
// CHECK-NEXT:  nvvm.mbarrier.arrive.expect_tx %[[BAR]], %[[C128]] {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
// CHECK:       nvvm.mapa %{{.*}}, %[[RANK]] : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK-COUNT-32: llvm.inline_asm has_side_effects "st.async.cluster.shared::cluster.mbarrier::complete_tx::bytes.b32 [$0], $1, [$2];", "l,r,l" %{{.*}}, %{{.*}}, %[[BAR]] : (!llvm.ptr<7>, i32, !llvm.ptr<7>) -> !llvm.void
// CHECK-NOT:   st.async
// CHECK-NOT:   {{"mosaic_gpu\.[a-z_]*"\(}}
