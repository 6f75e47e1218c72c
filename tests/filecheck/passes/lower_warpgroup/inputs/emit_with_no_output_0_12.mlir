module @body attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32, mosaic_gpu.dump_basename = "body_165"} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func private @mosaic_gpu_init_tma_im2col_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %cst = arith.constant dense<0.000000e+00> : vector<1x128xf32>
    %c10000000_i32 = arith.constant 10000000 : i32
    %c16_i32 = arith.constant 16 : i32
    %c512_i32 = arith.constant 512 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c2064_i32 = arith.constant 2064 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c1_i64 = arith.constant 1 : i64
    %c128_i64 = arith.constant 128 : i64
    %c16_i64 = arith.constant 16 : i64
    %c0_i64 = arith.constant 0 : i64
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %2 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %3 = llvm.insertvalue %2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4 = llvm.insertvalue %2, %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = llvm.insertvalue %c0_i64, %4[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = llvm.insertvalue %c16_i64, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %c128_i64, %6[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = llvm.insertvalue %c128_i64, %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %c1_i64, %8[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<16x128xf32> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %11 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
    %13 = llvm.insertvalue %12, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %14 = llvm.insertvalue %12, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.insertvalue %c0_i64, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %16 = llvm.insertvalue %c1_i64, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = llvm.insertvalue %c128_i64, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %18 = llvm.insertvalue %c128_i64, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = llvm.insertvalue %c1_i64, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<1x128xf32> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %21 = gpu.launch async [%1] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c2064_i32 {
      %22 = "mosaic_gpu.slice_smem"() <{offset = 2048 : i32}> : () -> memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %23 = builtin.unrealized_conversion_cast %22 : memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %24 = llvm.extractvalue %23[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %25 = llvm.extractvalue %23[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %26 = llvm.mul %25, %c8_i64 : i64
      %27 = llvm.ptrtoint %24 : !llvm.ptr<3> to i64
      %28 = llvm.add %27, %26 : i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%29) <{arrival_count = 1 : i64, num_barriers = 2 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
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
      %45 = "mosaic_gpu.slice_smem"() <{alias_id = 1 : i64, offset = 0 : i32}> : () -> memref<1x128xf32, #gpu.address_space<workgroup>>
      "mosaic_gpu.vector_store"(%cst, %45) <{multimem = false, optimized = true}> : (vector<1x128xf32>, memref<1x128xf32, #gpu.address_space<workgroup>>) -> ()
      %46 = "mosaic_gpu.slice_smem"() <{alias_id = 2 : i64, offset = 1024 : i32}> : () -> memref<2x1x128xf32, #gpu.address_space<workgroup>>
      %subview = memref.subview %46[0, 0, 0] [1, 1, 128] [1, 1, 1] : memref<2x1x128xf32, #gpu.address_space<workgroup>> to memref<1x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %subview : memref<1x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<1x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %47 = builtin.unrealized_conversion_cast %29 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%47 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) %c512_i32
      "mosaic_gpu.async_load"(%10, %cast, %47, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0, 0>, slice_lengths = array<i64: 1, 128>}> : (memref<16x128xf32>, memref<1x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %subview_0 = memref.subview %46[1, 0, 0] [1, 1, 128] [1, 1, 1] : memref<2x1x128xf32, #gpu.address_space<workgroup>> to memref<1x128xf32, strided<[128, 1], offset: 128>, #gpu.address_space<workgroup>>
      %cast_1 = memref.cast %subview_0 : memref<1x128xf32, strided<[128, 1], offset: 128>, #gpu.address_space<workgroup>> to memref<1x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %48 = llvm.getelementptr %29[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %49 = builtin.unrealized_conversion_cast %48 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%49 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) %c512_i32
      "mosaic_gpu.async_load"(%10, %cast_1, %49, %c1_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0, 0>, slice_lengths = array<i64: 1, 128>}> : (memref<16x128xf32>, memref<1x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %50:2 = scf.for %arg14 = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%arg15 = %c0_i32, %arg16 = %c1_i32) -> (i32, i32) : i32 {
        %52 = arith.remsi %arg14, %c2_i32 : i32
        %53 = arith.index_cast %52 : i32 to index
        %54 = arith.index_castui %53 : index to i32
        %55 = memref.load %alloca[] : memref<i32>
        %56 = arith.shli %c1_i32, %54 : i32
        %57 = arith.andi %55, %56 : i32
        %58 = arith.cmpi ne, %57, %c0_i32 : i32
        %59 = arith.xori %55, %56 : i32
        memref.store %59, %alloca[] : memref<i32>
        %60 = arith.extui %58 : i1 to i32
        %61 = llvm.getelementptr %29[%54] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.try_wait.parity %61, %60, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %62 = "mosaic_gpu.vector_load"(%45) <{optimized = true}> : (memref<1x128xf32, #gpu.address_space<workgroup>>) -> vector<1x128xf32>
        %subview_2 = memref.subview %46[%53, 0, 0] [1, 1, 128] [1, 1, 1] : memref<2x1x128xf32, #gpu.address_space<workgroup>> to memref<1x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
        %63 = "mosaic_gpu.vector_load"(%subview_2) <{optimized = true}> : (memref<1x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<1x128xf32>
        %64 = arith.addf %62, %63 : vector<1x128xf32>
        "mosaic_gpu.vector_store"(%64, %45) <{multimem = false, optimized = true}> : (vector<1x128xf32>, memref<1x128xf32, #gpu.address_space<workgroup>>) -> ()
        %65 = arith.addi %arg14, %c1_i32 : i32
        %66 = arith.remsi %65, %c2_i32 : i32
        %67 = arith.cmpi sge, %arg14, %c1_i32 : i32
        %68 = arith.cmpi slt, %65, %c16_i32 : i32
        %69 = arith.andi %67, %68 : i1
        %70 = arith.extui %69 : i1 to i32
        %71 = arith.index_cast %70 : i32 to index
        scf.index_switch %71 
        case 0 {
          scf.yield
        }
        default {
          %78 = arith.index_cast %66 : i32 to index
          %subview_3 = memref.subview %46[%78, 0, 0] [1, 1, 128] [1, 1, 1] : memref<2x1x128xf32, #gpu.address_space<workgroup>> to memref<1x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
          %79 = arith.index_castui %78 : index to i32
          %80 = llvm.getelementptr %29[%79] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %81 = builtin.unrealized_conversion_cast %80 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
          mosaic_gpu.arrive_expect_tx barrier(%81 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) %c512_i32
          "mosaic_gpu.async_load"(%10, %subview_3, %81, %arg16, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0, 0>, slice_lengths = array<i64: 1, 128>}> : (memref<16x128xf32>, memref<1x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
        }
        %72 = arith.addi %arg16, %c1_i32 : i32
        %73 = arith.cmpi eq, %72, %c16_i32 : i32
        %74 = arith.select %73, %c0_i32, %72 : i32
        %75 = arith.addi %arg15, %c1_i32 : i32
        %76 = arith.cmpi eq, %75, %c16_i32 : i32
        %77 = arith.select %76, %c0_i32, %75 : i32
        scf.yield %77, %74 : i32, i32
      }
      %51 = "mosaic_gpu.vector_load"(%45) <{optimized = true}> : (memref<1x128xf32, #gpu.address_space<workgroup>>) -> vector<1x128xf32>
      "mosaic_gpu.vector_store"(%51, %20) <{multimem = false, optimized = true}> : (vector<1x128xf32>, memref<1x128xf32>) -> ()
      gpu.terminator
    }
    return
  }
}
