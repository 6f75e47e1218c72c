// matmul_wg_m.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); hopper_matmul.py:matmul_wg_m(f16[128,128], f16[128,64]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
module @anonymous attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @anonymous_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %cst = arith.constant dense<0.000000e+00> : vector<64x64xf32>
    %c10000000_i32 = arith.constant 10000000 : i32
    %c64_i32 = arith.constant 64 : i32
    %c2_i32 = arith.constant 2 : i32
    %c7_i32 = arith.constant 7 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c65568_i32 = arith.constant 65568 : i32
    %c384 = arith.constant 384 : index
    %c1 = arith.constant 1 : index
    %0 = llvm.mlir.constant(64 : i64) : i64
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
    %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xf16> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %15 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
    %17 = llvm.insertvalue %16, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %16, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %3, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %2, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %0, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %0, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %1, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x64xf16> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %25 = llvm.getelementptr %arg1[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %27 = llvm.insertvalue %26, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %26, %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %3, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %2, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %0, %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %0, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %1, %32[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = builtin.unrealized_conversion_cast %33 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x64xf16> {mosaic_gpu.from_kernel_arg_idx = 2 : i32, mosaic_gpu.original_kernel_arg}
    %35 = gpu.launch async [%5] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c384, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c65568_i32 {
      %36 = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %37 = builtin.unrealized_conversion_cast %36 : memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %38 = llvm.extractvalue %37[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %39 = llvm.extractvalue %37[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %40 = llvm.mul %39, %c8_i64 : i64
      %41 = llvm.ptrtoint %38 : !llvm.ptr<3> to i64
      %42 = llvm.add %41, %40 : i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%43) <{arrival_count = 2 : i64, num_barriers = 2 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      %44 = "mosaic_gpu.slice_smem"() <{offset = 65552 : i32}> : () -> memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %45 = builtin.unrealized_conversion_cast %44 : memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %46 = llvm.extractvalue %45[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %47 = llvm.extractvalue %45[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %48 = llvm.mul %47, %c8_i64 : i64
      %49 = llvm.ptrtoint %46 : !llvm.ptr<3> to i64
      %50 = llvm.add %49, %48 : i64
      %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%51) <{arrival_count = 2 : i64, num_barriers = 2 : i32, orders_tensor_core = false}> : (!llvm.ptr<3>) -> ()
      %alloca_0 = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca_0[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %52 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %53 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %54 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %55 = arith.index_cast %thread_id_y : index to i32
      %56 = arith.muli %55, %54 : i32
      %57 = arith.addi %53, %56 : i32
      %block_dim_y = gpu.block_dim y
      %58 = arith.index_cast %block_dim_y : index to i32
      %59 = arith.muli %54, %58 : i32
      %thread_id_z = gpu.thread_id z
      %60 = arith.index_cast %thread_id_z : index to i32
      %61 = arith.muli %60, %59 : i32
      %62 = arith.addi %57, %61 : i32
      %63 = arith.shrui %62, %c5_i32 : i32
      %64 = nvvm.shfl.sync idx %c-1_i32, %63, %c0_i32, %c31_i32 : i32 -> i32
      %65 = nvvm.elect.sync -> i1
      gpu.barrier
      %66 = arith.shrui %62, %c7_i32 : i32
      %67 = nvvm.shfl.sync idx %c-1_i32, %66, %c0_i32, %c31_i32 : i32 -> i32
      %block_id_x = gpu.block_id x
      %68 = arith.index_cast %block_id_x : index to i32
      %69 = arith.cmpi slt, %68, %c0_i32 : i32
      %70 = arith.extui %69 : i1 to i32
      %71 = arith.addi %70, %c1_i32 : i32
      scf.for %arg14 = %c0_i32 to %71 step %c1_i32  : i32 {
        %74 = arith.muli %67, %c64_i32 : i32
        %75 = nvvm.shfl.sync idx %c-1_i32, %66, %c0_i32, %c31_i32 : i32 -> i32
        %76 = arith.cmpi ne, %75, %c2_i32 : i32
        %77 = arith.extui %76 : i1 to i32
        %78 = arith.index_cast %77 : i32 to index
        scf.index_switch %78 
        case 0 {
          nvvm.setmaxregister decrease 40
          %79 = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<2x128x64xf16, #gpu.address_space<workgroup>>
          %80 = "mosaic_gpu.with_transforms"(%79) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x128x64xf16, #gpu.address_space<workgroup>>) -> memref<2x128x64xf16, #gpu.address_space<workgroup>>
          %subview = memref.subview %80[0, 0, 0] [1, 128, 64] [1, 1, 1] : memref<2x128x64xf16, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
          %cast = memref.cast %subview : memref<128x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %81 = builtin.unrealized_conversion_cast %43 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
          mosaic_gpu.arrive_expect_tx barrier(%81 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
          "mosaic_gpu.async_load"(%14, %cast, %81, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 64>}> : (memref<128x128xf16>, memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
          %82 = "mosaic_gpu.slice_smem"() <{offset = 49152 : i32}> : () -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
          %83 = "mosaic_gpu.with_transforms"(%82) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x64x64xf16, #gpu.address_space<workgroup>>) -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
          %subview_1 = memref.subview %83[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
          %cast_2 = memref.cast %subview_1 : memref<64x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
          mosaic_gpu.arrive_expect_tx barrier(%81 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 8192
          "mosaic_gpu.async_load"(%24, %cast_2, %81, %c0_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 64>}> : (memref<128x64xf16>, memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
          %84 = "mosaic_gpu.with_transforms"(%79) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x128x64xf16, #gpu.address_space<workgroup>>) -> memref<2x128x64xf16, #gpu.address_space<workgroup>>
          %subview_3 = memref.subview %84[1, 0, 0] [1, 128, 64] [1, 1, 1] : memref<2x128x64xf16, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1], offset: 8192>, #gpu.address_space<workgroup>>
          %cast_4 = memref.cast %subview_3 : memref<128x64xf16, strided<[64, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %85 = llvm.getelementptr %43[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          %86 = builtin.unrealized_conversion_cast %85 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
          mosaic_gpu.arrive_expect_tx barrier(%86 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 16384
          "mosaic_gpu.async_load"(%14, %cast_4, %86, %c0_i32, %c64_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 64>}> : (memref<128x128xf16>, memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
          %87 = "mosaic_gpu.with_transforms"(%82) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x64x64xf16, #gpu.address_space<workgroup>>) -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
          %subview_5 = memref.subview %87[1, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: 4096>, #gpu.address_space<workgroup>>
          %cast_6 = memref.cast %subview_5 : memref<64x64xf16, strided<[64, 1], offset: 4096>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
          mosaic_gpu.arrive_expect_tx barrier(%86 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) 8192
          "mosaic_gpu.async_load"(%24, %cast_6, %86, %c64_i32, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 64>}> : (memref<128x64xf16>, memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
          %88 = memref.load %alloca_0[] : memref<i32>
          %89 = arith.andi %88, %c1_i32 : i32
          %90 = arith.cmpi ne, %89, %c0_i32 : i32
          %91 = arith.xori %88, %c1_i32 : i32
          memref.store %91, %alloca_0[] : memref<i32>
          %92 = arith.extui %90 : i1 to i32
          nvvm.mbarrier.try_wait.parity %51, %92, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %93 = memref.load %alloca_0[] : memref<i32>
          %94 = arith.andi %93, %c2_i32 : i32
          %95 = arith.cmpi ne, %94, %c0_i32 : i32
          %96 = arith.xori %93, %c2_i32 : i32
          memref.store %96, %alloca_0[] : memref<i32>
          %97 = arith.extui %95 : i1 to i32
          %98 = llvm.getelementptr %51[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %98, %97, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          scf.yield
        }
        default {
          nvvm.setmaxregister increase 232
          %79 = "mosaic_gpu.optimization_barrier"(%cst) : (vector<64x64xf32>) -> vector<64x64xf32>
          nvvm.wgmma.fence.aligned
          %80:3 = scf.for %arg15 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg16 = %79, %arg17 = %c0_i32, %arg18 = %c0_i32) -> (vector<64x64xf32>, i32, i32)  : i32 {
            %90 = arith.addi %arg17, %c1_i32 : i32
            %91 = arith.remsi %arg17, %c2_i32 : i32
            %92 = arith.index_cast %91 : i32 to index
            %93 = arith.index_castui %92 : index to i32
            %94 = memref.load %alloca[] : memref<i32>
            %95 = arith.shli %c1_i32, %93 : i32
            %96 = arith.andi %94, %95 : i32
            %97 = arith.cmpi ne, %96, %c0_i32 : i32
            %98 = arith.xori %94, %95 : i32
            memref.store %98, %alloca[] : memref<i32>
            %99 = arith.extui %97 : i1 to i32
            %100 = llvm.getelementptr %43[%93] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.try_wait.parity %100, %99, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            %101 = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<2x128x64xf16, #gpu.address_space<workgroup>>
            %102 = "mosaic_gpu.with_transforms"(%101) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x128x64xf16, #gpu.address_space<workgroup>>) -> memref<2x128x64xf16, #gpu.address_space<workgroup>>
            %subview_2 = memref.subview %102[%92, 0, 0] [1, 128, 64] [1, 1, 1] : memref<2x128x64xf16, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %103 = arith.index_cast %74 : i32 to index
            %subview_3 = memref.subview %subview_2[%103, 0] [64, 64] [1, 1] : memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %104 = "mosaic_gpu.slice_smem"() <{offset = 49152 : i32}> : () -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
            %105 = "mosaic_gpu.with_transforms"(%104) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x64x64xf16, #gpu.address_space<workgroup>>) -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
            %subview_4 = memref.subview %105[%92, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %106 = mosaic_gpu.wgmma accumulator(%arg16 : vector<64x64xf32>) a(%subview_3 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) b(%subview_4 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<64x64xf32>
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %107 = llvm.getelementptr %51[%93] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %108 = builtin.unrealized_conversion_cast %107 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
            "mosaic_gpu.arrive"(%108) <{orders_tensor_core = false}> : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
            nvvm.cp.async.bulk.commit.group
            %109 = arith.addi %arg18, %c1_i32 : i32
            %110 = arith.cmpi eq, %109, %c2_i32 : i32
            %111 = arith.select %110, %c0_i32, %109 : i32
            scf.yield %106, %90, %111 : vector<64x64xf32>, i32, i32
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          %81 = arith.truncf %80#0 : vector<64x64xf32> to vector<64x64xf16>
          nvvm.cp.async.bulk.wait_group 0 {read}
          %82 = arith.addi %66, %c1_i32 : i32
          %83 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %82 : (i32) -> !llvm.void
          nvvm.cp.async.bulk.wait_group 1 {read}
          %84 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %82 : (i32) -> !llvm.void
          %85 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<2x1x64x64xf16, #gpu.address_space<workgroup>>
          %86 = "mosaic_gpu.with_transforms"(%85) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x1x64x64xf16, #gpu.address_space<workgroup>>) -> memref<2x1x64x64xf16, #gpu.address_space<workgroup>>
          %87 = arith.index_cast %67 : i32 to index
          %subview = memref.subview %86[%87, 0, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : memref<2x1x64x64xf16, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
          "mosaic_gpu.vector_store"(%81, %subview) <{multimem = false}> : (vector<64x64xf16>, memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> ()
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %88 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %82 : (i32) -> !llvm.void
          %89 = "mosaic_gpu.with_transforms"(%85) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x1x64x64xf16, #gpu.address_space<workgroup>>) -> memref<2x1x64x64xf16, #gpu.address_space<workgroup>>
          %subview_1 = memref.subview %89[%87, 0, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : memref<2x1x64x64xf16, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
          "mosaic_gpu.async_store"(%subview_1, %34, %74, %c0_i32) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 64>}> : (memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<128x64xf16>, i32, i32) -> ()
        }
      }
      nvvm.cp.async.bulk.wait_group 0 {read}
      %72 = arith.addi %66, %c1_i32 : i32
      %73 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %72 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
