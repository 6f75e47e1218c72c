// RUN: mgpu-opt %s --split-input-file | mgpu-opt --split-input-file | filecheck %s
// RUN: mgpu-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: MGPU_ROUNDTRIP

// math ops as jax 0.10.2 emits them (fragmented_array.py, lowering.py): scalars and vectors,
// with the fastmath property (elided in the custom form when none, spelled out in the generic form).
// jaxlib parses what we print (tests/interop/check_jaxlib.py).

// CHECK-LABEL: func.func @unary(%x: f32, %v: vector<2xf32>, %h: vector<2xf16>, %b: vector<2xbf16>) {
// CHECK-NEXT:  %0 = math.exp %x : f32
// CHECK-NEXT:  %1 = math.exp %v fastmath<afn> : vector<2xf32>
// CHECK-NEXT:  %2 = math.exp2 %v : vector<2xf32>
// CHECK-NEXT:  %3 = math.log %v : vector<2xf32>
// CHECK-NEXT:  %4 = math.log2 %v : vector<2xf32>
// CHECK-NEXT:  %5 = math.sin %v : vector<2xf32>
// CHECK-NEXT:  %6 = math.cos %v : vector<2xf32>
// CHECK-NEXT:  %7 = math.tanh %h : vector<2xf16>
// CHECK-NEXT:  %8 = math.erf %v : vector<2xf32>
// CHECK-NEXT:  %9 = math.rsqrt %v : vector<2xf32>
// CHECK-NEXT:  %10 = math.sqrt %x : f32
// CHECK-NEXT:  %11 = math.absf %b : vector<2xbf16>
// CHECK-NEXT:  %12 = math.floor %v : vector<2xf32>
// CHECK-NEXT:  %13 = math.round %v : vector<2xf32>
// CHECK-NEXT:  %14 = math.roundeven %v : vector<2xf32>
// GENERIC-LABEL: sym_name = "unary"
// GENERIC:       %0 = "math.exp"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC:       %1 = "math.exp"(%v) <{fastmath = #arith.fastmath<afn>}> : (vector<2xf32>) -> vector<2xf32>
// GENERIC:       %2 = "math.exp2"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
// GENERIC:       %3 = "math.log"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
// GENERIC:       %4 = "math.log2"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
// GENERIC:       %5 = "math.sin"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
// GENERIC:       %6 = "math.cos"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
// GENERIC:       %7 = "math.tanh"(%h) <{fastmath = #arith.fastmath<none>}> : (vector<2xf16>) -> vector<2xf16>
// GENERIC:       %8 = "math.erf"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
// GENERIC:       %9 = "math.rsqrt"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
// GENERIC:       %10 = "math.sqrt"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC:       %11 = "math.absf"(%b) <{fastmath = #arith.fastmath<none>}> : (vector<2xbf16>) -> vector<2xbf16>
// GENERIC:       %12 = "math.floor"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
// GENERIC:       %13 = "math.round"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
// GENERIC:       %14 = "math.roundeven"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
func.func @unary(%x: f32, %v: vector<2xf32>, %h: vector<2xf16>, %b: vector<2xbf16>) {
  %0 = math.exp %x : f32
  %1 = math.exp %v fastmath<afn> : vector<2xf32>
  %2 = math.exp2 %v : vector<2xf32>
  %3 = math.log %v : vector<2xf32>
  %4 = math.log2 %v : vector<2xf32>
  %5 = math.sin %v : vector<2xf32>
  %6 = math.cos %v : vector<2xf32>
  %7 = math.tanh %h : vector<2xf16>
  %8 = math.erf %v : vector<2xf32>
  %9 = math.rsqrt %v : vector<2xf32>
  %10 = math.sqrt %x : f32
  %11 = math.absf %b : vector<2xbf16>
  %12 = math.floor %v : vector<2xf32>
  %13 = math.round %v : vector<2xf32>
  %14 = math.roundeven %v : vector<2xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @binary(%x: f32, %v: vector<2xf32>, %i: vector<2xi32>, %j: i64) {
// CHECK-NEXT:  %0 = math.atan2 %v, %v : vector<2xf32>
// CHECK-NEXT:  %1 = math.powf %x, %x fastmath<fast> : f32
// CHECK-NEXT:  %2 = math.copysign %v, %v : vector<2xf32>
// CHECK-NEXT:  %3 = math.fma %v, %v, %v : vector<2xf32>
// CHECK-NEXT:  %4 = math.absi %i : vector<2xi32>
// CHECK-NEXT:  %5 = math.ctlz %j : i64
// GENERIC-LABEL: sym_name = "binary"
// GENERIC:       %0 = "math.atan2"(%v, %v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// GENERIC:       %1 = "math.powf"(%x, %x) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC:       %2 = "math.copysign"(%v, %v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// GENERIC:       %3 = "math.fma"(%v, %v, %v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// GENERIC:       %4 = "math.absi"(%i) : (vector<2xi32>) -> vector<2xi32>
// GENERIC:       %5 = "math.ctlz"(%j) : (i64) -> i64
func.func @binary(%x: f32, %v: vector<2xf32>, %i: vector<2xi32>, %j: i64) {
  %0 = math.atan2 %v, %v : vector<2xf32>
  %1 = math.powf %x, %x fastmath<fast> : f32
  %2 = math.copysign %v, %v : vector<2xf32>
  %3 = math.fma %v, %v, %v : vector<2xf32>
  %4 = math.absi %i : vector<2xi32>
  %5 = math.ctlz %j : i64
  func.return
}
