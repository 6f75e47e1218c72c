// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// wgmma operands in SMEM need an MMA tiling (8, S*8/bits): with no with_transforms, the largest
// swizzle that divides the shape is conjured (f16: (8, 64), swizzle 128), and a equals b.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %zero = "arith.constant"() <{value = dense<0.0> : vector<64x128xf32>}> : () -> vector<64x128xf32>
    %sa = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %sb = "mosaic_gpu.slice_smem"() <{offset = 8192 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %n = "mosaic_gpu.wgmma"(%zero, %sa, %sb) : (vector<64x128xf32>, memref<64x64xf16, #gpu.address_space<workgroup>>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK-NEXT: "mosaic_gpu.slice_smem"() <{offset = 8192 : i32}> {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK-NEXT: "mosaic_gpu.wgmma"({{.*}}) {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>], [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>]}
