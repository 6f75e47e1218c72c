// make_to_int.wg: mosaic_gpu-dialect module with inferred layouts (after infer_layout), generic form; elementwise.py:make_to_int(f32[128,128]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
"builtin.module"() <{sym_name = "body"}> ({
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> (), sym_name = "mosaic_gpu_init_tma_desc", sym_visibility = "private"}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 4 : i32, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "global_scratch", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr) -> (), sym_name = "body_mosaic_gpu"}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr):
    %0 = "arith.constant"() <{value = dense<-2.14748365E+9> : vector<128x128xf32>}> {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 128]>]} : () -> vector<128x128xf32>
    %1 = "arith.constant"() <{value = dense<2.14748365E+9> : vector<128x128xf32>}> {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 128]>]} : () -> vector<128x128xf32>
    %2 = "arith.constant"() <{value = dense<1.000000e+01> : vector<128x128xf32>}> {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 128]>]} : () -> vector<128x128xf32>
    %3 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 10000000 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 8 : i64}> : () -> i64
    %11 = "arith.constant"() <{value = 131080 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 128 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %15 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %16 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %17 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %18 = "builtin.unrealized_conversion_cast"(%arg0) : (!llvm.ptr) -> !gpu.async.token
    %19 = "llvm.load"(%arg1) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %20 = "llvm.insertvalue"(%17, %19) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = "llvm.insertvalue"(%20, %19) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = "llvm.insertvalue"(%21, %16) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = "llvm.insertvalue"(%22, %15) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %24 = "llvm.insertvalue"(%23, %15) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %25 = "llvm.insertvalue"(%24, %15) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %26 = "llvm.insertvalue"(%25, %14) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %27 = "builtin.unrealized_conversion_cast"(%26) {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg} : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<128x128xf32>
    %28 = "llvm.getelementptr"(%arg1) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    %29 = "llvm.load"(%28) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %30 = "llvm.insertvalue"(%17, %29) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %31 = "llvm.insertvalue"(%30, %29) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = "llvm.insertvalue"(%31, %16) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = "llvm.insertvalue"(%32, %15) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %34 = "llvm.insertvalue"(%33, %15) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %35 = "llvm.insertvalue"(%34, %15) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %36 = "llvm.insertvalue"(%35, %14) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %37 = "builtin.unrealized_conversion_cast"(%36) {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg} : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<128x128xi32>
    %38 = "gpu.launch"(%18, %13, %13, %13, %12, %13, %13, %11) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}> ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index):
      %39 = "mosaic_gpu.slice_smem"() <{offset = 131072 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %40 = "builtin.unrealized_conversion_cast"(%39) : (memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %41 = "llvm.extractvalue"(%40) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr<3>
      %42 = "llvm.extractvalue"(%40) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
      %43 = "llvm.mul"(%42, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %44 = "llvm.ptrtoint"(%41) : (!llvm.ptr<3>) -> i64
      %45 = "llvm.add"(%44, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %46 = "llvm.inttoptr"(%45) : (i64) -> !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%46) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %47 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
      "memref.store"(%9, %47) : (i32, memref<i32>) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "gpu.barrier"() <{scope = #gpu.barrier_scope<workgroup>}> : () -> ()
      %48 = "nvvm.elect.sync"() : () -> i1
      %49 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %50 = "arith.index_cast"(%49) : (index) -> i32
      %51 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %52 = "arith.index_cast"(%51) : (index) -> i32
      %53 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %54 = "arith.index_cast"(%53) : (index) -> i32
      %55 = "arith.muli"(%54, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %56 = "arith.addi"(%50, %55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %57 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %58 = "arith.index_cast"(%57) : (index) -> i32
      %59 = "arith.muli"(%52, %58) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %60 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %61 = "arith.index_cast"(%60) : (index) -> i32
      %62 = "arith.muli"(%61, %59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %63 = "arith.addi"(%56, %62) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %64 = "arith.shrui"(%63, %8) : (i32, i32) -> i32
      %65 = "nvvm.shfl.sync"(%7, %64, %9, %6) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %66 = "nvvm.elect.sync"() : () -> i1
      %67 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %68 = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> {out_transforms = [[]]} : () -> memref<1x128x128xi32, #gpu.address_space<workgroup>>
      %69 = "memref.subview"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %70 = "memref.cast"(%69) {in_transforms = [[]], out_transforms = [[]]} : (memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %71 = "builtin.unrealized_conversion_cast"(%46) : (!llvm.ptr<3>) -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      "mosaic_gpu.arrive_expect_tx"(%71) <{expect_tx = 65536 : i32}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
      "mosaic_gpu.async_load"(%27, %70, %71, %9, %9) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 128>}> {in_transforms = [[]]} : (memref<128x128xf32>, memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %72 = "memref.load"(%47) : (memref<i32>) -> i32
      %73 = "arith.andi"(%72, %5) : (i32, i32) -> i32
      %74 = "arith.cmpi"(%73, %9) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %75 = "arith.xori"(%72, %5) : (i32, i32) -> i32
      "memref.store"(%75, %47) : (i32, memref<i32>) -> ()
      %76 = "arith.extui"(%74) : (i1) -> i32
      "nvvm.mbarrier.try_wait.parity"(%46, %76, %4) : (!llvm.ptr<3>, i32, i32) -> ()
      %77 = "memref.subview"(%68) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<1x128x128xi32, #gpu.address_space<workgroup>>) -> memref<128x128xi32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %78 = "memref.cast"(%77) {in_transforms = [[]], out_transforms = [[]]} : (memref<128x128xi32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xi32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %79 = "mosaic_gpu.vector_load"(%70) <{optimized = true}> {in_transforms = [[]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
      %80 = "arith.mulf"(%79, %2) <{fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (vector<128x128xf32>, vector<128x128xf32>) -> vector<128x128xf32>
      %81 = "arith.minimumf"(%80, %1) <{fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (vector<128x128xf32>, vector<128x128xf32>) -> vector<128x128xf32>
      %82 = "arith.maximumf"(%81, %0) <{fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (vector<128x128xf32>, vector<128x128xf32>) -> vector<128x128xf32>
      %83 = "arith.fptosi"(%82) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (vector<128x128xf32>) -> vector<128x128xi32>
      "mosaic_gpu.vector_store"(%83, %78) <{multimem = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], in_transforms = [[]]} : (vector<128x128xi32>, memref<128x128xi32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      %84 = "arith.shrui"(%63, %3) : (i32, i32) -> i32
      %85 = "arith.addi"(%84, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %86 = "llvm.inline_asm"(%85) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      "mosaic_gpu.async_store"(%78, %37, %9, %9) <{commit_group = false, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 128, 128>}> {in_transforms = [[]]} : (memref<128x128xi32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<128x128xi32>, i32, i32) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32}> : () -> ()
      %87 = "llvm.inline_asm"(%85) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      "gpu.terminator"() : () -> ()
    }) : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
