// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// get_cluster_ref along y: the rank of the CTA at (my x, %i, my z), x fastest
// (utils.cluster_idx), maps the ref's address (nvvm.mapa); the peer ref is a descriptor of the
// result type over that !llvm.ptr<7>, offset 0 (jax's utils.get_cluster_ref, utils.py:2316-2341 at
// jax-v0.10.2), which the vector_load reads as the cluster ref it is.
// CHECK:      %[[X:.*]] = gpu.cluster_block_id x
// CHECK:      %[[XI:.*]] = arith.index_cast %[[X]] : index to i32
// CHECK:      %[[NX:.*]] = gpu.cluster_dim_blocks x
// CHECK:      %[[NXI:.*]] = arith.index_cast %[[NX]] : index to i32
// CHECK:      %[[Y:.*]] = arith.muli %i, %[[NXI]] : i32
// CHECK:      %[[XY:.*]] = arith.addi %[[XI]], %[[Y]] : i32
// CHECK:      %[[RANK:.*]] = arith.addi %[[XY]], %{{.*}} : i32
// CHECK:      %[[LOCAL:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// CHECK-NEXT: %[[PEER:.*]] = nvvm.mapa %[[LOCAL]], %[[RANK]] : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK:      %[[D0:.*]] = llvm.insertvalue %[[PEER]], %{{.*}}[0] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[D1:.*]] = llvm.insertvalue %[[PEER]], %[[D0]][1]
// CHECK:      %[[REF:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> to memref<64x32xf32, #mosaic_gpu.smem_cluster>
// CHECK:      %[[FLAT:.*]] = memref.collapse_shape %[[REF]] {{\[\[}}0, 1]] : memref<64x32xf32, #mosaic_gpu.smem_cluster> into memref<2048xf32, #mosaic_gpu.smem_cluster>
// CHECK:      vector.load %[[FLAT]][%{{.*}}] : memref<2048xf32, #mosaic_gpu.smem_cluster>, vector<2xf32>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<64x32xf32>) -> (), sym_name = "peer_read"}> ({
  ^bb0(%i: i32, %out: memref<64x32xf32>):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x32xf32, #gpu.address_space<workgroup>>
    %p = "mosaic_gpu.get_cluster_ref"(%s, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (memref<64x32xf32, #gpu.address_space<workgroup>>, i32) -> memref<64x32xf32, #mosaic_gpu.smem_cluster>
    %v = "mosaic_gpu.vector_load"(%p) <{optimized = true}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[64, 32], 2>]} : (memref<64x32xf32, #mosaic_gpu.smem_cluster>) -> vector<64x32xf32>
    "mosaic_gpu.vector_store"(%v, %out) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[64, 32], 2>]} : (vector<64x32xf32>, memref<64x32xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
