// RUN: mgpu-opt %S/../../../differential/captured/simple_collective_matmul_256x256x256_s128_f16.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// A collective tcgen05_commit_arrive in a (2, 1, 1) cluster, as jax's commit_arrive: one thread's
// tcgen05.commit.cta_group::2 with the multicast mask 0b11, arriving on the barrier of both CTAs.
// CHECK:      %[[M:.*]] = arith.constant 3 : i16
// CHECK-NEXT: nvvm.tcgen05.commit %{{.*}}, multicast_mask = %[[M]] {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
