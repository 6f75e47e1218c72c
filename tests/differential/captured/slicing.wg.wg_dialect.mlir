// slicing.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); sliced_smem.py:slicing(f16[128,128]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
module @_rotate attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @_rotate_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %c7_i32 = arith.constant 7 : i32
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c65544_i32 = arith.constant 65544 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(128 : i64) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %5 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %6 = llvm.insertvalue %5, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %2, %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %1, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %1, %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %1, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %0, %11[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xf16> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %14 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %15 = llvm.load %14 : !llvm.ptr -> !llvm.ptr
    %16 = llvm.insertvalue %15, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %15, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %2, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %1, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %1, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %1, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %0, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xf16> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %24 = gpu.launch async [%4] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c65544_i32 {
      %25 = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %26 = builtin.unrealized_conversion_cast %25 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %27 = llvm.extractvalue %26[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %28 = llvm.extractvalue %26[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %29 = llvm.mul %28, %c8_i64 : i64
      %30 = llvm.ptrtoint %27 : !llvm.ptr<3> to i64
      %31 = llvm.add %30, %29 : i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%32) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %33 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %34 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %35 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %36 = arith.index_cast %thread_id_y : index to i32
      %37 = arith.muli %36, %35 : i32
      %38 = arith.addi %34, %37 : i32
      %block_dim_y = gpu.block_dim y
      %39 = arith.index_cast %block_dim_y : index to i32
      %40 = arith.muli %35, %39 : i32
      %thread_id_z = gpu.thread_id z
      %41 = arith.index_cast %thread_id_z : index to i32
      %42 = arith.muli %41, %40 : i32
      %43 = arith.addi %38, %42 : i32
      %44 = arith.shrui %43, %c5_i32 : i32
      %45 = nvvm.shfl.sync idx %c-1_i32, %44, %c0_i32, %c31_i32 : i32 -> i32
      %46 = nvvm.elect.sync -> i1
      %47 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x128x128xf16, #gpu.address_space<workgroup>>
      %48 = "mosaic_gpu.with_transforms"(%47) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x128x128xf16, #gpu.address_space<workgroup>>) -> memref<1x128x128xf16, #gpu.address_space<workgroup>>
      %subview = memref.subview %48[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xf16, #gpu.address_space<workgroup>> to memref<128x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %subview : memref<128x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %49 = builtin.unrealized_conversion_cast %32 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%49 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 32768
      "mosaic_gpu.async_load"(%13, %cast, %49, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 128>}> : (memref<128x128xf16>, memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %50 = memref.load %alloca[] : memref<i32>
      %51 = arith.andi %50, %c1_i32 : i32
      %52 = arith.cmpi ne, %51, %c0_i32 : i32
      %53 = arith.xori %50, %c1_i32 : i32
      memref.store %53, %alloca[] : memref<i32>
      %54 = arith.extui %52 : i1 to i32
      nvvm.mbarrier.try_wait.parity %32, %54, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %55 = "mosaic_gpu.with_transforms"(%47) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x128x128xf16, #gpu.address_space<workgroup>>) -> memref<1x128x128xf16, #gpu.address_space<workgroup>>
      %subview_0 = memref.subview %55[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xf16, #gpu.address_space<workgroup>> to memref<128x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast_1 = memref.cast %subview_0 : memref<128x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %56 = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<1x128x128xf16, #gpu.address_space<workgroup>>
      %57 = "mosaic_gpu.with_transforms"(%56) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x128x128xf16, #gpu.address_space<workgroup>>) -> memref<1x128x128xf16, #gpu.address_space<workgroup>>
      %subview_2 = memref.subview %57[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xf16, #gpu.address_space<workgroup>> to memref<128x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast_3 = memref.cast %subview_2 : memref<128x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %58 = "mosaic_gpu.with_transforms"(%cast_1) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %subview_4 = memref.subview %58[64, 0] [64, 64] [1, 1] : memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %59 = "mosaic_gpu.vector_load"(%subview_4) <{optimized = true}> : (memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<64x64xf16>
      %60 = "mosaic_gpu.with_transforms"(%cast_3) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %subview_5 = memref.subview %60[0, 0] [64, 64] [1, 1] : memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      "mosaic_gpu.vector_store"(%59, %subview_5) <{multimem = false}> : (vector<64x64xf16>, memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      %61 = "mosaic_gpu.with_transforms"(%cast_1) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %subview_6 = memref.subview %61[0, 0] [64, 64] [1, 1] : memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %62 = "mosaic_gpu.vector_load"(%subview_6) <{optimized = true}> : (memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<64x64xf16>
      %63 = "mosaic_gpu.with_transforms"(%cast_3) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %subview_7 = memref.subview %63[0, 64] [64, 64] [1, 1] : memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      "mosaic_gpu.vector_store"(%62, %subview_7) <{multimem = false}> : (vector<64x64xf16>, memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      %64 = "mosaic_gpu.with_transforms"(%cast_1) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %subview_8 = memref.subview %64[0, 64] [64, 64] [1, 1] : memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %65 = "mosaic_gpu.vector_load"(%subview_8) <{optimized = true}> : (memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<64x64xf16>
      %66 = "mosaic_gpu.with_transforms"(%cast_3) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %subview_9 = memref.subview %66[64, 64] [64, 64] [1, 1] : memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      "mosaic_gpu.vector_store"(%65, %subview_9) <{multimem = false}> : (vector<64x64xf16>, memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      %67 = "mosaic_gpu.with_transforms"(%cast_1) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %subview_10 = memref.subview %67[64, 64] [64, 64] [1, 1] : memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %68 = "mosaic_gpu.vector_load"(%subview_10) <{optimized = true}> : (memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<64x64xf16>
      %69 = "mosaic_gpu.with_transforms"(%cast_3) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %subview_11 = memref.subview %69[64, 0] [64, 64] [1, 1] : memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      "mosaic_gpu.vector_store"(%68, %subview_11) <{multimem = false}> : (vector<64x64xf16>, memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %70 = arith.shrui %43, %c7_i32 : i32
      %71 = arith.addi %70, %c1_i32 : i32
      %72 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %71 : (i32) -> !llvm.void
      %73 = "mosaic_gpu.with_transforms"(%56) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x128x128xf16, #gpu.address_space<workgroup>>) -> memref<1x128x128xf16, #gpu.address_space<workgroup>>
      %subview_12 = memref.subview %73[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xf16, #gpu.address_space<workgroup>> to memref<128x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast_13 = memref.cast %subview_12 : memref<128x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store"(%cast_13, %23, %c0_i32, %c0_i32) <{commit_group = false, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 128, 128>}> : (memref<128x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<128x128xf16>, i32, i32) -> ()
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0
      %74 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %71 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
