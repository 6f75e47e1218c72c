// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A column sum of a 64x16 f32 vector in the WGMMA layout: rows span the 4 warps, so after the
// in-warp part (registers, then lanes 4, 8, 16 apart) each warp stores its vector<2xf32> to the
// op's scratch (offset 4096) at slot lane * 4 + (warp ^ (lane / 4) % 4); after bar.sync of the
// warpgroup, each thread loads the 4 warps' parts as one vector<8xf32> and adds them as
// (p0 + p1) + (p2 + p3); a second bar.sync frees the scratch
// (jax's store_swizzled / reduce_stored, fragmented_array.py:3162-3330 at jax-v0.10.2).
// CHECK:      %[[OFF:.*]] = arith.constant 4096 : index
// CHECK:      %[[SCRATCH:.*]] = memref.view %{{.*}}[%[[OFF]]][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<512xf32, #gpu.address_space<workgroup>>
// CHECK-COUNT-3: nvvm.shfl.sync bfly
// CHECK:      arith.xori
// CHECK:      vector.store %{{.*}}, %[[SCRATCH]][%{{.*}}] : memref<512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK:      llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r"
// CHECK:      %[[ALL:.*]] = vector.load %[[SCRATCH]][%{{.*}}] : memref<512xf32, #gpu.address_space<workgroup>>, vector<8xf32>
// CHECK-DAG:  %[[P0:.*]] = vector.extract_strided_slice %[[ALL]] {offsets = [0], sizes = [2], strides = [1]}
// CHECK-DAG:  %[[P1:.*]] = vector.extract_strided_slice %[[ALL]] {offsets = [2], sizes = [2], strides = [1]}
// CHECK-DAG:  %[[P2:.*]] = vector.extract_strided_slice %[[ALL]] {offsets = [4], sizes = [2], strides = [1]}
// CHECK-DAG:  %[[P3:.*]] = vector.extract_strided_slice %[[ALL]] {offsets = [6], sizes = [2], strides = [1]}
// CHECK:      %[[A:.*]] = arith.addf %[[P0]], %[[P1]] fastmath<contract> : vector<2xf32>
// CHECK-NEXT: %[[B:.*]] = arith.addf %[[P2]], %[[P3]] fastmath<contract> : vector<2xf32>
// CHECK-NEXT: arith.addf %[[A]], %[[B]] fastmath<contract> : vector<2xf32>
// CHECK:      llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r"
// CHECK-NOT:  vector.multi_reduction
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "columns"}> ({
  ^bb0(%x: f32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x16xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x16xf32, #gpu.address_space<workgroup>>) -> vector<64x16xf32>
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[16]>]} : (f32) -> vector<16xf32>
    %r = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> {offset = 4096 : i32, scratch_size = 2048 : i32, in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>]} : (vector<64x16xf32>, vector<16xf32>) -> vector<16xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
