// async_copy_smem_to_tmem_swizzled.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); tcgen05.py:async_copy_smem_to_tmem_swizzled(f16[128,128]); semantics=warpgroup; arch=10.0; captured by mgpu-capture with jax 0.10.2
module @body attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c32788_i32 = arith.constant 32788 : i32
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
    %24 = gpu.launch async [%4] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c32788_i32 {
      %25 = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
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
      %33 = "mosaic_gpu.slice_smem"() <{offset = 32776 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %34 = builtin.unrealized_conversion_cast %33 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %35 = llvm.extractvalue %34[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %36 = llvm.extractvalue %34[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %37 = llvm.mul %36, %c8_i64 : i64
      %38 = llvm.ptrtoint %35 : !llvm.ptr<3> to i64
      %39 = llvm.add %38, %37 : i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%40) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = true}> : (!llvm.ptr<3>) -> ()
      %alloca_0 = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca_0[] : memref<i32>
      %41 = "mosaic_gpu.slice_smem"() <{offset = 32784 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
      nvvm.fence.mbarrier.init
      %42 = mosaic_gpu.tmem_alloc smem_ptr(%41 : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x64xi32, #mosaic_gpu.tmem>
      "mosaic_gpu.tmem_relinquish_alloc_permit"() <{collective = false}> : () -> ()
      gpu.barrier
      %43 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %44 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %45 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %46 = arith.index_cast %thread_id_y : index to i32
      %47 = arith.muli %46, %45 : i32
      %48 = arith.addi %44, %47 : i32
      %block_dim_y = gpu.block_dim y
      %49 = arith.index_cast %block_dim_y : index to i32
      %50 = arith.muli %45, %49 : i32
      %thread_id_z = gpu.thread_id z
      %51 = arith.index_cast %thread_id_z : index to i32
      %52 = arith.muli %51, %50 : i32
      %53 = arith.addi %48, %52 : i32
      %54 = arith.shrui %53, %c5_i32 : i32
      %55 = nvvm.shfl.sync idx %c-1_i32, %54, %c0_i32, %c31_i32 : i32 -> i32
      %56 = nvvm.elect.sync -> i1
      %57 = "mosaic_gpu.slice_tmem"(%42) <{offset = 0 : i32}> : (memref<128x64xi32, #mosaic_gpu.tmem>) -> memref<128x128xf16, #mosaic_gpu.tmem>
      %58 = "mosaic_gpu.tmem_layout_cast"(%57) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf16, #mosaic_gpu.tmem>) -> memref<128x128xf16, #mosaic_gpu.tmem>
      %59 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
      %60 = "mosaic_gpu.with_transforms"(%59) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> memref<128x128xf16, #gpu.address_space<workgroup>>
      %61 = builtin.unrealized_conversion_cast %32 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%61 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 32768
      "mosaic_gpu.async_load"(%13, %60, %61, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 128>}> : (memref<128x128xf16>, memref<128x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %62 = memref.load %alloca[] : memref<i32>
      %63 = arith.andi %62, %c1_i32 : i32
      %64 = arith.cmpi ne, %63, %c0_i32 : i32
      %65 = arith.xori %62, %c1_i32 : i32
      memref.store %65, %alloca[] : memref<i32>
      %66 = arith.extui %64 : i1 to i32
      nvvm.mbarrier.try_wait.parity %32, %66, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %67 = "mosaic_gpu.with_transforms"(%59) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> memref<128x128xf16, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store_smem_to_tmem"(%67, %58) <{collective = false}> : (memref<128x128xf16, #gpu.address_space<workgroup>>, memref<128x128xf16, #mosaic_gpu.tmem>) -> ()
      %68 = builtin.unrealized_conversion_cast %40 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>
      "mosaic_gpu.tcgen05_commit_arrive"(%68) <{collective = false}> : (memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>) -> ()
      %69 = memref.load %alloca_0[] : memref<i32>
      %70 = arith.andi %69, %c1_i32 : i32
      %71 = arith.cmpi ne, %70, %c0_i32 : i32
      %72 = arith.xori %69, %c1_i32 : i32
      memref.store %72, %alloca_0[] : memref<i32>
      %73 = arith.extui %71 : i1 to i32
      nvvm.mbarrier.try_wait.parity %40, %73, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      nvvm.tcgen05.fence <after>
      %74 = "mosaic_gpu.async_load_tmem"(%58) : (memref<128x128xf16, #mosaic_gpu.tmem>) -> vector<128x128xf16>
      "mosaic_gpu.vector_store"(%74, %23) <{multimem = false}> : (vector<128x128xf16>, memref<128x128xf16>) -> ()
      gpu.barrier
      mosaic_gpu.tmem_dealloc tmem_ref(%42 : memref<128x64xi32, #mosaic_gpu.tmem>)
      gpu.terminator
    }
    return
  }
}
