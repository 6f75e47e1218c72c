// RUN: mgpu-opt %s --verify-diagnostics

// MLIR's message for a type list that does not match the (%arg = %init) list.
func.func @count(%z: i32) {
  // expected-error @+1 {{expected as many input types as operands (expected 1 got 0)}}
  scf.while (%i = %z) : () -> () {
    scf.condition(%true)
  } do {
    scf.yield
  }
  func.return
}
