// An error in one chunk does not stop the others: every chunk's diagnostics are reported and
// every valid chunk is printed.
// RUN: not mgpu-opt %s --split-input-file 2>&1 | filecheck %s

func.func @first() {
  %c = arith.constant 1 : i32
  %0 = "arith.addf"(%c, %c) : (i32, i32) -> i32
  func.return
}
// CHECK-DAG: split_input_errors.mlir:7:3: error: 'arith.addf' op

// -----

func.func @valid() {
  func.return
}
// CHECK-DAG: func.func @valid()

// -----

func.func @third(%a: i32) {
  %0 = arith.addi %a, %a : i64
  func.return
}
// CHECK-DAG: split_input_errors.mlir:22:{{[0-9]+}}: error: operand is used with type i64
