// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file | mgpu-opt --jax 0.12.0.1 --split-input-file | filecheck %s
// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.12.0.1 --split-input-file | filecheck %s

// Ops jax 0.12 emits and 0.10.2 did not, as jaxlib 0.12.0.1's MLIR prints them (both forms; probed with
// its Python bindings): nvvm.vote.sync (utils.py:1305 at jax-v0.12.0.1), nvvm.cp.async.mbarrier.arrive
// (launch_context.py:1577), llvm.intr.assume (launch_context.py:2526) and llvm.call_intrinsic
// (tcgen05.py:918-925).

// CHECK-LABEL: func.func @vote(
// CHECK-NEXT:  %0 = nvvm.vote.sync any %m, %p -> i1
// CHECK-NEXT:  %1 = nvvm.vote.sync all %m, %p -> i1
// CHECK-NEXT:  %2 = nvvm.vote.sync ballot %m, %p -> i32
// CHECK-NEXT:  %3 = nvvm.vote.sync uni %m, %p -> i1
// GENERIC-LABEL: sym_name = "vote"
// GENERIC:       "nvvm.vote.sync"(%m, %p) <{kind = #nvvm.vote_sync_kind<any>}> : (i32, i1) -> i1
// GENERIC:       "nvvm.vote.sync"(%m, %p) <{kind = #nvvm.vote_sync_kind<ballot>}> : (i32, i1) -> i32
func.func @vote(%m: i32, %p: i1) {
  %0 = nvvm.vote.sync any %m, %p -> i1
  %1 = nvvm.vote.sync all %m, %p -> i1
  %2 = nvvm.vote.sync ballot %m, %p -> i32
  %3 = nvvm.vote.sync uni %m, %p -> i1
  func.return
}

// -----

// CHECK-LABEL: func.func @cp_async_mbarrier_arrive(
// CHECK-NEXT:  nvvm.cp.async.mbarrier.arrive %b : !llvm.ptr<3>
// CHECK-NEXT:  nvvm.cp.async.mbarrier.arrive %b noinc = true : !llvm.ptr<3>
// GENERIC-LABEL: sym_name = "cp_async_mbarrier_arrive"
// GENERIC:       "nvvm.cp.async.mbarrier.arrive"(%b) <{noinc = false}> : (!llvm.ptr<3>) -> ()
// GENERIC:       "nvvm.cp.async.mbarrier.arrive"(%b) <{noinc = true}> : (!llvm.ptr<3>) -> ()
func.func @cp_async_mbarrier_arrive(%b: !llvm.ptr<3>) {
  nvvm.cp.async.mbarrier.arrive %b : !llvm.ptr<3>
  nvvm.cp.async.mbarrier.arrive %b noinc = true : !llvm.ptr<3>
  func.return
}

// -----

// CHECK-LABEL: func.func @assume_and_intrinsic(
// CHECK-NEXT:  llvm.intr.assume %c : i1
// CHECK-NEXT:  llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.cg1"(%b) : (!llvm.ptr<3>) -> ()
// GENERIC-LABEL: sym_name = "assume_and_intrinsic"
// GENERIC:       "llvm.intr.assume"(%c) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
func.func @assume_and_intrinsic(%c: i1, %b: !llvm.ptr<3>) {
  llvm.intr.assume %c : i1
  llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.cg1"(%b) : (!llvm.ptr<3>) -> ()
  func.return
}
