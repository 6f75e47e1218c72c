// RUN: mgpu-opt %s --split-input-file | mgpu-opt --split-input-file | filecheck %s
// RUN: mgpu-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: MGPU_ROUNDTRIP

// llvm.addrspacecast (jax: launch_context.py:1373, utils.py:2313) and llvm.mlir.poison.

// CHECK-LABEL: func.func @pointers(%p: !llvm.ptr, %q: !llvm.ptr<7>) {
// CHECK-NEXT:  %0 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:  %1 = llvm.addrspacecast %q : !llvm.ptr<7> to !llvm.ptr
// CHECK-NEXT:  %2 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT:  %3 = llvm.mlir.poison : !llvm.ptr<3>
// GENERIC-LABEL: sym_name = "pointers"
// GENERIC:       %0 = "llvm.addrspacecast"(%p) : (!llvm.ptr) -> !llvm.ptr<1>
// GENERIC:       %1 = "llvm.addrspacecast"(%q) : (!llvm.ptr<7>) -> !llvm.ptr
// GENERIC:       %2 = "llvm.mlir.poison"() : () -> vector<2xf32>
// GENERIC:       %3 = "llvm.mlir.poison"() : () -> !llvm.ptr<3>
func.func @pointers(%p: !llvm.ptr, %q: !llvm.ptr<7>) {
  %0 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %1 = llvm.addrspacecast %q : !llvm.ptr<7> to !llvm.ptr
  %2 = llvm.mlir.poison : vector<2xf32>
  %3 = llvm.mlir.poison : !llvm.ptr<3>
  func.return
}
