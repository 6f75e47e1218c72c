// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax's lowering refuses an op whose layouts are missing or disagree (jax/experimental/mosaic/gpu/dialect_lowering.py
// and inference_utils.py at jax-v0.12.0.1, the line in each case), in its words, one a case.

// A vector_load of a module whose layouts were never inferred (dialect_lowering.py:114).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128xf32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_load' op mosaic_gpu.vector_load is missing a layout and can not be lowered.}}
    // expected-note @+1 {{run mgpu-infer-layout first}}
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> : (memref<128xf32, #gpu.address_space<workgroup>>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An arith.addf given out_layouts but no in_layouts (inference_utils.py:88).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (f32) -> vector<128xf32>
    // expected-error @+2 {{'arith.addf' op arith.addf does not have an in_layouts attribute}}
    // expected-note @+1 {{run mgpu-infer-layout, which sets both}}
    %r = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<none>}> {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>, vector<128xf32>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A vector.broadcast whose out_layouts is one layout, not an array of them (inference_utils.py:90).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    // expected-error @+2 {{'vector.broadcast' op vector.broadcast has out_layouts of an unexpected type: #mosaic_gpu.WGSplatFragLayout<[128]>}}
    // expected-note @+1 {{out_layouts is an array of layouts}}
    %a = "vector.broadcast"(%x) {out_layouts = #mosaic_gpu.WGSplatFragLayout<[128]>} : (f32) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An arith.addf whose operands are strided and its result a splat (dialect_lowering.py:1462).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (f32) -> vector<128xf32>
    // expected-error @+2 {{'arith.addf' op Layout mismatch}}
    // expected-note @+1 {{jax lowers this op in one layout: its operands' in_layouts [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>] must equal its result's [#mosaic_gpu.WGSplatFragLayout<[128]>]}}
    %r = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>, vector<128xf32>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A math.exp whose operand's layout is not its result's (dialect_lowering.py:1411).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (f32) -> vector<128xf32>
    // expected-error @+2 {{'math.exp' op Layout mismatch}}
    // expected-note @+1 {{jax lowers this op in one layout}}
    %r = "math.exp"(%a) <{fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf32>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An arith.extf whose operand's layout is not its result's (dialect_lowering.py:1376).
"builtin.module"() ({
  "func.func"() <{function_type = (f16) -> (), sym_name = "k"}> ({
  ^bb0(%x: f16):
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (f16) -> vector<128xf16>
    // expected-error @+2 {{'arith.extf' op Layout mismatch}}
    // expected-note @+1 {{jax lowers this op in one layout}}
    %r = "arith.extf"(%a) {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf16>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An arith.cmpi whose operands' layouts are not its result's (dialect_lowering.py:1546).
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "k"}> ({
  ^bb0(%x: i32):
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (i32) -> vector<128xi32>
    // expected-error @+2 {{'arith.cmpi' op Layout mismatch}}
    // expected-note @+1 {{jax lowers this op in one layout}}
    %r = "arith.cmpi"(%a, %a) <{predicate = 2 : i64}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xi32>, vector<128xi32>) -> vector<128xi1>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An arith.cmpf whose operands' layouts are not its result's (dialect_lowering.py:1571).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (f32) -> vector<128xf32>
    // expected-error @+2 {{'arith.cmpf' op Layout mismatch}}
    // expected-note @+1 {{jax lowers this op in one layout}}
    %r = "arith.cmpf"(%a, %a) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>, vector<128xf32>) -> vector<128xi1>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An arith.bitcast whose operand's layout is not its result's (dialect_lowering.py:1586).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (f32) -> vector<128xf32>
    // expected-error @+2 {{'arith.bitcast' op Layout mismatch}}
    // expected-note @+1 {{jax lowers this op in one layout}}
    %r = "arith.bitcast"(%a) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>) -> vector<128xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An arith.select whose condition's layout is not its result's (dialect_lowering.py:1604).
"builtin.module"() ({
  "func.func"() <{function_type = (f32, i1) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32, %c: i1):
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (f32) -> vector<128xf32>
    %p = "vector.broadcast"(%c) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (i1) -> vector<128xi1>
    // expected-error @+2 {{'arith.select' op Layout mismatch}}
    // expected-note @+1 {{jax lowers this op in one layout}}
    %r = "arith.select"(%p, %a, %a) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGSplatFragLayout<[128]>, #mosaic_gpu.WGSplatFragLayout<[128]>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xi1>, vector<128xf32>, vector<128xf32>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A scf.for that carries a splat in and out, but whose result is given a strided layout (dialect_lowering.py:2740).
"builtin.module"() ({
  "func.func"() <{function_type = (f32, index) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32, %n: index):
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (f32) -> vector<128xf32>
    // expected-error @+2 {{'scf.for' op Layout mismatch}}
    // expected-note @+1 {{jax lowers this op in one layout}}
    %r = "scf.for"(%n, %n, %n, %a) ({
    ^bb0(%i: index, %v: vector<128xf32>):
      "scf.yield"(%v) {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>) -> ()
    }) {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (index, index, index, vector<128xf32>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A scf.while whose body yields the carried splat in a strided layout (dialect_lowering.py:2790).
"builtin.module"() ({
  "func.func"() <{function_type = (f32, i1) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32, %c: i1):
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (f32) -> vector<128xf32>
    // expected-error @+2 {{'scf.while' op Input layouts [#mosaic_gpu.WGSplatFragLayout<[128]>] do not match yield layouts [#mosaic_gpu.WGStridedFragLayout<[128], 1>]}}
    // expected-note @+1 {{the scf.yield's in_layouts must equal the loop's in_layouts}}
    %r = "scf.while"(%a) ({
    ^bb0(%v: vector<128xf32>):
      "scf.condition"(%c, %v) {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (i1, vector<128xf32>) -> ()
    }, {
    ^bb0(%w: vector<128xf32>):
      "scf.yield"(%w) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf32>) -> ()
    }) {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A scf.while whose scf.condition passes the splat on in a strided layout (dialect_lowering.py:2798).
"builtin.module"() ({
  "func.func"() <{function_type = (f32, i1) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32, %c: i1):
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (f32) -> vector<128xf32>
    // expected-error @+2 {{'scf.while' op Output layouts [#mosaic_gpu.WGSplatFragLayout<[128]>] do not match condition layouts [#mosaic_gpu.WGStridedFragLayout<[128], 1>]}}
    // expected-note @+1 {{the scf.condition's in_layouts must equal the loop's out_layouts}}
    %r = "scf.while"(%a) ({
    ^bb0(%v: vector<128xf32>):
      "scf.condition"(%c, %v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (i1, vector<128xf32>) -> ()
    }, {
    ^bb0(%w: vector<128xf32>):
      "scf.yield"(%w) {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>) -> ()
    }) {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
