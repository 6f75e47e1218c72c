// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// memref.transpose (jax's _memref_transpose_op_constraint_system): the transposed ref's tiling is
// its source's, its tiled dims permuted alike: (8, 64) through (0, 2, 1) is (64, 8), still with the
// 128-byte swizzle of the (now second-to-last) minor dim.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<2x64x128xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x64x128xf16, #gpu.address_space<workgroup>>) -> memref<2x64x128xf16, #gpu.address_space<workgroup>>
    %p = "memref.transpose"(%t) <{permutation = affine_map<(d0, d1, d2) -> (d0, d2, d1)>}> : (memref<2x64x128xf16, #gpu.address_space<workgroup>>) -> memref<2x128x64xf16, strided<[8192, 1, 128]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "memref.transpose"(%{{.*}}) <{permutation = affine_map<(d0, d1, d2) -> (d0, d2, d1)>}> {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[64, 8]>, #mosaic_gpu.swizzle<128 : i32>]]}
