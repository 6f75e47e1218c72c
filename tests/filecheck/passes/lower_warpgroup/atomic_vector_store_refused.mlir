// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// PTX red on f32 only adds (jax's NotImplementedError, fragmented_array.py:3845).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xf32>, memref<128x128xf32>) -> (), sym_name = "f32_max"}> ({
  ^bb0(%g: memref<128x128xf32>, %h: memref<128x128xf32>):
    %w = "mosaic_gpu.vector_load"(%g) <{optimized = false}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (memref<128x128xf32>) -> vector<128x128xf32>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op f32 only supports add atomics, got max}}
    // expected-note @+1 {{PTX red on f32 only adds}}
    "mosaic_gpu.vector_store"(%w, %h) <{atomic_type = 2 : i32, multimem = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (vector<128x128xf32>, memref<128x128xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// jax's GMEM forms of f16 atomics (red.global.add.noftz.v2.f16x2 ...) are not lowered by mgpu.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xf16>, memref<128x128xf16>) -> (), sym_name = "f16_add"}> ({
  ^bb0(%g: memref<128x128xf16>, %h: memref<128x128xf16>):
    %w = "mosaic_gpu.vector_load"(%g) <{optimized = false}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (memref<128x128xf16>) -> vector<128x128xf16>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Unsupported element type for atomic stores: f16}}
    // expected-note @+1 {{mgpu lowers atomic vector_stores of f32 and i32, and of f16 / bf16 pairs to SMEM (this one is to GMEM}}
    "mosaic_gpu.vector_store"(%w, %h) <{atomic_type = 0 : i32, multimem = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (vector<128x128xf16>, memref<128x128xf16>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A splat would be applied once per thread holding it (jax refuses it too).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128xi32>) -> (), sym_name = "splat"}> ({
  ^bb0(%h: memref<128xi32>):
    %c = "arith.constant"() <{value = dense<1> : vector<128xi32>}> {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : () -> vector<128xi32>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Atomic stores not supported for splat layout}}
    // expected-note @+1 {{give the stored value a strided or tiled layout}}
    "mosaic_gpu.vector_store"(%c, %h) <{atomic_type = 0 : i32, multimem = false}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xi32>, memref<128xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// PTX red on f16 pairs in shared memory only adds (jax's NotImplementedError, fragmented_array.py:3860-3863).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f16_max"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<256xf16, #gpu.address_space<workgroup>>
    %w = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (memref<256xf16, #gpu.address_space<workgroup>>) -> vector<256xf16>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op f16/bf16 SMEM/multimem atomics only support add, got max}}
    // expected-note @+1 {{PTX red on f16 / bf16 pairs in shared memory only adds}}
    "mosaic_gpu.vector_store"(%w, %s) <{atomic_type = 2 : i32, multimem = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf16>, memref<256xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
