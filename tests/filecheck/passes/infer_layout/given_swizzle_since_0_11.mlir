// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file -p mgpu-infer-layout | filecheck %s
// RUN: mgpu-opt --jax 0.11.2 %s --split-input-file -p mgpu-infer-layout | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file -p mgpu-infer-layout | filecheck %s --check-prefix=JAX0102

// Since jax 0.11 the SMEM transforms of inference carry their swizzle apart from the tile (SMEMTransforms(tiling,
// swizzle): constraints.py:95, layout_inference.py:2115 and :2411 at 0.12.0.1): a with_transforms tile given alone
// is unswizzled, and no swizzle is written where there is none. jax 0.10.2 derives the swizzle from the tile
// (here 128 bytes: 32 f32) and writes it (jax 0.12.0.1's inference of its test_copy_7d_tiling_with_unit_middle_dims
// writes the tile alone).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x64xf32>) -> (), sym_name = "tile_alone"}> ({
  ^bb0(%g: memref<2x64xf32>):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<2x64xf32, #gpu.address_space<workgroup>>
    // CHECK:   "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[2, 32]>]]
    // JAX0102: "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[2, 32]>, #mosaic_gpu.swizzle<128 : i32>]]
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[2, 32]>]}> : (memref<2x64xf32, #gpu.address_space<workgroup>>) -> memref<2x64xf32, #gpu.address_space<workgroup>>
    // The ref transposed keeps the given (no) swizzle.
    // CHECK:   memref.transpose {{.*}}in_transforms = {{\[\[}}#mosaic_gpu.tile<[2, 32]>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[32, 2]>]]
    %r = "memref.transpose"(%t) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<2x64xf32, #gpu.address_space<workgroup>>) -> memref<64x2xf32, strided<[1, 64]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A tile and the swizzle it implies: written alike by every release.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "tile_and_swizzle"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<2x64xf32, #gpu.address_space<workgroup>>
    // CHECK:   "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[2, 32]>, #mosaic_gpu.swizzle<128 : i32>]]
    // JAX0102: "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[2, 32]>, #mosaic_gpu.swizzle<128 : i32>]]
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[2, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x64xf32, #gpu.address_space<workgroup>>) -> memref<2x64xf32, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
