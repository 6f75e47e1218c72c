// RUN: mgpu-opt %s --split-input-file | mgpu-opt --split-input-file | filecheck %s
// RUN: mgpu-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: MGPU_ROUNDTRIP

// scf.while as MLIR writes it: the (%arg = %init) list only when the loop carries values
// (mlir/lib/Dialect/SCF/IR/SCF.cpp, printInitializationList). jax's semaphore wait is a loop
// without one (test_multiple_get_global_semaphores). jaxlib parses what we print
// (tests/interop/check_jaxlib.py).

// CHECK-LABEL: func.func @spin(%p: !llvm.ptr, %n: i32) {
// CHECK-NEXT:  scf.while : () -> () {
// CHECK-NEXT:    %v = llvm.inline_asm has_side_effects "ld.relaxed.sys.global.b32 $0, [$1];", "=r,l" %p : (!llvm.ptr) -> i32
// CHECK-NEXT:    %c = arith.cmpi ult, %v, %n : i32
// CHECK-NEXT:    scf.condition(%c)
// CHECK-NEXT:  } do {
// CHECK-NEXT:    scf.yield
// CHECK-NEXT:  }
// GENERIC-LABEL: sym_name = "spin"
// GENERIC:       "scf.while"() ({
// GENERIC:       }) : () -> ()
func.func @spin(%p: !llvm.ptr, %n: i32) {
  scf.while : () -> () {
    %v = llvm.inline_asm has_side_effects "ld.relaxed.sys.global.b32 $0, [$1];", "=r,l" %p : (!llvm.ptr) -> i32
    %c = arith.cmpi ult, %v, %n : i32
    scf.condition(%c)
  } do {
    scf.yield
  }
  func.return
}

// -----

// CHECK-LABEL: func.func @count(%n: i32) -> i32 {
// CHECK-NEXT:  %z = arith.constant 0 : i32
// CHECK-NEXT:  %r = scf.while (%i = %z) : (i32) -> i32 {
// CHECK-NEXT:    %c = arith.cmpi ult, %i, %n : i32
// CHECK-NEXT:    scf.condition(%c) %i : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%j: i32):
// CHECK-NEXT:    %one = arith.constant 1 : i32
// CHECK-NEXT:    %k = arith.addi %j, %one : i32
// CHECK-NEXT:    scf.yield %k : i32
// CHECK-NEXT:  } attributes {tag}
// GENERIC-LABEL: sym_name = "count"
// GENERIC:       "scf.while"(%z) ({
// GENERIC:       }) {tag} : (i32) -> i32
func.func @count(%n: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r = scf.while (%i = %z) : (i32) -> i32 {
    %c = arith.cmpi ult, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %one = arith.constant 1 : i32
    %k = arith.addi %j, %one : i32
    scf.yield %k : i32
  } attributes {tag}
  func.return %r : i32
}
