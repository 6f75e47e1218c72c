// dynamic_swizzled_slice.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); sliced_smem.py:dynamic_swizzled_slice(i32[64,64], i32[]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
module @body attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %c32_i32 = arith.constant 32 : i32
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c16392_i32 = arith.constant 16392 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %0 = llvm.mlir.constant(32 : i64) : i64
    %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(64 : i64) : i64
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %7 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %8 = llvm.insertvalue %7, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %7, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %4, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %3, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %3, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %3, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %2, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x64xi32> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %16 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
    %18 = llvm.insertvalue %17, %1[0] : !llvm.struct<(ptr, ptr, i64)> 
    %19 = llvm.insertvalue %17, %18[1] : !llvm.struct<(ptr, ptr, i64)> 
    %20 = llvm.insertvalue %4, %19[2] : !llvm.struct<(ptr, ptr, i64)> 
    %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr, ptr, i64)> to memref<i32> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %22 = llvm.getelementptr %arg1[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %23 = llvm.load %22 : !llvm.ptr -> !llvm.ptr
    %24 = llvm.insertvalue %23, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %23, %24[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %4, %25[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %3, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %0, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %0, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %2, %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = builtin.unrealized_conversion_cast %30 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x32xi32> {mosaic_gpu.from_kernel_arg_idx = 2 : i32, mosaic_gpu.original_kernel_arg}
    %32 = gpu.launch async [%6] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c16392_i32 {
      %33 = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %34 = builtin.unrealized_conversion_cast %33 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %35 = llvm.extractvalue %34[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %36 = llvm.extractvalue %34[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %37 = llvm.mul %36, %c8_i64 : i64
      %38 = llvm.ptrtoint %35 : !llvm.ptr<3> to i64
      %39 = llvm.add %38, %37 : i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%40) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %41 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %42 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %43 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %44 = arith.index_cast %thread_id_y : index to i32
      %45 = arith.muli %44, %43 : i32
      %46 = arith.addi %42, %45 : i32
      %block_dim_y = gpu.block_dim y
      %47 = arith.index_cast %block_dim_y : index to i32
      %48 = arith.muli %43, %47 : i32
      %thread_id_z = gpu.thread_id z
      %49 = arith.index_cast %thread_id_z : index to i32
      %50 = arith.muli %49, %48 : i32
      %51 = arith.addi %46, %50 : i32
      %52 = arith.shrui %51, %c5_i32 : i32
      %53 = nvvm.shfl.sync idx %c-1_i32, %52, %c0_i32, %c31_i32 : i32 -> i32
      %54 = nvvm.elect.sync -> i1
      %55 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x64x64xi32, #gpu.address_space<workgroup>>
      %56 = "mosaic_gpu.with_transforms"(%55) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x64x64xi32, #gpu.address_space<workgroup>>) -> memref<1x64x64xi32, #gpu.address_space<workgroup>>
      %subview = memref.subview %56[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<1x64x64xi32, #gpu.address_space<workgroup>> to memref<64x64xi32, strided<[64, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %subview : memref<64x64xi32, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<64x64xi32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %57 = builtin.unrealized_conversion_cast %40 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%57 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
      "mosaic_gpu.async_load"(%15, %cast, %57, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 64>}> : (memref<64x64xi32>, memref<64x64xi32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %58 = memref.load %alloca[] : memref<i32>
      %59 = arith.andi %58, %c1_i32 : i32
      %60 = arith.cmpi ne, %59, %c0_i32 : i32
      %61 = arith.xori %58, %c1_i32 : i32
      memref.store %61, %alloca[] : memref<i32>
      %62 = arith.extui %60 : i1 to i32
      nvvm.mbarrier.try_wait.parity %40, %62, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %63 = "mosaic_gpu.with_transforms"(%55) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x64x64xi32, #gpu.address_space<workgroup>>) -> memref<1x64x64xi32, #gpu.address_space<workgroup>>
      %subview_0 = memref.subview %63[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<1x64x64xi32, #gpu.address_space<workgroup>> to memref<64x64xi32, strided<[64, 1]>, #gpu.address_space<workgroup>>
      %cast_1 = memref.cast %subview_0 : memref<64x64xi32, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<64x64xi32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %64 = memref.load %21[] : memref<i32>
      %65 = arith.muli %64, %c32_i32 : i32
      %66 = "mosaic_gpu.with_transforms"(%cast_1) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xi32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<64x64xi32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %67 = arith.index_cast %65 : i32 to index
      %subview_2 = memref.subview %66[0, %67] [64, 32] [1, 1] : memref<64x64xi32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x32xi32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %68 = "mosaic_gpu.vector_load"(%subview_2) <{optimized = true}> : (memref<64x32xi32, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<64x32xi32>
      "mosaic_gpu.vector_store"(%68, %31) <{multimem = false}> : (vector<64x32xi32>, memref<64x32xi32>) -> ()
      gpu.terminator
    }
    return
  }
}
