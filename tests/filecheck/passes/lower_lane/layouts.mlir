// RUN: mgpu-opt %s -p mgpu-lower-lane --split-input-file --verify-diagnostics

// A warpgroup vector whose layout no producer fixes (here: a function argument) is reported at its
// first user, with the fix.
"builtin.module"() ({
  "func.func"() <{function_type = (vector<64x128xf16>) -> (), sym_name = "unfixed"}> ({
  ^bb0(%v: vector<64x128xf16>):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{is not fixed by its producer}}
    // expected-note @+1 {{cast it first: mosaic_gpu.layout_cast}}
    "mosaic_gpu.vector_store"(%v, %s) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Two operands in different layouts: Lane semantics does not pick one, the user casts.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "mixed"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %w = "mosaic_gpu.with_transforms"(%t) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %a = "mosaic_gpu.vector_load"(%s) <{optimized = true}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    %b = "mosaic_gpu.vector_load"(%w) <{optimized = true}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    // expected-error @+2 {{Lane lowering: operands have different layouts}}
    // expected-note @+1 {{cast the operands to one layout first}}
    %c = arith.addf %a, %b : vector<128x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
