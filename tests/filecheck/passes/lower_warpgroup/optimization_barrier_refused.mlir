// RUN: mgpu-opt %s --jax 0.12.0.1 -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// What jax's optimization barrier cannot take, in its words (fragmented_array.optimization_barrier in the
// 0.12.0.1 wheel): registers of 32-bit elements, or vectors of narrower ones filling whole 32-bit words.

// A scalar index (:5717: neither 32 bits wide nor a vector).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %i = "arith.constant"() <{value = 3 : index}> : () -> index
    // expected-error @+2 {{'mosaic_gpu.optimization_barrier' op index}}
    // expected-note @+1 {{an optimization_barrier takes registers of 32-bit elements, or vectors of narrower ones: convert the value to f32 or i32 before the barrier}}
    %r = "mosaic_gpu.optimization_barrier"(%i) : (index) -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An f16 vector whose registers hold one element, half a word (:5703).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %c = "arith.constant"() <{value = dense<1.0> : vector<128xf16>}> {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : () -> vector<128xf16>
    // expected-error @+2 {{'mosaic_gpu.optimization_barrier' op 1}}
    // expected-note @+1 {{an optimization_barrier takes a register of elements narrower than 32 bits as whole 32-bit words: use a layout whose registers hold a multiple of 32 bits (here 1 elements a register)}}
    %r = "mosaic_gpu.optimization_barrier"(%c) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf16>) -> vector<128xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
