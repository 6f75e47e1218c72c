// multicast.wg: jax's lane-level payload (the mosaic_gpu_v2 custom call's module, decoded; 12166 bytes of bytecode); multicast_kernel.py:make_kernel(f32[2,64,128]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
module @body attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %c2_i32 = arith.constant 2 : i32
    %c7_i32 = arith.constant 7 : i32
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c65544_i32 = arith.constant 65544 : i32
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %0 = llvm.mlir.constant(4 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(8192 : i64) : i64
    %3 = llvm.mlir.constant(128 : i64) : i64
    %4 = llvm.mlir.constant(64 : i64) : i64
    %5 = llvm.mlir.constant(2 : i64) : i64
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %9 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %10 = llvm.insertvalue %9, %7[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %11 = llvm.insertvalue %9, %10[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %12 = llvm.insertvalue %6, %11[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %13 = llvm.insertvalue %5, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %14 = llvm.insertvalue %4, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %15 = llvm.insertvalue %3, %14[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %16 = llvm.insertvalue %2, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %17 = llvm.insertvalue %3, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %18 = llvm.insertvalue %1, %17[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x64x128xf32> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %20 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr
    %22 = llvm.insertvalue %21, %7[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %23 = llvm.insertvalue %21, %22[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %24 = llvm.insertvalue %6, %23[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %25 = llvm.insertvalue %0, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %26 = llvm.insertvalue %4, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %27 = llvm.insertvalue %3, %26[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %28 = llvm.insertvalue %2, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %29 = llvm.insertvalue %3, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %30 = llvm.insertvalue %1, %29[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %31 = builtin.unrealized_conversion_cast %30 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<4x64x128xf32> {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg}
    %c1_i64 = arith.constant 1 : i64
    %32 = llvm.alloca %c1_i64 x !llvm.array<128 x i8> {alignment = 64 : i64, mosaic_gpu_smem_alloc} : (i64) -> !llvm.ptr
    %33 = llvm.getelementptr %32[0] : (!llvm.ptr) -> !llvm.ptr, i8
    %transpose = memref.transpose %19 (d0, d1, d2) -> (d0, d1, d2) : memref<2x64x128xf32> to memref<2x64x128xf32, strided<[8192, 128, 1]>>
    %reinterpret_cast = memref.reinterpret_cast %transpose to offset: [0], sizes: [2, 64, 128], strides: [8192, 128, 1] : memref<2x64x128xf32, strided<[8192, 128, 1]>> to memref<2x64x128xf32, strided<[8192, 128, 1]>>
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %reinterpret_cast : memref<2x64x128xf32, strided<[8192, 128, 1]>> -> memref<f32>, index, index, index, index, index, index, index
    %intptr = memref.extract_aligned_pointer_as_index %reinterpret_cast : memref<2x64x128xf32, strided<[8192, 128, 1]>> -> index
    %34 = arith.index_cast %intptr : index to i64
    %35 = llvm.inttoptr %34 : i64 to !llvm.ptr
    %36 = arith.index_cast %offset : index to i64
    %37 = llvm.getelementptr %35[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %c6_i64 = arith.constant 6 : i64
    %c3_i64 = arith.constant 3 : i64
    %38 = arith.index_cast %sizes#0 : index to i64
    %39 = arith.index_cast %sizes#1 : index to i64
    %40 = arith.index_cast %sizes#2 : index to i64
    %c3_i64_0 = arith.constant 3 : i64
    %41 = llvm.alloca %c3_i64_0 x i64 : (i64) -> !llvm.ptr
    %42 = llvm.getelementptr %41[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %38, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %39, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %40, %44 : i64, !llvm.ptr
    %45 = arith.index_cast %strides#0 : index to i64
    %46 = arith.index_cast %strides#1 : index to i64
    %47 = arith.index_cast %strides#2 : index to i64
    %c3_i64_1 = arith.constant 3 : i64
    %48 = llvm.alloca %c3_i64_1 x i64 : (i64) -> !llvm.ptr
    %49 = llvm.getelementptr %48[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %45, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %48[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %46, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %48[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %47, %51 : i64, !llvm.ptr
    %c16_i64 = arith.constant 16 : i64
    %c1_i64_2 = arith.constant 1 : i64
    %c32_i64 = arith.constant 32 : i64
    %c128_i64 = arith.constant 128 : i64
    %c3_i64_3 = arith.constant 3 : i64
    %52 = llvm.alloca %c3_i64_3 x i64 : (i64) -> !llvm.ptr
    %53 = llvm.getelementptr %52[0] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c1_i64_2, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %52[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c32_i64, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %52[2] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %c128_i64, %55 : i64, !llvm.ptr
    call @mosaic_gpu_init_tma_desc(%33, %37, %c6_i64, %c3_i64, %41, %48, %c16_i64, %52) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %56 = llvm.load %32 : !llvm.ptr -> !llvm.array<128 x i8>
    %57 = gpu.launch async [%8] clusters(%arg14, %arg15, %arg16) in (%arg17 = %c2, %arg18 = %c1, %arg19 = %c1) blocks(%arg2, %arg3, %arg4) in (%arg8 = %c4, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c65544_i32 {
      %58 = builtin.unrealized_conversion_cast %56 : !llvm.array<128 x i8> to !llvm.ptr
      %59 = llvm.getelementptr %58[0] : (!llvm.ptr) -> !llvm.ptr, i8
      %thread_id_x = gpu.thread_id x
      %60 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %61 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %62 = arith.index_cast %thread_id_y : index to i32
      %63 = arith.muli %62, %61 : i32
      %64 = arith.addi %60, %63 : i32
      %block_dim_y = gpu.block_dim y
      %65 = arith.index_cast %block_dim_y : index to i32
      %66 = arith.muli %61, %65 : i32
      %thread_id_z = gpu.thread_id z
      %67 = arith.index_cast %thread_id_z : index to i32
      %68 = arith.muli %67, %66 : i32
      %69 = arith.addi %64, %68 : i32
      %block_dim_z = gpu.block_dim z
      %70 = arith.index_cast %block_dim_z : index to i32
      %71 = arith.muli %66, %70 : i32
      %c5_i32_4 = arith.constant 5 : i32
      %72 = arith.shrui %69, %c5_i32_4 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %73 = arith.cmpi eq, %72, %c0_i32_5 : i32
      %74 = nvvm.elect.sync -> i1
      %75 = nvvm.elect.sync -> i1
      %thread_id_x_6 = gpu.thread_id x
      %76 = arith.index_cast %thread_id_x_6 : index to i32
      %block_dim_x_7 = gpu.block_dim x
      %77 = arith.index_cast %block_dim_x_7 : index to i32
      %thread_id_y_8 = gpu.thread_id y
      %78 = arith.index_cast %thread_id_y_8 : index to i32
      %79 = arith.muli %78, %77 : i32
      %80 = arith.addi %76, %79 : i32
      %block_dim_y_9 = gpu.block_dim y
      %81 = arith.index_cast %block_dim_y_9 : index to i32
      %82 = arith.muli %77, %81 : i32
      %thread_id_z_10 = gpu.thread_id z
      %83 = arith.index_cast %thread_id_z_10 : index to i32
      %84 = arith.muli %83, %82 : i32
      %85 = arith.addi %80, %84 : i32
      %block_dim_z_11 = gpu.block_dim z
      %86 = arith.index_cast %block_dim_z_11 : index to i32
      %87 = arith.muli %82, %86 : i32
      %c5_i32_12 = arith.constant 5 : i32
      %88 = arith.shrui %85, %c5_i32_12 : i32
      %c-1_i32_13 = arith.constant -1 : i32
      %c0_i32_14 = arith.constant 0 : i32
      %c31_i32_15 = arith.constant 31 : i32
      %89 = nvvm.shfl.sync idx %c-1_i32_13, %88, %c0_i32_14, %c31_i32_15 : i32 -> i32
      %c4_i32 = arith.constant 4 : i32
      %90 = arith.remui %89, %c4_i32 : i32
      %c0_i32_16 = arith.constant 0 : i32
      %91 = arith.cmpi eq, %90, %c0_i32_16 : i32
      %92 = arith.andi %91, %75 : i1
      %93 = nvvm.elect.sync -> i1
      %thread_id_x_17 = gpu.thread_id x
      %94 = arith.index_cast %thread_id_x_17 : index to i32
      %block_dim_x_18 = gpu.block_dim x
      %95 = arith.index_cast %block_dim_x_18 : index to i32
      %thread_id_y_19 = gpu.thread_id y
      %96 = arith.index_cast %thread_id_y_19 : index to i32
      %97 = arith.muli %96, %95 : i32
      %98 = arith.addi %94, %97 : i32
      %block_dim_y_20 = gpu.block_dim y
      %99 = arith.index_cast %block_dim_y_20 : index to i32
      %100 = arith.muli %95, %99 : i32
      %thread_id_z_21 = gpu.thread_id z
      %101 = arith.index_cast %thread_id_z_21 : index to i32
      %102 = arith.muli %101, %100 : i32
      %103 = arith.addi %98, %102 : i32
      %block_dim_z_22 = gpu.block_dim z
      %104 = arith.index_cast %block_dim_z_22 : index to i32
      %105 = arith.muli %100, %104 : i32
      %c5_i32_23 = arith.constant 5 : i32
      %106 = arith.shrui %103, %c5_i32_23 : i32
      %c-1_i32_24 = arith.constant -1 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %c31_i32_26 = arith.constant 31 : i32
      %107 = nvvm.shfl.sync idx %c-1_i32_24, %106, %c0_i32_25, %c31_i32_26 : i32 -> i32
      %c0_i32_27 = arith.constant 0 : i32
      %108 = arith.cmpi eq, %107, %c0_i32_27 : i32
      %109 = arith.andi %108, %93 : i1
      %110 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c65536 = arith.constant 65536 : index
      %view = memref.view %110[%c65536][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1xi64, #gpu.address_space<workgroup>>
      %111 = builtin.unrealized_conversion_cast %view : memref<1xi64, #gpu.address_space<workgroup>> to memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %112 = builtin.unrealized_conversion_cast %111 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %113 = llvm.extractvalue %112[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %114 = llvm.extractvalue %112[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %115 = llvm.mul %114, %c8_i64 : i64
      %116 = llvm.ptrtoint %113 : !llvm.ptr<3> to i64
      %117 = llvm.add %116, %115 : i64
      %118 = llvm.inttoptr %117 : i64 to !llvm.ptr<3>
      %119 = llvm.getelementptr %118[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %c128_i32 = arith.constant 128 : i32
      nvvm.mbarrier.init %119, %c128_i32, predicate = %109 : !llvm.ptr<3>, i32, i1
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed {aligned}
      nvvm.cluster.wait {aligned}
      gpu.barrier
      %120 = nvvm.elect.sync -> i1
      %thread_id_x_28 = gpu.thread_id x
      %121 = arith.index_cast %thread_id_x_28 : index to i32
      %block_dim_x_29 = gpu.block_dim x
      %122 = arith.index_cast %block_dim_x_29 : index to i32
      %thread_id_y_30 = gpu.thread_id y
      %123 = arith.index_cast %thread_id_y_30 : index to i32
      %124 = arith.muli %123, %122 : i32
      %125 = arith.addi %121, %124 : i32
      %block_dim_y_31 = gpu.block_dim y
      %126 = arith.index_cast %block_dim_y_31 : index to i32
      %127 = arith.muli %122, %126 : i32
      %thread_id_z_32 = gpu.thread_id z
      %128 = arith.index_cast %thread_id_z_32 : index to i32
      %129 = arith.muli %128, %127 : i32
      %130 = arith.addi %125, %129 : i32
      %131 = arith.shrui %130, %c5_i32 : i32
      %132 = nvvm.shfl.sync idx %c-1_i32, %131, %c0_i32, %c31_i32 : i32 -> i32
      %133 = nvvm.elect.sync -> i1
      %134 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %view_33 = memref.view %134[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x128xf32, #gpu.address_space<workgroup>>
      %135 = builtin.unrealized_conversion_cast %view_33 : memref<64x128xf32, #gpu.address_space<workgroup>> to memref<64x128xf32, #gpu.address_space<workgroup>> {transforms = []}
      %136 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c32768 = arith.constant 32768 : index
      %view_34 = memref.view %136[%c32768][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x128xf32, #gpu.address_space<workgroup>>
      %137 = builtin.unrealized_conversion_cast %view_34 : memref<64x128xf32, #gpu.address_space<workgroup>> to memref<64x128xf32, #gpu.address_space<workgroup>> {transforms = []}
      %block_id_x = gpu.block_id x
      %138 = arith.divui %block_id_x, %c2 : index
      %139 = arith.index_cast %138 : index to i32
      %cluster_block_id_x = gpu.cluster_block_id x
      %140 = arith.index_cast %cluster_block_id_x : index to i32
      %141 = builtin.unrealized_conversion_cast %118 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %c256_i32 = arith.constant 256 : i32
      %142 = builtin.unrealized_conversion_cast %141 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
      %c0_i64 = arith.constant 0 : i64
      %143 = llvm.getelementptr %142[%c0_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %144 = nvvm.mbarrier.arrive.expect_tx %143, %c256_i32 : !llvm.ptr<3>, i32 -> i64
      %145 = builtin.unrealized_conversion_cast %141 : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.ptr<3>
      %c0_i64_35 = arith.constant 0 : i64
      %146 = builtin.unrealized_conversion_cast %135 : memref<64x128xf32, #gpu.address_space<workgroup>> to memref<64x128xf32, #gpu.address_space<workgroup>>
      %147 = arith.index_cast %139 : i32 to index
      %148 = arith.index_cast %c0_i32 : i32 to index
      %149 = arith.index_cast %c0_i32 : i32 to index
      %thread_id_x_36 = gpu.thread_id x
      %150 = arith.index_cast %thread_id_x_36 : index to i32
      %block_dim_x_37 = gpu.block_dim x
      %151 = arith.index_cast %block_dim_x_37 : index to i32
      %thread_id_y_38 = gpu.thread_id y
      %152 = arith.index_cast %thread_id_y_38 : index to i32
      %153 = arith.muli %152, %151 : i32
      %154 = arith.addi %150, %153 : i32
      %block_dim_y_39 = gpu.block_dim y
      %155 = arith.index_cast %block_dim_y_39 : index to i32
      %156 = arith.muli %151, %155 : i32
      %thread_id_z_40 = gpu.thread_id z
      %157 = arith.index_cast %thread_id_z_40 : index to i32
      %158 = arith.muli %157, %156 : i32
      %159 = arith.addi %154, %158 : i32
      %block_dim_z_41 = gpu.block_dim z
      %160 = arith.index_cast %block_dim_z_41 : index to i32
      %161 = arith.muli %156, %160 : i32
      %c7_i32_42 = arith.constant 7 : i32
      %162 = arith.shrui %159, %c7_i32_42 : i32
      %c1_i32_43 = arith.constant 1 : i32
      %163 = arith.addi %162, %c1_i32_43 : i32
      %164 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %163 : (i32) -> !llvm.void
      %reinterpret_cast_44 = memref.reinterpret_cast %146 to offset: [0], sizes: [64, 128], strides: [128, 1] : memref<64x128xf32, #gpu.address_space<workgroup>> to memref<64x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %cluster_block_id_x_45 = gpu.cluster_block_id x
      %c1_46 = arith.constant 1 : index
      %c0_47 = arith.constant 0 : index
      %165 = arith.muli %cluster_block_id_x_45, %c1_46 : index
      %166 = arith.addi %c0_47, %165 : index
      %cluster_dim_blocks_x = gpu.cluster_dim_blocks x
      %167 = arith.muli %c1_46, %cluster_dim_blocks_x : index
      %c32 = arith.constant 32 : index
      %168 = arith.muli %166, %c32 : index
      %169 = arith.addi %148, %168 : index
      %subview = memref.subview %reinterpret_cast_44[%168, 0] [32, 128] [1, 1] : memref<64x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>> to memref<32x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %c32768_i32 = arith.constant 32768 : i32
      %170 = builtin.unrealized_conversion_cast %subview : memref<32x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %171 = llvm.extractvalue %170[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %172 = llvm.extractvalue %170[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %c4_i64 = arith.constant 4 : i64
      %173 = llvm.mul %172, %c4_i64 : i64
      %174 = llvm.ptrtoint %171 : !llvm.ptr<3> to i64
      %175 = llvm.add %174, %173 : i64
      %176 = llvm.inttoptr %175 : i64 to !llvm.ptr<3>
      %transpose_48 = memref.transpose %19 (d0, d1, d2) -> (d0, d1, d2) : memref<2x64x128xf32> to memref<2x64x128xf32, strided<[8192, 128, 1]>>
      %reinterpret_cast_49 = memref.reinterpret_cast %transpose_48 to offset: [0], sizes: [2, 64, 128], strides: [8192, 128, 1] : memref<2x64x128xf32, strided<[8192, 128, 1]>> to memref<2x64x128xf32, strided<[8192, 128, 1]>>
      %177 = arith.index_cast %149 : index to i32
      %178 = arith.index_cast %169 : index to i32
      %179 = arith.index_cast %147 : index to i32
      %180 = llvm.getelementptr %145[%c0_i64_35] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c0_i32_50 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %181 = arith.shli %c3_i32, %c0_i32_50 : i32
      %182 = arith.trunci %181 : i32 to i16
      nvvm.cp.async.bulk.tensor.shared.cluster.global %176, %59, %180, box[%177, %178, %179] multicast_mask = %182 predicate = %92 : !llvm.ptr<3>, !llvm.ptr
      %183 = memref.load %alloca[] : memref<i32>
      %184 = arith.andi %183, %c1_i32 : i32
      %185 = arith.cmpi ne, %184, %c0_i32 : i32
      %186 = arith.xori %183, %c1_i32 : i32
      memref.store %186, %alloca[] : memref<i32>
      %187 = arith.extui %185 : i1 to i32
      nvvm.mbarrier.try_wait.parity %118, %187, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %188 = builtin.unrealized_conversion_cast %135 : memref<64x128xf32, #gpu.address_space<workgroup>> to memref<64x128xf32, #gpu.address_space<workgroup>>
      %collapse_shape = memref.collapse_shape %188 [[0, 1]] : memref<64x128xf32, #gpu.address_space<workgroup>> into memref<8192xf32, #gpu.address_space<workgroup>>
      %thread_id_x_51 = gpu.thread_id x
      %c128_52 = arith.constant 128 : index
      %189 = arith.remui %thread_id_x_51, %c128_52 : index
      %c2_53 = arith.constant 2 : index
      %190 = arith.muli %189, %c2_53 : index
      %c0_54 = arith.constant 0 : index
      %191 = arith.addi %190, %c0_54 : index
      %192 = vector.load %collapse_shape[%191] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c256 = arith.constant 256 : index
      %193 = arith.addi %190, %c256 : index
      %194 = vector.load %collapse_shape[%193] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c512 = arith.constant 512 : index
      %195 = arith.addi %190, %c512 : index
      %196 = vector.load %collapse_shape[%195] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c768 = arith.constant 768 : index
      %197 = arith.addi %190, %c768 : index
      %198 = vector.load %collapse_shape[%197] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c1024 = arith.constant 1024 : index
      %199 = arith.addi %190, %c1024 : index
      %200 = vector.load %collapse_shape[%199] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c1280 = arith.constant 1280 : index
      %201 = arith.addi %190, %c1280 : index
      %202 = vector.load %collapse_shape[%201] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c1536 = arith.constant 1536 : index
      %203 = arith.addi %190, %c1536 : index
      %204 = vector.load %collapse_shape[%203] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c1792 = arith.constant 1792 : index
      %205 = arith.addi %190, %c1792 : index
      %206 = vector.load %collapse_shape[%205] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c2048 = arith.constant 2048 : index
      %207 = arith.addi %190, %c2048 : index
      %208 = vector.load %collapse_shape[%207] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c2304 = arith.constant 2304 : index
      %209 = arith.addi %190, %c2304 : index
      %210 = vector.load %collapse_shape[%209] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c2560 = arith.constant 2560 : index
      %211 = arith.addi %190, %c2560 : index
      %212 = vector.load %collapse_shape[%211] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c2816 = arith.constant 2816 : index
      %213 = arith.addi %190, %c2816 : index
      %214 = vector.load %collapse_shape[%213] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c3072 = arith.constant 3072 : index
      %215 = arith.addi %190, %c3072 : index
      %216 = vector.load %collapse_shape[%215] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c3328 = arith.constant 3328 : index
      %217 = arith.addi %190, %c3328 : index
      %218 = vector.load %collapse_shape[%217] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c3584 = arith.constant 3584 : index
      %219 = arith.addi %190, %c3584 : index
      %220 = vector.load %collapse_shape[%219] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c3840 = arith.constant 3840 : index
      %221 = arith.addi %190, %c3840 : index
      %222 = vector.load %collapse_shape[%221] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c4096 = arith.constant 4096 : index
      %223 = arith.addi %190, %c4096 : index
      %224 = vector.load %collapse_shape[%223] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c4352 = arith.constant 4352 : index
      %225 = arith.addi %190, %c4352 : index
      %226 = vector.load %collapse_shape[%225] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c4608 = arith.constant 4608 : index
      %227 = arith.addi %190, %c4608 : index
      %228 = vector.load %collapse_shape[%227] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c4864 = arith.constant 4864 : index
      %229 = arith.addi %190, %c4864 : index
      %230 = vector.load %collapse_shape[%229] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c5120 = arith.constant 5120 : index
      %231 = arith.addi %190, %c5120 : index
      %232 = vector.load %collapse_shape[%231] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c5376 = arith.constant 5376 : index
      %233 = arith.addi %190, %c5376 : index
      %234 = vector.load %collapse_shape[%233] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c5632 = arith.constant 5632 : index
      %235 = arith.addi %190, %c5632 : index
      %236 = vector.load %collapse_shape[%235] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c5888 = arith.constant 5888 : index
      %237 = arith.addi %190, %c5888 : index
      %238 = vector.load %collapse_shape[%237] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c6144 = arith.constant 6144 : index
      %239 = arith.addi %190, %c6144 : index
      %240 = vector.load %collapse_shape[%239] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c6400 = arith.constant 6400 : index
      %241 = arith.addi %190, %c6400 : index
      %242 = vector.load %collapse_shape[%241] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c6656 = arith.constant 6656 : index
      %243 = arith.addi %190, %c6656 : index
      %244 = vector.load %collapse_shape[%243] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c6912 = arith.constant 6912 : index
      %245 = arith.addi %190, %c6912 : index
      %246 = vector.load %collapse_shape[%245] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c7168 = arith.constant 7168 : index
      %247 = arith.addi %190, %c7168 : index
      %248 = vector.load %collapse_shape[%247] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c7424 = arith.constant 7424 : index
      %249 = arith.addi %190, %c7424 : index
      %250 = vector.load %collapse_shape[%249] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c7680 = arith.constant 7680 : index
      %251 = arith.addi %190, %c7680 : index
      %252 = vector.load %collapse_shape[%251] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c7936 = arith.constant 7936 : index
      %253 = arith.addi %190, %c7936 : index
      %254 = vector.load %collapse_shape[%253] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %255 = builtin.unrealized_conversion_cast %192, %194, %196, %198, %200, %202, %204, %206, %208, %210, %212, %214, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %242, %244, %246, %248, %250, %252, %254 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> to vector<64x128xf32> {layout = #mosaic_gpu.WGStridedFragLayout<[64, 128], 2>, registers_shape = [32]}
      %256 = arith.addi %140, %c1_i32 : i32
      %257 = arith.sitofp %256 : i32 to f32
      %258 = builtin.unrealized_conversion_cast %257 : f32 to vector<64x128xf32> {layout = #mosaic_gpu.WGSplatFragLayout<[64, 128]>, registers_shape = []}
      %259:32 = builtin.unrealized_conversion_cast %255 : vector<64x128xf32> to vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> {layout = #mosaic_gpu.WGStridedFragLayout<[64, 128], 2>, registers_shape = [32]}
      %260 = builtin.unrealized_conversion_cast %258 : vector<64x128xf32> to f32 {layout = #mosaic_gpu.WGSplatFragLayout<[64, 128]>, registers_shape = []}
      %261 = vector.broadcast %260 : f32 to vector<2xf32>
      %262 = arith.mulf %259#0, %261 fastmath<contract> : vector<2xf32>
      %263 = arith.mulf %259#1, %261 fastmath<contract> : vector<2xf32>
      %264 = arith.mulf %259#2, %261 fastmath<contract> : vector<2xf32>
      %265 = arith.mulf %259#3, %261 fastmath<contract> : vector<2xf32>
      %266 = arith.mulf %259#4, %261 fastmath<contract> : vector<2xf32>
      %267 = arith.mulf %259#5, %261 fastmath<contract> : vector<2xf32>
      %268 = arith.mulf %259#6, %261 fastmath<contract> : vector<2xf32>
      %269 = arith.mulf %259#7, %261 fastmath<contract> : vector<2xf32>
      %270 = arith.mulf %259#8, %261 fastmath<contract> : vector<2xf32>
      %271 = arith.mulf %259#9, %261 fastmath<contract> : vector<2xf32>
      %272 = arith.mulf %259#10, %261 fastmath<contract> : vector<2xf32>
      %273 = arith.mulf %259#11, %261 fastmath<contract> : vector<2xf32>
      %274 = arith.mulf %259#12, %261 fastmath<contract> : vector<2xf32>
      %275 = arith.mulf %259#13, %261 fastmath<contract> : vector<2xf32>
      %276 = arith.mulf %259#14, %261 fastmath<contract> : vector<2xf32>
      %277 = arith.mulf %259#15, %261 fastmath<contract> : vector<2xf32>
      %278 = arith.mulf %259#16, %261 fastmath<contract> : vector<2xf32>
      %279 = arith.mulf %259#17, %261 fastmath<contract> : vector<2xf32>
      %280 = arith.mulf %259#18, %261 fastmath<contract> : vector<2xf32>
      %281 = arith.mulf %259#19, %261 fastmath<contract> : vector<2xf32>
      %282 = arith.mulf %259#20, %261 fastmath<contract> : vector<2xf32>
      %283 = arith.mulf %259#21, %261 fastmath<contract> : vector<2xf32>
      %284 = arith.mulf %259#22, %261 fastmath<contract> : vector<2xf32>
      %285 = arith.mulf %259#23, %261 fastmath<contract> : vector<2xf32>
      %286 = arith.mulf %259#24, %261 fastmath<contract> : vector<2xf32>
      %287 = arith.mulf %259#25, %261 fastmath<contract> : vector<2xf32>
      %288 = arith.mulf %259#26, %261 fastmath<contract> : vector<2xf32>
      %289 = arith.mulf %259#27, %261 fastmath<contract> : vector<2xf32>
      %290 = arith.mulf %259#28, %261 fastmath<contract> : vector<2xf32>
      %291 = arith.mulf %259#29, %261 fastmath<contract> : vector<2xf32>
      %292 = arith.mulf %259#30, %261 fastmath<contract> : vector<2xf32>
      %293 = arith.mulf %259#31, %261 fastmath<contract> : vector<2xf32>
      %294 = builtin.unrealized_conversion_cast %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> to vector<64x128xf32> {layout = #mosaic_gpu.WGStridedFragLayout<[64, 128], 2>, registers_shape = [32]}
      %295:32 = builtin.unrealized_conversion_cast %294 : vector<64x128xf32> to vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32> {layout = #mosaic_gpu.WGStridedFragLayout<[64, 128], 2>, registers_shape = [32]}
      %thread_id_x_55 = gpu.thread_id x
      %296 = arith.index_cast %thread_id_x_55 : index to i32
      %block_dim_x_56 = gpu.block_dim x
      %297 = arith.index_cast %block_dim_x_56 : index to i32
      %thread_id_y_57 = gpu.thread_id y
      %298 = arith.index_cast %thread_id_y_57 : index to i32
      %299 = arith.muli %298, %297 : i32
      %300 = arith.addi %296, %299 : i32
      %block_dim_y_58 = gpu.block_dim y
      %301 = arith.index_cast %block_dim_y_58 : index to i32
      %302 = arith.muli %297, %301 : i32
      %thread_id_z_59 = gpu.thread_id z
      %303 = arith.index_cast %thread_id_z_59 : index to i32
      %304 = arith.muli %303, %302 : i32
      %305 = arith.addi %300, %304 : i32
      %block_dim_z_60 = gpu.block_dim z
      %306 = arith.index_cast %block_dim_z_60 : index to i32
      %307 = arith.muli %302, %306 : i32
      %c7_i32_61 = arith.constant 7 : i32
      %308 = arith.shrui %305, %c7_i32_61 : i32
      %c1_i32_62 = arith.constant 1 : i32
      %309 = arith.addi %308, %c1_i32_62 : i32
      %310 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %309 : (i32) -> !llvm.void
      %collapse_shape_63 = memref.collapse_shape %137 [[0, 1]] : memref<64x128xf32, #gpu.address_space<workgroup>> into memref<8192xf32, #gpu.address_space<workgroup>>
      %thread_id_x_64 = gpu.thread_id x
      %c128_65 = arith.constant 128 : index
      %311 = arith.remui %thread_id_x_64, %c128_65 : index
      %c2_66 = arith.constant 2 : index
      %312 = arith.muli %311, %c2_66 : index
      %c0_67 = arith.constant 0 : index
      %313 = arith.addi %312, %c0_67 : index
      vector.store %295#0, %collapse_shape_63[%313] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c256_68 = arith.constant 256 : index
      %314 = arith.addi %312, %c256_68 : index
      vector.store %295#1, %collapse_shape_63[%314] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c512_69 = arith.constant 512 : index
      %315 = arith.addi %312, %c512_69 : index
      vector.store %295#2, %collapse_shape_63[%315] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c768_70 = arith.constant 768 : index
      %316 = arith.addi %312, %c768_70 : index
      vector.store %295#3, %collapse_shape_63[%316] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c1024_71 = arith.constant 1024 : index
      %317 = arith.addi %312, %c1024_71 : index
      vector.store %295#4, %collapse_shape_63[%317] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c1280_72 = arith.constant 1280 : index
      %318 = arith.addi %312, %c1280_72 : index
      vector.store %295#5, %collapse_shape_63[%318] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c1536_73 = arith.constant 1536 : index
      %319 = arith.addi %312, %c1536_73 : index
      vector.store %295#6, %collapse_shape_63[%319] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c1792_74 = arith.constant 1792 : index
      %320 = arith.addi %312, %c1792_74 : index
      vector.store %295#7, %collapse_shape_63[%320] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c2048_75 = arith.constant 2048 : index
      %321 = arith.addi %312, %c2048_75 : index
      vector.store %295#8, %collapse_shape_63[%321] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c2304_76 = arith.constant 2304 : index
      %322 = arith.addi %312, %c2304_76 : index
      vector.store %295#9, %collapse_shape_63[%322] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c2560_77 = arith.constant 2560 : index
      %323 = arith.addi %312, %c2560_77 : index
      vector.store %295#10, %collapse_shape_63[%323] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c2816_78 = arith.constant 2816 : index
      %324 = arith.addi %312, %c2816_78 : index
      vector.store %295#11, %collapse_shape_63[%324] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c3072_79 = arith.constant 3072 : index
      %325 = arith.addi %312, %c3072_79 : index
      vector.store %295#12, %collapse_shape_63[%325] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c3328_80 = arith.constant 3328 : index
      %326 = arith.addi %312, %c3328_80 : index
      vector.store %295#13, %collapse_shape_63[%326] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c3584_81 = arith.constant 3584 : index
      %327 = arith.addi %312, %c3584_81 : index
      vector.store %295#14, %collapse_shape_63[%327] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c3840_82 = arith.constant 3840 : index
      %328 = arith.addi %312, %c3840_82 : index
      vector.store %295#15, %collapse_shape_63[%328] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c4096_83 = arith.constant 4096 : index
      %329 = arith.addi %312, %c4096_83 : index
      vector.store %295#16, %collapse_shape_63[%329] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c4352_84 = arith.constant 4352 : index
      %330 = arith.addi %312, %c4352_84 : index
      vector.store %295#17, %collapse_shape_63[%330] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c4608_85 = arith.constant 4608 : index
      %331 = arith.addi %312, %c4608_85 : index
      vector.store %295#18, %collapse_shape_63[%331] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c4864_86 = arith.constant 4864 : index
      %332 = arith.addi %312, %c4864_86 : index
      vector.store %295#19, %collapse_shape_63[%332] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c5120_87 = arith.constant 5120 : index
      %333 = arith.addi %312, %c5120_87 : index
      vector.store %295#20, %collapse_shape_63[%333] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c5376_88 = arith.constant 5376 : index
      %334 = arith.addi %312, %c5376_88 : index
      vector.store %295#21, %collapse_shape_63[%334] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c5632_89 = arith.constant 5632 : index
      %335 = arith.addi %312, %c5632_89 : index
      vector.store %295#22, %collapse_shape_63[%335] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c5888_90 = arith.constant 5888 : index
      %336 = arith.addi %312, %c5888_90 : index
      vector.store %295#23, %collapse_shape_63[%336] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c6144_91 = arith.constant 6144 : index
      %337 = arith.addi %312, %c6144_91 : index
      vector.store %295#24, %collapse_shape_63[%337] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c6400_92 = arith.constant 6400 : index
      %338 = arith.addi %312, %c6400_92 : index
      vector.store %295#25, %collapse_shape_63[%338] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c6656_93 = arith.constant 6656 : index
      %339 = arith.addi %312, %c6656_93 : index
      vector.store %295#26, %collapse_shape_63[%339] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c6912_94 = arith.constant 6912 : index
      %340 = arith.addi %312, %c6912_94 : index
      vector.store %295#27, %collapse_shape_63[%340] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c7168_95 = arith.constant 7168 : index
      %341 = arith.addi %312, %c7168_95 : index
      vector.store %295#28, %collapse_shape_63[%341] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c7424_96 = arith.constant 7424 : index
      %342 = arith.addi %312, %c7424_96 : index
      vector.store %295#29, %collapse_shape_63[%342] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c7680_97 = arith.constant 7680 : index
      %343 = arith.addi %312, %c7680_97 : index
      vector.store %295#30, %collapse_shape_63[%343] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %c7936_98 = arith.constant 7936 : index
      %344 = arith.addi %312, %c7936_98 : index
      vector.store %295#31, %collapse_shape_63[%344] : memref<8192xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %thread_id_x_99 = gpu.thread_id x
      %345 = arith.index_cast %thread_id_x_99 : index to i32
      %block_dim_x_100 = gpu.block_dim x
      %346 = arith.index_cast %block_dim_x_100 : index to i32
      %thread_id_y_101 = gpu.thread_id y
      %347 = arith.index_cast %thread_id_y_101 : index to i32
      %348 = arith.muli %347, %346 : i32
      %349 = arith.addi %345, %348 : i32
      %block_dim_y_102 = gpu.block_dim y
      %350 = arith.index_cast %block_dim_y_102 : index to i32
      %351 = arith.muli %346, %350 : i32
      %thread_id_z_103 = gpu.thread_id z
      %352 = arith.index_cast %thread_id_z_103 : index to i32
      %353 = arith.muli %352, %351 : i32
      %354 = arith.addi %349, %353 : i32
      %block_dim_z_104 = gpu.block_dim z
      %355 = arith.index_cast %block_dim_z_104 : index to i32
      %356 = arith.muli %351, %355 : i32
      %c7_i32_105 = arith.constant 7 : i32
      %357 = arith.shrui %354, %c7_i32_105 : i32
      %c1_i32_106 = arith.constant 1 : i32
      %358 = arith.addi %357, %c1_i32_106 : i32
      %359 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %358 : (i32) -> !llvm.void
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %360 = arith.shrui %130, %c7_i32 : i32
      %361 = arith.addi %360, %c1_i32 : i32
      %362 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %361 : (i32) -> !llvm.void
      %363 = arith.muli %139, %c2_i32 : i32
      %364 = arith.addi %363, %140 : i32
      %365 = builtin.unrealized_conversion_cast %137 : memref<64x128xf32, #gpu.address_space<workgroup>> to memref<64x128xf32, #gpu.address_space<workgroup>>
      %366 = arith.index_cast %364 : i32 to index
      %367 = arith.index_cast %c0_i32 : i32 to index
      %368 = arith.index_cast %c0_i32 : i32 to index
      %reinterpret_cast_107 = memref.reinterpret_cast %365 to offset: [0], sizes: [64, 128], strides: [128, 1] : memref<64x128xf32, #gpu.address_space<workgroup>> to memref<64x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %c32768_i32_108 = arith.constant 32768 : i32
      %369 = builtin.unrealized_conversion_cast %reinterpret_cast_107 : memref<64x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %370 = llvm.extractvalue %369[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %371 = llvm.extractvalue %369[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %c4_i64_109 = arith.constant 4 : i64
      %372 = llvm.mul %371, %c4_i64_109 : i64
      %373 = llvm.ptrtoint %370 : !llvm.ptr<3> to i64
      %374 = llvm.add %373, %372 : i64
      %375 = llvm.inttoptr %374 : i64 to !llvm.ptr<3>
      %transpose_110 = memref.transpose %31 (d0, d1, d2) -> (d0, d1, d2) : memref<4x64x128xf32> to memref<4x64x128xf32, strided<[8192, 128, 1]>>
      %reinterpret_cast_111 = memref.reinterpret_cast %transpose_110 to offset: [0], sizes: [4, 64, 128], strides: [8192, 128, 1] : memref<4x64x128xf32, strided<[8192, 128, 1]>> to memref<4x64x128xf32, strided<[8192, 128, 1]>>
      %subview_112 = memref.subview %reinterpret_cast_111[%366, %367, %368] [1, 64, 128] [1, 1, 1] : memref<4x64x128xf32, strided<[8192, 128, 1]>> to memref<1x64x128xf32, strided<[8192, 128, 1], offset: ?>>
      %376 = builtin.unrealized_conversion_cast %subview_112 : memref<1x64x128xf32, strided<[8192, 128, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
      %377 = llvm.extractvalue %376[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
      %378 = llvm.extractvalue %376[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
      %c4_i64_113 = arith.constant 4 : i64
      %379 = llvm.mul %378, %c4_i64_113 : i64
      %380 = llvm.ptrtoint %377 : !llvm.ptr to i64
      %381 = llvm.add %380, %379 : i64
      %382 = llvm.inttoptr %381 : i64 to !llvm.ptr
      %c32768_114 = arith.constant 32768 : index
      %base_buffer_115, %offset_116, %sizes_117:3, %strides_118:3 = memref.extract_strided_metadata %subview_112 : memref<1x64x128xf32, strided<[8192, 128, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
      %383 = arith.minui %offset_116, %c32768_114 : index
      %384 = arith.subi %c32768_114, %383 : index
      %c4_119 = arith.constant 4 : index
      %385 = arith.muli %384, %c4_119 : index
      %386 = arith.index_cast %c32768_i32_108 : i32 to index
      %387 = arith.minui %386, %385 : index
      %388 = arith.index_cast %387 : index to i32
      %389 = llvm.inline_asm has_side_effects "\0A          @$0 cp.async.bulk.global.shared::cta.bulk_group [$1], [$2], $3;\0A          ", "b,l,l,r" %92, %382, %375, %388 : (i1, !llvm.ptr, !llvm.ptr<3>, i32) -> !llvm.void
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0
      %390 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %361 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
