// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax divides f8E8M0FNU only as 1.0 / x, which it computes as e8m0's reciprocal on vectors of bytes (its divf rule,
// dialect_lowering.py:1501-1520 at jax-v0.12.0.1; _e8m0_reciprocal, fragmented_array.py:1788-1799); any other
// division of 8-bit floats is refused by _pointwise (:1652).

// 1.0 / x of a strided x lowers.
"builtin.module"() ({
  "func.func"() <{function_type = (f8E8M0FNU) -> (), sym_name = "k"}> ({
  ^bb0(%x: f8E8M0FNU):
    %c = "arith.constant"() <{value = 1.0 : f8E8M0FNU}> : () -> f8E8M0FNU
    %one = "vector.broadcast"(%c) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[256]>]} : (f8E8M0FNU) -> vector<256xf8E8M0FNU>
    %y = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (f8E8M0FNU) -> vector<256xf8E8M0FNU>

    %r = "arith.divf"(%one, %y) <{fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>, #mosaic_gpu.WGStridedFragLayout<[256], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf8E8M0FNU>, vector<256xf8E8M0FNU>) -> vector<256xf8E8M0FNU>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// x / y: not a reciprocal.
"builtin.module"() ({
  "func.func"() <{function_type = (f8E8M0FNU) -> (), sym_name = "k"}> ({
  ^bb0(%x: f8E8M0FNU):
    %one = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[256]>]} : (f8E8M0FNU) -> vector<256xf8E8M0FNU>
    %y = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (f8E8M0FNU) -> vector<256xf8E8M0FNU>
    // expected-error @+2 {{'arith.divf' op Pointwise operations on 8-bit types are unsupported}}
    // expected-note @+1 {{extend the operands}}
    %r = "arith.divf"(%one, %y) <{fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>, #mosaic_gpu.WGStridedFragLayout<[256], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf8E8M0FNU>, vector<256xf8E8M0FNU>) -> vector<256xf8E8M0FNU>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// 1.0 / x of a splat x: the reciprocal of a scalar register (:1793), jax's words the type.
"builtin.module"() ({
  "func.func"() <{function_type = (f8E8M0FNU) -> (), sym_name = "k"}> ({
  ^bb0(%x: f8E8M0FNU):
    %c = "arith.constant"() <{value = 1.0 : f8E8M0FNU}> : () -> f8E8M0FNU
    %one = "vector.broadcast"(%c) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[256]>]} : (f8E8M0FNU) -> vector<256xf8E8M0FNU>
    %y = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[256]>]} : (f8E8M0FNU) -> vector<256xf8E8M0FNU>
    // expected-error @+2 {{'arith.divf' op f8E8M0FNU}}
    // expected-note @+1 {{jax computes 1.0 / x of f8E8M0FNU on vectors of bytes: give x a strided or tiled layout (the divf's layouts)}}
    %r = "arith.divf"(%one, %y) <{fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[256]>, #mosaic_gpu.WGSplatFragLayout<[256]>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[256]>]} : (vector<256xf8E8M0FNU>, vector<256xf8E8M0FNU>) -> vector<256xf8E8M0FNU>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
