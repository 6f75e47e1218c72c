// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A row sum of a 64x16 f32 vector in the WGMMA layout (jax's FragmentedArray.reduce,
// fragmented_array.py:2863 at jax-v0.10.2): per output register, the thread's two column tiles
// (vector<2xf32>) are added in order, then the vector's two elements, then the 4 lanes of a row
// with butterfly shuffles at lane strides 1 and 2; then the accumulator is added (result + acc).
// The 64x16 tile has 2 row groups per thread: two such chains.
// CHECK:          %[[V0:.*]] = arith.addf %{{.*}}, %{{.*}} fastmath<contract> : vector<2xf32>
// CHECK-NEXT:     %[[E0:.*]] = vector.extract %[[V0]][0] : f32 from vector<2xf32>
// CHECK-NEXT:     %[[E1:.*]] = vector.extract %[[V0]][1] : f32 from vector<2xf32>
// CHECK-NEXT:     %[[S:.*]] = arith.addf %[[E0]], %[[E1]] fastmath<contract> : f32
// CHECK-NEXT:     %[[R:.*]] = vector.broadcast %[[S]] : f32 to vector<1xf32>
// CHECK:          %[[ONE:.*]] = arith.constant 1 : i32
// CHECK:          %[[W:.*]] = vector.bitcast %[[R]] : vector<1xf32> to vector<1xi32>
// CHECK-NEXT:     %[[X:.*]] = vector.extract %[[W]][0] : i32 from vector<1xi32>
// CHECK-NEXT:     %[[Y:.*]] = nvvm.shfl.sync bfly %{{.*}}, %[[X]], %[[ONE]], %{{.*}} : i32 -> i32
// CHECK-NEXT:     %[[Y2:.*]] = vector.insert %[[Y]], %[[W]] [0] : i32 into vector<1xi32>
// CHECK-NEXT:     %[[P:.*]] = vector.bitcast %[[Y2]] : vector<1xi32> to vector<1xf32>
// CHECK-NEXT:     %[[R1:.*]] = arith.addf %[[R]], %[[P]] fastmath<contract> : vector<1xf32>
// CHECK:          %[[TWO:.*]] = arith.constant 2 : i32
// CHECK:          nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %[[TWO]], %{{.*}} : i32 -> i32
// CHECK:          %[[R2:.*]] = arith.addf %[[R1]], %{{.*}} fastmath<contract> : vector<1xf32>
// CHECK:          arith.addf %{{.*}}, %{{.*}} fastmath<contract> : vector<2xf32>
// CHECK-COUNT-2:  nvvm.shfl.sync bfly
// CHECK:          arith.addf %[[R2]], %{{.*}} fastmath<contract> : vector<1xf32>
// CHECK-NOT:      vector.multi_reduction
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "rows"}> ({
  ^bb0(%x: f32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x16xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x16xf32, #gpu.address_space<workgroup>>) -> vector<64x16xf32>
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64]>]} : (f32) -> vector<64xf32>
    %r = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : (vector<64x16xf32>, vector<64xf32>) -> vector<64xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
