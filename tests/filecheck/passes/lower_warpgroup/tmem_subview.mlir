// RUN: mgpu-opt %s -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// memref.subview of a TMEM ref: whole rows, columns from a logical column index (jax's
// TMEMRef.slice, tcgen05.py:1174 at jax-v0.10.2). The ref is its 32-bit TMEM address; the slice's
// is that address plus the index scaled from logical to 32-bit columns by the layout's base tile
// (TMEMLayout.cols_in_shape of the tile over its logical columns, tcgen05.py:1210).

// The SCALES-like layout of test_tmem_batch_dimension_indexing (f8, four a column, replicated over
// the 4 warps): a tile of 4 logical columns takes 4 columns, so a dynamic index is added as it is.
// CHECK-LABEL: func.func @replicated_f8_dynamic
// CHECK:       %[[BASE:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<128x24xf8E5M2, #mosaic_gpu.tmem> to i32
// CHECK-NEXT:  %[[COL:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT:  %[[ADDR:.*]] = arith.addi %[[BASE]], %[[COL]] : i32
// CHECK-NEXT:  %{{.*}} = builtin.unrealized_conversion_cast %[[ADDR]] : i32 to memref<128x4xf8E5M2, strided<[24, 1], offset: ?>, #mosaic_gpu.tmem>
func.func @replicated_f8_dynamic(%t: memref<128x24xf8E5M2, #mosaic_gpu.tmem>, %i: index) -> memref<128x4xf8E5M2, strided<[24, 1], offset: ?>, #mosaic_gpu.tmem> {
  %s = memref.subview %t[0, %i] [128, 4] [1, 1] {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 4], [32, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-2], vector_dim = -3>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 4], [32, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-2], vector_dim = -3>]} : memref<128x24xf8E5M2, #mosaic_gpu.tmem> to memref<128x4xf8E5M2, strided<[24, 1], offset: ?>, #mosaic_gpu.tmem>
  func.return %s : memref<128x4xf8E5M2, strided<[24, 1], offset: ?>, #mosaic_gpu.tmem>
}

// Packed f16 (tmem_default_layout(2): two a column): the tile of 2 logical columns takes 1, so
// column 8 is column 8 * 1 / 2 = 4, computed as jax does.
// CHECK-LABEL: func.func @packed_f16_static
// CHECK:       %[[BASE:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<128x64xf16, #mosaic_gpu.tmem> to i32
// CHECK-NEXT:  %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT:  %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[M:.*]] = arith.muli %[[C8]], %[[ONE]] : i32
// CHECK-NEXT:  %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT:  %[[COL:.*]] = arith.divui %[[M]], %[[TWO]] : i32
// CHECK-NEXT:  %[[ADDR:.*]] = arith.addi %[[BASE]], %[[COL]] : i32
func.func @packed_f16_static(%t: memref<128x64xf16, #mosaic_gpu.tmem>) -> memref<128x16xf16, strided<[64, 1], offset: 8>, #mosaic_gpu.tmem> {
  %s = memref.subview %t[0, 8] [128, 16] [1, 1] {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : memref<128x64xf16, #mosaic_gpu.tmem> to memref<128x16xf16, strided<[64, 1], offset: 8>, #mosaic_gpu.tmem>
  func.return %s : memref<128x16xf16, strided<[64, 1], offset: 8>, #mosaic_gpu.tmem>
}
