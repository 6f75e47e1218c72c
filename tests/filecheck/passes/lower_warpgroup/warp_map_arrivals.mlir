// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// The body of a warp_map runs in warp semantics, between two warpgroup barriers (jax's
// _mgpu_warp_map_op_lowering_rule, dialect_lowering.py:2561 at jax-v0.10.2): each of a warp's 32
// threads arrives 4 times, for the warpgroup's 128; on a barrier that orders the tensor core one
// elected thread per warp arrives, after a warp barrier; arrive_expect_tx shares its bytes among
// the warp's 32 threads (or gives them all to the elected one), after the 3 other arrivals of
// each thread, which cannot complete the phase (dialect_lowering.py:1686-1755). Outside the body,
// the warpgroup's 128 threads arrive once each.
// CHECK-LABEL: func.func @arrivals
// CHECK:       llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r"
// CHECK:       %{{.*}} = llvm.inline_asm has_side_effects " mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 4;", "=l,r"
// CHECK:       nvvm.tcgen05.fence <before>
// CHECK-NEXT:  %[[ALL:.*]] = arith.constant -1 : i32
// CHECK-NEXT:  nvvm.bar.warp.sync %[[ALL]] : i32
// CHECK-NEXT:  %[[ELECT:.*]] = nvvm.elect.sync -> i1
// CHECK-NEXT:  %{{.*}} = llvm.inline_asm has_side_effects "@$2 mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;", "=l,r,b" %{{.*}}, %[[ELECT]]
// CHECK:       %[[PER:.*]] = arith.constant 128 : i32
// CHECK-NEXT:  %[[THREE:.*]] = arith.constant 3 : i32
// CHECK-NEXT:  %{{.*}} = nvvm.mbarrier.arrive.nocomplete %{{.*}}, %[[THREE]] : !llvm.ptr<3>, i32 -> i64
// CHECK-NEXT:  %{{.*}} = nvvm.mbarrier.arrive.expect_tx %{{.*}}, %[[PER]] : !llvm.ptr<3>, i32 -> i64
// CHECK:       %[[ONE:.*]] = nvvm.elect.sync -> i1
// CHECK-NEXT:  %[[ALLBYTES:.*]] = arith.constant 100 : i32
// CHECK-NEXT:  %[[NONE:.*]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[BYTES:.*]] = arith.select %[[ONE]], %[[ALLBYTES]], %[[NONE]] : i32
// CHECK:       nvvm.mbarrier.arrive.nocomplete
// CHECK-NEXT:  %{{.*}} = nvvm.mbarrier.arrive.expect_tx %{{.*}}, %[[BYTES]]
// CHECK:       llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r"
// CHECK:       %{{.*}} = llvm.inline_asm has_side_effects " mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;", "=l,r"
// CHECK-NOT:   mosaic_gpu
func.func @arrivals(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>,
                    %t: memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>) {
  "mosaic_gpu.warp_map"(%b, %t) ({
  ^bb0(%wb: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>,
       %wt: memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>):
    "mosaic_gpu.arrive"(%wb) <{orders_tensor_core = false}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
    "mosaic_gpu.arrive"(%wt) <{orders_tensor_core = true}> : (memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>) -> ()
    "mosaic_gpu.arrive_expect_tx"(%wb) <{expect_tx = 4096 : i32}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
    "mosaic_gpu.arrive_expect_tx"(%wb) <{expect_tx = 100 : i32}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
  }) : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>,
        memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>) -> ()
  "mosaic_gpu.arrive"(%b) <{orders_tensor_core = false}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
  func.return
}
