module @body attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32, mosaic_gpu.dump_basename = "body_0"} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func private @mosaic_gpu_init_tma_im2col_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %c7_i32 = arith.constant 7 : i32
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c4096_i32 = arith.constant 4096 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c20488_i32 = arith.constant 20488 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c1_i64 = arith.constant 1 : i64
    %c128_i64 = arith.constant 128 : i64
    %c64_i64 = arith.constant 64 : i64
    %c0_i64 = arith.constant 0 : i64
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %2 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %3 = llvm.insertvalue %2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4 = llvm.insertvalue %2, %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = llvm.insertvalue %c0_i64, %4[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = llvm.insertvalue %c64_i64, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %c128_i64, %6[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = llvm.insertvalue %c128_i64, %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %c1_i64, %8[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x128xi4> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %11 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
    %13 = llvm.insertvalue %12, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %14 = llvm.insertvalue %12, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.insertvalue %c0_i64, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %16 = llvm.insertvalue %c64_i64, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = llvm.insertvalue %c128_i64, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %18 = llvm.insertvalue %c128_i64, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = llvm.insertvalue %c1_i64, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x128xbf16> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %21 = gpu.launch async [%1] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c20488_i32 {
      %22 = "mosaic_gpu.slice_smem"() <{offset = 20480 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %23 = builtin.unrealized_conversion_cast %22 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %24 = llvm.extractvalue %23[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %25 = llvm.extractvalue %23[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %26 = llvm.mul %25, %c8_i64 : i64
      %27 = llvm.ptrtoint %24 : !llvm.ptr<3> to i64
      %28 = llvm.add %27, %26 : i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%29) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      %30 = llvm.inline_asm has_side_effects "fence.mbarrier_init.release.cluster;", "" : () -> !llvm.void
      gpu.barrier
      %31 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %32 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %33 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %34 = arith.index_cast %thread_id_y : index to i32
      %35 = arith.muli %34, %33 : i32
      %36 = arith.addi %32, %35 : i32
      %block_dim_y = gpu.block_dim y
      %37 = arith.index_cast %block_dim_y : index to i32
      %38 = arith.muli %33, %37 : i32
      %thread_id_z = gpu.thread_id z
      %39 = arith.index_cast %thread_id_z : index to i32
      %40 = arith.muli %39, %38 : i32
      %41 = arith.addi %36, %40 : i32
      %42 = arith.shrui %41, %c5_i32 : i32
      %43 = nvvm.shfl.sync idx %c-1_i32, %42, %c0_i32, %c31_i32 : i32 -> i32
      %44 = nvvm.elect.sync -> i1
      %45 = "mosaic_gpu.slice_smem"() <{alias_id = 1 : i64, offset = 0 : i32}> : () -> memref<64x128xi4, #gpu.address_space<workgroup>>
      %46 = "mosaic_gpu.with_transforms"(%45) <{transforms = [#mosaic_gpu.tile<[8, 128]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<64x128xi4, #gpu.address_space<workgroup>>) -> memref<64x128xi4, #gpu.address_space<workgroup>>
      %47 = builtin.unrealized_conversion_cast %29 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%47 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) %c4096_i32
      "mosaic_gpu.async_load"(%10, %46, %47, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xi4>, memref<64x128xi4, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %48 = memref.load %alloca[] : memref<i32>
      %49 = arith.andi %48, %c1_i32 : i32
      %50 = arith.cmpi ne, %49, %c0_i32 : i32
      %51 = arith.xori %48, %c1_i32 : i32
      memref.store %51, %alloca[] : memref<i32>
      %52 = arith.extui %50 : i1 to i32
      nvvm.mbarrier.try_wait.parity %29, %52, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %53 = "mosaic_gpu.vector_load"(%46) <{optimized = true}> : (memref<64x128xi4, #gpu.address_space<workgroup>>) -> vector<64x128xi4>
      %54 = mosaic_gpu.layout_cast x(%53 : vector<64x128xi4>) <new_layout = #mosaic_gpu.TiledLayout<[[64, 32], [16, 32], [8, 32], [8]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>>
      %55 = mosaic_gpu.layout_cast x(%54 : vector<64x128xi4>) <new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>>
      %56 = arith.sitofp %55 : vector<64x128xi4> to vector<64x128xbf16>
      %57 = "mosaic_gpu.slice_smem"() <{alias_id = 2 : i64, offset = 4096 : i32}> : () -> memref<64x128xbf16, #gpu.address_space<workgroup>>
      %58 = "mosaic_gpu.with_transforms"(%57) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xbf16, #gpu.address_space<workgroup>>) -> memref<64x128xbf16, #gpu.address_space<workgroup>>
      "mosaic_gpu.vector_store"(%56, %58) <{multimem = false, optimized = true}> : (vector<64x128xbf16>, memref<64x128xbf16, #gpu.address_space<workgroup>>) -> ()
      nvvm.fence.proxy <async.shared>, space = <cta>
      %59 = arith.shrui %41, %c7_i32 : i32
      %60 = arith.addi %59, %c1_i32 : i32
      %61 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %60 : (i32) -> !llvm.void
      "mosaic_gpu.async_store"(%58, %20, %c0_i32, %c0_i32) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xbf16, #gpu.address_space<workgroup>>, memref<64x128xbf16>, i32, i32) -> ()
      nvvm.cp.async.bulk.wait_group 0
      %62 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %60 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
