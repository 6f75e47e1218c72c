// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// WGMMA -> WGMMA_TRANSPOSED of 16-bit values (jax's FragmentedArray.to_layout,
// fragmented_array.py:1183 at jax-v0.10.2): each register goes to the lane 4 away (shfl.bfly 4) and
// is blended with it by prmt, 0x5410 (low halves) in even rows of lanes (thread / 4 even), 0x3276
// (high halves) in odd ones; the second of the 2 registers alike.
// CHECK:      %[[R:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> vector<2xf16>
// CHECK:      llvm.load %{{.*}} : !llvm.ptr<3> -> vector<2xf16>
// CHECK:      %[[Q:.*]] = arith.divui %{{.*}}, %{{.*}} : i32
// CHECK:      %[[ROW:.*]] = arith.remui %[[Q]], %{{.*}} : i32
// CHECK:      %[[EVEN:.*]] = arith.cmpi eq, %[[ROW]], %{{.*}} : i32
// CHECK-DAG:  %[[LO:.*]] = arith.constant 21520 : i32
// CHECK-DAG:  %[[HI:.*]] = arith.constant 12918 : i32
// CHECK:      %[[PERM:.*]] = arith.select %[[EVEN]], %[[LO]], %[[HI]] : i32
// CHECK:      %[[FOUR:.*]] = arith.constant 4 : i32
// CHECK:      %[[W:.*]] = vector.bitcast %[[R]] : vector<2xf16> to vector<1xi32>
// CHECK:      %[[WORD:.*]] = vector.extract %[[W]][0] : i32 from vector<1xi32>
// CHECK:      nvvm.shfl.sync bfly %{{.*}}, %[[WORD]], %[[FOUR]], %{{.*}} : i32 -> i32
// CHECK:      %[[MOVED:.*]] = vector.bitcast %{{.*}} : vector<1xi32> to vector<2xf16>
// CHECK:      %[[MINE:.*]] = vector.bitcast %[[R]] : vector<2xf16> to vector<1xi32>
// CHECK:      %[[A:.*]] = vector.extract %[[MINE]][0] : i32 from vector<1xi32>
// CHECK:      %[[THEIRS:.*]] = vector.bitcast %[[MOVED]] : vector<2xf16> to vector<1xi32>
// CHECK:      %[[B:.*]] = vector.extract %[[THEIRS]][0] : i32 from vector<1xi32>
// CHECK:      llvm.inline_asm "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r" %[[A]], %[[B]], %[[PERM]] : (i32, i32, i32) -> i32
// CHECK-COUNT-1: nvvm.shfl.sync bfly
// CHECK-NOT:  nvvm.shfl.sync bfly
func.func @transpose_f16() {
  %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x8xf16, #gpu.address_space<workgroup>>
  %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x8xf16, #gpu.address_space<workgroup>>) -> vector<64x8xf16>
  %t = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>]} : (vector<64x8xf16>) -> vector<64x8xf16>
  func.return
}
