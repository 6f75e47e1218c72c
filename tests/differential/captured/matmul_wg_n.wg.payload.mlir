// matmul_wg_n.wg: jax's lane-level payload (the mosaic_gpu_v2 custom call's module, decoded; 26152 bytes of bytecode); hopper_matmul.py:matmul_wg_n(f16[64,128], f16[128,128]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
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
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(128 : i64) : i64
    %3 = llvm.mlir.constant(64 : i64) : i64
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
    %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x128xf16> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %16 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
    %18 = llvm.insertvalue %17, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %17, %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %4, %19[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %2, %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %2, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %2, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %1, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<128x128xf16> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %26 = llvm.getelementptr %arg1[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
    %28 = llvm.insertvalue %27, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %27, %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %4, %29[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %3, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %2, %31[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %2, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %1, %33[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = builtin.unrealized_conversion_cast %34 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x128xf16> {mosaic_gpu.from_kernel_arg_idx = 2 : i32, mosaic_gpu.original_kernel_arg}
    %c1_i64 = arith.constant 1 : i64
    %36 = llvm.alloca %c1_i64 x !llvm.array<384 x i8> {alignment = 64 : i64, mosaic_gpu_smem_alloc} : (i64) -> !llvm.ptr
    %37 = llvm.getelementptr %36[0] : (!llvm.ptr) -> !llvm.ptr, i8
    %expand_shape = memref.expand_shape %35 [[0], [1, 2]] output_shape [64, 2, 64] : memref<64x128xf16> into memref<64x2x64xf16>
    %expand_shape_0 = memref.expand_shape %expand_shape [[0, 1], [2], [3]] output_shape [8, 8, 2, 64] : memref<64x2x64xf16> into memref<8x8x2x64xf16>
    %transpose = memref.transpose %expand_shape_0 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<8x8x2x64xf16> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
    %reinterpret_cast = memref.reinterpret_cast %transpose to offset: [0], sizes: [8, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
    %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %reinterpret_cast : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> -> memref<f16>, index, index, index, index, index, index, index, index, index
    %intptr = memref.extract_aligned_pointer_as_index %reinterpret_cast : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> -> index
    %38 = arith.index_cast %intptr : index to i64
    %39 = llvm.inttoptr %38 : i64 to !llvm.ptr
    %40 = arith.index_cast %offset : index to i64
    %41 = llvm.getelementptr %39[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %c5_i64 = arith.constant 5 : i64
    %c4_i64 = arith.constant 4 : i64
    %42 = arith.index_cast %sizes#0 : index to i64
    %43 = arith.index_cast %sizes#1 : index to i64
    %44 = arith.index_cast %sizes#2 : index to i64
    %45 = arith.index_cast %sizes#3 : index to i64
    %c4_i64_1 = arith.constant 4 : i64
    %46 = llvm.alloca %c4_i64_1 x i64 : (i64) -> !llvm.ptr
    %47 = llvm.getelementptr %46[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %42, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %46[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %43, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %46[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %44, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %46[3] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %45, %50 : i64, !llvm.ptr
    %51 = arith.index_cast %strides#0 : index to i64
    %52 = arith.index_cast %strides#1 : index to i64
    %53 = arith.index_cast %strides#2 : index to i64
    %54 = arith.index_cast %strides#3 : index to i64
    %c4_i64_2 = arith.constant 4 : i64
    %55 = llvm.alloca %c4_i64_2 x i64 : (i64) -> !llvm.ptr
    %56 = llvm.getelementptr %55[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %51, %56 : i64, !llvm.ptr
    %57 = llvm.getelementptr %55[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %52, %57 : i64, !llvm.ptr
    %58 = llvm.getelementptr %55[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %53, %58 : i64, !llvm.ptr
    %59 = llvm.getelementptr %55[3] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %54, %59 : i64, !llvm.ptr
    %c128_i64 = arith.constant 128 : i64
    %c8_i64_3 = arith.constant 8 : i64
    %c1_i64_4 = arith.constant 1 : i64
    %c8_i64_5 = arith.constant 8 : i64
    %c64_i64 = arith.constant 64 : i64
    %c4_i64_6 = arith.constant 4 : i64
    %60 = llvm.alloca %c4_i64_6 x i64 : (i64) -> !llvm.ptr
    %61 = llvm.getelementptr %60[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c8_i64_3, %61 : i64, !llvm.ptr
    %62 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c1_i64_4, %62 : i64, !llvm.ptr
    %63 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c8_i64_5, %63 : i64, !llvm.ptr
    %64 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c64_i64, %64 : i64, !llvm.ptr
    call @mosaic_gpu_init_tma_desc(%37, %41, %c5_i64, %c4_i64, %46, %55, %c128_i64, %60) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %65 = llvm.getelementptr %36[128] : (!llvm.ptr) -> !llvm.ptr, i8
    %expand_shape_7 = memref.expand_shape %15 [[0], [1, 2]] output_shape [64, 2, 64] : memref<64x128xf16> into memref<64x2x64xf16>
    %expand_shape_8 = memref.expand_shape %expand_shape_7 [[0, 1], [2], [3]] output_shape [8, 8, 2, 64] : memref<64x2x64xf16> into memref<8x8x2x64xf16>
    %transpose_9 = memref.transpose %expand_shape_8 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<8x8x2x64xf16> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
    %reinterpret_cast_10 = memref.reinterpret_cast %transpose_9 to offset: [0], sizes: [8, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
    %base_buffer_11, %offset_12, %sizes_13:4, %strides_14:4 = memref.extract_strided_metadata %reinterpret_cast_10 : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> -> memref<f16>, index, index, index, index, index, index, index, index, index
    %intptr_15 = memref.extract_aligned_pointer_as_index %reinterpret_cast_10 : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> -> index
    %66 = arith.index_cast %intptr_15 : index to i64
    %67 = llvm.inttoptr %66 : i64 to !llvm.ptr
    %68 = arith.index_cast %offset_12 : index to i64
    %69 = llvm.getelementptr %67[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %c5_i64_16 = arith.constant 5 : i64
    %c4_i64_17 = arith.constant 4 : i64
    %70 = arith.index_cast %sizes_13#0 : index to i64
    %71 = arith.index_cast %sizes_13#1 : index to i64
    %72 = arith.index_cast %sizes_13#2 : index to i64
    %73 = arith.index_cast %sizes_13#3 : index to i64
    %c4_i64_18 = arith.constant 4 : i64
    %74 = llvm.alloca %c4_i64_18 x i64 : (i64) -> !llvm.ptr
    %75 = llvm.getelementptr %74[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %70, %75 : i64, !llvm.ptr
    %76 = llvm.getelementptr %74[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %71, %76 : i64, !llvm.ptr
    %77 = llvm.getelementptr %74[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %72, %77 : i64, !llvm.ptr
    %78 = llvm.getelementptr %74[3] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %73, %78 : i64, !llvm.ptr
    %79 = arith.index_cast %strides_14#0 : index to i64
    %80 = arith.index_cast %strides_14#1 : index to i64
    %81 = arith.index_cast %strides_14#2 : index to i64
    %82 = arith.index_cast %strides_14#3 : index to i64
    %c4_i64_19 = arith.constant 4 : i64
    %83 = llvm.alloca %c4_i64_19 x i64 : (i64) -> !llvm.ptr
    %84 = llvm.getelementptr %83[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %79, %84 : i64, !llvm.ptr
    %85 = llvm.getelementptr %83[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %80, %85 : i64, !llvm.ptr
    %86 = llvm.getelementptr %83[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %81, %86 : i64, !llvm.ptr
    %87 = llvm.getelementptr %83[3] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %82, %87 : i64, !llvm.ptr
    %c128_i64_20 = arith.constant 128 : i64
    %c8_i64_21 = arith.constant 8 : i64
    %c1_i64_22 = arith.constant 1 : i64
    %c8_i64_23 = arith.constant 8 : i64
    %c64_i64_24 = arith.constant 64 : i64
    %c4_i64_25 = arith.constant 4 : i64
    %88 = llvm.alloca %c4_i64_25 x i64 : (i64) -> !llvm.ptr
    %89 = llvm.getelementptr %88[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c8_i64_21, %89 : i64, !llvm.ptr
    %90 = llvm.getelementptr %88[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c1_i64_22, %90 : i64, !llvm.ptr
    %91 = llvm.getelementptr %88[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c8_i64_23, %91 : i64, !llvm.ptr
    %92 = llvm.getelementptr %88[3] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c64_i64_24, %92 : i64, !llvm.ptr
    call @mosaic_gpu_init_tma_desc(%65, %69, %c5_i64_16, %c4_i64_17, %74, %83, %c128_i64_20, %88) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %93 = llvm.getelementptr %36[256] : (!llvm.ptr) -> !llvm.ptr, i8
    %expand_shape_26 = memref.expand_shape %25 [[0], [1, 2]] output_shape [128, 2, 64] : memref<128x128xf16> into memref<128x2x64xf16>
    %expand_shape_27 = memref.expand_shape %expand_shape_26 [[0, 1], [2], [3]] output_shape [16, 8, 2, 64] : memref<128x2x64xf16> into memref<16x8x2x64xf16>
    %transpose_28 = memref.transpose %expand_shape_27 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<16x8x2x64xf16> to memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>>
    %reinterpret_cast_29 = memref.reinterpret_cast %transpose_28 to offset: [0], sizes: [16, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>>
    %base_buffer_30, %offset_31, %sizes_32:4, %strides_33:4 = memref.extract_strided_metadata %reinterpret_cast_29 : memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>> -> memref<f16>, index, index, index, index, index, index, index, index, index
    %intptr_34 = memref.extract_aligned_pointer_as_index %reinterpret_cast_29 : memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>> -> index
    %94 = arith.index_cast %intptr_34 : index to i64
    %95 = llvm.inttoptr %94 : i64 to !llvm.ptr
    %96 = arith.index_cast %offset_31 : index to i64
    %97 = llvm.getelementptr %95[%96] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %c5_i64_35 = arith.constant 5 : i64
    %c4_i64_36 = arith.constant 4 : i64
    %98 = arith.index_cast %sizes_32#0 : index to i64
    %99 = arith.index_cast %sizes_32#1 : index to i64
    %100 = arith.index_cast %sizes_32#2 : index to i64
    %101 = arith.index_cast %sizes_32#3 : index to i64
    %c4_i64_37 = arith.constant 4 : i64
    %102 = llvm.alloca %c4_i64_37 x i64 : (i64) -> !llvm.ptr
    %103 = llvm.getelementptr %102[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %98, %103 : i64, !llvm.ptr
    %104 = llvm.getelementptr %102[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %99, %104 : i64, !llvm.ptr
    %105 = llvm.getelementptr %102[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %100, %105 : i64, !llvm.ptr
    %106 = llvm.getelementptr %102[3] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %101, %106 : i64, !llvm.ptr
    %107 = arith.index_cast %strides_33#0 : index to i64
    %108 = arith.index_cast %strides_33#1 : index to i64
    %109 = arith.index_cast %strides_33#2 : index to i64
    %110 = arith.index_cast %strides_33#3 : index to i64
    %c4_i64_38 = arith.constant 4 : i64
    %111 = llvm.alloca %c4_i64_38 x i64 : (i64) -> !llvm.ptr
    %112 = llvm.getelementptr %111[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %107, %112 : i64, !llvm.ptr
    %113 = llvm.getelementptr %111[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %108, %113 : i64, !llvm.ptr
    %114 = llvm.getelementptr %111[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %109, %114 : i64, !llvm.ptr
    %115 = llvm.getelementptr %111[3] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %110, %115 : i64, !llvm.ptr
    %c128_i64_39 = arith.constant 128 : i64
    %c8_i64_40 = arith.constant 8 : i64
    %c2_i64 = arith.constant 2 : i64
    %c8_i64_41 = arith.constant 8 : i64
    %c64_i64_42 = arith.constant 64 : i64
    %c4_i64_43 = arith.constant 4 : i64
    %116 = llvm.alloca %c4_i64_43 x i64 : (i64) -> !llvm.ptr
    %117 = llvm.getelementptr %116[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c8_i64_40, %117 : i64, !llvm.ptr
    %118 = llvm.getelementptr %116[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c2_i64, %118 : i64, !llvm.ptr
    %119 = llvm.getelementptr %116[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c8_i64_41, %119 : i64, !llvm.ptr
    %120 = llvm.getelementptr %116[3] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c64_i64_42, %120 : i64, !llvm.ptr
    call @mosaic_gpu_init_tma_desc(%93, %97, %c5_i64_35, %c4_i64_36, %102, %111, %c128_i64_39, %116) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %121 = llvm.load %36 : !llvm.ptr -> !llvm.array<384 x i8>
    %122 = gpu.launch async [%6] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c384, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c65568_i32 {
      %123 = builtin.unrealized_conversion_cast %121 : !llvm.array<384 x i8> to !llvm.ptr
      %124 = llvm.getelementptr %123[256] : (!llvm.ptr) -> !llvm.ptr, i8
      %125 = llvm.getelementptr %123[128] : (!llvm.ptr) -> !llvm.ptr, i8
      %126 = llvm.getelementptr %123[0] : (!llvm.ptr) -> !llvm.ptr, i8
      %thread_id_x = gpu.thread_id x
      %127 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %128 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %129 = arith.index_cast %thread_id_y : index to i32
      %130 = arith.muli %129, %128 : i32
      %131 = arith.addi %127, %130 : i32
      %block_dim_y = gpu.block_dim y
      %132 = arith.index_cast %block_dim_y : index to i32
      %133 = arith.muli %128, %132 : i32
      %thread_id_z = gpu.thread_id z
      %134 = arith.index_cast %thread_id_z : index to i32
      %135 = arith.muli %134, %133 : i32
      %136 = arith.addi %131, %135 : i32
      %block_dim_z = gpu.block_dim z
      %137 = arith.index_cast %block_dim_z : index to i32
      %138 = arith.muli %133, %137 : i32
      %c5_i32_44 = arith.constant 5 : i32
      %139 = arith.shrui %136, %c5_i32_44 : i32
      %c0_i32_45 = arith.constant 0 : i32
      %140 = arith.cmpi eq, %139, %c0_i32_45 : i32
      %141 = nvvm.elect.sync -> i1
      %142 = nvvm.elect.sync -> i1
      %thread_id_x_46 = gpu.thread_id x
      %143 = arith.index_cast %thread_id_x_46 : index to i32
      %block_dim_x_47 = gpu.block_dim x
      %144 = arith.index_cast %block_dim_x_47 : index to i32
      %thread_id_y_48 = gpu.thread_id y
      %145 = arith.index_cast %thread_id_y_48 : index to i32
      %146 = arith.muli %145, %144 : i32
      %147 = arith.addi %143, %146 : i32
      %block_dim_y_49 = gpu.block_dim y
      %148 = arith.index_cast %block_dim_y_49 : index to i32
      %149 = arith.muli %144, %148 : i32
      %thread_id_z_50 = gpu.thread_id z
      %150 = arith.index_cast %thread_id_z_50 : index to i32
      %151 = arith.muli %150, %149 : i32
      %152 = arith.addi %147, %151 : i32
      %block_dim_z_51 = gpu.block_dim z
      %153 = arith.index_cast %block_dim_z_51 : index to i32
      %154 = arith.muli %149, %153 : i32
      %c5_i32_52 = arith.constant 5 : i32
      %155 = arith.shrui %152, %c5_i32_52 : i32
      %c-1_i32_53 = arith.constant -1 : i32
      %c0_i32_54 = arith.constant 0 : i32
      %c31_i32_55 = arith.constant 31 : i32
      %156 = nvvm.shfl.sync idx %c-1_i32_53, %155, %c0_i32_54, %c31_i32_55 : i32 -> i32
      %c4_i32 = arith.constant 4 : i32
      %157 = arith.remui %156, %c4_i32 : i32
      %c0_i32_56 = arith.constant 0 : i32
      %158 = arith.cmpi eq, %157, %c0_i32_56 : i32
      %159 = arith.andi %158, %142 : i1
      %160 = nvvm.elect.sync -> i1
      %thread_id_x_57 = gpu.thread_id x
      %161 = arith.index_cast %thread_id_x_57 : index to i32
      %block_dim_x_58 = gpu.block_dim x
      %162 = arith.index_cast %block_dim_x_58 : index to i32
      %thread_id_y_59 = gpu.thread_id y
      %163 = arith.index_cast %thread_id_y_59 : index to i32
      %164 = arith.muli %163, %162 : i32
      %165 = arith.addi %161, %164 : i32
      %block_dim_y_60 = gpu.block_dim y
      %166 = arith.index_cast %block_dim_y_60 : index to i32
      %167 = arith.muli %162, %166 : i32
      %thread_id_z_61 = gpu.thread_id z
      %168 = arith.index_cast %thread_id_z_61 : index to i32
      %169 = arith.muli %168, %167 : i32
      %170 = arith.addi %165, %169 : i32
      %block_dim_z_62 = gpu.block_dim z
      %171 = arith.index_cast %block_dim_z_62 : index to i32
      %172 = arith.muli %167, %171 : i32
      %c5_i32_63 = arith.constant 5 : i32
      %173 = arith.shrui %170, %c5_i32_63 : i32
      %c-1_i32_64 = arith.constant -1 : i32
      %c0_i32_65 = arith.constant 0 : i32
      %c31_i32_66 = arith.constant 31 : i32
      %174 = nvvm.shfl.sync idx %c-1_i32_64, %173, %c0_i32_65, %c31_i32_66 : i32 -> i32
      %c0_i32_67 = arith.constant 0 : i32
      %175 = arith.cmpi eq, %174, %c0_i32_67 : i32
      %176 = arith.andi %175, %160 : i1
      %177 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c65536 = arith.constant 65536 : index
      %view = memref.view %177[%c65536][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2xi64, #gpu.address_space<workgroup>>
      %178 = builtin.unrealized_conversion_cast %view : memref<2xi64, #gpu.address_space<workgroup>> to memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %179 = builtin.unrealized_conversion_cast %178 : memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %180 = llvm.extractvalue %179[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %181 = llvm.extractvalue %179[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %182 = llvm.mul %181, %c8_i64 : i64
      %183 = llvm.ptrtoint %180 : !llvm.ptr<3> to i64
      %184 = llvm.add %183, %182 : i64
      %185 = llvm.inttoptr %184 : i64 to !llvm.ptr<3>
      %186 = llvm.getelementptr %185[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %c256_i32 = arith.constant 256 : i32
      nvvm.mbarrier.init %186, %c256_i32, predicate = %176 : !llvm.ptr<3>, i32, i1
      %187 = llvm.getelementptr %185[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %c256_i32_68 = arith.constant 256 : i32
      nvvm.mbarrier.init %187, %c256_i32_68, predicate = %176 : !llvm.ptr<3>, i32, i1
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      %188 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c65552 = arith.constant 65552 : index
      %view_69 = memref.view %188[%c65552][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2xi64, #gpu.address_space<workgroup>>
      %189 = builtin.unrealized_conversion_cast %view_69 : memref<2xi64, #gpu.address_space<workgroup>> to memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %190 = builtin.unrealized_conversion_cast %189 : memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %191 = llvm.extractvalue %190[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %192 = llvm.extractvalue %190[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %193 = llvm.mul %192, %c8_i64 : i64
      %194 = llvm.ptrtoint %191 : !llvm.ptr<3> to i64
      %195 = llvm.add %194, %193 : i64
      %196 = llvm.inttoptr %195 : i64 to !llvm.ptr<3>
      %197 = llvm.getelementptr %196[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %c256_i32_70 = arith.constant 256 : i32
      nvvm.mbarrier.init %197, %c256_i32_70, predicate = %176 : !llvm.ptr<3>, i32, i1
      %198 = llvm.getelementptr %196[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %c256_i32_71 = arith.constant 256 : i32
      nvvm.mbarrier.init %198, %c256_i32_71, predicate = %176 : !llvm.ptr<3>, i32, i1
      %alloca_72 = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca_72[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %199 = nvvm.elect.sync -> i1
      %thread_id_x_73 = gpu.thread_id x
      %200 = arith.index_cast %thread_id_x_73 : index to i32
      %block_dim_x_74 = gpu.block_dim x
      %201 = arith.index_cast %block_dim_x_74 : index to i32
      %thread_id_y_75 = gpu.thread_id y
      %202 = arith.index_cast %thread_id_y_75 : index to i32
      %203 = arith.muli %202, %201 : i32
      %204 = arith.addi %200, %203 : i32
      %block_dim_y_76 = gpu.block_dim y
      %205 = arith.index_cast %block_dim_y_76 : index to i32
      %206 = arith.muli %201, %205 : i32
      %thread_id_z_77 = gpu.thread_id z
      %207 = arith.index_cast %thread_id_z_77 : index to i32
      %208 = arith.muli %207, %206 : i32
      %209 = arith.addi %204, %208 : i32
      %210 = arith.shrui %209, %c5_i32 : i32
      %211 = nvvm.shfl.sync idx %c-1_i32, %210, %c0_i32, %c31_i32 : i32 -> i32
      %212 = nvvm.elect.sync -> i1
      gpu.barrier
      %213 = arith.shrui %209, %c7_i32 : i32
      %214 = nvvm.shfl.sync idx %c-1_i32, %213, %c0_i32, %c31_i32 : i32 -> i32
      %block_id_x = gpu.block_id x
      %215 = arith.index_cast %block_id_x : index to i32
      %216 = arith.cmpi slt, %215, %c0_i32 : i32
      %217 = arith.extui %216 : i1 to i32
      %218 = arith.addi %217, %c1_i32 : i32
      scf.for %arg14 = %c0_i32 to %218 step %c1_i32  : i32 {
        %221 = arith.muli %214, %c64_i32 : i32
        %222 = nvvm.shfl.sync idx %c-1_i32, %213, %c0_i32, %c31_i32 : i32 -> i32
        %223 = arith.cmpi ne, %222, %c2_i32 : i32
        %224 = arith.extui %223 : i1 to i32
        %225 = arith.index_cast %224 : i32 to index
        scf.index_switch %225 
        case 0 {
          nvvm.setmaxregister decrease 40
          %226 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
          %c16384 = arith.constant 16384 : index
          %view_78 = memref.view %226[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %227 = builtin.unrealized_conversion_cast %view_78 : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %228 = builtin.unrealized_conversion_cast %227 : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %229 = builtin.unrealized_conversion_cast %228 : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %230 = builtin.unrealized_conversion_cast %229 : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %subview = memref.subview %230[0, 0, 0, 0, 0] [1, 8, 1, 8, 64] [1, 1, 1, 1, 1] : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1]>, #gpu.address_space<workgroup>>
          %231 = builtin.unrealized_conversion_cast %subview : memref<8x1x8x64xf16, strided<[512, 512, 64, 1]>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %232 = builtin.unrealized_conversion_cast %231 : memref<64x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1]>, #gpu.address_space<workgroup>>
          %cast = memref.cast %232 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1]>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %233 = builtin.unrealized_conversion_cast %cast : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %234 = builtin.unrealized_conversion_cast %185 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
          %c64_i32_79 = arith.constant 64 : i32
          %235 = builtin.unrealized_conversion_cast %234 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64 = arith.constant 0 : i64
          %236 = llvm.getelementptr %235[%c0_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %237 = nvvm.mbarrier.arrive.expect_tx %236, %c64_i32_79 : !llvm.ptr<3>, i32 -> i64
          %238 = builtin.unrealized_conversion_cast %234 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_80 = arith.constant 0 : i64
          %239 = builtin.unrealized_conversion_cast %233 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %240 = arith.index_cast %c0_i32 : i32 to index
          %241 = arith.index_cast %c0_i32 : i32 to index
          %thread_id_x_81 = gpu.thread_id x
          %242 = arith.index_cast %thread_id_x_81 : index to i32
          %block_dim_x_82 = gpu.block_dim x
          %243 = arith.index_cast %block_dim_x_82 : index to i32
          %thread_id_y_83 = gpu.thread_id y
          %244 = arith.index_cast %thread_id_y_83 : index to i32
          %245 = arith.muli %244, %243 : i32
          %246 = arith.addi %242, %245 : i32
          %block_dim_y_84 = gpu.block_dim y
          %247 = arith.index_cast %block_dim_y_84 : index to i32
          %248 = arith.muli %243, %247 : i32
          %thread_id_z_85 = gpu.thread_id z
          %249 = arith.index_cast %thread_id_z_85 : index to i32
          %250 = arith.muli %249, %248 : i32
          %251 = arith.addi %246, %250 : i32
          %block_dim_z_86 = gpu.block_dim z
          %252 = arith.index_cast %block_dim_z_86 : index to i32
          %253 = arith.muli %248, %252 : i32
          %c7_i32_87 = arith.constant 7 : i32
          %254 = arith.shrui %251, %c7_i32_87 : i32
          %c1_i32_88 = arith.constant 1 : i32
          %255 = arith.addi %254, %c1_i32_88 : i32
          %256 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %255 : (i32) -> !llvm.void
          %c8 = arith.constant 8 : index
          %257 = arith.divui %240, %c8 : index
          %c64 = arith.constant 64 : index
          %258 = arith.divui %241, %c64 : index
          %c8_89 = arith.constant 8 : index
          %259 = arith.remui %240, %c8_89 : index
          %c64_90 = arith.constant 64 : index
          %260 = arith.remui %241, %c64_90 : index
          %base_buffer_91, %offset_92, %sizes_93:4, %strides_94:4 = memref.extract_strided_metadata %239 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f16, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index, index, index
          %reinterpret_cast_95 = memref.reinterpret_cast %239 to offset: [%offset_92], sizes: [8, 1, 8, 64], strides: [512, 512, 64, 1] : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %c8192_i32 = arith.constant 8192 : i32
          %261 = builtin.unrealized_conversion_cast %reinterpret_cast_95 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
          %262 = llvm.extractvalue %261[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %263 = llvm.extractvalue %261[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %c2_i64_96 = arith.constant 2 : i64
          %264 = llvm.mul %263, %c2_i64_96 : i64
          %265 = llvm.ptrtoint %262 : !llvm.ptr<3> to i64
          %266 = llvm.add %265, %264 : i64
          %267 = llvm.inttoptr %266 : i64 to !llvm.ptr<3>
          %expand_shape_97 = memref.expand_shape %15 [[0], [1, 2]] output_shape [64, 2, 64] : memref<64x128xf16> into memref<64x2x64xf16>
          %expand_shape_98 = memref.expand_shape %expand_shape_97 [[0, 1], [2], [3]] output_shape [8, 8, 2, 64] : memref<64x2x64xf16> into memref<8x8x2x64xf16>
          %transpose_99 = memref.transpose %expand_shape_98 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<8x8x2x64xf16> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %reinterpret_cast_100 = memref.reinterpret_cast %transpose_99 to offset: [0], sizes: [8, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %268 = arith.index_cast %260 : index to i32
          %269 = arith.index_cast %259 : index to i32
          %270 = arith.index_cast %258 : index to i32
          %271 = arith.index_cast %257 : index to i32
          %272 = llvm.getelementptr %238[%c0_i64_80] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          nvvm.cp.async.bulk.tensor.shared.cluster.global %267, %125, %272, box[%268, %269, %270, %271] predicate = %159 : !llvm.ptr<3>, !llvm.ptr
          %273 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
          %c32768 = arith.constant 32768 : index
          %view_101 = memref.view %273[%c32768][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>>
          %274 = builtin.unrealized_conversion_cast %view_101 : memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x128xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %275 = builtin.unrealized_conversion_cast %274 : memref<2x64x128xf16, #gpu.address_space<workgroup>> to memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>>
          %276 = builtin.unrealized_conversion_cast %275 : memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x128xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %277 = builtin.unrealized_conversion_cast %276 : memref<2x64x128xf16, #gpu.address_space<workgroup>> to memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>>
          %subview_102 = memref.subview %277[0, 0, 0, 0, 0] [1, 8, 2, 8, 64] [1, 1, 1, 1, 1] : memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>> to memref<8x2x8x64xf16, strided<[1024, 512, 64, 1]>, #gpu.address_space<workgroup>>
          %278 = builtin.unrealized_conversion_cast %subview_102 : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1]>, #gpu.address_space<workgroup>> to memref<64x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %279 = builtin.unrealized_conversion_cast %278 : memref<64x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<8x2x8x64xf16, strided<[1024, 512, 64, 1]>, #gpu.address_space<workgroup>>
          %cast_103 = memref.cast %279 : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1]>, #gpu.address_space<workgroup>> to memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %280 = builtin.unrealized_conversion_cast %cast_103 : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %c128_i32 = arith.constant 128 : i32
          %281 = builtin.unrealized_conversion_cast %234 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_104 = arith.constant 0 : i64
          %282 = llvm.getelementptr %281[%c0_i64_104] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %283 = nvvm.mbarrier.arrive.expect_tx %282, %c128_i32 : !llvm.ptr<3>, i32 -> i64
          %284 = builtin.unrealized_conversion_cast %234 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_105 = arith.constant 0 : i64
          %285 = builtin.unrealized_conversion_cast %280 : memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %286 = arith.index_cast %c0_i32 : i32 to index
          %287 = arith.index_cast %c0_i32 : i32 to index
          %thread_id_x_106 = gpu.thread_id x
          %288 = arith.index_cast %thread_id_x_106 : index to i32
          %block_dim_x_107 = gpu.block_dim x
          %289 = arith.index_cast %block_dim_x_107 : index to i32
          %thread_id_y_108 = gpu.thread_id y
          %290 = arith.index_cast %thread_id_y_108 : index to i32
          %291 = arith.muli %290, %289 : i32
          %292 = arith.addi %288, %291 : i32
          %block_dim_y_109 = gpu.block_dim y
          %293 = arith.index_cast %block_dim_y_109 : index to i32
          %294 = arith.muli %289, %293 : i32
          %thread_id_z_110 = gpu.thread_id z
          %295 = arith.index_cast %thread_id_z_110 : index to i32
          %296 = arith.muli %295, %294 : i32
          %297 = arith.addi %292, %296 : i32
          %block_dim_z_111 = gpu.block_dim z
          %298 = arith.index_cast %block_dim_z_111 : index to i32
          %299 = arith.muli %294, %298 : i32
          %c7_i32_112 = arith.constant 7 : i32
          %300 = arith.shrui %297, %c7_i32_112 : i32
          %c1_i32_113 = arith.constant 1 : i32
          %301 = arith.addi %300, %c1_i32_113 : i32
          %302 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %301 : (i32) -> !llvm.void
          %c8_114 = arith.constant 8 : index
          %303 = arith.divui %286, %c8_114 : index
          %c64_115 = arith.constant 64 : index
          %304 = arith.divui %287, %c64_115 : index
          %c8_116 = arith.constant 8 : index
          %305 = arith.remui %286, %c8_116 : index
          %c64_117 = arith.constant 64 : index
          %306 = arith.remui %287, %c64_117 : index
          %base_buffer_118, %offset_119, %sizes_120:4, %strides_121:4 = memref.extract_strided_metadata %285 : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f16, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index, index, index
          %reinterpret_cast_122 = memref.reinterpret_cast %285 to offset: [%offset_119], sizes: [8, 2, 8, 64], strides: [1024, 512, 64, 1] : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %c16384_i32 = arith.constant 16384 : i32
          %307 = builtin.unrealized_conversion_cast %reinterpret_cast_122 : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
          %308 = llvm.extractvalue %307[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %309 = llvm.extractvalue %307[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %c2_i64_123 = arith.constant 2 : i64
          %310 = llvm.mul %309, %c2_i64_123 : i64
          %311 = llvm.ptrtoint %308 : !llvm.ptr<3> to i64
          %312 = llvm.add %311, %310 : i64
          %313 = llvm.inttoptr %312 : i64 to !llvm.ptr<3>
          %expand_shape_124 = memref.expand_shape %25 [[0], [1, 2]] output_shape [128, 2, 64] : memref<128x128xf16> into memref<128x2x64xf16>
          %expand_shape_125 = memref.expand_shape %expand_shape_124 [[0, 1], [2], [3]] output_shape [16, 8, 2, 64] : memref<128x2x64xf16> into memref<16x8x2x64xf16>
          %transpose_126 = memref.transpose %expand_shape_125 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<16x8x2x64xf16> to memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %reinterpret_cast_127 = memref.reinterpret_cast %transpose_126 to offset: [0], sizes: [16, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %314 = arith.index_cast %306 : index to i32
          %315 = arith.index_cast %305 : index to i32
          %316 = arith.index_cast %304 : index to i32
          %317 = arith.index_cast %303 : index to i32
          %318 = llvm.getelementptr %284[%c0_i64_105] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          nvvm.cp.async.bulk.tensor.shared.cluster.global %313, %124, %318, box[%314, %315, %316, %317] predicate = %159 : !llvm.ptr<3>, !llvm.ptr
          %319 = builtin.unrealized_conversion_cast %227 : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %320 = builtin.unrealized_conversion_cast %319 : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %321 = builtin.unrealized_conversion_cast %320 : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %subview_128 = memref.subview %321[1, 0, 0, 0, 0] [1, 8, 1, 8, 64] [1, 1, 1, 1, 1] : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: 4096>, #gpu.address_space<workgroup>>
          %322 = builtin.unrealized_conversion_cast %subview_128 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: 4096>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: 4096>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %323 = builtin.unrealized_conversion_cast %322 : memref<64x64xf16, strided<[64, 1], offset: 4096>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: 4096>, #gpu.address_space<workgroup>>
          %cast_129 = memref.cast %323 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: 4096>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %324 = builtin.unrealized_conversion_cast %cast_129 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %325 = llvm.getelementptr %185[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          %326 = builtin.unrealized_conversion_cast %325 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
          %c64_i32_130 = arith.constant 64 : i32
          %327 = builtin.unrealized_conversion_cast %326 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_131 = arith.constant 0 : i64
          %328 = llvm.getelementptr %327[%c0_i64_131] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %329 = nvvm.mbarrier.arrive.expect_tx %328, %c64_i32_130 : !llvm.ptr<3>, i32 -> i64
          %330 = builtin.unrealized_conversion_cast %326 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_132 = arith.constant 0 : i64
          %331 = builtin.unrealized_conversion_cast %324 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %332 = arith.index_cast %c0_i32 : i32 to index
          %333 = arith.index_cast %c64_i32 : i32 to index
          %thread_id_x_133 = gpu.thread_id x
          %334 = arith.index_cast %thread_id_x_133 : index to i32
          %block_dim_x_134 = gpu.block_dim x
          %335 = arith.index_cast %block_dim_x_134 : index to i32
          %thread_id_y_135 = gpu.thread_id y
          %336 = arith.index_cast %thread_id_y_135 : index to i32
          %337 = arith.muli %336, %335 : i32
          %338 = arith.addi %334, %337 : i32
          %block_dim_y_136 = gpu.block_dim y
          %339 = arith.index_cast %block_dim_y_136 : index to i32
          %340 = arith.muli %335, %339 : i32
          %thread_id_z_137 = gpu.thread_id z
          %341 = arith.index_cast %thread_id_z_137 : index to i32
          %342 = arith.muli %341, %340 : i32
          %343 = arith.addi %338, %342 : i32
          %block_dim_z_138 = gpu.block_dim z
          %344 = arith.index_cast %block_dim_z_138 : index to i32
          %345 = arith.muli %340, %344 : i32
          %c7_i32_139 = arith.constant 7 : i32
          %346 = arith.shrui %343, %c7_i32_139 : i32
          %c1_i32_140 = arith.constant 1 : i32
          %347 = arith.addi %346, %c1_i32_140 : i32
          %348 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %347 : (i32) -> !llvm.void
          %c8_141 = arith.constant 8 : index
          %349 = arith.divui %332, %c8_141 : index
          %c64_142 = arith.constant 64 : index
          %350 = arith.divui %333, %c64_142 : index
          %c8_143 = arith.constant 8 : index
          %351 = arith.remui %332, %c8_143 : index
          %c64_144 = arith.constant 64 : index
          %352 = arith.remui %333, %c64_144 : index
          %base_buffer_145, %offset_146, %sizes_147:4, %strides_148:4 = memref.extract_strided_metadata %331 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f16, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index, index, index
          %reinterpret_cast_149 = memref.reinterpret_cast %331 to offset: [%offset_146], sizes: [8, 1, 8, 64], strides: [512, 512, 64, 1] : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %c8192_i32_150 = arith.constant 8192 : i32
          %353 = builtin.unrealized_conversion_cast %reinterpret_cast_149 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
          %354 = llvm.extractvalue %353[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %355 = llvm.extractvalue %353[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %c2_i64_151 = arith.constant 2 : i64
          %356 = llvm.mul %355, %c2_i64_151 : i64
          %357 = llvm.ptrtoint %354 : !llvm.ptr<3> to i64
          %358 = llvm.add %357, %356 : i64
          %359 = llvm.inttoptr %358 : i64 to !llvm.ptr<3>
          %expand_shape_152 = memref.expand_shape %15 [[0], [1, 2]] output_shape [64, 2, 64] : memref<64x128xf16> into memref<64x2x64xf16>
          %expand_shape_153 = memref.expand_shape %expand_shape_152 [[0, 1], [2], [3]] output_shape [8, 8, 2, 64] : memref<64x2x64xf16> into memref<8x8x2x64xf16>
          %transpose_154 = memref.transpose %expand_shape_153 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<8x8x2x64xf16> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %reinterpret_cast_155 = memref.reinterpret_cast %transpose_154 to offset: [0], sizes: [8, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %360 = arith.index_cast %352 : index to i32
          %361 = arith.index_cast %351 : index to i32
          %362 = arith.index_cast %350 : index to i32
          %363 = arith.index_cast %349 : index to i32
          %364 = llvm.getelementptr %330[%c0_i64_132] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          nvvm.cp.async.bulk.tensor.shared.cluster.global %359, %125, %364, box[%360, %361, %362, %363] predicate = %159 : !llvm.ptr<3>, !llvm.ptr
          %365 = builtin.unrealized_conversion_cast %274 : memref<2x64x128xf16, #gpu.address_space<workgroup>> to memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>>
          %366 = builtin.unrealized_conversion_cast %365 : memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x128xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %367 = builtin.unrealized_conversion_cast %366 : memref<2x64x128xf16, #gpu.address_space<workgroup>> to memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>>
          %subview_156 = memref.subview %367[1, 0, 0, 0, 0] [1, 8, 2, 8, 64] [1, 1, 1, 1, 1] : memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>> to memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: 8192>, #gpu.address_space<workgroup>>
          %368 = builtin.unrealized_conversion_cast %subview_156 : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<64x128xf16, strided<[128, 1], offset: 8192>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %369 = builtin.unrealized_conversion_cast %368 : memref<64x128xf16, strided<[128, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: 8192>, #gpu.address_space<workgroup>>
          %cast_157 = memref.cast %369 : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %370 = builtin.unrealized_conversion_cast %cast_157 : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %c128_i32_158 = arith.constant 128 : i32
          %371 = builtin.unrealized_conversion_cast %326 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_159 = arith.constant 0 : i64
          %372 = llvm.getelementptr %371[%c0_i64_159] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %373 = nvvm.mbarrier.arrive.expect_tx %372, %c128_i32_158 : !llvm.ptr<3>, i32 -> i64
          %374 = builtin.unrealized_conversion_cast %326 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
          %c0_i64_160 = arith.constant 0 : i64
          %375 = builtin.unrealized_conversion_cast %370 : memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %376 = arith.index_cast %c64_i32 : i32 to index
          %377 = arith.index_cast %c0_i32 : i32 to index
          %thread_id_x_161 = gpu.thread_id x
          %378 = arith.index_cast %thread_id_x_161 : index to i32
          %block_dim_x_162 = gpu.block_dim x
          %379 = arith.index_cast %block_dim_x_162 : index to i32
          %thread_id_y_163 = gpu.thread_id y
          %380 = arith.index_cast %thread_id_y_163 : index to i32
          %381 = arith.muli %380, %379 : i32
          %382 = arith.addi %378, %381 : i32
          %block_dim_y_164 = gpu.block_dim y
          %383 = arith.index_cast %block_dim_y_164 : index to i32
          %384 = arith.muli %379, %383 : i32
          %thread_id_z_165 = gpu.thread_id z
          %385 = arith.index_cast %thread_id_z_165 : index to i32
          %386 = arith.muli %385, %384 : i32
          %387 = arith.addi %382, %386 : i32
          %block_dim_z_166 = gpu.block_dim z
          %388 = arith.index_cast %block_dim_z_166 : index to i32
          %389 = arith.muli %384, %388 : i32
          %c7_i32_167 = arith.constant 7 : i32
          %390 = arith.shrui %387, %c7_i32_167 : i32
          %c1_i32_168 = arith.constant 1 : i32
          %391 = arith.addi %390, %c1_i32_168 : i32
          %392 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %391 : (i32) -> !llvm.void
          %c8_169 = arith.constant 8 : index
          %393 = arith.divui %376, %c8_169 : index
          %c64_170 = arith.constant 64 : index
          %394 = arith.divui %377, %c64_170 : index
          %c8_171 = arith.constant 8 : index
          %395 = arith.remui %376, %c8_171 : index
          %c64_172 = arith.constant 64 : index
          %396 = arith.remui %377, %c64_172 : index
          %base_buffer_173, %offset_174, %sizes_175:4, %strides_176:4 = memref.extract_strided_metadata %375 : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f16, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index, index, index
          %reinterpret_cast_177 = memref.reinterpret_cast %375 to offset: [%offset_174], sizes: [8, 2, 8, 64], strides: [1024, 512, 64, 1] : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %c16384_i32_178 = arith.constant 16384 : i32
          %397 = builtin.unrealized_conversion_cast %reinterpret_cast_177 : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
          %398 = llvm.extractvalue %397[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %399 = llvm.extractvalue %397[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %c2_i64_179 = arith.constant 2 : i64
          %400 = llvm.mul %399, %c2_i64_179 : i64
          %401 = llvm.ptrtoint %398 : !llvm.ptr<3> to i64
          %402 = llvm.add %401, %400 : i64
          %403 = llvm.inttoptr %402 : i64 to !llvm.ptr<3>
          %expand_shape_180 = memref.expand_shape %25 [[0], [1, 2]] output_shape [128, 2, 64] : memref<128x128xf16> into memref<128x2x64xf16>
          %expand_shape_181 = memref.expand_shape %expand_shape_180 [[0, 1], [2], [3]] output_shape [16, 8, 2, 64] : memref<128x2x64xf16> into memref<16x8x2x64xf16>
          %transpose_182 = memref.transpose %expand_shape_181 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<16x8x2x64xf16> to memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %reinterpret_cast_183 = memref.reinterpret_cast %transpose_182 to offset: [0], sizes: [16, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<16x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %404 = arith.index_cast %396 : index to i32
          %405 = arith.index_cast %395 : index to i32
          %406 = arith.index_cast %394 : index to i32
          %407 = arith.index_cast %393 : index to i32
          %408 = llvm.getelementptr %374[%c0_i64_160] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          nvvm.cp.async.bulk.tensor.shared.cluster.global %403, %124, %408, box[%404, %405, %406, %407] predicate = %159 : !llvm.ptr<3>, !llvm.ptr
          %409 = memref.load %alloca_72[] : memref<i32>
          %410 = arith.andi %409, %c1_i32 : i32
          %411 = arith.cmpi ne, %410, %c0_i32 : i32
          %412 = arith.xori %409, %c1_i32 : i32
          memref.store %412, %alloca_72[] : memref<i32>
          %413 = arith.extui %411 : i1 to i32
          nvvm.mbarrier.try_wait.parity %196, %413, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %414 = memref.load %alloca_72[] : memref<i32>
          %415 = arith.andi %414, %c2_i32 : i32
          %416 = arith.cmpi ne, %415, %c0_i32 : i32
          %417 = arith.xori %414, %c2_i32 : i32
          memref.store %417, %alloca_72[] : memref<i32>
          %418 = arith.extui %416 : i1 to i32
          %419 = llvm.getelementptr %196[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
          nvvm.mbarrier.try_wait.parity %419, %418, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          scf.yield
        }
        default {
          nvvm.setmaxregister increase 232
          %226 = builtin.unrealized_conversion_cast %0 : vector<64x64xf32> to f32 {layout = #mosaic_gpu.WGSplatFragLayout<[64, 64]>, registers_shape = []}
          %227 = vector.broadcast %226 : f32 to vector<2xf32>
          %228 = vector.extract %227[0] : f32 from vector<2xf32>
          %229 = vector.extract %227[1] : f32 from vector<2xf32>
          %230 = vector.extract %227[0] : f32 from vector<2xf32>
          %231 = vector.extract %227[1] : f32 from vector<2xf32>
          %232 = vector.extract %227[0] : f32 from vector<2xf32>
          %233 = vector.extract %227[1] : f32 from vector<2xf32>
          %234 = vector.extract %227[0] : f32 from vector<2xf32>
          %235 = vector.extract %227[1] : f32 from vector<2xf32>
          %236 = vector.extract %227[0] : f32 from vector<2xf32>
          %237 = vector.extract %227[1] : f32 from vector<2xf32>
          %238 = vector.extract %227[0] : f32 from vector<2xf32>
          %239 = vector.extract %227[1] : f32 from vector<2xf32>
          %240 = vector.extract %227[0] : f32 from vector<2xf32>
          %241 = vector.extract %227[1] : f32 from vector<2xf32>
          %242 = vector.extract %227[0] : f32 from vector<2xf32>
          %243 = vector.extract %227[1] : f32 from vector<2xf32>
          %244 = vector.extract %227[0] : f32 from vector<2xf32>
          %245 = vector.extract %227[1] : f32 from vector<2xf32>
          %246 = vector.extract %227[0] : f32 from vector<2xf32>
          %247 = vector.extract %227[1] : f32 from vector<2xf32>
          %248 = vector.extract %227[0] : f32 from vector<2xf32>
          %249 = vector.extract %227[1] : f32 from vector<2xf32>
          %250 = vector.extract %227[0] : f32 from vector<2xf32>
          %251 = vector.extract %227[1] : f32 from vector<2xf32>
          %252 = vector.extract %227[0] : f32 from vector<2xf32>
          %253 = vector.extract %227[1] : f32 from vector<2xf32>
          %254 = vector.extract %227[0] : f32 from vector<2xf32>
          %255 = vector.extract %227[1] : f32 from vector<2xf32>
          %256 = vector.extract %227[0] : f32 from vector<2xf32>
          %257 = vector.extract %227[1] : f32 from vector<2xf32>
          %258 = vector.extract %227[0] : f32 from vector<2xf32>
          %259 = vector.extract %227[1] : f32 from vector<2xf32>
          %260 = llvm.inline_asm has_side_effects asm_dialect = att "", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31" %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253, %254, %255, %256, %257, %258, %259 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
          %261 = llvm.extractvalue %260[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %262 = llvm.extractvalue %260[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %263 = llvm.extractvalue %260[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %264 = llvm.extractvalue %260[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %265 = llvm.extractvalue %260[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %266 = llvm.extractvalue %260[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %267 = llvm.extractvalue %260[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %268 = llvm.extractvalue %260[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %269 = llvm.extractvalue %260[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %270 = llvm.extractvalue %260[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %271 = llvm.extractvalue %260[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %272 = llvm.extractvalue %260[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %273 = llvm.extractvalue %260[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %274 = llvm.extractvalue %260[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %275 = llvm.extractvalue %260[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %276 = llvm.extractvalue %260[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %277 = llvm.extractvalue %260[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %278 = llvm.extractvalue %260[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %279 = llvm.extractvalue %260[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %280 = llvm.extractvalue %260[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %281 = llvm.extractvalue %260[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %282 = llvm.extractvalue %260[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %283 = llvm.extractvalue %260[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %284 = llvm.extractvalue %260[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %285 = llvm.extractvalue %260[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %286 = llvm.extractvalue %260[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %287 = llvm.extractvalue %260[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %288 = llvm.extractvalue %260[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %289 = llvm.extractvalue %260[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %290 = llvm.extractvalue %260[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %291 = llvm.extractvalue %260[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %292 = llvm.extractvalue %260[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
          %293 = llvm.mlir.undef : vector<2xi32>
          %294 = llvm.bitcast %261 : f32 to i32
          %c0_i32_78 = arith.constant 0 : i32
          %295 = llvm.insertelement %294, %293[%c0_i32_78 : i32] : vector<2xi32>
          %296 = llvm.bitcast %262 : f32 to i32
          %c1_i32_79 = arith.constant 1 : i32
          %297 = llvm.insertelement %296, %295[%c1_i32_79 : i32] : vector<2xi32>
          %298 = vector.bitcast %297 : vector<2xi32> to vector<2xf32>
          %299 = llvm.mlir.undef : vector<2xi32>
          %300 = llvm.bitcast %263 : f32 to i32
          %c0_i32_80 = arith.constant 0 : i32
          %301 = llvm.insertelement %300, %299[%c0_i32_80 : i32] : vector<2xi32>
          %302 = llvm.bitcast %264 : f32 to i32
          %c1_i32_81 = arith.constant 1 : i32
          %303 = llvm.insertelement %302, %301[%c1_i32_81 : i32] : vector<2xi32>
          %304 = vector.bitcast %303 : vector<2xi32> to vector<2xf32>
          %305 = llvm.mlir.undef : vector<2xi32>
          %306 = llvm.bitcast %265 : f32 to i32
          %c0_i32_82 = arith.constant 0 : i32
          %307 = llvm.insertelement %306, %305[%c0_i32_82 : i32] : vector<2xi32>
          %308 = llvm.bitcast %266 : f32 to i32
          %c1_i32_83 = arith.constant 1 : i32
          %309 = llvm.insertelement %308, %307[%c1_i32_83 : i32] : vector<2xi32>
          %310 = vector.bitcast %309 : vector<2xi32> to vector<2xf32>
          %311 = llvm.mlir.undef : vector<2xi32>
          %312 = llvm.bitcast %267 : f32 to i32
          %c0_i32_84 = arith.constant 0 : i32
          %313 = llvm.insertelement %312, %311[%c0_i32_84 : i32] : vector<2xi32>
          %314 = llvm.bitcast %268 : f32 to i32
          %c1_i32_85 = arith.constant 1 : i32
          %315 = llvm.insertelement %314, %313[%c1_i32_85 : i32] : vector<2xi32>
          %316 = vector.bitcast %315 : vector<2xi32> to vector<2xf32>
          %317 = llvm.mlir.undef : vector<2xi32>
          %318 = llvm.bitcast %269 : f32 to i32
          %c0_i32_86 = arith.constant 0 : i32
          %319 = llvm.insertelement %318, %317[%c0_i32_86 : i32] : vector<2xi32>
          %320 = llvm.bitcast %270 : f32 to i32
          %c1_i32_87 = arith.constant 1 : i32
          %321 = llvm.insertelement %320, %319[%c1_i32_87 : i32] : vector<2xi32>
          %322 = vector.bitcast %321 : vector<2xi32> to vector<2xf32>
          %323 = llvm.mlir.undef : vector<2xi32>
          %324 = llvm.bitcast %271 : f32 to i32
          %c0_i32_88 = arith.constant 0 : i32
          %325 = llvm.insertelement %324, %323[%c0_i32_88 : i32] : vector<2xi32>
          %326 = llvm.bitcast %272 : f32 to i32
          %c1_i32_89 = arith.constant 1 : i32
          %327 = llvm.insertelement %326, %325[%c1_i32_89 : i32] : vector<2xi32>
          %328 = vector.bitcast %327 : vector<2xi32> to vector<2xf32>
          %329 = llvm.mlir.undef : vector<2xi32>
          %330 = llvm.bitcast %273 : f32 to i32
          %c0_i32_90 = arith.constant 0 : i32
          %331 = llvm.insertelement %330, %329[%c0_i32_90 : i32] : vector<2xi32>
          %332 = llvm.bitcast %274 : f32 to i32
          %c1_i32_91 = arith.constant 1 : i32
          %333 = llvm.insertelement %332, %331[%c1_i32_91 : i32] : vector<2xi32>
          %334 = vector.bitcast %333 : vector<2xi32> to vector<2xf32>
          %335 = llvm.mlir.undef : vector<2xi32>
          %336 = llvm.bitcast %275 : f32 to i32
          %c0_i32_92 = arith.constant 0 : i32
          %337 = llvm.insertelement %336, %335[%c0_i32_92 : i32] : vector<2xi32>
          %338 = llvm.bitcast %276 : f32 to i32
          %c1_i32_93 = arith.constant 1 : i32
          %339 = llvm.insertelement %338, %337[%c1_i32_93 : i32] : vector<2xi32>
          %340 = vector.bitcast %339 : vector<2xi32> to vector<2xf32>
          %341 = llvm.mlir.undef : vector<2xi32>
          %342 = llvm.bitcast %277 : f32 to i32
          %c0_i32_94 = arith.constant 0 : i32
          %343 = llvm.insertelement %342, %341[%c0_i32_94 : i32] : vector<2xi32>
          %344 = llvm.bitcast %278 : f32 to i32
          %c1_i32_95 = arith.constant 1 : i32
          %345 = llvm.insertelement %344, %343[%c1_i32_95 : i32] : vector<2xi32>
          %346 = vector.bitcast %345 : vector<2xi32> to vector<2xf32>
          %347 = llvm.mlir.undef : vector<2xi32>
          %348 = llvm.bitcast %279 : f32 to i32
          %c0_i32_96 = arith.constant 0 : i32
          %349 = llvm.insertelement %348, %347[%c0_i32_96 : i32] : vector<2xi32>
          %350 = llvm.bitcast %280 : f32 to i32
          %c1_i32_97 = arith.constant 1 : i32
          %351 = llvm.insertelement %350, %349[%c1_i32_97 : i32] : vector<2xi32>
          %352 = vector.bitcast %351 : vector<2xi32> to vector<2xf32>
          %353 = llvm.mlir.undef : vector<2xi32>
          %354 = llvm.bitcast %281 : f32 to i32
          %c0_i32_98 = arith.constant 0 : i32
          %355 = llvm.insertelement %354, %353[%c0_i32_98 : i32] : vector<2xi32>
          %356 = llvm.bitcast %282 : f32 to i32
          %c1_i32_99 = arith.constant 1 : i32
          %357 = llvm.insertelement %356, %355[%c1_i32_99 : i32] : vector<2xi32>
          %358 = vector.bitcast %357 : vector<2xi32> to vector<2xf32>
          %359 = llvm.mlir.undef : vector<2xi32>
          %360 = llvm.bitcast %283 : f32 to i32
          %c0_i32_100 = arith.constant 0 : i32
          %361 = llvm.insertelement %360, %359[%c0_i32_100 : i32] : vector<2xi32>
          %362 = llvm.bitcast %284 : f32 to i32
          %c1_i32_101 = arith.constant 1 : i32
          %363 = llvm.insertelement %362, %361[%c1_i32_101 : i32] : vector<2xi32>
          %364 = vector.bitcast %363 : vector<2xi32> to vector<2xf32>
          %365 = llvm.mlir.undef : vector<2xi32>
          %366 = llvm.bitcast %285 : f32 to i32
          %c0_i32_102 = arith.constant 0 : i32
          %367 = llvm.insertelement %366, %365[%c0_i32_102 : i32] : vector<2xi32>
          %368 = llvm.bitcast %286 : f32 to i32
          %c1_i32_103 = arith.constant 1 : i32
          %369 = llvm.insertelement %368, %367[%c1_i32_103 : i32] : vector<2xi32>
          %370 = vector.bitcast %369 : vector<2xi32> to vector<2xf32>
          %371 = llvm.mlir.undef : vector<2xi32>
          %372 = llvm.bitcast %287 : f32 to i32
          %c0_i32_104 = arith.constant 0 : i32
          %373 = llvm.insertelement %372, %371[%c0_i32_104 : i32] : vector<2xi32>
          %374 = llvm.bitcast %288 : f32 to i32
          %c1_i32_105 = arith.constant 1 : i32
          %375 = llvm.insertelement %374, %373[%c1_i32_105 : i32] : vector<2xi32>
          %376 = vector.bitcast %375 : vector<2xi32> to vector<2xf32>
          %377 = llvm.mlir.undef : vector<2xi32>
          %378 = llvm.bitcast %289 : f32 to i32
          %c0_i32_106 = arith.constant 0 : i32
          %379 = llvm.insertelement %378, %377[%c0_i32_106 : i32] : vector<2xi32>
          %380 = llvm.bitcast %290 : f32 to i32
          %c1_i32_107 = arith.constant 1 : i32
          %381 = llvm.insertelement %380, %379[%c1_i32_107 : i32] : vector<2xi32>
          %382 = vector.bitcast %381 : vector<2xi32> to vector<2xf32>
          %383 = llvm.mlir.undef : vector<2xi32>
          %384 = llvm.bitcast %291 : f32 to i32
          %c0_i32_108 = arith.constant 0 : i32
          %385 = llvm.insertelement %384, %383[%c0_i32_108 : i32] : vector<2xi32>
          %386 = llvm.bitcast %292 : f32 to i32
          %c1_i32_109 = arith.constant 1 : i32
          %387 = llvm.insertelement %386, %385[%c1_i32_109 : i32] : vector<2xi32>
          %388 = vector.bitcast %387 : vector<2xi32> to vector<2xf32>
          %389 = builtin.unrealized_conversion_cast %298, %304, %310, %316, %322, %328, %334, %340, %346, %352, %358, %364, %370, %376, %382, %388 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> to vector<64x64xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
          nvvm.wgmma.fence.aligned
          %390:16 = builtin.unrealized_conversion_cast %389 : vector<64x64xf32> to vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
          %391:18 = scf.for %arg15 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg16 = %390#0, %arg17 = %390#1, %arg18 = %390#2, %arg19 = %390#3, %arg20 = %390#4, %arg21 = %390#5, %arg22 = %390#6, %arg23 = %390#7, %arg24 = %390#8, %arg25 = %390#9, %arg26 = %390#10, %arg27 = %390#11, %arg28 = %390#12, %arg29 = %390#13, %arg30 = %390#14, %arg31 = %390#15, %arg32 = %c0_i32, %arg33 = %c0_i32) -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, i32, i32)  : i32 {
            %665 = builtin.unrealized_conversion_cast %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> to vector<64x64xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
            %666 = arith.addi %arg32, %c1_i32 : i32
            %667 = arith.remsi %arg32, %c2_i32 : i32
            %668 = arith.index_cast %667 : i32 to index
            %669 = arith.index_castui %668 : index to i32
            %670 = memref.load %alloca[] : memref<i32>
            %671 = arith.shli %c1_i32, %669 : i32
            %672 = arith.andi %670, %671 : i32
            %673 = arith.cmpi ne, %672, %c0_i32 : i32
            %674 = arith.xori %670, %671 : i32
            memref.store %674, %alloca[] : memref<i32>
            %675 = arith.extui %673 : i1 to i32
            %676 = llvm.getelementptr %185[%669] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            nvvm.mbarrier.try_wait.parity %676, %675, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            %677 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
            %c16384 = arith.constant 16384 : index
            %view_253 = memref.view %677[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
            %678 = builtin.unrealized_conversion_cast %view_253 : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %679 = builtin.unrealized_conversion_cast %678 : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
            %680 = builtin.unrealized_conversion_cast %679 : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %681 = builtin.unrealized_conversion_cast %680 : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>>
            %subview_254 = memref.subview %681[%668, 0, 0, 0, 0] [1, 8, 1, 8, 64] [1, 1, 1, 1, 1] : memref<2x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %682 = builtin.unrealized_conversion_cast %subview_254 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %683 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
            %c32768 = arith.constant 32768 : index
            %view_255 = memref.view %683[%c32768][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>>
            %684 = builtin.unrealized_conversion_cast %view_255 : memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x128xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %685 = builtin.unrealized_conversion_cast %684 : memref<2x64x128xf16, #gpu.address_space<workgroup>> to memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>>
            %686 = builtin.unrealized_conversion_cast %685 : memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>> to memref<2x64x128xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %687 = builtin.unrealized_conversion_cast %686 : memref<2x64x128xf16, #gpu.address_space<workgroup>> to memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>>
            %subview_256 = memref.subview %687[%668, 0, 0, 0, 0] [1, 8, 2, 8, 64] [1, 1, 1, 1, 1] : memref<2x8x2x8x64xf16, #gpu.address_space<workgroup>> to memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %688 = builtin.unrealized_conversion_cast %subview_256 : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %689 = arith.index_cast %221 : i32 to index
            %690 = builtin.unrealized_conversion_cast %688 : memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %c64_257 = arith.constant 64 : index
            %691 = arith.divui %689, %c64_257 : index
            %subview_258 = memref.subview %690[0, %691, 0, 0] [8, 1, 8, 64] [1, 1, 1, 1] : memref<8x2x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %692 = builtin.unrealized_conversion_cast %subview_258 : memref<8x1x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
            %693:16 = builtin.unrealized_conversion_cast %665 : vector<64x64xf32> to vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
            %694 = vector.extract_strided_slice %693#0 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %695 = vector.extract_strided_slice %693#0 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %696 = vector.extract_strided_slice %693#1 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %697 = vector.extract_strided_slice %693#1 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %698 = vector.extract_strided_slice %693#2 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %699 = vector.extract_strided_slice %693#2 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %700 = vector.extract_strided_slice %693#3 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %701 = vector.extract_strided_slice %693#3 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %702 = vector.extract_strided_slice %693#4 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %703 = vector.extract_strided_slice %693#4 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %704 = vector.extract_strided_slice %693#5 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %705 = vector.extract_strided_slice %693#5 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %706 = vector.extract_strided_slice %693#6 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %707 = vector.extract_strided_slice %693#6 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %708 = vector.extract_strided_slice %693#7 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %709 = vector.extract_strided_slice %693#7 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %710 = vector.extract_strided_slice %693#8 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %711 = vector.extract_strided_slice %693#8 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %712 = vector.extract_strided_slice %693#9 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %713 = vector.extract_strided_slice %693#9 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %714 = vector.extract_strided_slice %693#10 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %715 = vector.extract_strided_slice %693#10 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %716 = vector.extract_strided_slice %693#11 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %717 = vector.extract_strided_slice %693#11 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %718 = vector.extract_strided_slice %693#12 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %719 = vector.extract_strided_slice %693#12 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %720 = vector.extract_strided_slice %693#13 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %721 = vector.extract_strided_slice %693#13 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %722 = vector.extract_strided_slice %693#14 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %723 = vector.extract_strided_slice %693#14 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %724 = vector.extract_strided_slice %693#15 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %725 = vector.extract_strided_slice %693#15 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
            %726 = builtin.unrealized_conversion_cast %682 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %727 = builtin.unrealized_conversion_cast %692 : memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %728 = builtin.unrealized_conversion_cast %726 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
            %729 = llvm.extractvalue %728[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
            %730 = llvm.extractvalue %728[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
            %c2_i64_259 = arith.constant 2 : i64
            %731 = llvm.mul %730, %c2_i64_259 : i64
            %732 = llvm.ptrtoint %729 : !llvm.ptr<3> to i64
            %733 = llvm.add %732, %731 : i64
            %734 = llvm.inttoptr %733 : i64 to !llvm.ptr<3>
            %735 = llvm.ptrtoint %734 : !llvm.ptr<3> to i64
            %c262143_i64 = arith.constant 262143 : i64
            %736 = llvm.and %735, %c262143_i64 : i64
            %c4_i64_260 = arith.constant 4 : i64
            %737 = llvm.lshr %736, %c4_i64_260 : i64
            %c4611686293305294848_i64 = arith.constant 4611686293305294848 : i64
            %738 = llvm.or %737, %c4611686293305294848_i64 : i64
            %739 = builtin.unrealized_conversion_cast %727 : memref<8x1x8x64xf16, strided<[1024, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
            %740 = llvm.extractvalue %739[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
            %741 = llvm.extractvalue %739[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
            %c2_i64_261 = arith.constant 2 : i64
            %742 = llvm.mul %741, %c2_i64_261 : i64
            %743 = llvm.ptrtoint %740 : !llvm.ptr<3> to i64
            %744 = llvm.add %743, %742 : i64
            %745 = llvm.inttoptr %744 : i64 to !llvm.ptr<3>
            %746 = llvm.ptrtoint %745 : !llvm.ptr<3> to i64
            %c262143_i64_262 = arith.constant 262143 : i64
            %747 = llvm.and %746, %c262143_i64_262 : i64
            %c4_i64_263 = arith.constant 4 : i64
            %748 = llvm.lshr %747, %c4_i64_263 : i64
            %c4611686568187396096_i64 = arith.constant 4611686568187396096 : i64
            %749 = llvm.or %748, %c4611686568187396096_i64 : i64
            %c0_i64 = arith.constant 0 : i64
            %750 = llvm.add %738, %c0_i64 : i64
            %c0_i64_264 = arith.constant 0 : i64
            %751 = llvm.add %749, %c0_i64_264 : i64
            %752 = llvm.mlir.constant(1 : i32) : i32
            %753 = llvm.mlir.constant(0 : i32) : i32
            %754 = llvm.mlir.constant(1 : i32) : i32
            %755 = llvm.inline_asm has_side_effects asm_dialect = att "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, p, $67, $68, $69, $70; }\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n" %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %750, %751, %752, %752, %752, %753, %754 : (vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
            %756 = llvm.extractvalue %755[0] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %757 = llvm.extractvalue %755[1] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %758 = llvm.extractvalue %755[2] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %759 = llvm.extractvalue %755[3] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %760 = llvm.extractvalue %755[4] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %761 = llvm.extractvalue %755[5] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %762 = llvm.extractvalue %755[6] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %763 = llvm.extractvalue %755[7] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %764 = llvm.extractvalue %755[8] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %765 = llvm.extractvalue %755[9] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %766 = llvm.extractvalue %755[10] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %767 = llvm.extractvalue %755[11] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %768 = llvm.extractvalue %755[12] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %769 = llvm.extractvalue %755[13] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %770 = llvm.extractvalue %755[14] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %771 = llvm.extractvalue %755[15] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %772 = llvm.extractvalue %755[16] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %773 = llvm.extractvalue %755[17] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %774 = llvm.extractvalue %755[18] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %775 = llvm.extractvalue %755[19] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %776 = llvm.extractvalue %755[20] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %777 = llvm.extractvalue %755[21] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %778 = llvm.extractvalue %755[22] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %779 = llvm.extractvalue %755[23] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %780 = llvm.extractvalue %755[24] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %781 = llvm.extractvalue %755[25] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %782 = llvm.extractvalue %755[26] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %783 = llvm.extractvalue %755[27] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %784 = llvm.extractvalue %755[28] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %785 = llvm.extractvalue %755[29] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %786 = llvm.extractvalue %755[30] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %787 = llvm.extractvalue %755[31] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %788 = llvm.mlir.constant(2 : i64) : i64
            %789 = llvm.add %750, %788 : i64
            %790 = llvm.mlir.constant(256 : i64) : i64
            %791 = llvm.add %751, %790 : i64
            %792 = llvm.inline_asm has_side_effects asm_dialect = att "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, p, $67, $68, $69, $70; }\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n" %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %789, %791, %752, %752, %752, %753, %754 : (vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
            %793 = llvm.extractvalue %792[0] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %794 = llvm.extractvalue %792[1] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %795 = llvm.extractvalue %792[2] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %796 = llvm.extractvalue %792[3] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %797 = llvm.extractvalue %792[4] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %798 = llvm.extractvalue %792[5] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %799 = llvm.extractvalue %792[6] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %800 = llvm.extractvalue %792[7] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %801 = llvm.extractvalue %792[8] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %802 = llvm.extractvalue %792[9] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %803 = llvm.extractvalue %792[10] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %804 = llvm.extractvalue %792[11] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %805 = llvm.extractvalue %792[12] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %806 = llvm.extractvalue %792[13] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %807 = llvm.extractvalue %792[14] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %808 = llvm.extractvalue %792[15] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %809 = llvm.extractvalue %792[16] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %810 = llvm.extractvalue %792[17] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %811 = llvm.extractvalue %792[18] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %812 = llvm.extractvalue %792[19] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %813 = llvm.extractvalue %792[20] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %814 = llvm.extractvalue %792[21] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %815 = llvm.extractvalue %792[22] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %816 = llvm.extractvalue %792[23] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %817 = llvm.extractvalue %792[24] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %818 = llvm.extractvalue %792[25] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %819 = llvm.extractvalue %792[26] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %820 = llvm.extractvalue %792[27] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %821 = llvm.extractvalue %792[28] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %822 = llvm.extractvalue %792[29] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %823 = llvm.extractvalue %792[30] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %824 = llvm.extractvalue %792[31] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %825 = llvm.mlir.constant(2 : i64) : i64
            %826 = llvm.add %789, %825 : i64
            %827 = llvm.mlir.constant(256 : i64) : i64
            %828 = llvm.add %791, %827 : i64
            %829 = llvm.inline_asm has_side_effects asm_dialect = att "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, p, $67, $68, $69, $70; }\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n" %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %826, %828, %752, %752, %752, %753, %754 : (vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
            %830 = llvm.extractvalue %829[0] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %831 = llvm.extractvalue %829[1] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %832 = llvm.extractvalue %829[2] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %833 = llvm.extractvalue %829[3] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %834 = llvm.extractvalue %829[4] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %835 = llvm.extractvalue %829[5] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %836 = llvm.extractvalue %829[6] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %837 = llvm.extractvalue %829[7] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %838 = llvm.extractvalue %829[8] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %839 = llvm.extractvalue %829[9] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %840 = llvm.extractvalue %829[10] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %841 = llvm.extractvalue %829[11] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %842 = llvm.extractvalue %829[12] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %843 = llvm.extractvalue %829[13] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %844 = llvm.extractvalue %829[14] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %845 = llvm.extractvalue %829[15] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %846 = llvm.extractvalue %829[16] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %847 = llvm.extractvalue %829[17] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %848 = llvm.extractvalue %829[18] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %849 = llvm.extractvalue %829[19] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %850 = llvm.extractvalue %829[20] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %851 = llvm.extractvalue %829[21] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %852 = llvm.extractvalue %829[22] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %853 = llvm.extractvalue %829[23] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %854 = llvm.extractvalue %829[24] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %855 = llvm.extractvalue %829[25] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %856 = llvm.extractvalue %829[26] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %857 = llvm.extractvalue %829[27] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %858 = llvm.extractvalue %829[28] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %859 = llvm.extractvalue %829[29] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %860 = llvm.extractvalue %829[30] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %861 = llvm.extractvalue %829[31] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %862 = llvm.mlir.constant(2 : i64) : i64
            %863 = llvm.add %826, %862 : i64
            %864 = llvm.mlir.constant(256 : i64) : i64
            %865 = llvm.add %828, %864 : i64
            %866 = llvm.inline_asm has_side_effects asm_dialect = att "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, p, $67, $68, $69, $70; }\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n" %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %863, %865, %752, %752, %752, %753, %754 : (vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)>
            %867 = llvm.extractvalue %866[0] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %868 = llvm.extractvalue %866[1] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %869 = llvm.extractvalue %866[2] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %870 = llvm.extractvalue %866[3] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %871 = llvm.extractvalue %866[4] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %872 = llvm.extractvalue %866[5] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %873 = llvm.extractvalue %866[6] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %874 = llvm.extractvalue %866[7] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %875 = llvm.extractvalue %866[8] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %876 = llvm.extractvalue %866[9] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %877 = llvm.extractvalue %866[10] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %878 = llvm.extractvalue %866[11] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %879 = llvm.extractvalue %866[12] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %880 = llvm.extractvalue %866[13] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %881 = llvm.extractvalue %866[14] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %882 = llvm.extractvalue %866[15] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %883 = llvm.extractvalue %866[16] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %884 = llvm.extractvalue %866[17] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %885 = llvm.extractvalue %866[18] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %886 = llvm.extractvalue %866[19] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %887 = llvm.extractvalue %866[20] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %888 = llvm.extractvalue %866[21] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %889 = llvm.extractvalue %866[22] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %890 = llvm.extractvalue %866[23] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %891 = llvm.extractvalue %866[24] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %892 = llvm.extractvalue %866[25] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %893 = llvm.extractvalue %866[26] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %894 = llvm.extractvalue %866[27] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %895 = llvm.extractvalue %866[28] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %896 = llvm.extractvalue %866[29] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %897 = llvm.extractvalue %866[30] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %898 = llvm.extractvalue %866[31] : !llvm.struct<(vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)> 
            %899 = vector.shuffle %867, %868 [0, 1] : vector<1xf32>, vector<1xf32>
            %900 = vector.shuffle %869, %870 [0, 1] : vector<1xf32>, vector<1xf32>
            %901 = vector.shuffle %871, %872 [0, 1] : vector<1xf32>, vector<1xf32>
            %902 = vector.shuffle %873, %874 [0, 1] : vector<1xf32>, vector<1xf32>
            %903 = vector.shuffle %875, %876 [0, 1] : vector<1xf32>, vector<1xf32>
            %904 = vector.shuffle %877, %878 [0, 1] : vector<1xf32>, vector<1xf32>
            %905 = vector.shuffle %879, %880 [0, 1] : vector<1xf32>, vector<1xf32>
            %906 = vector.shuffle %881, %882 [0, 1] : vector<1xf32>, vector<1xf32>
            %907 = vector.shuffle %883, %884 [0, 1] : vector<1xf32>, vector<1xf32>
            %908 = vector.shuffle %885, %886 [0, 1] : vector<1xf32>, vector<1xf32>
            %909 = vector.shuffle %887, %888 [0, 1] : vector<1xf32>, vector<1xf32>
            %910 = vector.shuffle %889, %890 [0, 1] : vector<1xf32>, vector<1xf32>
            %911 = vector.shuffle %891, %892 [0, 1] : vector<1xf32>, vector<1xf32>
            %912 = vector.shuffle %893, %894 [0, 1] : vector<1xf32>, vector<1xf32>
            %913 = vector.shuffle %895, %896 [0, 1] : vector<1xf32>, vector<1xf32>
            %914 = vector.shuffle %897, %898 [0, 1] : vector<1xf32>, vector<1xf32>
            %915 = builtin.unrealized_conversion_cast %899, %900, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> to vector<64x64xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %916 = llvm.getelementptr %196[%669] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            %917 = builtin.unrealized_conversion_cast %916 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
            %918 = builtin.unrealized_conversion_cast %917 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
            %c0_i64_265 = arith.constant 0 : i64
            %919 = llvm.getelementptr %918[%c0_i64_265] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
            %920 = llvm.inline_asm has_side_effects " mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;", "=l,r" %919 : (!llvm.ptr<3>) -> i64
            nvvm.cp.async.bulk.commit.group
            %921 = arith.addi %arg33, %c1_i32 : i32
            %922 = arith.cmpi eq, %921, %c2_i32 : i32
            %923 = arith.select %922, %c0_i32, %921 : i32
            %924:16 = builtin.unrealized_conversion_cast %915 : vector<64x64xf32> to vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
            scf.yield %924#0, %924#1, %924#2, %924#3, %924#4, %924#5, %924#6, %924#7, %924#8, %924#9, %924#10, %924#11, %924#12, %924#13, %924#14, %924#15, %666, %923 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, i32, i32
          }
          %392 = builtin.unrealized_conversion_cast %391#0, %391#1, %391#2, %391#3, %391#4, %391#5, %391#6, %391#7, %391#8, %391#9, %391#10, %391#11, %391#12, %391#13, %391#14, %391#15 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> to vector<64x64xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
          nvvm.wgmma.wait.group.sync.aligned 0
          %393:16 = builtin.unrealized_conversion_cast %392 : vector<64x64xf32> to vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
          %394 = arith.truncf %393#0 : vector<2xf32> to vector<2xf16>
          %395 = arith.truncf %393#1 : vector<2xf32> to vector<2xf16>
          %396 = arith.truncf %393#2 : vector<2xf32> to vector<2xf16>
          %397 = arith.truncf %393#3 : vector<2xf32> to vector<2xf16>
          %398 = arith.truncf %393#4 : vector<2xf32> to vector<2xf16>
          %399 = arith.truncf %393#5 : vector<2xf32> to vector<2xf16>
          %400 = arith.truncf %393#6 : vector<2xf32> to vector<2xf16>
          %401 = arith.truncf %393#7 : vector<2xf32> to vector<2xf16>
          %402 = arith.truncf %393#8 : vector<2xf32> to vector<2xf16>
          %403 = arith.truncf %393#9 : vector<2xf32> to vector<2xf16>
          %404 = arith.truncf %393#10 : vector<2xf32> to vector<2xf16>
          %405 = arith.truncf %393#11 : vector<2xf32> to vector<2xf16>
          %406 = arith.truncf %393#12 : vector<2xf32> to vector<2xf16>
          %407 = arith.truncf %393#13 : vector<2xf32> to vector<2xf16>
          %408 = arith.truncf %393#14 : vector<2xf32> to vector<2xf16>
          %409 = arith.truncf %393#15 : vector<2xf32> to vector<2xf16>
          %410 = builtin.unrealized_conversion_cast %394, %395, %396, %397, %398, %399, %400, %401, %402, %403, %404, %405, %406, %407, %408, %409 : vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16> to vector<64x64xf16> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
          nvvm.cp.async.bulk.wait_group 0 {read}
          %411 = arith.addi %213, %c1_i32 : i32
          %412 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %411 : (i32) -> !llvm.void
          nvvm.cp.async.bulk.wait_group 1 {read}
          %413 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %411 : (i32) -> !llvm.void
          %414 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
          %c0 = arith.constant 0 : index
          %view_110 = memref.view %414[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %415 = builtin.unrealized_conversion_cast %view_110 : memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x1x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %416 = builtin.unrealized_conversion_cast %415 : memref<2x1x64x64xf16, #gpu.address_space<workgroup>> to memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %417 = builtin.unrealized_conversion_cast %416 : memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x1x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %418 = arith.index_cast %214 : i32 to index
          %419 = builtin.unrealized_conversion_cast %417 : memref<2x1x64x64xf16, #gpu.address_space<workgroup>> to memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %subview = memref.subview %419[%418, 0, 0, 0, 0, 0] [1, 1, 8, 1, 8, 64] [1, 1, 1, 1, 1, 1] : memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %420 = builtin.unrealized_conversion_cast %subview : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %421:16 = builtin.unrealized_conversion_cast %410 : vector<64x64xf16> to vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16> {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, registers_shape = [1, 8, 1, 1, 2, 1, 1, 1, 1]}
          %thread_id_x_111 = gpu.thread_id x
          %422 = arith.index_cast %thread_id_x_111 : index to i32
          %block_dim_x_112 = gpu.block_dim x
          %423 = arith.index_cast %block_dim_x_112 : index to i32
          %thread_id_y_113 = gpu.thread_id y
          %424 = arith.index_cast %thread_id_y_113 : index to i32
          %425 = arith.muli %424, %423 : i32
          %426 = arith.addi %422, %425 : i32
          %block_dim_y_114 = gpu.block_dim y
          %427 = arith.index_cast %block_dim_y_114 : index to i32
          %428 = arith.muli %423, %427 : i32
          %thread_id_z_115 = gpu.thread_id z
          %429 = arith.index_cast %thread_id_z_115 : index to i32
          %430 = arith.muli %429, %428 : i32
          %431 = arith.addi %426, %430 : i32
          %block_dim_z_116 = gpu.block_dim z
          %432 = arith.index_cast %block_dim_z_116 : index to i32
          %433 = arith.muli %428, %432 : i32
          %c7_i32_117 = arith.constant 7 : i32
          %434 = arith.shrui %431, %c7_i32_117 : i32
          %c1_i32_118 = arith.constant 1 : i32
          %435 = arith.addi %434, %c1_i32_118 : i32
          %436 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %435 : (i32) -> !llvm.void
          %437 = builtin.unrealized_conversion_cast %420 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %c512_i32 = arith.constant 512 : i32
          %c0_i32_119 = arith.constant 0 : i32
          %c256_i32_120 = arith.constant 256 : i32
          %c0_i32_121 = arith.constant 0 : i32
          %c32_i32 = arith.constant 32 : i32
          %c1_i32_122 = arith.constant 1 : i32
          %c0_i32_123 = arith.constant 0 : i32
          %thread_id_x_124 = gpu.thread_id x
          %438 = arith.index_cast %thread_id_x_124 : index to i32
          %block_dim_x_125 = gpu.block_dim x
          %439 = arith.index_cast %block_dim_x_125 : index to i32
          %thread_id_y_126 = gpu.thread_id y
          %440 = arith.index_cast %thread_id_y_126 : index to i32
          %441 = arith.muli %440, %439 : i32
          %442 = arith.addi %438, %441 : i32
          %block_dim_y_127 = gpu.block_dim y
          %443 = arith.index_cast %block_dim_y_127 : index to i32
          %444 = arith.muli %439, %443 : i32
          %thread_id_z_128 = gpu.thread_id z
          %445 = arith.index_cast %thread_id_z_128 : index to i32
          %446 = arith.muli %445, %444 : i32
          %447 = arith.addi %442, %446 : i32
          %block_dim_z_129 = gpu.block_dim z
          %448 = arith.index_cast %block_dim_z_129 : index to i32
          %449 = arith.muli %444, %448 : i32
          %c32_i32_130 = arith.constant 32 : i32
          %450 = arith.remui %447, %c32_i32_130 : i32
          %c4_i32_131 = arith.constant 4 : i32
          %451 = arith.divui %450, %c4_i32_131 : i32
          %c8_i32 = arith.constant 8 : i32
          %452 = arith.remui %451, %c8_i32 : i32
          %c1_i32_132 = arith.constant 1 : i32
          %453 = arith.divui %450, %c1_i32_132 : i32
          %c4_i32_133 = arith.constant 4 : i32
          %454 = arith.remui %453, %c4_i32_133 : i32
          %c0_i32_134 = arith.constant 0 : i32
          %c1_i32_135 = arith.constant 1 : i32
          %455 = arith.divui %c0_i32_134, %c1_i32_135 : i32
          %c1_i32_136 = arith.constant 1 : i32
          %456 = arith.divui %c0_i32_134, %c1_i32_136 : i32
          %c1_i32_137 = arith.constant 1 : i32
          %457 = arith.divui %452, %c1_i32_137 : i32
          %c1_i32_138 = arith.constant 1 : i32
          %458 = arith.divui %454, %c1_i32_138 : i32
          %c1_i32_139 = arith.constant 1 : i32
          %459 = arith.divui %c0_i32_134, %c1_i32_139 : i32
          %460 = arith.muli %455, %c512_i32 : i32
          %461 = arith.muli %c0_i32_134, %c0_i32_119 : i32
          %462 = arith.addi %460, %461 : i32
          %463 = arith.muli %456, %c256_i32_120 : i32
          %464 = arith.addi %462, %463 : i32
          %465 = arith.muli %c0_i32_134, %c0_i32_121 : i32
          %466 = arith.addi %464, %465 : i32
          %467 = arith.muli %457, %c32_i32 : i32
          %468 = arith.addi %466, %467 : i32
          %469 = arith.muli %458, %c1_i32_122 : i32
          %470 = arith.addi %468, %469 : i32
          %471 = arith.muli %459, %c0_i32_123 : i32
          %472 = arith.addi %470, %471 : i32
          %thread_id_x_140 = gpu.thread_id x
          %473 = arith.index_cast %thread_id_x_140 : index to i32
          %block_dim_x_141 = gpu.block_dim x
          %474 = arith.index_cast %block_dim_x_141 : index to i32
          %thread_id_y_142 = gpu.thread_id y
          %475 = arith.index_cast %thread_id_y_142 : index to i32
          %476 = arith.muli %475, %474 : i32
          %477 = arith.addi %473, %476 : i32
          %block_dim_y_143 = gpu.block_dim y
          %478 = arith.index_cast %block_dim_y_143 : index to i32
          %479 = arith.muli %474, %478 : i32
          %thread_id_z_144 = gpu.thread_id z
          %480 = arith.index_cast %thread_id_z_144 : index to i32
          %481 = arith.muli %480, %479 : i32
          %482 = arith.addi %477, %481 : i32
          %block_dim_z_145 = gpu.block_dim z
          %483 = arith.index_cast %block_dim_z_145 : index to i32
          %484 = arith.muli %479, %483 : i32
          %c32_i32_146 = arith.constant 32 : i32
          %485 = arith.divui %482, %c32_i32_146 : i32
          %c4_i32_147 = arith.constant 4 : i32
          %486 = arith.remui %485, %c4_i32_147 : i32
          %c1_i32_148 = arith.constant 1 : i32
          %487 = arith.divui %486, %c1_i32_148 : i32
          %c4_i32_149 = arith.constant 4 : i32
          %488 = arith.remui %487, %c4_i32_149 : i32
          %c0_i32_150 = arith.constant 0 : i32
          %c1_i32_151 = arith.constant 1 : i32
          %489 = arith.divui %488, %c1_i32_151 : i32
          %c1_i32_152 = arith.constant 1 : i32
          %490 = arith.divui %c0_i32_150, %c1_i32_152 : i32
          %c1_i32_153 = arith.constant 1 : i32
          %491 = arith.divui %c0_i32_150, %c1_i32_153 : i32
          %c1_i32_154 = arith.constant 1 : i32
          %492 = arith.divui %c0_i32_150, %c1_i32_154 : i32
          %c1_i32_155 = arith.constant 1 : i32
          %493 = arith.divui %c0_i32_150, %c1_i32_155 : i32
          %494 = arith.muli %489, %c512_i32 : i32
          %495 = arith.muli %c0_i32_150, %c0_i32_119 : i32
          %496 = arith.addi %494, %495 : i32
          %497 = arith.muli %490, %c256_i32_120 : i32
          %498 = arith.addi %496, %497 : i32
          %499 = arith.muli %c0_i32_150, %c0_i32_121 : i32
          %500 = arith.addi %498, %499 : i32
          %501 = arith.muli %491, %c32_i32 : i32
          %502 = arith.addi %500, %501 : i32
          %503 = arith.muli %492, %c1_i32_122 : i32
          %504 = arith.addi %502, %503 : i32
          %505 = arith.muli %493, %c0_i32_123 : i32
          %506 = arith.addi %504, %505 : i32
          %507 = arith.addi %472, %506 : i32
          %508 = builtin.unrealized_conversion_cast %437 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
          %509 = llvm.extractvalue %508[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %510 = llvm.extractvalue %508[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %c2_i64_156 = arith.constant 2 : i64
          %511 = llvm.mul %510, %c2_i64_156 : i64
          %512 = llvm.ptrtoint %509 : !llvm.ptr<3> to i64
          %513 = llvm.add %512, %511 : i64
          %514 = llvm.inttoptr %513 : i64 to !llvm.ptr<3>
          %c0_i32_157 = arith.constant 0 : i32
          %515 = arith.addi %507, %c0_i32_157 : i32
          %c32_i32_158 = arith.constant 32 : i32
          %516 = arith.divui %515, %c32_i32_158 : i32
          %c8_i32_159 = arith.constant 8 : i32
          %517 = arith.remui %516, %c8_i32_159 : i32
          %c4_i32_160 = arith.constant 4 : i32
          %518 = arith.muli %517, %c4_i32_160 : i32
          %519 = arith.xori %515, %518 : i32
          %520 = llvm.getelementptr %514[%519] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_161 = arith.constant 0 : i32
          %521 = llvm.getelementptr %520[%c0_i32_161] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#0, %521 : vector<2xf16>, !llvm.ptr<3>
          %c0_i32_162 = arith.constant 0 : i32
          %522 = arith.addi %507, %c0_i32_162 : i32
          %c32_i32_163 = arith.constant 32 : i32
          %523 = arith.divui %522, %c32_i32_163 : i32
          %c8_i32_164 = arith.constant 8 : i32
          %524 = arith.remui %523, %c8_i32_164 : i32
          %c4_i32_165 = arith.constant 4 : i32
          %525 = arith.muli %524, %c4_i32_165 : i32
          %526 = arith.xori %522, %525 : i32
          %527 = llvm.getelementptr %514[%526] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_166 = arith.constant 256 : i32
          %528 = llvm.getelementptr %527[%c256_i32_166] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#1, %528 : vector<2xf16>, !llvm.ptr<3>
          %c4_i32_167 = arith.constant 4 : i32
          %529 = arith.addi %507, %c4_i32_167 : i32
          %c32_i32_168 = arith.constant 32 : i32
          %530 = arith.divui %529, %c32_i32_168 : i32
          %c8_i32_169 = arith.constant 8 : i32
          %531 = arith.remui %530, %c8_i32_169 : i32
          %c4_i32_170 = arith.constant 4 : i32
          %532 = arith.muli %531, %c4_i32_170 : i32
          %533 = arith.xori %529, %532 : i32
          %534 = llvm.getelementptr %514[%533] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_171 = arith.constant 0 : i32
          %535 = llvm.getelementptr %534[%c0_i32_171] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#2, %535 : vector<2xf16>, !llvm.ptr<3>
          %c4_i32_172 = arith.constant 4 : i32
          %536 = arith.addi %507, %c4_i32_172 : i32
          %c32_i32_173 = arith.constant 32 : i32
          %537 = arith.divui %536, %c32_i32_173 : i32
          %c8_i32_174 = arith.constant 8 : i32
          %538 = arith.remui %537, %c8_i32_174 : i32
          %c4_i32_175 = arith.constant 4 : i32
          %539 = arith.muli %538, %c4_i32_175 : i32
          %540 = arith.xori %536, %539 : i32
          %541 = llvm.getelementptr %514[%540] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_176 = arith.constant 256 : i32
          %542 = llvm.getelementptr %541[%c256_i32_176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#3, %542 : vector<2xf16>, !llvm.ptr<3>
          %c8_i32_177 = arith.constant 8 : i32
          %543 = arith.addi %507, %c8_i32_177 : i32
          %c32_i32_178 = arith.constant 32 : i32
          %544 = arith.divui %543, %c32_i32_178 : i32
          %c8_i32_179 = arith.constant 8 : i32
          %545 = arith.remui %544, %c8_i32_179 : i32
          %c4_i32_180 = arith.constant 4 : i32
          %546 = arith.muli %545, %c4_i32_180 : i32
          %547 = arith.xori %543, %546 : i32
          %548 = llvm.getelementptr %514[%547] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_181 = arith.constant 0 : i32
          %549 = llvm.getelementptr %548[%c0_i32_181] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#4, %549 : vector<2xf16>, !llvm.ptr<3>
          %c8_i32_182 = arith.constant 8 : i32
          %550 = arith.addi %507, %c8_i32_182 : i32
          %c32_i32_183 = arith.constant 32 : i32
          %551 = arith.divui %550, %c32_i32_183 : i32
          %c8_i32_184 = arith.constant 8 : i32
          %552 = arith.remui %551, %c8_i32_184 : i32
          %c4_i32_185 = arith.constant 4 : i32
          %553 = arith.muli %552, %c4_i32_185 : i32
          %554 = arith.xori %550, %553 : i32
          %555 = llvm.getelementptr %514[%554] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_186 = arith.constant 256 : i32
          %556 = llvm.getelementptr %555[%c256_i32_186] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#5, %556 : vector<2xf16>, !llvm.ptr<3>
          %c12_i32 = arith.constant 12 : i32
          %557 = arith.addi %507, %c12_i32 : i32
          %c32_i32_187 = arith.constant 32 : i32
          %558 = arith.divui %557, %c32_i32_187 : i32
          %c8_i32_188 = arith.constant 8 : i32
          %559 = arith.remui %558, %c8_i32_188 : i32
          %c4_i32_189 = arith.constant 4 : i32
          %560 = arith.muli %559, %c4_i32_189 : i32
          %561 = arith.xori %557, %560 : i32
          %562 = llvm.getelementptr %514[%561] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_190 = arith.constant 0 : i32
          %563 = llvm.getelementptr %562[%c0_i32_190] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#6, %563 : vector<2xf16>, !llvm.ptr<3>
          %c12_i32_191 = arith.constant 12 : i32
          %564 = arith.addi %507, %c12_i32_191 : i32
          %c32_i32_192 = arith.constant 32 : i32
          %565 = arith.divui %564, %c32_i32_192 : i32
          %c8_i32_193 = arith.constant 8 : i32
          %566 = arith.remui %565, %c8_i32_193 : i32
          %c4_i32_194 = arith.constant 4 : i32
          %567 = arith.muli %566, %c4_i32_194 : i32
          %568 = arith.xori %564, %567 : i32
          %569 = llvm.getelementptr %514[%568] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_195 = arith.constant 256 : i32
          %570 = llvm.getelementptr %569[%c256_i32_195] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#7, %570 : vector<2xf16>, !llvm.ptr<3>
          %c16_i32 = arith.constant 16 : i32
          %571 = arith.addi %507, %c16_i32 : i32
          %c32_i32_196 = arith.constant 32 : i32
          %572 = arith.divui %571, %c32_i32_196 : i32
          %c8_i32_197 = arith.constant 8 : i32
          %573 = arith.remui %572, %c8_i32_197 : i32
          %c4_i32_198 = arith.constant 4 : i32
          %574 = arith.muli %573, %c4_i32_198 : i32
          %575 = arith.xori %571, %574 : i32
          %576 = llvm.getelementptr %514[%575] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_199 = arith.constant 0 : i32
          %577 = llvm.getelementptr %576[%c0_i32_199] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#8, %577 : vector<2xf16>, !llvm.ptr<3>
          %c16_i32_200 = arith.constant 16 : i32
          %578 = arith.addi %507, %c16_i32_200 : i32
          %c32_i32_201 = arith.constant 32 : i32
          %579 = arith.divui %578, %c32_i32_201 : i32
          %c8_i32_202 = arith.constant 8 : i32
          %580 = arith.remui %579, %c8_i32_202 : i32
          %c4_i32_203 = arith.constant 4 : i32
          %581 = arith.muli %580, %c4_i32_203 : i32
          %582 = arith.xori %578, %581 : i32
          %583 = llvm.getelementptr %514[%582] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_204 = arith.constant 256 : i32
          %584 = llvm.getelementptr %583[%c256_i32_204] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#9, %584 : vector<2xf16>, !llvm.ptr<3>
          %c20_i32 = arith.constant 20 : i32
          %585 = arith.addi %507, %c20_i32 : i32
          %c32_i32_205 = arith.constant 32 : i32
          %586 = arith.divui %585, %c32_i32_205 : i32
          %c8_i32_206 = arith.constant 8 : i32
          %587 = arith.remui %586, %c8_i32_206 : i32
          %c4_i32_207 = arith.constant 4 : i32
          %588 = arith.muli %587, %c4_i32_207 : i32
          %589 = arith.xori %585, %588 : i32
          %590 = llvm.getelementptr %514[%589] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_208 = arith.constant 0 : i32
          %591 = llvm.getelementptr %590[%c0_i32_208] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#10, %591 : vector<2xf16>, !llvm.ptr<3>
          %c20_i32_209 = arith.constant 20 : i32
          %592 = arith.addi %507, %c20_i32_209 : i32
          %c32_i32_210 = arith.constant 32 : i32
          %593 = arith.divui %592, %c32_i32_210 : i32
          %c8_i32_211 = arith.constant 8 : i32
          %594 = arith.remui %593, %c8_i32_211 : i32
          %c4_i32_212 = arith.constant 4 : i32
          %595 = arith.muli %594, %c4_i32_212 : i32
          %596 = arith.xori %592, %595 : i32
          %597 = llvm.getelementptr %514[%596] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_213 = arith.constant 256 : i32
          %598 = llvm.getelementptr %597[%c256_i32_213] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#11, %598 : vector<2xf16>, !llvm.ptr<3>
          %c24_i32 = arith.constant 24 : i32
          %599 = arith.addi %507, %c24_i32 : i32
          %c32_i32_214 = arith.constant 32 : i32
          %600 = arith.divui %599, %c32_i32_214 : i32
          %c8_i32_215 = arith.constant 8 : i32
          %601 = arith.remui %600, %c8_i32_215 : i32
          %c4_i32_216 = arith.constant 4 : i32
          %602 = arith.muli %601, %c4_i32_216 : i32
          %603 = arith.xori %599, %602 : i32
          %604 = llvm.getelementptr %514[%603] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_217 = arith.constant 0 : i32
          %605 = llvm.getelementptr %604[%c0_i32_217] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#12, %605 : vector<2xf16>, !llvm.ptr<3>
          %c24_i32_218 = arith.constant 24 : i32
          %606 = arith.addi %507, %c24_i32_218 : i32
          %c32_i32_219 = arith.constant 32 : i32
          %607 = arith.divui %606, %c32_i32_219 : i32
          %c8_i32_220 = arith.constant 8 : i32
          %608 = arith.remui %607, %c8_i32_220 : i32
          %c4_i32_221 = arith.constant 4 : i32
          %609 = arith.muli %608, %c4_i32_221 : i32
          %610 = arith.xori %606, %609 : i32
          %611 = llvm.getelementptr %514[%610] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_222 = arith.constant 256 : i32
          %612 = llvm.getelementptr %611[%c256_i32_222] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#13, %612 : vector<2xf16>, !llvm.ptr<3>
          %c28_i32 = arith.constant 28 : i32
          %613 = arith.addi %507, %c28_i32 : i32
          %c32_i32_223 = arith.constant 32 : i32
          %614 = arith.divui %613, %c32_i32_223 : i32
          %c8_i32_224 = arith.constant 8 : i32
          %615 = arith.remui %614, %c8_i32_224 : i32
          %c4_i32_225 = arith.constant 4 : i32
          %616 = arith.muli %615, %c4_i32_225 : i32
          %617 = arith.xori %613, %616 : i32
          %618 = llvm.getelementptr %514[%617] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c0_i32_226 = arith.constant 0 : i32
          %619 = llvm.getelementptr %618[%c0_i32_226] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#14, %619 : vector<2xf16>, !llvm.ptr<3>
          %c28_i32_227 = arith.constant 28 : i32
          %620 = arith.addi %507, %c28_i32_227 : i32
          %c32_i32_228 = arith.constant 32 : i32
          %621 = arith.divui %620, %c32_i32_228 : i32
          %c8_i32_229 = arith.constant 8 : i32
          %622 = arith.remui %621, %c8_i32_229 : i32
          %c4_i32_230 = arith.constant 4 : i32
          %623 = arith.muli %622, %c4_i32_230 : i32
          %624 = arith.xori %620, %623 : i32
          %625 = llvm.getelementptr %514[%624] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          %c256_i32_231 = arith.constant 256 : i32
          %626 = llvm.getelementptr %625[%c256_i32_231] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, vector<2xf16>
          llvm.store %421#15, %626 : vector<2xf16>, !llvm.ptr<3>
          %thread_id_x_232 = gpu.thread_id x
          %627 = arith.index_cast %thread_id_x_232 : index to i32
          %block_dim_x_233 = gpu.block_dim x
          %628 = arith.index_cast %block_dim_x_233 : index to i32
          %thread_id_y_234 = gpu.thread_id y
          %629 = arith.index_cast %thread_id_y_234 : index to i32
          %630 = arith.muli %629, %628 : i32
          %631 = arith.addi %627, %630 : i32
          %block_dim_y_235 = gpu.block_dim y
          %632 = arith.index_cast %block_dim_y_235 : index to i32
          %633 = arith.muli %628, %632 : i32
          %thread_id_z_236 = gpu.thread_id z
          %634 = arith.index_cast %thread_id_z_236 : index to i32
          %635 = arith.muli %634, %633 : i32
          %636 = arith.addi %631, %635 : i32
          %block_dim_z_237 = gpu.block_dim z
          %637 = arith.index_cast %block_dim_z_237 : index to i32
          %638 = arith.muli %633, %637 : i32
          %c7_i32_238 = arith.constant 7 : i32
          %639 = arith.shrui %636, %c7_i32_238 : i32
          %c1_i32_239 = arith.constant 1 : i32
          %640 = arith.addi %639, %c1_i32_239 : i32
          %641 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %640 : (i32) -> !llvm.void
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          %642 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %411 : (i32) -> !llvm.void
          %643 = builtin.unrealized_conversion_cast %415 : memref<2x1x64x64xf16, #gpu.address_space<workgroup>> to memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %644 = builtin.unrealized_conversion_cast %643 : memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<2x1x64x64xf16, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %645 = builtin.unrealized_conversion_cast %644 : memref<2x1x64x64xf16, #gpu.address_space<workgroup>> to memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>>
          %subview_240 = memref.subview %645[%418, 0, 0, 0, 0, 0] [1, 1, 8, 1, 8, 64] [1, 1, 1, 1, 1, 1] : memref<2x1x8x1x8x64xf16, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %646 = builtin.unrealized_conversion_cast %subview_240 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}
          %647 = builtin.unrealized_conversion_cast %646 : memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %648 = arith.index_cast %c0_i32 : i32 to index
          %649 = arith.index_cast %221 : i32 to index
          %c8 = arith.constant 8 : index
          %650 = arith.divui %648, %c8 : index
          %c64 = arith.constant 64 : index
          %651 = arith.divui %649, %c64 : index
          %c8_241 = arith.constant 8 : index
          %652 = arith.remui %648, %c8_241 : index
          %c64_242 = arith.constant 64 : index
          %653 = arith.remui %649, %c64_242 : index
          %base_buffer_243, %offset_244, %sizes_245:4, %strides_246:4 = memref.extract_strided_metadata %647 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f16, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index, index, index
          %reinterpret_cast_247 = memref.reinterpret_cast %647 to offset: [%offset_244], sizes: [8, 1, 8, 64], strides: [512, 512, 64, 1] : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
          %c8192_i32 = arith.constant 8192 : i32
          %654 = builtin.unrealized_conversion_cast %reinterpret_cast_247 : memref<8x1x8x64xf16, strided<[512, 512, 64, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
          %655 = llvm.extractvalue %654[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %656 = llvm.extractvalue %654[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
          %c2_i64_248 = arith.constant 2 : i64
          %657 = llvm.mul %656, %c2_i64_248 : i64
          %658 = llvm.ptrtoint %655 : !llvm.ptr<3> to i64
          %659 = llvm.add %658, %657 : i64
          %660 = llvm.inttoptr %659 : i64 to !llvm.ptr<3>
          %expand_shape_249 = memref.expand_shape %35 [[0], [1, 2]] output_shape [64, 2, 64] : memref<64x128xf16> into memref<64x2x64xf16>
          %expand_shape_250 = memref.expand_shape %expand_shape_249 [[0, 1], [2], [3]] output_shape [8, 8, 2, 64] : memref<64x2x64xf16> into memref<8x8x2x64xf16>
          %transpose_251 = memref.transpose %expand_shape_250 (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<8x8x2x64xf16> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %reinterpret_cast_252 = memref.reinterpret_cast %transpose_251 to offset: [0], sizes: [8, 2, 8, 64], strides: [1024, 64, 128, 1] : memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>> to memref<8x2x8x64xf16, strided<[1024, 64, 128, 1]>>
          %661 = arith.index_cast %653 : index to i32
          %662 = arith.index_cast %652 : index to i32
          %663 = arith.index_cast %651 : index to i32
          %664 = arith.index_cast %650 : index to i32
          nvvm.cp.async.bulk.tensor.global.shared.cta %126, %660, box[%661, %662, %663, %664], predicate = %159 : !llvm.ptr, <3>
          nvvm.cp.async.bulk.commit.group
        }
      }
      nvvm.cp.async.bulk.wait_group 0 {read}
      %219 = arith.addi %213, %c1_i32 : i32
      %220 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %219 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
