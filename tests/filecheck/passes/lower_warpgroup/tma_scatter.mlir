// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A TMA scatter of a 16 x 64 i32 SMEM ref (untiled) to the 16 rows of a 32 x 64 GMEM ref that %idx
// names, as jax lowers it (launch_context.py:1487-1662 at jax-v0.10.2): 16 indices take
// TMA_INDICES, whose register holds rows 4 w ... 4 w + 3 in warp w, so one elected lane of each
// warp issues a tile::scatter4 of its 4 rows from SMEM row 4 w (warp % 4, made uniform), column 0,
// with the plain 2-D descriptor of the ref (box 1 x 64, no swizzle); then the bulk group is committed.
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func @k(%x: memref<32x64xi32>, %rows: memref<16xi32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 4096 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      %idx = "mosaic_gpu.vector_load"(%rows) <{optimized = false}> {out_layouts = [#mosaic_gpu.TiledLayout<[[16], [4]], warp_dims = [-2], lane_dims = [#mosaic_gpu.Replicated<times = 32>], vector_dim = -1>]} : (memref<16xi32>) -> vector<16xi32>
      %src = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<16x64xi32, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store"(%src, %x, %idx, %c0) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 16, 64>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[16], [4]], warp_dims = [-2], lane_dims = [#mosaic_gpu.Replicated<times = 32>], vector_dim = -1>], in_transforms = [[]]} : (memref<16x64xi32, #gpu.address_space<workgroup>>, memref<32x64xi32>, vector<16xi32>, i32) -> ()
      gpu.terminator
    }
    return
  }
}

// The descriptor: no swizzle (16), box (1, 64).
// CHECK:       %[[SW:.*]] = arith.constant 16 : i64
// CHECK:       %[[B0:.*]] = arith.constant 1 : i64
// CHECK:       %[[B1:.*]] = arith.constant 64 : i64
// CHECK-NEXT:  llvm.store %[[B1]]
// CHECK-NEXT:  call @mosaic_gpu_init_tma_desc(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[SW]], %{{.*}})
// CHECK:       gpu.launch
//
// Warp w (its warp index made uniform, modulo 4) starts at row 4 w; one elected lane a warp issues.
// CHECK:       %[[WARP:.*]] = nvvm.shfl.sync idx
// CHECK:       %[[W:.*]] = arith.remui %[[WARP]], %{{.*}} : i32
// CHECK:       %[[ROW:.*]] = arith.muli %[[W]], %{{.*}} : i32
// CHECK-NEXT:  %[[ELECT:.*]] = nvvm.elect.sync -> i1
// CHECK:       %[[FIRST:.*]] = arith.addi %[[ROW]], %{{.*}} : i32
// CHECK:       %[[SIXTEEN:.*]] = arith.constant 16 : i32
// CHECK-NEXT:  %[[R:.*]] = arith.remui %{{.*}}, %[[SIXTEEN]] : i32
// CHECK-NEXT:  %[[RI:.*]] = arith.index_cast %[[R]] : i32 to index
// CHECK:       %[[ROWLEN:.*]] = arith.constant 64 : index
// CHECK-NEXT:  arith.muli %[[RI]], %[[ROWLEN]] : index
// CHECK-COUNT-4: vector.extract %{{.*}}[{{[0-3]}}] : i32 from vector<4xi32>
// CHECK:       %[[SRC:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// CHECK:       llvm.inline_asm has_side_effects "@$0 cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [$1, {$3, $4, $5, $6, $7}], [$2];", "b,l,r,r,r,r,r,r" %[[ELECT]], %{{.*}}, %[[SRC]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i1, !llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32) -> !llvm.void
// CHECK-NEXT:  nvvm.cp.async.bulk.commit.group
// CHECK-NOT:   tile::scatter4
// CHECK-NOT:   {{"?mosaic_gpu\.[a-z_]+"?\(}}
