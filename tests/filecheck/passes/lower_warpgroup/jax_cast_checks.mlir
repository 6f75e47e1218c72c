// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax casts a warpgroup vector with FragmentedArray.astype, which refuses these casts whatever ptxas compiles them
// (jax/experimental/mosaic/gpu/fragmented_array.py at jax-v0.12.0.1, the line in each case; the same words at
// jax-v0.10.2 and jax-v0.11.2, each case run through jax's astype in all three). One case a check.

// A cast to i1 of a 2-element register: 2 bits (:2461).
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "k"}> ({
  ^bb0(%x: i32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (i32) -> vector<256xi32>
    // expected-error @+2 {{'arith.trunci' op Register bitwidth in target type must be divisible by 8, got 2}}
    // expected-note @+1 {{jax casts whole registers of 2 elements}}
    %r = "arith.trunci"(%v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xi32>) -> vector<256xi1>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// f8E8M0FNU on sm_90 (:2997).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (f32) -> vector<256xf32>
    // expected-error @+2 {{'arith.truncf' op f8e8m0fnu type only supported on Blackwell and newer GPUs}}
    // expected-note @+1 {{the kernel targets sm_90}}
    %r = "arith.truncf"(%v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf32>) -> vector<256xf8E8M0FNU>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// f8E8M0FNU and f16: f8E8M0FNU pairs with bf16 only (:3058).
"builtin.module"() ({
  "func.func"() <{function_type = (f8E8M0FNU) -> (), sym_name = "k"}> ({
  ^bb0(%x: f8E8M0FNU):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (f8E8M0FNU) -> vector<256xf8E8M0FNU>
    // expected-error @+2 {{'arith.extf' op Hardware has no support for converting from f8E8M0FNU to f16 (only cast from f8E8M0FNU to bf16 is supported). Cast to f32 first and then to the target type (expensive, but sufficient).}}
    // expected-note @+1 {{through bf16 or f32}}
    %r = "arith.extf"(%v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf8E8M0FNU>) -> vector<256xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// f4E2M1FN on sm_90 (:3080).
"builtin.module"() ({
  "func.func"() <{function_type = (f4E2M1FN) -> (), sym_name = "k"}> ({
  ^bb0(%x: f4E2M1FN):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (f4E2M1FN) -> vector<256xf4E2M1FN>
    // expected-error @+2 {{'arith.extf' op f4e2m1fn casts only supported on Blackwell and newer GPUs}}
    // expected-note @+1 {{the kernel targets sm_90}}
    %r = "arith.extf"(%v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf4E2M1FN>) -> vector<256xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// f4E2M1FN to an integer (:3107).
"builtin.module"() ({
  "func.func"() <{function_type = (f4E2M1FN) -> (), sym_name = "k"}> ({
  ^bb0(%x: f4E2M1FN):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (f4E2M1FN) -> vector<256xf4E2M1FN>
    // expected-error @+2 {{'arith.fptosi' op Unimplemented cast from f4E2M1FN to i8}}
    // expected-note @+1 {{cast through f32}}
    %r = "arith.fptosi"(%v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf4E2M1FN>) -> vector<256xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An integer to an 8-bit float (:3117).
"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (), sym_name = "k"}> ({
  ^bb0(%x: i8):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (i8) -> vector<256xi8>
    // expected-error @+2 {{'arith.sitofp' op Unsupported conversion involving narrow float types: i8 to f8E4M3FN}}
    // expected-note @+1 {{cast through f32}}
    %r = "arith.sitofp"(%v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xi8>) -> vector<256xf8E4M3FN>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// What astype converts lowers: f32 to f8E8M0FNU on sm_100.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (f32) -> vector<256xf32>

    %r = "arith.truncf"(%v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf32>) -> vector<256xf8E8M0FNU>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// f8E4M3FN to bf16, which jax converts where ptxas reads PTX ISA 9.2 (:2988) and refuses elsewhere: not refused.
"builtin.module"() ({
  "func.func"() <{function_type = (f8E4M3FN) -> (), sym_name = "k"}> ({
  ^bb0(%x: f8E4M3FN):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (f8E4M3FN) -> vector<256xf8E4M3FN>

    %r = "arith.extf"(%v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf8E4M3FN>) -> vector<256xbf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
