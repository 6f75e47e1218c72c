// make_exp.lane: jax's lane-level payload (the mosaic_gpu_v2 custom call's module, decoded; 15972 bytes of bytecode), generic form; elementwise.py:make_exp(f32[128,128]); semantics=lane; arch=9.0; captured by mgpu-capture with jax 0.10.2
"builtin.module"() <{sym_name = "body"}> ({
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> (), sym_name = "mosaic_gpu_init_tma_desc", sym_visibility = "private"}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 4 : i32, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "global_scratch", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr) -> (), sym_name = "body_mosaic_gpu"}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (!llvm.ptr) -> !gpu.async.token
    %1 = "llvm.getelementptr"(%arg1) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
    %2 = "llvm.load"(%1) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %3 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4 = "llvm.insertvalue"(%3, %2) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = "llvm.insertvalue"(%4, %2) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %7 = "llvm.insertvalue"(%5, %6) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %9 = "llvm.insertvalue"(%7, %8) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %11 = "llvm.insertvalue"(%9, %10) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %13 = "llvm.insertvalue"(%11, %12) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %14 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %15 = "llvm.insertvalue"(%13, %14) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %16 = "builtin.unrealized_conversion_cast"(%15) {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg} : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<128x128xf32>
    %17 = "llvm.getelementptr"(%arg1) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    %18 = "llvm.load"(%17) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %19 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = "llvm.insertvalue"(%19, %18) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = "llvm.insertvalue"(%20, %18) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %23 = "llvm.insertvalue"(%21, %22) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %24 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %25 = "llvm.insertvalue"(%23, %24) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %26 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %27 = "llvm.insertvalue"(%25, %26) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %28 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %29 = "llvm.insertvalue"(%27, %28) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %30 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %31 = "llvm.insertvalue"(%29, %30) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = "builtin.unrealized_conversion_cast"(%31) {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg} : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<128x128xf32>
    %33 = "arith.constant"() <{value = 1 : index}> : () -> index
    %34 = "arith.constant"() <{value = 1 : index}> : () -> index
    %35 = "arith.constant"() <{value = 1 : index}> : () -> index
    %36 = "arith.constant"() <{value = 128 : index}> : () -> index
    %37 = "arith.constant"() <{value = 1 : index}> : () -> index
    %38 = "arith.constant"() <{value = 1 : index}> : () -> index
    %39 = "arith.constant"() <{value = 131080 : i32}> : () -> i32
    %40 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %41 = "llvm.alloca"(%40) <{alignment = 64 : i64, elem_type = !llvm.array<128 x i8>}> {mosaic_gpu_smem_alloc} : (i64) -> !llvm.ptr
    %42 = "llvm.getelementptr"(%41) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
    %43 = "memref.reinterpret_cast"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32>) -> memref<128x128xf32, strided<[128, 1]>>
    %44:6 = "memref.extract_strided_metadata"(%43) : (memref<128x128xf32, strided<[128, 1]>>) -> (memref<f32>, index, index, index, index, index)
    %45 = "memref.extract_aligned_pointer_as_index"(%43) : (memref<128x128xf32, strided<[128, 1]>>) -> index
    %46 = "arith.index_cast"(%45) : (index) -> i64
    %47 = "llvm.inttoptr"(%46) : (i64) -> !llvm.ptr
    %48 = "arith.index_cast"(%44#1) : (index) -> i64
    %49 = "llvm.getelementptr"(%47, %48) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %50 = "arith.constant"() <{value = 6 : i64}> : () -> i64
    %51 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %52 = "arith.index_cast"(%44#2) : (index) -> i64
    %53 = "arith.index_cast"(%44#3) : (index) -> i64
    %54 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %55 = "llvm.alloca"(%54) <{elem_type = i64}> : (i64) -> !llvm.ptr
    %56 = "llvm.getelementptr"(%55) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%52, %56) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %57 = "llvm.getelementptr"(%55) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%53, %57) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %58 = "arith.index_cast"(%44#4) : (index) -> i64
    %59 = "arith.index_cast"(%44#5) : (index) -> i64
    %60 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %61 = "llvm.alloca"(%60) <{elem_type = i64}> : (i64) -> !llvm.ptr
    %62 = "llvm.getelementptr"(%61) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%58, %62) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %63 = "llvm.getelementptr"(%61) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%59, %63) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %64 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %65 = "arith.constant"() <{value = 128 : i64}> : () -> i64
    %66 = "arith.constant"() <{value = 128 : i64}> : () -> i64
    %67 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %68 = "llvm.alloca"(%67) <{elem_type = i64}> : (i64) -> !llvm.ptr
    %69 = "llvm.getelementptr"(%68) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%65, %69) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %70 = "llvm.getelementptr"(%68) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%66, %70) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    "func.call"(%42, %49, %50, %51, %55, %61, %64, %68) <{callee = @mosaic_gpu_init_tma_desc}> : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %71 = "llvm.load"(%41) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.array<128 x i8>
    %72 = "gpu.launch"(%0, %33, %34, %35, %36, %37, %38, %39) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}> ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index):
      %73 = "builtin.unrealized_conversion_cast"(%71) : (!llvm.array<128 x i8>) -> !llvm.ptr
      %74 = "llvm.getelementptr"(%73) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
      %75 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %76 = "arith.constant"() <{value = 0 : index}> : () -> index
      %77 = "memref.view"(%75, %76) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<131072xi8, #gpu.address_space<workgroup>>
      %78 = "arith.constant"() <{value = 131072 : index}> : () -> index
      %79 = "memref.view"(%75, %78) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<1xi64, #gpu.address_space<workgroup>>
      %80 = "builtin.unrealized_conversion_cast"(%79) : (memref<1xi64, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %81 = "llvm.extractvalue"(%80) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr<3>
      %82 = "llvm.extractvalue"(%80) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
      %83 = "arith.constant"() <{value = 8 : i64}> : () -> i64
      %84 = "llvm.mul"(%82, %83) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %85 = "llvm.ptrtoint"(%81) : (!llvm.ptr<3>) -> i64
      %86 = "llvm.add"(%85, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %87 = "llvm.inttoptr"(%86) : (i64) -> !llvm.ptr<3>
      %88 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
      %89 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "memref.store"(%89, %88) : (i32, memref<i32>) -> ()
      %90 = "nvvm.elect.sync"() : () -> i1
      %91 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %92 = "arith.index_cast"(%91) : (index) -> i32
      %93 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %94 = "arith.index_cast"(%93) : (index) -> i32
      %95 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %96 = "arith.index_cast"(%95) : (index) -> i32
      %97 = "arith.muli"(%96, %94) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %98 = "arith.addi"(%92, %97) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %99 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %100 = "arith.index_cast"(%99) : (index) -> i32
      %101 = "arith.muli"(%94, %100) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %102 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %103 = "arith.index_cast"(%102) : (index) -> i32
      %104 = "arith.muli"(%103, %101) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %105 = "arith.addi"(%98, %104) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %106 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %107 = "arith.index_cast"(%106) : (index) -> i32
      %108 = "arith.muli"(%101, %107) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %109 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %110 = "arith.shrui"(%105, %109) : (i32, i32) -> i32
      %111 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %112 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %113 = "arith.constant"() <{value = 31 : i32}> : () -> i32
      %114 = "nvvm.shfl.sync"(%111, %110, %112, %113) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %115 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %116 = "arith.cmpi"(%114, %115) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %117 = "arith.andi"(%116, %90) : (i1, i1) -> i1
      %118 = "llvm.getelementptr"(%87) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %119 = "arith.constant"() <{value = 128 : i32}> : () -> i32
      "nvvm.mbarrier.init"(%118, %119, %117) : (!llvm.ptr<3>, i32, i1) -> ()
      %120 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "nvvm.fence.mbarrier.init"() : () -> ()
      "gpu.barrier"() <{scope = #gpu.barrier_scope<workgroup>}> : () -> ()
      %121 = "nvvm.elect.sync"() : () -> i1
      %122 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %123 = "arith.index_cast"(%122) : (index) -> i32
      %124 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %125 = "arith.index_cast"(%124) : (index) -> i32
      %126 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %127 = "arith.index_cast"(%126) : (index) -> i32
      %128 = "arith.muli"(%127, %125) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %129 = "arith.addi"(%123, %128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %130 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %131 = "arith.index_cast"(%130) : (index) -> i32
      %132 = "arith.muli"(%125, %131) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %133 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %134 = "arith.index_cast"(%133) : (index) -> i32
      %135 = "arith.muli"(%134, %132) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %136 = "arith.addi"(%129, %135) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %137 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %138 = "arith.index_cast"(%137) : (index) -> i32
      %139 = "arith.muli"(%132, %138) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %140 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %141 = "arith.shrui"(%136, %140) : (i32, i32) -> i32
      %142 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %143 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %144 = "arith.constant"() <{value = 31 : i32}> : () -> i32
      %145 = "nvvm.shfl.sync"(%142, %141, %143, %144) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %146 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %147 = "arith.remui"(%145, %146) : (i32, i32) -> i32
      %148 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %149 = "arith.cmpi"(%147, %148) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %150 = "arith.andi"(%149, %121) : (i1, i1) -> i1
      %151 = "nvvm.elect.sync"() : () -> i1
      %152 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %153 = "arith.constant"() <{value = 0 : index}> : () -> index
      %154 = "memref.view"(%152, %153) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %155 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %156 = "arith.constant"() <{value = 65536 : index}> : () -> index
      %157 = "memref.view"(%155, %156) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %158 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %159 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %160 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %161 = "arith.muli"(%159, %160) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %162 = "arith.addi"(%161, %158) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %163 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %164 = "arith.addi"(%162, %163) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %165 = "arith.index_cast"(%164) : (i32) -> index
      %166 = "memref.subview"(%154, %165) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %167 = "arith.index_cast"(%164) : (i32) -> index
      %168 = "arith.constant"() <{value = 1 : index}> : () -> index
      %169 = "arith.muli"(%167, %168) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %170 = "arith.index_castui"(%169) : (index) -> i32
      %171 = "arith.addi"(%120, %170) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %172 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %173 = "arith.index_cast"(%172) : (index) -> i32
      %174 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %175 = "arith.index_cast"(%174) : (index) -> i32
      %176 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %177 = "arith.index_cast"(%176) : (index) -> i32
      %178 = "arith.muli"(%177, %175) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %179 = "arith.addi"(%173, %178) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %180 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %181 = "arith.index_cast"(%180) : (index) -> i32
      %182 = "arith.muli"(%175, %181) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %183 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %184 = "arith.index_cast"(%183) : (index) -> i32
      %185 = "arith.muli"(%184, %182) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %186 = "arith.addi"(%179, %185) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %187 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %188 = "arith.index_cast"(%187) : (index) -> i32
      %189 = "arith.muli"(%182, %188) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %190 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %191 = "arith.shrui"(%186, %190) : (i32, i32) -> i32
      %192 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %193 = "arith.addi"(%191, %192) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %194 = "llvm.inline_asm"(%193) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %195 = "arith.constant"() <{value = 512 : i32}> : () -> i32
      %196 = "llvm.getelementptr"(%87, %171) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %197 = "nvvm.mbarrier.arrive.expect_tx"(%196, %195) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      %198 = "arith.constant"() <{value = 0 : index}> : () -> index
      %199 = "arith.constant"() <{value = 0 : index}> : () -> index
      %200:6 = "memref.extract_strided_metadata"(%166) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> (memref<f32, #gpu.address_space<workgroup>>, index, index, index, index, index)
      %201 = "memref.reinterpret_cast"(%166, %200#1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %202 = "arith.constant"() <{value = 65536 : i32}> : () -> i32
      %203 = "builtin.unrealized_conversion_cast"(%201) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %204 = "llvm.extractvalue"(%203) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr<3>
      %205 = "llvm.extractvalue"(%203) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %206 = "arith.constant"() <{value = 4 : i64}> : () -> i64
      %207 = "llvm.mul"(%205, %206) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %208 = "llvm.ptrtoint"(%204) : (!llvm.ptr<3>) -> i64
      %209 = "llvm.add"(%208, %207) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %210 = "llvm.inttoptr"(%209) : (i64) -> !llvm.ptr<3>
      %211 = "memref.reinterpret_cast"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32>) -> memref<128x128xf32, strided<[128, 1]>>
      %212 = "arith.index_cast"(%199) : (index) -> i32
      %213 = "arith.index_cast"(%198) : (index) -> i32
      %214 = "llvm.getelementptr"(%87, %171) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%210, %74, %212, %213, %214, %150) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 1>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i1) -> ()
      %215 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %216 = "arith.addi"(%158, %215) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %217 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %218 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %219 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %220 = "arith.muli"(%218, %219) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %221 = "arith.addi"(%220, %217) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %222 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %223 = "arith.addi"(%221, %222) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %224 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %225 = "arith.remsi"(%223, %224) : (i32, i32) -> i32
      %226 = "arith.index_cast"(%225) : (i32) -> index
      %227 = "arith.constant"() <{value = 1 : index}> : () -> index
      %228 = "arith.muli"(%226, %227) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %229 = "arith.index_castui"(%228) : (index) -> i32
      %230 = "arith.addi"(%120, %229) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %231 = "memref.load"(%88) : (memref<i32>) -> i32
      %232 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %233 = "arith.shli"(%232, %230) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %234 = "arith.andi"(%231, %233) : (i32, i32) -> i32
      %235 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %236 = "arith.cmpi"(%234, %235) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %237 = "arith.xori"(%231, %233) : (i32, i32) -> i32
      "memref.store"(%237, %88) : (i32, memref<i32>) -> ()
      %238 = "arith.constant"() <{value = 10000000 : i32}> : () -> i32
      %239 = "arith.extui"(%236) : (i1) -> i32
      %240 = "llvm.getelementptr"(%87, %230) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      "nvvm.mbarrier.try_wait.parity"(%240, %239, %238) : (!llvm.ptr<3>, i32, i32) -> ()
      %241 = "arith.index_cast"(%225) : (i32) -> index
      %242 = "memref.subview"(%154, %241) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %243 = "arith.index_cast"(%225) : (i32) -> index
      %244 = "memref.subview"(%157, %243) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %245 = "memref.collapse_shape"(%242) <{reassociation = [[0, 1]]}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %246 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %247 = "arith.constant"() <{value = 128 : index}> : () -> index
      %248 = "arith.remui"(%246, %247) : (index, index) -> index
      %249 = "arith.constant"() <{value = 2 : index}> : () -> index
      %250 = "arith.muli"(%248, %249) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %251 = "arith.constant"() <{value = 0 : index}> : () -> index
      %252 = "arith.addi"(%250, %251) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %253 = "vector.load"(%245, %252) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %254 = "arith.constant"() <{value = 256 : index}> : () -> index
      %255 = "arith.addi"(%250, %254) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %256 = "vector.load"(%245, %255) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %257 = "arith.constant"() <{value = 512 : index}> : () -> index
      %258 = "arith.addi"(%250, %257) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %259 = "vector.load"(%245, %258) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %260 = "arith.constant"() <{value = 768 : index}> : () -> index
      %261 = "arith.addi"(%250, %260) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %262 = "vector.load"(%245, %261) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %263 = "arith.constant"() <{value = 1024 : index}> : () -> index
      %264 = "arith.addi"(%250, %263) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %265 = "vector.load"(%245, %264) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %266 = "arith.constant"() <{value = 1280 : index}> : () -> index
      %267 = "arith.addi"(%250, %266) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %268 = "vector.load"(%245, %267) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %269 = "arith.constant"() <{value = 1536 : index}> : () -> index
      %270 = "arith.addi"(%250, %269) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %271 = "vector.load"(%245, %270) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %272 = "arith.constant"() <{value = 1792 : index}> : () -> index
      %273 = "arith.addi"(%250, %272) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %274 = "vector.load"(%245, %273) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %275 = "arith.constant"() <{value = 2048 : index}> : () -> index
      %276 = "arith.addi"(%250, %275) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %277 = "vector.load"(%245, %276) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %278 = "arith.constant"() <{value = 2304 : index}> : () -> index
      %279 = "arith.addi"(%250, %278) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %280 = "vector.load"(%245, %279) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %281 = "arith.constant"() <{value = 2560 : index}> : () -> index
      %282 = "arith.addi"(%250, %281) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %283 = "vector.load"(%245, %282) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %284 = "arith.constant"() <{value = 2816 : index}> : () -> index
      %285 = "arith.addi"(%250, %284) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %286 = "vector.load"(%245, %285) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %287 = "arith.constant"() <{value = 3072 : index}> : () -> index
      %288 = "arith.addi"(%250, %287) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %289 = "vector.load"(%245, %288) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %290 = "arith.constant"() <{value = 3328 : index}> : () -> index
      %291 = "arith.addi"(%250, %290) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %292 = "vector.load"(%245, %291) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %293 = "arith.constant"() <{value = 3584 : index}> : () -> index
      %294 = "arith.addi"(%250, %293) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %295 = "vector.load"(%245, %294) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %296 = "arith.constant"() <{value = 3840 : index}> : () -> index
      %297 = "arith.addi"(%250, %296) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %298 = "vector.load"(%245, %297) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %299 = "arith.constant"() <{value = 4096 : index}> : () -> index
      %300 = "arith.addi"(%250, %299) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %301 = "vector.load"(%245, %300) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %302 = "arith.constant"() <{value = 4352 : index}> : () -> index
      %303 = "arith.addi"(%250, %302) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %304 = "vector.load"(%245, %303) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %305 = "arith.constant"() <{value = 4608 : index}> : () -> index
      %306 = "arith.addi"(%250, %305) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %307 = "vector.load"(%245, %306) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %308 = "arith.constant"() <{value = 4864 : index}> : () -> index
      %309 = "arith.addi"(%250, %308) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %310 = "vector.load"(%245, %309) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %311 = "arith.constant"() <{value = 5120 : index}> : () -> index
      %312 = "arith.addi"(%250, %311) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %313 = "vector.load"(%245, %312) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %314 = "arith.constant"() <{value = 5376 : index}> : () -> index
      %315 = "arith.addi"(%250, %314) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %316 = "vector.load"(%245, %315) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %317 = "arith.constant"() <{value = 5632 : index}> : () -> index
      %318 = "arith.addi"(%250, %317) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %319 = "vector.load"(%245, %318) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %320 = "arith.constant"() <{value = 5888 : index}> : () -> index
      %321 = "arith.addi"(%250, %320) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %322 = "vector.load"(%245, %321) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %323 = "arith.constant"() <{value = 6144 : index}> : () -> index
      %324 = "arith.addi"(%250, %323) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %325 = "vector.load"(%245, %324) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %326 = "arith.constant"() <{value = 6400 : index}> : () -> index
      %327 = "arith.addi"(%250, %326) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %328 = "vector.load"(%245, %327) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %329 = "arith.constant"() <{value = 6656 : index}> : () -> index
      %330 = "arith.addi"(%250, %329) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %331 = "vector.load"(%245, %330) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %332 = "arith.constant"() <{value = 6912 : index}> : () -> index
      %333 = "arith.addi"(%250, %332) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %334 = "vector.load"(%245, %333) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %335 = "arith.constant"() <{value = 7168 : index}> : () -> index
      %336 = "arith.addi"(%250, %335) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %337 = "vector.load"(%245, %336) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %338 = "arith.constant"() <{value = 7424 : index}> : () -> index
      %339 = "arith.addi"(%250, %338) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %340 = "vector.load"(%245, %339) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %341 = "arith.constant"() <{value = 7680 : index}> : () -> index
      %342 = "arith.addi"(%250, %341) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %343 = "vector.load"(%245, %342) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %344 = "arith.constant"() <{value = 7936 : index}> : () -> index
      %345 = "arith.addi"(%250, %344) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %346 = "vector.load"(%245, %345) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %347 = "arith.constant"() <{value = 8192 : index}> : () -> index
      %348 = "arith.addi"(%250, %347) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %349 = "vector.load"(%245, %348) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %350 = "arith.constant"() <{value = 8448 : index}> : () -> index
      %351 = "arith.addi"(%250, %350) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %352 = "vector.load"(%245, %351) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %353 = "arith.constant"() <{value = 8704 : index}> : () -> index
      %354 = "arith.addi"(%250, %353) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %355 = "vector.load"(%245, %354) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %356 = "arith.constant"() <{value = 8960 : index}> : () -> index
      %357 = "arith.addi"(%250, %356) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %358 = "vector.load"(%245, %357) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %359 = "arith.constant"() <{value = 9216 : index}> : () -> index
      %360 = "arith.addi"(%250, %359) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %361 = "vector.load"(%245, %360) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %362 = "arith.constant"() <{value = 9472 : index}> : () -> index
      %363 = "arith.addi"(%250, %362) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %364 = "vector.load"(%245, %363) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %365 = "arith.constant"() <{value = 9728 : index}> : () -> index
      %366 = "arith.addi"(%250, %365) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %367 = "vector.load"(%245, %366) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %368 = "arith.constant"() <{value = 9984 : index}> : () -> index
      %369 = "arith.addi"(%250, %368) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %370 = "vector.load"(%245, %369) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %371 = "arith.constant"() <{value = 10240 : index}> : () -> index
      %372 = "arith.addi"(%250, %371) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %373 = "vector.load"(%245, %372) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %374 = "arith.constant"() <{value = 10496 : index}> : () -> index
      %375 = "arith.addi"(%250, %374) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %376 = "vector.load"(%245, %375) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %377 = "arith.constant"() <{value = 10752 : index}> : () -> index
      %378 = "arith.addi"(%250, %377) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %379 = "vector.load"(%245, %378) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %380 = "arith.constant"() <{value = 11008 : index}> : () -> index
      %381 = "arith.addi"(%250, %380) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %382 = "vector.load"(%245, %381) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %383 = "arith.constant"() <{value = 11264 : index}> : () -> index
      %384 = "arith.addi"(%250, %383) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %385 = "vector.load"(%245, %384) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %386 = "arith.constant"() <{value = 11520 : index}> : () -> index
      %387 = "arith.addi"(%250, %386) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %388 = "vector.load"(%245, %387) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %389 = "arith.constant"() <{value = 11776 : index}> : () -> index
      %390 = "arith.addi"(%250, %389) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %391 = "vector.load"(%245, %390) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %392 = "arith.constant"() <{value = 12032 : index}> : () -> index
      %393 = "arith.addi"(%250, %392) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %394 = "vector.load"(%245, %393) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %395 = "arith.constant"() <{value = 12288 : index}> : () -> index
      %396 = "arith.addi"(%250, %395) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %397 = "vector.load"(%245, %396) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %398 = "arith.constant"() <{value = 12544 : index}> : () -> index
      %399 = "arith.addi"(%250, %398) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %400 = "vector.load"(%245, %399) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %401 = "arith.constant"() <{value = 12800 : index}> : () -> index
      %402 = "arith.addi"(%250, %401) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %403 = "vector.load"(%245, %402) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %404 = "arith.constant"() <{value = 13056 : index}> : () -> index
      %405 = "arith.addi"(%250, %404) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %406 = "vector.load"(%245, %405) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %407 = "arith.constant"() <{value = 13312 : index}> : () -> index
      %408 = "arith.addi"(%250, %407) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %409 = "vector.load"(%245, %408) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %410 = "arith.constant"() <{value = 13568 : index}> : () -> index
      %411 = "arith.addi"(%250, %410) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %412 = "vector.load"(%245, %411) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %413 = "arith.constant"() <{value = 13824 : index}> : () -> index
      %414 = "arith.addi"(%250, %413) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %415 = "vector.load"(%245, %414) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %416 = "arith.constant"() <{value = 14080 : index}> : () -> index
      %417 = "arith.addi"(%250, %416) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %418 = "vector.load"(%245, %417) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %419 = "arith.constant"() <{value = 14336 : index}> : () -> index
      %420 = "arith.addi"(%250, %419) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %421 = "vector.load"(%245, %420) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %422 = "arith.constant"() <{value = 14592 : index}> : () -> index
      %423 = "arith.addi"(%250, %422) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %424 = "vector.load"(%245, %423) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %425 = "arith.constant"() <{value = 14848 : index}> : () -> index
      %426 = "arith.addi"(%250, %425) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %427 = "vector.load"(%245, %426) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %428 = "arith.constant"() <{value = 15104 : index}> : () -> index
      %429 = "arith.addi"(%250, %428) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %430 = "vector.load"(%245, %429) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %431 = "arith.constant"() <{value = 15360 : index}> : () -> index
      %432 = "arith.addi"(%250, %431) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %433 = "vector.load"(%245, %432) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %434 = "arith.constant"() <{value = 15616 : index}> : () -> index
      %435 = "arith.addi"(%250, %434) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %436 = "vector.load"(%245, %435) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %437 = "arith.constant"() <{value = 15872 : index}> : () -> index
      %438 = "arith.addi"(%250, %437) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %439 = "vector.load"(%245, %438) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %440 = "arith.constant"() <{value = 16128 : index}> : () -> index
      %441 = "arith.addi"(%250, %440) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %442 = "vector.load"(%245, %441) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %443 = "math.exp"(%253) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %444 = "math.exp"(%256) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %445 = "math.exp"(%259) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %446 = "math.exp"(%262) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %447 = "math.exp"(%265) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %448 = "math.exp"(%268) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %449 = "math.exp"(%271) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %450 = "math.exp"(%274) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %451 = "math.exp"(%277) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %452 = "math.exp"(%280) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %453 = "math.exp"(%283) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %454 = "math.exp"(%286) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %455 = "math.exp"(%289) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %456 = "math.exp"(%292) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %457 = "math.exp"(%295) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %458 = "math.exp"(%298) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %459 = "math.exp"(%301) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %460 = "math.exp"(%304) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %461 = "math.exp"(%307) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %462 = "math.exp"(%310) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %463 = "math.exp"(%313) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %464 = "math.exp"(%316) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %465 = "math.exp"(%319) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %466 = "math.exp"(%322) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %467 = "math.exp"(%325) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %468 = "math.exp"(%328) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %469 = "math.exp"(%331) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %470 = "math.exp"(%334) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %471 = "math.exp"(%337) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %472 = "math.exp"(%340) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %473 = "math.exp"(%343) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %474 = "math.exp"(%346) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %475 = "math.exp"(%349) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %476 = "math.exp"(%352) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %477 = "math.exp"(%355) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %478 = "math.exp"(%358) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %479 = "math.exp"(%361) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %480 = "math.exp"(%364) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %481 = "math.exp"(%367) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %482 = "math.exp"(%370) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %483 = "math.exp"(%373) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %484 = "math.exp"(%376) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %485 = "math.exp"(%379) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %486 = "math.exp"(%382) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %487 = "math.exp"(%385) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %488 = "math.exp"(%388) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %489 = "math.exp"(%391) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %490 = "math.exp"(%394) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %491 = "math.exp"(%397) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %492 = "math.exp"(%400) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %493 = "math.exp"(%403) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %494 = "math.exp"(%406) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %495 = "math.exp"(%409) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %496 = "math.exp"(%412) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %497 = "math.exp"(%415) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %498 = "math.exp"(%418) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %499 = "math.exp"(%421) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %500 = "math.exp"(%424) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %501 = "math.exp"(%427) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %502 = "math.exp"(%430) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %503 = "math.exp"(%433) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %504 = "math.exp"(%436) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %505 = "math.exp"(%439) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %506 = "math.exp"(%442) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
      %507 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %508 = "arith.index_cast"(%507) : (index) -> i32
      %509 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %510 = "arith.index_cast"(%509) : (index) -> i32
      %511 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %512 = "arith.index_cast"(%511) : (index) -> i32
      %513 = "arith.muli"(%512, %510) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %514 = "arith.addi"(%508, %513) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %515 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %516 = "arith.index_cast"(%515) : (index) -> i32
      %517 = "arith.muli"(%510, %516) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %518 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %519 = "arith.index_cast"(%518) : (index) -> i32
      %520 = "arith.muli"(%519, %517) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %521 = "arith.addi"(%514, %520) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %522 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %523 = "arith.index_cast"(%522) : (index) -> i32
      %524 = "arith.muli"(%517, %523) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %525 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %526 = "arith.shrui"(%521, %525) : (i32, i32) -> i32
      %527 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %528 = "arith.addi"(%526, %527) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %529 = "llvm.inline_asm"(%528) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %530 = "memref.collapse_shape"(%244) <{reassociation = [[0, 1]]}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %531 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %532 = "arith.constant"() <{value = 128 : index}> : () -> index
      %533 = "arith.remui"(%531, %532) : (index, index) -> index
      %534 = "arith.constant"() <{value = 2 : index}> : () -> index
      %535 = "arith.muli"(%533, %534) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %536 = "arith.constant"() <{value = 0 : index}> : () -> index
      %537 = "arith.addi"(%535, %536) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %538 = "vector.load"(%530, %537) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %539 = "arith.constant"() <{value = 256 : index}> : () -> index
      %540 = "arith.addi"(%535, %539) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %541 = "vector.load"(%530, %540) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %542 = "arith.constant"() <{value = 512 : index}> : () -> index
      %543 = "arith.addi"(%535, %542) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %544 = "vector.load"(%530, %543) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %545 = "arith.constant"() <{value = 768 : index}> : () -> index
      %546 = "arith.addi"(%535, %545) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %547 = "vector.load"(%530, %546) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %548 = "arith.constant"() <{value = 1024 : index}> : () -> index
      %549 = "arith.addi"(%535, %548) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %550 = "vector.load"(%530, %549) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %551 = "arith.constant"() <{value = 1280 : index}> : () -> index
      %552 = "arith.addi"(%535, %551) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %553 = "vector.load"(%530, %552) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %554 = "arith.constant"() <{value = 1536 : index}> : () -> index
      %555 = "arith.addi"(%535, %554) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %556 = "vector.load"(%530, %555) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %557 = "arith.constant"() <{value = 1792 : index}> : () -> index
      %558 = "arith.addi"(%535, %557) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %559 = "vector.load"(%530, %558) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %560 = "arith.constant"() <{value = 2048 : index}> : () -> index
      %561 = "arith.addi"(%535, %560) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %562 = "vector.load"(%530, %561) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %563 = "arith.constant"() <{value = 2304 : index}> : () -> index
      %564 = "arith.addi"(%535, %563) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %565 = "vector.load"(%530, %564) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %566 = "arith.constant"() <{value = 2560 : index}> : () -> index
      %567 = "arith.addi"(%535, %566) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %568 = "vector.load"(%530, %567) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %569 = "arith.constant"() <{value = 2816 : index}> : () -> index
      %570 = "arith.addi"(%535, %569) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %571 = "vector.load"(%530, %570) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %572 = "arith.constant"() <{value = 3072 : index}> : () -> index
      %573 = "arith.addi"(%535, %572) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %574 = "vector.load"(%530, %573) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %575 = "arith.constant"() <{value = 3328 : index}> : () -> index
      %576 = "arith.addi"(%535, %575) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %577 = "vector.load"(%530, %576) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %578 = "arith.constant"() <{value = 3584 : index}> : () -> index
      %579 = "arith.addi"(%535, %578) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %580 = "vector.load"(%530, %579) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %581 = "arith.constant"() <{value = 3840 : index}> : () -> index
      %582 = "arith.addi"(%535, %581) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %583 = "vector.load"(%530, %582) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %584 = "arith.constant"() <{value = 4096 : index}> : () -> index
      %585 = "arith.addi"(%535, %584) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %586 = "vector.load"(%530, %585) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %587 = "arith.constant"() <{value = 4352 : index}> : () -> index
      %588 = "arith.addi"(%535, %587) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %589 = "vector.load"(%530, %588) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %590 = "arith.constant"() <{value = 4608 : index}> : () -> index
      %591 = "arith.addi"(%535, %590) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %592 = "vector.load"(%530, %591) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %593 = "arith.constant"() <{value = 4864 : index}> : () -> index
      %594 = "arith.addi"(%535, %593) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %595 = "vector.load"(%530, %594) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %596 = "arith.constant"() <{value = 5120 : index}> : () -> index
      %597 = "arith.addi"(%535, %596) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %598 = "vector.load"(%530, %597) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %599 = "arith.constant"() <{value = 5376 : index}> : () -> index
      %600 = "arith.addi"(%535, %599) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %601 = "vector.load"(%530, %600) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %602 = "arith.constant"() <{value = 5632 : index}> : () -> index
      %603 = "arith.addi"(%535, %602) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %604 = "vector.load"(%530, %603) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %605 = "arith.constant"() <{value = 5888 : index}> : () -> index
      %606 = "arith.addi"(%535, %605) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %607 = "vector.load"(%530, %606) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %608 = "arith.constant"() <{value = 6144 : index}> : () -> index
      %609 = "arith.addi"(%535, %608) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %610 = "vector.load"(%530, %609) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %611 = "arith.constant"() <{value = 6400 : index}> : () -> index
      %612 = "arith.addi"(%535, %611) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %613 = "vector.load"(%530, %612) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %614 = "arith.constant"() <{value = 6656 : index}> : () -> index
      %615 = "arith.addi"(%535, %614) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %616 = "vector.load"(%530, %615) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %617 = "arith.constant"() <{value = 6912 : index}> : () -> index
      %618 = "arith.addi"(%535, %617) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %619 = "vector.load"(%530, %618) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %620 = "arith.constant"() <{value = 7168 : index}> : () -> index
      %621 = "arith.addi"(%535, %620) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %622 = "vector.load"(%530, %621) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %623 = "arith.constant"() <{value = 7424 : index}> : () -> index
      %624 = "arith.addi"(%535, %623) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %625 = "vector.load"(%530, %624) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %626 = "arith.constant"() <{value = 7680 : index}> : () -> index
      %627 = "arith.addi"(%535, %626) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %628 = "vector.load"(%530, %627) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %629 = "arith.constant"() <{value = 7936 : index}> : () -> index
      %630 = "arith.addi"(%535, %629) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %631 = "vector.load"(%530, %630) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %632 = "arith.constant"() <{value = 8192 : index}> : () -> index
      %633 = "arith.addi"(%535, %632) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %634 = "vector.load"(%530, %633) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %635 = "arith.constant"() <{value = 8448 : index}> : () -> index
      %636 = "arith.addi"(%535, %635) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %637 = "vector.load"(%530, %636) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %638 = "arith.constant"() <{value = 8704 : index}> : () -> index
      %639 = "arith.addi"(%535, %638) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %640 = "vector.load"(%530, %639) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %641 = "arith.constant"() <{value = 8960 : index}> : () -> index
      %642 = "arith.addi"(%535, %641) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %643 = "vector.load"(%530, %642) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %644 = "arith.constant"() <{value = 9216 : index}> : () -> index
      %645 = "arith.addi"(%535, %644) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %646 = "vector.load"(%530, %645) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %647 = "arith.constant"() <{value = 9472 : index}> : () -> index
      %648 = "arith.addi"(%535, %647) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %649 = "vector.load"(%530, %648) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %650 = "arith.constant"() <{value = 9728 : index}> : () -> index
      %651 = "arith.addi"(%535, %650) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %652 = "vector.load"(%530, %651) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %653 = "arith.constant"() <{value = 9984 : index}> : () -> index
      %654 = "arith.addi"(%535, %653) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %655 = "vector.load"(%530, %654) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %656 = "arith.constant"() <{value = 10240 : index}> : () -> index
      %657 = "arith.addi"(%535, %656) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %658 = "vector.load"(%530, %657) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %659 = "arith.constant"() <{value = 10496 : index}> : () -> index
      %660 = "arith.addi"(%535, %659) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %661 = "vector.load"(%530, %660) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %662 = "arith.constant"() <{value = 10752 : index}> : () -> index
      %663 = "arith.addi"(%535, %662) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %664 = "vector.load"(%530, %663) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %665 = "arith.constant"() <{value = 11008 : index}> : () -> index
      %666 = "arith.addi"(%535, %665) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %667 = "vector.load"(%530, %666) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %668 = "arith.constant"() <{value = 11264 : index}> : () -> index
      %669 = "arith.addi"(%535, %668) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %670 = "vector.load"(%530, %669) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %671 = "arith.constant"() <{value = 11520 : index}> : () -> index
      %672 = "arith.addi"(%535, %671) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %673 = "vector.load"(%530, %672) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %674 = "arith.constant"() <{value = 11776 : index}> : () -> index
      %675 = "arith.addi"(%535, %674) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %676 = "vector.load"(%530, %675) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %677 = "arith.constant"() <{value = 12032 : index}> : () -> index
      %678 = "arith.addi"(%535, %677) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %679 = "vector.load"(%530, %678) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %680 = "arith.constant"() <{value = 12288 : index}> : () -> index
      %681 = "arith.addi"(%535, %680) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %682 = "vector.load"(%530, %681) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %683 = "arith.constant"() <{value = 12544 : index}> : () -> index
      %684 = "arith.addi"(%535, %683) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %685 = "vector.load"(%530, %684) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %686 = "arith.constant"() <{value = 12800 : index}> : () -> index
      %687 = "arith.addi"(%535, %686) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %688 = "vector.load"(%530, %687) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %689 = "arith.constant"() <{value = 13056 : index}> : () -> index
      %690 = "arith.addi"(%535, %689) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %691 = "vector.load"(%530, %690) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %692 = "arith.constant"() <{value = 13312 : index}> : () -> index
      %693 = "arith.addi"(%535, %692) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %694 = "vector.load"(%530, %693) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %695 = "arith.constant"() <{value = 13568 : index}> : () -> index
      %696 = "arith.addi"(%535, %695) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %697 = "vector.load"(%530, %696) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %698 = "arith.constant"() <{value = 13824 : index}> : () -> index
      %699 = "arith.addi"(%535, %698) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %700 = "vector.load"(%530, %699) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %701 = "arith.constant"() <{value = 14080 : index}> : () -> index
      %702 = "arith.addi"(%535, %701) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %703 = "vector.load"(%530, %702) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %704 = "arith.constant"() <{value = 14336 : index}> : () -> index
      %705 = "arith.addi"(%535, %704) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %706 = "vector.load"(%530, %705) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %707 = "arith.constant"() <{value = 14592 : index}> : () -> index
      %708 = "arith.addi"(%535, %707) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %709 = "vector.load"(%530, %708) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %710 = "arith.constant"() <{value = 14848 : index}> : () -> index
      %711 = "arith.addi"(%535, %710) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %712 = "vector.load"(%530, %711) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %713 = "arith.constant"() <{value = 15104 : index}> : () -> index
      %714 = "arith.addi"(%535, %713) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %715 = "vector.load"(%530, %714) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %716 = "arith.constant"() <{value = 15360 : index}> : () -> index
      %717 = "arith.addi"(%535, %716) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %718 = "vector.load"(%530, %717) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %719 = "arith.constant"() <{value = 15616 : index}> : () -> index
      %720 = "arith.addi"(%535, %719) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %721 = "vector.load"(%530, %720) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %722 = "arith.constant"() <{value = 15872 : index}> : () -> index
      %723 = "arith.addi"(%535, %722) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %724 = "vector.load"(%530, %723) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %725 = "arith.constant"() <{value = 16128 : index}> : () -> index
      %726 = "arith.addi"(%535, %725) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %727 = "vector.load"(%530, %726) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %728 = "memref.collapse_shape"(%244) <{reassociation = [[0, 1]]}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %729 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %730 = "arith.constant"() <{value = 128 : index}> : () -> index
      %731 = "arith.remui"(%729, %730) : (index, index) -> index
      %732 = "arith.constant"() <{value = 2 : index}> : () -> index
      %733 = "arith.muli"(%731, %732) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %734 = "arith.constant"() <{value = 0 : index}> : () -> index
      %735 = "arith.addi"(%733, %734) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%443, %728, %735) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %736 = "arith.constant"() <{value = 256 : index}> : () -> index
      %737 = "arith.addi"(%733, %736) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%444, %728, %737) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %738 = "arith.constant"() <{value = 512 : index}> : () -> index
      %739 = "arith.addi"(%733, %738) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%445, %728, %739) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %740 = "arith.constant"() <{value = 768 : index}> : () -> index
      %741 = "arith.addi"(%733, %740) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%446, %728, %741) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %742 = "arith.constant"() <{value = 1024 : index}> : () -> index
      %743 = "arith.addi"(%733, %742) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%447, %728, %743) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %744 = "arith.constant"() <{value = 1280 : index}> : () -> index
      %745 = "arith.addi"(%733, %744) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%448, %728, %745) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %746 = "arith.constant"() <{value = 1536 : index}> : () -> index
      %747 = "arith.addi"(%733, %746) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%449, %728, %747) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %748 = "arith.constant"() <{value = 1792 : index}> : () -> index
      %749 = "arith.addi"(%733, %748) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%450, %728, %749) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %750 = "arith.constant"() <{value = 2048 : index}> : () -> index
      %751 = "arith.addi"(%733, %750) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%451, %728, %751) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %752 = "arith.constant"() <{value = 2304 : index}> : () -> index
      %753 = "arith.addi"(%733, %752) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%452, %728, %753) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %754 = "arith.constant"() <{value = 2560 : index}> : () -> index
      %755 = "arith.addi"(%733, %754) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%453, %728, %755) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %756 = "arith.constant"() <{value = 2816 : index}> : () -> index
      %757 = "arith.addi"(%733, %756) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%454, %728, %757) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %758 = "arith.constant"() <{value = 3072 : index}> : () -> index
      %759 = "arith.addi"(%733, %758) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%455, %728, %759) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %760 = "arith.constant"() <{value = 3328 : index}> : () -> index
      %761 = "arith.addi"(%733, %760) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%456, %728, %761) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %762 = "arith.constant"() <{value = 3584 : index}> : () -> index
      %763 = "arith.addi"(%733, %762) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%457, %728, %763) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %764 = "arith.constant"() <{value = 3840 : index}> : () -> index
      %765 = "arith.addi"(%733, %764) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%458, %728, %765) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %766 = "arith.constant"() <{value = 4096 : index}> : () -> index
      %767 = "arith.addi"(%733, %766) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%459, %728, %767) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %768 = "arith.constant"() <{value = 4352 : index}> : () -> index
      %769 = "arith.addi"(%733, %768) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%460, %728, %769) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %770 = "arith.constant"() <{value = 4608 : index}> : () -> index
      %771 = "arith.addi"(%733, %770) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%461, %728, %771) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %772 = "arith.constant"() <{value = 4864 : index}> : () -> index
      %773 = "arith.addi"(%733, %772) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%462, %728, %773) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %774 = "arith.constant"() <{value = 5120 : index}> : () -> index
      %775 = "arith.addi"(%733, %774) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%463, %728, %775) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %776 = "arith.constant"() <{value = 5376 : index}> : () -> index
      %777 = "arith.addi"(%733, %776) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%464, %728, %777) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %778 = "arith.constant"() <{value = 5632 : index}> : () -> index
      %779 = "arith.addi"(%733, %778) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%465, %728, %779) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %780 = "arith.constant"() <{value = 5888 : index}> : () -> index
      %781 = "arith.addi"(%733, %780) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%466, %728, %781) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %782 = "arith.constant"() <{value = 6144 : index}> : () -> index
      %783 = "arith.addi"(%733, %782) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%467, %728, %783) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %784 = "arith.constant"() <{value = 6400 : index}> : () -> index
      %785 = "arith.addi"(%733, %784) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%468, %728, %785) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %786 = "arith.constant"() <{value = 6656 : index}> : () -> index
      %787 = "arith.addi"(%733, %786) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%469, %728, %787) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %788 = "arith.constant"() <{value = 6912 : index}> : () -> index
      %789 = "arith.addi"(%733, %788) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%470, %728, %789) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %790 = "arith.constant"() <{value = 7168 : index}> : () -> index
      %791 = "arith.addi"(%733, %790) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%471, %728, %791) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %792 = "arith.constant"() <{value = 7424 : index}> : () -> index
      %793 = "arith.addi"(%733, %792) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%472, %728, %793) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %794 = "arith.constant"() <{value = 7680 : index}> : () -> index
      %795 = "arith.addi"(%733, %794) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%473, %728, %795) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %796 = "arith.constant"() <{value = 7936 : index}> : () -> index
      %797 = "arith.addi"(%733, %796) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%474, %728, %797) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %798 = "arith.constant"() <{value = 8192 : index}> : () -> index
      %799 = "arith.addi"(%733, %798) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%475, %728, %799) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %800 = "arith.constant"() <{value = 8448 : index}> : () -> index
      %801 = "arith.addi"(%733, %800) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%476, %728, %801) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %802 = "arith.constant"() <{value = 8704 : index}> : () -> index
      %803 = "arith.addi"(%733, %802) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%477, %728, %803) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %804 = "arith.constant"() <{value = 8960 : index}> : () -> index
      %805 = "arith.addi"(%733, %804) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%478, %728, %805) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %806 = "arith.constant"() <{value = 9216 : index}> : () -> index
      %807 = "arith.addi"(%733, %806) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%479, %728, %807) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %808 = "arith.constant"() <{value = 9472 : index}> : () -> index
      %809 = "arith.addi"(%733, %808) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%480, %728, %809) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %810 = "arith.constant"() <{value = 9728 : index}> : () -> index
      %811 = "arith.addi"(%733, %810) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%481, %728, %811) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %812 = "arith.constant"() <{value = 9984 : index}> : () -> index
      %813 = "arith.addi"(%733, %812) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%482, %728, %813) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %814 = "arith.constant"() <{value = 10240 : index}> : () -> index
      %815 = "arith.addi"(%733, %814) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%483, %728, %815) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %816 = "arith.constant"() <{value = 10496 : index}> : () -> index
      %817 = "arith.addi"(%733, %816) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%484, %728, %817) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %818 = "arith.constant"() <{value = 10752 : index}> : () -> index
      %819 = "arith.addi"(%733, %818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%485, %728, %819) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %820 = "arith.constant"() <{value = 11008 : index}> : () -> index
      %821 = "arith.addi"(%733, %820) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%486, %728, %821) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %822 = "arith.constant"() <{value = 11264 : index}> : () -> index
      %823 = "arith.addi"(%733, %822) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%487, %728, %823) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %824 = "arith.constant"() <{value = 11520 : index}> : () -> index
      %825 = "arith.addi"(%733, %824) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%488, %728, %825) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %826 = "arith.constant"() <{value = 11776 : index}> : () -> index
      %827 = "arith.addi"(%733, %826) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%489, %728, %827) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %828 = "arith.constant"() <{value = 12032 : index}> : () -> index
      %829 = "arith.addi"(%733, %828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%490, %728, %829) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %830 = "arith.constant"() <{value = 12288 : index}> : () -> index
      %831 = "arith.addi"(%733, %830) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%491, %728, %831) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %832 = "arith.constant"() <{value = 12544 : index}> : () -> index
      %833 = "arith.addi"(%733, %832) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%492, %728, %833) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %834 = "arith.constant"() <{value = 12800 : index}> : () -> index
      %835 = "arith.addi"(%733, %834) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%493, %728, %835) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %836 = "arith.constant"() <{value = 13056 : index}> : () -> index
      %837 = "arith.addi"(%733, %836) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%494, %728, %837) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %838 = "arith.constant"() <{value = 13312 : index}> : () -> index
      %839 = "arith.addi"(%733, %838) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%495, %728, %839) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %840 = "arith.constant"() <{value = 13568 : index}> : () -> index
      %841 = "arith.addi"(%733, %840) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%496, %728, %841) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %842 = "arith.constant"() <{value = 13824 : index}> : () -> index
      %843 = "arith.addi"(%733, %842) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%497, %728, %843) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %844 = "arith.constant"() <{value = 14080 : index}> : () -> index
      %845 = "arith.addi"(%733, %844) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%498, %728, %845) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %846 = "arith.constant"() <{value = 14336 : index}> : () -> index
      %847 = "arith.addi"(%733, %846) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%499, %728, %847) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %848 = "arith.constant"() <{value = 14592 : index}> : () -> index
      %849 = "arith.addi"(%733, %848) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%500, %728, %849) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %850 = "arith.constant"() <{value = 14848 : index}> : () -> index
      %851 = "arith.addi"(%733, %850) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%501, %728, %851) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %852 = "arith.constant"() <{value = 15104 : index}> : () -> index
      %853 = "arith.addi"(%733, %852) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%502, %728, %853) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %854 = "arith.constant"() <{value = 15360 : index}> : () -> index
      %855 = "arith.addi"(%733, %854) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%503, %728, %855) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %856 = "arith.constant"() <{value = 15616 : index}> : () -> index
      %857 = "arith.addi"(%733, %856) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%504, %728, %857) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %858 = "arith.constant"() <{value = 15872 : index}> : () -> index
      %859 = "arith.addi"(%733, %858) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%505, %728, %859) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %860 = "arith.constant"() <{value = 16128 : index}> : () -> index
      %861 = "arith.addi"(%733, %860) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%506, %728, %861) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %862 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %863 = "arith.index_cast"(%862) : (index) -> i32
      %864 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %865 = "arith.index_cast"(%864) : (index) -> i32
      %866 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %867 = "arith.index_cast"(%866) : (index) -> i32
      %868 = "arith.muli"(%867, %865) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %869 = "arith.addi"(%863, %868) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %870 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %871 = "arith.index_cast"(%870) : (index) -> i32
      %872 = "arith.muli"(%865, %871) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %873 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %874 = "arith.index_cast"(%873) : (index) -> i32
      %875 = "arith.muli"(%874, %872) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %876 = "arith.addi"(%869, %875) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %877 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %878 = "arith.index_cast"(%877) : (index) -> i32
      %879 = "arith.muli"(%872, %878) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %880 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %881 = "arith.shrui"(%876, %880) : (i32, i32) -> i32
      %882 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %883 = "arith.addi"(%881, %882) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %884 = "llvm.inline_asm"(%883) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %885 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %886 = "arith.addi"(%223, %885) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %887 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %888 = "arith.remsi"(%886, %887) : (i32, i32) -> i32
      %889 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %890 = "arith.cmpi"(%223, %889) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %891 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %892 = "arith.cmpi"(%886, %891) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %893 = "arith.andi"(%890, %892) : (i1, i1) -> i1
      %894 = "arith.extui"(%893) : (i1) -> i32
      %895 = "arith.index_cast"(%894) : (i32) -> index
      "scf.index_switch"(%895) <{cases = array<i64: 0>}> ({
        %982 = "arith.index_cast"(%888) : (i32) -> index
        %983 = "memref.subview"(%154, %982) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
        %984 = "arith.index_cast"(%888) : (i32) -> index
        %985 = "arith.constant"() <{value = 1 : index}> : () -> index
        %986 = "arith.muli"(%984, %985) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %987 = "arith.index_castui"(%986) : (index) -> i32
        %988 = "arith.addi"(%120, %987) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %989 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
        %990 = "arith.index_cast"(%989) : (index) -> i32
        %991 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
        %992 = "arith.index_cast"(%991) : (index) -> i32
        %993 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
        %994 = "arith.index_cast"(%993) : (index) -> i32
        %995 = "arith.muli"(%994, %992) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %996 = "arith.addi"(%990, %995) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %997 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
        %998 = "arith.index_cast"(%997) : (index) -> i32
        %999 = "arith.muli"(%992, %998) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1000 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
        %1001 = "arith.index_cast"(%1000) : (index) -> i32
        %1002 = "arith.muli"(%1001, %999) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1003 = "arith.addi"(%996, %1002) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1004 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
        %1005 = "arith.index_cast"(%1004) : (index) -> i32
        %1006 = "arith.muli"(%999, %1005) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1007 = "arith.constant"() <{value = 7 : i32}> : () -> i32
        %1008 = "arith.shrui"(%1003, %1007) : (i32, i32) -> i32
        %1009 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %1010 = "arith.addi"(%1008, %1009) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1011 = "llvm.inline_asm"(%1010) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
        %1012 = "arith.constant"() <{value = 512 : i32}> : () -> i32
        %1013 = "llvm.getelementptr"(%87, %988) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        %1014 = "nvvm.mbarrier.arrive.expect_tx"(%1013, %1012) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
        %1015 = "arith.constant"() <{value = 0 : index}> : () -> index
        %1016 = "arith.constant"() <{value = 0 : index}> : () -> index
        %1017:6 = "memref.extract_strided_metadata"(%983) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> (memref<f32, #gpu.address_space<workgroup>>, index, index, index, index, index)
        %1018 = "memref.reinterpret_cast"(%983, %1017#1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
        %1019 = "arith.constant"() <{value = 65536 : i32}> : () -> i32
        %1020 = "builtin.unrealized_conversion_cast"(%1018) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
        %1021 = "llvm.extractvalue"(%1020) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr<3>
        %1022 = "llvm.extractvalue"(%1020) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
        %1023 = "arith.constant"() <{value = 4 : i64}> : () -> i64
        %1024 = "llvm.mul"(%1022, %1023) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
        %1025 = "llvm.ptrtoint"(%1021) : (!llvm.ptr<3>) -> i64
        %1026 = "llvm.add"(%1025, %1024) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
        %1027 = "llvm.inttoptr"(%1026) : (i64) -> !llvm.ptr<3>
        %1028 = "memref.reinterpret_cast"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32>) -> memref<128x128xf32, strided<[128, 1]>>
        %1029 = "arith.index_cast"(%1016) : (index) -> i32
        %1030 = "arith.index_cast"(%1015) : (index) -> i32
        %1031 = "llvm.getelementptr"(%87, %988) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%1027, %74, %1029, %1030, %1031, %150) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 1>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (index) -> ()
      %896 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %897 = "arith.addi"(%217, %896) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      %898 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %899 = "arith.index_cast"(%898) : (index) -> i32
      %900 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %901 = "arith.index_cast"(%900) : (index) -> i32
      %902 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %903 = "arith.index_cast"(%902) : (index) -> i32
      %904 = "arith.muli"(%903, %901) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %905 = "arith.addi"(%899, %904) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %906 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %907 = "arith.index_cast"(%906) : (index) -> i32
      %908 = "arith.muli"(%901, %907) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %909 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %910 = "arith.index_cast"(%909) : (index) -> i32
      %911 = "arith.muli"(%910, %908) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %912 = "arith.addi"(%905, %911) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %913 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %914 = "arith.index_cast"(%913) : (index) -> i32
      %915 = "arith.muli"(%908, %914) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %916 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %917 = "arith.shrui"(%912, %916) : (i32, i32) -> i32
      %918 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %919 = "arith.addi"(%917, %918) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %920 = "llvm.inline_asm"(%919) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %921 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %922 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %923 = "arith.remsi"(%921, %922) : (i32, i32) -> i32
      %924 = "arith.index_cast"(%923) : (i32) -> index
      %925 = "memref.subview"(%157, %924) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %926 = "arith.constant"() <{value = 0 : index}> : () -> index
      %927 = "arith.constant"() <{value = 0 : index}> : () -> index
      %928:6 = "memref.extract_strided_metadata"(%925) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> (memref<f32, #gpu.address_space<workgroup>>, index, index, index, index, index)
      %929 = "memref.reinterpret_cast"(%925, %928#1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %930 = "arith.constant"() <{value = 65536 : i32}> : () -> i32
      %931 = "builtin.unrealized_conversion_cast"(%929) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %932 = "llvm.extractvalue"(%931) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr<3>
      %933 = "llvm.extractvalue"(%931) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %934 = "arith.constant"() <{value = 4 : i64}> : () -> i64
      %935 = "llvm.mul"(%933, %934) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %936 = "llvm.ptrtoint"(%932) : (!llvm.ptr<3>) -> i64
      %937 = "llvm.add"(%936, %935) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %938 = "llvm.inttoptr"(%937) : (i64) -> !llvm.ptr<3>
      %939 = "memref.reinterpret_cast"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32>) -> memref<128x128xf32, strided<[128, 1]>>
      %940 = "memref.subview"(%939, %926, %927) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 1, 1>}> : (memref<128x128xf32, strided<[128, 1]>>, index, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>>
      %941 = "builtin.unrealized_conversion_cast"(%940) : (memref<128x128xf32, strided<[128, 1], offset: ?>>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %942 = "llvm.extractvalue"(%941) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
      %943 = "llvm.extractvalue"(%941) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %944 = "arith.constant"() <{value = 4 : i64}> : () -> i64
      %945 = "llvm.mul"(%943, %944) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %946 = "llvm.ptrtoint"(%942) : (!llvm.ptr) -> i64
      %947 = "llvm.add"(%946, %945) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %948 = "llvm.inttoptr"(%947) : (i64) -> !llvm.ptr
      %949 = "arith.constant"() <{value = 16384 : index}> : () -> index
      %950:6 = "memref.extract_strided_metadata"(%940) : (memref<128x128xf32, strided<[128, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index)
      %951 = "arith.minui"(%950#1, %949) : (index, index) -> index
      %952 = "arith.subi"(%949, %951) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %953 = "arith.constant"() <{value = 4 : index}> : () -> index
      %954 = "arith.muli"(%952, %953) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %955 = "arith.index_cast"(%930) : (i32) -> index
      %956 = "arith.minui"(%955, %954) : (index, index) -> index
      %957 = "arith.index_cast"(%956) : (index) -> i32
      %958 = "llvm.inline_asm"(%150, %948, %938, %957) <{asm_string = "\0A          @$0 cp.async.bulk.global.shared::cta.bulk_group [$1], [$2], $3;\0A          ", constraints = "b,l,l,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i1, !llvm.ptr, !llvm.ptr<3>, i32) -> !llvm.void
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32}> : () -> ()
      %959 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %960 = "arith.index_cast"(%959) : (index) -> i32
      %961 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %962 = "arith.index_cast"(%961) : (index) -> i32
      %963 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %964 = "arith.index_cast"(%963) : (index) -> i32
      %965 = "arith.muli"(%964, %962) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %966 = "arith.addi"(%960, %965) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %967 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %968 = "arith.index_cast"(%967) : (index) -> i32
      %969 = "arith.muli"(%962, %968) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %970 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %971 = "arith.index_cast"(%970) : (index) -> i32
      %972 = "arith.muli"(%971, %969) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %973 = "arith.addi"(%966, %972) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %974 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %975 = "arith.index_cast"(%974) : (index) -> i32
      %976 = "arith.muli"(%969, %975) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %977 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %978 = "arith.shrui"(%973, %977) : (i32, i32) -> i32
      %979 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %980 = "arith.addi"(%978, %979) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %981 = "llvm.inline_asm"(%980) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      "gpu.terminator"() : () -> ()
    }) : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
