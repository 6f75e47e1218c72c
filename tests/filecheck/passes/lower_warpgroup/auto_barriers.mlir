// RUN: mgpu-opt %S/../../../corpus/pallas_add_one.wg.wg_layouts.mlir -p mgpu-lower-warpgroup | filecheck %s
// RUN: mgpu-run %S/inputs/emit_with_no_output_0_12.mlir --jax 0.12.0.1 --semantics warpgroup --random-inputs 0 | filecheck %s --check-prefix=EMULATED

// jax's dialect lowering with auto_barriers (Pallas's default, unsafe_no_auto_barriers = False) puts a
// warpgroup barrier before an async_load (the warpgroup's writes and reads of the destination have
// completed) and on both sides of a vector_store (dialect_lowering.py:519, :551, :1179 at 0.12.0.1;
// :553, :591, :1174 at jax-v0.10.2). The load of x + 1's input, then its store:
// CHECK:       "bar.sync $0, 128;"
// CHECK-NOT:   "bar.sync
// CHECK:       nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK:       arith.addf
// CHECK:       "bar.sync $0, 128;"
// CHECK-NOT:   "bar.sync
// CHECK-COUNT-64: vector.store
// CHECK-NOT:   vector.store
// CHECK:       "bar.sync $0, 128;"
// CHECK:       nvvm.fence.proxy

// Without them, a pipelined kernel that releases a slot one step late (jax 0.12's test_emit_with_no_output,
// as jax 0.12.0.1 emits it: plgpu.emit_pipeline(..., delay_release=1)) loads the next block into the slot
// while another warp still reads it: a race, where jax's payload has none.
// EMULATED: out0: float32[1, 128]
// EMULATED-NOT: race
