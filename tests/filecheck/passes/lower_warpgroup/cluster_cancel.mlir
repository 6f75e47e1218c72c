// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// try_cluster_cancel: one thread per warpgroup, where the op's predicate holds, issues the
// multicast request (jax's inline PTX try_cancel...multicast::cluster::all, utils.py:2192 at
// jax-v0.10.2, as the nvvm op); query_cluster_cancel loads the 16-byte response, asks is_canceled,
// and reads the first CTA's id only when it is (jax predicates get_first_ctaid on it).
// CHECK:      %[[LEAD:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK:      %[[PRED:.*]] = arith.andi %[[LEAD]], %p : i1
// CHECK:      %[[RESP:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// CHECK:      scf.if %[[PRED]] {
// CHECK-NEXT:   nvvm.clusterlaunchcontrol.try.cancel multicast, %[[RESP]], %{{.*}}
// CHECK-NEXT: }
// CHECK:      %[[H:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> i128
// CHECK-NEXT: %[[OK:.*]] = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %[[H]] : i1
// CHECK-NEXT: %[[X0:.*]], %[[Y0:.*]], %[[Z0:.*]] = scf.if %[[OK]] -> (i32, i32, i32) {
// CHECK-NEXT:   %[[X:.*]] = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %[[H]] : i32
// CHECK-NEXT:   %[[Y:.*]] = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %[[H]] : i32
// CHECK-NEXT:   %[[Z:.*]] = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %[[H]] : i32
// CHECK-NEXT:   scf.yield %[[X]], %[[Y]], %[[Z]] : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-COUNT-3: llvm.mlir.undef : i32
// CHECK:      call @use(%[[X0]], %[[Y0]], %[[Z0]], %[[OK]])
func.func private @use(i32, i32, i32, i1)
func.func @cancel(%p: i1) {
  %r = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<16xi8, #gpu.address_space<workgroup>>
  %b = "mosaic_gpu.slice_smem"() <{offset = 16 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
  "mosaic_gpu.try_cluster_cancel"(%r, %b, %p) : (memref<16xi8, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i1) -> ()
  %x, %y, %z, %ok = "mosaic_gpu.query_cluster_cancel"(%r) : (memref<16xi8, #gpu.address_space<workgroup>>) -> (i32, i32, i32, i1)
  func.call @use(%x, %y, %z, %ok) : (i32, i32, i32, i1) -> ()
  func.return
}
