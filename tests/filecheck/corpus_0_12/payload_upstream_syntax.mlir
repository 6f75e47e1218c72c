// A jax 0.12 payload: MLIR's newer spellings of the upstream dialects, read and written back.
// RUN: mgpu-opt --jax 0.12.0.1 %S/../../corpus/jax-0.12.0.1/pallas_barrier_arrive_wait.wg.payload.mlir | mgpu-opt --jax 0.12.0.1 | filecheck %s
// RUN: mgpu-opt --jax 0.12.0.1 %S/../../corpus/jax-0.12.0.1/pallas_barrier_arrive_wait.wg.payload.generic.mlir --print-op-generic | filecheck %s --check-prefix=GENERIC
// CHECK: nvvm.fence.proxy <async.shared>, space = <cta>
// GENERIC: "gpu.launch"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 0>}>
// GENERIC: "gpu.thread_id"() <{dimension = #gpu.dim<x>}>
