// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics | filecheck %s

// debug_print, as jax's FragmentedArray.debug_print: each thread prints each element of its
// registers (here one register of two f16), "[index]: value", the index of the register's first
// element (2 t, summed over the thread's bits, 2 to 128) plus the element's slot, the f16 extended to f32 for %f.
// CHECK-LABEL: func.func @strided_f16
// CHECK:      arith.constant 128 : index
// CHECK-NEXT: arith.muli
// CHECK-NEXT: %[[I0:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[E0:.*]] = vector.extract %[[R:.*]][0] : f16 from vector<2xf16>
// CHECK-NEXT: %[[F0:.*]] = arith.extf %[[E0]] : f16 to f32
// CHECK-NEXT: gpu.printf "v = [%llu]: %f\0A", %[[I0]], %[[F0]] : index, f32
// CHECK-NEXT: %[[E1:.*]] = vector.extract %[[R]][1] : f16 from vector<2xf16>
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[I1:.*]] = arith.addi %[[I0]], %[[ONE]] : index
// CHECK-NEXT: %[[F1:.*]] = arith.extf %[[E1]] : f16 to f32
// CHECK-NEXT: gpu.printf "v = [%llu]: %f\0A", %[[I1]], %[[F1]] : index, f32
// CHECK-NOT:  gpu.printf
func.func @strided_f16(%x: f16) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[256]>]} : f16 to vector<256xf16>
  %s = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[256], 2>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[256]>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf16>) -> vector<256xf16>
  "mosaic_gpu.debug_print"(%s) <{format = "v = {}"}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf16>) -> ()
  func.return
}

// -----

// An integer is extended to i64 for %llu; a 2-D value prints both indices.
// CHECK-LABEL: func.func @strided_i8
// CHECK:      %[[E:.*]] = vector.extract %{{.*}}[0] : i8 from vector<1xi8>
// CHECK-NEXT: %[[W:.*]] = arith.extui %[[E]] : i8 to i64
// CHECK-NEXT: gpu.printf "[%llu, %llu]: %llu\0A", %{{.*}}, %{{.*}}, %[[W]] : index, index, i64
// CHECK-NOT:  gpu.printf
func.func @strided_i8(%x: i8) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 64]>]} : i8 to vector<2x64xi8>
  %s = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[2, 64], 1>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 64]>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[2, 64], 1>]} : (vector<2x64xi8>) -> vector<2x64xi8>
  "mosaic_gpu.debug_print"(%s) <{format = "{}"}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[2, 64], 1>]} : (vector<2x64xi8>) -> ()
  func.return
}

// -----

// An f8E8M0FNU scale prints its exponent byte, %u of the byte extended to i32 (utils.debug_print).
// CHECK-LABEL: func.func @scale
// CHECK:      %[[E:.*]] = vector.extract %{{.*}}[0] : f8E8M0FNU from vector<1xf8E8M0FNU>
// CHECK-NEXT: %[[B:.*]] = arith.bitcast %[[E]] : f8E8M0FNU to i8
// CHECK-NEXT: %[[U:.*]] = arith.extui %[[B]] : i8 to i32
// CHECK-NEXT: gpu.printf "s = [%llu]: %u\0A", %{{.*}}, %[[U]] : index, i32
func.func @scale(%x: f8E8M0FNU) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : f8E8M0FNU to vector<128xf8E8M0FNU>
  %s = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[128], 1>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf8E8M0FNU>) -> vector<128xf8E8M0FNU>
  "mosaic_gpu.debug_print"(%s) <{format = "s = {}"}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf8E8M0FNU>) -> ()
  func.return
}

// -----

// A splat value has no per-thread indices in jax (WGSplatFragLayout.thread_idxs raises): refused at the op.
func.func @splat(%x: f32) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : f32 to vector<128xf32>
  // expected-error @+2 {{'mosaic_gpu.debug_print' op not supported: mosaic_gpu.debug_print of a splat (WGSplatFragLayout) value}}
  // expected-note @+1 {{mgpu's Warpgroup lowering does not lower this case exactly yet; lower it with jax's Warpgroup pipeline (the *.wg.payload stage) instead}}
  "mosaic_gpu.debug_print"(%v) <{format = "v = {}"}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>) -> ()
  func.return
}

// -----

// An element type utils.debug_print cannot print: jax's words.
func.func @fp8(%x: f8E4M3FN) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : f8E4M3FN to vector<128xf8E4M3FN>
  %s = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[128], 1>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf8E4M3FN>) -> vector<128xf8E4M3FN>
  // expected-error @+2 {{'mosaic_gpu.debug_print' op Can't print the type f8E4M3FN}}
  // expected-note @+1 {{jax's debug_print prints integers, index, f32, f16, bf16 and f8E8M0FNU elements}}
  "mosaic_gpu.debug_print"(%s) <{format = "v = {}"}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf8E4M3FN>) -> ()
  func.return
}

// -----

// A format without exactly the one {} jax fills: Python's str.format refuses it, and so does mgpu.
func.func @two_holes(%x: f32) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : f32 to vector<128xf32>
  %s = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[128], 1>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf32>) -> vector<128xf32>
  // expected-error @+2 {{'mosaic_gpu.debug_print' op debug_print format '{} and {}' does not take the element's index and value: Replacement index 1 out of range for positional args tuple}}
  // expected-note @+1 {{jax fills the format's one {} with '[i, j]: {}' (str.format), then each {} with a printf conversion}}
  "mosaic_gpu.debug_print"(%s) <{format = "{} and {}"}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf32>) -> ()
  func.return
}
