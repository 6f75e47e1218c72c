// RUN: mgpu-opt %s -p mgpu-infer-layout --split-input-file --print-op-generic | filecheck %s

// On sm100 a tiled vector_load prefers the TCGEN05 layout (i32: tile (8, 32), swizzle 128).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xi32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xi32, #gpu.address_space<workgroup>>) -> memref<128x128xi32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%t) <{optimized = true}> : (memref<128x128xi32, #gpu.address_space<workgroup>>) -> vector<128x128xi32>
    "mosaic_gpu.vector_store"(%v, %t) <{multimem = false}> : (vector<128x128xi32>, memref<128x128xi32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "mosaic_gpu.vector_load"(%{{.*}}) <{optimized = true}> {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}

// -----

// With 64 rows TCGEN05 does not apply: sm100 falls back to WGMMA.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%t) <{optimized = true}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    "mosaic_gpu.vector_store"(%v, %t) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "mosaic_gpu.vector_load"(%{{.*}}) <{optimized = true}> {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
