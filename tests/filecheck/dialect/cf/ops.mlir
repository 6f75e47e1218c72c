// RUN: mgpu-opt %s --split-input-file | mgpu-opt --split-input-file | filecheck %s
// RUN: mgpu-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: MGPU_ROUNDTRIP

// cf.assert, the one cf op jax emits (pl.debug_check).

// CHECK-LABEL: func.func @assert(%c: i1) {
// CHECK-NEXT:  cf.assert %c, "x must be positive"
// GENERIC-LABEL: sym_name = "assert"
// GENERIC:       "cf.assert"(%c) <{msg = "x must be positive"}> : (i1) -> ()
func.func @assert(%c: i1) {
  cf.assert %c, "x must be positive"
  func.return
}
