// tile_slicing.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); sliced_smem.py:tile_slicing(i16[256,128]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
module @body attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %cst = arith.constant dense<0> : vector<64x64xi16>
    %c7_i32 = arith.constant 7 : i32
    %c64_i32 = arith.constant 64 : i32
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c4_i32 = arith.constant 4 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c73736_i32 = arith.constant 73736 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %0 = llvm.mlir.constant(64 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(128 : i64) : i64
    %3 = llvm.mlir.constant(256 : i64) : i64
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %7 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %8 = llvm.insertvalue %7, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %7, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %4, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %3, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %2, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %2, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %1, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<256x128xi16> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %16 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
    %18 = llvm.insertvalue %17, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %17, %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %4, %19[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %0, %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %0, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %0, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %1, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x64xi16> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %26 = gpu.launch async [%6] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c73736_i32 {
      %27 = "mosaic_gpu.slice_smem"() <{offset = 73728 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %28 = builtin.unrealized_conversion_cast %27 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %29 = llvm.extractvalue %28[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %30 = llvm.extractvalue %28[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %31 = llvm.mul %30, %c8_i64 : i64
      %32 = llvm.ptrtoint %29 : !llvm.ptr<3> to i64
      %33 = llvm.add %32, %31 : i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%34) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      nvvm.fence.mbarrier.init
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
      %49 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x256x128xi16, #gpu.address_space<workgroup>>
      %50 = "mosaic_gpu.with_transforms"(%49) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x256x128xi16, #gpu.address_space<workgroup>>) -> memref<1x256x128xi16, #gpu.address_space<workgroup>>
      %subview = memref.subview %50[0, 0, 0] [1, 256, 128] [1, 1, 1] : memref<1x256x128xi16, #gpu.address_space<workgroup>> to memref<256x128xi16, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %subview : memref<256x128xi16, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<256x128xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %51 = builtin.unrealized_conversion_cast %34 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      mosaic_gpu.arrive_expect_tx barrier(%51 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 65536
      "mosaic_gpu.async_load"(%15, %cast, %51, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 256, 128>}> : (memref<256x128xi16>, memref<256x128xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %52 = memref.load %alloca[] : memref<i32>
      %53 = arith.andi %52, %c1_i32 : i32
      %54 = arith.cmpi ne, %53, %c0_i32 : i32
      %55 = arith.xori %52, %c1_i32 : i32
      memref.store %55, %alloca[] : memref<i32>
      %56 = arith.extui %54 : i1 to i32
      nvvm.mbarrier.try_wait.parity %34, %56, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %57 = "mosaic_gpu.with_transforms"(%49) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x256x128xi16, #gpu.address_space<workgroup>>) -> memref<1x256x128xi16, #gpu.address_space<workgroup>>
      %subview_0 = memref.subview %57[0, 0, 0] [1, 256, 128] [1, 1, 1] : memref<1x256x128xi16, #gpu.address_space<workgroup>> to memref<256x128xi16, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cast_1 = memref.cast %subview_0 : memref<256x128xi16, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<256x128xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %58 = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<1x64x64xi16, #gpu.address_space<workgroup>>
      %59 = "mosaic_gpu.with_transforms"(%58) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x64x64xi16, #gpu.address_space<workgroup>>) -> memref<1x64x64xi16, #gpu.address_space<workgroup>>
      %subview_2 = memref.subview %59[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<1x64x64xi16, #gpu.address_space<workgroup>> to memref<64x64xi16, strided<[64, 1]>, #gpu.address_space<workgroup>>
      %cast_3 = memref.cast %subview_2 : memref<64x64xi16, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<64x64xi16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %60 = mosaic_gpu.layout_cast x(%cst : vector<64x64xi16>) {new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}
      %61 = scf.for %arg14 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg15 = %60) -> (vector<64x64xi16>)  : i32 {
        %68 = arith.muli %arg14, %c64_i32 : i32
        %69 = "mosaic_gpu.with_transforms"(%cast_1) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<256x128xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<256x128xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
        %70 = arith.index_cast %68 : i32 to index
        %subview_6 = memref.subview %69[%70, 0] [64, 64] [1, 1] : memref<256x128xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
        %71 = "mosaic_gpu.vector_load"(%subview_6) <{optimized = true}> : (memref<64x64xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<64x64xi16>
        %72 = arith.addi %arg15, %71 : vector<64x64xi16>
        %73 = "mosaic_gpu.with_transforms"(%cast_1) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<256x128xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<256x128xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_7 = memref.subview %73[%70, 64] [64, 64] [1, 1] : memref<256x128xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
        %74 = "mosaic_gpu.vector_load"(%subview_7) <{optimized = true}> : (memref<64x64xi16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<64x64xi16>
        %75 = arith.addi %72, %74 : vector<64x64xi16>
        scf.yield %75 : vector<64x64xi16>
      }
      %62 = "mosaic_gpu.with_transforms"(%cast_3) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xi16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<64x64xi16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      "mosaic_gpu.vector_store"(%61, %62) <{multimem = false}> : (vector<64x64xi16>, memref<64x64xi16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %63 = arith.shrui %45, %c7_i32 : i32
      %64 = arith.addi %63, %c1_i32 : i32
      %65 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %64 : (i32) -> !llvm.void
      %66 = "mosaic_gpu.with_transforms"(%58) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<1x64x64xi16, #gpu.address_space<workgroup>>) -> memref<1x64x64xi16, #gpu.address_space<workgroup>>
      %subview_4 = memref.subview %66[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<1x64x64xi16, #gpu.address_space<workgroup>> to memref<64x64xi16, strided<[64, 1]>, #gpu.address_space<workgroup>>
      %cast_5 = memref.cast %subview_4 : memref<64x64xi16, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<64x64xi16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store"(%cast_5, %25, %c0_i32, %c0_i32) <{commit_group = false, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 64>}> : (memref<64x64xi16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<64x64xi16>, i32, i32) -> ()
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0
      %67 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %64 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
