// make_exp.wg: mosaic_gpu-dialect module with inferred layouts (after infer_layout), generic form; elementwise.py:make_exp(f32[128,128]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
"builtin.module"() <{sym_name = "body"}> ({
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> (), sym_name = "mosaic_gpu_init_tma_desc", sym_visibility = "private"}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 4 : i32, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "global_scratch", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr) -> (), sym_name = "body_mosaic_gpu"}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr):
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 10000000 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 8 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 131080 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 128 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %13 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %14 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = "builtin.unrealized_conversion_cast"(%arg0) : (!llvm.ptr) -> !gpu.async.token
    %16 = "llvm.load"(%arg1) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %17 = "llvm.insertvalue"(%14, %16) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %18 = "llvm.insertvalue"(%17, %16) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = "llvm.insertvalue"(%18, %13) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = "llvm.insertvalue"(%19, %12) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = "llvm.insertvalue"(%20, %12) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = "llvm.insertvalue"(%21, %12) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = "llvm.insertvalue"(%22, %11) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %24 = "builtin.unrealized_conversion_cast"(%23) {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg} : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<128x128xf32>
    %25 = "llvm.getelementptr"(%arg1) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    %26 = "llvm.load"(%25) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %27 = "llvm.insertvalue"(%14, %26) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %28 = "llvm.insertvalue"(%27, %26) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %29 = "llvm.insertvalue"(%28, %13) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %30 = "llvm.insertvalue"(%29, %12) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %31 = "llvm.insertvalue"(%30, %12) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = "llvm.insertvalue"(%31, %12) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = "llvm.insertvalue"(%32, %11) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %34 = "builtin.unrealized_conversion_cast"(%33) {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg} : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<128x128xf32>
    %35 = "gpu.launch"(%15, %10, %10, %10, %9, %10, %10, %8) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}> ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index):
      %36 = "mosaic_gpu.slice_smem"() <{offset = 131072 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %37 = "builtin.unrealized_conversion_cast"(%36) : (memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %38 = "llvm.extractvalue"(%37) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr<3>
      %39 = "llvm.extractvalue"(%37) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
      %40 = "llvm.mul"(%39, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %41 = "llvm.ptrtoint"(%38) : (!llvm.ptr<3>) -> i64
      %42 = "llvm.add"(%41, %40) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %43 = "llvm.inttoptr"(%42) : (i64) -> !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%43) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %44 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
      "memref.store"(%6, %44) : (i32, memref<i32>) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "gpu.barrier"() <{scope = #gpu.barrier_scope<workgroup>}> : () -> ()
      %45 = "nvvm.elect.sync"() : () -> i1
      %46 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %47 = "arith.index_cast"(%46) : (index) -> i32
      %48 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %49 = "arith.index_cast"(%48) : (index) -> i32
      %50 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %51 = "arith.index_cast"(%50) : (index) -> i32
      %52 = "arith.muli"(%51, %49) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %53 = "arith.addi"(%47, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %54 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %55 = "arith.index_cast"(%54) : (index) -> i32
      %56 = "arith.muli"(%49, %55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %57 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %58 = "arith.index_cast"(%57) : (index) -> i32
      %59 = "arith.muli"(%58, %56) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %60 = "arith.addi"(%53, %59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %61 = "arith.shrui"(%60, %5) : (i32, i32) -> i32
      %62 = "nvvm.shfl.sync"(%4, %61, %6, %3) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %63 = "nvvm.elect.sync"() : () -> i1
      %64 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %65 = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> {out_transforms = [[]]} : () -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %66 = "memref.subview"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %67 = "memref.cast"(%66) {in_transforms = [[]], out_transforms = [[]]} : (memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %68 = "builtin.unrealized_conversion_cast"(%43) : (!llvm.ptr<3>) -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      "mosaic_gpu.arrive_expect_tx"(%68) <{expect_tx = 65536 : i32}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
      "mosaic_gpu.async_load"(%24, %67, %68, %6, %6) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 128>}> {in_transforms = [[]]} : (memref<128x128xf32>, memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %69 = "memref.load"(%44) : (memref<i32>) -> i32
      %70 = "arith.andi"(%69, %2) : (i32, i32) -> i32
      %71 = "arith.cmpi"(%70, %6) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %72 = "arith.xori"(%69, %2) : (i32, i32) -> i32
      "memref.store"(%72, %44) : (i32, memref<i32>) -> ()
      %73 = "arith.extui"(%71) : (i1) -> i32
      "nvvm.mbarrier.try_wait.parity"(%43, %73, %1) : (!llvm.ptr<3>, i32, i32) -> ()
      %74 = "memref.subview"(%65) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %75 = "memref.cast"(%74) {in_transforms = [[]], out_transforms = [[]]} : (memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %76 = "mosaic_gpu.vector_load"(%67) <{optimized = true}> {in_transforms = [[]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
      %77 = "math.exp"(%76) <{fastmath = #arith.fastmath<none>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (vector<128x128xf32>) -> vector<128x128xf32>
      "mosaic_gpu.vector_store"(%77, %75) <{multimem = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], in_transforms = [[]]} : (vector<128x128xf32>, memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      %78 = "arith.shrui"(%60, %0) : (i32, i32) -> i32
      %79 = "arith.addi"(%78, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %80 = "llvm.inline_asm"(%79) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      "mosaic_gpu.async_store"(%75, %34, %6, %6) <{commit_group = false, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 128, 128>}> {in_transforms = [[]]} : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<128x128xf32>, i32, i32) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32}> : () -> ()
      %81 = "llvm.inline_asm"(%79) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      "gpu.terminator"() : () -> ()
    }) : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
