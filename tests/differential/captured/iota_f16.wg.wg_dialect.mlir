// iota_f16.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); iota.py:iota_f16(); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
module @body attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %c7_i32 = arith.constant 7 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c32768_i32 = arith.constant 32768 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(256 : i64) : i64
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
    %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x256xf16> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %15 = gpu.launch async [%5] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c32768_i32 {
      nvvm.fence.mbarrier.init
      gpu.barrier
      %16 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %17 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %18 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %19 = arith.index_cast %thread_id_y : index to i32
      %20 = arith.muli %19, %18 : i32
      %21 = arith.addi %17, %20 : i32
      %block_dim_y = gpu.block_dim y
      %22 = arith.index_cast %block_dim_y : index to i32
      %23 = arith.muli %18, %22 : i32
      %thread_id_z = gpu.thread_id z
      %24 = arith.index_cast %thread_id_z : index to i32
      %25 = arith.muli %24, %23 : i32
      %26 = arith.addi %21, %25 : i32
      %27 = arith.shrui %26, %c5_i32 : i32
      %28 = nvvm.shfl.sync idx %c-1_i32, %27, %c0_i32, %c31_i32 : i32 -> i32
      %29 = nvvm.elect.sync -> i1
      %30 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x64x256xf16, #gpu.address_space<workgroup>>
      %subview = memref.subview %30[0, 0, 0] [1, 64, 256] [1, 1, 1] : memref<1x64x256xf16, #gpu.address_space<workgroup>> to memref<64x256xf16, strided<[256, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %subview : memref<64x256xf16, strided<[256, 1]>, #gpu.address_space<workgroup>> to memref<64x256xf16, strided<[256, 1], offset: ?>, #gpu.address_space<workgroup>>
      %31 = "mosaic_gpu.broadcasted_iota"() <{dimension = 1 : i32}> : () -> vector<64x256xf16>
      %32 = mosaic_gpu.layout_cast x(%31 : vector<64x256xf16>) {new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}
      "mosaic_gpu.vector_store"(%32, %cast) <{multimem = false}> : (vector<64x256xf16>, memref<64x256xf16, strided<[256, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %33 = arith.shrui %26, %c7_i32 : i32
      %34 = arith.addi %33, %c1_i32 : i32
      %35 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %34 : (i32) -> !llvm.void
      "mosaic_gpu.async_store"(%cast, %14, %c0_i32, %c0_i32) <{commit_group = false, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 256>}> : (memref<64x256xf16, strided<[256, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<64x256xf16>, i32, i32) -> ()
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0
      %36 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %34 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
