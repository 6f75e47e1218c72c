// RUN: mgpu-opt %s --jax 0.10.2 -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax 0.10.2's approximate math (fragmented_array.py:1790-1860 at jax-v0.10.2): exp with <afn> multiplies by
// log2(e) and takes the exact exp2, of any float; tanh's approximation is f32 only, refused with no words. Each case
// run through jax 0.10.2's methods.

// tanh of bf16.
"builtin.module"() ({
  "func.func"() <{function_type = (bf16) -> (), sym_name = "k"}> ({
  ^bb0(%x: bf16):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (bf16) -> vector<128xbf16>
    // expected-error @+2 {{'math.tanh' op NotImplementedError(): jax 0.10.2 computes math.tanh with fastmath<afn> on f32 only, not bf16}}
    // expected-note @+1 {{compute it in f32}}
    %r = "math.tanh"(%v) <{fastmath = #arith.fastmath<afn>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xbf16>) -> vector<128xbf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// exp of bf16 lowers.
"builtin.module"() ({
  "func.func"() <{function_type = (bf16) -> (), sym_name = "k"}> ({
  ^bb0(%x: bf16):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (bf16) -> vector<128xbf16>

    %r = "math.exp"(%v) <{fastmath = #arith.fastmath<afn>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xbf16>) -> vector<128xbf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
