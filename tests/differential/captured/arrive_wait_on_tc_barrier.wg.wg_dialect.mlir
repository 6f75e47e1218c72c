// arrive_wait_on_tc_barrier.wg: mosaic_gpu-dialect module (after canonicalize,cse; before infer_layout); tc_barrier.py:arrive_wait_on_tc_barrier(); semantics=warpgroup; arch=10.0; captured by mgpu-capture with jax 0.10.2
module @body attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>
  func.func @body_mosaic_gpu(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %cst = arith.constant dense<1.000000e+00> : vector<128xf32>
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
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(128 : i64) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !gpu.async.token
    %5 = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
    %6 = llvm.insertvalue %5, %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %2, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %1, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %0, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = builtin.unrealized_conversion_cast %10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<128xf32> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %12 = gpu.launch async [%4] blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c8_i32 {
      %13 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %14 = builtin.unrealized_conversion_cast %13 : memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %15 = llvm.extractvalue %14[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.extractvalue %14[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = llvm.mul %16, %c8_i64 : i64
      %18 = llvm.ptrtoint %15 : !llvm.ptr<3> to i64
      %19 = llvm.add %18, %17 : i64
      %20 = llvm.inttoptr %19 : i64 to !llvm.ptr<3>
      "mosaic_gpu.initialize_barrier"(%20) <{arrival_count = 1 : i64, num_barriers = 1 : i32, orders_tensor_core = true}> : (!llvm.ptr<3>) -> ()
      %alloca = memref.alloca() : memref<i32>
      memref.store %c0_i32, %alloca[] : memref<i32>
      nvvm.fence.mbarrier.init
      gpu.barrier
      %21 = nvvm.elect.sync -> i1
      %thread_id_x = gpu.thread_id x
      %22 = arith.index_cast %thread_id_x : index to i32
      %block_dim_x = gpu.block_dim x
      %23 = arith.index_cast %block_dim_x : index to i32
      %thread_id_y = gpu.thread_id y
      %24 = arith.index_cast %thread_id_y : index to i32
      %25 = arith.muli %24, %23 : i32
      %26 = arith.addi %22, %25 : i32
      %block_dim_y = gpu.block_dim y
      %27 = arith.index_cast %block_dim_y : index to i32
      %28 = arith.muli %23, %27 : i32
      %thread_id_z = gpu.thread_id z
      %29 = arith.index_cast %thread_id_z : index to i32
      %30 = arith.muli %29, %28 : i32
      %31 = arith.addi %26, %30 : i32
      %32 = arith.shrui %31, %c5_i32 : i32
      %33 = nvvm.shfl.sync idx %c-1_i32, %32, %c0_i32, %c31_i32 : i32 -> i32
      %34 = nvvm.elect.sync -> i1
      %35 = builtin.unrealized_conversion_cast %20 : !llvm.ptr<3> to memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>
      "mosaic_gpu.arrive"(%35) <{orders_tensor_core = true}> : (memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>) -> ()
      %36 = memref.load %alloca[] : memref<i32>
      %37 = arith.andi %36, %c1_i32 : i32
      %38 = arith.cmpi ne, %37, %c0_i32 : i32
      %39 = arith.xori %36, %c1_i32 : i32
      memref.store %39, %alloca[] : memref<i32>
      %40 = arith.extui %38 : i1 to i32
      nvvm.mbarrier.try_wait.parity %20, %40, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      nvvm.tcgen05.fence <after>
      "mosaic_gpu.vector_store"(%cst, %11) <{multimem = false}> : (vector<128xf32>, memref<128xf32>) -> ()
      gpu.terminator
    }
    return
  }
}
