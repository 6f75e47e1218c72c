// indexing_before_transpose.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); sliced_smem.py:indexing_before_transpose(f32[2,32,128]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
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
    %c65544_i32 = arith.constant 65544 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %0 = llvm.mlir.constant(256 : i64) : i64
    %1 = llvm.mlir.constant(8192 : i64) : i64
    %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.mlir.constant(4096 : i64) : i64
    %5 = llvm.mlir.constant(128 : i64) : i64
    %6 = llvm.mlir.constant(32 : i64) : i64
    %7 = llvm.mlir.constant(2 : i64) : i64
    %8 = llvm.mlir.constant(0 : i64) : i64
    %9 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %11 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %12 = llvm.insertvalue %11, %9[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %13 = llvm.insertvalue %11, %12[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %14 = llvm.insertvalue %8, %13[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %15 = llvm.insertvalue %7, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %16 = llvm.insertvalue %6, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %17 = llvm.insertvalue %5, %16[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %18 = llvm.insertvalue %4, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %19 = llvm.insertvalue %5, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %20 = llvm.insertvalue %3, %19[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x32x128xf32> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %22 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %23 = llvm.load %22 : !llvm.ptr -> !llvm.ptr
    %24 = llvm.insertvalue %23, %2[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %25 = llvm.insertvalue %23, %24[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %26 = llvm.insertvalue %8, %25[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %27 = llvm.insertvalue %7, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %28 = llvm.insertvalue %6, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %29 = llvm.insertvalue %7, %28[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %30 = llvm.insertvalue %5, %29[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %31 = llvm.insertvalue %1, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %32 = llvm.insertvalue %0, %31[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %33 = llvm.insertvalue %5, %32[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %34 = llvm.insertvalue %3, %33[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %35 = builtin.unrealized_conversion_cast %34 : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> to memref<2x32x2x128xf32> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %36 = gpu.launch async [%10] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c65544_i32 {
      %37 = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %38 = builtin.unrealized_conversion_cast %37 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %39 = llvm.extractvalue %38[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %40 = llvm.extractvalue %38[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %41 = llvm.mul %40, %c8_i64 : i64
      %42 = llvm.ptrtoint %39 : !llvm.ptr<3> to i64
      %43 = llvm.add %42, %41 : i64
      %44 = llvm.inttoptr %43 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%44) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %45 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %46 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %47 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %48 = arith.index_cast %thread_id_y : index to i32
      %49 = arith.muli %48, %47 : i32
      %50 = arith.addi %46, %49 : i32
      %block_dim_y = gpu.block_dim y
      %51 = arith.index_cast %block_dim_y : index to i32
      %52 = arith.muli %47, %51 : i32
      %thread_id_z = gpu.thread_id z
      %53 = arith.index_cast %thread_id_z : index to i32
      %54 = arith.muli %53, %52 : i32
      %55 = arith.addi %50, %54 : i32
      %56 = arith.shrui %55, %c5_i32 : i32
      %57 = nvvm.shfl.sync idx %c-1_i32, %56, %c0_i32, %c31_i32 : i32 -> i32
      %58 = nvvm.elect.sync -> i1
      %59 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x2x32x2x128xf32, #gpu.address_space<workgroup>>
      %subview = memref.subview %59[0, 0, 0, 0, 0] [1, 2, 32, 2, 128] [1, 1, 1, 1, 1] : memref<1x2x32x2x128xf32, #gpu.address_space<workgroup>> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>>
      %subview_0 = memref.subview %subview[0, 0, 0, 0] [1, 32, 2, 128] [1, 1, 1, 1] : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %subview_0 : memref<32x2x128xf32, strided<[256, 128, 1]>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %transpose = memref.transpose %cast (d0, d1, d2) -> (d1, d0, d2) : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>>
      %60 = builtin.unrealized_conversion_cast %44 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%60 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 32768
      "mosaic_gpu.async_load"(%21, %transpose, %60, %c0_i32, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 3, 0>, slice_lengths = array<i64: 2, 32, 128>}> : (memref<2x32x128xf32>, memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32, i32) -> ()
      %61 = memref.load %alloca[] : memref<i32>
      %62 = arith.andi %61, %c1_i32 : i32
      %63 = arith.cmpi ne, %62, %c0_i32 : i32
      %64 = arith.xori %61, %c1_i32 : i32
      memref.store %64, %alloca[] : memref<i32>
      %65 = arith.extui %63 : i1 to i32
      nvvm.mbarrier.try_wait.parity %44, %65, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %subview_1 = memref.subview %subview[1, 0, 0, 0] [1, 32, 2, 128] [1, 1, 1, 1] : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: 8192>, #gpu.address_space<workgroup>>
      %cast_2 = memref.cast %subview_1 : memref<32x2x128xf32, strided<[256, 128, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %transpose_3 = memref.transpose %cast_2 (d0, d1, d2) -> (d1, d0, d2) : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%60 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 32768
      "mosaic_gpu.async_load"(%21, %transpose_3, %60, %c0_i32, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 3, 0>, slice_lengths = array<i64: 2, 32, 128>}> : (memref<2x32x128xf32>, memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32, i32) -> ()
      %66 = memref.load %alloca[] : memref<i32>
      %67 = arith.andi %66, %c1_i32 : i32
      %68 = arith.cmpi ne, %67, %c0_i32 : i32
      %69 = arith.xori %66, %c1_i32 : i32
      memref.store %69, %alloca[] : memref<i32>
      %70 = arith.extui %68 : i1 to i32
      nvvm.mbarrier.try_wait.parity %44, %70, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %71 = arith.shrui %55, %c7_i32 : i32
      %72 = arith.addi %71, %c1_i32 : i32
      %73 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %72 : (i32) -> !llvm.void
      %cast_4 = memref.cast %subview : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store"(%cast_4, %35, %c0_i32, %c0_i32, %c0_i32, %c0_i32) <{commit_group = false, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 4, 0, 0>, slice_lengths = array<i64: 2, 32, 2, 128>}> : (memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<2x32x2x128xf32>, i32, i32, i32, i32) -> ()
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0
      %74 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %72 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
