// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

func.func @fence_proxy_needs_space() {
  // expected-error @+1 {{'nvvm.fence.proxy' op async_shared fence requires space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>}
  func.return
}

// -----

func.func @mapa_wrong_spaces(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error @+1 {{'nvvm.mapa' op expected !llvm.ptr -> !llvm.ptr or !llvm.ptr<3> -> !llvm.ptr<7>, got !llvm.ptr<3> -> !llvm.ptr<3>}}
  %0 = nvvm.mapa %p, %r : !llvm.ptr<3> -> !llvm.ptr<3>
  func.return
}

// -----

func.func @shfl_result_type(%m: i32, %v: i32) {
  // expected-error @+1 {{'nvvm.shfl.sync' op expected return type i32, got f32}}
  %0 = nvvm.shfl.sync idx %m, %v, %m, %m : i32 -> f32
  func.return
}

// -----

func.func @tma_store_source_not_smem(%desc: !llvm.ptr, %src: !llvm.ptr, %c: i32) {
  // expected-error @+1 {{'nvvm.cp.async.bulk.tensor.global.shared.cta' op the source must be !llvm.ptr<3>, got !llvm.ptr}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %desc, %src, box[%c] : !llvm.ptr, !llvm.ptr
  func.return
}

// -----

func.func @tma_load_too_many_coordinates(%dst: !llvm.ptr<3>, %desc: !llvm.ptr, %c: i32) {
  // expected-error @+1 {{'nvvm.cp.async.bulk.tensor.shared.cluster.global' op expects coordinates between 1 to 5 dimension, got 6}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %dst, box[%c, %c, %c, %c, %c, %c] : !llvm.ptr<3>, !llvm.ptr
  func.return
}

// -----

func.func @arrive_expect_tx_cluster_result(%b: !llvm.ptr<7>, %n: i32) {
  // expected-error @+1 {{'nvvm.mbarrier.arrive.expect_tx' op mbarrier in shared_cluster space cannot return any value}}
  %0 = nvvm.mbarrier.arrive.expect_tx %b, %n : !llvm.ptr<7>, i32 -> i64
  func.return
}

// -----

func.func @expect_tx_generic_address(%g: !llvm.ptr, %n: i32) {
  // expected-error @+1 {{'nvvm.mbarrier.expect_tx' op the barrier address must be !llvm.ptr<3> or !llvm.ptr<7>, got !llvm.ptr}}
  nvvm.mbarrier.expect_tx %g, %n : !llvm.ptr, i32
  func.return
}

// -----

func.func @dealloc_not_tmem(%t: !llvm.ptr<3>, %n: i32) {
  // expected-error @+1 {{'nvvm.tcgen05.dealloc' op the tensor-memory address must be !llvm.ptr<6>, got !llvm.ptr<3>}}
  nvvm.tcgen05.dealloc %t, %n : !llvm.ptr<3>, i32
  func.return
}
