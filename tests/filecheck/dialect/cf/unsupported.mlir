// RUN: mgpu-opt %s --verify-diagnostics

// Only cf.assert is registered: jax branches with scf ops, and the emulator runs no cf branch.
func.func @branch() {
  // expected-error @+2 {{'cf.br' is not supported by mgpu (not registered)}}
  // expected-note @+1 {{check the op's spelling; --allow-unregistered-dialect accepts ops mgpu does not know, unchecked (mgpu-run then fails at the first one it cannot execute)}}
  cf.br ^bb1
^bb1:
  func.return
}
