// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// async_store with a reduction (plgpu.copy_smem_to_gmem(..., reduction_op=...)) as jax lowers it
// (launch_context.py:1835-1846): its descriptor, then jax's inline PTX cp.reduce.async.bulk.tensor by
// the warpgroup's leader, PTX's op name (smin -> min), the SMEM address a 32-bit "r" operand. A signed
// min reads the type as signed: the descriptor's type code is 9 (i32 read signed), not 3.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func @k(%o: memref<256xi32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 1024 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<256xi32, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store"(%s, %o, %c0) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, reduction_op = 10 : i32, slice_lengths = array<i64: 256>}> {in_transforms = [[]]} : (memref<256xi32, #gpu.address_space<workgroup>>, memref<256xi32>, i32) -> ()
      gpu.terminator
    }
    return
  }
}

// CHECK:       %[[CODE:.*]] = arith.constant 9 : i64
// CHECK:       call @mosaic_gpu_init_tma_desc(%{{.*}}, %{{.*}}, %[[CODE]],
// CHECK:       gpu.launch
// CHECK:       %[[SRC:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// CHECK:       %[[D:.*]] = llvm.getelementptr %{{.*}}[0] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK:       llvm.inline_asm has_side_effects "@$0 cp.reduce.async.bulk.tensor.1d.global.shared::cta.min.tile.bulk_group [$2,{$3}], [$1];", "b,r,l,r" %{{.*}}, %[[SRC]], %[[D]], %{{.*}} : (i1, !llvm.ptr<3>, !llvm.ptr, i32) -> !llvm.void
// CHECK-NEXT:  nvvm.cp.async.bulk.commit.group
// CHECK-NOT:   {{"?mosaic_gpu\.[a-z_]+"?\(}}
