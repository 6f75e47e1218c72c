// semantics: lane warpgroup
// async_store_smem_cluster2: grid of 4 CTAs in clusters of 2 (x). CTA c of its cluster TMA-loads in0[c]
// (f16 64x128) into a tiled+swizzled SMEM buffer, loads it to registers and async_store_smem's it into the
// SMEM of its peer CTA (cluster_idx = 1 - c); after the barrier wait each CTA TMA-stores what it received
// to out0[c]. Expected: out0[c] = in0[1 - c]. Runs in both semantics (Lane: explicit layouts/transforms).
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
    %c32784_i32 = arith.constant 32784 : i32
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %0 = llvm.mlir.constant(8192 : i64) : i64
    %1 = llvm.mlir.constant(2 : i64) : i64
    %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.mlir.constant(128 : i64) : i64
    %5 = llvm.mlir.constant(64 : i64) : i64
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %9 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %i20 = llvm.insertvalue %9, %2[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i21 = llvm.insertvalue %9, %i20[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i22 = llvm.insertvalue %6, %i21[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i23 = llvm.insertvalue %1, %i22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i24 = llvm.insertvalue %5, %i23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i25 = llvm.insertvalue %4, %i24[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i26 = llvm.insertvalue %0, %i25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i27 = llvm.insertvalue %4, %i26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i28 = llvm.insertvalue %3, %i27[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %17 = builtin.unrealized_conversion_cast %i28 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x64x128xf16> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %18 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %19 = llvm.load %18 : !llvm.ptr -> !llvm.ptr
    %20 = llvm.insertvalue %19, %2[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %21 = llvm.insertvalue %19, %20[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %22 = llvm.insertvalue %6, %21[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %23 = llvm.insertvalue %1, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %24 = llvm.insertvalue %5, %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %25 = llvm.insertvalue %4, %24[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %26 = llvm.insertvalue %0, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %27 = llvm.insertvalue %4, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %28 = llvm.insertvalue %3, %27[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x64x128xf16> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %30 = gpu.launch async [%8] clusters(%arg14, %arg15, %arg16) in (%arg17 = %c2, %arg18 = %c1, %arg19 = %c1) blocks(%arg2, %arg3, %arg4) in (%arg8 = %c4, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c32784_i32 {
      %31 = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %32 = builtin.unrealized_conversion_cast %31 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %33 = llvm.extractvalue %32[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %34 = llvm.extractvalue %32[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %35 = llvm.mul %34, %c8_i64 : i64
      %36 = llvm.ptrtoint %33 : !llvm.ptr<3> to i64
      %37 = llvm.add %36, %35 : i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%38) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      %39 = "mosaic_gpu.slice_smem"() <{offset = 32776 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %40 = builtin.unrealized_conversion_cast %39 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %41 = llvm.extractvalue %40[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %42 = llvm.extractvalue %40[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %43 = llvm.mul %42, %c8_i64 : i64
      %44 = llvm.ptrtoint %41 : !llvm.ptr<3> to i64
      %45 = llvm.add %44, %43 : i64
      %46 = llvm.inttoptr %45 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%46) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca_0 = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca_0[] : memref<i32>
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed {aligned}
      nvvm.cluster.wait {aligned}
      gpu.barrier
      %47 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %48 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %49 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %50 = arith.index_cast %thread_id_y : index to i32
      %51 = arith.muli %50, %49 : i32
      %52 = arith.addi %48, %51 : i32
      %block_dim_y = gpu.block_dim y
      %53 = arith.index_cast %block_dim_y : index to i32
      %54 = arith.muli %49, %53 : i32
      %thread_id_z = gpu.thread_id z
      %55 = arith.index_cast %thread_id_z : index to i32
      %56 = arith.muli %55, %54 : i32
      %57 = arith.addi %52, %56 : i32
      %58 = arith.shrui %57, %c5_i32 : i32
      %59 = nvvm.shfl.sync idx %c-1_i32, %58, %c0_i32, %c31_i32 : i32 -> i32
      %60 = nvvm.elect.sync -> i1
      %61 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
      %62 = "mosaic_gpu.with_transforms"(%61) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
      %63 = builtin.unrealized_conversion_cast %46 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%63 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
      %cbid = gpu.cluster_block_id x
      %cbid_i32 = arith.index_cast %cbid : index to i32
      "mosaic_gpu.async_load"(%17, %62, %63, %cbid_i32, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 3, 0>, slice_lengths = array<i64: -1, 64, 128>}> : (memref<2x64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32, i32) -> ()
      %64 = memref.load %alloca_0[] : memref<i32>
      %65 = arith.andi %64, %c1_i32 : i32
      %66 = arith.cmpi ne, %65, %c0_i32 : i32
      %67 = arith.xori %64, %c1_i32 : i32
      memref.store %67, %alloca_0[] : memref<i32>
      %68 = arith.extui %66 : i1 to i32
      nvvm.mbarrier.try_wait.parity %46, %68, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %cluster_block_id_x = gpu.cluster_block_id x
      %69 = arith.index_cast %cluster_block_id_x : index to i32
      %70 = arith.subi %c1_i32, %69 : i32
      %71 = "mosaic_gpu.with_transforms"(%61) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
      %72 = "mosaic_gpu.vector_load"(%71) <{optimized = true}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
      %73 = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
      %74 = "mosaic_gpu.with_transforms"(%73) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
      %75 = builtin.unrealized_conversion_cast %38 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store_smem"(%72, %74, %75, %70) <{cluster_dim = 0 : i32, optimized = true}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
      %76 = memref.load %alloca[] : memref<i32>
      %77 = arith.andi %76, %c1_i32 : i32
      %78 = arith.cmpi ne, %77, %c0_i32 : i32
      %79 = arith.xori %76, %c1_i32 : i32
      memref.store %79, %alloca[] : memref<i32>
      %80 = arith.extui %78 : i1 to i32
      nvvm.mbarrier.try_wait.parity %38, %80, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %81 = "mosaic_gpu.with_transforms"(%73) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store"(%81, %29, %69, %c0_i32, %c0_i32) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 3, 0, 0>, slice_lengths = array<i64: -1, 64, 128>}> : (memref<64x128xf16, #gpu.address_space<workgroup>>, memref<2x64x128xf16>, i32, i32, i32) -> ()
      nvvm.cp.async.bulk.wait_group 0
      %82 = arith.shrui %57, %c7_i32 : i32
      %83 = arith.addi %82, %c1_i32 : i32
      %84 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %83 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
