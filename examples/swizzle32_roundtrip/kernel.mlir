// semantics: lane warpgroup
// swizzle32_roundtrip: one CTA. TMA-load in0 (f16 64x128) into SMEM with [tile<[8, 16]>, swizzle<32>] (the
// TMA descriptor swizzles by 32 bytes), vector_load it (WGMMA layout, 32-byte swizzled register addresses),
// multiply by 2 (WGSplat constant), vector_store it to a second, plain (untiled, unswizzled) SMEM buffer
// and TMA-store that one to out0: the TMA swizzle and the registers' swizzled addresses must agree.
// Expected: out0 = in0 * 2 (f16).
module @body attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %cst = arith.constant dense<2.000000e+00> : vector<64x128xf16>
    %c7_i32 = arith.constant 7 : i32
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c16392_i32 = arith.constant 33792 : i32
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
    %20 = llvm.insertvalue %2, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %1, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %1, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %0, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x128xf16> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %25 = gpu.launch async [%5] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c16392_i32 {
      %26 = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %27 = builtin.unrealized_conversion_cast %26 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %28 = llvm.extractvalue %27[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %29 = llvm.extractvalue %27[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %30 = llvm.mul %29, %c8_i64 : i64
      %31 = llvm.ptrtoint %28 : !llvm.ptr<3> to i64
      %32 = llvm.add %31, %30 : i64
      %33 = llvm.inttoptr %32 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%33) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %34 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %35 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %36 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %37 = arith.index_cast %thread_id_y : index to i32
      %38 = arith.muli %37, %36 : i32
      %39 = arith.addi %35, %38 : i32
      %block_dim_y = gpu.block_dim y
      %40 = arith.index_cast %block_dim_y : index to i32
      %41 = arith.muli %36, %40 : i32
      %thread_id_z = gpu.thread_id z
      %42 = arith.index_cast %thread_id_z : index to i32
      %43 = arith.muli %42, %41 : i32
      %44 = arith.addi %39, %43 : i32
      %45 = arith.shrui %44, %c5_i32 : i32
      %46 = nvvm.shfl.sync idx %c-1_i32, %45, %c0_i32, %c31_i32 : i32 -> i32
      %47 = nvvm.elect.sync -> i1
      %48 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
      %49 = "mosaic_gpu.with_transforms"(%48) <{transforms = [#mosaic_gpu.tile<[8, 16]>, #mosaic_gpu.swizzle<32 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
      %50 = builtin.unrealized_conversion_cast %33 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%50 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
      "mosaic_gpu.async_load"(%14, %49, %50, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %51 = memref.load %alloca[] : memref<i32>
      %52 = arith.andi %51, %c1_i32 : i32
      %53 = arith.cmpi ne, %52, %c0_i32 : i32
      %54 = arith.xori %51, %c1_i32 : i32
      memref.store %54, %alloca[] : memref<i32>
      %55 = arith.extui %53 : i1 to i32
      nvvm.mbarrier.try_wait.parity %33, %55, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %56 = "mosaic_gpu.with_transforms"(%48) <{transforms = [#mosaic_gpu.tile<[8, 16]>, #mosaic_gpu.swizzle<32 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
      %57 = "mosaic_gpu.vector_load"(%56) <{optimized = true}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
      %58 = arith.mulf %57, %cst : vector<64x128xf16>
      %59 = "mosaic_gpu.with_transforms"(%48) <{transforms = [#mosaic_gpu.tile<[8, 16]>, #mosaic_gpu.swizzle<32 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
      %plain = "mosaic_gpu.slice_smem"() <{offset = 17408 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
      "mosaic_gpu.vector_store"(%58, %plain) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %60 = arith.shrui %44, %c7_i32 : i32
      %61 = arith.addi %60, %c1_i32 : i32
      %62 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %61 : (i32) -> !llvm.void
      %63 = "mosaic_gpu.with_transforms"(%48) <{transforms = [#mosaic_gpu.tile<[8, 16]>, #mosaic_gpu.swizzle<32 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store"(%plain, %24, %c0_i32, %c0_i32) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16, #gpu.address_space<workgroup>>, memref<64x128xf16>, i32, i32) -> ()
      nvvm.cp.async.bulk.wait_group 0
      %64 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %61 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
