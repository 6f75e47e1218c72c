// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A partitioned leader-tracked collective async_load over a pair of CTAs (axis 0 of a 64x32 slice):
// each CTA loads its 32 rows, starting at its cluster index times 32, into its own SMEM (no multicast,
// no offset in SMEM), signalling the barrier of cluster rank 0 (the mapa) with .cta_group::2, in jax's
// inline PTX (launch_context.py:984-1012 and 1781-1817 at jax-v0.10.2).
// CHECK:      %[[ID:.*]] = gpu.cluster_block_id x
// CHECK:      %[[IDX:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK:      %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT: %[[START:.*]] = arith.muli %[[IDX]], %[[C32]] : index
// CHECK-NEXT: %[[S32:.*]] = arith.index_cast %[[START]] : index to i32
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %{{.*}}, %[[S32]] : i32
// CHECK:      llvm.inline_asm has_side_effects "{\0A.reg .b32 mapped_addr;\0A@$0 mapa.shared::cluster.u32 mapped_addr, $3, 0;\0A@$0 cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$1], [$2, {$4,$5}], [mapped_addr];\0A}", "b,r,l,r,r,r" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ROW]] : (i1, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr<3>, i32, i32) -> !llvm.void
// CHECK-NOT:  nvvm.cp.async.bulk.tensor
// CHECK-NOT:  arith.trunci
func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
func.func @k(%g: memref<64x32xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  %smem = arith.constant 4104 : i32
  %c0_i32 = arith.constant 0 : i32
  gpu.launch clusters(%a0, %a1, %a2) in (%a3 = %c2, %a4 = %c1, %a5 = %c1) blocks(%b0, %b1, %b2) in (%b3 = %c2, %b4 = %c1, %b5 = %c1) threads(%t0, %t1, %t2) in (%t3 = %c128, %t4 = %c1, %t5 = %c1) dynamic_shared_memory_size %smem {
    %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<32x32xf32, #gpu.address_space<workgroup>>
    %bar = "mosaic_gpu.slice_smem"() <{offset = 4096 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    "mosaic_gpu.async_load"(%g, %buf, %bar, %c0_i32, %c0_i32) <{collective = [0 : i32], leader_tracked = #mosaic_gpu.copy_partitioned<axis = 0>, oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 32>}> {in_transforms = [[]]} : (memref<64x32xf32>, memref<32x32xf32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
    gpu.terminator
  }
  func.return
}
