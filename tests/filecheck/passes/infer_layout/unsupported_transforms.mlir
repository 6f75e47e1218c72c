// RUN: mgpu-opt %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// The swizzle given to with_transforms must be the one the tile implies (64 x f16 = 128 B).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.with_transforms' op Cannot honor caller-provided swizzle k64ByteSwizzle that is different from the computed swizle k128ByteSwizzle for type memref<64x128xf16, #gpu.address_space<workgroup>>.}}
    // expected-note @+1 {{use [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}}
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// A swizzle without a tile is not a transform list layout inference supports.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.with_transforms' op Unsupported transforms [#mosaic_gpu.swizzle<128 : i32>]}}
    // expected-note @+1 {{use [tile, swizzle]}}
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
