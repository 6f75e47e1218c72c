// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// memref.collapse_shape: the tiling of the collapsed ref is the product of each group's tiles
// (cs.CollapseShape, constraints.py:308 at jax-v0.10.2): (128, 2, 64) tiled (8, 1, 64) collapsed
// [[0], [1, 2]] is (128, 128) tiled (8, 64). memref.expand_shape: one ref, its transforms unchanged
// (layout_inference.py:1955). jax's test_wgmma_reshaped_rhs_unit_tiling and test_reshape.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x2x64xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 1, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x2x64xf16, #gpu.address_space<workgroup>>) -> memref<128x2x64xf16, #gpu.address_space<workgroup>>
    %c = "memref.collapse_shape"(%t) <{reassociation = [[0], [1, 2]]}> : (memref<128x2x64xf16, #gpu.address_space<workgroup>>) -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%c) <{optimized = false}> : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> vector<128x128xf16>
    %f = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<128xf32, #gpu.address_space<workgroup>>
    %e = "memref.expand_shape"(%f) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 16, 4>}> : (memref<128xf32, #gpu.address_space<workgroup>>) -> memref<2x16x4xf32, #gpu.address_space<workgroup>>
    %w = "mosaic_gpu.vector_load"(%e) <{optimized = false}> : (memref<2x16x4xf32, #gpu.address_space<workgroup>>) -> vector<2x16x4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "memref.collapse_shape"(%{{.*}}) {{.*}}in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 1, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]
// CHECK-NEXT: "mosaic_gpu.vector_load"(%{{.*}}) {{.*}}in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]
// CHECK:      "memref.expand_shape"(%{{.*}}) {{.*}}in_transforms = {{\[\[}}]], out_transforms = {{\[\[}}]]
// CHECK-NEXT: "mosaic_gpu.vector_load"(%{{.*}}) {{.*}}out_layouts = [#mosaic_gpu.WGStridedFragLayout<[2, 16, 4], 1>]
