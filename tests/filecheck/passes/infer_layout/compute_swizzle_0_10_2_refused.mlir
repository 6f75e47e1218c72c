// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout --verify-diagnostics

// jax 0.10.2 computes the swizzle of this ref from its first tile dim, the one of least stride (8 f16: 16 bytes,
// none), and refuses the 128 bytes given (_compute_swizzle, layout_inference.py:2282 at jax-v0.10.2), as its
// infer_layout does. (jax 0.11 and later refuse it as their _is_valid_smem_layout_assignment does.)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "least_stride_first"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.with_transforms' op Cannot honor caller-provided swizzle k128ByteSwizzle that is different from the computed swizle kNoSwizzle for type memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>.}}
    // expected-note @+1 {{use [#mosaic_gpu.tile<[8, 8, 64]>, #mosaic_gpu.swizzle<16 : i32>]}}
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>) -> memref<64x8x64xf16, strided<[1, 4096, 64]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
