// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout --split-input-file | filecheck %s --check-prefix=JAX0102

// A SMEM ref whose smallest stride is not 1: jax 0.11 and later's is_valid_assignment raises whatever the
// transforms (constraints.py:1411 at jax-v0.12.0.1, :1406 at 0.11.2); jax 0.10.2's infers it (its
// inference written here is jax 0.10.2's, each case checked against jax's infer_layout). Given transforms
// are refused at the op that gives them.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "with_transforms"}> ({
    // JAX0102: "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, strided<[256, 2]>, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.with_transforms' op We cannot apply swizzle to non-contiguous refs}}
    // expected-note @+1 {{the smallest stride of the SMEM ref memref<64x128xf16, strided<[256, 2]>, #gpu.address_space<workgroup>> is not 1}}
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, strided<[256, 2]>, #gpu.address_space<workgroup>>) -> memref<64x128xf16, strided<[256, 2]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// No transforms given: the solver's first layout for the ref (none) is refused, at the ref.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "vector_load"}> ({
    // JAX0102: "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = {{\[\[}}]]}
    // expected-error @+2 {{'mosaic_gpu.slice_smem' op We cannot apply swizzle to non-contiguous refs}}
    // expected-note @+1 {{is not 1}}
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, strided<[256, 2]>, #gpu.address_space<workgroup>>
    // JAX0102: "mosaic_gpu.vector_load"(%{{.*}}) {in_transforms = {{\[\[}}]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[64, 128], 4>]}
    %v = "mosaic_gpu.vector_load"(%s) : (memref<64x128xf16, strided<[256, 2]>, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
