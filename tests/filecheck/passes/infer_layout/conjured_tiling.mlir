// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// A Tiled (WGMMA) value stored into an SMEM ref with no with_transforms: the ref's class gets a
// conjured tiling (8, 128 B / element size), preferred over the untiled default. memref.cast and
// memref.subview results share the class.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %in = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%in) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%t) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    %out = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<1x64x128xf16, #gpu.address_space<workgroup>>
    %sv = "memref.subview"(%out) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 64, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
    %c = "memref.cast"(%sv) : (memref<64x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%v, %c) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK-NEXT: "memref.subview"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK-NEXT: "memref.cast"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK-NEXT: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
