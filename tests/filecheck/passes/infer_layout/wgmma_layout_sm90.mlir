// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// On sm90, a vector_load from an SMEM ref tiled by with_transforms takes the WGMMA layout; the
// tiling flows to every site of the slice_smem's class (the swizzle printed is recomputed from
// the tile's minor dim times the element width: 64 x f16 = 128 B). Forward propagation gives the
// consumers the same layout.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%t) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    %d = "arith.addf"(%v, %v) <{fastmath = #arith.fastmath<none>}> : (vector<64x128xf16>, vector<64x128xf16>) -> vector<64x128xf16>
    "mosaic_gpu.vector_store"(%d, %t) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK-NEXT: "mosaic_gpu.with_transforms"(%{{.*}}) {{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK-NEXT: "mosaic_gpu.vector_load"(%{{.*}}) {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK-NEXT: "arith.addf"(%{{.*}}) {{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>, #mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>]}
// CHECK-NEXT: "mosaic_gpu.vector_store"(%{{.*}}) <{multimem = false}> {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
