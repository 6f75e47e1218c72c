// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// A vector carried through scf.for: the init operand, the block argument, the result and the
// yield operand share one variable. Here the wgmma accumulator inside the loop makes it WGMMA;
// the splat init constant keeps its Splat layout.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %zero = "arith.constant"() <{value = dense<0.0> : vector<64x128xf32>}> : () -> vector<64x128xf32>
    %sa = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %sb = "mosaic_gpu.slice_smem"() <{offset = 8192 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %a = "mosaic_gpu.with_transforms"(%sa) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.with_transforms"(%sb) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %r = "scf.for"(%c0, %c4, %c1, %zero) ({
    ^bb0(%i: index, %acc: vector<64x128xf32>):
      %n = "mosaic_gpu.wgmma"(%acc, %a, %b) : (vector<64x128xf32>, memref<64x64xf16, #gpu.address_space<workgroup>>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
      "scf.yield"(%n) : (vector<64x128xf32>) -> ()
    }) : (index, index, index, vector<64x128xf32>) -> vector<64x128xf32>
    %h = "arith.truncf"(%r) : (vector<64x128xf32>) -> vector<64x128xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      %zero = "arith.constant"() {{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]}
// CHECK:      "scf.for"(%{{.*}}, %{{.*}}, %{{.*}}, %zero) ({
// CHECK:        "mosaic_gpu.wgmma"({{.*}}in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>]
// CHECK-NEXT:   "scf.yield"(%{{.*}}) {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>]}
// CHECK-NEXT: }) {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>]}
// CHECK-NEXT: "arith.truncf"(%{{.*}}) {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], {{.*}}>]}
