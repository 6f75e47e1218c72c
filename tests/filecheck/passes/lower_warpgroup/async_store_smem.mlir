// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// async_store_smem as jax lowers it: the peer CTA (cluster coordinates with x = %i) is reached
// through mapa; every thread expects 16384 / 128 bytes on the peer's barrier, then stores each
// of its 32 registers (2 x f16 = b32) with st.async at the tiled, 128B-swizzled peer address.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "k"}> ({
  ^bb0(%i: i32):
    %src = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %dst = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %bar = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%src) <{optimized = true}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    "mosaic_gpu.async_store_smem"(%v, %dst, %bar, %i) <{cluster_dim = 0 : i32, optimized = true}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK-NOT:   {{"mosaic_gpu\.[a-z_]*"\(}}
// CHECK:       gpu.dynamic_shared_memory
// CHECK-COUNT-32: llvm.load %{{.*}} : !llvm.ptr<3> -> vector<2xf16>
// CHECK:       gpu.cluster_block_id y
// CHECK:       gpu.cluster_block_id z
// CHECK:       %[[BAR:.*]] = nvvm.mapa %{{.*}}, %[[RANK:.*]] : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK:       %[[C128:.*]] = arith.constant 128 : i32
// CHECK-NEXT:  nvvm.mbarrier.arrive.expect_tx %[[BAR]], %[[C128]] {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
// CHECK:       nvvm.mapa %{{.*}}, %[[RANK]] : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK-COUNT-32: llvm.inline_asm has_side_effects "st.async.cluster.shared::cluster.mbarrier::complete_tx::bytes.b32 [$0], $1, [$2];", "l,r,l" %{{.*}}, %{{.*}}, %[[BAR]] : (!llvm.ptr<7>, i32, !llvm.ptr<7>) -> !llvm.void
// CHECK-NOT:   st.async
// CHECK-NOT:   {{"mosaic_gpu\.[a-z_]*"\(}}
