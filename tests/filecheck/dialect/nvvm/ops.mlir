// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s

// The nvvm ops of the corpus: MLIR's custom syntax (defaults elided, e.g. group = cta_1) and its
// generic form (defaults present: relaxed = false, scope = #nvvm.mem_scope<cta>, ...).

// CHECK-LABEL: func.func @warp(%v: i32, %f: f32) {
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT:  %p = nvvm.elect.sync -> i1
// CHECK-NEXT:  %0 = nvvm.shfl.sync idx %c-1_i32, %v, %c0_i32, %c31_i32 : i32 -> i32
// CHECK-NEXT:  %1 = nvvm.shfl.sync bfly %c-1_i32, %f, %c0_i32, %c31_i32 : f32 -> f32
// GENERIC-LABEL: sym_name = "warp"
// GENERIC:       %p = "nvvm.elect.sync"() : () -> i1
// GENERIC:       %0 = "nvvm.shfl.sync"(%c-1_i32, %v, %c0_i32, %c31_i32) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
// GENERIC:       %1 = "nvvm.shfl.sync"(%c-1_i32, %f, %c0_i32, %c31_i32) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
func.func @warp(%v: i32, %f: f32) {
  %c-1_i32 = arith.constant -1 : i32
  %c0_i32 = arith.constant 0 : i32
  %c31_i32 = arith.constant 31 : i32
  %p = nvvm.elect.sync -> i1
  %0 = nvvm.shfl.sync idx %c-1_i32, %v, %c0_i32, %c31_i32 : i32 -> i32
  %1 = nvvm.shfl.sync bfly %c-1_i32, %f, %c0_i32, %c31_i32 : f32 -> f32
  func.return
}


// -----

// CHECK-LABEL: func.func @mbarrier(%bar: !llvm.ptr<3>, %peer: !llvm.ptr<7>, %p: i1) {
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  %c128_i32 = arith.constant 128 : i32
// CHECK-NEXT:  %c10000000_i32 = arith.constant 10000000 : i32
// CHECK-NEXT:  nvvm.mbarrier.init %bar, %c1_i32, predicate = %p : !llvm.ptr<3>, i32, i1
// CHECK-NEXT:  nvvm.mbarrier.init %bar, %c1_i32 : !llvm.ptr<3>, i32
// CHECK-NEXT:  nvvm.fence.mbarrier.init
// CHECK-NEXT:  %s = nvvm.mbarrier.arrive.expect_tx %bar, %c128_i32 : !llvm.ptr<3>, i32 -> i64
// CHECK-NEXT:  nvvm.mbarrier.arrive.expect_tx %bar, %c128_i32, predicate = %p : !llvm.ptr<3>, i32, i1
// CHECK-NEXT:  nvvm.mbarrier.arrive.expect_tx %peer, %c128_i32 {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
// CHECK-NEXT:  nvvm.mbarrier.try_wait.parity %bar, %c1_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
// GENERIC-LABEL: sym_name = "mbarrier"
// GENERIC:       "nvvm.mbarrier.init"(%bar, %c1_i32, %p) : (!llvm.ptr<3>, i32, i1) -> ()
// GENERIC:       "nvvm.mbarrier.init"(%bar, %c1_i32) : (!llvm.ptr<3>, i32) -> ()
// GENERIC:       "nvvm.fence.mbarrier.init"() : () -> ()
// GENERIC:       %s = "nvvm.mbarrier.arrive.expect_tx"(%bar, %c128_i32) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
// GENERIC:       "nvvm.mbarrier.arrive.expect_tx"(%bar, %c128_i32, %p) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32, i1) -> ()
// GENERIC:       "nvvm.mbarrier.arrive.expect_tx"(%peer, %c128_i32) <{relaxed = false, scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<7>, i32) -> ()
// GENERIC:       "nvvm.mbarrier.try_wait.parity"(%bar, %c1_i32, %c10000000_i32) : (!llvm.ptr<3>, i32, i32) -> ()
func.func @mbarrier(%bar: !llvm.ptr<3>, %peer: !llvm.ptr<7>, %p: i1) {
  %c1_i32 = arith.constant 1 : i32
  %c128_i32 = arith.constant 128 : i32
  %c10000000_i32 = arith.constant 10000000 : i32
  nvvm.mbarrier.init %bar, %c1_i32, predicate = %p : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.init %bar, %c1_i32 : !llvm.ptr<3>, i32
  nvvm.fence.mbarrier.init
  %s = nvvm.mbarrier.arrive.expect_tx %bar, %c128_i32 : !llvm.ptr<3>, i32 -> i64
  nvvm.mbarrier.arrive.expect_tx %bar, %c128_i32, predicate = %p : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.arrive.expect_tx %peer, %c128_i32 {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  nvvm.mbarrier.try_wait.parity %bar, %c1_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
  func.return
}


// -----

// CHECK-LABEL: func.func @cluster(%ptr: !llvm.ptr<3>, %rank: i32) {
// CHECK-NEXT:  nvvm.cluster.arrive.relaxed {aligned}
// CHECK-NEXT:  nvvm.cluster.arrive.relaxed
// CHECK-NEXT:  nvvm.cluster.wait {aligned}
// CHECK-NEXT:  %r = nvvm.mapa %ptr, %rank : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK-NEXT:  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// GENERIC-LABEL: sym_name = "cluster"
// GENERIC:       "nvvm.cluster.arrive.relaxed"() <{aligned}> : () -> ()
// GENERIC:       "nvvm.cluster.arrive.relaxed"() : () -> ()
// GENERIC:       "nvvm.cluster.wait"() <{aligned}> : () -> ()
// GENERIC:       %r = "nvvm.mapa"(%ptr, %rank) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
// GENERIC:       "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
func.func @cluster(%ptr: !llvm.ptr<3>, %rank: i32) {
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait {aligned}
  %r = nvvm.mapa %ptr, %rank : !llvm.ptr<3> -> !llvm.ptr<7>
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  func.return
}


// -----

// CHECK-LABEL: func.func @tma(%dst: !llvm.ptr<3>, %desc: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %p: i1) {
// CHECK-NEXT:  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[%c0, %c1] predicate = %p : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT:  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[%c0] : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT:  nvvm.cp.async.bulk.tensor.global.shared.cta %desc, %dst, box[%c0, %c1, %c0, %c1], predicate = %p : !llvm.ptr, <3>
// CHECK-NEXT:  nvvm.cp.async.bulk.tensor.global.shared.cta %desc, %dst, box[%c0] : !llvm.ptr, <3>
// CHECK-NEXT:  nvvm.cp.async.bulk.commit.group
// CHECK-NEXT:  nvvm.cp.async.bulk.wait_group 0
// CHECK-NEXT:  nvvm.cp.async.bulk.wait_group 1 {read}
// GENERIC-LABEL: sym_name = "tma"
// GENERIC:       "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%dst, %desc, %c0, %c1, %bar, %p) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 1>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i1) -> ()
// GENERIC:       "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%dst, %desc, %c0, %bar) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, !llvm.ptr<3>) -> ()
// GENERIC:       "nvvm.cp.async.bulk.tensor.global.shared.cta"(%desc, %dst, %c0, %c1, %c0, %c1, %p) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 4, 0, 1>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i1) -> ()
// GENERIC:       "nvvm.cp.async.bulk.tensor.global.shared.cta"(%desc, %dst, %c0) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32) -> ()
// GENERIC:       "nvvm.cp.async.bulk.commit.group"() : () -> ()
// GENERIC:       "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32}> : () -> ()
// GENERIC:       "nvvm.cp.async.bulk.wait_group"() <{group = 1 : i32, read}> : () -> ()
func.func @tma(%dst: !llvm.ptr<3>, %desc: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %p: i1) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[%c0, %c1] predicate = %p : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[%c0] : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.global.shared.cta %desc, %dst, box[%c0, %c1, %c0, %c1], predicate = %p : !llvm.ptr, <3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %desc, %dst, box[%c0] : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.commit.group
  nvvm.cp.async.bulk.wait_group 0
  nvvm.cp.async.bulk.wait_group 1 {read}
  func.return
}


// -----

// CHECK-LABEL: func.func @tcgen05(%slot: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %bar: !llvm.ptr<3>) {
// CHECK-NEXT:  %c128_i32 = arith.constant 128 : i32
// CHECK-NEXT:  nvvm.tcgen05.alloc %slot, %c128_i32 : !llvm.ptr<3>, i32
// CHECK-NEXT:  nvvm.tcgen05.alloc %slot, %c128_i32 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
// CHECK-NEXT:  nvvm.tcgen05.relinquish_alloc_permit
// CHECK-NEXT:  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
// CHECK-NEXT:  nvvm.tcgen05.fence <after>
// CHECK-NEXT:  nvvm.tcgen05.fence <before>
// CHECK-NEXT:  nvvm.tcgen05.wait <store>
// CHECK-NEXT:  nvvm.tcgen05.wait <load>
// CHECK-NEXT:  nvvm.tcgen05.dealloc %taddr, %c128_i32 : !llvm.ptr<6>, i32
// GENERIC-LABEL: sym_name = "tcgen05"
// GENERIC:       "nvvm.tcgen05.alloc"(%slot, %c128_i32) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<3>, i32) -> ()
// GENERIC:       "nvvm.tcgen05.alloc"(%slot, %c128_i32) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i32) -> ()
// GENERIC:       "nvvm.tcgen05.relinquish_alloc_permit"() <{group = #nvvm.cta_group<cta_1>}> : () -> ()
// GENERIC:       "nvvm.tcgen05.commit"(%bar) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<3>) -> ()
// GENERIC:       "nvvm.tcgen05.fence"() <{kind = #nvvm.tcgen05_fence<after>}> : () -> ()
// GENERIC:       "nvvm.tcgen05.fence"() <{kind = #nvvm.tcgen05_fence<before>}> : () -> ()
// GENERIC:       "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<store>}> : () -> ()
// GENERIC:       "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
// GENERIC:       "nvvm.tcgen05.dealloc"(%taddr, %c128_i32) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<6>, i32) -> ()
func.func @tcgen05(%slot: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %bar: !llvm.ptr<3>) {
  %c128_i32 = arith.constant 128 : i32
  nvvm.tcgen05.alloc %slot, %c128_i32 : !llvm.ptr<3>, i32
  nvvm.tcgen05.alloc %slot, %c128_i32 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
  nvvm.tcgen05.relinquish_alloc_permit
  nvvm.tcgen05.commit %bar : !llvm.ptr<3>
  nvvm.tcgen05.fence <after>
  nvvm.tcgen05.fence <before>
  nvvm.tcgen05.wait <store>
  nvvm.tcgen05.wait <load>
  nvvm.tcgen05.dealloc %taddr, %c128_i32 : !llvm.ptr<6>, i32
  func.return
}


// -----

// CHECK-LABEL: func.func @wgmma() {
// CHECK-NEXT:  nvvm.wgmma.fence.aligned
// CHECK-NEXT:  nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT:  nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT:  nvvm.wgmma.wait.group.sync.aligned 1
// GENERIC-LABEL: sym_name = "wgmma"
// GENERIC:       "nvvm.wgmma.fence.aligned"() : () -> ()
// GENERIC:       "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
// GENERIC:       "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i64}> : () -> ()
// GENERIC:       "nvvm.wgmma.wait.group.sync.aligned"() <{group = 1 : i64}> : () -> ()
func.func @wgmma() {
  nvvm.wgmma.fence.aligned
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 0
  nvvm.wgmma.wait.group.sync.aligned 1
  func.return
}
