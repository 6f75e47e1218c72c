// RUN: mgpu-opt --jax 0.12.1 %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics | filecheck %s

// jax 0.12.1 computes an 8-bit integer add / sub / max / min with sm_107f's packed PTX (add.u8x4, max.s8x4, ...),
// refused on another arch in its words (fragmented_array.py:1770, :1809, :2090, :2123 at 0.12.1), and on sm_107 for
// a register of fewer than 32 bits (_lift_fast_packed_instr, :2386); its other 8-bit arithmetic is refused as
// 0.12.0.1's (jax_pointwise_bitwidth.mlir).

"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (), sym_name = "k"}> ({
  ^bb0(%x: i8):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (i8) -> vector<128xi8>
    // expected-error @+2 {{'arith.addi' op Packed 8-bit integer ALU instructions require sm_107f, got sm_90}}
    // expected-note @+1 {{jax 0.12.1 computes 8-bit integer add, sub, max and min with sm_107f's packed instructions only}}
    %r = "arith.addi"(%v, %v) <{overflowFlags = #arith.overflow<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xi8>, vector<128xi8>) -> vector<128xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (), sym_name = "k"}> ({
  ^bb0(%x: i8):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 4>]} : (i8) -> vector<512xi8>
    // expected-error @+2 {{'arith.maxsi' op Packed 8-bit integer ALU instructions require sm_107f, got sm_100}}
    // expected-note @+1 {{extend the operands (arith.extsi / extui) to 16 or 32 bits}}
    %r = "arith.maxsi"(%v, %v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 4>, #mosaic_gpu.WGStridedFragLayout<[512], 4>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 4>]} : (vector<512xi8>, vector<512xi8>) -> vector<512xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (), sym_name = "k"}> ({
  ^bb0(%x: i8):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (i8) -> vector<128xi8>
    // expected-error @+2 {{'arith.subi' op Instruction sub.u8x4 is not supported for vector<1xi8> (8-bit vector)}}
    // expected-note @+1 {{jax packs four 8-bit elements a register}}
    %r = "arith.subi"(%v, %v) <{overflowFlags = #arith.overflow<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xi8>, vector<128xi8>) -> vector<128xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 7 : i32} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (), sym_name = "k"}> ({
  ^bb0(%x: i8):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (i8) -> vector<128xi8>
    // expected-error @+2 {{'arith.muli' op Pointwise operations on 8-bit types are unsupported}}
    // expected-note @+1 {{extend the operands}}
    %r = "arith.muli"(%v, %v) <{overflowFlags = #arith.overflow<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>, #mosaic_gpu.WGStridedFragLayout<[128], 1>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xi8>, vector<128xi8>) -> vector<128xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// On sm_107 with four elements a register: lowered, each register's bytes added as the packed add.u8x4 adds them.
// CHECK-LABEL: func.func @k(
// CHECK:       arith.addi %{{.*}}, %{{.*}} : vector<4xi8>
"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (), sym_name = "k"}> ({
  ^bb0(%x: i8):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 4>]} : (i8) -> vector<512xi8>
    %r = "arith.addi"(%v, %v) <{overflowFlags = #arith.overflow<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 4>, #mosaic_gpu.WGStridedFragLayout<[512], 4>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 4>]} : (vector<512xi8>, vector<512xi8>) -> vector<512xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 7 : i32} : () -> ()
