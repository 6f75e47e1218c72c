// RUN: mgpu-opt --jax 0.12.1 %s --split-input-file -p mgpu-lower-warpgroup --verify-diagnostics | filecheck %s

// jax 0.12.1's tcgen05_commit_arrive (as jaxlib 0.12.1 prints it: commit_a_read_only written, default or not):
// where it is false, the single lane commits where the predicate holds, as 0.12.0.1's; a read-only commit
// (tcgen05.commit ... .smem.a.read) is refused in jax's words below sm_107f (tcgen05.py:924-929 at 0.12.1).

// CHECK-LABEL: func.func @commit(
// CHECK:       %[[P:.*]] = arith.andi %{{.*}}, %p : i1
// CHECK:       scf.if %[[P]] {
// CHECK-NEXT:    nvvm.tcgen05.commit %{{.*}} : !llvm.ptr<3>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i1) -> (), sym_name = "commit"}> ({
  ^bb0(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %p: i1):
    "mosaic_gpu.tcgen05_commit_arrive"(%b, %p) <{collective = false, commit_a_read_only = false}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> (), sym_name = "read_only"}> ({
  ^bb0(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>):
    // expected-error @+2 {{'mosaic_gpu.tcgen05_commit_arrive' op SMEM-read-only commit for operand A requires sm_107f, got sm_100}}
    // expected-note @+1 {{commit_a_read_only is of sm_107f's tcgen05.commit (.smem.a.read): leave it false on sm_100}}
    "mosaic_gpu.tcgen05_commit_arrive"(%b) <{collective = false, commit_a_read_only = true}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> (), sym_name = "read_only_sm107"}> ({
  ^bb0(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>):
    // expected-error @+2 {{'mosaic_gpu.tcgen05_commit_arrive' op not supported: a tcgen05_commit_arrive with commit_a_read_only (sm_107f's tcgen05.commit ... .smem.a.read, which the emulator does not run)}}
    // expected-note @+1 {{leave commit_a_read_only false: the barrier then tracks the whole MMA, which is what jax waits for otherwise}}
    "mosaic_gpu.tcgen05_commit_arrive"(%b) <{collective = false, commit_a_read_only = true}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 7 : i32} : () -> ()
