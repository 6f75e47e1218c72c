// RUN: mgpu-opt %s | mgpu-opt | filecheck %s
// RUN: mgpu-opt %s --print-op-generic | mgpu-opt | filecheck %s

// arith.cmpi's and arith.cmpf's custom forms have an attribute dictionary before their type, as
// MLIR's (`$predicate $lhs, $rhs (fastmath $fastmath)? attr-dict : type($lhs)`): jax's layout
// inference gives every op one (attention_mgpu's causal mask, jnp.sign's compare). xDSL's parsers
// expected the ':' there, and its cmpf printer dropped the dictionary.

// CHECK-LABEL: func.func @cmpi_attrs(%a: i32, %b: i32) {
// CHECK-NEXT:  %0 = arith.cmpi sge, %a, %b {tag = "x"} : i32
// CHECK-NEXT:  %1 = arith.cmpi eq, %a, %b : i32
func.func @cmpi_attrs(%a : i32, %b : i32) {
  %0 = arith.cmpi sge, %a, %b {tag = "x"} : i32
  %1 = arith.cmpi eq, %a, %b : i32
  func.return
}

// CHECK-LABEL: func.func @cmpf_attrs(%a: vector<4xf32>, %b: vector<4xf32>) {
// CHECK-NEXT:  %0 = arith.cmpf une, %a, %b {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[4], 1>]} : vector<4xf32>
// CHECK-NEXT:  %1 = arith.cmpf olt, %a, %b fastmath<nnan,ninf> {tag = "y"} : vector<4xf32>
// CHECK-NEXT:  %2 = arith.cmpf oeq, %a, %b : vector<4xf32>
func.func @cmpf_attrs(%a : vector<4xf32>, %b : vector<4xf32>) {
  %0 = arith.cmpf une, %a, %b {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[4], 1>]} : vector<4xf32>
  %1 = arith.cmpf olt, %a, %b fastmath<nnan,ninf> {tag = "y"} : vector<4xf32>
  %2 = arith.cmpf oeq, %a, %b : vector<4xf32>
  func.return
}
