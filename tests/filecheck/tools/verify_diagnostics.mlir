// RUN: mgpu-opt %s --split-input-file --verify-diagnostics
// RUN: not mgpu-opt %s --split-input-file 2>&1 | filecheck %s --check-prefix=PLAIN

// A verifier error is reported at the op's own line and column.
func.func @bad_operand() {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{'arith.addf' op operand 'lhs' at position 0 does not verify}}
  %0 = "arith.addf"(%c, %c) : (i32, i32) -> i32
  func.return
}
// PLAIN: verify_diagnostics.mlir:8:3: error: 'arith.addf' op operand 'lhs'

// -----

// A parse error is located too, with line numbers of the whole file.
func.func @parse_error(%a: i32) {
  // expected-error @+1 {{operand is used with type i64, but has been previously used or defined with type i32}}
  %0 = arith.addi %a, %a : i64
  func.return
}
// PLAIN: verify_diagnostics.mlir:18:{{[0-9]+}}: error: operand is used with type i64

// -----

func.func @fine(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  func.return %0 : i32
}

// -----

// A value used before its definition in the same block does not dominate its use.
func.func @use_before_def(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.addi' op operand #0 does not dominate this use}}
  %1 = arith.addi %0, %a : i32
  %0 = arith.addi %a, %a : i32
  func.return %1 : i32
}

// -----

// expected-error-re: literal text with {{regex}} blocks, as in mlir-opt (the parentheses are literal).
func.func @regex_block() {
  %c = arith.constant 1 : i32
  // expected-error-re @+1 {{'arith.addf' op operand 'lhs' at position {{[0-9]+}} does not verify: Unexpected attribute i{{(32|64)}}}}
  %0 = "arith.addf"(%c, %c) : (i32, i32) -> i32
  func.return
}
