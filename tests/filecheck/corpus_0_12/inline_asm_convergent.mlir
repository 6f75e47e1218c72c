// jax 0.12 marks warp-collective inline PTX convergent.
// RUN: mgpu-opt --jax 0.12.0.1 %S/../../corpus/jax-0.12.0.1/pallas_add_one.wg.payload.mlir | mgpu-opt --jax 0.12.0.1 | filecheck %s
// CHECK: llvm.inline_asm has_side_effects convergent "mbarrier.arrive.expect_tx
