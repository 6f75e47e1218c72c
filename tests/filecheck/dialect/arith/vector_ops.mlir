// RUN: mgpu-opt %s --split-input-file | mgpu-opt --split-input-file | filecheck %s
// RUN: mgpu-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: MGPU_ROUNDTRIP

// arith on vectors as jax emits it: comparisons typed vector<Nxi1>, arith.select on them (MLIR spells
// a vector condition's type before the result's), every elementwise cast, and arith.remf.

// CHECK-LABEL: func.func @vector_compare_select(%a: vector<2xf32>, %b: vector<2xf32>, %i: vector<2xi32>, %c: i1) {
// CHECK-NEXT:  %0 = arith.cmpf olt, %a, %b : vector<2xf32>
// CHECK-NEXT:  %1 = arith.cmpi ult, %i, %i : vector<2xi32>
// CHECK-NEXT:  %2 = arith.select %0, %a, %b : vector<2xi1>, vector<2xf32>
// CHECK-NEXT:  %3 = arith.select %c, %i, %i : vector<2xi32>
// CHECK-NEXT:  %4 = arith.remf %a, %b : vector<2xf32>
// GENERIC-LABEL: sym_name = "vector_compare_select"
// GENERIC:       %0 = "arith.cmpf"(%a, %b) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
// GENERIC:       %1 = "arith.cmpi"(%i, %i) <{predicate = 6 : i64}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi1>
// GENERIC:       %2 = "arith.select"(%0, %a, %b) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// GENERIC:       %3 = "arith.select"(%c, %i, %i) : (i1, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
// GENERIC:       %4 = "arith.remf"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
func.func @vector_compare_select(%a: vector<2xf32>, %b: vector<2xf32>, %i: vector<2xi32>, %c: i1) {
  %0 = arith.cmpf olt, %a, %b : vector<2xf32>
  %1 = arith.cmpi ult, %i, %i : vector<2xi32>
  %2 = arith.select %0, %a, %b : vector<2xi1>, vector<2xf32>
  %3 = arith.select %c, %i, %i : vector<2xi32>
  %4 = arith.remf %a, %b : vector<2xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @vector_casts(%a: vector<2xf32>, %i: vector<2xi32>, %h: vector<2xf16>) {
// CHECK-NEXT:  %0 = arith.fptosi %a : vector<2xf32> to vector<2xi32>
// CHECK-NEXT:  %1 = arith.fptoui %a : vector<2xf32> to vector<2xi16>
// CHECK-NEXT:  %2 = arith.sitofp %i : vector<2xi32> to vector<2xf32>
// CHECK-NEXT:  %3 = arith.uitofp %i : vector<2xi32> to vector<2xbf16>
// CHECK-NEXT:  %4 = arith.extsi %i : vector<2xi32> to vector<2xi64>
// CHECK-NEXT:  %5 = arith.extui %i : vector<2xi32> to vector<2xi64>
// CHECK-NEXT:  %6 = arith.trunci %i : vector<2xi32> to vector<2xi8>
// CHECK-NEXT:  %7 = arith.extf %h : vector<2xf16> to vector<2xf32>
// CHECK-NEXT:  %8 = arith.truncf %a : vector<2xf32> to vector<2xbf16>
// CHECK-NEXT:  %9 = arith.index_cast %i : vector<2xi32> to vector<2xindex>
// CHECK-NEXT:  %10 = arith.index_castui %i : vector<2xi32> to vector<2xindex>
// CHECK-NEXT:  %11 = arith.bitcast %a : vector<2xf32> to vector<2xi32>
// GENERIC-LABEL: sym_name = "vector_casts"
// GENERIC:       %0 = "arith.fptosi"(%a) : (vector<2xf32>) -> vector<2xi32>
// GENERIC:       %1 = "arith.fptoui"(%a) : (vector<2xf32>) -> vector<2xi16>
// GENERIC:       %2 = "arith.sitofp"(%i) : (vector<2xi32>) -> vector<2xf32>
// GENERIC:       %3 = "arith.uitofp"(%i) : (vector<2xi32>) -> vector<2xbf16>
// GENERIC:       %4 = "arith.extsi"(%i) : (vector<2xi32>) -> vector<2xi64>
// GENERIC:       %5 = "arith.extui"(%i) : (vector<2xi32>) -> vector<2xi64>
// GENERIC:       %6 = "arith.trunci"(%i) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>) -> vector<2xi8>
// GENERIC:       %7 = "arith.extf"(%h) : (vector<2xf16>) -> vector<2xf32>
// GENERIC:       %8 = "arith.truncf"(%a) : (vector<2xf32>) -> vector<2xbf16>
// GENERIC:       %9 = "arith.index_cast"(%i) : (vector<2xi32>) -> vector<2xindex>
// GENERIC:       %10 = "arith.index_castui"(%i) : (vector<2xi32>) -> vector<2xindex>
// GENERIC:       %11 = "arith.bitcast"(%a) : (vector<2xf32>) -> vector<2xi32>
func.func @vector_casts(%a: vector<2xf32>, %i: vector<2xi32>, %h: vector<2xf16>) {
  %0 = arith.fptosi %a : vector<2xf32> to vector<2xi32>
  %1 = arith.fptoui %a : vector<2xf32> to vector<2xi16>
  %2 = arith.sitofp %i : vector<2xi32> to vector<2xf32>
  %3 = arith.uitofp %i : vector<2xi32> to vector<2xbf16>
  %4 = arith.extsi %i : vector<2xi32> to vector<2xi64>
  %5 = arith.extui %i : vector<2xi32> to vector<2xi64>
  %6 = arith.trunci %i : vector<2xi32> to vector<2xi8>
  %7 = arith.extf %h : vector<2xf16> to vector<2xf32>
  %8 = arith.truncf %a : vector<2xf32> to vector<2xbf16>
  %9 = arith.index_cast %i : vector<2xi32> to vector<2xindex>
  %10 = arith.index_castui %i : vector<2xi32> to vector<2xindex>
  %11 = arith.bitcast %a : vector<2xf32> to vector<2xi32>
  func.return
}
