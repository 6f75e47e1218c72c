// RUN: mgpu-opt %s --jax 0.12.0.1 -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax lowers a unary math op whose fastmath is exactly <afn> with its FragmentedArray method's approx=True
// (dialect_lowering.py:1413-1416 at jax-v0.12.0.1): approximate PTX on f32 (tanh: f32, f16, bf16), refused on the
// other types (fragmented_array.py:2066-2164), a TypeError where the method takes no approx. Each case run through
// jax 0.12.0.1's methods; jax 0.10.2's differences: jax_0_10_approx_math.mlir.

// exp's approximation is an ex2.approx.ftz.f32 (:2086): jax names the refused type.
"builtin.module"() ({
  "func.func"() <{function_type = (bf16) -> (), sym_name = "k"}> ({
  ^bb0(%x: bf16):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (bf16) -> vector<128xbf16>
    // expected-error @+2 {{'math.exp' op NotImplementedError(bf16): jax 0.12.0.1 computes math.exp with fastmath<afn> on f32 only, not bf16}}
    // expected-note @+1 {{compute it in f32}}
    %r = "math.exp"(%v) <{fastmath = #arith.fastmath<afn>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xbf16>) -> vector<128xbf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// sin.approx.f32 (:2114): jax refuses with no words.
"builtin.module"() ({
  "func.func"() <{function_type = (f16) -> (), sym_name = "k"}> ({
  ^bb0(%x: f16):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (f16) -> vector<128xf16>
    // expected-error @+2 {{'math.sin' op NotImplementedError(): jax 0.12.0.1 computes math.sin with fastmath<afn> on f32 only, not f16}}
    // expected-note @+1 {{compute it in f32}}
    %r = "math.sin"(%v) <{fastmath = #arith.fastmath<afn>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf16>) -> vector<128xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// abs takes no approx (:2167): Python refuses the keyword.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (f32) -> vector<128xf32>
    // expected-error @+2 {{'math.absf' op FragmentedArray.abs() got an unexpected keyword argument 'approx'}}
    // expected-note @+1 {{takes no fastmath<afn>}}
    %r = "math.absf"(%v) <{fastmath = #arith.fastmath<afn>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf32>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// arith.negf is Python's operator.neg (dialect_lowering.py:1436).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (f32) -> vector<128xf32>
    // expected-error @+2 {{'arith.negf' op _operator.neg() takes no keyword arguments}}
    // expected-note @+1 {{takes no fastmath<afn>}}
    %r = "arith.negf"(%v) <{fastmath = #arith.fastmath<afn>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf32>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// tanh takes f16 and bf16 too (tanh.approx.bf16x2, :2139).
"builtin.module"() ({
  "func.func"() <{function_type = (bf16) -> (), sym_name = "k"}> ({
  ^bb0(%x: bf16):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (bf16) -> vector<128xbf16>

    %r = "math.tanh"(%v) <{fastmath = #arith.fastmath<afn>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xbf16>) -> vector<128xbf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// fastmath<fast> is not exactly <afn>: jax computes the exact sin, of any float.
"builtin.module"() ({
  "func.func"() <{function_type = (f16) -> (), sym_name = "k"}> ({
  ^bb0(%x: f16):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (f16) -> vector<128xf16>

    %r = "math.sin"(%v) <{fastmath = #arith.fastmath<fast>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf16>) -> vector<128xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
