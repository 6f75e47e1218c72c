// arrive_wait_on_tc_barrier.wg: jax's lane-level payload (the mosaic_gpu_v2 custom call's module, decoded; 5165 bytes of bytecode); tc_barrier.py:arrive_wait_on_tc_barrier(); semantics=warpgroup; arch=10.0; captured by mgpu-capture with jax 0.10.2
module @body attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = builtin.unrealized_conversion_cast %cst : f32 to vector<128xf32> {layout = #mosaic_gpu.WGSplatFragLayout<[128]>, registers_shape = []}
    %c10000000_i32 = arith.constant 10000000 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c8_i32 = arith.constant 8 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(128 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %6 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %7 = llvm.insertvalue %6, %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %3, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %1, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<128xf32> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %13 = gpu.launch async [%5] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c8_i32 {
      %thread_id_x = gpu.thread_id x
      %14 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %15 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %16 = arith.index_cast %thread_id_y : index to i32
      %17 = arith.muli %16, %15 : i32
      %18 = arith.addi %14, %17 : i32
      %block_dim_y = gpu.block_dim y
      %19 = arith.index_cast %block_dim_y : index to i32
      %20 = arith.muli %15, %19 : i32
      %thread_id_z = gpu.thread_id z
      %21 = arith.index_cast %thread_id_z : index to i32
      %22 = arith.muli %21, %20 : i32
      %23 = arith.addi %18, %22 : i32
      %block_dim_z = gpu.block_dim z
      %24 = arith.index_cast %block_dim_z : index to i32
      %25 = arith.muli %20, %24 : i32
      %c5_i32_0 = arith.constant 5 : i32
      %26 = arith.shrui %23, %c5_i32_0 : i32
      %c0_i32_1 = arith.constant 0 : i32
      %27 = arith.cmpi eq, %26, %c0_i32_1 : i32
      %28 = nvvm.elect.sync -> i1
      %29 = nvvm.elect.sync -> i1
      %thread_id_x_2 = gpu.thread_id x
      %30 = arith.index_cast %thread_id_x_2 : index to i32
      %block_dim_x_3 = gpu.block_dim x
      %31 = arith.index_cast %block_dim_x_3 : index to i32
      %thread_id_y_4 = gpu.thread_id y
      %32 = arith.index_cast %thread_id_y_4 : index to i32
      %33 = arith.muli %32, %31 : i32
      %34 = arith.addi %30, %33 : i32
      %block_dim_y_5 = gpu.block_dim y
      %35 = arith.index_cast %block_dim_y_5 : index to i32
      %36 = arith.muli %31, %35 : i32
      %thread_id_z_6 = gpu.thread_id z
      %37 = arith.index_cast %thread_id_z_6 : index to i32
      %38 = arith.muli %37, %36 : i32
      %39 = arith.addi %34, %38 : i32
      %block_dim_z_7 = gpu.block_dim z
      %40 = arith.index_cast %block_dim_z_7 : index to i32
      %41 = arith.muli %36, %40 : i32
      %c5_i32_8 = arith.constant 5 : i32
      %42 = arith.shrui %39, %c5_i32_8 : i32
      %c-1_i32_9 = arith.constant -1 : i32
      %c0_i32_10 = arith.constant 0 : i32
      %c31_i32_11 = arith.constant 31 : i32
      %43 = nvvm.shfl.sync idx %c-1_i32_9, %42, %c0_i32_10, %c31_i32_11 : i32 -> i32
      %c4_i32 = arith.constant 4 : i32
      %44 = arith.remui %43, %c4_i32 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %45 = arith.cmpi eq, %44, %c0_i32_12 : i32
      %46 = arith.andi %45, %29 : i1
      %47 = nvvm.elect.sync -> i1
      %thread_id_x_13 = gpu.thread_id x
      %48 = arith.index_cast %thread_id_x_13 : index to i32
      %block_dim_x_14 = gpu.block_dim x
      %49 = arith.index_cast %block_dim_x_14 : index to i32
      %thread_id_y_15 = gpu.thread_id y
      %50 = arith.index_cast %thread_id_y_15 : index to i32
      %51 = arith.muli %50, %49 : i32
      %52 = arith.addi %48, %51 : i32
      %block_dim_y_16 = gpu.block_dim y
      %53 = arith.index_cast %block_dim_y_16 : index to i32
      %54 = arith.muli %49, %53 : i32
      %thread_id_z_17 = gpu.thread_id z
      %55 = arith.index_cast %thread_id_z_17 : index to i32
      %56 = arith.muli %55, %54 : i32
      %57 = arith.addi %52, %56 : i32
      %block_dim_z_18 = gpu.block_dim z
      %58 = arith.index_cast %block_dim_z_18 : index to i32
      %59 = arith.muli %54, %58 : i32
      %c5_i32_19 = arith.constant 5 : i32
      %60 = arith.shrui %57, %c5_i32_19 : i32
      %c-1_i32_20 = arith.constant -1 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %c31_i32_22 = arith.constant 31 : i32
      %61 = nvvm.shfl.sync idx %c-1_i32_20, %60, %c0_i32_21, %c31_i32_22 : i32 -> i32
      %c0_i32_23 = arith.constant 0 : i32
      %62 = arith.cmpi eq, %61, %c0_i32_23 : i32
      %63 = arith.andi %62, %47 : i1
      %64 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %view = memref.view %64[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1xi64, #gpu.address_space<workgroup>>
      %65 = builtin.unrealized_conversion_cast %view : memref<1xi64, #gpu.address_space<workgroup>> to memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %66 = builtin.unrealized_conversion_cast %65 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %67 = llvm.extractvalue %66[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %68 = llvm.extractvalue %66[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %69 = llvm.mul %68, %c8_i64 : i64
      %70 = llvm.ptrtoint %67 : !llvm.ptr<3> to i64
      %71 = llvm.add %70, %69 : i64
      %72 = llvm.inttoptr %71 : i64 to !llvm.ptr<3>
      %73 = llvm.getelementptr %72[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %c1_i32_24 = arith.constant 1 : i32
      nvvm.mbarrier.init %73, %c1_i32_24, predicate = %63 : !llvm.ptr<3>, i32, i1
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %74 = nvvm.elect.sync -> i1
      %thread_id_x_25 = gpu.thread_id x
      %75 = arith.index_cast %thread_id_x_25 : index to i32
      %block_dim_x_26 = gpu.block_dim x
      %76 = arith.index_cast %block_dim_x_26 : index to i32
      %thread_id_y_27 = gpu.thread_id y
      %77 = arith.index_cast %thread_id_y_27 : index to i32
      %78 = arith.muli %77, %76 : i32
      %79 = arith.addi %75, %78 : i32
      %block_dim_y_28 = gpu.block_dim y
      %80 = arith.index_cast %block_dim_y_28 : index to i32
      %81 = arith.muli %76, %80 : i32
      %thread_id_z_29 = gpu.thread_id z
      %82 = arith.index_cast %thread_id_z_29 : index to i32
      %83 = arith.muli %82, %81 : i32
      %84 = arith.addi %79, %83 : i32
      %85 = arith.shrui %84, %c5_i32 : i32
      %86 = nvvm.shfl.sync idx %c-1_i32, %85, %c0_i32, %c31_i32 : i32 -> i32
      %87 = nvvm.elect.sync -> i1
      %88 = builtin.unrealized_conversion_cast %72 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>
      %89 = builtin.unrealized_conversion_cast %88 : memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>> to !llvm.ptr<3>
      %c0_i64 = arith.constant 0 : i64
      nvvm.tcgen05.fence <before>
      %thread_id_x_30 = gpu.thread_id x
      %90 = arith.index_cast %thread_id_x_30 : index to i32
      %block_dim_x_31 = gpu.block_dim x
      %91 = arith.index_cast %block_dim_x_31 : index to i32
      %thread_id_y_32 = gpu.thread_id y
      %92 = arith.index_cast %thread_id_y_32 : index to i32
      %93 = arith.muli %92, %91 : i32
      %94 = arith.addi %90, %93 : i32
      %block_dim_y_33 = gpu.block_dim y
      %95 = arith.index_cast %block_dim_y_33 : index to i32
      %96 = arith.muli %91, %95 : i32
      %thread_id_z_34 = gpu.thread_id z
      %97 = arith.index_cast %thread_id_z_34 : index to i32
      %98 = arith.muli %97, %96 : i32
      %99 = arith.addi %94, %98 : i32
      %block_dim_z_35 = gpu.block_dim z
      %100 = arith.index_cast %block_dim_z_35 : index to i32
      %101 = arith.muli %96, %100 : i32
      %c7_i32 = arith.constant 7 : i32
      %102 = arith.shrui %99, %c7_i32 : i32
      %c1_i32_36 = arith.constant 1 : i32
      %103 = arith.addi %102, %c1_i32_36 : i32
      %104 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %103 : (i32) -> !llvm.void
      %105 = llvm.getelementptr %89[%c0_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %106 = llvm.inline_asm has_side_effects "@$2 mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;", "=l,r,b" %105, %46 : (!llvm.ptr<3>, i1) -> i64
      %107 = memref.load %alloca[] : memref<i32>
      %108 = arith.andi %107, %c1_i32 : i32
      %109 = arith.cmpi ne, %108, %c0_i32 : i32
      %110 = arith.xori %107, %c1_i32 : i32
      memref.store %110, %alloca[] : memref<i32>
      %111 = arith.extui %109 : i1 to i32
      nvvm.mbarrier.try_wait.parity %72, %111, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      nvvm.tcgen05.fence <after>
      %112 = builtin.unrealized_conversion_cast %0 : vector<128xf32> to f32 {layout = #mosaic_gpu.WGSplatFragLayout<[128]>, registers_shape = []}
      %thread_id_x_37 = gpu.thread_id x
      %113 = arith.index_cast %thread_id_x_37 : index to i32
      %block_dim_x_38 = gpu.block_dim x
      %114 = arith.index_cast %block_dim_x_38 : index to i32
      %thread_id_y_39 = gpu.thread_id y
      %115 = arith.index_cast %thread_id_y_39 : index to i32
      %116 = arith.muli %115, %114 : i32
      %117 = arith.addi %113, %116 : i32
      %block_dim_y_40 = gpu.block_dim y
      %118 = arith.index_cast %block_dim_y_40 : index to i32
      %119 = arith.muli %114, %118 : i32
      %thread_id_z_41 = gpu.thread_id z
      %120 = arith.index_cast %thread_id_z_41 : index to i32
      %121 = arith.muli %120, %119 : i32
      %122 = arith.addi %117, %121 : i32
      %block_dim_z_42 = gpu.block_dim z
      %123 = arith.index_cast %block_dim_z_42 : index to i32
      %124 = arith.muli %119, %123 : i32
      %c7_i32_43 = arith.constant 7 : i32
      %125 = arith.shrui %122, %c7_i32_43 : i32
      %c1_i32_44 = arith.constant 1 : i32
      %126 = arith.addi %125, %c1_i32_44 : i32
      %127 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %126 : (i32) -> !llvm.void
      %128 = vector.broadcast %112 : f32 to vector<1xf32>
      %collapse_shape = memref.collapse_shape %12 [[0]] : memref<128xf32> into memref<128xf32>
      %thread_id_x_45 = gpu.thread_id x
      %c128_46 = arith.constant 128 : index
      %129 = arith.remui %thread_id_x_45, %c128_46 : index
      %c1_47 = arith.constant 1 : index
      %130 = arith.muli %129, %c1_47 : index
      %c0_48 = arith.constant 0 : index
      %131 = arith.addi %130, %c0_48 : index
      vector.store %128, %collapse_shape[%131] : memref<128xf32>, vector<1xf32>
      %thread_id_x_49 = gpu.thread_id x
      %132 = arith.index_cast %thread_id_x_49 : index to i32
      %block_dim_x_50 = gpu.block_dim x
      %133 = arith.index_cast %block_dim_x_50 : index to i32
      %thread_id_y_51 = gpu.thread_id y
      %134 = arith.index_cast %thread_id_y_51 : index to i32
      %135 = arith.muli %134, %133 : i32
      %136 = arith.addi %132, %135 : i32
      %block_dim_y_52 = gpu.block_dim y
      %137 = arith.index_cast %block_dim_y_52 : index to i32
      %138 = arith.muli %133, %137 : i32
      %thread_id_z_53 = gpu.thread_id z
      %139 = arith.index_cast %thread_id_z_53 : index to i32
      %140 = arith.muli %139, %138 : i32
      %141 = arith.addi %136, %140 : i32
      %block_dim_z_54 = gpu.block_dim z
      %142 = arith.index_cast %block_dim_z_54 : index to i32
      %143 = arith.muli %138, %142 : i32
      %c7_i32_55 = arith.constant 7 : i32
      %144 = arith.shrui %141, %c7_i32_55 : i32
      %c1_i32_56 = arith.constant 1 : i32
      %145 = arith.addi %144, %c1_i32_56 : i32
      %146 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %145 : (i32) -> !llvm.void
      gpu.terminator
    }
    return
  }
}
