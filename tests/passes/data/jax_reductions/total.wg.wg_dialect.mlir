// total.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); sums.py:total(f32[128,128]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
module @body attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %c7_i32 = arith.constant 7 : i32
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c133128_i32 = arith.constant 133128 : i32
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
    %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xf32> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %14 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %15 = llvm.load %14 : !llvm.ptr -> !llvm.ptr
    %16 = llvm.insertvalue %15, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %15, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %2, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %1, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %1, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %1, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %0, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xf32> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %24 = gpu.launch async [%4] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c133128_i32 {
      %25 = "mosaic_gpu.slice_smem"() <{offset = 133120 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
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
      %47 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %48 = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %subview = memref.subview %47[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xf32, #gpu.address_space<workgroup>> to memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %subview : memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %49 = builtin.unrealized_conversion_cast %32 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%49 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 65536
      "mosaic_gpu.async_load"(%13, %cast, %49, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 128>}> : (memref<128x128xf32>, memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %50 = memref.load %alloca[] : memref<i32>
      %51 = arith.andi %50, %c1_i32 : i32
      %52 = arith.cmpi ne, %51, %c0_i32 : i32
      %53 = arith.xori %50, %c1_i32 : i32
      memref.store %53, %alloca[] : memref<i32>
      %54 = arith.extui %52 : i1 to i32
      nvvm.mbarrier.try_wait.parity %32, %54, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %subview_0 = memref.subview %48[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xf32, #gpu.address_space<workgroup>> to memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast_1 = memref.cast %subview_0 : memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %55 = "mosaic_gpu.vector_load"(%cast) <{optimized = true}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
      %56 = vector.shape_cast %55 : vector<128x128xf32> to vector<16384xf32>
      %57 = vector.reduction <add>, %56 {offset = 131072 : i32, scratch_size = 2048 : i32} : vector<16384xf32> into f32
      %58 = vector.broadcast %57 : f32 to vector<128x128xf32>
      "mosaic_gpu.vector_store"(%58, %cast_1) <{multimem = false}> : (vector<128x128xf32>, memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %59 = arith.shrui %43, %c7_i32 : i32
      %60 = arith.addi %59, %c1_i32 : i32
      %61 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %60 : (i32) -> !llvm.void
      "mosaic_gpu.async_store"(%cast_1, %23, %c0_i32, %c0_i32) <{commit_group = false, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 128, 128>}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<128x128xf32>, i32, i32) -> ()
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0
      %62 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %60 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
