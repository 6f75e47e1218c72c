// indexing_before_transpose.wg: jax's lane-level payload (the mosaic_gpu_v2 custom call's module, decoded; 9347 bytes of bytecode); sliced_smem.py:indexing_before_transpose(f32[2,32,128]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
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
    %c1_i64 = arith.constant 1 : i64
    %36 = llvm.alloca %c1_i64 x !llvm.array<128 x i8> {alignment = 64 : i64, mosaic_gpu_smem_alloc} : (i64) -> !llvm.ptr
    %37 = llvm.getelementptr %36[0] : (!llvm.ptr) -> !llvm.ptr, i8
    %transpose = memref.transpose %21 (d0, d1, d2) -> (d1, d0, d2) : memref<2x32x128xf32> to memref<32x2x128xf32, strided<[128, 4096, 1]>>
    %reinterpret_cast = memref.reinterpret_cast %transpose to offset: [0], sizes: [32, 2, 128], strides: [128, 4096, 1] : memref<32x2x128xf32, strided<[128, 4096, 1]>> to memref<32x2x128xf32, strided<[128, 4096, 1]>>
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %reinterpret_cast : memref<32x2x128xf32, strided<[128, 4096, 1]>> -> memref<f32>, index, index, index, index, index, index, index
    %intptr = memref.extract_aligned_pointer_as_index %reinterpret_cast : memref<32x2x128xf32, strided<[128, 4096, 1]>> -> index
    %38 = arith.index_cast %intptr : index to i64
    %39 = llvm.inttoptr %38 : i64 to !llvm.ptr
    %40 = arith.index_cast %offset : index to i64
    %41 = llvm.getelementptr %39[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %c6_i64 = arith.constant 6 : i64
    %c3_i64 = arith.constant 3 : i64
    %42 = arith.index_cast %sizes#0 : index to i64
    %43 = arith.index_cast %sizes#1 : index to i64
    %44 = arith.index_cast %sizes#2 : index to i64
    %c3_i64_0 = arith.constant 3 : i64
    %45 = llvm.alloca %c3_i64_0 x i64 : (i64) -> !llvm.ptr
    %46 = llvm.getelementptr %45[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %42, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %45[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %43, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %45[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %44, %48 : i64, !llvm.ptr
    %49 = arith.index_cast %strides#0 : index to i64
    %50 = arith.index_cast %strides#1 : index to i64
    %51 = arith.index_cast %strides#2 : index to i64
    %c3_i64_1 = arith.constant 3 : i64
    %52 = llvm.alloca %c3_i64_1 x i64 : (i64) -> !llvm.ptr
    %53 = llvm.getelementptr %52[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %49, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %52[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %50, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %52[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %51, %55 : i64, !llvm.ptr
    %c16_i64 = arith.constant 16 : i64
    %c32_i64 = arith.constant 32 : i64
    %c2_i64 = arith.constant 2 : i64
    %c128_i64 = arith.constant 128 : i64
    %c3_i64_2 = arith.constant 3 : i64
    %56 = llvm.alloca %c3_i64_2 x i64 : (i64) -> !llvm.ptr
    %57 = llvm.getelementptr %56[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c32_i64, %57 : i64, !llvm.ptr
    %58 = llvm.getelementptr %56[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c2_i64, %58 : i64, !llvm.ptr
    %59 = llvm.getelementptr %56[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c128_i64, %59 : i64, !llvm.ptr
    call @mosaic_gpu_init_tma_desc(%37, %41, %c6_i64, %c3_i64, %45, %52, %c16_i64, %56) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %60 = llvm.load %36 : !llvm.ptr -> !llvm.array<128 x i8>
    %61 = gpu.launch async [%10] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c65544_i32 {
      %62 = builtin.unrealized_conversion_cast %60 : !llvm.array<128 x i8> to !llvm.ptr
      %63 = llvm.getelementptr %62[0] : (!llvm.ptr) -> !llvm.ptr, i8
      %thread_id_x = gpu.thread_id x
      %64 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %65 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %66 = arith.index_cast %thread_id_y : index to i32
      %67 = arith.muli %66, %65 : i32
      %68 = arith.addi %64, %67 : i32
      %block_dim_y = gpu.block_dim y
      %69 = arith.index_cast %block_dim_y : index to i32
      %70 = arith.muli %65, %69 : i32
      %thread_id_z = gpu.thread_id z
      %71 = arith.index_cast %thread_id_z : index to i32
      %72 = arith.muli %71, %70 : i32
      %73 = arith.addi %68, %72 : i32
      %block_dim_z = gpu.block_dim z
      %74 = arith.index_cast %block_dim_z : index to i32
      %75 = arith.muli %70, %74 : i32
      %c5_i32_3 = arith.constant 5 : i32
      %76 = arith.shrui %73, %c5_i32_3 : i32
      %c0_i32_4 = arith.constant 0 : i32
      %77 = arith.cmpi eq, %76, %c0_i32_4 : i32
      %78 = nvvm.elect.sync -> i1
      %79 = nvvm.elect.sync -> i1
      %thread_id_x_5 = gpu.thread_id x
      %80 = arith.index_cast %thread_id_x_5 : index to i32
      %block_dim_x_6 = gpu.block_dim x
      %81 = arith.index_cast %block_dim_x_6 : index to i32
      %thread_id_y_7 = gpu.thread_id y
      %82 = arith.index_cast %thread_id_y_7 : index to i32
      %83 = arith.muli %82, %81 : i32
      %84 = arith.addi %80, %83 : i32
      %block_dim_y_8 = gpu.block_dim y
      %85 = arith.index_cast %block_dim_y_8 : index to i32
      %86 = arith.muli %81, %85 : i32
      %thread_id_z_9 = gpu.thread_id z
      %87 = arith.index_cast %thread_id_z_9 : index to i32
      %88 = arith.muli %87, %86 : i32
      %89 = arith.addi %84, %88 : i32
      %block_dim_z_10 = gpu.block_dim z
      %90 = arith.index_cast %block_dim_z_10 : index to i32
      %91 = arith.muli %86, %90 : i32
      %c5_i32_11 = arith.constant 5 : i32
      %92 = arith.shrui %89, %c5_i32_11 : i32
      %c-1_i32_12 = arith.constant -1 : i32
      %c0_i32_13 = arith.constant 0 : i32
      %c31_i32_14 = arith.constant 31 : i32
      %93 = nvvm.shfl.sync idx %c-1_i32_12, %92, %c0_i32_13, %c31_i32_14 : i32 -> i32
      %c4_i32 = arith.constant 4 : i32
      %94 = arith.remui %93, %c4_i32 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %95 = arith.cmpi eq, %94, %c0_i32_15 : i32
      %96 = arith.andi %95, %79 : i1
      %97 = nvvm.elect.sync -> i1
      %thread_id_x_16 = gpu.thread_id x
      %98 = arith.index_cast %thread_id_x_16 : index to i32
      %block_dim_x_17 = gpu.block_dim x
      %99 = arith.index_cast %block_dim_x_17 : index to i32
      %thread_id_y_18 = gpu.thread_id y
      %100 = arith.index_cast %thread_id_y_18 : index to i32
      %101 = arith.muli %100, %99 : i32
      %102 = arith.addi %98, %101 : i32
      %block_dim_y_19 = gpu.block_dim y
      %103 = arith.index_cast %block_dim_y_19 : index to i32
      %104 = arith.muli %99, %103 : i32
      %thread_id_z_20 = gpu.thread_id z
      %105 = arith.index_cast %thread_id_z_20 : index to i32
      %106 = arith.muli %105, %104 : i32
      %107 = arith.addi %102, %106 : i32
      %block_dim_z_21 = gpu.block_dim z
      %108 = arith.index_cast %block_dim_z_21 : index to i32
      %109 = arith.muli %104, %108 : i32
      %c5_i32_22 = arith.constant 5 : i32
      %110 = arith.shrui %107, %c5_i32_22 : i32
      %c-1_i32_23 = arith.constant -1 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c31_i32_25 = arith.constant 31 : i32
      %111 = nvvm.shfl.sync idx %c-1_i32_23, %110, %c0_i32_24, %c31_i32_25 : i32 -> i32
      %c0_i32_26 = arith.constant 0 : i32
      %112 = arith.cmpi eq, %111, %c0_i32_26 : i32
      %113 = arith.andi %112, %97 : i1
      %114 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c65536 = arith.constant 65536 : index
      %view = memref.view %114[%c65536][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1xi64, #gpu.address_space<workgroup>>
      %115 = builtin.unrealized_conversion_cast %view : memref<1xi64, #gpu.address_space<workgroup>> to memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %116 = builtin.unrealized_conversion_cast %115 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %117 = llvm.extractvalue %116[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %118 = llvm.extractvalue %116[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %119 = llvm.mul %118, %c8_i64 : i64
      %120 = llvm.ptrtoint %117 : !llvm.ptr<3> to i64
      %121 = llvm.add %120, %119 : i64
      %122 = llvm.inttoptr %121 : i64 to !llvm.ptr<3>
      %123 = llvm.getelementptr %122[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %c128_i32 = arith.constant 128 : i32
      nvvm.mbarrier.init %123, %c128_i32, predicate = %113 : !llvm.ptr<3>, i32, i1
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %124 = nvvm.elect.sync -> i1
      %thread_id_x_27 = gpu.thread_id x
      %125 = arith.index_cast %thread_id_x_27 : index to i32
      %block_dim_x_28 = gpu.block_dim x
      %126 = arith.index_cast %block_dim_x_28 : index to i32
      %thread_id_y_29 = gpu.thread_id y
      %127 = arith.index_cast %thread_id_y_29 : index to i32
      %128 = arith.muli %127, %126 : i32
      %129 = arith.addi %125, %128 : i32
      %block_dim_y_30 = gpu.block_dim y
      %130 = arith.index_cast %block_dim_y_30 : index to i32
      %131 = arith.muli %126, %130 : i32
      %thread_id_z_31 = gpu.thread_id z
      %132 = arith.index_cast %thread_id_z_31 : index to i32
      %133 = arith.muli %132, %131 : i32
      %134 = arith.addi %129, %133 : i32
      %135 = arith.shrui %134, %c5_i32 : i32
      %136 = nvvm.shfl.sync idx %c-1_i32, %135, %c0_i32, %c31_i32 : i32 -> i32
      %137 = nvvm.elect.sync -> i1
      %138 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %view_32 = memref.view %138[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1x2x32x2x128xf32, #gpu.address_space<workgroup>>
      %139 = builtin.unrealized_conversion_cast %view_32 : memref<1x2x32x2x128xf32, #gpu.address_space<workgroup>> to memref<1x2x32x2x128xf32, #gpu.address_space<workgroup>> {transforms = []}
      %140 = builtin.unrealized_conversion_cast %139 : memref<1x2x32x2x128xf32, #gpu.address_space<workgroup>> to memref<1x2x32x2x128xf32, #gpu.address_space<workgroup>>
      %subview = memref.subview %140[0, 0, 0, 0, 0] [1, 2, 32, 2, 128] [1, 1, 1, 1, 1] : memref<1x2x32x2x128xf32, #gpu.address_space<workgroup>> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>>
      %141 = builtin.unrealized_conversion_cast %subview : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>> {transforms = []}
      %142 = builtin.unrealized_conversion_cast %141 : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>>
      %subview_33 = memref.subview %142[0, 0, 0, 0] [1, 32, 2, 128] [1, 1, 1, 1] : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1]>, #gpu.address_space<workgroup>>
      %143 = builtin.unrealized_conversion_cast %subview_33 : memref<32x2x128xf32, strided<[256, 128, 1]>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1]>, #gpu.address_space<workgroup>> {transforms = []}
      %144 = builtin.unrealized_conversion_cast %143 : memref<32x2x128xf32, strided<[256, 128, 1]>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1]>, #gpu.address_space<workgroup>>
      %cast = memref.cast %144 : memref<32x2x128xf32, strided<[256, 128, 1]>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %145 = builtin.unrealized_conversion_cast %cast : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = []}
      %146 = builtin.unrealized_conversion_cast %145 : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %transpose_34 = memref.transpose %146 (d0, d1, d2) -> (d1, d0, d2) : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>>
      %147 = builtin.unrealized_conversion_cast %transpose_34 : memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = []}
      %148 = builtin.unrealized_conversion_cast %122 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %c256_i32 = arith.constant 256 : i32
      %149 = builtin.unrealized_conversion_cast %148 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
      %c0_i64 = arith.constant 0 : i64
      %150 = llvm.getelementptr %149[%c0_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %151 = nvvm.mbarrier.arrive.expect_tx %150, %c256_i32 : !llvm.ptr<3>, i32 -> i64
      %152 = builtin.unrealized_conversion_cast %148 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
      %c0_i64_35 = arith.constant 0 : i64
      %153 = builtin.unrealized_conversion_cast %147 : memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>>
      %transpose_36 = memref.transpose %153 (d0, d1, d2) -> (d1, d0, d2) : memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %154 = arith.index_cast %c0_i32 : i32 to index
      %155 = arith.index_cast %c0_i32 : i32 to index
      %156 = arith.index_cast %c0_i32 : i32 to index
      %thread_id_x_37 = gpu.thread_id x
      %157 = arith.index_cast %thread_id_x_37 : index to i32
      %block_dim_x_38 = gpu.block_dim x
      %158 = arith.index_cast %block_dim_x_38 : index to i32
      %thread_id_y_39 = gpu.thread_id y
      %159 = arith.index_cast %thread_id_y_39 : index to i32
      %160 = arith.muli %159, %158 : i32
      %161 = arith.addi %157, %160 : i32
      %block_dim_y_40 = gpu.block_dim y
      %162 = arith.index_cast %block_dim_y_40 : index to i32
      %163 = arith.muli %158, %162 : i32
      %thread_id_z_41 = gpu.thread_id z
      %164 = arith.index_cast %thread_id_z_41 : index to i32
      %165 = arith.muli %164, %163 : i32
      %166 = arith.addi %161, %165 : i32
      %block_dim_z_42 = gpu.block_dim z
      %167 = arith.index_cast %block_dim_z_42 : index to i32
      %168 = arith.muli %163, %167 : i32
      %c7_i32_43 = arith.constant 7 : i32
      %169 = arith.shrui %166, %c7_i32_43 : i32
      %c1_i32_44 = arith.constant 1 : i32
      %170 = arith.addi %169, %c1_i32_44 : i32
      %171 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %170 : (i32) -> !llvm.void
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %transpose_36 : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f32, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index
      %reinterpret_cast_49 = memref.reinterpret_cast %transpose_36 to offset: [%offset_46], sizes: [32, 2, 128], strides: [256, 128, 1] : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %c32768_i32 = arith.constant 32768 : i32
      %172 = builtin.unrealized_conversion_cast %reinterpret_cast_49 : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
      %173 = llvm.extractvalue %172[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)> 
      %174 = llvm.extractvalue %172[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)> 
      %c4_i64 = arith.constant 4 : i64
      %175 = llvm.mul %174, %c4_i64 : i64
      %176 = llvm.ptrtoint %173 : !llvm.ptr<3> to i64
      %177 = llvm.add %176, %175 : i64
      %178 = llvm.inttoptr %177 : i64 to !llvm.ptr<3>
      %transpose_50 = memref.transpose %21 (d0, d1, d2) -> (d1, d0, d2) : memref<2x32x128xf32> to memref<32x2x128xf32, strided<[128, 4096, 1]>>
      %reinterpret_cast_51 = memref.reinterpret_cast %transpose_50 to offset: [0], sizes: [32, 2, 128], strides: [128, 4096, 1] : memref<32x2x128xf32, strided<[128, 4096, 1]>> to memref<32x2x128xf32, strided<[128, 4096, 1]>>
      %179 = arith.index_cast %156 : index to i32
      %180 = arith.index_cast %154 : index to i32
      %181 = arith.index_cast %155 : index to i32
      %182 = llvm.getelementptr %152[%c0_i64_35] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      nvvm.cp.async.bulk.tensor.shared.cluster.global %178, %63, %182, box[%179, %180, %181] predicate = %96 : !llvm.ptr<3>, !llvm.ptr
      %183 = memref.load %alloca[] : memref<i32>
      %184 = arith.andi %183, %c1_i32 : i32
      %185 = arith.cmpi ne, %184, %c0_i32 : i32
      %186 = arith.xori %183, %c1_i32 : i32
      memref.store %186, %alloca[] : memref<i32>
      %187 = arith.extui %185 : i1 to i32
      nvvm.mbarrier.try_wait.parity %122, %187, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %188 = builtin.unrealized_conversion_cast %141 : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>>
      %subview_52 = memref.subview %188[1, 0, 0, 0] [1, 32, 2, 128] [1, 1, 1, 1] : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: 8192>, #gpu.address_space<workgroup>>
      %189 = builtin.unrealized_conversion_cast %subview_52 : memref<32x2x128xf32, strided<[256, 128, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: 8192>, #gpu.address_space<workgroup>> {transforms = []}
      %190 = builtin.unrealized_conversion_cast %189 : memref<32x2x128xf32, strided<[256, 128, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: 8192>, #gpu.address_space<workgroup>>
      %cast_53 = memref.cast %190 : memref<32x2x128xf32, strided<[256, 128, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %191 = builtin.unrealized_conversion_cast %cast_53 : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = []}
      %192 = builtin.unrealized_conversion_cast %191 : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %transpose_54 = memref.transpose %192 (d0, d1, d2) -> (d1, d0, d2) : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>>
      %193 = builtin.unrealized_conversion_cast %transpose_54 : memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = []}
      %c256_i32_55 = arith.constant 256 : i32
      %194 = builtin.unrealized_conversion_cast %148 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
      %c0_i64_56 = arith.constant 0 : i64
      %195 = llvm.getelementptr %194[%c0_i64_56] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %196 = nvvm.mbarrier.arrive.expect_tx %195, %c256_i32_55 : !llvm.ptr<3>, i32 -> i64
      %197 = builtin.unrealized_conversion_cast %148 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
      %c0_i64_57 = arith.constant 0 : i64
      %198 = builtin.unrealized_conversion_cast %193 : memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>>
      %transpose_58 = memref.transpose %198 (d0, d1, d2) -> (d1, d0, d2) : memref<2x32x128xf32, strided<[128, 256, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %199 = arith.index_cast %c0_i32 : i32 to index
      %200 = arith.index_cast %c0_i32 : i32 to index
      %201 = arith.index_cast %c0_i32 : i32 to index
      %thread_id_x_59 = gpu.thread_id x
      %202 = arith.index_cast %thread_id_x_59 : index to i32
      %block_dim_x_60 = gpu.block_dim x
      %203 = arith.index_cast %block_dim_x_60 : index to i32
      %thread_id_y_61 = gpu.thread_id y
      %204 = arith.index_cast %thread_id_y_61 : index to i32
      %205 = arith.muli %204, %203 : i32
      %206 = arith.addi %202, %205 : i32
      %block_dim_y_62 = gpu.block_dim y
      %207 = arith.index_cast %block_dim_y_62 : index to i32
      %208 = arith.muli %203, %207 : i32
      %thread_id_z_63 = gpu.thread_id z
      %209 = arith.index_cast %thread_id_z_63 : index to i32
      %210 = arith.muli %209, %208 : i32
      %211 = arith.addi %206, %210 : i32
      %block_dim_z_64 = gpu.block_dim z
      %212 = arith.index_cast %block_dim_z_64 : index to i32
      %213 = arith.muli %208, %212 : i32
      %c7_i32_65 = arith.constant 7 : i32
      %214 = arith.shrui %211, %c7_i32_65 : i32
      %c1_i32_66 = arith.constant 1 : i32
      %215 = arith.addi %214, %c1_i32_66 : i32
      %216 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %215 : (i32) -> !llvm.void
      %base_buffer_67, %offset_68, %sizes_69:3, %strides_70:3 = memref.extract_strided_metadata %transpose_58 : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f32, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index
      %reinterpret_cast_71 = memref.reinterpret_cast %transpose_58 to offset: [%offset_68], sizes: [32, 2, 128], strides: [256, 128, 1] : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %c32768_i32_72 = arith.constant 32768 : i32
      %217 = builtin.unrealized_conversion_cast %reinterpret_cast_71 : memref<32x2x128xf32, strided<[256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
      %218 = llvm.extractvalue %217[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)> 
      %219 = llvm.extractvalue %217[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)> 
      %c4_i64_73 = arith.constant 4 : i64
      %220 = llvm.mul %219, %c4_i64_73 : i64
      %221 = llvm.ptrtoint %218 : !llvm.ptr<3> to i64
      %222 = llvm.add %221, %220 : i64
      %223 = llvm.inttoptr %222 : i64 to !llvm.ptr<3>
      %transpose_74 = memref.transpose %21 (d0, d1, d2) -> (d1, d0, d2) : memref<2x32x128xf32> to memref<32x2x128xf32, strided<[128, 4096, 1]>>
      %reinterpret_cast_75 = memref.reinterpret_cast %transpose_74 to offset: [0], sizes: [32, 2, 128], strides: [128, 4096, 1] : memref<32x2x128xf32, strided<[128, 4096, 1]>> to memref<32x2x128xf32, strided<[128, 4096, 1]>>
      %224 = arith.index_cast %201 : index to i32
      %225 = arith.index_cast %199 : index to i32
      %226 = arith.index_cast %200 : index to i32
      %227 = llvm.getelementptr %197[%c0_i64_57] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      nvvm.cp.async.bulk.tensor.shared.cluster.global %223, %63, %227, box[%224, %225, %226] predicate = %96 : !llvm.ptr<3>, !llvm.ptr
      %228 = memref.load %alloca[] : memref<i32>
      %229 = arith.andi %228, %c1_i32 : i32
      %230 = arith.cmpi ne, %229, %c0_i32 : i32
      %231 = arith.xori %228, %c1_i32 : i32
      memref.store %231, %alloca[] : memref<i32>
      %232 = arith.extui %230 : i1 to i32
      nvvm.mbarrier.try_wait.parity %122, %232, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %233 = arith.shrui %134, %c7_i32 : i32
      %234 = arith.addi %233, %c1_i32 : i32
      %235 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %234 : (i32) -> !llvm.void
      %236 = builtin.unrealized_conversion_cast %141 : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>>
      %cast_76 = memref.cast %236 : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>, #gpu.address_space<workgroup>> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %237 = builtin.unrealized_conversion_cast %cast_76 : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> {transforms = []}
      %238 = builtin.unrealized_conversion_cast %237 : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %239 = arith.index_cast %c0_i32 : i32 to index
      %240 = arith.index_cast %c0_i32 : i32 to index
      %241 = arith.index_cast %c0_i32 : i32 to index
      %242 = arith.index_cast %c0_i32 : i32 to index
      %base_buffer_77, %offset_78, %sizes_79:4, %strides_80:4 = memref.extract_strided_metadata %238 : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> -> memref<f32, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index, index, index
      %reinterpret_cast_81 = memref.reinterpret_cast %238 to offset: [%offset_78], sizes: [2, 32, 2, 128], strides: [8192, 256, 128, 1] : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %c65536_i32 = arith.constant 65536 : i32
      %243 = builtin.unrealized_conversion_cast %reinterpret_cast_81 : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)>
      %244 = llvm.extractvalue %243[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
      %245 = llvm.extractvalue %243[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<4 x i64>, array<4 x i64>)> 
      %c4_i64_82 = arith.constant 4 : i64
      %246 = llvm.mul %245, %c4_i64_82 : i64
      %247 = llvm.ptrtoint %244 : !llvm.ptr<3> to i64
      %248 = llvm.add %247, %246 : i64
      %249 = llvm.inttoptr %248 : i64 to !llvm.ptr<3>
      %reinterpret_cast_83 = memref.reinterpret_cast %35 to offset: [0], sizes: [2, 32, 2, 128], strides: [8192, 256, 128, 1] : memref<2x32x2x128xf32> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>>
      %subview_84 = memref.subview %reinterpret_cast_83[%239, %240, %241, %242] [2, 32, 2, 128] [1, 1, 1, 1] : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1]>> to memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>>
      %250 = builtin.unrealized_conversion_cast %subview_84 : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
      %251 = llvm.extractvalue %250[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
      %252 = llvm.extractvalue %250[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
      %c4_i64_85 = arith.constant 4 : i64
      %253 = llvm.mul %252, %c4_i64_85 : i64
      %254 = llvm.ptrtoint %251 : !llvm.ptr to i64
      %255 = llvm.add %254, %253 : i64
      %256 = llvm.inttoptr %255 : i64 to !llvm.ptr
      %c16384 = arith.constant 16384 : index
      %base_buffer_86, %offset_87, %sizes_88:4, %strides_89:4 = memref.extract_strided_metadata %subview_84 : memref<2x32x2x128xf32, strided<[8192, 256, 128, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index, index, index
      %257 = arith.minui %offset_87, %c16384 : index
      %258 = arith.subi %c16384, %257 : index
      %c4 = arith.constant 4 : index
      %259 = arith.muli %258, %c4 : index
      %260 = arith.index_cast %c65536_i32 : i32 to index
      %261 = arith.minui %260, %259 : index
      %262 = arith.index_cast %261 : index to i32
      %263 = llvm.inline_asm has_side_effects "\0A          @$0 cp.async.bulk.global.shared::cta.bulk_group [$1], [$2], $3;\0A          ", "b,l,l,r" %96, %256, %249, %262 : (i1, !llvm.ptr, !llvm.ptr<3>, i32) -> !llvm.void
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0
      %264 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %234 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
