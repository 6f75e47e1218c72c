// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// Verifiers of the barrier ops: jaxlib's ODS checks (tested by jax as "value is positive" and
// "pointer in address space 3") and operand types.

func.func @initialize_barrier_valid(%p: !llvm.ptr<3>) {
  "mosaic_gpu.initialize_barrier"(%p) <{arrival_count = 1 : i64, num_barriers = 2 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
  func.return
}

// -----

func.func @initialize_barrier_zero_arrivals(%p: !llvm.ptr<3>) {
  // expected-error @+2 {{'mosaic_gpu.initialize_barrier' op attribute 'arrival_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  // expected-note @+1 {{use a positive arrival_count, got 0}}
  "mosaic_gpu.initialize_barrier"(%p) <{arrival_count = 0 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
  func.return
}

// -----

// An arrival count past what an mbarrier counts (2^20 - 1 arrivals) was lowered, and failed there
// as an internal error: 8192 warpgroups of 128 threads are one too many; 8191 are not, nor are
// 2^20 - 1 arrivals of a barrier that orders the tensor core (one arrival each).
func.func @initialize_barrier_too_many_arrivals(%p: !llvm.ptr<3>) {
  // expected-error @+2 {{'mosaic_gpu.initialize_barrier' op attribute 'arrival_count' = 8192 makes the mbarrier expect 1048576 arrivals (128 threads of a warpgroup each), more than the 1048575 an mbarrier counts (PTX ISA, mbarrier: expected arrival count)}}
  // expected-note @+1 {{use an arrival_count of at most 8191}}
  "mosaic_gpu.initialize_barrier"(%p) <{arrival_count = 8192 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
  "mosaic_gpu.initialize_barrier"(%p) <{arrival_count = 8191 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
  "mosaic_gpu.initialize_barrier"(%p) <{arrival_count = 1048575 : i64, num_barriers = 1 : i32, orders_tensor_core = true}> : (!llvm.ptr<3>) -> ()
  func.return
}

// -----

func.func @initialize_barrier_extreme_arrivals(%p: !llvm.ptr<3>) {
  // expected-error @+2 {{'mosaic_gpu.initialize_barrier' op attribute 'arrival_count' = 9223372036854775807 makes the mbarrier expect 9223372036854775807 arrivals, more than the 1048575 an mbarrier counts (PTX ISA, mbarrier: expected arrival count)}}
  // expected-note @+1 {{use an arrival_count of at most 1048575}}
  "mosaic_gpu.initialize_barrier"(%p) <{arrival_count = 9223372036854775807 : i64, num_barriers = 1 : i32, orders_tensor_core = true}> : (!llvm.ptr<3>) -> ()
  func.return
}

// -----

func.func @initialize_barrier_zero_barriers(%p: !llvm.ptr<3>) {
  // expected-error @+2 {{'mosaic_gpu.initialize_barrier' op attribute 'num_barriers' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  // expected-note @+1 {{use a positive num_barriers, got 0}}
  "mosaic_gpu.initialize_barrier"(%p) <{arrival_count = 1 : i64, num_barriers = 0 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
  func.return
}

// -----

// The barriers of one op must fit in a CTA's shared memory (232448 bytes: 29056 of 8 bytes); jax's lowering
// unrolls an init per barrier, so a count past that is refused rather than lowered for ever.
func.func @initialize_barrier_more_than_smem(%p: !llvm.ptr<3>) {
  // expected-error @+2 {{'mosaic_gpu.initialize_barrier' op attribute 'num_barriers' = 2147483647 asks for 2147483647 mbarriers of 8 bytes, more than the 232448 bytes of shared memory a CTA can have}}
  // expected-note @+1 {{use a num_barriers of at most 29056}}
  "mosaic_gpu.initialize_barrier"(%p) <{arrival_count = 1 : i64, num_barriers = 2147483647 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
  "mosaic_gpu.initialize_barrier"(%p) <{arrival_count = 1 : i64, num_barriers = 29056 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
  func.return
}

// -----

func.func @initialize_barrier_generic_pointer(%p: !llvm.ptr) {
  // expected-error @+2 {{'mosaic_gpu.initialize_barrier' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  // expected-note @+1 {{pass a SMEM pointer: !llvm.ptr<3>}}
  "mosaic_gpu.initialize_barrier"(%p) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr) -> ()
  func.return
}

// -----

func.func @arrive_not_a_barrier(%b: memref<i64, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.arrive' op operand #0 (`barrier`) must be 0D memref of !mosaic_gpu.barrier, but got 'memref<i64, #gpu.address_space<workgroup>>'}}
  // expected-note @+1 {{pass a 0D memref of !mosaic_gpu.barrier}}
  "mosaic_gpu.arrive"(%b) <{orders_tensor_core = false}> : (memref<i64, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

func.func @arrive_expect_tx_array(%b: memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.arrive_expect_tx' op operand #0 (`barrier`) must be 0D memref of !mosaic_gpu.barrier, but got 'memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>'}}
  // expected-note @+1 {{pass a 0D memref of !mosaic_gpu.barrier}}
  mosaic_gpu.arrive_expect_tx barrier(%b : memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
  func.return
}

// -----

func.func @arrive_expect_tx_negative(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.arrive_expect_tx' op attribute 'expect_tx' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  // expected-note @+1 {{use a non-negative expect_tx, got -1}}
  mosaic_gpu.arrive_expect_tx barrier(%b : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -1
  func.return
}

// -----

func.func @wait_parity_i32(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %p: i32) {
  // expected-error @+2 {{'mosaic_gpu.wait' op operand #1 (`parity`) must be i1, but got 'i32'}}
  // expected-note @+1 {{pass an i1 value (e.g. from arith.cmpi)}}
  mosaic_gpu.wait barrier(%b : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) parity(%p : i32)
  func.return
}

// -----

func.func @tcgen05_commit_arrive_not_a_barrier(%b: memref<i64, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.tcgen05_commit_arrive' op operand #0 (`barrier`) must be 0D memref of !mosaic_gpu.barrier, but got 'memref<i64, #gpu.address_space<workgroup>>'}}
  // expected-note @+1 {{pass a 0D memref of !mosaic_gpu.barrier}}
  "mosaic_gpu.tcgen05_commit_arrive"(%b) <{collective = false}> : (memref<i64, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

func.func @try_cluster_cancel_size(%r: memref<8xi8, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.try_cluster_cancel' op Try cluster cancel response must have 16 elements, but has 8 elements.}}
  // expected-note @+1 {{use a memref<16xi8, #gpu.address_space<workgroup>> for the response}}
  "mosaic_gpu.try_cluster_cancel"(%r, %b) : (memref<8xi8, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

func.func @query_cluster_cancel_gmem(%r: memref<16xi8>) {
  // expected-error @+2 {{'mosaic_gpu.query_cluster_cancel' op Response memref must be in SMEM.}}
  // expected-note @+1 {{use a memref<16xi8, #gpu.address_space<workgroup>> for the response}}
  %x, %y, %z, %ok = "mosaic_gpu.query_cluster_cancel"(%r) : (memref<16xi8>) -> (i32, i32, i32, i1)
  func.return
}

// -----

func.func @arrive_missing_property(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.arrive' op requires attribute 'orders_tensor_core'}}
  // expected-note @+1 {{add `orders_tensor_core = false` to the op's properties <{...}>}}
  "mosaic_gpu.arrive"(%b) : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

// Like MLIR, a property may also be given in the attribute dictionary of the generic form.
func.func @arrive_property_in_attr_dict(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
  "mosaic_gpu.arrive"(%b) {orders_tensor_core = true} : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
  func.return
}
