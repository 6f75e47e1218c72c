// RUN: mgpu-opt --jax 0.12.1 %s | filecheck %s
// RUN: mgpu-opt --jax 0.12.1 %s | mgpu-opt --jax 0.10.2 | filecheck %s --check-prefix=V10
// RUN: mgpu-opt --jax 0.12.1 %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// llvm.load / llvm.store's alignment as the MLIR of jaxlib 0.12 writes it, a prop-dict (probed with jaxlib 0.12.0.1's
// and 0.12.1's bindings; jax 0.12.1's FragmentedArray sets it); jaxlib 0.10.2's wrote it in the attribute dictionary.

// CHECK:      %0 = llvm.load %p <alignment = 8> : !llvm.ptr -> f32
// CHECK-NEXT: %1 = llvm.load %p : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store %0, %p <alignment = 4> : f32, !llvm.ptr
// CHECK-NEXT: llvm.store %0, %p : f32, !llvm.ptr
// V10:        %0 = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> f32
// V10:        llvm.store %0, %p {alignment = 4 : i64} : f32, !llvm.ptr
// GENERIC:    %0 = "llvm.load"(%p) <{alignment = 8 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> f32
// GENERIC:    "llvm.store"(%0, %p) <{alignment = 4 : i64, ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
func.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p <alignment = 8> : !llvm.ptr -> f32
  %1 = llvm.load %p : !llvm.ptr -> f32
  llvm.store %0, %p <alignment = 4> : f32, !llvm.ptr
  llvm.store %0, %p : f32, !llvm.ptr
  func.return
}
