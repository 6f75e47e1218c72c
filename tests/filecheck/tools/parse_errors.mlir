// Malformed input gets a located parse error, promptly.
// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

func.func @unterminated_string(%a: index) {
  // expected-error @+1 {{End of file reached before closing string literal.}}
  %15" = arith.addi %a, %a : index
  func.return
}

// -----

// MLIR caps integer widths; checking a literal against a 4-gigabit type must not take minutes.
func.func @huge_integer_type() {
  // expected-error @+1 {{integer bitwidth is limited to 16777215 bits (got 4294967296)}}
  "test.op"() {a = array<i4294967296: 1, 2>} : () -> ()
  func.return
}

// -----

// A value that is never defined is reported at its first use (xDSL said it at the end of the file).
func.func @undefined_value(%peer: i32) {
  // expected-error @+1 {{use of undeclared SSA value name '%peerx'}}
  %a = arith.addi %peerx, %peer : i32
  func.return
}

// -----

// A type the op's definition rejects is found when the op is built, after its last token: the
// error is the op's, at its line (xDSL's parse had put it at the next op).
func.func @rejected_type(%x: f32) {
  // expected-error @+1 {{Unexpected attribute f32}}
  %y = arith.addi %x, %x : f32
  func.return
}
