// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A TMA gather of the 8 rows %idx names, columns [%col, %col + 64), of a 16 x 128 i32 GMEM ref into
// an SMEM ref tiled (8, 32) and 128B-swizzled, as jax lowers it (LaunchContext.async_copy's gather
// branch, launch_context.py:1487-1662 at jax-v0.10.2): the descriptor is the plain 2-D one of the
// ref with a box of one row of 32 columns and the ref's swizzle; 8 indices take TMA_INDICES_4, so
// the warpgroup's leader issues every copy: for each register of 4 rows, one tile::gather4 per tile
// column (2), the column %col + 32 j, into the tiled ref's element (row / 8, j, row % 8, 0).
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func @k(%x: memref<16x128xi32>, %rows: memref<8xi32>, %col: i32) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 2056 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %bar = "mosaic_gpu.slice_smem"() <{offset = 2048 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %idx = "mosaic_gpu.vector_load"(%rows) <{optimized = false}> {out_layouts = [#mosaic_gpu.TiledLayout<[[4]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 32>], vector_dim = -1>]} : (memref<8xi32>) -> vector<8xi32>
      %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<8x64xi32, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_load"(%x, %buf, %bar, %idx, %col) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 8, 64>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[4]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 32>], vector_dim = -1>], in_transforms = [[#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<16x128xi32>, memref<8x64xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, vector<8xi32>, i32) -> ()
      gpu.terminator
    }
    return
  }
}

// The descriptor: i32 (code 3), rank 2, sizes (16, 128), strides (128, 1), swizzle 128, box (1, 32).
// CHECK:       %[[CODE:.*]] = arith.constant 3 : i64
// CHECK-NEXT:  %[[RANK:.*]] = arith.constant 2 : i64
// CHECK:       %[[S0:.*]] = arith.constant 16 : i64
// CHECK:       %[[S1:.*]] = arith.constant 128 : i64
// CHECK:       %[[ST0:.*]] = arith.constant 128 : i64
// CHECK:       %[[ST1:.*]] = arith.constant 1 : i64
// CHECK:       %[[SW:.*]] = arith.constant 128 : i64
// CHECK:       %[[B0:.*]] = arith.constant 1 : i64
// CHECK:       %[[B1:.*]] = arith.constant 32 : i64
// CHECK-NEXT:  llvm.store %[[B1]]
// CHECK-NEXT:  call @mosaic_gpu_init_tma_desc(%{{.*}}, %{{.*}}, %[[CODE]], %[[RANK]], %{{.*}}, %{{.*}}, %[[SW]], %{{.*}})
// CHECK:       gpu.launch
//
// The warpgroup's leader issues each copy; the column is %col (its tile and offset in it, jax's
// TileTransform.transform_index) plus 32 a tile column.
// CHECK:       %[[LEADER:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK:       %[[COLI:.*]] = arith.index_cast %col : i32 to index
// CHECK:       %[[COL:.*]] = arith.index_cast %{{.*}} : index to i32
//
// Register 0 (rows 0-3): SMEM element (0, j, 0, 0), 256 j further a tile column; column %col + 32 j.
// CHECK:       %[[ROW0:.*]] = arith.constant 0 : i32
// CHECK-COUNT-4: vector.extract %[[R0:[0-9]+]][{{[0-3]}}] : i32 from vector<4xi32>
// CHECK:       %[[J0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[C0:.*]] = arith.addi %[[COL]], %[[J0]] : i32
// CHECK-NEXT:  llvm.inline_asm has_side_effects "@$0 cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes [$1], [$2, {$4, $5, $6, $7, $8}], [$3];", "b,r,l,r,r,r,r,r,r" %[[LEADER]], %{{.*}}, %{{.*}}, %{{.*}}, %[[C0]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i1, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32) -> !llvm.void
// CHECK-NEXT:  %[[TILE:.*]] = arith.constant 256 : index
// CHECK:       %[[J1:.*]] = arith.constant 32 : i32
// CHECK-NEXT:  %[[C1:.*]] = arith.addi %[[COL]], %[[J1]] : i32
// CHECK-NEXT:  llvm.inline_asm has_side_effects "{{.*}}tile::gather4{{.*}}" %[[LEADER]], %{{.*}}, %{{.*}}, %{{.*}}, %[[C1]],
//
// Register 1: rows 4-7, the same two copies 4 rows (128 elements) further.
// CHECK:       %[[FOUR:.*]] = arith.constant 4 : i32
// CHECK-NEXT:  arith.addi %{{.*}}, %[[FOUR]] : i32
// CHECK-COUNT-2: tile::gather4
// CHECK-NOT:   tile::gather4
// CHECK-NOT:   {{"?mosaic_gpu\.[a-z_]+"?\(}}
