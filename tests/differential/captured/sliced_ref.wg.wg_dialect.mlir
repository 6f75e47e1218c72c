// sliced_ref.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); wgmma_slices.py:sliced_ref(f16[2,64,128], f16[2,128,64]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
module @body attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %cst = arith.constant dense<0.000000e+00> : vector<64x64xf32>
    %c7_i32 = arith.constant 7 : i32
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c81928_i32 = arith.constant 81928 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(8192 : i64) : i64
    %3 = llvm.mlir.constant(128 : i64) : i64
    %4 = llvm.mlir.constant(64 : i64) : i64
    %5 = llvm.mlir.constant(2 : i64) : i64
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %9 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %10 = llvm.insertvalue %9, %7[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %11 = llvm.insertvalue %9, %10[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %12 = llvm.insertvalue %6, %11[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %13 = llvm.insertvalue %5, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %14 = llvm.insertvalue %4, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %15 = llvm.insertvalue %3, %14[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %16 = llvm.insertvalue %2, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %17 = llvm.insertvalue %3, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %18 = llvm.insertvalue %1, %17[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x64x128xf16> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %20 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr
    %22 = llvm.insertvalue %21, %7[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %23 = llvm.insertvalue %21, %22[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %24 = llvm.insertvalue %6, %23[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %25 = llvm.insertvalue %5, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %26 = llvm.insertvalue %3, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %27 = llvm.insertvalue %4, %26[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %28 = llvm.insertvalue %2, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %29 = llvm.insertvalue %4, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %30 = llvm.insertvalue %1, %29[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %31 = builtin.unrealized_conversion_cast %30 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x128x64xf16> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %32 = llvm.getelementptr %arg1[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
    %34 = llvm.insertvalue %33, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.insertvalue %33, %34[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.insertvalue %6, %35[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %4, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %4, %37[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.insertvalue %4, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.insertvalue %1, %39[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = builtin.unrealized_conversion_cast %40 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x64xf32> {mosaic_gpu.from_kernel_arg_idx = 2 : i32, mosaic_gpu.original_kernel_arg}
    %42 = gpu.launch async [%8] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c81928_i32 {
      %43 = "mosaic_gpu.slice_smem"() <{offset = 81920 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %44 = builtin.unrealized_conversion_cast %43 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %45 = llvm.extractvalue %44[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %46 = llvm.extractvalue %44[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %47 = llvm.mul %46, %c8_i64 : i64
      %48 = llvm.ptrtoint %45 : !llvm.ptr<3> to i64
      %49 = llvm.add %48, %47 : i64
      %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%50) <{arrival_count = 2 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %51 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %52 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %53 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %54 = arith.index_cast %thread_id_y : index to i32
      %55 = arith.muli %54, %53 : i32
      %56 = arith.addi %52, %55 : i32
      %block_dim_y = gpu.block_dim y
      %57 = arith.index_cast %block_dim_y : index to i32
      %58 = arith.muli %53, %57 : i32
      %thread_id_z = gpu.thread_id z
      %59 = arith.index_cast %thread_id_z : index to i32
      %60 = arith.muli %59, %58 : i32
      %61 = arith.addi %56, %60 : i32
      %62 = arith.shrui %61, %c5_i32 : i32
      %63 = nvvm.shfl.sync idx %c-1_i32, %62, %c0_i32, %c31_i32 : i32 -> i32
      %64 = nvvm.elect.sync -> i1
      %65 = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<1x64x64xf32, #gpu.address_space<workgroup>>
      %66 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x2x64x128xf16, #gpu.address_space<workgroup>>
      %67 = "mosaic_gpu.with_transforms"(%66) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x2x64x128xf16, #gpu.address_space<workgroup>>) -> memref<1x2x64x128xf16, #gpu.address_space<workgroup>>
      %subview = memref.subview %67[0, 0, 0, 0] [1, 2, 64, 128] [1, 1, 1, 1] : memref<1x2x64x128xf16, #gpu.address_space<workgroup>> to memref<2x64x128xf16, strided<[8192, 128, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %subview : memref<2x64x128xf16, strided<[8192, 128, 1]>, #gpu.address_space<workgroup>> to memref<2x64x128xf16, strided<[8192, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %68 = builtin.unrealized_conversion_cast %50 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%68 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 32768
      "mosaic_gpu.async_load"(%19, %cast, %68, %c0_i32, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 3, 0>, slice_lengths = array<i64: 2, 64, 128>}> : (memref<2x64x128xf16>, memref<2x64x128xf16, strided<[8192, 128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32, i32) -> ()
      %69 = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<1x2x128x64xf16, #gpu.address_space<workgroup>>
      %70 = "mosaic_gpu.with_transforms"(%69) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x2x128x64xf16, #gpu.address_space<workgroup>>) -> memref<1x2x128x64xf16, #gpu.address_space<workgroup>>
      %subview_0 = memref.subview %70[0, 0, 0, 0] [1, 2, 128, 64] [1, 1, 1, 1] : memref<1x2x128x64xf16, #gpu.address_space<workgroup>> to memref<2x128x64xf16, strided<[8192, 64, 1]>, #gpu.address_space<workgroup>>
      %cast_1 = memref.cast %subview_0 : memref<2x128x64xf16, strided<[8192, 64, 1]>, #gpu.address_space<workgroup>> to memref<2x128x64xf16, strided<[8192, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%68 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 32768
      "mosaic_gpu.async_load"(%31, %cast_1, %68, %c0_i32, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 3, 0>, slice_lengths = array<i64: 2, 128, 64>}> : (memref<2x128x64xf16>, memref<2x128x64xf16, strided<[8192, 64, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32, i32) -> ()
      %71 = memref.load %alloca[] : memref<i32>
      %72 = arith.andi %71, %c1_i32 : i32
      %73 = arith.cmpi ne, %72, %c0_i32 : i32
      %74 = arith.xori %71, %c1_i32 : i32
      memref.store %74, %alloca[] : memref<i32>
      %75 = arith.extui %73 : i1 to i32
      nvvm.mbarrier.try_wait.parity %50, %75, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %76 = "mosaic_gpu.with_transforms"(%66) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x2x64x128xf16, #gpu.address_space<workgroup>>) -> memref<1x2x64x128xf16, #gpu.address_space<workgroup>>
      %subview_2 = memref.subview %76[0, 0, 0, 0] [1, 2, 64, 128] [1, 1, 1, 1] : memref<1x2x64x128xf16, #gpu.address_space<workgroup>> to memref<2x64x128xf16, strided<[8192, 128, 1]>, #gpu.address_space<workgroup>>
      %cast_3 = memref.cast %subview_2 : memref<2x64x128xf16, strided<[8192, 128, 1]>, #gpu.address_space<workgroup>> to memref<2x64x128xf16, strided<[8192, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %77 = "mosaic_gpu.with_transforms"(%69) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x2x128x64xf16, #gpu.address_space<workgroup>>) -> memref<1x2x128x64xf16, #gpu.address_space<workgroup>>
      %subview_4 = memref.subview %77[0, 0, 0, 0] [1, 2, 128, 64] [1, 1, 1, 1] : memref<1x2x128x64xf16, #gpu.address_space<workgroup>> to memref<2x128x64xf16, strided<[8192, 64, 1]>, #gpu.address_space<workgroup>>
      %cast_5 = memref.cast %subview_4 : memref<2x128x64xf16, strided<[8192, 64, 1]>, #gpu.address_space<workgroup>> to memref<2x128x64xf16, strided<[8192, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %subview_6 = memref.subview %65[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<1x64x64xf32, #gpu.address_space<workgroup>> to memref<64x64xf32, strided<[64, 1]>, #gpu.address_space<workgroup>>
      %cast_7 = memref.cast %subview_6 : memref<64x64xf32, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<64x64xf32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %78 = "mosaic_gpu.optimization_barrier"(%cst) : (vector<64x64xf32>) -> vector<64x64xf32>
      nvvm.wgmma.fence.aligned
      %79 = "mosaic_gpu.with_transforms"(%cast_3) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x64x128xf16, strided<[8192, 128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<2x64x128xf16, strided<[8192, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %subview_8 = memref.subview %79[0, 0, 0] [1, 64, 128] [1, 1, 1] : memref<2x64x128xf16, strided<[8192, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %80 = "mosaic_gpu.with_transforms"(%cast_5) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x128x64xf16, strided<[8192, 64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<2x128x64xf16, strided<[8192, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %subview_9 = memref.subview %80[0, 0, 0] [1, 128, 64] [1, 1, 1] : memref<2x128x64xf16, strided<[8192, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %81 = mosaic_gpu.wgmma accumulator(%78 : vector<64x64xf32>) a(%subview_8 : memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) b(%subview_9 : memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<64x64xf32>
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      "mosaic_gpu.vector_store"(%81, %cast_7) <{multimem = false}> : (vector<64x64xf32>, memref<64x64xf32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %82 = arith.shrui %61, %c7_i32 : i32
      %83 = arith.addi %82, %c1_i32 : i32
      %84 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %83 : (i32) -> !llvm.void
      "mosaic_gpu.async_store"(%cast_7, %41, %c0_i32, %c0_i32) <{commit_group = false, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 64>}> : (memref<64x64xf32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<64x64xf32>, i32, i32) -> ()
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0
      %85 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %83 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
