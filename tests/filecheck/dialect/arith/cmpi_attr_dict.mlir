// RUN: mgpu-opt %s | mgpu-opt | filecheck %s
// RUN: mgpu-opt %s --print-op-generic | mgpu-opt | filecheck %s

// arith.cmpi's custom form has an attribute dictionary before its type, as MLIR's
// (`$predicate $lhs, $rhs attr-dict : type($lhs)`): jax's layout inference gives every op one
// (attention_mgpu's causal mask). xDSL's parser expected the ':' there.

// CHECK-LABEL: func.func @cmpi_attrs(%a: i32, %b: i32) {
// CHECK-NEXT:  %0 = arith.cmpi sge, %a, %b {tag = "x"} : i32
// CHECK-NEXT:  %1 = arith.cmpi eq, %a, %b : i32
func.func @cmpi_attrs(%a : i32, %b : i32) {
  %0 = arith.cmpi sge, %a, %b {tag = "x"} : i32
  %1 = arith.cmpi eq, %a, %b : i32
  func.return
}
