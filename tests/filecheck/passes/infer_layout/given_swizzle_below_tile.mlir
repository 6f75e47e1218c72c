// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout | filecheck %s
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout | filecheck %s

// Since jax 0.11 a with_transforms swizzle need not be the one that follows from the tile, only divide its minor
// dim (_is_valid_smem_layout_assignment, constraints.py:1436-1446 at jax-v0.12.0.1): a 64-byte swizzle of a tile
// of 64 f16 (128 bytes) is kept, and a vector moves through the ref with a plan for that swizzle, as jax 0.12.0.1's
// and 0.11.2's infer_layout write it. (jax 0.10.2 refuses it: given_swizzle_below_tile_0_10_2.mlir.)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "swizzle_64_of_128_byte_rows"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // CHECK: "mosaic_gpu.with_transforms"{{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]]
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // CHECK: "mosaic_gpu.vector_load"{{.*}}in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]
    %v = "mosaic_gpu.vector_load"(%t) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    "mosaic_gpu.vector_store"(%v, %t) : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
