// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// The wgmma accumulator is WGMMA. The optimization_barrier between the splat constant and the
// accumulator takes WGMMA backwards (a Tiled relayout candidate beats the Splat one); the constant
// stays Splat (the broadcast happens at its consumer). a and b print their class tiling.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %cst = "arith.constant"() <{value = dense<0.0> : vector<64x128xf32>}> : () -> vector<64x128xf32>
    %sa = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %sb = "mosaic_gpu.slice_smem"() <{offset = 8192 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %acc = "mosaic_gpu.optimization_barrier"(%cst) : (vector<64x128xf32>) -> vector<64x128xf32>
    %a = "mosaic_gpu.with_transforms"(%sa) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.with_transforms"(%sb) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %r = "mosaic_gpu.wgmma"(%acc, %a, %b) : (vector<64x128xf32>, memref<64x64xf16, #gpu.address_space<workgroup>>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "arith.constant"(){{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]}
// CHECK:      "mosaic_gpu.optimization_barrier"(%{{.*}}) {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>]}
// CHECK:      "mosaic_gpu.wgmma"(%{{.*}}, %{{.*}}, %{{.*}}) {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>], [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>]}
