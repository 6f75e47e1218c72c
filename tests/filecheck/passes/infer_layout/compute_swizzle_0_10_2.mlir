// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file -p mgpu-infer-layout 2>&1 | filecheck %s
// RUN: mgpu-opt --jax 0.11.2 %s --split-input-file -p mgpu-infer-layout 2>&1 | filecheck %s
// RUN: not mgpu-opt --jax 0.10.2 %s --split-input-file -p mgpu-infer-layout 2>&1 | filecheck %s --check-prefix=JAX0102

// jax 0.10.2 computes the swizzle of a tiled ref from the tile of its trailing dim of least stride, and refuses a
// tile that is not a whole number of bytes there (_compute_swizzle, layout_inference.py:2262-2293 at jax-v0.10.2);
// jax 0.11 and later compute none (a tile given alone is unswizzled). Each case's output is jax's infer_layout's
// in the three releases.

// jax 0.10.2 refuses a tile of 3 x 4 bits, given alone (as it writes the transforms, :2385) or with a swizzle.
// JAX0102: error: 'mosaic_gpu.with_transforms' op Minor tiling dimension is not byte aligned. Got 3 elements of 4 bits.
// JAX0102: error: 'mosaic_gpu.with_transforms' op Minor tiling dimension is not byte aligned. Got 3 elements of 4 bits.
// CHECK-LABEL: func.func @part_of_a_byte
// CHECK: "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 3]>]]}
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "part_of_a_byte"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x96xi4, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 3]>]}> : (memref<64x96xi4, #gpu.address_space<workgroup>>) -> memref<64x96xi4, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK-LABEL: func.func @part_of_a_byte_unswizzled
// CHECK: "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 3]>]]}
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "part_of_a_byte_unswizzled"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x96xi4, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 3]>, #mosaic_gpu.swizzle<16 : i32>]}> : (memref<64x96xi4, #gpu.address_space<workgroup>>) -> memref<64x96xi4, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// A 3-D ref whose least stride is its first dim: the swizzle follows the first tile dim (8 f16: 16 bytes, none),
// not the last (64 f16: 128 bytes), in jax 0.10.2.
// CHECK-LABEL: func.func @least_stride_first
// CHECK: "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 8, 64]>]]}
// JAX0102-LABEL: func.func @least_stride_first
// JAX0102: "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 8, 64]>, #mosaic_gpu.swizzle<16 : i32>]]}
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "least_stride_first"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 8, 64]>, #mosaic_gpu.swizzle<16 : i32>]}> : (memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>) -> memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK-LABEL: func.func @least_stride_first_tile_alone
// CHECK: "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 8, 64]>]]}
// JAX0102-LABEL: func.func @least_stride_first_tile_alone
// JAX0102: "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 8, 64]>, #mosaic_gpu.swizzle<16 : i32>]]}
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "least_stride_first_tile_alone"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 8, 64]>]}> : (memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>) -> memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
