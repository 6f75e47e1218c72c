// RUN: mgpu-opt %s --split-input-file | mgpu-opt --split-input-file | filecheck %s
// RUN: mgpu-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: MGPU_ROUNDTRIP

// arith ops as MLIR has them: arith.index_castui, and arith.trunci with its overflowFlags
// property (always present in the generic form).

// CHECK-LABEL: func.func @casts(%i: index, %x: i64, %v: vector<2xi64>) {
// CHECK-NEXT:  %0 = arith.index_castui %i : index to i32
// CHECK-NEXT:  %1 = arith.index_cast %i : index to i64
// CHECK-NEXT:  %2 = arith.trunci %x : i64 to i32
// CHECK-NEXT:  %3 = arith.trunci %x overflow<nsw> : i64 to i16
// CHECK-NEXT:  %4 = arith.trunci %v : vector<2xi64> to vector<2xi32>
// CHECK-NEXT:  %5 = arith.index_castui %0 : i32 to index
// GENERIC-LABEL: sym_name = "casts"
// GENERIC:       %0 = "arith.index_castui"(%i) : (index) -> i32
// GENERIC:       %1 = "arith.index_cast"(%i) : (index) -> i64
// GENERIC:       %2 = "arith.trunci"(%x) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC:       %3 = "arith.trunci"(%x) <{overflowFlags = #arith.overflow<nsw>}> : (i64) -> i16
// GENERIC:       %4 = "arith.trunci"(%v) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi64>) -> vector<2xi32>
// GENERIC:       %5 = "arith.index_castui"(%0) : (i32) -> index
func.func @casts(%i: index, %x: i64, %v: vector<2xi64>) {
  %0 = arith.index_castui %i : index to i32
  %1 = arith.index_cast %i : index to i64
  %2 = arith.trunci %x : i64 to i32
  %3 = arith.trunci %x overflow<nsw> : i64 to i16
  %4 = arith.trunci %v : vector<2xi64> to vector<2xi32>
  %5 = arith.index_castui %0 : i32 to index
  func.return
}


// -----

// CHECK-LABEL: func.func @binary(%a: i32, %b: i32, %f: vector<2xf16>) {
// CHECK-NEXT:  %0 = arith.addi %a, %b : i32
// CHECK-NEXT:  %1 = arith.muli %a, %b : i32
// CHECK-NEXT:  %2 = arith.shli %a, %b : i32
// CHECK-NEXT:  %3 = arith.shrui %a, %b : i32
// CHECK-NEXT:  %4 = arith.cmpi sge, %a, %b : i32
// CHECK-NEXT:  %5 = arith.addf %f, %f fastmath<contract> : vector<2xf16>
// CHECK-NEXT:  %6 = arith.mulf %f, %f : vector<2xf16>
// GENERIC-LABEL: sym_name = "binary"
// GENERIC:       %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC:       %1 = "arith.muli"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC:       %2 = "arith.shli"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC:       %3 = "arith.shrui"(%a, %b) : (i32, i32) -> i32
// GENERIC:       %4 = "arith.cmpi"(%a, %b) <{predicate = 5 : i64}> : (i32, i32) -> i1
// GENERIC:       %5 = "arith.addf"(%f, %f) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
// GENERIC:       %6 = "arith.mulf"(%f, %f) <{fastmath = #arith.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
func.func @binary(%a: i32, %b: i32, %f: vector<2xf16>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.shli %a, %b : i32
  %3 = arith.shrui %a, %b : i32
  %4 = arith.cmpi sge, %a, %b : i32
  %5 = arith.addf %f, %f fastmath<contract> : vector<2xf16>
  %6 = arith.mulf %f, %f : vector<2xf16>
  func.return
}
