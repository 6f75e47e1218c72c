// column_slicing.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); tmem_slices.py:column_slicing(f32[128,128]); semantics=warpgroup; arch=10.0; captured by mgpu-capture with jax 0.10.2
module @body attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %cst = arith.constant dense<1.000000e+00> : vector<128x128xf32>
    %c7_i32 = arith.constant 7 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c4_i32 = arith.constant 4 : i32
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
    %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xf32> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %14 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %15 = llvm.load %14 : !llvm.ptr -> !llvm.ptr
    %16 = llvm.insertvalue %15, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %15, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %2, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %1, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %1, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %1, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %0, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xf32> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %24 = gpu.launch async [%4] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c4_i32 {
      %25 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
      nvvm.fence.mbarrier.init
      %26 = mosaic_gpu.tmem_alloc smem_ptr(%25 : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x256xi32, #mosaic_gpu.tmem>
      "mosaic_gpu.tmem_relinquish_alloc_permit"() <{collective = false}> : () -> ()
      gpu.barrier
      %27 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %28 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %29 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %30 = arith.index_cast %thread_id_y : index to i32
      %31 = arith.muli %30, %29 : i32
      %32 = arith.addi %28, %31 : i32
      %block_dim_y = gpu.block_dim y
      %33 = arith.index_cast %block_dim_y : index to i32
      %34 = arith.muli %29, %33 : i32
      %thread_id_z = gpu.thread_id z
      %35 = arith.index_cast %thread_id_z : index to i32
      %36 = arith.muli %35, %34 : i32
      %37 = arith.addi %32, %36 : i32
      %38 = arith.shrui %37, %c5_i32 : i32
      %39 = nvvm.shfl.sync idx %c-1_i32, %38, %c0_i32, %c31_i32 : i32 -> i32
      %40 = nvvm.elect.sync -> i1
      %41 = "mosaic_gpu.slice_tmem"(%26) <{offset = 0 : i32}> : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<128x256xf32, #mosaic_gpu.tmem>
      %42 = "mosaic_gpu.tmem_layout_cast"(%41) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x256xf32, #mosaic_gpu.tmem>) -> memref<128x256xf32, #mosaic_gpu.tmem>
      %43 = "mosaic_gpu.vector_load"(%13) <{optimized = false}> : (memref<128x128xf32>) -> vector<128x128xf32>
      %44 = mosaic_gpu.layout_cast x(%43 : vector<128x128xf32>) {new_layout = #mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}
      %45 = arith.addf %44, %cst : vector<128x128xf32>
      %subview = memref.subview %42[0, 8] [128, 200] [1, 1] : memref<128x256xf32, #mosaic_gpu.tmem> to memref<128x200xf32, strided<[256, 1], offset: 8>, #mosaic_gpu.tmem>
      %subview_0 = memref.subview %subview[0, 0] [128, 128] [1, 1] : memref<128x200xf32, strided<[256, 1], offset: 8>, #mosaic_gpu.tmem> to memref<128x128xf32, strided<[256, 1], offset: 8>, #mosaic_gpu.tmem>
      "mosaic_gpu.async_store_tmem"(%45, %subview_0) : (vector<128x128xf32>, memref<128x128xf32, strided<[256, 1], offset: 8>, #mosaic_gpu.tmem>) -> ()
      nvvm.tcgen05.wait <store>
      %46 = arith.shrui %37, %c7_i32 : i32
      %47 = arith.addi %46, %c1_i32 : i32
      %48 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %47 : (i32) -> !llvm.void
      %subview_1 = memref.subview %42[0, 8] [128, 128] [1, 1] : memref<128x256xf32, #mosaic_gpu.tmem> to memref<128x128xf32, strided<[256, 1], offset: 8>, #mosaic_gpu.tmem>
      %49 = "mosaic_gpu.async_load_tmem"(%subview_1) : (memref<128x128xf32, strided<[256, 1], offset: 8>, #mosaic_gpu.tmem>) -> vector<128x128xf32>
      "mosaic_gpu.vector_store"(%49, %23) <{multimem = false}> : (vector<128x128xf32>, memref<128x128xf32>) -> ()
      gpu.barrier
      mosaic_gpu.tmem_dealloc tmem_ref(%26 : memref<128x256xi32, #mosaic_gpu.tmem>)
      gpu.terminator
    }
    return
  }
}
