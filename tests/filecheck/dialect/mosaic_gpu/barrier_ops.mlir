// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s

// Barrier ops. initialize_barrier, arrive and tcgen05_commit_arrive print in generic form (as
// jaxlib does); arrive_expect_tx and wait have jaxlib's custom assembly format.

// CHECK-LABEL: func.func @initialize_barrier
// CHECK: "mosaic_gpu.initialize_barrier"(%{{.*}}) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
func.func @initialize_barrier(%p: !llvm.ptr<3>) {
  "mosaic_gpu.initialize_barrier"(%p) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @initialize_barrier_tensor_core
// CHECK: "mosaic_gpu.initialize_barrier"(%{{.*}}) <{arrival_count = 2 : i64, num_barriers = 4 : i32, orders_tensor_core = true}> : (!llvm.ptr<3>) -> ()
func.func @initialize_barrier_tensor_core(%p: !llvm.ptr<3>) {
  "mosaic_gpu.initialize_barrier"(%p) <{arrival_count = 2 : i64, num_barriers = 4 : i32, orders_tensor_core = true}> : (!llvm.ptr<3>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @arrive
// CHECK: "mosaic_gpu.arrive"(%{{.*}}) <{orders_tensor_core = false}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
func.func @arrive(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
  "mosaic_gpu.arrive"(%b) <{orders_tensor_core = false}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @arrive_expect_tx
// CHECK: mosaic_gpu.arrive_expect_tx barrier(%{{.*}} : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
func.func @arrive_expect_tx(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
  mosaic_gpu.arrive_expect_tx barrier(%b : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
  func.return
}

// -----

// The generic form parses too and prints in the custom format.
// CHECK-LABEL: func.func @arrive_expect_tx_generic
// CHECK: mosaic_gpu.arrive_expect_tx barrier(%{{.*}} : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 0
func.func @arrive_expect_tx_generic(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
  "mosaic_gpu.arrive_expect_tx"(%b) <{expect_tx = 0 : i32}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @wait
// CHECK: mosaic_gpu.wait barrier(%{{.*}} : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) parity(%{{.*}} : i1)
func.func @wait(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %p: i1) {
  mosaic_gpu.wait barrier(%b : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) parity(%p : i1)
  func.return
}

// -----

// CHECK-LABEL: func.func @tcgen05_commit_arrive
// CHECK: "mosaic_gpu.tcgen05_commit_arrive"(%{{.*}}) <{collective = false}> : (memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>) -> ()
func.func @tcgen05_commit_arrive(%b: memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>) {
  "mosaic_gpu.tcgen05_commit_arrive"(%b) <{collective = false}> : (memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @cluster_cancel
// CHECK: "mosaic_gpu.try_cluster_cancel"(%{{.*}}, %{{.*}}) : (memref<16xi8, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
// CHECK: "mosaic_gpu.query_cluster_cancel"(%{{.*}}) : (memref<16xi8, #gpu.address_space<workgroup>>) -> (i32, i32, i32, i1)
func.func @cluster_cancel(%r: memref<16xi8, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
  "mosaic_gpu.try_cluster_cancel"(%r, %b) : (memref<16xi8, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
  %x, %y, %z, %ok = "mosaic_gpu.query_cluster_cancel"(%r) : (memref<16xi8, #gpu.address_space<workgroup>>) -> (i32, i32, i32, i1)
  func.return
}
