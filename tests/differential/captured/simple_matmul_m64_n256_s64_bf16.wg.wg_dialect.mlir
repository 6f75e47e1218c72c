// simple_matmul_m64_n256_s64_bf16.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); tcgen05.py:simple_matmul_m64_n256_s64_bf16(bf16[64,128], bf16[128,256]); semantics=warpgroup; arch=10.0; captured by mgpu-capture with jax 0.10.2
module @whole attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @whole_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %false = arith.constant false
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c81940_i32 = arith.constant 81940 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %0 = llvm.mlir.constant(256 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(128 : i64) : i64
    %3 = llvm.mlir.constant(64 : i64) : i64
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %7 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %8 = llvm.insertvalue %7, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %7, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %4, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %3, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %2, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %2, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %1, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x128xbf16> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %16 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
    %18 = llvm.insertvalue %17, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %17, %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %4, %19[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %2, %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %0, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %0, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %1, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x256xbf16> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %26 = llvm.getelementptr %arg1[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
    %28 = llvm.insertvalue %27, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %27, %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %4, %29[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %3, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %0, %31[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %0, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %1, %33[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = builtin.unrealized_conversion_cast %34 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x256xbf16> {mosaic_gpu.from_kernel_arg_idx = 2 : i32, mosaic_gpu.original_kernel_arg}
    %36 = gpu.launch async [%6] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c81940_i32 {
      %37 = "mosaic_gpu.slice_smem"() <{offset = 81920 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %38 = builtin.unrealized_conversion_cast %37 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %39 = llvm.extractvalue %38[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %40 = llvm.extractvalue %38[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %41 = llvm.mul %40, %c8_i64 : i64
      %42 = llvm.ptrtoint %39 : !llvm.ptr<3> to i64
      %43 = llvm.add %42, %41 : i64
      %44 = llvm.inttoptr %43 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%44) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = true}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      %45 = "mosaic_gpu.slice_smem"() <{offset = 81928 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %46 = builtin.unrealized_conversion_cast %45 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %47 = llvm.extractvalue %46[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %48 = llvm.extractvalue %46[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %49 = llvm.mul %48, %c8_i64 : i64
      %50 = llvm.ptrtoint %47 : !llvm.ptr<3> to i64
      %51 = llvm.add %50, %49 : i64
      %52 = llvm.inttoptr %51 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%52) <{arrival_count = 2 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca_0 = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca_0[] : memref<i32>
      %53 = "mosaic_gpu.slice_smem"() <{offset = 81936 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
      nvvm.fence.mbarrier.init
      %54 = mosaic_gpu.tmem_alloc smem_ptr(%53 : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xi32, #mosaic_gpu.tmem>
      "mosaic_gpu.tmem_relinquish_alloc_permit"() <{collective = false}> : () -> ()
      gpu.barrier
      %55 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %56 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %57 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %58 = arith.index_cast %thread_id_y : index to i32
      %59 = arith.muli %58, %57 : i32
      %60 = arith.addi %56, %59 : i32
      %block_dim_y = gpu.block_dim y
      %61 = arith.index_cast %block_dim_y : index to i32
      %62 = arith.muli %57, %61 : i32
      %thread_id_z = gpu.thread_id z
      %63 = arith.index_cast %thread_id_z : index to i32
      %64 = arith.muli %63, %62 : i32
      %65 = arith.addi %60, %64 : i32
      %66 = arith.shrui %65, %c5_i32 : i32
      %67 = nvvm.shfl.sync idx %c-1_i32, %66, %c0_i32, %c31_i32 : i32 -> i32
      %68 = nvvm.elect.sync -> i1
      %69 = "mosaic_gpu.slice_tmem"(%54) <{offset = 0 : i32}> : (memref<128x128xi32, #mosaic_gpu.tmem>) -> memref<64x256xf32, #mosaic_gpu.tmem>
      %70 = "mosaic_gpu.tmem_layout_cast"(%69) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 256], [16, 128], [1]], warp_dims = [-5], lane_dims = [-4, -3], vector_dim = -1>}> : (memref<64x256xf32, #mosaic_gpu.tmem>) -> memref<64x256xf32, #mosaic_gpu.tmem>
      %71 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x64x128xbf16, #gpu.address_space<workgroup>>
      %72 = "mosaic_gpu.with_transforms"(%71) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<1x64x128xbf16, #gpu.address_space<workgroup>>) -> memref<1x64x128xbf16, #gpu.address_space<workgroup>>
      %subview = memref.subview %72[0, 0, 0] [1, 64, 128] [1, 1, 1] : memref<1x64x128xbf16, #gpu.address_space<workgroup>> to memref<64x128xbf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %subview : memref<64x128xbf16, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<64x128xbf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %73 = builtin.unrealized_conversion_cast %52 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%73 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
      "mosaic_gpu.async_load"(%15, %cast, %73, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xbf16>, memref<64x128xbf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %74 = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<1x128x256xbf16, #gpu.address_space<workgroup>>
      %75 = "mosaic_gpu.with_transforms"(%74) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<1x128x256xbf16, #gpu.address_space<workgroup>>) -> memref<1x128x256xbf16, #gpu.address_space<workgroup>>
      %subview_1 = memref.subview %75[0, 0, 0] [1, 128, 256] [1, 1, 1] : memref<1x128x256xbf16, #gpu.address_space<workgroup>> to memref<128x256xbf16, strided<[256, 1]>, #gpu.address_space<workgroup>>
      %cast_2 = memref.cast %subview_1 : memref<128x256xbf16, strided<[256, 1]>, #gpu.address_space<workgroup>> to memref<128x256xbf16, strided<[256, 1], offset: ?>, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%73 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 65536
      "mosaic_gpu.async_load"(%25, %cast_2, %73, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 256>}> : (memref<128x256xbf16>, memref<128x256xbf16, strided<[256, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %76 = memref.load %alloca_0[] : memref<i32>
      %77 = arith.andi %76, %c1_i32 : i32
      %78 = arith.cmpi ne, %77, %c0_i32 : i32
      %79 = arith.xori %76, %c1_i32 : i32
      memref.store %79, %alloca_0[] : memref<i32>
      %80 = arith.extui %78 : i1 to i32
      nvvm.mbarrier.try_wait.parity %52, %80, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %81 = "mosaic_gpu.with_transforms"(%71) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<1x64x128xbf16, #gpu.address_space<workgroup>>) -> memref<1x64x128xbf16, #gpu.address_space<workgroup>>
      %subview_3 = memref.subview %81[0, 0, 0] [1, 64, 128] [1, 1, 1] : memref<1x64x128xbf16, #gpu.address_space<workgroup>> to memref<64x128xbf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast_4 = memref.cast %subview_3 : memref<64x128xbf16, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<64x128xbf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %82 = "mosaic_gpu.with_transforms"(%74) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<1x128x256xbf16, #gpu.address_space<workgroup>>) -> memref<1x128x256xbf16, #gpu.address_space<workgroup>>
      %subview_5 = memref.subview %82[0, 0, 0] [1, 128, 256] [1, 1, 1] : memref<1x128x256xbf16, #gpu.address_space<workgroup>> to memref<128x256xbf16, strided<[256, 1]>, #gpu.address_space<workgroup>>
      %cast_6 = memref.cast %subview_5 : memref<128x256xbf16, strided<[256, 1]>, #gpu.address_space<workgroup>> to memref<128x256xbf16, strided<[256, 1], offset: ?>, #gpu.address_space<workgroup>>
      "mosaic_gpu.tcgen05_mma"(%70, %cast_4, %cast_6, %false) <{collective = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> : (memref<64x256xf32, #mosaic_gpu.tmem>, memref<64x128xbf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<128x256xbf16, strided<[256, 1], offset: ?>, #gpu.address_space<workgroup>>, i1) -> ()
      %83 = builtin.unrealized_conversion_cast %44 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>
      "mosaic_gpu.tcgen05_commit_arrive"(%83) <{collective = false}> : (memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>) -> ()
      %84 = memref.load %alloca[] : memref<i32>
      %85 = arith.andi %84, %c1_i32 : i32
      %86 = arith.cmpi ne, %85, %c0_i32 : i32
      %87 = arith.xori %84, %c1_i32 : i32
      memref.store %87, %alloca[] : memref<i32>
      %88 = arith.extui %86 : i1 to i32
      nvvm.mbarrier.try_wait.parity %44, %88, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      nvvm.tcgen05.fence <after>
      %89 = "mosaic_gpu.async_load_tmem"(%70) : (memref<64x256xf32, #mosaic_gpu.tmem>) -> vector<64x256xf32>
      %90 = arith.truncf %89 : vector<64x256xf32> to vector<64x256xbf16>
      "mosaic_gpu.vector_store"(%90, %35) <{multimem = false}> : (vector<64x256xbf16>, memref<64x256xbf16>) -> ()
      gpu.barrier
      mosaic_gpu.tmem_dealloc tmem_ref(%54 : memref<128x128xi32, #mosaic_gpu.tmem>)
      gpu.terminator
    }
    return
  }
}
