// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

func.func @trunci_must_shorten(%x: i32) {
  // expected-error @+1 {{'arith.trunci' op result type must be shorter than operand type}}
  %0 = arith.trunci %x : i32 to i64
  func.return
}

// -----

func.func @index_castui_needs_index(%x: i32) {
  // expected-error @+1 {{'arith.index_castui' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_castui %x : i32 to i64
  func.return
}
