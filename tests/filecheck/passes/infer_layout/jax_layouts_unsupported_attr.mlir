// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// A custom_primitive states its operands' layouts and transforms itself: an attribute that is none is
// refused by jax's from_layout_attr / from_transform_attr (layouts.py:139, :197 at jax-v0.12.0.1; :133,
// :173 at 0.11.2; :133, :169 at 0.10.2), each case checked against jax's infer_layout in the three.
"builtin.module"() ({
  "func.func"() <{function_type = (vector<64x64xf32>) -> (), sym_name = "layout"}> ({
  ^bb0(%v: vector<64x64xf32>):
    // expected-error @+2 {{'mosaic_gpu.custom_primitive' op Unsupported layout for conversion from MLIR attribute: 1 : i64}}
    // expected-note @+1 {{a layout is a #mosaic_gpu.TiledLayout}}
    "mosaic_gpu.custom_primitive"(%v) <{in_layouts = [1 : i64], in_transforms = [], out_layouts = []}> ({
      "mosaic_gpu.return"() : () -> ()
    }) : (vector<64x64xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "transform"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.custom_primitive' op Unsupported transform 1 : i64}}
    // expected-note @+1 {{a #mosaic_gpu.tile<[...]> and a #mosaic_gpu.swizzle<...>}}
    "mosaic_gpu.custom_primitive"(%s) <{in_layouts = [], in_transforms = [[#mosaic_gpu.tile<[8, 64]>, 1 : i64]], out_layouts = []}> ({
      "mosaic_gpu.return"() : () -> ()
    }) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
