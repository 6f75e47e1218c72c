// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A contiguous 512-element slice, more than a TMA box holds, from and to untiled, unswizzled SMEM: one cp.async.bulk of
// its bytes, as jax copies it (launch_context.py:1832-1917 in the 0.12.0.1 wheel). The load may read out of bounds
// unfilled (UNDEFINED): it moves no more bytes than GMEM (640 i8) holds from the slice's start, min(512, 640 - min(off,
// 640)), and completes the barrier's transaction for the rest; the store clamps alike.
// CHECK:       %[[OFF:.*]] = arith.muli %{{.*}}, %{{.*}} : i64
// CHECK:       %[[N:.*]] = arith.constant 640 : i64
// CHECK:       %[[LOW:.*]] = arith.minui %{{.*}}, %[[N]] : i64
// CHECK:       %[[LEFT:.*]] = arith.subi %[[N]], %[[LOW]] : i64
// CHECK:       %[[MOVED:.*]] = arith.minui %{{.*}}, %{{.*}} : i64
// CHECK:       %[[BYTES:.*]] = arith.trunci %[[MOVED]] : i64 to i32
// CHECK:       %[[REST:.*]] = arith.subi %{{.*}}, %[[BYTES]] : i32
// CHECK:       "@$2 mbarrier.complete_tx.shared::cta.b64 [$0], $1;", "r,r,b" %{{.*}}, %[[REST]], %{{.*}}
// CHECK:       "@$0 cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2], $3, [$4];", "b,l,l,r,l" %{{.*}}, %{{.*}}, %{{.*}}, %[[BYTES]], %{{.*}}
// CHECK:       "@$0 cp.async.bulk.global.shared::cta.bulk_group [$1], [$2], $3;", "b,l,l,r"
// CHECK:       nvvm.cp.async.bulk.commit.group
// CHECK-NOT:   cp.async.bulk.tensor
func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
func.func @k(%g: memref<640xi8>, %o: memref<640xi8>, %off: i32) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %smem = arith.constant 520 : i32
  gpu.launch blocks(%b0, %b1, %b2) in (%b3 = %c1, %b4 = %c1, %b5 = %c1) threads(%t0, %t1, %t2) in (%t3 = %c128, %t4 = %c1, %t5 = %c1) dynamic_shared_memory_size %smem {
    %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<512xi8, #gpu.address_space<workgroup>>
    %bar = "mosaic_gpu.slice_smem"() <{offset = 512 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    "mosaic_gpu.async_load"(%g, %buf, %bar, %off) <{collective = [], oob_fill_mode = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, slice_lengths = array<i64: 512>}> {in_transforms = [[]]} : (memref<640xi8>, memref<512xi8, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "mosaic_gpu.async_store"(%buf, %o, %off) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, slice_lengths = array<i64: 512>}> {in_transforms = [[]]} : (memref<512xi8, #gpu.address_space<workgroup>>, memref<640xi8>, i32) -> ()
    gpu.terminator
  }
  return
}
