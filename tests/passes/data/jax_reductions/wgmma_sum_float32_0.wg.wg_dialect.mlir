// wgmma_sum_float32_0.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); red.py:wgmma_sum_float32_0(f32[128,128]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
module @body attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
    %c7_i32 = arith.constant 7 : i32
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c68616_i32 = arith.constant 68616 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(128 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %6 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %7 = llvm.insertvalue %6, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %3, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %2, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %2, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %1, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xf32> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %15 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
    %17 = llvm.insertvalue %16, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %16, %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %3, %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.insertvalue %2, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %1, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<128xf32> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %23 = gpu.launch async [%5] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c68616_i32 {
      %24 = "mosaic_gpu.slice_smem"() <{offset = 68608 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %25 = builtin.unrealized_conversion_cast %24 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %26 = llvm.extractvalue %25[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %27 = llvm.extractvalue %25[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %28 = llvm.mul %27, %c8_i64 : i64
      %29 = llvm.ptrtoint %26 : !llvm.ptr<3> to i64
      %30 = llvm.add %29, %28 : i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%31) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %32 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %33 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %34 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %35 = arith.index_cast %thread_id_y : index to i32
      %36 = arith.muli %35, %34 : i32
      %37 = arith.addi %33, %36 : i32
      %block_dim_y = gpu.block_dim y
      %38 = arith.index_cast %block_dim_y : index to i32
      %39 = arith.muli %34, %38 : i32
      %thread_id_z = gpu.thread_id z
      %40 = arith.index_cast %thread_id_z : index to i32
      %41 = arith.muli %40, %39 : i32
      %42 = arith.addi %37, %41 : i32
      %43 = arith.shrui %42, %c5_i32 : i32
      %44 = nvvm.shfl.sync idx %c-1_i32, %43, %c0_i32, %c31_i32 : i32 -> i32
      %45 = nvvm.elect.sync -> i1
      %46 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %47 = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<1x128xf32, #gpu.address_space<workgroup>>
      %subview = memref.subview %46[0, 0, 0] [1, 128, 128] [1, 1, 1] : memref<1x128x128xf32, #gpu.address_space<workgroup>> to memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %subview : memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %48 = builtin.unrealized_conversion_cast %31 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%48 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 65536
      "mosaic_gpu.async_load"(%14, %cast, %48, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 128>}> : (memref<128x128xf32>, memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %49 = memref.load %alloca[] : memref<i32>
      %50 = arith.andi %49, %c1_i32 : i32
      %51 = arith.cmpi ne, %50, %c0_i32 : i32
      %52 = arith.xori %49, %c1_i32 : i32
      memref.store %52, %alloca[] : memref<i32>
      %53 = arith.extui %51 : i1 to i32
      nvvm.mbarrier.try_wait.parity %31, %53, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %subview_0 = memref.subview %47[0, 0] [1, 128] [1, 1] : memref<1x128xf32, #gpu.address_space<workgroup>> to memref<128xf32, strided<[1]>, #gpu.address_space<workgroup>>
      %cast_1 = memref.cast %subview_0 : memref<128xf32, strided<[1]>, #gpu.address_space<workgroup>> to memref<128xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %54 = "mosaic_gpu.vector_load"(%cast) <{optimized = false}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
      %55 = mosaic_gpu.layout_cast x(%54 : vector<128x128xf32>) {new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}
      %56 = vector.multi_reduction <add>, %55, %cst {offset = 66560 : i32, scratch_size = 2048 : i32} [0] : vector<128x128xf32> to vector<128xf32>
      "mosaic_gpu.vector_store"(%56, %cast_1) <{multimem = false}> : (vector<128xf32>, memref<128xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %57 = arith.shrui %42, %c7_i32 : i32
      %58 = arith.addi %57, %c1_i32 : i32
      %59 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %58 : (i32) -> !llvm.void
      "mosaic_gpu.async_store"(%cast_1, %22, %c0_i32) <{commit_group = false, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, slice_lengths = array<i64: 128>}> : (memref<128xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, memref<128xf32>, i32) -> ()
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0
      %60 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %58 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
