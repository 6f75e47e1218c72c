// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout --verify-diagnostics

// jax 0.10.2 computes a tiled ref's swizzle from its tile and refuses another one given
// (_extract_smem_transforms_from_custom_transform_attrs, layout_inference.py:2055-2082 at jax-v0.10.2): the 64-byte
// swizzle jax 0.11 takes of a tile of 64 f16 (given_swizzle_below_tile.mlir) is refused.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "swizzle_64_of_128_byte_rows"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.with_transforms' op Cannot honor caller-provided swizzle k64ByteSwizzle that is different from the computed swizle k128ByteSwizzle for type memref<64x128xf16, #gpu.address_space<workgroup>>.}}
    // expected-note @+1 {{use [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}}
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
