// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: not mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout --split-input-file 2>&1 | filecheck %s --check-prefix=JAX0102

// An empty tile transform: jax 0.11 and later's is_valid_assignment raises (constraints.py:1401 at
// jax-v0.12.0.1, :1396 at 0.11.2), for the op that gives it, both checked against jax's infer_layout; jax
// 0.10.2's fails in its _compute_swizzle (an IndexError), and mgpu finds no layout.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "with_transforms"}> ({
    // JAX0102: error: 'mosaic_gpu.slice_smem' op Failed to infer a possible set of layouts.
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.with_transforms' op Empty tiling unsupported}}
    // expected-note @+1 {{give one, or no tile transform}}
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[]>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// A custom_primitive's: jax raises it as its Equals gives the ref the transforms.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "custom_primitive"}> ({
    // JAX0102: error: 'mosaic_gpu.slice_smem' op Failed to infer a possible set of layouts.
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.custom_primitive' op Empty tiling unsupported}}
    // expected-note @+1 {{give one, or no tile transform}}
    "mosaic_gpu.custom_primitive"(%s) <{in_layouts = [], in_transforms = [[#mosaic_gpu.tile<[]>]], out_layouts = []}> ({
      "mosaic_gpu.return"() : () -> ()
    }) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
