// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// mosaic_gpu.reinterpret_cast: a new ref of the same bytes with transforms of its own, as jax's
// canonicalizer makes the cast of a slice_smem into a slice_smem of the new type before its
// inference (mosaic_gpu.cc:1218 at jax-v0.10.2). The cast's result takes the (64, 64) tiling of its
// user; its 2 x 64 x 64 source, which nothing else uses, none.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
    %r = "mosaic_gpu.reinterpret_cast"(%s) : (memref<2x64x64xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%r) <{transforms = [#mosaic_gpu.tile<[64, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x64xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%t) <{optimized = false}> : (memref<128x64xf16, #gpu.address_space<workgroup>>) -> vector<128x64xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}]]
// CHECK-NEXT: "mosaic_gpu.reinterpret_cast"(%{{.*}}) {in_transforms = {{\[\[}}]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[64, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK-NEXT: "mosaic_gpu.with_transforms"
