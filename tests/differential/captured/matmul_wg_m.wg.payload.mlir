// matmul_wg_m.wg: jax's lane-level payload (the mosaic_gpu_v2 custom call's module, decoded; 26105 bytes of bytecode); hopper_matmul.py:matmul_wg_m(f16[128,128], f16[128,64]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
module @anonymous attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @anonymous_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = builtin.unrealized_conversion_cast %cst : f32 to vector<64x64xf32> {layout = #mosaic_gpu.WGSplatFragLayout<[64, 64]>, registers_shape = []}
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
    %1 = llvm.mlir.constant(64 : i64) : i64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(128 : i64) : i64
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %7 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %8 = llvm.insertvalue %7, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %7, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %4, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %3, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %3, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %3, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %2, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xf16> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %16 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
    %18 = llvm.insertvalue %17, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %17, %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %4, %19[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %3, %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %1, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %1, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %2, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x64xf16> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %26 = llvm.getelementptr %arg1[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
    %28 = llvm.insertvalue %27, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %27, %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %4, %29[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %3, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %1, %31[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %1, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %2, %33[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = builtin.unrealized_conversion_cast %34 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x64xf16> {mosaic_gpu.from_kernel_arg_idx = 2 : i32, mosaic_gpu.original_kernel_arg}
    %c1_i64 = arith.constant 1 : i64
    %36 = llvm.alloca %c1_i64 x !llvm.array<384 x i8> {alignment = 64 : i64, mosaic_gpu_smem_alloc} : (i64) -> !llvm.ptr
    %37 = llvm.getelementptr %36[0] : (!llvm.ptr) -> !llvm.ptr, i8
    %expand_shape = memref.expand_shape %35 [[0], [1, 2]] output_shape [128, 1, 64] : memref<128x64xf16> into memref<128x1x64xf16>
    %expand_shape_0 = memref.expand_shape %expand_shape [[0, 1], [2], [3]] output_shape [16, 8, 1, 64] : memref<128x1x64xf16> into memref<16x8x1x64xf16>
    %transpose = memref.transpose %expand_shape_0 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<16x8x1x64xf16> to memref<16x1x8x64xf16, strided<[512, 64, 64, 1]>>
    %reinterpret_cast = memref.reinterpret_cast %transpose to offset: [0], sizes: [16, 8, 64], strides: [512, 64, 1] : memref<16x1x8x64xf16, strided<[512, 64, 64, 1]>> to memref<16x8x64xf16, strided<[512, 64, 1]>>
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %reinterpret_cast : memref<16x8x64xf16, strided<[512, 64, 1]>> -> memref<f16>, index, index, index, index, index, index, index
    %intptr = memref.extract_aligned_pointer_as_index %reinterpret_cast : memref<16x8x64xf16, strided<[512, 64, 1]>> -> index
    %38 = arith.index_cast %intptr : index to i64
    %39 = llvm.inttoptr %38 : i64 to !llvm.ptr
    %40 = arith.index_cast %offset : index to i64
    %41 = llvm.getelementptr %39[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %c5_i64 = arith.constant 5 : i64
    %c3_i64 = arith.constant 3 : i64
    %42 = arith.index_cast %sizes#0 : index to i64
    %43 = arith.index_cast %sizes#1 : index to i64
    %44 = arith.index_cast %sizes#2 : index to i64
    %c3_i64_1 = arith.constant 3 : i64
    %45 = llvm.alloca %c3_i64_1 x i64 : (i64) -> !llvm.ptr
    %46 = llvm.getelementptr %45[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %42, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %45[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %43, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %45[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %44, %48 : i64, !llvm.ptr
    %49 = arith.index_cast %strides#0 : index to i64
    %50 = arith.index_cast %strides#1 : index to i64
    %51 = arith.index_cast %strides#2 : index to i64
    %c3_i64_2 = arith.constant 3 : i64
    %52 = llvm.alloca %c3_i64_2 x i64 : (i64) -> !llvm.ptr
    %53 = llvm.getelementptr %52[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %49, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %52[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %50, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %52[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %51, %55 : i64, !llvm.ptr
    %c128_i64 = arith.constant 128 : i64
    %c8_i64_3 = arith.constant 8 : i64
    %c8_i64_4 = arith.constant 8 : i64
    %c64_i64 = arith.constant 64 : i64
    %c3_i64_5 = arith.constant 3 : i64
    %56 = llvm.alloca %c3_i64_5 x i64 : (i64) -> !llvm.ptr
    %57 = llvm.getelementptr %56[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c8_i64_3, %57 : i64, !llvm.ptr
    %58 = llvm.getelementptr %56[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c8_i64_4, %58 : i64, !llvm.ptr
    %59 = llvm.getelementptr %56[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c64_i64, %59 : i64, !llvm.ptr
    call @mosaic_gpu_init_tma_desc(%37, %41, %c5_i64, %c3_i64, %45, %52, %c128_i64, %56) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %60 = llvm.getelementptr %36[128] : (!llvm.ptr) -> !llvm.ptr, i8
    %expand_shape_6 = memref.expand_shape %15 [[0], [1, 2]] output_shape [128, 2, 64] : memref<128x128xf16> into memref<128x2x64xf16>
    %expand_shape_7 = memref.expand_shape %expand_shape_6 [[0, 1], [2], [3]] output_shape [16, 8, 2, 64] : memref<128x2x64xf16> into memref<16x8x2x64xf16>
    %transpose_8 = memref.transpose %expand_shape_7 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<16x8x2x64xf16> to memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>>
    %reinterpret_cast_9 = memref.reinterpret_cast %transpose_8 to offset: [0], sizes: [16, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>>
    %base_buffer_10, %offset_11, %sizes_12:4, %strides_13:4 = memref.extract_strided_metadata %reinterpret_cast_9 : memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>> -> memref<f16>, index, index, index, index, index, index, index, index, index
    %intptr_14 = memref.extract_aligned_pointer_as_index %reinterpret_cast_9 : memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>> -> index
    %61 = arith.index_cast %intptr_14 : index to i64
    %62 = llvm.inttoptr %61 : i64 to !llvm.ptr
    %63 = arith.index_cast %offset_11 : index to i64
    %64 = llvm.getelementptr %62[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %c5_i64_15 = arith.constant 5 : i64
    %c4_i64 = arith.constant 4 : i64
    %65 = arith.index_cast %sizes_12#0 : index to i64
    %66 = arith.index_cast %sizes_12#1 : index to i64
    %67 = arith.index_cast %sizes_12#2 : index to i64
    %68 = arith.index_cast %sizes_12#3 : index to i64
    %c4_i64_16 = arith.constant 4 : i64
    %69 = llvm.alloca %c4_i64_16 x i64 : (i64) -> !llvm.ptr
    %70 = llvm.getelementptr %69[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %65, %70 : i64, !llvm.ptr
    %71 = llvm.getelementptr %69[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %66, %71 : i64, !llvm.ptr
    %72 = llvm.getelementptr %69[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %67, %72 : i64, !llvm.ptr
    %73 = llvm.getelementptr %69[3] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %68, %73 : i64, !llvm.ptr
    %74 = arith.index_cast %strides_13#0 : index to i64
    %75 = arith.index_cast %strides_13#1 : index to i64
    %76 = arith.index_cast %strides_13#2 : index to i64
    %77 = arith.index_cast %strides_13#3 : index to i64
    %c4_i64_17 = arith.constant 4 : i64
    %78 = llvm.alloca %c4_i64_17 x i64 : (i64) -> !llvm.ptr
    %79 = llvm.getelementptr %78[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %74, %79 : i64, !llvm.ptr
    %80 = llvm.getelementptr %78[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %75, %80 : i64, !llvm.ptr
    %81 = llvm.getelementptr %78[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %76, %81 : i64, !llvm.ptr
    %82 = llvm.getelementptr %78[3] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %77, %82 : i64, !llvm.ptr
    %c128_i64_18 = arith.constant 128 : i64
    %c16_i64 = arith.constant 16 : i64
    %c1_i64_19 = arith.constant 1 : i64
    %c8_i64_20 = arith.constant 8 : i64
    %c64_i64_21 = arith.constant 64 : i64
    %c4_i64_22 = arith.constant 4 : i64
    %83 = llvm.alloca %c4_i64_22 x i64 : (i64) -> !llvm.ptr
    %84 = llvm.getelementptr %83[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c16_i64, %84 : i64, !llvm.ptr
    %85 = llvm.getelementptr %83[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c1_i64_19, %85 : i64, !llvm.ptr
    %86 = llvm.getelementptr %83[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c8_i64_20, %86 : i64, !llvm.ptr
    %87 = llvm.getelementptr %83[3] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c64_i64_21, %87 : i64, !llvm.ptr
    call @mosaic_gpu_init_tma_desc(%60, %64, %c5_i64_15, %c4_i64, %69, %78, %c128_i64_18, %83) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %88 = llvm.getelementptr %36[256] : (!llvm.ptr) -> !llvm.ptr, i8
    %expand_shape_23 = memref.expand_shape %25 [[0], [1, 2]] output_shape [128, 1, 64] : memref<128x64xf16> into memref<128x1x64xf16>
    %expand_shape_24 = memref.expand_shape %expand_shape_23 [[0, 1], [2], [3]] output_shape [16, 8, 1, 64] : memref<128x1x64xf16> into memref<16x8x1x64xf16>
    %transpose_25 = memref.transpose %expand_shape_24 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<16x8x1x64xf16> to memref<16x1x8x64xf16, strided<[512, 64, 64, 1]>>
    %reinterpret_cast_26 = memref.reinterpret_cast %transpose_25 to offset: [0], sizes: [16, 8, 64], strides: [512, 64, 1] : memref<16x1x8x64xf16, strided<[512, 64, 64, 1]>> to memref<16x8x64xf16, strided<[512, 64, 1]>>
    %base_buffer_27, %offset_28, %sizes_29:3, %strides_30:3 = memref.extract_strided_metadata %reinterpret_cast_26 : memref<16x8x64xf16, strided<[512, 64, 1]>> -> memref<f16>, index, index, index, index, index, index, index
    %intptr_31 = memref.extract_aligned_pointer_as_index %reinterpret_cast_26 : memref<16x8x64xf16, strided<[512, 64, 1]>> -> index
    %89 = arith.index_cast %intptr_31 : index to i64
    %90 = llvm.inttoptr %89 : i64 to !llvm.ptr
    %91 = arith.index_cast %offset_28 : index to i64
    %92 = llvm.getelementptr %90[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %c5_i64_32 = arith.constant 5 : i64
    %c3_i64_33 = arith.constant 3 : i64
    %93 = arith.index_cast %sizes_29#0 : index to i64
    %94 = arith.index_cast %sizes_29#1 : index to i64
    %95 = arith.index_cast %sizes_29#2 : index to i64
    %c3_i64_34 = arith.constant 3 : i64
    %96 = llvm.alloca %c3_i64_34 x i64 : (i64) -> !llvm.ptr
    %97 = llvm.getelementptr %96[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %93, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %96[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %94, %98 : i64, !llvm.ptr
    %99 = llvm.getelementptr %96[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %95, %99 : i64, !llvm.ptr
    %100 = arith.index_cast %strides_30#0 : index to i64
    %101 = arith.index_cast %strides_30#1 : index to i64
    %102 = arith.index_cast %strides_30#2 : index to i64
    %c3_i64_35 = arith.constant 3 : i64
    %103 = llvm.alloca %c3_i64_35 x i64 : (i64) -> !llvm.ptr
    %104 = llvm.getelementptr %103[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %100, %104 : i64, !llvm.ptr
    %105 = llvm.getelementptr %103[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %101, %105 : i64, !llvm.ptr
    %106 = llvm.getelementptr %103[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %102, %106 : i64, !llvm.ptr
    %c128_i64_36 = arith.constant 128 : i64
    %c8_i64_37 = arith.constant 8 : i64
    %c8_i64_38 = arith.constant 8 : i64
    %c64_i64_39 = arith.constant 64 : i64
    %c3_i64_40 = arith.constant 3 : i64
    %107 = llvm.alloca %c3_i64_40 x i64 : (i64) -> !llvm.ptr
    %108 = llvm.getelementptr %107[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c8_i64_37, %108 : i64, !llvm.ptr
    %109 = llvm.getelementptr %107[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c8_i64_38, %109 : i64, !llvm.ptr
    %110 = llvm.getelementptr %107[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c64_i64_39, %110 : i64, !llvm.ptr
    call @mosaic_gpu_init_tma_desc(%88, %92, %c5_i64_32, %c3_i64_33, %96, %103, %c128_i64_36, %107) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %111 = llvm.load %36 : !llvm.ptr -> !llvm.array<384 x i8>
    %112 = gpu.launch async [%6] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c384, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c65568_i32 {
      %113 = builtin.unrealized_conversion_cast %111 : !llvm.array<384 x i8> to !llvm.ptr
      %114 = llvm.getelementptr %113[256] : (!llvm.ptr) -> !llvm.ptr, i8
      %115 = llvm.getelementptr %113[128] : (!llvm.ptr) -> !llvm.ptr, i8
      %116 = llvm.getelementptr %113[0] : (!llvm.ptr) -> !llvm.ptr, i8
      %thread_id_x = gpu.thread_id x
      %117 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %118 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %119 = arith.index_cast %thread_id_y : index to i32
      %120 = arith.muli %119, %118 : i32
      %121 = arith.addi %117, %120 : i32
      %block_dim_y = gpu.block_dim y
      %122 = arith.index_cast %block_dim_y : index to i32
      %123 = arith.muli %118, %122 : i32
      %thread_id_z = gpu.thread_id z
      %124 = arith.index_cast %thread_id_z : index to i32
      %125 = arith.muli %124, %123 : i32
      %126 = arith.addi %121, %125 : i32
      %block_dim_z = gpu.block_dim z
      %127 = arith.index_cast %block_dim_z : index to i32
      %128 = arith.muli %123, %127 : i32
      %c5_i32_41 = arith.constant 5 : i32
      %129 = arith.shrui %126, %c5_i32_41 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %130 = arith.cmpi eq, %129, %c0_i32_42 : i32
      %131 = nvvm.elect.sync -> i1
      %132 = nvvm.elect.sync -> i1
      %thread_id_x_43 = gpu.thread_id x
      %133 = arith.index_cast %thread_id_x_43 : index to i32
      %block_dim_x_44 = gpu.block_dim x
      %134 = arith.index_cast %block_dim_x_44 : index to i32
      %thread_id_y_45 = gpu.thread_id y
      %135 = arith.index_cast %thread_id_y_45 : index to i32
      %136 = arith.muli %135, %134 : i32
      %137 = arith.addi %133, %136 : i32
      %block_dim_y_46 = gpu.block_dim y
      %138 = arith.index_cast %block_dim_y_46 : index to i32
      %139 = arith.muli %134, %138 : i32
      %thread_id_z_47 = gpu.thread_id z
      %140 = arith.index_cast %thread_id_z_47 : index to i32
      %141 = arith.muli %140, %139 : i32
      %142 = arith.addi %137, %141 : i32
      %block_dim_z_48 = gpu.block_dim z
      %143 = arith.index_cast %block_dim_z_48 : index to i32
      %144 = arith.muli %139, %143 : i32
      %c5_i32_49 = arith.constant 5 : i32
      %145 = arith.shrui %142, %c5_i32_49 : i32
      %c-1_i32_50 = arith.constant -1 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %c31_i32_52 = arith.constant 31 : i32
      %146 = nvvm.shfl.sync idx %c-1_i32_50, %145, %c0_i32_51, %c31_i32_52 : i32 -> i32
      %c4_i32 = arith.constant 4 : i32
      %147 = arith.remui %146, %c4_i32 : i32
      %c0_i32_53 = arith.constant 0 : i32
      %148 = arith.cmpi eq, %147, %c0_i32_53 : i32
      %149 = arith.andi %148, %132 : i1
      %150 = nvvm.elect.sync -> i1
      %thread_id_x_54 = gpu.thread_id x
      %151 = arith.index_cast %thread_id_x_54 : index to i32
      %block_dim_x_55 = gpu.block_dim x
      %152 = arith.index_cast %block_dim_x_55 : index to i32
      %thread_id_y_56 = gpu.thread_id y
      %153 = arith.index_cast %thread_id_y_56 : index to i32
      %154 = arith.muli %153, %152 : i32
      %155 = arith.addi %151, %154 : i32
      %block_dim_y_57 = gpu.block_dim y
      %156 = arith.index_cast %block_dim_y_57 : index to i32
      %157 = arith.muli %152, %156 : i32
      %thread_id_z_58 = gpu.thread_id z
      %158 = arith.index_cast %thread_id_z_58 : index to i32
      %159 = arith.muli %158, %157 : i32
      %160 = arith.addi %155, %159 : i32
      %block_dim_z_59 = gpu.block_dim z
      %161 = arith.index_cast %block_dim_z_59 : index to i32
      %162 = arith.muli %157, %161 : i32
      %c5_i32_60 = arith.constant 5 : i32
      %163 = arith.shrui %160, %c5_i32_60 : i32
      %c-1_i32_61 = arith.constant -1 : i32
      %c0_i32_62 = arith.constant 0 : i32
      %c31_i32_63 = arith.constant 31 : i32
      %164 = nvvm.shfl.sync idx %c-1_i32_61, %163, %c0_i32_62, %c31_i32_63 : i32 -> i32
      %c0_i32_64 = arith.constant 0 : i32
      %165 = arith.cmpi eq, %164, %c0_i32_64 : i32
      %166 = arith.andi %165, %150 : i1
      %167 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c65536 = arith.constant 65536 : index
      %view = memref.view %167[%c65536][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2xi64, #gpu.address_space<workgroup>>
      %168 = builtin.unrealized_conversion_cast %view : memref<2xi64, #gpu.address_space<workgroup>> to memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %169 = builtin.unrealized_conversion_cast %168 : memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %170 = llvm.extractvalue %169[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %171 = llvm.extractvalue %169[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %172 = llvm.mul %171, %c8_i64 : i64
      %173 = llvm.ptrtoint %170 : !llvm.ptr<3> to i64
      %174 = llvm.add %173, %172 : i64
      %175 = llvm.inttoptr %174 : i64 to !llvm.ptr<3>
      %176 = llvm.getelementptr %175[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %c256_i32 = arith.constant 256 : i32
      nvvm.mbarrier.init %176, %c256_i32, predicate = %166 : !llvm.ptr<3>, i32, i1
      %177 = llvm.getelementptr %175[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %c256_i32_65 = arith.constant 256 : i32
      nvvm.mbarrier.init %177, %c256_i32_65, predicate = %166 : !llvm.ptr<3>, i32, i1
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      %178 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c65552 = arith.constant 65552 : index
      %view_66 = memref.view %178[%c65552][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2xi64, #gpu.address_space<workgroup>>
      %179 = builtin.unrealized_conversion_cast %view_66 : memref<2xi64, #gpu.address_space<workgroup>> to memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %180 = builtin.unrealized_conversion_cast %179 : memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %181 = llvm.extractvalue %180[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %182 = llvm.extractvalue %180[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %183 = llvm.mul %182, %c8_i64 : i64
      %184 = llvm.ptrtoint %181 : !llvm.ptr<3> to i64
      %185 = llvm.add %184, %183 : i64
      %186 = llvm.inttoptr %185 : i64 to !llvm.ptr<3>
      %187 = llvm.getelementptr %186[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %c256_i32_67 = arith.constant 256 : i32
      nvvm.mbarrier.init %187, %c256_i32_67, predicate = %166 : !llvm.ptr<3>, i32, i1
      %188 = llvm.getelementptr %186[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %c256_i32_68 = arith.constant 256 : i32
      nvvm.mbarrier.init %188, %c256_i32_68, predicate = %166 : !llvm.ptr<3>, i32, i1
      %alloca_69 = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca_69[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %189 = nvvm.elect.sync -> i1
      %thread_id_x_70 = gpu.thread_id x
      %190 = arith.index_cast %thread_id_x_70 : index to i32
      %block_dim_x_71 = gpu.block_dim x
      %191 = arith.index_cast %block_dim_x_71 : index to i32
      %thread_id_y_72 = gpu.thread_id y
      %192 = arith.index_cast %thread_id_y_72 : index to i32
      %193 = arith.muli %192, %191 : i32
      %194 = arith.addi %190, %193 : i32
      %block_dim_y_73 = gpu.block_dim y
      %195 = arith.index_cast %block_dim_y_73 : index to i32
      %196 = arith.muli %191, %195 : i32
      %thread_id_z_74 = gpu.thread_id z
      %197 = arith.index_cast %thread_id_z_74 : index to i32
      %198 = arith.muli %197, %196 : i32
      %199 = arith.addi %194, %198 : i32
      %200 = arith.shrui %199, %c5_i32 : i32
      %201 = nvvm.shfl.sync idx %c-1_i32, %200, %c0_i32, %c31_i32 : i32 -> i32
      %202 = nvvm.elect.sync -> i1
      gpu.barrier
      %203 = arith.shrui %199, %c7_i32 : i32
      %204 = nvvm.shfl.sync idx %c-1_i32, %203, %c0_i32, %c31_i32 : i32 -> i32
      %block_id_x = gpu.block_id x
      %205 = arith.index_cast %block_id_x : index to i32
      %206 = arith.cmpi slt, %205, %c0_i32 : i32
      %207 = arith.extui %206 : i1 to i32
      %208 = arith.addi %207, %c1_i32 : i32
      scf.for %arg14 = %c0_i32 to %208 step %c1_i32  : i32 {
        %211 = arith.muli %204, %c64_i32 : i32
        %212 = nvvm.shfl.sync idx %c-1_i32, %203, %c0_i32, %c31_i32 : i32 -> i32
        %213 = arith.cmpi ne, %212, %c2_i32 : i32
        %214 = arith.extui %213 : i1 to i32
        %215 = arith.index_cast %214 : i32 to index
        scf.index_switch %215 
        case 0 {
          nvvm.setmaxregister decrease 40
          %216 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
          %c16384 = arith.constant 16384 : index
          %view_75 = memref.view %216[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>>
          %217 = builtin.unrealized_conversion_cast %view_75 : memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x128x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %218 = builtin.unrealized_conversion_cast %217 : memref<2x128x64xf16, #gpu.address_space<workgroup>> to memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>>
          %219 = builtin.unrealized_conversion_cast %218 : memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x128x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %220 = builtin.unrealized_conversion_cast %219 : memref<2x128x64xf16, #gpu.address_space<workgroup>> to memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>>
          %subview = memref.subview %220[0, 0, 0, 0, 0] [1, 16, 1, 8, 64] [1, 1, 1, 1, 1] : memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>> to memref<16x1x8x64xf16, strided<[512, 512, 64, 1]>, #gpu.address_space<workgroup>>
          %221 = builtin.unrealized_conversion_cast %subview : memref<16x1x8x64xf16, strided<[512, 512, 64, 1]>, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %222 = builtin.unrealized_conversion_cast %221 : memref<128x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<16x1x8x64xf16, strided<[512, 512, 64, 1]>, #gpu.address_space<workgroup>>
          %cast = memref.cast %222 : memref<16x1x8x64xf16, strided<[512, 512, 64, 1]>, #gpu.address_space<workgroup>> to memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %223 = builtin.unrealized_conversion_cast %cast : memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %224 = builtin.unrealized_conversion_cast %175 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
          %c128_i32 = arith.constant 128 : i32
          %225 = builtin.unrealized_conversion_cast %224 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64 = arith.constant 0 : i64
          %226 = llvm.getelementptr %225[%c0_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %227 = nvvm.mbarrier.arrive.expect_tx %226, %c128_i32 : !llvm.ptr<3>, i32 -> i64
          %228 = builtin.unrealized_conversion_cast %224 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_76 = arith.constant 0 : i64
          %229 = builtin.unrealized_conversion_cast %223 : memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %230 = arith.index_cast %c0_i32 : i32 to index
          %231 = arith.index_cast %c0_i32 : i32 to index
          %thread_id_x_77 = gpu.thread_id x
          %232 = arith.index_cast %thread_id_x_77 : index to i32
          %block_dim_x_78 = gpu.block_dim x
          %233 = arith.index_cast %block_dim_x_78 : index to i32
          %thread_id_y_79 = gpu.thread_id y
          %234 = arith.index_cast %thread_id_y_79 : index to i32
          %235 = arith.muli %234, %233 : i32
          %236 = arith.addi %232, %235 : i32
          %block_dim_y_80 = gpu.block_dim y
          %237 = arith.index_cast %block_dim_y_80 : index to i32
          %238 = arith.muli %233, %237 : i32
          %thread_id_z_81 = gpu.thread_id z
          %239 = arith.index_cast %thread_id_z_81 : index to i32
          %240 = arith.muli %239, %238 : i32
          %241 = arith.addi %236, %240 : i32
          %block_dim_z_82 = gpu.block_dim z
          %242 = arith.index_cast %block_dim_z_82 : index to i32
          %243 = arith.muli %238, %242 : i32
          %c7_i32_83 = arith.constant 7 : i32
          %244 = arith.shrui %241, %c7_i32_83 : i32
          %c1_i32_84 = arith.constant 1 : i32
          %245 = arith.addi %244, %c1_i32_84 : i32
          %246 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %245 : (i32) -> !llvm.void
          %c8 = arith.constant 8 : index
          %247 = arith.divui %230, %c8 : index
          %c64 = arith.constant 64 : index
          %248 = arith.divui %231, %c64 : index
          %c8_85 = arith.constant 8 : index
          %249 = arith.remui %230, %c8_85 : index
          %c64_86 = arith.constant 64 : index
          %250 = arith.remui %231, %c64_86 : index
          %base_buffer_87, %offset_88, %sizes_89:4, %strides_90:4 = memref.extract_strided_metadata %229 : memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f16, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index, index, index
          %reinterpret_cast_91 = memref.reinterpret_cast %229 to offset: [%offset_88], sizes: [16, 1, 8, 64], strides: [512, 512, 64, 1] : memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %c16384_i32 = arith.constant 16384 : i32
          %251 = builtin.unrealized_conversion_cast %reinterpret_cast_91 : memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
          %252 = llvm.extractvalue %251[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %253 = llvm.extractvalue %251[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %c2_i64 = arith.constant 2 : i64
          %254 = llvm.mul %253, %c2_i64 : i64
          %255 = llvm.ptrtoint %252 : !llvm.ptr<3> to i64
          %256 = llvm.add %255, %254 : i64
          %257 = llvm.inttoptr %256 : i64 to !llvm.ptr<3>
          %expand_shape_92 = memref.expand_shape %15 [[0], [1, 2]] output_shape [128, 2, 64] : memref<128x128xf16> into memref<128x2x64xf16>
          %expand_shape_93 = memref.expand_shape %expand_shape_92 [[0, 1], [2], [3]] output_shape [16, 8, 2, 64] : memref<128x2x64xf16> into memref<16x8x2x64xf16>
          %transpose_94 = memref.transpose %expand_shape_93 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<16x8x2x64xf16> to memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %reinterpret_cast_95 = memref.reinterpret_cast %transpose_94 to offset: [0], sizes: [16, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %258 = arith.index_cast %250 : index to i32
          %259 = arith.index_cast %249 : index to i32
          %260 = arith.index_cast %248 : index to i32
          %261 = arith.index_cast %247 : index to i32
          %262 = llvm.getelementptr %228[%c0_i64_76] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          nvvm.cp.async.bulk.tensor.shared.cluster.global %257, %115, %262, box[%258, %259, %260, %261] predicate = %149 : !llvm.ptr<3>, !llvm.ptr
          %263 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
          %c49152 = arith.constant 49152 : index
          %view_96 = memref.view %263[%c49152][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %264 = builtin.unrealized_conversion_cast %view_96 : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %265 = builtin.unrealized_conversion_cast %264 : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %266 = builtin.unrealized_conversion_cast %265 : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %267 = builtin.unrealized_conversion_cast %266 : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %subview_97 = memref.subview %267[0, 0, 0, 0, 0] [1, 8, 1, 8, 64] [1, 1, 1, 1, 1] : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1]>, #gpu.address_space<workgroup>>
          %268 = builtin.unrealized_conversion_cast %subview_97 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1]>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %269 = builtin.unrealized_conversion_cast %268 : memref<64x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1]>, #gpu.address_space<workgroup>>
          %cast_98 = memref.cast %269 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1]>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %270 = builtin.unrealized_conversion_cast %cast_98 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %c64_i32_99 = arith.constant 64 : i32
          %271 = builtin.unrealized_conversion_cast %224 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_100 = arith.constant 0 : i64
          %272 = llvm.getelementptr %271[%c0_i64_100] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %273 = nvvm.mbarrier.arrive.expect_tx %272, %c64_i32_99 : !llvm.ptr<3>, i32 -> i64
          %274 = builtin.unrealized_conversion_cast %224 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_101 = arith.constant 0 : i64
          %275 = builtin.unrealized_conversion_cast %270 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %276 = arith.index_cast %c0_i32 : i32 to index
          %277 = arith.index_cast %c0_i32 : i32 to index
          %thread_id_x_102 = gpu.thread_id x
          %278 = arith.index_cast %thread_id_x_102 : index to i32
          %block_dim_x_103 = gpu.block_dim x
          %279 = arith.index_cast %block_dim_x_103 : index to i32
          %thread_id_y_104 = gpu.thread_id y
          %280 = arith.index_cast %thread_id_y_104 : index to i32
          %281 = arith.muli %280, %279 : i32
          %282 = arith.addi %278, %281 : i32
          %block_dim_y_105 = gpu.block_dim y
          %283 = arith.index_cast %block_dim_y_105 : index to i32
          %284 = arith.muli %279, %283 : i32
          %thread_id_z_106 = gpu.thread_id z
          %285 = arith.index_cast %thread_id_z_106 : index to i32
          %286 = arith.muli %285, %284 : i32
          %287 = arith.addi %282, %286 : i32
          %block_dim_z_107 = gpu.block_dim z
          %288 = arith.index_cast %block_dim_z_107 : index to i32
          %289 = arith.muli %284, %288 : i32
          %c7_i32_108 = arith.constant 7 : i32
          %290 = arith.shrui %287, %c7_i32_108 : i32
          %c1_i32_109 = arith.constant 1 : i32
          %291 = arith.addi %290, %c1_i32_109 : i32
          %292 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %291 : (i32) -> !llvm.void
          %c8_110 = arith.constant 8 : index
          %293 = arith.divui %276, %c8_110 : index
          %c64_111 = arith.constant 64 : index
          %294 = arith.divui %277, %c64_111 : index
          %c8_112 = arith.constant 8 : index
          %295 = arith.remui %276, %c8_112 : index
          %c64_113 = arith.constant 64 : index
          %296 = arith.remui %277, %c64_113 : index
          %base_buffer_114, %offset_115, %sizes_116:4, %strides_117:4 = memref.extract_strided_metadata %275 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f16, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index, index, index
          %reinterpret_cast_118 = memref.reinterpret_cast %275 to offset: [%offset_115], sizes: [8, 8, 64], strides: [512, 64, 1] : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x8x64xf16, strided<[512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %c8192_i32 = arith.constant 8192 : i32
          %297 = builtin.unrealized_conversion_cast %reinterpret_cast_118 : memref<8x8x64xf16, strided<[512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
          %298 = llvm.extractvalue %297[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)> 
          %299 = llvm.extractvalue %297[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)> 
          %c2_i64_119 = arith.constant 2 : i64
          %300 = llvm.mul %299, %c2_i64_119 : i64
          %301 = llvm.ptrtoint %298 : !llvm.ptr<3> to i64
          %302 = llvm.add %301, %300 : i64
          %303 = llvm.inttoptr %302 : i64 to !llvm.ptr<3>
          %expand_shape_120 = memref.expand_shape %25 [[0], [1, 2]] output_shape [128, 1, 64] : memref<128x64xf16> into memref<128x1x64xf16>
          %expand_shape_121 = memref.expand_shape %expand_shape_120 [[0, 1], [2], [3]] output_shape [16, 8, 1, 64] : memref<128x1x64xf16> into memref<16x8x1x64xf16>
          %transpose_122 = memref.transpose %expand_shape_121 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<16x8x1x64xf16> to memref<16x1x8x64xf16, strided<[512, 64, 64, 1]>>
          %reinterpret_cast_123 = memref.reinterpret_cast %transpose_122 to offset: [0], sizes: [16, 8, 64], strides: [512, 64, 1] : memref<16x1x8x64xf16, strided<[512, 64, 64, 1]>> to memref<16x8x64xf16, strided<[512, 64, 1]>>
          %304 = arith.index_cast %296 : index to i32
          %305 = arith.index_cast %295 : index to i32
          %306 = arith.index_cast %293 : index to i32
          %307 = llvm.getelementptr %274[%c0_i64_101] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          nvvm.cp.async.bulk.tensor.shared.cluster.global %303, %114, %307, box[%304, %305, %306] predicate = %149 : !llvm.ptr<3>, !llvm.ptr
          %308 = builtin.unrealized_conversion_cast %217 : memref<2x128x64xf16, #gpu.address_space<workgroup>> to memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>>
          %309 = builtin.unrealized_conversion_cast %308 : memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x128x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %310 = builtin.unrealized_conversion_cast %309 : memref<2x128x64xf16, #gpu.address_space<workgroup>> to memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>>
          %subview_124 = memref.subview %310[1, 0, 0, 0, 0] [1, 16, 1, 8, 64] [1, 1, 1, 1, 1] : memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>> to memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: 8192>, #gpu.address_space<workgroup>>
          %311 = builtin.unrealized_conversion_cast %subview_124 : memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1], offset: 8192>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %312 = builtin.unrealized_conversion_cast %311 : memref<128x64xf16, strided<[64, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: 8192>, #gpu.address_space<workgroup>>
          %cast_125 = memref.cast %312 : memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %313 = builtin.unrealized_conversion_cast %cast_125 : memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %314 = llvm.getelementptr %175[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          %315 = builtin.unrealized_conversion_cast %314 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
          %c128_i32_126 = arith.constant 128 : i32
          %316 = builtin.unrealized_conversion_cast %315 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_127 = arith.constant 0 : i64
          %317 = llvm.getelementptr %316[%c0_i64_127] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %318 = nvvm.mbarrier.arrive.expect_tx %317, %c128_i32_126 : !llvm.ptr<3>, i32 -> i64
          %319 = builtin.unrealized_conversion_cast %315 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_128 = arith.constant 0 : i64
          %320 = builtin.unrealized_conversion_cast %313 : memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %321 = arith.index_cast %c0_i32 : i32 to index
          %322 = arith.index_cast %c64_i32 : i32 to index
          %thread_id_x_129 = gpu.thread_id x
          %323 = arith.index_cast %thread_id_x_129 : index to i32
          %block_dim_x_130 = gpu.block_dim x
          %324 = arith.index_cast %block_dim_x_130 : index to i32
          %thread_id_y_131 = gpu.thread_id y
          %325 = arith.index_cast %thread_id_y_131 : index to i32
          %326 = arith.muli %325, %324 : i32
          %327 = arith.addi %323, %326 : i32
          %block_dim_y_132 = gpu.block_dim y
          %328 = arith.index_cast %block_dim_y_132 : index to i32
          %329 = arith.muli %324, %328 : i32
          %thread_id_z_133 = gpu.thread_id z
          %330 = arith.index_cast %thread_id_z_133 : index to i32
          %331 = arith.muli %330, %329 : i32
          %332 = arith.addi %327, %331 : i32
          %block_dim_z_134 = gpu.block_dim z
          %333 = arith.index_cast %block_dim_z_134 : index to i32
          %334 = arith.muli %329, %333 : i32
          %c7_i32_135 = arith.constant 7 : i32
          %335 = arith.shrui %332, %c7_i32_135 : i32
          %c1_i32_136 = arith.constant 1 : i32
          %336 = arith.addi %335, %c1_i32_136 : i32
          %337 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %336 : (i32) -> !llvm.void
          %c8_137 = arith.constant 8 : index
          %338 = arith.divui %321, %c8_137 : index
          %c64_138 = arith.constant 64 : index
          %339 = arith.divui %322, %c64_138 : index
          %c8_139 = arith.constant 8 : index
          %340 = arith.remui %321, %c8_139 : index
          %c64_140 = arith.constant 64 : index
          %341 = arith.remui %322, %c64_140 : index
          %base_buffer_141, %offset_142, %sizes_143:4, %strides_144:4 = memref.extract_strided_metadata %320 : memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f16, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index, index, index
          %reinterpret_cast_145 = memref.reinterpret_cast %320 to offset: [%offset_142], sizes: [16, 1, 8, 64], strides: [512, 512, 64, 1] : memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %c16384_i32_146 = arith.constant 16384 : i32
          %342 = builtin.unrealized_conversion_cast %reinterpret_cast_145 : memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
          %343 = llvm.extractvalue %342[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %344 = llvm.extractvalue %342[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %c2_i64_147 = arith.constant 2 : i64
          %345 = llvm.mul %344, %c2_i64_147 : i64
          %346 = llvm.ptrtoint %343 : !llvm.ptr<3> to i64
          %347 = llvm.add %346, %345 : i64
          %348 = llvm.inttoptr %347 : i64 to !llvm.ptr<3>
          %expand_shape_148 = memref.expand_shape %15 [[0], [1, 2]] output_shape [128, 2, 64] : memref<128x128xf16> into memref<128x2x64xf16>
          %expand_shape_149 = memref.expand_shape %expand_shape_148 [[0, 1], [2], [3]] output_shape [16, 8, 2, 64] : memref<128x2x64xf16> into memref<16x8x2x64xf16>
          %transpose_150 = memref.transpose %expand_shape_149 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<16x8x2x64xf16> to memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %reinterpret_cast_151 = memref.reinterpret_cast %transpose_150 to offset: [0], sizes: [16, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %349 = arith.index_cast %341 : index to i32
          %350 = arith.index_cast %340 : index to i32
          %351 = arith.index_cast %339 : index to i32
          %352 = arith.index_cast %338 : index to i32
          %353 = llvm.getelementptr %319[%c0_i64_128] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          nvvm.cp.async.bulk.tensor.shared.cluster.global %348, %115, %353, box[%349, %350, %351, %352] predicate = %149 : !llvm.ptr<3>, !llvm.ptr
          %354 = builtin.unrealized_conversion_cast %264 : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %355 = builtin.unrealized_conversion_cast %354 : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %356 = builtin.unrealized_conversion_cast %355 : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %subview_152 = memref.subview %356[1, 0, 0, 0, 0] [1, 8, 1, 8, 64] [1, 1, 1, 1, 1] : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: 4096>, #gpu.address_space<workgroup>>
          %357 = builtin.unrealized_conversion_cast %subview_152 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: 4096>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: 4096>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %358 = builtin.unrealized_conversion_cast %357 : memref<64x64xf16, strided<[64, 1], offset: 4096>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: 4096>, #gpu.address_space<workgroup>>
          %cast_153 = memref.cast %358 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: 4096>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %359 = builtin.unrealized_conversion_cast %cast_153 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %c64_i32_154 = arith.constant 64 : i32
          %360 = builtin.unrealized_conversion_cast %315 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_155 = arith.constant 0 : i64
          %361 = llvm.getelementptr %360[%c0_i64_155] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %362 = nvvm.mbarrier.arrive.expect_tx %361, %c64_i32_154 : !llvm.ptr<3>, i32 -> i64
          %363 = builtin.unrealized_conversion_cast %315 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_156 = arith.constant 0 : i64
          %364 = builtin.unrealized_conversion_cast %359 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %365 = arith.index_cast %c64_i32 : i32 to index
          %366 = arith.index_cast %c0_i32 : i32 to index
          %thread_id_x_157 = gpu.thread_id x
          %367 = arith.index_cast %thread_id_x_157 : index to i32
          %block_dim_x_158 = gpu.block_dim x
          %368 = arith.index_cast %block_dim_x_158 : index to i32
          %thread_id_y_159 = gpu.thread_id y
          %369 = arith.index_cast %thread_id_y_159 : index to i32
          %370 = arith.muli %369, %368 : i32
          %371 = arith.addi %367, %370 : i32
          %block_dim_y_160 = gpu.block_dim y
          %372 = arith.index_cast %block_dim_y_160 : index to i32
          %373 = arith.muli %368, %372 : i32
          %thread_id_z_161 = gpu.thread_id z
          %374 = arith.index_cast %thread_id_z_161 : index to i32
          %375 = arith.muli %374, %373 : i32
          %376 = arith.addi %371, %375 : i32
          %block_dim_z_162 = gpu.block_dim z
          %377 = arith.index_cast %block_dim_z_162 : index to i32
          %378 = arith.muli %373, %377 : i32
          %c7_i32_163 = arith.constant 7 : i32
          %379 = arith.shrui %376, %c7_i32_163 : i32
          %c1_i32_164 = arith.constant 1 : i32
          %380 = arith.addi %379, %c1_i32_164 : i32
          %381 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %380 : (i32) -> !llvm.void
          %c8_165 = arith.constant 8 : index
          %382 = arith.divui %365, %c8_165 : index
          %c64_166 = arith.constant 64 : index
          %383 = arith.divui %366, %c64_166 : index
          %c8_167 = arith.constant 8 : index
          %384 = arith.remui %365, %c8_167 : index
          %c64_168 = arith.constant 64 : index
          %385 = arith.remui %366, %c64_168 : index
          %base_buffer_169, %offset_170, %sizes_171:4, %strides_172:4 = memref.extract_strided_metadata %364 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f16, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index, index, index
          %reinterpret_cast_173 = memref.reinterpret_cast %364 to offset: [%offset_170], sizes: [8, 8, 64], strides: [512, 64, 1] : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x8x64xf16, strided<[512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %c8192_i32_174 = arith.constant 8192 : i32
          %386 = builtin.unrealized_conversion_cast %reinterpret_cast_173 : memref<8x8x64xf16, strided<[512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
          %387 = llvm.extractvalue %386[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)> 
          %388 = llvm.extractvalue %386[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)> 
          %c2_i64_175 = arith.constant 2 : i64
          %389 = llvm.mul %388, %c2_i64_175 : i64
          %390 = llvm.ptrtoint %387 : !llvm.ptr<3> to i64
          %391 = llvm.add %390, %389 : i64
          %392 = llvm.inttoptr %391 : i64 to !llvm.ptr<3>
          %expand_shape_176 = memref.expand_shape %25 [[0], [1, 2]] output_shape [128, 1, 64] : memref<128x64xf16> into memref<128x1x64xf16>
          %expand_shape_177 = memref.expand_shape %expand_shape_176 [[0, 1], [2], [3]] output_shape [16, 8, 1, 64] : memref<128x1x64xf16> into memref<16x8x1x64xf16>
          %transpose_178 = memref.transpose %expand_shape_177 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<16x8x1x64xf16> to memref<16x1x8x64xf16, strided<[512, 64, 64, 1]>>
          %reinterpret_cast_179 = memref.reinterpret_cast %transpose_178 to offset: [0], sizes: [16, 8, 64], strides: [512, 64, 1] : memref<16x1x8x64xf16, strided<[512, 64, 64, 1]>> to memref<16x8x64xf16, strided<[512, 64, 1]>>
          %393 = arith.index_cast %385 : index to i32
          %394 = arith.index_cast %384 : index to i32
          %395 = arith.index_cast %382 : index to i32
          %396 = llvm.getelementptr %363[%c0_i64_156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          nvvm.cp.async.bulk.tensor.shared.cluster.global %392, %114, %396, box[%393, %394, %395] predicate = %149 : !llvm.ptr<3>, !llvm.ptr
          %397 = memref.load %alloca_69[] : memref<i32>
          %398 = arith.andi %397, %c1_i32 : i32
          %399 = arith.cmpi ne, %398, %c0_i32 : i32
          %400 = arith.xori %397, %c1_i32 : i32
          memref.store %400, %alloca_69[] : memref<i32>
          %401 = arith.extui %399 : i1 to i32
          nvvm.mbarrier.try_wait.parity %186, %401, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %402 = memref.load %alloca_69[] : memref<i32>
          %403 = arith.andi %402, %c2_i32 : i32
          %404 = arith.cmpi ne, %403, %c0_i32 : i32
          %405 = arith.xori %402, %c2_i32 : i32
          memref.store %405, %alloca_69[] : memref<i32>
          %406 = arith.extui %404 : i1 to i32
          %407 = llvm.getelementptr %186[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %407, %406, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          scf.yield
        }
        default {
          nvvm.setmaxregister increase 232
          %216 = builtin.unrealized_conversion_cast %0 : vector<64x64xf32> to f32 {layout = #mosaic_gpu.WGSplatFragLayout<[64, 64]>, registers_shape = []}
          %217 = vector.broadcast %216 : f32 to vector<2xf32>
          %218 = vector.extract %217[0] : f32 from vector<2xf32>
          %219 = vector.extract %217[1] : f32 from vector<2xf32>
          %220 = vector.extract %217[0] : f32 from vector<2xf32>
          %221 = vector.extract %217[1] : f32 from vector<2xf32>
          %222 = vector.extract %217[0] : f32 from vector<2xf32>
          %223 = vector.extract %217[1] : f32 from vector<2xf32>
          %224 = vector.extract %217[0] : f32 from vector<2xf32>
          %225 = vector.extract %217[1] : f32 from vector<2xf32>
          %226 = vector.extract %217[0] : f32 from vector<2xf32>
          %227 = vector.extract %217[1] : f32 from vector<2xf32>
          %228 = vector.extract %217[0] : f32 from vector<2xf32>
          %229 = vector.extract %217[1] : f32 from vector<2xf32>
          %230 = vector.extract %217[0] : f32 from vector<2xf32>
          %231 = vector.extract %217[1] : f32 from vector<2xf32>
          %232 = vector.extract %217[0] : f32 from vector<2xf32>
          %233 = vector.extract %217[1] : f32 from vector<2xf32>
          %234 = vector.extract %217[0] : f32 from vector<2xf32>
          %235 = vector.extract %217[1] : f32 from vector<2xf32>
          %236 = vector.extract %217[0] : f32 from vector<2xf32>
          %237 = vector.extract %217[1] : f32 from vector<2xf32>
          %238 = vector.extract %217[0] : f32 from vector<2xf32>
          %239 = vector.extract %217[1] : f32 from vector<2xf32>
          %240 = vector.extract %217[0] : f32 from vector<2xf32>
          %241 = vector.extract %217[1] : f32 from vector<2xf32>
          %242 = vector.extract %217[0] : f32 from vector<2xf32>
          %243 = vector.extract %217[1] : f32 from vector<2xf32>
          %244 = vector.extract %217[0] : f32 from vector<2xf32>
          %245 = vector.extract %217[1] : f32 from vector<2xf32>
          %246 = vector.extract %217[0] : f32 from vector<2xf32>
          %247 = vector.extract %217[1] : f32 from vector<2xf32>
          %248 = vector.extract %217[0] : f32 from vector<2xf32>
          %249 = vector.extract %217[1] : f32 from vector<2xf32>
          %250 = llvm.inline_asm has_side_effects asm_dialect = att "", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31" %218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
          %251 = llvm.extractvalue %250[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %252 = llvm.extractvalue %250[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %253 = llvm.extractvalue %250[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %254 = llvm.extractvalue %250[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %255 = llvm.extractvalue %250[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %256 = llvm.extractvalue %250[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %257 = llvm.extractvalue %250[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %258 = llvm.extractvalue %250[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %259 = llvm.extractvalue %250[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %260 = llvm.extractvalue %250[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %261 = llvm.extractvalue %250[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %262 = llvm.extractvalue %250[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %263 = llvm.extractvalue %250[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %264 = llvm.extractvalue %250[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %265 = llvm.extractvalue %250[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %266 = llvm.extractvalue %250[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %267 = llvm.extractvalue %250[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %268 = llvm.extractvalue %250[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %269 = llvm.extractvalue %250[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %270 = llvm.extractvalue %250[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %271 = llvm.extractvalue %250[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %272 = llvm.extractvalue %250[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %273 = llvm.extractvalue %250[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %274 = llvm.extractvalue %250[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %275 = llvm.extractvalue %250[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %276 = llvm.extractvalue %250[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %277 = llvm.extractvalue %250[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %278 = llvm.extractvalue %250[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %279 = llvm.extractvalue %250[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %280 = llvm.extractvalue %250[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %281 = llvm.extractvalue %250[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %282 = llvm.extractvalue %250[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %283 = llvm.mlir.undef : vector<2xi32>
          %284 = llvm.bitcast %251 : f32 to i32
          %c0_i32_75 = arith.constant 0 : i32
          %285 = llvm.insertelement %284, %283[%c0_i32_75 : i32] : vector<2xi32>
          %286 = llvm.bitcast %252 : f32 to i32
          %c1_i32_76 = arith.constant 1 : i32
          %287 = llvm.insertelement %286, %285[%c1_i32_76 : i32] : vector<2xi32>
          %288 = vector.bitcast %287 : vector<2xi32> to vector<2xf32>
          %289 = llvm.mlir.undef : vector<2xi32>
          %290 = llvm.bitcast %253 : f32 to i32
          %c0_i32_77 = arith.constant 0 : i32
          %291 = llvm.insertelement %290, %289[%c0_i32_77 : i32] : vector<2xi32>
          %292 = llvm.bitcast %254 : f32 to i32
          %c1_i32_78 = arith.constant 1 : i32
          %293 = llvm.insertelement %292, %291[%c1_i32_78 : i32] : vector<2xi32>
          %294 = vector.bitcast %293 : vector<2xi32> to vector<2xf32>
          %295 = llvm.mlir.undef : vector<2xi32>
          %296 = llvm.bitcast %255 : f32 to i32
          %c0_i32_79 = arith.constant 0 : i32
          %297 = llvm.insertelement %296, %295[%c0_i32_79 : i32] : vector<2xi32>
          %298 = llvm.bitcast %256 : f32 to i32
          %c1_i32_80 = arith.constant 1 : i32
          %299 = llvm.insertelement %298, %297[%c1_i32_80 : i32] : vector<2xi32>
          %300 = vector.bitcast %299 : vector<2xi32> to vector<2xf32>
          %301 = llvm.mlir.undef : vector<2xi32>
          %302 = llvm.bitcast %257 : f32 to i32
          %c0_i32_81 = arith.constant 0 : i32
          %303 = llvm.insertelement %302, %301[%c0_i32_81 : i32] : vector<2xi32>
          %304 = llvm.bitcast %258 : f32 to i32
          %c1_i32_82 = arith.constant 1 : i32
          %305 = llvm.insertelement %304, %303[%c1_i32_82 : i32] : vector<2xi32>
          %306 = vector.bitcast %305 : vector<2xi32> to vector<2xf32>
          %307 = llvm.mlir.undef : vector<2xi32>
          %308 = llvm.bitcast %259 : f32 to i32
          %c0_i32_83 = arith.constant 0 : i32
          %309 = llvm.insertelement %308, %307[%c0_i32_83 : i32] : vector<2xi32>
          %310 = llvm.bitcast %260 : f32 to i32
          %c1_i32_84 = arith.constant 1 : i32
          %311 = llvm.insertelement %310, %309[%c1_i32_84 : i32] : vector<2xi32>
          %312 = vector.bitcast %311 : vector<2xi32> to vector<2xf32>
          %313 = llvm.mlir.undef : vector<2xi32>
          %314 = llvm.bitcast %261 : f32 to i32
          %c0_i32_85 = arith.constant 0 : i32
          %315 = llvm.insertelement %314, %313[%c0_i32_85 : i32] : vector<2xi32>
          %316 = llvm.bitcast %262 : f32 to i32
          %c1_i32_86 = arith.constant 1 : i32
          %317 = llvm.insertelement %316, %315[%c1_i32_86 : i32] : vector<2xi32>
          %318 = vector.bitcast %317 : vector<2xi32> to vector<2xf32>
          %319 = llvm.mlir.undef : vector<2xi32>
          %320 = llvm.bitcast %263 : f32 to i32
          %c0_i32_87 = arith.constant 0 : i32
          %321 = llvm.insertelement %320, %319[%c0_i32_87 : i32] : vector<2xi32>
          %322 = llvm.bitcast %264 : f32 to i32
          %c1_i32_88 = arith.constant 1 : i32
          %323 = llvm.insertelement %322, %321[%c1_i32_88 : i32] : vector<2xi32>
          %324 = vector.bitcast %323 : vector<2xi32> to vector<2xf32>
          %325 = llvm.mlir.undef : vector<2xi32>
          %326 = llvm.bitcast %265 : f32 to i32
          %c0_i32_89 = arith.constant 0 : i32
          %327 = llvm.insertelement %326, %325[%c0_i32_89 : i32] : vector<2xi32>
          %328 = llvm.bitcast %266 : f32 to i32
          %c1_i32_90 = arith.constant 1 : i32
          %329 = llvm.insertelement %328, %327[%c1_i32_90 : i32] : vector<2xi32>
          %330 = vector.bitcast %329 : vector<2xi32> to vector<2xf32>
          %331 = llvm.mlir.undef : vector<2xi32>
          %332 = llvm.bitcast %267 : f32 to i32
          %c0_i32_91 = arith.constant 0 : i32
          %333 = llvm.insertelement %332, %331[%c0_i32_91 : i32] : vector<2xi32>
          %334 = llvm.bitcast %268 : f32 to i32
          %c1_i32_92 = arith.constant 1 : i32
          %335 = llvm.insertelement %334, %333[%c1_i32_92 : i32] : vector<2xi32>
          %336 = vector.bitcast %335 : vector<2xi32> to vector<2xf32>
          %337 = llvm.mlir.undef : vector<2xi32>
          %338 = llvm.bitcast %269 : f32 to i32
          %c0_i32_93 = arith.constant 0 : i32
          %339 = llvm.insertelement %338, %337[%c0_i32_93 : i32] : vector<2xi32>
          %340 = llvm.bitcast %270 : f32 to i32
          %c1_i32_94 = arith.constant 1 : i32
          %341 = llvm.insertelement %340, %339[%c1_i32_94 : i32] : vector<2xi32>
          %342 = vector.bitcast %341 : vector<2xi32> to vector<2xf32>
          %343 = llvm.mlir.undef : vector<2xi32>
          %344 = llvm.bitcast %271 : f32 to i32
          %c0_i32_95 = arith.constant 0 : i32
          %345 = llvm.insertelement %344, %343[%c0_i32_95 : i32] : vector<2xi32>
          %346 = llvm.bitcast %272 : f32 to i32
          %c1_i32_96 = arith.constant 1 : i32
          %347 = llvm.insertelement %346, %345[%c1_i32_96 : i32] : vector<2xi32>
          %348 = vector.bitcast %347 : vector<2xi32> to vector<2xf32>
          %349 = llvm.mlir.undef : vector<2xi32>
          %350 = llvm.bitcast %273 : f32 to i32
          %c0_i32_97 = arith.constant 0 : i32
          %351 = llvm.insertelement %350, %349[%c0_i32_97 : i32] : vector<2xi32>
          %352 = llvm.bitcast %274 : f32 to i32
          %c1_i32_98 = arith.constant 1 : i32
          %353 = llvm.insertelement %352, %351[%c1_i32_98 : i32] : vector<2xi32>
          %354 = vector.bitcast %353 : vector<2xi32> to vector<2xf32>
          %355 = llvm.mlir.undef : vector<2xi32>
          %356 = llvm.bitcast %275 : f32 to i32
          %c0_i32_99 = arith.constant 0 : i32
          %357 = llvm.insertelement %356, %355[%c0_i32_99 : i32] : vector<2xi32>
          %358 = llvm.bitcast %276 : f32 to i32
          %c1_i32_100 = arith.constant 1 : i32
          %359 = llvm.insertelement %358, %357[%c1_i32_100 : i32] : vector<2xi32>
          %360 = vector.bitcast %359 : vector<2xi32> to vector<2xf32>
          %361 = llvm.mlir.undef : vector<2xi32>
          %362 = llvm.bitcast %277 : f32 to i32
          %c0_i32_101 = arith.constant 0 : i32
          %363 = llvm.insertelement %362, %361[%c0_i32_101 : i32] : vector<2xi32>
          %364 = llvm.bitcast %278 : f32 to i32
          %c1_i32_102 = arith.constant 1 : i32
          %365 = llvm.insertelement %364, %363[%c1_i32_102 : i32] : vector<2xi32>
          %366 = vector.bitcast %365 : vector<2xi32> to vector<2xf32>
          %367 = llvm.mlir.undef : vector<2xi32>
          %368 = llvm.bitcast %279 : f32 to i32
          %c0_i32_103 = arith.constant 0 : i32
          %369 = llvm.insertelement %368, %367[%c0_i32_103 : i32] : vector<2xi32>
          %370 = llvm.bitcast %280 : f32 to i32
          %c1_i32_104 = arith.constant 1 : i32
          %371 = llvm.insertelement %370, %369[%c1_i32_104 : i32] : vector<2xi32>
          %372 = vector.bitcast %371 : vector<2xi32> to vector<2xf32>
          %373 = llvm.mlir.undef : vector<2xi32>
          %374 = llvm.bitcast %281 : f32 to i32
          %c0_i32_105 = arith.constant 0 : i32
          %375 = llvm.insertelement %374, %373[%c0_i32_105 : i32] : vector<2xi32>
          %376 = llvm.bitcast %282 : f32 to i32
          %c1_i32_106 = arith.constant 1 : i32
          %377 = llvm.insertelement %376, %375[%c1_i32_106 : i32] : vector<2xi32>
          %378 = vector.bitcast %377 : vector<2xi32> to vector<2xf32>
          %379 = builtin.unrealized_conversion_cast %288, %294, %300, %306, %312, %318, %324, %330, %336, %342, %348, %354, %360, %366, %372, %378 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> to vector<64x64xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
          nvvm.wgmma.fence.aligned
          %380:16 = builtin.unrealized_conversion_cast %379 : vector<64x64xf32> to vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
          %381:18 = scf.for %arg15 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg16 = %380#0, %arg17 = %380#1, %arg18 = %380#2, %arg19 = %380#3, %arg20 = %380#4, %arg21 = %380#5, %arg22 = %380#6, %arg23 = %380#7, %arg24 = %380#8, %arg25 = %380#9, %arg26 = %380#10, %arg27 = %380#11, %arg28 = %380#12, %arg29 = %380#13, %arg30 = %380#14, %arg31 = %380#15, %arg32 = %c0_i32, %arg33 = %c0_i32) -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, i32, i32)  : i32 {
            %654 = builtin.unrealized_conversion_cast %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> to vector<64x64xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
            %655 = arith.addi %arg32, %c1_i32 : i32
            %656 = arith.remsi %arg32, %c2_i32 : i32
            %657 = arith.index_cast %656 : i32 to index
            %658 = arith.index_castui %657 : index to i32
            %659 = memref.load %alloca[] : memref<i32>
            %660 = arith.shli %c1_i32, %658 : i32
            %661 = arith.andi %659, %660 : i32
            %662 = arith.cmpi ne, %661, %c0_i32 : i32
            %663 = arith.xori %659, %660 : i32
            memref.store %663, %alloca[] : memref<i32>
            %664 = arith.extui %662 : i1 to i32
            %665 = llvm.getelementptr %175[%658] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.try_wait.parity %665, %664, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            %666 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
            %c16384 = arith.constant 16384 : index
            %view_249 = memref.view %666[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>>
            %667 = builtin.unrealized_conversion_cast %view_249 : memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x128x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %668 = builtin.unrealized_conversion_cast %667 : memref<2x128x64xf16, #gpu.address_space<workgroup>> to memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>>
            %669 = builtin.unrealized_conversion_cast %668 : memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x128x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %670 = builtin.unrealized_conversion_cast %669 : memref<2x128x64xf16, #gpu.address_space<workgroup>> to memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>>
            %subview_250 = memref.subview %670[%657, 0, 0, 0, 0] [1, 16, 1, 8, 64] [1, 1, 1, 1, 1] : memref<2x16x1x8x64xf16, #gpu.address_space<workgroup>> to memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %671 = builtin.unrealized_conversion_cast %subview_250 : memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %672 = arith.index_cast %211 : i32 to index
            %673 = builtin.unrealized_conversion_cast %671 : memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %c8_251 = arith.constant 8 : index
            %674 = arith.divui %672, %c8_251 : index
            %subview_252 = memref.subview %673[%674, 0, 0, 0] [8, 1, 8, 64] [1, 1, 1, 1] : memref<16x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %675 = builtin.unrealized_conversion_cast %subview_252 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %676 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
            %c49152 = arith.constant 49152 : index
            %view_253 = memref.view %676[%c49152][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
            %677 = builtin.unrealized_conversion_cast %view_253 : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %678 = builtin.unrealized_conversion_cast %677 : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
            %679 = builtin.unrealized_conversion_cast %678 : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %680 = builtin.unrealized_conversion_cast %679 : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
            %subview_254 = memref.subview %680[%657, 0, 0, 0, 0] [1, 8, 1, 8, 64] [1, 1, 1, 1, 1] : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %681 = builtin.unrealized_conversion_cast %subview_254 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %682:16 = builtin.unrealized_conversion_cast %654 : vector<64x64xf32> to vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
            %683 = vector.extract_strided_slice %682#0 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %684 = vector.extract_strided_slice %682#0 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %685 = vector.extract_strided_slice %682#1 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %686 = vector.extract_strided_slice %682#1 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %687 = vector.extract_strided_slice %682#2 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %688 = vector.extract_strided_slice %682#2 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %689 = vector.extract_strided_slice %682#3 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %690 = vector.extract_strided_slice %682#3 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %691 = vector.extract_strided_slice %682#4 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %692 = vector.extract_strided_slice %682#4 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %693 = vector.extract_strided_slice %682#5 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %694 = vector.extract_strided_slice %682#5 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %695 = vector.extract_strided_slice %682#6 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %696 = vector.extract_strided_slice %682#6 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %697 = vector.extract_strided_slice %682#7 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %698 = vector.extract_strided_slice %682#7 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %699 = vector.extract_strided_slice %682#8 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %700 = vector.extract_strided_slice %682#8 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %701 = vector.extract_strided_slice %682#9 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %702 = vector.extract_strided_slice %682#9 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %703 = vector.extract_strided_slice %682#10 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %704 = vector.extract_strided_slice %682#10 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %705 = vector.extract_strided_slice %682#11 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %706 = vector.extract_strided_slice %682#11 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %707 = vector.extract_strided_slice %682#12 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %708 = vector.extract_strided_slice %682#12 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %709 = vector.extract_strided_slice %682#13 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %710 = vector.extract_strided_slice %682#13 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %711 = vector.extract_strided_slice %682#14 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %712 = vector.extract_strided_slice %682#14 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %713 = vector.extract_strided_slice %682#15 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %714 = vector.extract_strided_slice %682#15 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %715 = builtin.unrealized_conversion_cast %675 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %716 = builtin.unrealized_conversion_cast %681 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %717 = builtin.unrealized_conversion_cast %715 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
            %718 = llvm.extractvalue %717[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
            %719 = llvm.extractvalue %717[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
            %c2_i64_255 = arith.constant 2 : i64
            %720 = llvm.mul %719, %c2_i64_255 : i64
            %721 = llvm.ptrtoint %718 : !llvm.ptr<3> to i64
            %722 = llvm.add %721, %720 : i64
            %723 = llvm.inttoptr %722 : i64 to !llvm.ptr<3>
            %724 = llvm.ptrtoint %723 : !llvm.ptr<3> to i64
            %c262143_i64 = arith.constant 262143 : i64
            %725 = llvm.and %724, %c262143_i64 : i64
            %c4_i64_256 = arith.constant 4 : i64
            %726 = llvm.lshr %725, %c4_i64_256 : i64
            %c4611686293305294848_i64 = arith.constant 4611686293305294848 : i64
            %727 = llvm.or %726, %c4611686293305294848_i64 : i64
            %728 = builtin.unrealized_conversion_cast %716 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
            %729 = llvm.extractvalue %728[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
            %730 = llvm.extractvalue %728[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
            %c2_i64_257 = arith.constant 2 : i64
            %731 = llvm.mul %730, %c2_i64_257 : i64
            %732 = llvm.ptrtoint %729 : !llvm.ptr<3> to i64
            %733 = llvm.add %732, %731 : i64
            %734 = llvm.inttoptr %733 : i64 to !llvm.ptr<3>
            %735 = llvm.ptrtoint %734 : !llvm.ptr<3> to i64
            %c262143_i64_258 = arith.constant 262143 : i64
            %736 = llvm.and %735, %c262143_i64_258 : i64
            %c4_i64_259 = arith.constant 4 : i64
            %737 = llvm.lshr %736, %c4_i64_259 : i64
            %c4611686293309489152_i64 = arith.constant 4611686293309489152 : i64
            %738 = llvm.or %737, %c4611686293309489152_i64 : i64
            %c0_i64 = arith.constant 0 : i64
            %739 = llvm.add %727, %c0_i64 : i64
            %c0_i64_260 = arith.constant 0 : i64
            %740 = llvm.add %738, %c0_i64_260 : i64
            %741 = llvm.mlir.constant(1 : i32) : i32
            %742 = llvm.mlir.constant(0 : i32) : i32
            %743 = llvm.mlir.constant(1 : i32) : i32
            %744 = llvm.inline_asm has_side_effects asm_dialect = att "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, p, $67, $68, $69, $70; }\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n" %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %739, %740, %741, %741, %741, %742, %743 : (vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
            %745 = llvm.extractvalue %744[0] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %746 = llvm.extractvalue %744[1] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %747 = llvm.extractvalue %744[2] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %748 = llvm.extractvalue %744[3] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %749 = llvm.extractvalue %744[4] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %750 = llvm.extractvalue %744[5] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %751 = llvm.extractvalue %744[6] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %752 = llvm.extractvalue %744[7] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %753 = llvm.extractvalue %744[8] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %754 = llvm.extractvalue %744[9] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %755 = llvm.extractvalue %744[10] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %756 = llvm.extractvalue %744[11] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %757 = llvm.extractvalue %744[12] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %758 = llvm.extractvalue %744[13] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %759 = llvm.extractvalue %744[14] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %760 = llvm.extractvalue %744[15] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %761 = llvm.extractvalue %744[16] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %762 = llvm.extractvalue %744[17] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %763 = llvm.extractvalue %744[18] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %764 = llvm.extractvalue %744[19] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %765 = llvm.extractvalue %744[20] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %766 = llvm.extractvalue %744[21] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %767 = llvm.extractvalue %744[22] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %768 = llvm.extractvalue %744[23] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %769 = llvm.extractvalue %744[24] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %770 = llvm.extractvalue %744[25] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %771 = llvm.extractvalue %744[26] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %772 = llvm.extractvalue %744[27] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %773 = llvm.extractvalue %744[28] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %774 = llvm.extractvalue %744[29] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %775 = llvm.extractvalue %744[30] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %776 = llvm.extractvalue %744[31] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %777 = llvm.mlir.constant(2 : i64) : i64
            %778 = llvm.add %739, %777 : i64
            %779 = llvm.mlir.constant(128 : i64) : i64
            %780 = llvm.add %740, %779 : i64
            %781 = llvm.inline_asm has_side_effects asm_dialect = att "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, p, $67, $68, $69, $70; }\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n" %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %778, %780, %741, %741, %741, %742, %743 : (vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
            %782 = llvm.extractvalue %781[0] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %783 = llvm.extractvalue %781[1] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %784 = llvm.extractvalue %781[2] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %785 = llvm.extractvalue %781[3] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %786 = llvm.extractvalue %781[4] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %787 = llvm.extractvalue %781[5] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %788 = llvm.extractvalue %781[6] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %789 = llvm.extractvalue %781[7] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %790 = llvm.extractvalue %781[8] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %791 = llvm.extractvalue %781[9] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %792 = llvm.extractvalue %781[10] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %793 = llvm.extractvalue %781[11] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %794 = llvm.extractvalue %781[12] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %795 = llvm.extractvalue %781[13] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %796 = llvm.extractvalue %781[14] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %797 = llvm.extractvalue %781[15] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %798 = llvm.extractvalue %781[16] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %799 = llvm.extractvalue %781[17] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %800 = llvm.extractvalue %781[18] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %801 = llvm.extractvalue %781[19] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %802 = llvm.extractvalue %781[20] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %803 = llvm.extractvalue %781[21] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %804 = llvm.extractvalue %781[22] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %805 = llvm.extractvalue %781[23] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %806 = llvm.extractvalue %781[24] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %807 = llvm.extractvalue %781[25] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %808 = llvm.extractvalue %781[26] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %809 = llvm.extractvalue %781[27] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %810 = llvm.extractvalue %781[28] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %811 = llvm.extractvalue %781[29] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %812 = llvm.extractvalue %781[30] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %813 = llvm.extractvalue %781[31] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %814 = llvm.mlir.constant(2 : i64) : i64
            %815 = llvm.add %778, %814 : i64
            %816 = llvm.mlir.constant(128 : i64) : i64
            %817 = llvm.add %780, %816 : i64
            %818 = llvm.inline_asm has_side_effects asm_dialect = att "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, p, $67, $68, $69, $70; }\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n" %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %815, %817, %741, %741, %741, %742, %743 : (vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
            %819 = llvm.extractvalue %818[0] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %820 = llvm.extractvalue %818[1] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %821 = llvm.extractvalue %818[2] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %822 = llvm.extractvalue %818[3] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %823 = llvm.extractvalue %818[4] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %824 = llvm.extractvalue %818[5] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %825 = llvm.extractvalue %818[6] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %826 = llvm.extractvalue %818[7] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %827 = llvm.extractvalue %818[8] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %828 = llvm.extractvalue %818[9] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %829 = llvm.extractvalue %818[10] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %830 = llvm.extractvalue %818[11] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %831 = llvm.extractvalue %818[12] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %832 = llvm.extractvalue %818[13] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %833 = llvm.extractvalue %818[14] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %834 = llvm.extractvalue %818[15] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %835 = llvm.extractvalue %818[16] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %836 = llvm.extractvalue %818[17] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %837 = llvm.extractvalue %818[18] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %838 = llvm.extractvalue %818[19] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %839 = llvm.extractvalue %818[20] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %840 = llvm.extractvalue %818[21] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %841 = llvm.extractvalue %818[22] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %842 = llvm.extractvalue %818[23] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %843 = llvm.extractvalue %818[24] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %844 = llvm.extractvalue %818[25] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %845 = llvm.extractvalue %818[26] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %846 = llvm.extractvalue %818[27] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %847 = llvm.extractvalue %818[28] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %848 = llvm.extractvalue %818[29] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %849 = llvm.extractvalue %818[30] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %850 = llvm.extractvalue %818[31] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %851 = llvm.mlir.constant(2 : i64) : i64
            %852 = llvm.add %815, %851 : i64
            %853 = llvm.mlir.constant(128 : i64) : i64
            %854 = llvm.add %817, %853 : i64
            %855 = llvm.inline_asm has_side_effects asm_dialect = att "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, p, $67, $68, $69, $70; }\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n" %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %852, %854, %741, %741, %741, %742, %743 : (vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
            %856 = llvm.extractvalue %855[0] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %857 = llvm.extractvalue %855[1] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %858 = llvm.extractvalue %855[2] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %859 = llvm.extractvalue %855[3] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %860 = llvm.extractvalue %855[4] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %861 = llvm.extractvalue %855[5] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %862 = llvm.extractvalue %855[6] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %863 = llvm.extractvalue %855[7] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %864 = llvm.extractvalue %855[8] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %865 = llvm.extractvalue %855[9] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %866 = llvm.extractvalue %855[10] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %867 = llvm.extractvalue %855[11] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %868 = llvm.extractvalue %855[12] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %869 = llvm.extractvalue %855[13] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %870 = llvm.extractvalue %855[14] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %871 = llvm.extractvalue %855[15] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %872 = llvm.extractvalue %855[16] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %873 = llvm.extractvalue %855[17] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %874 = llvm.extractvalue %855[18] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %875 = llvm.extractvalue %855[19] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %876 = llvm.extractvalue %855[20] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %877 = llvm.extractvalue %855[21] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %878 = llvm.extractvalue %855[22] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %879 = llvm.extractvalue %855[23] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %880 = llvm.extractvalue %855[24] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %881 = llvm.extractvalue %855[25] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %882 = llvm.extractvalue %855[26] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %883 = llvm.extractvalue %855[27] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %884 = llvm.extractvalue %855[28] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %885 = llvm.extractvalue %855[29] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %886 = llvm.extractvalue %855[30] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %887 = llvm.extractvalue %855[31] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %888 = vector.shuffle %856, %857 [0, 1] : vector<1xf32>, vector<1xf32>
            %889 = vector.shuffle %858, %859 [0, 1] : vector<1xf32>, vector<1xf32>
            %890 = vector.shuffle %860, %861 [0, 1] : vector<1xf32>, vector<1xf32>
            %891 = vector.shuffle %862, %863 [0, 1] : vector<1xf32>, vector<1xf32>
            %892 = vector.shuffle %864, %865 [0, 1] : vector<1xf32>, vector<1xf32>
            %893 = vector.shuffle %866, %867 [0, 1] : vector<1xf32>, vector<1xf32>
            %894 = vector.shuffle %868, %869 [0, 1] : vector<1xf32>, vector<1xf32>
            %895 = vector.shuffle %870, %871 [0, 1] : vector<1xf32>, vector<1xf32>
            %896 = vector.shuffle %872, %873 [0, 1] : vector<1xf32>, vector<1xf32>
            %897 = vector.shuffle %874, %875 [0, 1] : vector<1xf32>, vector<1xf32>
            %898 = vector.shuffle %876, %877 [0, 1] : vector<1xf32>, vector<1xf32>
            %899 = vector.shuffle %878, %879 [0, 1] : vector<1xf32>, vector<1xf32>
            %900 = vector.shuffle %880, %881 [0, 1] : vector<1xf32>, vector<1xf32>
            %901 = vector.shuffle %882, %883 [0, 1] : vector<1xf32>, vector<1xf32>
            %902 = vector.shuffle %884, %885 [0, 1] : vector<1xf32>, vector<1xf32>
            %903 = vector.shuffle %886, %887 [0, 1] : vector<1xf32>, vector<1xf32>
            %904 = builtin.unrealized_conversion_cast %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> to vector<64x64xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %905 = llvm.getelementptr %186[%658] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %906 = builtin.unrealized_conversion_cast %905 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
            %907 = builtin.unrealized_conversion_cast %906 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
            %c0_i64_261 = arith.constant 0 : i64
            %908 = llvm.getelementptr %907[%c0_i64_261] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
            %909 = llvm.inline_asm has_side_effects " mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;", "=l,r" %908 : (!llvm.ptr<3>) -> i64
            nvvm.cp.async.bulk.commit.group
            %910 = arith.addi %arg33, %c1_i32 : i32
            %911 = arith.cmpi eq, %910, %c2_i32 : i32
            %912 = arith.select %911, %c0_i32, %910 : i32
            %913:16 = builtin.unrealized_conversion_cast %904 : vector<64x64xf32> to vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
            scf.yield %913#0, %913#1, %913#2, %913#3, %913#4, %913#5, %913#6, %913#7, %913#8, %913#9, %913#10, %913#11, %913#12, %913#13, %913#14, %913#15, %655, %912 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, i32, i32
          }
          %382 = builtin.unrealized_conversion_cast %381#0, %381#1, %381#2, %381#3, %381#4, %381#5, %381#6, %381#7, %381#8, %381#9, %381#10, %381#11, %381#12, %381#13, %381#14, %381#15 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> to vector<64x64xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
          nvvm.wgmma.wait.group.sync.aligned 0
          %383:16 = builtin.unrealized_conversion_cast %382 : vector<64x64xf32> to vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
          %384 = arith.truncf %383#0 : vector<2xf32> to vector<2xf16>
          %385 = arith.truncf %383#1 : vector<2xf32> to vector<2xf16>
          %386 = arith.truncf %383#2 : vector<2xf32> to vector<2xf16>
          %387 = arith.truncf %383#3 : vector<2xf32> to vector<2xf16>
          %388 = arith.truncf %383#4 : vector<2xf32> to vector<2xf16>
          %389 = arith.truncf %383#5 : vector<2xf32> to vector<2xf16>
          %390 = arith.truncf %383#6 : vector<2xf32> to vector<2xf16>
          %391 = arith.truncf %383#7 : vector<2xf32> to vector<2xf16>
          %392 = arith.truncf %383#8 : vector<2xf32> to vector<2xf16>
          %393 = arith.truncf %383#9 : vector<2xf32> to vector<2xf16>
          %394 = arith.truncf %383#10 : vector<2xf32> to vector<2xf16>
          %395 = arith.truncf %383#11 : vector<2xf32> to vector<2xf16>
          %396 = arith.truncf %383#12 : vector<2xf32> to vector<2xf16>
          %397 = arith.truncf %383#13 : vector<2xf32> to vector<2xf16>
          %398 = arith.truncf %383#14 : vector<2xf32> to vector<2xf16>
          %399 = arith.truncf %383#15 : vector<2xf32> to vector<2xf16>
          %400 = builtin.unrealized_conversion_cast %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399 : vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16> to vector<64x64xf16> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
          nvvm.cp.async.bulk.wait_group 0 {read}
          %401 = arith.addi %203, %c1_i32 : i32
          %402 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %401 : (i32) -> !llvm.void
          nvvm.cp.async.bulk.wait_group 1 {read}
          %403 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %401 : (i32) -> !llvm.void
          %404 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
          %c0 = arith.constant 0 : index
          %view_107 = memref.view %404[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %405 = builtin.unrealized_conversion_cast %view_107 : memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x1x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %406 = builtin.unrealized_conversion_cast %405 : memref<2x1x64x64xf16, #gpu.address_space<workgroup>> to memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %407 = builtin.unrealized_conversion_cast %406 : memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x1x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %408 = arith.index_cast %204 : i32 to index
          %409 = builtin.unrealized_conversion_cast %407 : memref<2x1x64x64xf16, #gpu.address_space<workgroup>> to memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %subview = memref.subview %409[%408, 0, 0, 0, 0, 0] [1, 1, 8, 1, 8, 64] [1, 1, 1, 1, 1, 1] : memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %410 = builtin.unrealized_conversion_cast %subview : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %411:16 = builtin.unrealized_conversion_cast %400 : vector<64x64xf16> to vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
          %thread_id_x_108 = gpu.thread_id x
          %412 = arith.index_cast %thread_id_x_108 : index to i32
          %block_dim_x_109 = gpu.block_dim x
          %413 = arith.index_cast %block_dim_x_109 : index to i32
          %thread_id_y_110 = gpu.thread_id y
          %414 = arith.index_cast %thread_id_y_110 : index to i32
          %415 = arith.muli %414, %413 : i32
          %416 = arith.addi %412, %415 : i32
          %block_dim_y_111 = gpu.block_dim y
          %417 = arith.index_cast %block_dim_y_111 : index to i32
          %418 = arith.muli %413, %417 : i32
          %thread_id_z_112 = gpu.thread_id z
          %419 = arith.index_cast %thread_id_z_112 : index to i32
          %420 = arith.muli %419, %418 : i32
          %421 = arith.addi %416, %420 : i32
          %block_dim_z_113 = gpu.block_dim z
          %422 = arith.index_cast %block_dim_z_113 : index to i32
          %423 = arith.muli %418, %422 : i32
          %c7_i32_114 = arith.constant 7 : i32
          %424 = arith.shrui %421, %c7_i32_114 : i32
          %c1_i32_115 = arith.constant 1 : i32
          %425 = arith.addi %424, %c1_i32_115 : i32
          %426 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %425 : (i32) -> !llvm.void
          %427 = builtin.unrealized_conversion_cast %410 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %c512_i32 = arith.constant 512 : i32
          %c0_i32_116 = arith.constant 0 : i32
          %c256_i32_117 = arith.constant 256 : i32
          %c0_i32_118 = arith.constant 0 : i32
          %c32_i32 = arith.constant 32 : i32
          %c1_i32_119 = arith.constant 1 : i32
          %c0_i32_120 = arith.constant 0 : i32
          %thread_id_x_121 = gpu.thread_id x
          %428 = arith.index_cast %thread_id_x_121 : index to i32
          %block_dim_x_122 = gpu.block_dim x
          %429 = arith.index_cast %block_dim_x_122 : index to i32
          %thread_id_y_123 = gpu.thread_id y
          %430 = arith.index_cast %thread_id_y_123 : index to i32
          %431 = arith.muli %430, %429 : i32
          %432 = arith.addi %428, %431 : i32
          %block_dim_y_124 = gpu.block_dim y
          %433 = arith.index_cast %block_dim_y_124 : index to i32
          %434 = arith.muli %429, %433 : i32
          %thread_id_z_125 = gpu.thread_id z
          %435 = arith.index_cast %thread_id_z_125 : index to i32
          %436 = arith.muli %435, %434 : i32
          %437 = arith.addi %432, %436 : i32
          %block_dim_z_126 = gpu.block_dim z
          %438 = arith.index_cast %block_dim_z_126 : index to i32
          %439 = arith.muli %434, %438 : i32
          %c32_i32_127 = arith.constant 32 : i32
          %440 = arith.remui %437, %c32_i32_127 : i32
          %c4_i32_128 = arith.constant 4 : i32
          %441 = arith.divui %440, %c4_i32_128 : i32
          %c8_i32 = arith.constant 8 : i32
          %442 = arith.remui %441, %c8_i32 : i32
          %c1_i32_129 = arith.constant 1 : i32
          %443 = arith.divui %440, %c1_i32_129 : i32
          %c4_i32_130 = arith.constant 4 : i32
          %444 = arith.remui %443, %c4_i32_130 : i32
          %c0_i32_131 = arith.constant 0 : i32
          %c1_i32_132 = arith.constant 1 : i32
          %445 = arith.divui %c0_i32_131, %c1_i32_132 : i32
          %c1_i32_133 = arith.constant 1 : i32
          %446 = arith.divui %c0_i32_131, %c1_i32_133 : i32
          %c1_i32_134 = arith.constant 1 : i32
          %447 = arith.divui %442, %c1_i32_134 : i32
          %c1_i32_135 = arith.constant 1 : i32
          %448 = arith.divui %444, %c1_i32_135 : i32
          %c1_i32_136 = arith.constant 1 : i32
          %449 = arith.divui %c0_i32_131, %c1_i32_136 : i32
          %450 = arith.muli %445, %c512_i32 : i32
          %451 = arith.muli %c0_i32_131, %c0_i32_116 : i32
          %452 = arith.addi %450, %451 : i32
          %453 = arith.muli %446, %c256_i32_117 : i32
          %454 = arith.addi %452, %453 : i32
          %455 = arith.muli %c0_i32_131, %c0_i32_118 : i32
          %456 = arith.addi %454, %455 : i32
          %457 = arith.muli %447, %c32_i32 : i32
          %458 = arith.addi %456, %457 : i32
          %459 = arith.muli %448, %c1_i32_119 : i32
          %460 = arith.addi %458, %459 : i32
          %461 = arith.muli %449, %c0_i32_120 : i32
          %462 = arith.addi %460, %461 : i32
          %thread_id_x_137 = gpu.thread_id x
          %463 = arith.index_cast %thread_id_x_137 : index to i32
          %block_dim_x_138 = gpu.block_dim x
          %464 = arith.index_cast %block_dim_x_138 : index to i32
          %thread_id_y_139 = gpu.thread_id y
          %465 = arith.index_cast %thread_id_y_139 : index to i32
          %466 = arith.muli %465, %464 : i32
          %467 = arith.addi %463, %466 : i32
          %block_dim_y_140 = gpu.block_dim y
          %468 = arith.index_cast %block_dim_y_140 : index to i32
          %469 = arith.muli %464, %468 : i32
          %thread_id_z_141 = gpu.thread_id z
          %470 = arith.index_cast %thread_id_z_141 : index to i32
          %471 = arith.muli %470, %469 : i32
          %472 = arith.addi %467, %471 : i32
          %block_dim_z_142 = gpu.block_dim z
          %473 = arith.index_cast %block_dim_z_142 : index to i32
          %474 = arith.muli %469, %473 : i32
          %c32_i32_143 = arith.constant 32 : i32
          %475 = arith.divui %472, %c32_i32_143 : i32
          %c4_i32_144 = arith.constant 4 : i32
          %476 = arith.remui %475, %c4_i32_144 : i32
          %c1_i32_145 = arith.constant 1 : i32
          %477 = arith.divui %476, %c1_i32_145 : i32
          %c4_i32_146 = arith.constant 4 : i32
          %478 = arith.remui %477, %c4_i32_146 : i32
          %c0_i32_147 = arith.constant 0 : i32
          %c1_i32_148 = arith.constant 1 : i32
          %479 = arith.divui %478, %c1_i32_148 : i32
          %c1_i32_149 = arith.constant 1 : i32
          %480 = arith.divui %c0_i32_147, %c1_i32_149 : i32
          %c1_i32_150 = arith.constant 1 : i32
          %481 = arith.divui %c0_i32_147, %c1_i32_150 : i32
          %c1_i32_151 = arith.constant 1 : i32
          %482 = arith.divui %c0_i32_147, %c1_i32_151 : i32
          %c1_i32_152 = arith.constant 1 : i32
          %483 = arith.divui %c0_i32_147, %c1_i32_152 : i32
          %484 = arith.muli %479, %c512_i32 : i32
          %485 = arith.muli %c0_i32_147, %c0_i32_116 : i32
          %486 = arith.addi %484, %485 : i32
          %487 = arith.muli %480, %c256_i32_117 : i32
          %488 = arith.addi %486, %487 : i32
          %489 = arith.muli %c0_i32_147, %c0_i32_118 : i32
          %490 = arith.addi %488, %489 : i32
          %491 = arith.muli %481, %c32_i32 : i32
          %492 = arith.addi %490, %491 : i32
          %493 = arith.muli %482, %c1_i32_119 : i32
          %494 = arith.addi %492, %493 : i32
          %495 = arith.muli %483, %c0_i32_120 : i32
          %496 = arith.addi %494, %495 : i32
          %497 = arith.addi %462, %496 : i32
          %498 = builtin.unrealized_conversion_cast %427 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
          %499 = llvm.extractvalue %498[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %500 = llvm.extractvalue %498[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %c2_i64 = arith.constant 2 : i64
          %501 = llvm.mul %500, %c2_i64 : i64
          %502 = llvm.ptrtoint %499 : !llvm.ptr<3> to i64
          %503 = llvm.add %502, %501 : i64
          %504 = llvm.inttoptr %503 : i64 to !llvm.ptr<3>
          %c0_i32_153 = arith.constant 0 : i32
          %505 = arith.addi %497, %c0_i32_153 : i32
          %c32_i32_154 = arith.constant 32 : i32
          %506 = arith.divui %505, %c32_i32_154 : i32
          %c8_i32_155 = arith.constant 8 : i32
          %507 = arith.remui %506, %c8_i32_155 : i32
          %c4_i32_156 = arith.constant 4 : i32
          %508 = arith.muli %507, %c4_i32_156 : i32
          %509 = arith.xori %505, %508 : i32
          %510 = llvm.getelementptr %504[%509] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_157 = arith.constant 0 : i32
          %511 = llvm.getelementptr %510[%c0_i32_157] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#0, %511 : vector<2xf16>, !llvm.ptr<3>
          %c0_i32_158 = arith.constant 0 : i32
          %512 = arith.addi %497, %c0_i32_158 : i32
          %c32_i32_159 = arith.constant 32 : i32
          %513 = arith.divui %512, %c32_i32_159 : i32
          %c8_i32_160 = arith.constant 8 : i32
          %514 = arith.remui %513, %c8_i32_160 : i32
          %c4_i32_161 = arith.constant 4 : i32
          %515 = arith.muli %514, %c4_i32_161 : i32
          %516 = arith.xori %512, %515 : i32
          %517 = llvm.getelementptr %504[%516] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_162 = arith.constant 256 : i32
          %518 = llvm.getelementptr %517[%c256_i32_162] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#1, %518 : vector<2xf16>, !llvm.ptr<3>
          %c4_i32_163 = arith.constant 4 : i32
          %519 = arith.addi %497, %c4_i32_163 : i32
          %c32_i32_164 = arith.constant 32 : i32
          %520 = arith.divui %519, %c32_i32_164 : i32
          %c8_i32_165 = arith.constant 8 : i32
          %521 = arith.remui %520, %c8_i32_165 : i32
          %c4_i32_166 = arith.constant 4 : i32
          %522 = arith.muli %521, %c4_i32_166 : i32
          %523 = arith.xori %519, %522 : i32
          %524 = llvm.getelementptr %504[%523] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_167 = arith.constant 0 : i32
          %525 = llvm.getelementptr %524[%c0_i32_167] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#2, %525 : vector<2xf16>, !llvm.ptr<3>
          %c4_i32_168 = arith.constant 4 : i32
          %526 = arith.addi %497, %c4_i32_168 : i32
          %c32_i32_169 = arith.constant 32 : i32
          %527 = arith.divui %526, %c32_i32_169 : i32
          %c8_i32_170 = arith.constant 8 : i32
          %528 = arith.remui %527, %c8_i32_170 : i32
          %c4_i32_171 = arith.constant 4 : i32
          %529 = arith.muli %528, %c4_i32_171 : i32
          %530 = arith.xori %526, %529 : i32
          %531 = llvm.getelementptr %504[%530] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_172 = arith.constant 256 : i32
          %532 = llvm.getelementptr %531[%c256_i32_172] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#3, %532 : vector<2xf16>, !llvm.ptr<3>
          %c8_i32_173 = arith.constant 8 : i32
          %533 = arith.addi %497, %c8_i32_173 : i32
          %c32_i32_174 = arith.constant 32 : i32
          %534 = arith.divui %533, %c32_i32_174 : i32
          %c8_i32_175 = arith.constant 8 : i32
          %535 = arith.remui %534, %c8_i32_175 : i32
          %c4_i32_176 = arith.constant 4 : i32
          %536 = arith.muli %535, %c4_i32_176 : i32
          %537 = arith.xori %533, %536 : i32
          %538 = llvm.getelementptr %504[%537] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_177 = arith.constant 0 : i32
          %539 = llvm.getelementptr %538[%c0_i32_177] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#4, %539 : vector<2xf16>, !llvm.ptr<3>
          %c8_i32_178 = arith.constant 8 : i32
          %540 = arith.addi %497, %c8_i32_178 : i32
          %c32_i32_179 = arith.constant 32 : i32
          %541 = arith.divui %540, %c32_i32_179 : i32
          %c8_i32_180 = arith.constant 8 : i32
          %542 = arith.remui %541, %c8_i32_180 : i32
          %c4_i32_181 = arith.constant 4 : i32
          %543 = arith.muli %542, %c4_i32_181 : i32
          %544 = arith.xori %540, %543 : i32
          %545 = llvm.getelementptr %504[%544] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_182 = arith.constant 256 : i32
          %546 = llvm.getelementptr %545[%c256_i32_182] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#5, %546 : vector<2xf16>, !llvm.ptr<3>
          %c12_i32 = arith.constant 12 : i32
          %547 = arith.addi %497, %c12_i32 : i32
          %c32_i32_183 = arith.constant 32 : i32
          %548 = arith.divui %547, %c32_i32_183 : i32
          %c8_i32_184 = arith.constant 8 : i32
          %549 = arith.remui %548, %c8_i32_184 : i32
          %c4_i32_185 = arith.constant 4 : i32
          %550 = arith.muli %549, %c4_i32_185 : i32
          %551 = arith.xori %547, %550 : i32
          %552 = llvm.getelementptr %504[%551] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_186 = arith.constant 0 : i32
          %553 = llvm.getelementptr %552[%c0_i32_186] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#6, %553 : vector<2xf16>, !llvm.ptr<3>
          %c12_i32_187 = arith.constant 12 : i32
          %554 = arith.addi %497, %c12_i32_187 : i32
          %c32_i32_188 = arith.constant 32 : i32
          %555 = arith.divui %554, %c32_i32_188 : i32
          %c8_i32_189 = arith.constant 8 : i32
          %556 = arith.remui %555, %c8_i32_189 : i32
          %c4_i32_190 = arith.constant 4 : i32
          %557 = arith.muli %556, %c4_i32_190 : i32
          %558 = arith.xori %554, %557 : i32
          %559 = llvm.getelementptr %504[%558] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_191 = arith.constant 256 : i32
          %560 = llvm.getelementptr %559[%c256_i32_191] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#7, %560 : vector<2xf16>, !llvm.ptr<3>
          %c16_i32 = arith.constant 16 : i32
          %561 = arith.addi %497, %c16_i32 : i32
          %c32_i32_192 = arith.constant 32 : i32
          %562 = arith.divui %561, %c32_i32_192 : i32
          %c8_i32_193 = arith.constant 8 : i32
          %563 = arith.remui %562, %c8_i32_193 : i32
          %c4_i32_194 = arith.constant 4 : i32
          %564 = arith.muli %563, %c4_i32_194 : i32
          %565 = arith.xori %561, %564 : i32
          %566 = llvm.getelementptr %504[%565] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_195 = arith.constant 0 : i32
          %567 = llvm.getelementptr %566[%c0_i32_195] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#8, %567 : vector<2xf16>, !llvm.ptr<3>
          %c16_i32_196 = arith.constant 16 : i32
          %568 = arith.addi %497, %c16_i32_196 : i32
          %c32_i32_197 = arith.constant 32 : i32
          %569 = arith.divui %568, %c32_i32_197 : i32
          %c8_i32_198 = arith.constant 8 : i32
          %570 = arith.remui %569, %c8_i32_198 : i32
          %c4_i32_199 = arith.constant 4 : i32
          %571 = arith.muli %570, %c4_i32_199 : i32
          %572 = arith.xori %568, %571 : i32
          %573 = llvm.getelementptr %504[%572] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_200 = arith.constant 256 : i32
          %574 = llvm.getelementptr %573[%c256_i32_200] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#9, %574 : vector<2xf16>, !llvm.ptr<3>
          %c20_i32 = arith.constant 20 : i32
          %575 = arith.addi %497, %c20_i32 : i32
          %c32_i32_201 = arith.constant 32 : i32
          %576 = arith.divui %575, %c32_i32_201 : i32
          %c8_i32_202 = arith.constant 8 : i32
          %577 = arith.remui %576, %c8_i32_202 : i32
          %c4_i32_203 = arith.constant 4 : i32
          %578 = arith.muli %577, %c4_i32_203 : i32
          %579 = arith.xori %575, %578 : i32
          %580 = llvm.getelementptr %504[%579] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_204 = arith.constant 0 : i32
          %581 = llvm.getelementptr %580[%c0_i32_204] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#10, %581 : vector<2xf16>, !llvm.ptr<3>
          %c20_i32_205 = arith.constant 20 : i32
          %582 = arith.addi %497, %c20_i32_205 : i32
          %c32_i32_206 = arith.constant 32 : i32
          %583 = arith.divui %582, %c32_i32_206 : i32
          %c8_i32_207 = arith.constant 8 : i32
          %584 = arith.remui %583, %c8_i32_207 : i32
          %c4_i32_208 = arith.constant 4 : i32
          %585 = arith.muli %584, %c4_i32_208 : i32
          %586 = arith.xori %582, %585 : i32
          %587 = llvm.getelementptr %504[%586] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_209 = arith.constant 256 : i32
          %588 = llvm.getelementptr %587[%c256_i32_209] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#11, %588 : vector<2xf16>, !llvm.ptr<3>
          %c24_i32 = arith.constant 24 : i32
          %589 = arith.addi %497, %c24_i32 : i32
          %c32_i32_210 = arith.constant 32 : i32
          %590 = arith.divui %589, %c32_i32_210 : i32
          %c8_i32_211 = arith.constant 8 : i32
          %591 = arith.remui %590, %c8_i32_211 : i32
          %c4_i32_212 = arith.constant 4 : i32
          %592 = arith.muli %591, %c4_i32_212 : i32
          %593 = arith.xori %589, %592 : i32
          %594 = llvm.getelementptr %504[%593] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_213 = arith.constant 0 : i32
          %595 = llvm.getelementptr %594[%c0_i32_213] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#12, %595 : vector<2xf16>, !llvm.ptr<3>
          %c24_i32_214 = arith.constant 24 : i32
          %596 = arith.addi %497, %c24_i32_214 : i32
          %c32_i32_215 = arith.constant 32 : i32
          %597 = arith.divui %596, %c32_i32_215 : i32
          %c8_i32_216 = arith.constant 8 : i32
          %598 = arith.remui %597, %c8_i32_216 : i32
          %c4_i32_217 = arith.constant 4 : i32
          %599 = arith.muli %598, %c4_i32_217 : i32
          %600 = arith.xori %596, %599 : i32
          %601 = llvm.getelementptr %504[%600] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_218 = arith.constant 256 : i32
          %602 = llvm.getelementptr %601[%c256_i32_218] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#13, %602 : vector<2xf16>, !llvm.ptr<3>
          %c28_i32 = arith.constant 28 : i32
          %603 = arith.addi %497, %c28_i32 : i32
          %c32_i32_219 = arith.constant 32 : i32
          %604 = arith.divui %603, %c32_i32_219 : i32
          %c8_i32_220 = arith.constant 8 : i32
          %605 = arith.remui %604, %c8_i32_220 : i32
          %c4_i32_221 = arith.constant 4 : i32
          %606 = arith.muli %605, %c4_i32_221 : i32
          %607 = arith.xori %603, %606 : i32
          %608 = llvm.getelementptr %504[%607] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_222 = arith.constant 0 : i32
          %609 = llvm.getelementptr %608[%c0_i32_222] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#14, %609 : vector<2xf16>, !llvm.ptr<3>
          %c28_i32_223 = arith.constant 28 : i32
          %610 = arith.addi %497, %c28_i32_223 : i32
          %c32_i32_224 = arith.constant 32 : i32
          %611 = arith.divui %610, %c32_i32_224 : i32
          %c8_i32_225 = arith.constant 8 : i32
          %612 = arith.remui %611, %c8_i32_225 : i32
          %c4_i32_226 = arith.constant 4 : i32
          %613 = arith.muli %612, %c4_i32_226 : i32
          %614 = arith.xori %610, %613 : i32
          %615 = llvm.getelementptr %504[%614] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_227 = arith.constant 256 : i32
          %616 = llvm.getelementptr %615[%c256_i32_227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %411#15, %616 : vector<2xf16>, !llvm.ptr<3>
          %thread_id_x_228 = gpu.thread_id x
          %617 = arith.index_cast %thread_id_x_228 : index to i32
          %block_dim_x_229 = gpu.block_dim x
          %618 = arith.index_cast %block_dim_x_229 : index to i32
          %thread_id_y_230 = gpu.thread_id y
          %619 = arith.index_cast %thread_id_y_230 : index to i32
          %620 = arith.muli %619, %618 : i32
          %621 = arith.addi %617, %620 : i32
          %block_dim_y_231 = gpu.block_dim y
          %622 = arith.index_cast %block_dim_y_231 : index to i32
          %623 = arith.muli %618, %622 : i32
          %thread_id_z_232 = gpu.thread_id z
          %624 = arith.index_cast %thread_id_z_232 : index to i32
          %625 = arith.muli %624, %623 : i32
          %626 = arith.addi %621, %625 : i32
          %block_dim_z_233 = gpu.block_dim z
          %627 = arith.index_cast %block_dim_z_233 : index to i32
          %628 = arith.muli %623, %627 : i32
          %c7_i32_234 = arith.constant 7 : i32
          %629 = arith.shrui %626, %c7_i32_234 : i32
          %c1_i32_235 = arith.constant 1 : i32
          %630 = arith.addi %629, %c1_i32_235 : i32
          %631 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %630 : (i32) -> !llvm.void
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %632 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %401 : (i32) -> !llvm.void
          %633 = builtin.unrealized_conversion_cast %405 : memref<2x1x64x64xf16, #gpu.address_space<workgroup>> to memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %634 = builtin.unrealized_conversion_cast %633 : memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x1x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %635 = builtin.unrealized_conversion_cast %634 : memref<2x1x64x64xf16, #gpu.address_space<workgroup>> to memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %subview_236 = memref.subview %635[%408, 0, 0, 0, 0, 0] [1, 1, 8, 1, 8, 64] [1, 1, 1, 1, 1, 1] : memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %636 = builtin.unrealized_conversion_cast %subview_236 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %637 = builtin.unrealized_conversion_cast %636 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %638 = arith.index_cast %211 : i32 to index
          %639 = arith.index_cast %c0_i32 : i32 to index
          %c8 = arith.constant 8 : index
          %640 = arith.divui %638, %c8 : index
          %c64 = arith.constant 64 : index
          %641 = arith.divui %639, %c64 : index
          %c8_237 = arith.constant 8 : index
          %642 = arith.remui %638, %c8_237 : index
          %c64_238 = arith.constant 64 : index
          %643 = arith.remui %639, %c64_238 : index
          %base_buffer_239, %offset_240, %sizes_241:4, %strides_242:4 = memref.extract_strided_metadata %637 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f16, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index, index, index
          %reinterpret_cast_243 = memref.reinterpret_cast %637 to offset: [%offset_240], sizes: [8, 8, 64], strides: [512, 64, 1] : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x8x64xf16, strided<[512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %c8192_i32 = arith.constant 8192 : i32
          %644 = builtin.unrealized_conversion_cast %reinterpret_cast_243 : memref<8x8x64xf16, strided<[512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
          %645 = llvm.extractvalue %644[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)> 
          %646 = llvm.extractvalue %644[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)> 
          %c2_i64_244 = arith.constant 2 : i64
          %647 = llvm.mul %646, %c2_i64_244 : i64
          %648 = llvm.ptrtoint %645 : !llvm.ptr<3> to i64
          %649 = llvm.add %648, %647 : i64
          %650 = llvm.inttoptr %649 : i64 to !llvm.ptr<3>
          %expand_shape_245 = memref.expand_shape %35 [[0], [1, 2]] output_shape [128, 1, 64] : memref<128x64xf16> into memref<128x1x64xf16>
          %expand_shape_246 = memref.expand_shape %expand_shape_245 [[0, 1], [2], [3]] output_shape [16, 8, 1, 64] : memref<128x1x64xf16> into memref<16x8x1x64xf16>
          %transpose_247 = memref.transpose %expand_shape_246 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<16x8x1x64xf16> to memref<16x1x8x64xf16, strided<[512, 64, 64, 1]>>
          %reinterpret_cast_248 = memref.reinterpret_cast %transpose_247 to offset: [0], sizes: [16, 8, 64], strides: [512, 64, 1] : memref<16x1x8x64xf16, strided<[512, 64, 64, 1]>> to memref<16x8x64xf16, strided<[512, 64, 1]>>
          %651 = arith.index_cast %643 : index to i32
          %652 = arith.index_cast %642 : index to i32
          %653 = arith.index_cast %640 : index to i32
          nvvm.cp.async.bulk.tensor.global.shared.cta %116, %650, box[%651, %652, %653], predicate = %149 : !llvm.ptr, <3>
          nvvm.cp.async.bulk.commit.group
        }
      }
      nvvm.cp.async.bulk.wait_group 0 {read}
      %209 = arith.addi %203, %c1_i32 : i32
      %210 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %209 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
