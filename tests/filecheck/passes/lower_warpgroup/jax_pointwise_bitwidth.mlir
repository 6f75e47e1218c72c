// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax computes arith / math ops on warpgroup vectors with FragmentedArray._pointwise, which refuses elements of 2
// to 8 bits but for bitwise ops (jax/experimental/mosaic/gpu/fragmented_array.py:1652 at jax-v0.12.0.1, :1412 at
// jax-v0.10.2; each case run through jax's FragmentedArray in 0.10.2 and 0.12.0.1). One case a receiver kind.

// A binary op: arith.addi of i8.
"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (), sym_name = "k"}> ({
  ^bb0(%x: i8):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (i8) -> vector<128xi8>
    // expected-error @+2 {{'arith.addi' op Pointwise operations on 8-bit types are unsupported (except bitwise operations). Upcast to a 16- or 32-bit type before performing the operation.}}
    // expected-note @+1 {{extend the operands}}
    %r = "arith.addi"(%v, %v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xi8>, vector<128xi8>) -> vector<128xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An ordered comparison: arith.cmpf olt of f8E4M3FN (jax compares with arith.cmpf on each register).
"builtin.module"() ({
  "func.func"() <{function_type = (f8E4M3FN) -> (), sym_name = "k"}> ({
  ^bb0(%x: f8E4M3FN):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (f8E4M3FN) -> vector<128xf8E4M3FN>
    // expected-error @+2 {{'arith.cmpf' op Pointwise operations on 8-bit types are unsupported}}
    // expected-note @+1 {{extend the operands}}
    %r = "arith.cmpf"(%v, %v) <{predicate = 4 : i64, fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf8E4M3FN>, vector<128xf8E4M3FN>) -> vector<128xi1>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A select: the true value is the receiver (fragmented_array.py:3932).
"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (), sym_name = "k"}> ({
  ^bb0(%x: i8):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (i8) -> vector<128xi8>
    %c = "arith.cmpi"(%v, %v) <{predicate = 0 : i64}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xi8>, vector<128xi8>) -> vector<128xi1>
    // expected-error @+2 {{'arith.select' op Pointwise operations on 8-bit types are unsupported}}
    // expected-note @+1 {{extend the operands}}
    %r = "arith.select"(%c, %v, %v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xi1>, vector<128xi8>, vector<128xi8>) -> vector<128xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A unary math op on a 4-bit float: math.exp of f4E2M1FN.
"builtin.module"() ({
  "func.func"() <{function_type = (f4E2M1FN) -> (), sym_name = "k"}> ({
  ^bb0(%x: f4E2M1FN):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (f4E2M1FN) -> vector<128xf4E2M1FN>
    // expected-error @+2 {{'math.exp' op Pointwise operations on 4-bit types are unsupported}}
    // expected-note @+1 {{extend the operands}}
    %r = "math.exp"(%v) <{fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf4E2M1FN>) -> vector<128xf4E2M1FN>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// What jax computes bitwise on 8-bit elements, and i1 arithmetic, lower: xori, cmpi eq, ctlz, absf of f8E4M3FN.
"builtin.module"() ({
  "func.func"() <{function_type = (i8, f8E4M3FN, i1) -> (), sym_name = "k"}> ({
  ^bb0(%x: i8, %y: f8E4M3FN, %z: i1):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (i8) -> vector<128xi8>
    %w = "vector.broadcast"(%y) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (f8E4M3FN) -> vector<128xf8E4M3FN>
    %p = "vector.broadcast"(%z) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (i1) -> vector<128xi1>
    %a = "arith.xori"(%v, %v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xi8>, vector<128xi8>) -> vector<128xi8>
    %b = "arith.cmpi"(%v, %v) <{predicate = 1 : i64}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xi8>, vector<128xi8>) -> vector<128xi1>
    %c = "math.ctlz"(%v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xi8>) -> vector<128xi8>
    %d = "math.absf"(%w) <{fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf8E4M3FN>) -> vector<128xf8E4M3FN>
    %e = "arith.addi"(%p, %p) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xi1>, vector<128xi1>) -> vector<128xi1>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
