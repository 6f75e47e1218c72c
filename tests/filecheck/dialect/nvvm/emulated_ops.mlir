// RUN: mgpu-opt %s --split-input-file | mgpu-opt --split-input-file | filecheck %s
// RUN: mgpu-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: MGPU_ROUNDTRIP

// The nvvm ops the emulator runs beyond those of jax's payloads (special registers, CTA barriers,
// fences, mbarrier arrives and expect_tx/complete_tx, non-tensor bulk copies, TMA reductions), in
// MLIR's syntax: each line here is what mlir-opt 22 prints for it (the custom form strips
// `#nvvm.mem_scope` and the pointer types whose ODS constraint names one address space), and
// jaxlib 0.10.2 parses both forms
// (tests/interop/check_jaxlib.py; nvvm.barrier has two operand segments there, three in MLIR 22).

// CHECK-LABEL: func.func @sreg(
// CHECK-NEXT:  %tid = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:  %nz = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
// CHECK-NEXT:  %lane = nvvm.read.ptx.sreg.laneid : i32
// CHECK-NEXT:  %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
// GENERIC-LABEL: sym_name = "sreg"
// GENERIC:       %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
// GENERIC:       %nz = "nvvm.read.ptx.sreg.cluster.nctaid.z"() : () -> i32
// GENERIC:       %lane = "nvvm.read.ptx.sreg.laneid"() : () -> i32
// GENERIC:       %rank = "nvvm.read.ptx.sreg.cluster.ctarank"() : () -> i32
func.func @sreg() {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %nz = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
  %lane = nvvm.read.ptx.sreg.laneid : i32
  %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
  func.return
}

// -----

// CHECK-LABEL: func.func @sync(
// CHECK-NEXT:  nvvm.barrier
// CHECK-NEXT:  nvvm.barrier id = %id
// CHECK-NEXT:  nvvm.barrier id = %id number_of_threads = %n
// CHECK-NEXT:  nvvm.fence.sc.cluster
// CHECK-NEXT:  nvvm.fence.proxy.acquire <sys> %p, %sz
// CHECK-NEXT:  nvvm.fence.proxy.release <cta>
// CHECK-NEXT:  nvvm.fence.proxy.release <cta>
// GENERIC-LABEL: sym_name = "sync"
// GENERIC:       "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// GENERIC:       "nvvm.barrier"(%id) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
// GENERIC:       "nvvm.barrier"(%id, %n) <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> ()
// GENERIC:       "nvvm.fence.sc.cluster"() : () -> ()
// GENERIC:       "nvvm.fence.proxy.acquire"(%p, %sz) <{fromProxy = #nvvm.proxy_kind<generic>, scope = #nvvm.mem_scope<sys>, toProxy = #nvvm.proxy_kind<tensormap>}> : (!llvm.ptr, i32) -> ()
// GENERIC:       "nvvm.fence.proxy.release"() <{fromProxy = #nvvm.proxy_kind<generic>, scope = #nvvm.mem_scope<cta>, toProxy = #nvvm.proxy_kind<tensormap>}> : () -> ()
// GENERIC:       "nvvm.fence.proxy.release"() <{fromProxy = #nvvm.proxy_kind<generic>, scope = #nvvm.mem_scope<cta>, toProxy = #nvvm.proxy_kind<tensormap>}> : () -> ()
func.func @sync(%id: i32, %n: i32, %p: !llvm.ptr, %sz: i32) {
  nvvm.barrier
  nvvm.barrier id = %id
  nvvm.barrier id = %id number_of_threads = %n
  nvvm.fence.sc.cluster
  nvvm.fence.proxy.acquire <sys> %p, %sz
  nvvm.fence.proxy.release <cta>
  nvvm.fence.proxy.release <cta> from_proxy = <generic> to_proxy = <tensormap>
  func.return
}

// -----

// CHECK-LABEL: func.func @mbarrier(
// CHECK-NEXT:  %s0 = nvvm.mbarrier.arrive %b : !llvm.ptr<3> -> i64
// CHECK-NEXT:  %s1 = nvvm.mbarrier.arrive %b, %n {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3> -> i64
// CHECK-NEXT:  nvvm.mbarrier.arrive %c : !llvm.ptr<7>
// CHECK-NEXT:  %s2 = nvvm.mbarrier.arrive %g : !llvm.ptr -> i64
// CHECK-NEXT:  %s3 = nvvm.mbarrier.arrive_drop %b : !llvm.ptr<3> -> i64
// CHECK-NEXT:  nvvm.mbarrier.arrive_drop %c, %n : !llvm.ptr<7>
// CHECK-NEXT:  nvvm.mbarrier.expect_tx %b, %n : !llvm.ptr<3>, i32
// CHECK-NEXT:  nvvm.mbarrier.expect_tx %c, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
// CHECK-NEXT:  nvvm.mbarrier.complete_tx %b, %n : !llvm.ptr<3>, i32
// CHECK-NEXT:  nvvm.mbarrier.complete_tx %c, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
// GENERIC-LABEL: sym_name = "mbarrier"
// GENERIC:       %s0 = "nvvm.mbarrier.arrive"(%b) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> i64
// GENERIC:       %s1 = "nvvm.mbarrier.arrive"(%b, %n) <{relaxed = true, scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<3>, i32) -> i64
// GENERIC:       "nvvm.mbarrier.arrive"(%c) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>) -> ()
// GENERIC:       %s2 = "nvvm.mbarrier.arrive"(%g) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr) -> i64
// GENERIC:       %s3 = "nvvm.mbarrier.arrive_drop"(%b) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> i64
// GENERIC:       "nvvm.mbarrier.arrive_drop"(%c, %n) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32) -> ()
// GENERIC:       "nvvm.mbarrier.expect_tx"(%b, %n) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> ()
// GENERIC:       "nvvm.mbarrier.expect_tx"(%c, %n) <{scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<7>, i32) -> ()
// GENERIC:       "nvvm.mbarrier.complete_tx"(%b, %n) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> ()
// GENERIC:       "nvvm.mbarrier.complete_tx"(%c, %n) <{scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<7>, i32) -> ()
func.func @mbarrier(%b: !llvm.ptr<3>, %c: !llvm.ptr<7>, %n: i32, %g: !llvm.ptr) {
  %s0 = nvvm.mbarrier.arrive %b : !llvm.ptr<3> -> i64
  %s1 = nvvm.mbarrier.arrive %b, %n {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3> -> i64
  nvvm.mbarrier.arrive %c : !llvm.ptr<7>
  %s2 = nvvm.mbarrier.arrive %g : !llvm.ptr -> i64
  %s3 = nvvm.mbarrier.arrive_drop %b : !llvm.ptr<3> -> i64
  nvvm.mbarrier.arrive_drop %c, %n : !llvm.ptr<7>
  nvvm.mbarrier.expect_tx %b, %n : !llvm.ptr<3>, i32
  nvvm.mbarrier.expect_tx %c, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  nvvm.mbarrier.complete_tx %b, %n : !llvm.ptr<3>, i32
  nvvm.mbarrier.complete_tx %c, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  func.return
}

// -----

// CHECK-LABEL: func.func @bulk(
// CHECK-NEXT:  nvvm.cp.async.bulk.global.shared.cta %g, %s, %n : <1>, <3>
// CHECK-NEXT:  nvvm.cp.async.bulk.global.shared.cta %g, %s, %n l2_cache_hint = %h byte_mask = %m : <1>, <3>
// CHECK-NEXT:  nvvm.cp.async.bulk.shared.cluster.global %c, %g, %bar, %n : !llvm.ptr<7>, <1>
// CHECK-NEXT:  nvvm.cp.async.bulk.shared.cluster.global %c, %g, %bar, %n multicast_mask = %m l2_cache_hint = %h : !llvm.ptr<7>, <1>
// CHECK-NEXT:  nvvm.cp.async.bulk.tensor.reduce %d, %s, box[%n, %n] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>
// CHECK-NEXT:  nvvm.cp.async.bulk.tensor.reduce %d, %s, box[%n, %n, %n] l2_cache_hint = %h {mode = #nvvm.tma_store_mode<im2col>, redKind = #nvvm.tma_redux_kind<max>} : !llvm.ptr, <3>
// GENERIC-LABEL: sym_name = "bulk"
// GENERIC:       "nvvm.cp.async.bulk.global.shared.cta"(%g, %s, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!llvm.ptr<1>, !llvm.ptr<3>, i32) -> ()
// GENERIC:       "nvvm.cp.async.bulk.global.shared.cta"(%g, %s, %n, %h, %m) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!llvm.ptr<1>, !llvm.ptr<3>, i32, i64, i16) -> ()
// GENERIC:       "nvvm.cp.async.bulk.shared.cluster.global"(%c, %g, %bar, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>}> : (!llvm.ptr<7>, !llvm.ptr<1>, !llvm.ptr<3>, i32) -> ()
// GENERIC:       "nvvm.cp.async.bulk.shared.cluster.global"(%c, %g, %bar, %n, %m, %h) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>}> : (!llvm.ptr<7>, !llvm.ptr<1>, !llvm.ptr<3>, i32, i16, i64) -> ()
// GENERIC:       "nvvm.cp.async.bulk.tensor.reduce"(%d, %s, %n, %n) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 0>, redKind = #nvvm.tma_redux_kind<add>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
// GENERIC:       "nvvm.cp.async.bulk.tensor.reduce"(%d, %s, %n, %n, %n, %h) <{mode = #nvvm.tma_store_mode<im2col>, operandSegmentSizes = array<i32: 1, 1, 3, 1>, redKind = #nvvm.tma_redux_kind<max>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i64) -> ()
func.func @bulk(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %c: !llvm.ptr<7>, %bar: !llvm.ptr<3>, %n: i32, %h: i64, %m: i16, %d: !llvm.ptr) {
  nvvm.cp.async.bulk.global.shared.cta %g, %s, %n : <1>, <3>
  nvvm.cp.async.bulk.global.shared.cta %g, %s, %n l2_cache_hint = %h byte_mask = %m : <1>, <3>
  nvvm.cp.async.bulk.shared.cluster.global %c, %g, %bar, %n : !llvm.ptr<7>, <1>
  nvvm.cp.async.bulk.shared.cluster.global %c, %g, %bar, %n multicast_mask = %m l2_cache_hint = %h : !llvm.ptr<7>, <1>
  nvvm.cp.async.bulk.tensor.reduce %d, %s, box[%n, %n] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>
  nvvm.cp.async.bulk.tensor.reduce %d, %s, box[%n, %n, %n] l2_cache_hint = %h {mode = #nvvm.tma_store_mode<im2col>, redKind = #nvvm.tma_redux_kind<max>} : !llvm.ptr, <3>
  func.return
}
