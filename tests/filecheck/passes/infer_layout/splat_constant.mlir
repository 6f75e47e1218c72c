// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// A splat constant keeps WGSplatFragLayout; stored as is into an untiled SMEM ref, which
// (having no with_transforms) defaults to no transforms.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %cst = "arith.constant"() <{value = dense<3.0> : vector<128x128xf32>}> : () -> vector<128x128xf32>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%cst, %s) <{multimem = false}> : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "arith.constant"() <{value = dense<3.000000e+00> : vector<128x128xf32>}> {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 128]>]}
// CHECK-NEXT: "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]}
// CHECK-NEXT: "mosaic_gpu.vector_store"(%{{.*}}, %{{.*}}) <{multimem = false}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 128]>], in_transforms = [[]]}
