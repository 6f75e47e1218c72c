// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// async_prefetch of rows [%i, %i + 32) of a 64 x 128 f32 GMEM ref, as jax lowers it
// (LaunchContext.async_prefetch, launch_context.py:1880-1929): a TMA descriptor of the ref (box
// 32 x 128, no swizzle) built on the host, then jax's inline PTX prefetch to L2 by the warpgroup's
// leader, the coordinates innermost first.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func @k(%x: memref<64x128xf32>, %i: i32) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 0 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      "mosaic_gpu.async_prefetch"(%x, %i, %c0) <{collective = [], operandSegmentSizes = array<i32: 1, 2, 0>, slice_lengths = array<i64: 32, 128>}> : (memref<64x128xf32>, i32, i32) -> ()
      gpu.terminator
    }
    return
  }
}

// CHECK:       %[[BLOB:.*]] = llvm.alloca %{{.*}} x !llvm.array<128 x i8> {alignment = 64 : i64, mosaic_gpu_smem_alloc} : (i64) -> !llvm.ptr
// CHECK:       call @mosaic_gpu_init_tma_desc(
// CHECK:       gpu.launch
// CHECK:       %[[D:.*]] = llvm.getelementptr %{{.*}}[0] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK:       llvm.inline_asm has_side_effects "@$0 cp.async.bulk.prefetch.tensor.2d.L2.global.tile [$1, {$2,$3}];", "b,l,r,r" %{{.*}}, %[[D]], %[[C0:.*]], %[[I:.*]] : (i1, !llvm.ptr, i32, i32) -> !llvm.void
// CHECK-NOT:   {{"?mosaic_gpu\.[a-z_]+"?\(}}
