// registers_a.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); wgmma_slices.py:registers_a(f16[64,128], f16[128,64]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
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
    %c49160_i32 = arith.constant 49160 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(128 : i64) : i64
    %2 = llvm.mlir.constant(64 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %6 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %7 = llvm.insertvalue %6, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %3, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %1, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %0, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x128xf16> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %15 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
    %17 = llvm.insertvalue %16, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %16, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %3, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %1, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %2, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %2, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %0, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x64xf16> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %25 = llvm.getelementptr %arg1[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %27 = llvm.insertvalue %26, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %26, %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %3, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %2, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %2, %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %2, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %0, %32[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = builtin.unrealized_conversion_cast %33 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x64xf32> {mosaic_gpu.from_kernel_arg_idx = 2 : i32, mosaic_gpu.original_kernel_arg}
    %35 = gpu.launch async [%5] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c49160_i32 {
      %36 = "mosaic_gpu.slice_smem"() <{offset = 49152 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %37 = builtin.unrealized_conversion_cast %36 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %38 = llvm.extractvalue %37[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %39 = llvm.extractvalue %37[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %40 = llvm.mul %39, %c8_i64 : i64
      %41 = llvm.ptrtoint %38 : !llvm.ptr<3> to i64
      %42 = llvm.add %41, %40 : i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%43) <{arrival_count = 2 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %44 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %45 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %46 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %47 = arith.index_cast %thread_id_y : index to i32
      %48 = arith.muli %47, %46 : i32
      %49 = arith.addi %45, %48 : i32
      %block_dim_y = gpu.block_dim y
      %50 = arith.index_cast %block_dim_y : index to i32
      %51 = arith.muli %46, %50 : i32
      %thread_id_z = gpu.thread_id z
      %52 = arith.index_cast %thread_id_z : index to i32
      %53 = arith.muli %52, %51 : i32
      %54 = arith.addi %49, %53 : i32
      %55 = arith.shrui %54, %c5_i32 : i32
      %56 = nvvm.shfl.sync idx %c-1_i32, %55, %c0_i32, %c31_i32 : i32 -> i32
      %57 = nvvm.elect.sync -> i1
      %58 = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<1x64x64xf32, #gpu.address_space<workgroup>>
      %59 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x64x128xf16, #gpu.address_space<workgroup>>
      %60 = "mosaic_gpu.with_transforms"(%59) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x64x128xf16, #gpu.address_space<workgroup>>) -> memref<1x64x128xf16, #gpu.address_space<workgroup>>
      %subview = memref.subview %60[0, 0, 0] [1, 64, 128] [1, 1, 1] : memref<1x64x128xf16, #gpu.address_space<workgroup>> to memref<64x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %subview : memref<64x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %61 = builtin.unrealized_conversion_cast %43 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%61 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
      "mosaic_gpu.async_load"(%14, %cast, %61, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16>, memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %62 = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<1x128x64xf16, #gpu.address_space<workgroup>>
      %63 = "mosaic_gpu.with_transforms"(%62) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x128x64xf16, #gpu.address_space<workgroup>>) -> memref<1x128x64xf16, #gpu.address_space<workgroup>>
      %subview_0 = memref.subview %63[0, 0, 0] [1, 128, 64] [1, 1, 1] : memref<1x128x64xf16, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
      %cast_1 = memref.cast %subview_0 : memref<128x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%61 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
      "mosaic_gpu.async_load"(%24, %cast_1, %61, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 64>}> : (memref<128x64xf16>, memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %64 = memref.load %alloca[] : memref<i32>
      %65 = arith.andi %64, %c1_i32 : i32
      %66 = arith.cmpi ne, %65, %c0_i32 : i32
      %67 = arith.xori %64, %c1_i32 : i32
      memref.store %67, %alloca[] : memref<i32>
      %68 = arith.extui %66 : i1 to i32
      nvvm.mbarrier.try_wait.parity %43, %68, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %69 = "mosaic_gpu.with_transforms"(%59) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x64x128xf16, #gpu.address_space<workgroup>>) -> memref<1x64x128xf16, #gpu.address_space<workgroup>>
      %subview_2 = memref.subview %69[0, 0, 0] [1, 64, 128] [1, 1, 1] : memref<1x64x128xf16, #gpu.address_space<workgroup>> to memref<64x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast_3 = memref.cast %subview_2 : memref<64x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %70 = "mosaic_gpu.with_transforms"(%62) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x128x64xf16, #gpu.address_space<workgroup>>) -> memref<1x128x64xf16, #gpu.address_space<workgroup>>
      %subview_4 = memref.subview %70[0, 0, 0] [1, 128, 64] [1, 1, 1] : memref<1x128x64xf16, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
      %cast_5 = memref.cast %subview_4 : memref<128x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %subview_6 = memref.subview %58[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<1x64x64xf32, #gpu.address_space<workgroup>> to memref<64x64xf32, strided<[64, 1]>, #gpu.address_space<workgroup>>
      %cast_7 = memref.cast %subview_6 : memref<64x64xf32, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<64x64xf32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %71 = "mosaic_gpu.optimization_barrier"(%cst) : (vector<64x64xf32>) -> vector<64x64xf32>
      nvvm.wgmma.fence.aligned
      %72 = "mosaic_gpu.with_transforms"(%cast_3) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %73 = "mosaic_gpu.vector_load"(%72) <{optimized = true}> : (memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
      %74 = "mosaic_gpu.with_transforms"(%cast_5) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %75 = mosaic_gpu.wgmma accumulator(%71 : vector<64x64xf32>) a(%73 : vector<64x128xf16>) b(%74 : memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<64x64xf32>
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      "mosaic_gpu.vector_store"(%75, %cast_7) <{multimem = false}> : (vector<64x64xf32>, memref<64x64xf32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %76 = arith.shrui %54, %c7_i32 : i32
      %77 = arith.addi %76, %c1_i32 : i32
      %78 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %77 : (i32) -> !llvm.void
      "mosaic_gpu.async_store"(%cast_7, %34, %c0_i32, %c0_i32) <{commit_group = false, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 64>}> : (memref<64x64xf32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<64x64xf32>, i32, i32) -> ()
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0
      %79 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %77 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
