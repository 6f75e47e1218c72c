// RUN: mgpu-opt %S/../../../differential/captured/copy_from_different_warps.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// jax's test_copy_from_different_warps: in a warp_map body, warp 0 loads a tile by TMA and warp 1
// stores it back. In warp semantics the one thread that issues a TMA copy is one elected thread
// of the warp (jax's single_lane_predicate, dialect_lowering.py:1110 at jax-v0.10.2), not one per
// warpgroup; the warp's 32 threads arrive on the TMA barrier 3 times each without completing it
// and once with 4096 / 32 bytes to expect. The body sits between two warpgroup barriers.
// CHECK:       llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r"
// CHECK:       scf.index_switch
// CHECK:       %[[PER:.*]] = arith.constant 128 : i32
// CHECK-NEXT:  %[[THREE:.*]] = arith.constant 3 : i32
// CHECK-NEXT:  %{{.*}} = nvvm.mbarrier.arrive.nocomplete %{{.*}}, %[[THREE]]
// CHECK-NEXT:  %{{.*}} = nvvm.mbarrier.arrive.expect_tx %{{.*}}, %[[PER]]
// CHECK:       %[[LOADER:.*]] = nvvm.elect.sync -> i1
// CHECK-NEXT:  nvvm.cp.async.bulk.tensor.shared.cluster.global {{.*}} predicate = %[[LOADER]]
// CHECK:       scf.index_switch
// CHECK:       nvvm.mbarrier.try_wait.parity
// CHECK:       %[[STORER:.*]] = nvvm.elect.sync -> i1
// CHECK-NEXT:  nvvm.cp.async.bulk.tensor.global.shared.cta {{.*}} predicate = %[[STORER]]
// CHECK:       llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r"
// CHECK-NEXT:  nvvm.cp.async.bulk.wait_group 0
