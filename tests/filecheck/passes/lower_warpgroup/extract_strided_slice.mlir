// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// Rows 64..127 of a 128x16 WGMMA-layout vector are the registers of its second 64-row tile
// (jax's FragmentedArray.__getitem__, fragmented_array.py:2017 at jax-v0.10.2): no code, the
// store takes the last 4 of the 8 loaded registers, in order.
// CHECK-COUNT-4:  llvm.load %{{.*}} : !llvm.ptr<3> -> vector<2xf32>
// CHECK:          %[[L4:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> vector<2xf32>
// CHECK:          %[[L5:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> vector<2xf32>
// CHECK:          %[[L6:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> vector<2xf32>
// CHECK:          %[[L7:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> vector<2xf32>
// CHECK:          llvm.store %[[L4]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[L5]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[L6]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[L7]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK-NOT:      llvm.store
func.func @lower_half() {
  %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x16xf32, #gpu.address_space<workgroup>>
  %d = "mosaic_gpu.slice_smem"() <{offset = 8192 : i32}> : () -> memref<64x16xf32, #gpu.address_space<workgroup>>
  %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<128x16xf32, #gpu.address_space<workgroup>>) -> vector<128x16xf32>
  %h = vector.extract_strided_slice %v {offsets = [64, 0], sizes = [64, 16], strides = [1, 1], in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : vector<128x16xf32> to vector<64x16xf32>
  "mosaic_gpu.vector_store"(%h, %d) <{multimem = false}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x16xf32>, memref<64x16xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}
