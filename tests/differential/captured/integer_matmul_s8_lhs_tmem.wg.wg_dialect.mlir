// integer_matmul_s8_lhs_tmem.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); tcgen05.py:integer_matmul_s8_lhs_tmem(i8[128,128], i8[128,128]); semantics=warpgroup; arch=10.0; captured by mgpu-capture with jax 0.10.2
module @whole attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @whole_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %false = arith.constant false
    %c7_i32 = arith.constant 7 : i32
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
    %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xi8> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %14 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %15 = llvm.load %14 : !llvm.ptr -> !llvm.ptr
    %16 = llvm.insertvalue %15, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %15, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %2, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %1, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %1, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %1, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %0, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xi8> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %24 = llvm.getelementptr %arg1[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %25 = llvm.load %24 : !llvm.ptr -> !llvm.ptr
    %26 = llvm.insertvalue %25, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %25, %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %2, %27[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %1, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %1, %29[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %1, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %0, %31[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xi32> {mosaic_gpu.from_kernel_arg_idx = 2 : i32, mosaic_gpu.original_kernel_arg}
    %34 = gpu.launch async [%4] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c32788_i32 {
      %35 = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %36 = builtin.unrealized_conversion_cast %35 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %37 = llvm.extractvalue %36[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %38 = llvm.extractvalue %36[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %39 = llvm.mul %38, %c8_i64 : i64
      %40 = llvm.ptrtoint %37 : !llvm.ptr<3> to i64
      %41 = llvm.add %40, %39 : i64
      %42 = llvm.inttoptr %41 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%42) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = true}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      %43 = "mosaic_gpu.slice_smem"() <{offset = 32776 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %44 = builtin.unrealized_conversion_cast %43 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %45 = llvm.extractvalue %44[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %46 = llvm.extractvalue %44[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %47 = llvm.mul %46, %c8_i64 : i64
      %48 = llvm.ptrtoint %45 : !llvm.ptr<3> to i64
      %49 = llvm.add %48, %47 : i64
      %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%50) <{arrival_count = 2 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca_0 = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca_0[] : memref<i32>
      %51 = "mosaic_gpu.slice_smem"() <{offset = 32784 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
      nvvm.fence.mbarrier.init
      %52 = mosaic_gpu.tmem_alloc smem_ptr(%51 : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x160xi32, #mosaic_gpu.tmem>
      "mosaic_gpu.tmem_relinquish_alloc_permit"() <{collective = false}> : () -> ()
      gpu.barrier
      %53 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %54 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %55 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %56 = arith.index_cast %thread_id_y : index to i32
      %57 = arith.muli %56, %55 : i32
      %58 = arith.addi %54, %57 : i32
      %block_dim_y = gpu.block_dim y
      %59 = arith.index_cast %block_dim_y : index to i32
      %60 = arith.muli %55, %59 : i32
      %thread_id_z = gpu.thread_id z
      %61 = arith.index_cast %thread_id_z : index to i32
      %62 = arith.muli %61, %60 : i32
      %63 = arith.addi %58, %62 : i32
      %64 = arith.shrui %63, %c5_i32 : i32
      %65 = nvvm.shfl.sync idx %c-1_i32, %64, %c0_i32, %c31_i32 : i32 -> i32
      %66 = nvvm.elect.sync -> i1
      %67 = "mosaic_gpu.slice_tmem"(%52) <{offset = 0 : i32}> : (memref<128x160xi32, #mosaic_gpu.tmem>) -> memref<128x128xi32, #mosaic_gpu.tmem>
      %68 = "mosaic_gpu.tmem_layout_cast"(%67) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xi32, #mosaic_gpu.tmem>) -> memref<128x128xi32, #mosaic_gpu.tmem>
      %69 = "mosaic_gpu.slice_tmem"(%52) <{offset = 128 : i32}> : (memref<128x160xi32, #mosaic_gpu.tmem>) -> memref<128x128xi8, #mosaic_gpu.tmem>
      %70 = "mosaic_gpu.tmem_layout_cast"(%69) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 4], [32, 4]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xi8, #mosaic_gpu.tmem>) -> memref<128x128xi8, #mosaic_gpu.tmem>
      %71 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x128x128xi8, #gpu.address_space<workgroup>>
      %72 = "mosaic_gpu.with_transforms"(%71) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<1x128x128xi8, #gpu.address_space<workgroup>>) -> memref<1x128x128xi8, #gpu.address_space<workgroup>>
      %subview = memref.subview %72[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xi8, #gpu.address_space<workgroup>> to memref<128x128xi8, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %subview : memref<128x128xi8, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xi8, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %73 = builtin.unrealized_conversion_cast %50 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%73 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
      "mosaic_gpu.async_load"(%13, %cast, %73, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 128>}> : (memref<128x128xi8>, memref<128x128xi8, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %74 = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<1x128x128xi8, #gpu.address_space<workgroup>>
      %75 = "mosaic_gpu.with_transforms"(%74) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<1x128x128xi8, #gpu.address_space<workgroup>>) -> memref<1x128x128xi8, #gpu.address_space<workgroup>>
      %subview_1 = memref.subview %75[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xi8, #gpu.address_space<workgroup>> to memref<128x128xi8, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast_2 = memref.cast %subview_1 : memref<128x128xi8, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xi8, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%73 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
      "mosaic_gpu.async_load"(%23, %cast_2, %73, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 128>}> : (memref<128x128xi8>, memref<128x128xi8, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %76 = memref.load %alloca_0[] : memref<i32>
      %77 = arith.andi %76, %c1_i32 : i32
      %78 = arith.cmpi ne, %77, %c0_i32 : i32
      %79 = arith.xori %76, %c1_i32 : i32
      memref.store %79, %alloca_0[] : memref<i32>
      %80 = arith.extui %78 : i1 to i32
      nvvm.mbarrier.try_wait.parity %50, %80, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %81 = "mosaic_gpu.with_transforms"(%71) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<1x128x128xi8, #gpu.address_space<workgroup>>) -> memref<1x128x128xi8, #gpu.address_space<workgroup>>
      %subview_3 = memref.subview %81[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xi8, #gpu.address_space<workgroup>> to memref<128x128xi8, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast_4 = memref.cast %subview_3 : memref<128x128xi8, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xi8, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %82 = "mosaic_gpu.vector_load"(%cast_4) <{optimized = false}> : (memref<128x128xi8, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<128x128xi8>
      %83 = mosaic_gpu.layout_cast x(%82 : vector<128x128xi8>) {new_layout = #mosaic_gpu.TiledLayout<[[128, 4], [32, 4]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}
      "mosaic_gpu.async_store_tmem"(%83, %70) : (vector<128x128xi8>, memref<128x128xi8, #mosaic_gpu.tmem>) -> ()
      nvvm.tcgen05.wait <store>
      %84 = arith.shrui %63, %c7_i32 : i32
      %85 = arith.addi %84, %c1_i32 : i32
      %86 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %85 : (i32) -> !llvm.void
      %87 = "mosaic_gpu.with_transforms"(%74) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<1x128x128xi8, #gpu.address_space<workgroup>>) -> memref<1x128x128xi8, #gpu.address_space<workgroup>>
      %subview_5 = memref.subview %87[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xi8, #gpu.address_space<workgroup>> to memref<128x128xi8, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast_6 = memref.cast %subview_5 : memref<128x128xi8, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xi8, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      "mosaic_gpu.tcgen05_mma"(%68, %70, %cast_6, %false) <{collective = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> : (memref<128x128xi32, #mosaic_gpu.tmem>, memref<128x128xi8, #mosaic_gpu.tmem>, memref<128x128xi8, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, i1) -> ()
      %88 = builtin.unrealized_conversion_cast %42 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>
      "mosaic_gpu.tcgen05_commit_arrive"(%88) <{collective = false}> : (memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>) -> ()
      %89 = memref.load %alloca[] : memref<i32>
      %90 = arith.andi %89, %c1_i32 : i32
      %91 = arith.cmpi ne, %90, %c0_i32 : i32
      %92 = arith.xori %89, %c1_i32 : i32
      memref.store %92, %alloca[] : memref<i32>
      %93 = arith.extui %91 : i1 to i32
      nvvm.mbarrier.try_wait.parity %42, %93, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      nvvm.tcgen05.fence <after>
      %94 = "mosaic_gpu.async_load_tmem"(%68) : (memref<128x128xi32, #mosaic_gpu.tmem>) -> vector<128x128xi32>
      "mosaic_gpu.vector_store"(%94, %33) <{multimem = false}> : (vector<128x128xi32>, memref<128x128xi32>) -> ()
      gpu.barrier
      mosaic_gpu.tmem_dealloc tmem_ref(%52 : memref<128x160xi32, #mosaic_gpu.tmem>)
      gpu.terminator
    }
    return
  }
}
