// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A collective async_load (collective = [x], a 2 x 2 cluster): each CTA of its x pair loads half of
// the 64 x 64 f32 box, the rows of its linear index in the pair (the first dim the pair's size
// divides, launch_context.py:1145-1173 at jax-v0.10.2), into that half of the SMEM buffer, and
// multicasts it to both CTAs of its pair: mask 0b11 shifted by cluster y x 2 (utils.py:1798-1832).
// The descriptor's box is the half: 32 rows.
// CHECK:       %[[ROWS:.*]] = arith.constant 32 : i64
// CHECK:       llvm.store %[[ROWS]]
// CHECK:       call @mosaic_gpu_init_tma_desc(
// CHECK:       gpu.launch
// CHECK:       %[[X:.*]] = gpu.cluster_block_id x
// CHECK:       %[[IDX:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK:       %[[Y:.*]] = gpu.cluster_block_id y
// CHECK:       %[[YI:.*]] = arith.index_cast %[[Y]] : index to i32
// CHECK:       %[[TWO:.*]] = arith.constant 2 : i32
// CHECK:       %[[SH:.*]] = arith.muli %[[YI]], %[[TWO]] : i32
// CHECK:       %[[SHIFT:.*]] = arith.addi %{{.*}}, %[[SH]] : i32
// CHECK:       %[[PAIR:.*]] = arith.constant 3 : i32
// CHECK:       %[[M32:.*]] = arith.shli %[[PAIR]], %[[SHIFT]] : i32
// CHECK:       %[[MASK:.*]] = arith.trunci %[[M32]] : i32 to i16
// CHECK:       %[[START:.*]] = arith.muli %[[IDX]], %{{.*}} : index
// CHECK:       %[[ROW:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK:       %[[BYTES:.*]] = arith.constant 256 : index
// CHECK:       %[[OFF:.*]] = arith.muli %[[START]], %[[BYTES]] : index
// CHECK:       nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}, %[[ROW]]] multicast_mask = %[[MASK]] predicate = %{{.*}} : !llvm.ptr<3>, !llvm.ptr
func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
func.func @k(%g: memref<64x64xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  %smem = arith.constant 16392 : i32
  %c0_i32 = arith.constant 0 : i32
  gpu.launch clusters(%a0, %a1, %a2) in (%a3 = %c2, %a4 = %c2, %a5 = %c1) blocks(%b0, %b1, %b2) in (%b3 = %c2, %b4 = %c2, %b5 = %c1) threads(%t0, %t1, %t2) in (%t3 = %c128, %t4 = %c1, %t5 = %c1) dynamic_shared_memory_size %smem {
    %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<64x64xf32, #gpu.address_space<workgroup>>
    %bar = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    "mosaic_gpu.async_load"(%g, %buf, %bar, %c0_i32, %c0_i32) <{collective = [0 : i32], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 64>}> {in_transforms = [[]]} : (memref<64x64xf32>, memref<64x64xf32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
    gpu.terminator
  }
  func.return
}
