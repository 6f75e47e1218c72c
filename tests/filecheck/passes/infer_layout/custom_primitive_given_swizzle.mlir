// RUN: not mgpu-opt --jax 0.12.0.1 %s --split-input-file -p mgpu-infer-layout 2>&1 | filecheck %s
// RUN: not mgpu-opt --jax 0.11.2 %s --split-input-file -p mgpu-infer-layout 2>&1 | filecheck %s
// RUN: not mgpu-opt --jax 0.10.2 %s --split-input-file -p mgpu-infer-layout 2>&1 | filecheck %s --check-prefix=JAX0102

// The transforms a custom_primitive gives its SMEM operand, as each release's inference assigns them to the ref
// and writes them back on the op: jax 0.11 and later keep the given swizzle, none where the tile is given alone
// (_extract_smem_transforms_from_custom_transform_attrs, layout_inference.py:2109-2136 at jax-v0.12.0.1); jax 0.10.2
// computes it from the tile and refuses another (:2055-2082 at jax-v0.10.2). Each case's output is jax's
// infer_layout's in the three releases.

// The refusals print first (stderr, unbuffered): jax 0.10.2's of @no_swizzle, then @swizzle_first's.
// JAX0102: error: 'mosaic_gpu.custom_primitive' op Cannot honor caller-provided swizzle kNoSwizzle that is different from the computed swizle k128ByteSwizzle for type memref<64x128xf16, #gpu.address_space<workgroup>>.
// @swizzle_first: a swizzle before the tile, no list jax takes (the same words in every release).
// CHECK: error: 'mosaic_gpu.custom_primitive' op Unsupported transforms [#mosaic_gpu.swizzle<128 : i32>, #mosaic_gpu.tile<[8, 64]>]
// JAX0102: error: 'mosaic_gpu.custom_primitive' op Unsupported transforms [#mosaic_gpu.swizzle<128 : i32>, #mosaic_gpu.tile<[8, 64]>]

// CHECK-LABEL: func.func @tile_alone
// CHECK:   "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>]]}
// CHECK:   "mosaic_gpu.custom_primitive"(%{{.*}}) <{in_layouts = [], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>]], out_layouts = []}>
// JAX0102-LABEL: func.func @tile_alone
// JAX0102: "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// JAX0102: "mosaic_gpu.custom_primitive"(%{{.*}}) <{in_layouts = [], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = []}>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "tile_alone"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "mosaic_gpu.custom_primitive"(%s) <{in_layouts = [], in_transforms = [[#mosaic_gpu.tile<[8, 64]>]], out_layouts = []}> ({
      "mosaic_gpu.return"() : () -> ()
    }) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK-LABEL: func.func @no_swizzle
// CHECK:   "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>]]}
// CHECK:   "mosaic_gpu.custom_primitive"(%{{.*}}) <{in_layouts = [], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>]], out_layouts = []}>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "no_swizzle"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "mosaic_gpu.custom_primitive"(%s) <{in_layouts = [], in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<16 : i32>]], out_layouts = []}> ({
      "mosaic_gpu.return"() : () -> ()
    }) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK-LABEL: func.func @computed
// CHECK:   "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// JAX0102-LABEL: func.func @computed
// JAX0102: "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "computed"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "mosaic_gpu.custom_primitive"(%s) <{in_layouts = [], in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = []}> ({
      "mosaic_gpu.return"() : () -> ()
    }) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "swizzle_first"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "mosaic_gpu.custom_primitive"(%s) <{in_layouts = [], in_transforms = [[#mosaic_gpu.swizzle<128 : i32>, #mosaic_gpu.tile<[8, 64]>]], out_layouts = []}> ({
      "mosaic_gpu.return"() : () -> ()
    }) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
