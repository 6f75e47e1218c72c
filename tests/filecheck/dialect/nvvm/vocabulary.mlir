// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s

// The nvvm ops of jax 0.10.2's census that the emulator runs beyond the corpus's (setmaxregister,
// redux.sync, bar.warp.sync, the mbarrier test-wait and no-complete arrive, non-bulk cp.async,
// tcgen05.cp and tcgen05.ld), in MLIR's syntax: each line is what jaxlib 0.10.2 prints for the
// op its Python builder makes (nvvm.setmaxregister, nvvm.redux_sync, ...), and it parses both forms
// (tests/interop/check_jaxlib.py).

// CHECK-LABEL: func.func @registers_and_warp(
// CHECK-NEXT:  nvvm.setmaxregister increase 240
// CHECK-NEXT:  nvvm.setmaxregister decrease 24
// CHECK-NEXT:  nvvm.bar.warp.sync %m : i32
// CHECK-NEXT:  %r0 = nvvm.redux.sync add %x, %m : i32 -> i32
// CHECK-NEXT:  %r1 = nvvm.redux.sync umin %x, %m : i32 -> i32
// CHECK-NEXT:  %r2 = nvvm.redux.sync fmax %f, %m {nan = true} : f32 -> f32
// CHECK-NEXT:  %r3 = nvvm.redux.sync fmin %f, %m {abs = true} : f32 -> f32
// GENERIC-LABEL: sym_name = "registers_and_warp"
// GENERIC:       "nvvm.setmaxregister"() <{action = #nvvm<action increase>, regCount = 240 : i32}> : () -> ()
// GENERIC:       "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 24 : i32}> : () -> ()
// GENERIC:       "nvvm.bar.warp.sync"(%m) : (i32) -> ()
// GENERIC:       %r0 = "nvvm.redux.sync"(%x, %m) <{abs = false, kind = #nvvm<reduction_kind add>, nan = false}> : (i32, i32) -> i32
// GENERIC:       %r1 = "nvvm.redux.sync"(%x, %m) <{abs = false, kind = #nvvm<reduction_kind umin>, nan = false}> : (i32, i32) -> i32
// GENERIC:       %r2 = "nvvm.redux.sync"(%f, %m) <{abs = false, kind = #nvvm<reduction_kind fmax>, nan = true}> : (f32, i32) -> f32
// GENERIC:       %r3 = "nvvm.redux.sync"(%f, %m) <{abs = true, kind = #nvvm<reduction_kind fmin>, nan = false}> : (f32, i32) -> f32
func.func @registers_and_warp(%x: i32, %m: i32, %f: f32) {
  nvvm.setmaxregister increase 240
  nvvm.setmaxregister decrease 24
  nvvm.bar.warp.sync %m : i32
  %r0 = nvvm.redux.sync add %x, %m : i32 -> i32
  %r1 = nvvm.redux.sync umin %x, %m : i32 -> i32
  %r2 = nvvm.redux.sync fmax %f, %m {nan = true} : f32 -> f32
  %r3 = nvvm.redux.sync fmin %f, %m {abs = true} : f32 -> f32
  func.return
}

// -----

// CHECK-LABEL: func.func @mbarrier(
// CHECK-NEXT:  %s = nvvm.mbarrier.arrive.nocomplete %b, %n : !llvm.ptr<3>, i32 -> i64
// CHECK-NEXT:  %d0 = nvvm.mbarrier.test.wait %b, %n : !llvm.ptr<3>, i32 -> i1
// CHECK-NEXT:  %d1 = nvvm.mbarrier.test.wait %b, %s {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i64 -> i1
// GENERIC-LABEL: sym_name = "mbarrier"
// GENERIC:       %s = "nvvm.mbarrier.arrive.nocomplete"(%b, %n) : (!llvm.ptr<3>, i32) -> i64
// GENERIC:       %d0 = "nvvm.mbarrier.test.wait"(%b, %n) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
// GENERIC:       %d1 = "nvvm.mbarrier.test.wait"(%b, %s) <{relaxed = true, scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<3>, i64) -> i1
func.func @mbarrier(%b: !llvm.ptr<3>, %n: i32) {
  %s = nvvm.mbarrier.arrive.nocomplete %b, %n : !llvm.ptr<3>, i32 -> i64
  %d0 = nvvm.mbarrier.test.wait %b, %n : !llvm.ptr<3>, i32 -> i1
  %d1 = nvvm.mbarrier.test.wait %b, %s {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i64 -> i1
  func.return
}

// -----

// CHECK-LABEL: func.func @cp_async(
// CHECK-NEXT:  nvvm.cp.async.shared.global %s, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT:  nvvm.cp.async.shared.global %s, %g, 4, cache = ca, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NEXT:  nvvm.cp.async.commit.group
// CHECK-NEXT:  nvvm.cp.async.wait.group 0
// GENERIC-LABEL: sym_name = "cp_async"
// GENERIC:       "nvvm.cp.async.shared.global"(%s, %g) <{modifier = #nvvm<load_cache_modifier cg>, size = 16 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
// GENERIC:       "nvvm.cp.async.shared.global"(%s, %g, %n) <{modifier = #nvvm<load_cache_modifier ca>, size = 4 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
// GENERIC:       "nvvm.cp.async.commit.group"() : () -> ()
// GENERIC:       "nvvm.cp.async.wait.group"() <{n = 0 : i32}> : () -> ()
func.func @cp_async(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %n: i32) {
  nvvm.cp.async.shared.global %s, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %s, %g, 4, cache = ca, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  func.return
}

// -----

// CHECK-LABEL: func.func @tcgen05(
// CHECK-NEXT:  nvvm.tcgen05.cp %t, %d {group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, shape = #nvvm.tcgen05_cp_shape<shape_64x128b>}
// CHECK-NEXT:  nvvm.tcgen05.cp %t, %d {multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}
// CHECK-NEXT:  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>}
// CHECK-NEXT:  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
// CHECK-NEXT:  %v0 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
// CHECK-NEXT:  %v1 = nvvm.tcgen05.ld %t pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<4xi32>
// CHECK-NEXT:  %v2 = nvvm.tcgen05.ld %t, %d {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
// GENERIC-LABEL: sym_name = "tcgen05"
// GENERIC:       "nvvm.tcgen05.cp"(%t, %d) <{group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, shape = #nvvm.tcgen05_cp_shape<shape_64x128b>}> : (!llvm.ptr<6>, i64) -> ()
// GENERIC:       "nvvm.tcgen05.cp"(%t, %d) <{group = #nvvm.cta_group<cta_1>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}> : (!llvm.ptr<6>, i64) -> ()
// GENERIC:       "nvvm.tcgen05.cp"(%t, %d) <{group = #nvvm.cta_group<cta_1>, multicast = #nvvm.tcgen05_cp_multicast<none>, shape = #nvvm.tcgen05_cp_shape<shape_128x128b>}> : (!llvm.ptr<6>, i64) -> ()
// GENERIC:       "nvvm.tcgen05.cp"(%t, %d) <{group = #nvvm.cta_group<cta_1>, multicast = #nvvm.tcgen05_cp_multicast<none>, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}> : (!llvm.ptr<6>, i64) -> ()
// GENERIC:       %v0 = "nvvm.tcgen05.ld"(%t) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> i32
// GENERIC:       %v1 = "nvvm.tcgen05.ld"(%t) <{pack, shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>}> : (!llvm.ptr<6>) -> vector<4xi32>
// GENERIC:       %v2 = "nvvm.tcgen05.ld"(%t, %d) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>}> : (!llvm.ptr<6>, i64) -> vector<2xi32>
func.func @tcgen05(%t: !llvm.ptr<6>, %d: i64) {
  nvvm.tcgen05.cp %t, %d {group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, shape = #nvvm.tcgen05_cp_shape<shape_64x128b>}
  nvvm.tcgen05.cp %t, %d {multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>}
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  %v0 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  %v1 = nvvm.tcgen05.ld %t pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<4xi32>
  %v2 = nvvm.tcgen05.ld %t, %d {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
  func.return
}

// -----

// CHECK-LABEL: func.func @cluster_launch_control(
// CHECK-NEXT:  nvvm.clusterlaunchcontrol.try.cancel %s, %b
// CHECK-NEXT:  nvvm.clusterlaunchcontrol.try.cancel multicast, %s, %b
// CHECK-NEXT:  %q0 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i1
// CHECK-NEXT:  %q1 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %r : i32
// GENERIC-LABEL: sym_name = "cluster_launch_control"
// GENERIC:       "nvvm.clusterlaunchcontrol.try.cancel"(%s, %b) : (!llvm.ptr<3>, !llvm.ptr<3>) -> ()
// GENERIC:       "nvvm.clusterlaunchcontrol.try.cancel"(%s, %b) <{multicast}> : (!llvm.ptr<3>, !llvm.ptr<3>) -> ()
// GENERIC:       %q0 = "nvvm.clusterlaunchcontrol.query.cancel"(%r) <{query_type = #nvvm<cluster_launch_control_query_type is_canceled>}> : (i128) -> i1
// GENERIC:       %q1 = "nvvm.clusterlaunchcontrol.query.cancel"(%r) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_z>}> : (i128) -> i32
func.func @cluster_launch_control(%s: !llvm.ptr<3>, %b: !llvm.ptr<3>, %r: i128) {
  nvvm.clusterlaunchcontrol.try.cancel %s, %b
  nvvm.clusterlaunchcontrol.try.cancel multicast, %s, %b
  %q0 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i1
  %q1 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %r : i32
  func.return
}

// -----

// CHECK-LABEL: func.func @tensor_prefetch(
// CHECK-NEXT:  nvvm.cp.async.bulk.tensor.prefetch %t, box[%x, %x] : !llvm.ptr
// CHECK-NEXT:  nvvm.cp.async.bulk.tensor.prefetch %t, box[%x, %x, %x] im2col[%o] l2_cache_hint = %h {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
// GENERIC-LABEL: sym_name = "tensor_prefetch"
// GENERIC:       "nvvm.cp.async.bulk.tensor.prefetch"(%t, %x, %x) <{mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 2, 0, 0>}> : (!llvm.ptr, i32, i32) -> ()
// GENERIC:       "nvvm.cp.async.bulk.tensor.prefetch"(%t, %x, %x, %x, %o, %h) <{mode = #nvvm.tma_load_mode<im2col>, operandSegmentSizes = array<i32: 1, 3, 1, 1>}> : (!llvm.ptr, i32, i32, i32, i16, i64) -> ()
func.func @tensor_prefetch(%t: !llvm.ptr, %x: i32, %h: i64, %o: i16) {
  nvvm.cp.async.bulk.tensor.prefetch %t, box[%x, %x] : !llvm.ptr
  nvvm.cp.async.bulk.tensor.prefetch %t, box[%x, %x, %x] im2col[%o] l2_cache_hint = %h {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  func.return
}
