// RUN: mgpu-opt %S/../../../differential/captured/arrive_wait_on_tc_barrier.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// barrier_arrive on a barrier that orders the tensor core (jax's test_arrive_wait_on_tc_barrier): it
// is initialised to expect one arrival, so one thread per warpgroup arrives (warp % 4 == 0 and
// elect.sync), after the warpgroup's tcgen05 fences and a warpgroup barrier (bar.sync 1 + warpgroup,
// 128), as jax's _mgpu_arrive_op_lowering_rule / BarrierRef.arrive do; not all 128 threads.
// CHECK:       %[[ONE:[0-9]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %{{.*}} = llvm.getelementptr
// CHECK-NEXT:  nvvm.mbarrier.init %{{.*}}, %[[ONE]], predicate
// CHECK:       nvvm.tcgen05.fence <before>
// CHECK:       llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r"
// CHECK:       %[[ELECT:.*]] = nvvm.elect.sync -> i1
// CHECK-NEXT:  %[[LEADER:.*]] = arith.andi %{{.*}}, %[[ELECT]] : i1
// CHECK-NEXT:  %{{.*}} = llvm.inline_asm has_side_effects "@$2 mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;", "=l,r,b" %{{.*}}, %[[LEADER]]
// CHECK:       nvvm.mbarrier.try_wait.parity
// CHECK-NEXT:  nvvm.tcgen05.fence <after>
