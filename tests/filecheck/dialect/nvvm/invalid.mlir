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

// -----

func.func @setmaxregister_not_a_multiple_of_8() {
  // expected-error @+1 {{'nvvm.setmaxregister' op new register size must be multiple of 8}}
  nvvm.setmaxregister increase 250
  func.return
}

// -----

func.func @setmaxregister_out_of_range() {
  // expected-error @+1 {{'nvvm.setmaxregister' op new register size must be in between 24 to 256}}
  nvvm.setmaxregister decrease 16
  func.return
}

// -----

func.func @redux_add_on_f32(%f: f32, %m: i32) {
  // expected-error @+1 {{'nvvm.redux.sync' op 'add' reduction kind unsupported with 'f32' type. Only supported type is 'i32'.}}
  %0 = nvvm.redux.sync add %f, %m : f32 -> f32
  func.return
}

// -----

func.func @redux_abs_on_i32(%x: i32, %m: i32) {
  // expected-error @+1 {{'nvvm.redux.sync' op abs attribute is supported only for f32 type}}
  %0 = nvvm.redux.sync max %x, %m {abs = true} : i32 -> i32
  func.return
}

// -----

func.func @cp_async_cg_needs_16_bytes(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) {
  // expected-error @+1 {{'nvvm.cp.async.shared.global' op CG cache modifier is only support for 16 bytes copy.}}
  nvvm.cp.async.shared.global %s, %g, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  func.return
}

// -----

func.func @cp_async_size(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) {
  // expected-error @+1 {{'nvvm.cp.async.shared.global' op expected byte size to be either 4, 8 or 16.}}
  nvvm.cp.async.shared.global %s, %g, 2, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  func.return
}

// -----

func.func @tcgen05_cp_needs_multicast(%t: !llvm.ptr<6>, %d: i64) {
  // expected-error @+1 {{'nvvm.tcgen05.cp' op Shape 32x128b requires multicast warpx4 for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}
  func.return
}

// -----

func.func @tcgen05_cp_bad_multicast(%t: !llvm.ptr<6>, %d: i64) {
  // expected-error @+1 {{'nvvm.tcgen05.cp' op Invalid multicast type for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %d {multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
  func.return
}

// -----

func.func @tcgen05_ld_16x32bx2_needs_offset(%t: !llvm.ptr<6>) {
  // expected-error @+1 {{'nvvm.tcgen05.ld' op shape 16x32bx2 requires offset argument}}
  %0 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
  func.return
}

// -----

func.func @tcgen05_ld_length(%t: !llvm.ptr<6>) {
  // expected-error @+1 {{'nvvm.tcgen05.ld' op invalid result type length 1 for shape shape_16x128b in tcgen05.ld Op}}
  %0 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32
  func.return
}

// -----

func.func @test_wait_state_type(%b: !llvm.ptr<3>, %s: i16) {
  // expected-error @+1 {{'nvvm.mbarrier.test.wait' op the state or phase must be i64 or i32, not i16}}
  %0 = nvvm.mbarrier.test.wait %b, %s : !llvm.ptr<3>, i16 -> i1
  func.return
}

// -----

func.func @query_cancel_result_type(%r: i128) {
  // expected-error @+1 {{'nvvm.clusterlaunchcontrol.query.cancel' op the is_canceled query returns i1, not i32}}
  %0 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i32
  func.return
}

// -----

func.func @vote_ballot_is_an_i32(%m: i32, %p: i1) {
  // expected-error @+1 {{'nvvm.vote.sync' op vote.sync 'ballot' returns an i32}}
  %0 = nvvm.vote.sync ballot %m, %p -> i1
  func.return
}

// -----

func.func @vote_any_is_an_i1(%m: i32, %p: i1) {
  // expected-error @+1 {{'nvvm.vote.sync' op vote.sync 'any', 'all' and 'uni' returns an i1}}
  %0 = nvvm.vote.sync any %m, %p -> i32
  func.return
}
