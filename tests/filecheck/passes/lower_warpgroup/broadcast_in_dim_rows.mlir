// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A row vector (WGMMA_ROW: one vector<1xf32> per 8-row group) broadcast along the columns to the
// WGMMA layout (jax's FragmentedArray.broadcast_in_dim, fragmented_array.py:3412 at jax-v0.10.2):
// each register is widened once to vector<2xf32> and repeated for the 8 column tiles of its rows.
// CHECK:          %[[R0:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> vector<1xf32>
// CHECK:          %[[R1:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> vector<1xf32>
// CHECK:          %[[E0:.*]] = vector.extract %[[R0]][0] : f32 from vector<1xf32>
// CHECK-NEXT:     %[[W0:.*]] = vector.broadcast %[[E0]] : f32 to vector<2xf32>
// CHECK:          %[[E1:.*]] = vector.extract %[[R1]][0] : f32 from vector<1xf32>
// CHECK-NEXT:     %[[W1:.*]] = vector.broadcast %[[E1]] : f32 to vector<2xf32>
// Registers run over the column tiles, then the two 8-row groups: the stores alternate.
// CHECK:          llvm.store %[[W0]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W1]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W0]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W1]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W0]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W1]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W0]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W1]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W0]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W1]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W0]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W1]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W0]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W1]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W0]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK:          llvm.store %[[W1]], %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK-NOT:      llvm.store
// CHECK-NOT:      mosaic_gpu.broadcast_in_dim
func.func @rows() {
  %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64xf32, #gpu.address_space<workgroup>>
  %d = "mosaic_gpu.slice_smem"() <{offset = 256 : i32}> : () -> memref<64x64xf32, #gpu.address_space<workgroup>>
  %r = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : (memref<64xf32, #gpu.address_space<workgroup>>) -> vector<64xf32>
  %b = "mosaic_gpu.broadcast_in_dim"(%r) <{broadcast_dimensions = array<i64: 0>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64xf32>) -> vector<64x64xf32>
  "mosaic_gpu.vector_store"(%b, %d) <{multimem = false}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x64xf32>, memref<64x64xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}
