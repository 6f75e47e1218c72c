// Missing, unexpected and different diagnostics make --verify-diagnostics fail, as in mlir-opt.
// RUN: not mgpu-opt %s --split-input-file --verify-diagnostics 2>&1 | filecheck %s

func.func @unexpected() {
  %c = arith.constant 1 : i32
  %0 = "arith.addf"(%c, %c) : (i32, i32) -> i32
  func.return
}
// CHECK: verify_diagnostics_mismatch.mlir:6:3: error: unexpected error: 'arith.addf' op

// -----

func.func @missing(%a: i32) {
  // expected-error @+1 {{this is never reported}}
  %0 = arith.addi %a, %a : i32
  func.return
}
// CHECK: verify_diagnostics_mismatch.mlir:14:6: error: expected error "this is never reported" was not produced

// -----

func.func @different() {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{some other message}}
  %0 = "arith.addf"(%c, %c) : (i32, i32) -> i32
  func.return
}
// CHECK-DAG: verify_diagnostics_mismatch.mlir:25:3: error: unexpected error: 'arith.addf' op
// CHECK-DAG: verify_diagnostics_mismatch.mlir:24:6: error: expected error "some other message" was not produced

// -----

// A -re text is literal but for its {{regex}} blocks, as in mlir-opt: a bare regex does not match.
func.func @bare_regex() {
  %c = arith.constant 1 : i32
  // expected-error-re @+1 {{'arith.addf' op .* float}}
  %0 = "arith.addf"(%c, %c) : (i32, i32) -> i32
  func.return
}
// CHECK-DAG: verify_diagnostics_mismatch.mlir:37:3: error: unexpected error: 'arith.addf' op
// CHECK-DAG: verify_diagnostics_mismatch.mlir:36:6: error: expected error "'arith.addf' op .* float" was not produced

// -----

func.func @invalid_regex() {
  %c = arith.constant 1 : i32
  // expected-error-re @+1 {{'arith.addf' op {{[}}}}
  %0 = "arith.addf"(%c, %c) : (i32, i32) -> i32
  func.return
}
// CHECK-DAG: verify_diagnostics_mismatch.mlir:48:3: error: unexpected error: 'arith.addf' op
// CHECK-DAG: verify_diagnostics_mismatch.mlir:47:6: error: invalid regex in expected-{{error}}-re {{.}}{'arith.addf' op {{.}}{[}}}}: unterminated character set{{$}}
