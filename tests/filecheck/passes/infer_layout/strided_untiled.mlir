// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// An untiled vector_load gets WGStridedFragLayout with the widest vector of at most 8 bytes
// (f16: 4). A pointwise op shares one layout over all its vector operands and results, so the
// splat constant operand is seen (and relaid out) as strided there, while the constant keeps Splat.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %cst = "arith.constant"() <{value = dense<2.0> : vector<128x64xf16>}> : () -> vector<128x64xf16>
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x64xf16, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<128x64xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%a) <{optimized = true}> : (memref<128x64xf16, #gpu.address_space<workgroup>>) -> vector<128x64xf16>
    %m = "arith.mulf"(%v, %cst) <{fastmath = #arith.fastmath<none>}> : (vector<128x64xf16>, vector<128x64xf16>) -> vector<128x64xf16>
    "mosaic_gpu.vector_store"(%m, %b) <{multimem = false}> : (vector<128x64xf16>, memref<128x64xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "arith.constant"() {{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 64]>]}
// CHECK-NEXT: "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]}
// CHECK-NEXT: "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> {out_transforms = [[]]}
// CHECK-NEXT: "mosaic_gpu.vector_load"(%{{.*}}) <{optimized = true}> {in_transforms = [[]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 64], 4>]}
// CHECK-NEXT: "arith.mulf"(%{{.*}}, %{{.*}}) {{.*}} {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 64], 4>, #mosaic_gpu.WGStridedFragLayout<[128, 64], 4>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 64], 4>]}
// CHECK-NEXT: "mosaic_gpu.vector_store"(%{{.*}}, %{{.*}}) <{multimem = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 64], 4>], in_transforms = [[]]}
