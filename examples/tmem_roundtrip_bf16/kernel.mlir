// semantics: lane warpgroup
// tmem_roundtrip_bf16 (sm_100): TMA-load in0 (bf16 128x128) into [tile<[8, 64]>, swizzle<128>] SMEM, load it into
// registers in the TCGEN05 layout (explicit layout_cast), async_store_tmem into a 128x128 bf16 TMEM slice
// with the packed TMEM layout (two bf16 per 32-bit cell, 64 columns; tcgen05.st 16x128b), async_load_tmem it
// back (tcgen05.ld 16x128b, TCGEN05 layout), multiply by 2, store to SMEM and TMA-store to out0.
// Expected: out0 = in0 * 2 (bf16, exact).
module @body attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %cst = arith.constant dense<2.000000e+00> : vector<128x128xbf16>
    %c7_i32 = arith.constant 7 : i32
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c32780_i32 = arith.constant 32780 : i32
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
    %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xbf16> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %14 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %15 = llvm.load %14 : !llvm.ptr -> !llvm.ptr
    %16 = llvm.insertvalue %15, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %15, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %2, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %1, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %1, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %1, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %0, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xbf16> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %24 = gpu.launch async [%4] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c32780_i32 {
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
      %33 = "mosaic_gpu.slice_smem"() <{offset = 32776 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
      nvvm.fence.mbarrier.init
      %34 = mosaic_gpu.tmem_alloc smem_ptr(%33 : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x64xi32, #mosaic_gpu.tmem>
      "mosaic_gpu.tmem_relinquish_alloc_permit"() <{collective = false}> : () -> ()
      gpu.barrier
      %35 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %36 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %37 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %38 = arith.index_cast %thread_id_y : index to i32
      %39 = arith.muli %38, %37 : i32
      %40 = arith.addi %36, %39 : i32
      %block_dim_y = gpu.block_dim y
      %41 = arith.index_cast %block_dim_y : index to i32
      %42 = arith.muli %37, %41 : i32
      %thread_id_z = gpu.thread_id z
      %43 = arith.index_cast %thread_id_z : index to i32
      %44 = arith.muli %43, %42 : i32
      %45 = arith.addi %40, %44 : i32
      %46 = arith.shrui %45, %c5_i32 : i32
      %47 = nvvm.shfl.sync idx %c-1_i32, %46, %c0_i32, %c31_i32 : i32 -> i32
      %48 = nvvm.elect.sync -> i1
      %49 = "mosaic_gpu.slice_tmem"(%34) <{offset = 0 : i32}> : (memref<128x64xi32, #mosaic_gpu.tmem>) -> memref<128x128xbf16, #mosaic_gpu.tmem>
      %50 = "mosaic_gpu.tmem_layout_cast"(%49) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xbf16, #mosaic_gpu.tmem>) -> memref<128x128xbf16, #mosaic_gpu.tmem>
      %51 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xbf16, #gpu.address_space<workgroup>>
      %52 = "mosaic_gpu.with_transforms"(%51) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xbf16, #gpu.address_space<workgroup>>) -> memref<128x128xbf16, #gpu.address_space<workgroup>>
      %53 = builtin.unrealized_conversion_cast %32 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%53 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 32768
      "mosaic_gpu.async_load"(%13, %52, %53, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 128>}> : (memref<128x128xbf16>, memref<128x128xbf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %54 = memref.load %alloca[] : memref<i32>
      %55 = arith.andi %54, %c1_i32 : i32
      %56 = arith.cmpi ne, %55, %c0_i32 : i32
      %57 = arith.xori %54, %c1_i32 : i32
      memref.store %57, %alloca[] : memref<i32>
      %58 = arith.extui %56 : i1 to i32
      nvvm.mbarrier.try_wait.parity %32, %58, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %59 = "mosaic_gpu.with_transforms"(%51) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xbf16, #gpu.address_space<workgroup>>) -> memref<128x128xbf16, #gpu.address_space<workgroup>>
      %ld_wgmma = "mosaic_gpu.vector_load"(%59) <{optimized = true}> : (memref<128x128xbf16, #gpu.address_space<workgroup>>) -> vector<128x128xbf16>
      // Lane: the load's layout is chosen by this cast (jax's load(layout=TCGEN05)): tcgen05.st (16x128b) stores it.
      %60 = "mosaic_gpu.layout_cast"(%ld_wgmma) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}> : (vector<128x128xbf16>) -> vector<128x128xbf16>
      "mosaic_gpu.async_store_tmem"(%60, %50) : (vector<128x128xbf16>, memref<128x128xbf16, #mosaic_gpu.tmem>) -> ()
      nvvm.tcgen05.wait <store>
      %61 = arith.shrui %45, %c7_i32 : i32
      %62 = arith.addi %61, %c1_i32 : i32
      %63 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %62 : (i32) -> !llvm.void
      %64 = "mosaic_gpu.async_load_tmem"(%50) : (memref<128x128xbf16, #mosaic_gpu.tmem>) -> vector<128x128xbf16>
      %65 = arith.mulf %64, %cst : vector<128x128xbf16>
      %66 = "mosaic_gpu.with_transforms"(%51) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xbf16, #gpu.address_space<workgroup>>) -> memref<128x128xbf16, #gpu.address_space<workgroup>>
      "mosaic_gpu.vector_store"(%65, %66) <{multimem = false}> : (vector<128x128xbf16>, memref<128x128xbf16, #gpu.address_space<workgroup>>) -> ()
      nvvm.tcgen05.wait <load>
      %67 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %62 : (i32) -> !llvm.void
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %68 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %62 : (i32) -> !llvm.void
      %69 = "mosaic_gpu.with_transforms"(%51) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xbf16, #gpu.address_space<workgroup>>) -> memref<128x128xbf16, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store"(%69, %23, %c0_i32, %c0_i32) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 128, 128>}> : (memref<128x128xbf16, #gpu.address_space<workgroup>>, memref<128x128xbf16>, i32, i32) -> ()
      nvvm.cp.async.bulk.wait_group 0
      %70 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %62 : (i32) -> !llvm.void
      gpu.barrier
      mosaic_gpu.tmem_dealloc tmem_ref(%34 : memref<128x64xi32, #mosaic_gpu.tmem>)
      gpu.terminator
    }
    return
  }
}
