// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// A with_transforms whose transforms hold an attribute that is no transform: jaxlib verifies it, jax's inference
// refuses it as it reads the list (from_transform_attr, layouts.py:197 at jax-v0.12.0.1, :173 at 0.11.2, :169 at
// 0.10.2), each case refused so by jax's infer_layout in the three releases.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "integer"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.with_transforms' op Unsupported transform 1 : i64}}
    // expected-note @+1 {{a #mosaic_gpu.tile<[...]> and a #mosaic_gpu.swizzle<...>}}
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [1 : i64]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "string_first"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.with_transforms' op Unsupported transform "x"}}
    // expected-note @+1 {{a SMEM ref's transforms are}}
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = ["x", #mosaic_gpu.tile<[8, 64]>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
