// semantics: lane warpgroup
// async_store_smem_atomic_max: i32 64x128, clusters of 2. Each CTA TMA-loads in0[0] into SMEM buffer A
// and in0[1] into buffer B (both [tile<[8, 32]>, swizzle<128>]), loads A into registers and
// async_store_smem's it with atomic_type = max (2) into B of its own CTA (red.async ... max.s32), then
// TMA-stores B to out0. Expected: out0 = np.maximum(in0[1], in0[0]) (signed int32).
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
    %c65552_i32 = arith.constant 65552 : i32
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(128 : i64) : i64
    %2 = llvm.mlir.constant(64 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %6 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %k2 = llvm.mlir.constant(2 : i64) : i64
    %k8192 = llvm.mlir.constant(8192 : i64) : i64
    %u3 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %i7 = llvm.insertvalue %6, %u3[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i8 = llvm.insertvalue %6, %i7[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i9 = llvm.insertvalue %3, %i8[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i10 = llvm.insertvalue %k2, %i9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i11 = llvm.insertvalue %2, %i10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i12 = llvm.insertvalue %1, %i11[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i13 = llvm.insertvalue %k8192, %i12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i14 = llvm.insertvalue %1, %i13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %i15 = llvm.insertvalue %0, %i14[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %14 = builtin.unrealized_conversion_cast %i15 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x64x128xi32> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %15 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
    %17 = llvm.insertvalue %16, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %16, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %3, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %2, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %1, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %1, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %0, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x128xi32> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %25 = gpu.launch async [%5] clusters(%arg14, %arg15, %arg16) in (%arg17 = %c2, %arg18 = %c1, %arg19 = %c1) blocks(%arg2, %arg3, %arg4) in (%arg8 = %c4, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c65552_i32 {
      %26 = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
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
      %34 = "mosaic_gpu.slice_smem"() <{offset = 65544 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %35 = builtin.unrealized_conversion_cast %34 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %36 = llvm.extractvalue %35[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %37 = llvm.extractvalue %35[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %38 = llvm.mul %37, %c8_i64 : i64
      %39 = llvm.ptrtoint %36 : !llvm.ptr<3> to i64
      %40 = llvm.add %39, %38 : i64
      %41 = llvm.inttoptr %40 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%41) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca_0 = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca_0[] : memref<i32>
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed {aligned}
      nvvm.cluster.wait {aligned}
      gpu.barrier
      %42 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %43 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %44 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %45 = arith.index_cast %thread_id_y : index to i32
      %46 = arith.muli %45, %44 : i32
      %47 = arith.addi %43, %46 : i32
      %block_dim_y = gpu.block_dim y
      %48 = arith.index_cast %block_dim_y : index to i32
      %49 = arith.muli %44, %48 : i32
      %thread_id_z = gpu.thread_id z
      %50 = arith.index_cast %thread_id_z : index to i32
      %51 = arith.muli %50, %49 : i32
      %52 = arith.addi %47, %51 : i32
      %53 = arith.shrui %52, %c5_i32 : i32
      %54 = nvvm.shfl.sync idx %c-1_i32, %53, %c0_i32, %c31_i32 : i32 -> i32
      %55 = nvvm.elect.sync -> i1
      %56 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xi32, #gpu.address_space<workgroup>>
      %57 = "mosaic_gpu.with_transforms"(%56) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xi32, #gpu.address_space<workgroup>>) -> memref<64x128xi32, #gpu.address_space<workgroup>>
      %58 = builtin.unrealized_conversion_cast %41 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%58 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 32768
      "mosaic_gpu.async_load"(%14, %57, %58, %c0_i32, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 3, 0>, slice_lengths = array<i64: -1, 64, 128>}> : (memref<2x64x128xi32>, memref<64x128xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32, i32) -> ()
      %59 = memref.load %alloca_0[] : memref<i32>
      %60 = arith.andi %59, %c1_i32 : i32
      %61 = arith.cmpi ne, %60, %c0_i32 : i32
      %62 = arith.xori %59, %c1_i32 : i32
      memref.store %62, %alloca_0[] : memref<i32>
      %63 = arith.extui %61 : i1 to i32
      nvvm.mbarrier.try_wait.parity %41, %63, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %64 = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<64x128xi32, #gpu.address_space<workgroup>>
      %65 = "mosaic_gpu.with_transforms"(%64) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xi32, #gpu.address_space<workgroup>>) -> memref<64x128xi32, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%58 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 32768
      "mosaic_gpu.async_load"(%14, %65, %58, %c1_i32, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 3, 0>, slice_lengths = array<i64: -1, 64, 128>}> : (memref<2x64x128xi32>, memref<64x128xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32, i32) -> ()
      %66 = memref.load %alloca_0[] : memref<i32>
      %67 = arith.andi %66, %c1_i32 : i32
      %68 = arith.cmpi ne, %67, %c0_i32 : i32
      %69 = arith.xori %66, %c1_i32 : i32
      memref.store %69, %alloca_0[] : memref<i32>
      %70 = arith.extui %68 : i1 to i32
      nvvm.mbarrier.try_wait.parity %41, %70, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %71 = "mosaic_gpu.with_transforms"(%56) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xi32, #gpu.address_space<workgroup>>) -> memref<64x128xi32, #gpu.address_space<workgroup>>
      %72 = "mosaic_gpu.vector_load"(%71) <{optimized = true}> : (memref<64x128xi32, #gpu.address_space<workgroup>>) -> vector<64x128xi32>
      %cluster_block_id_x = gpu.cluster_block_id x
      %73 = arith.index_cast %cluster_block_id_x : index to i32
      %74 = "mosaic_gpu.with_transforms"(%64) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xi32, #gpu.address_space<workgroup>>) -> memref<64x128xi32, #gpu.address_space<workgroup>>
      %75 = builtin.unrealized_conversion_cast %33 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store_smem"(%72, %74, %75, %73) <{atomic_type = 2 : i32, cluster_dim = 0 : i32, optimized = true}> : (vector<64x128xi32>, memref<64x128xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
      %76 = memref.load %alloca[] : memref<i32>
      %77 = arith.andi %76, %c1_i32 : i32
      %78 = arith.cmpi ne, %77, %c0_i32 : i32
      %79 = arith.xori %76, %c1_i32 : i32
      memref.store %79, %alloca[] : memref<i32>
      %80 = arith.extui %78 : i1 to i32
      nvvm.mbarrier.try_wait.parity %33, %80, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %81 = "mosaic_gpu.with_transforms"(%64) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xi32, #gpu.address_space<workgroup>>) -> memref<64x128xi32, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store"(%81, %24, %c0_i32, %c0_i32) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xi32, #gpu.address_space<workgroup>>, memref<64x128xi32>, i32, i32) -> ()
      nvvm.cp.async.bulk.wait_group 0
      %82 = arith.shrui %52, %c7_i32 : i32
      %83 = arith.addi %82, %c1_i32 : i32
      %84 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %83 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
