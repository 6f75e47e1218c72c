// RUN: mgpu-opt %s | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s | filecheck %s

// jaxlib's with_transforms verifier takes any attribute in its transforms (jaxlib 0.12.0.1, 0.11.2 and 0.10.2 parse
// and verify this module); jax's inference is what refuses one that is not a transform
// (tests/filecheck/passes/infer_layout/jax_given_transforms_refused.mlir).
// CHECK: "mosaic_gpu.with_transforms"(%{{.*}}) <{transforms = [1]}>
// CHECK: "mosaic_gpu.with_transforms"(%{{.*}}) <{transforms = ["x", #mosaic_gpu.tile<[8, 64]>]}>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [1 : i64]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %u = "mosaic_gpu.with_transforms"(%s) <{transforms = ["x", #mosaic_gpu.tile<[8, 64]>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
