// RUN: not mgpu-opt --jax 0.12.0.1 %s --split-input-file -p mgpu-infer-layout 2>&1 | filecheck %s --check-prefix=JAX012
// RUN: not mgpu-opt --jax 0.11.2 %s --split-input-file -p mgpu-infer-layout 2>&1 | filecheck %s --check-prefix=JAX012
// RUN: not mgpu-opt --jax 0.10.2 %s --split-input-file -p mgpu-infer-layout 2>&1 | filecheck %s --check-prefix=JAX0102

// A with_transforms tile that does not tile the ref (8 x 64 of a 64 x 32 ref), refused at the with_transforms in the
// words of each release's _with_transforms_constraint_system (jax/experimental/mosaic/gpu/layout_inference.py:2163 at
// jax-v0.12.0.1, :2102 at jax-v0.10.2: 0.11 names the swizzle, which its transforms carry apart from the tile), as
// jax 0.12.0.1, 0.11.2 and 0.10.2's infer_layout each refuse this kernel (wrapped in a gpu.launch).
// JAX012: with_transforms_untileable.mlir:16:5: error: 'mosaic_gpu.with_transforms' op Cannot apply tiling TileTransform(tiling=(8, 64), rounding=None) with 128 swizzle to memref with shape (64, 32).
// JAX0102: with_transforms_untileable.mlir:16:5: error: 'mosaic_gpu.with_transforms' op Cannot apply tiling TileTransform(tiling=(8, 64), rounding=None) to memref with shape (64, 32).
// JAX012-NEXT: note: a with_transforms tile divides the ref's trailing dims
// JAX0102-NEXT: note: a with_transforms tile divides the ref's trailing dims
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x32xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x32xf16, #gpu.address_space<workgroup>>) -> memref<64x32xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A tile of more dims than the ref: jax 0.10.2 computes the swizzle from it first, and says so
// (_compute_swizzle, layout_inference.py:2277 at jax-v0.10.2).
// JAX012: with_transforms_untileable.mlir:31:5: error: 'mosaic_gpu.with_transforms' op Cannot apply tiling TileTransform(tiling=(8, 64), rounding=None) with 128 swizzle to memref with shape (128,).
// JAX0102: with_transforms_untileable.mlir:31:5: error: 'mosaic_gpu.with_transforms' op The tile rank (2) cannot be greater than the ref's rank (1).
// JAX0102-NEXT: note: a with_transforms tile has at most as many dims as the ref
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128xf16, #gpu.address_space<workgroup>>) -> memref<128xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
