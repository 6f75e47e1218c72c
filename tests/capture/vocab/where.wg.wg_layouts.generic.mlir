// make_where.wg: mosaic_gpu-dialect module with inferred layouts (after infer_layout), generic form; elementwise.py:make_where(f32[128,128]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
"builtin.module"() <{sym_name = "body"}> ({
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> (), sym_name = "mosaic_gpu_init_tma_desc", sym_visibility = "private"}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 4 : i32, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "global_scratch", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr) -> (), sym_name = "body_mosaic_gpu"}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr):
    %0 = "arith.constant"() <{value = dense<5.000000e-01> : vector<128x128xf32>}> {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 128]>]} : () -> vector<128x128xf32>
    %1 = "arith.constant"() <{value = dense<0.000000e+00> : vector<128x128xf32>}> {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 128]>]} : () -> vector<128x128xf32>
    %2 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 10000000 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 8 : i64}> : () -> i64
    %10 = "arith.constant"() <{value = 131080 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 128 : index}> : () -> index
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %13 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %15 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %16 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = "builtin.unrealized_conversion_cast"(%arg0) : (!llvm.ptr) -> !gpu.async.token
    %18 = "llvm.load"(%arg1) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %19 = "llvm.insertvalue"(%16, %18) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = "llvm.insertvalue"(%19, %18) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = "llvm.insertvalue"(%20, %15) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = "llvm.insertvalue"(%21, %14) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = "llvm.insertvalue"(%22, %14) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %24 = "llvm.insertvalue"(%23, %14) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %25 = "llvm.insertvalue"(%24, %13) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %26 = "builtin.unrealized_conversion_cast"(%25) {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg} : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<128x128xf32>
    %27 = "llvm.getelementptr"(%arg1) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    %28 = "llvm.load"(%27) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %29 = "llvm.insertvalue"(%16, %28) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %30 = "llvm.insertvalue"(%29, %28) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %31 = "llvm.insertvalue"(%30, %15) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = "llvm.insertvalue"(%31, %14) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = "llvm.insertvalue"(%32, %14) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %34 = "llvm.insertvalue"(%33, %14) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %35 = "llvm.insertvalue"(%34, %13) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %36 = "builtin.unrealized_conversion_cast"(%35) {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg} : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<128x128xf32>
    %37 = "gpu.launch"(%17, %12, %12, %12, %11, %12, %12, %10) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}> ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index):
      %38 = "mosaic_gpu.slice_smem"() <{offset = 131072 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %39 = "builtin.unrealized_conversion_cast"(%38) : (memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %40 = "llvm.extractvalue"(%39) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr<3>
      %41 = "llvm.extractvalue"(%39) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
      %42 = "llvm.mul"(%41, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %43 = "llvm.ptrtoint"(%40) : (!llvm.ptr<3>) -> i64
      %44 = "llvm.add"(%43, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %45 = "llvm.inttoptr"(%44) : (i64) -> !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%45) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %46 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
      "memref.store"(%8, %46) : (i32, memref<i32>) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "gpu.barrier"() <{scope = #gpu.barrier_scope<workgroup>}> : () -> ()
      %47 = "nvvm.elect.sync"() : () -> i1
      %48 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %49 = "arith.index_cast"(%48) : (index) -> i32
      %50 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %51 = "arith.index_cast"(%50) : (index) -> i32
      %52 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %53 = "arith.index_cast"(%52) : (index) -> i32
      %54 = "arith.muli"(%53, %51) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %55 = "arith.addi"(%49, %54) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %56 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %57 = "arith.index_cast"(%56) : (index) -> i32
      %58 = "arith.muli"(%51, %57) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %59 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %60 = "arith.index_cast"(%59) : (index) -> i32
      %61 = "arith.muli"(%60, %58) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %62 = "arith.addi"(%55, %61) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %63 = "arith.shrui"(%62, %7) : (i32, i32) -> i32
      %64 = "nvvm.shfl.sync"(%6, %63, %8, %5) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %65 = "nvvm.elect.sync"() : () -> i1
      %66 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %67 = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> {out_transforms = [[]]} : () -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %68 = "memref.subview"(%66) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %69 = "memref.cast"(%68) {in_transforms = [[]], out_transforms = [[]]} : (memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %70 = "builtin.unrealized_conversion_cast"(%45) : (!llvm.ptr<3>) -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      "mosaic_gpu.arrive_expect_tx"(%70) <{expect_tx = 65536 : i32}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
      "mosaic_gpu.async_load"(%26, %69, %70, %8, %8) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 128>}> {in_transforms = [[]]} : (memref<128x128xf32>, memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %71 = "memref.load"(%46) : (memref<i32>) -> i32
      %72 = "arith.andi"(%71, %4) : (i32, i32) -> i32
      %73 = "arith.cmpi"(%72, %8) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %74 = "arith.xori"(%71, %4) : (i32, i32) -> i32
      "memref.store"(%74, %46) : (i32, memref<i32>) -> ()
      %75 = "arith.extui"(%73) : (i1) -> i32
      "nvvm.mbarrier.try_wait.parity"(%45, %75, %3) : (!llvm.ptr<3>, i32, i32) -> ()
      %76 = "memref.subview"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %77 = "memref.cast"(%76) {in_transforms = [[]], out_transforms = [[]]} : (memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %78 = "mosaic_gpu.vector_load"(%69) <{optimized = true}> {in_transforms = [[]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
      %79 = "arith.cmpf"(%78, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (vector<128x128xf32>, vector<128x128xf32>) -> vector<128x128xi1>
      %80 = "arith.mulf"(%78, %0) <{fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (vector<128x128xf32>, vector<128x128xf32>) -> vector<128x128xf32>
      %81 = "arith.select"(%79, %78, %80) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (vector<128x128xi1>, vector<128x128xf32>, vector<128x128xf32>) -> vector<128x128xf32>
      "mosaic_gpu.vector_store"(%81, %77) <{multimem = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], in_transforms = [[]]} : (vector<128x128xf32>, memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      %82 = "arith.shrui"(%62, %2) : (i32, i32) -> i32
      %83 = "arith.addi"(%82, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %84 = "llvm.inline_asm"(%83) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      "mosaic_gpu.async_store"(%77, %36, %8, %8) <{commit_group = false, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 128, 128>}> {in_transforms = [[]]} : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<128x128xf32>, i32, i32) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32}> : () -> ()
      %85 = "llvm.inline_asm"(%83) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      "gpu.terminator"() : () -> ()
    }) : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
