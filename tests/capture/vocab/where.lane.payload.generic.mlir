// make_where.lane: jax's lane-level payload (the mosaic_gpu_v2 custom call's module, decoded; 17812 bytes of bytecode), generic form; elementwise.py:make_where(f32[128,128]); semantics=lane; arch=9.0; captured by mgpu-capture with jax 0.10.2
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
      %443 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %444 = "vector.broadcast"(%443) : (f32) -> vector<2xf32>
      %445 = "arith.cmpf"(%253, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %446 = "arith.cmpf"(%256, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %447 = "arith.cmpf"(%259, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %448 = "arith.cmpf"(%262, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %449 = "arith.cmpf"(%265, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %450 = "arith.cmpf"(%268, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %451 = "arith.cmpf"(%271, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %452 = "arith.cmpf"(%274, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %453 = "arith.cmpf"(%277, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %454 = "arith.cmpf"(%280, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %455 = "arith.cmpf"(%283, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %456 = "arith.cmpf"(%286, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %457 = "arith.cmpf"(%289, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %458 = "arith.cmpf"(%292, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %459 = "arith.cmpf"(%295, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %460 = "arith.cmpf"(%298, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %461 = "arith.cmpf"(%301, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %462 = "arith.cmpf"(%304, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %463 = "arith.cmpf"(%307, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %464 = "arith.cmpf"(%310, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %465 = "arith.cmpf"(%313, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %466 = "arith.cmpf"(%316, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %467 = "arith.cmpf"(%319, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %468 = "arith.cmpf"(%322, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %469 = "arith.cmpf"(%325, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %470 = "arith.cmpf"(%328, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %471 = "arith.cmpf"(%331, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %472 = "arith.cmpf"(%334, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %473 = "arith.cmpf"(%337, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %474 = "arith.cmpf"(%340, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %475 = "arith.cmpf"(%343, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %476 = "arith.cmpf"(%346, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %477 = "arith.cmpf"(%349, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %478 = "arith.cmpf"(%352, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %479 = "arith.cmpf"(%355, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %480 = "arith.cmpf"(%358, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %481 = "arith.cmpf"(%361, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %482 = "arith.cmpf"(%364, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %483 = "arith.cmpf"(%367, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %484 = "arith.cmpf"(%370, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %485 = "arith.cmpf"(%373, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %486 = "arith.cmpf"(%376, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %487 = "arith.cmpf"(%379, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %488 = "arith.cmpf"(%382, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %489 = "arith.cmpf"(%385, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %490 = "arith.cmpf"(%388, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %491 = "arith.cmpf"(%391, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %492 = "arith.cmpf"(%394, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %493 = "arith.cmpf"(%397, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %494 = "arith.cmpf"(%400, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %495 = "arith.cmpf"(%403, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %496 = "arith.cmpf"(%406, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %497 = "arith.cmpf"(%409, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %498 = "arith.cmpf"(%412, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %499 = "arith.cmpf"(%415, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %500 = "arith.cmpf"(%418, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %501 = "arith.cmpf"(%421, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %502 = "arith.cmpf"(%424, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %503 = "arith.cmpf"(%427, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %504 = "arith.cmpf"(%430, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %505 = "arith.cmpf"(%433, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %506 = "arith.cmpf"(%436, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %507 = "arith.cmpf"(%439, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %508 = "arith.cmpf"(%442, %444) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %509 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %510 = "vector.broadcast"(%509) : (f32) -> vector<2xf32>
      %511 = "arith.mulf"(%253, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %512 = "arith.mulf"(%256, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %513 = "arith.mulf"(%259, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %514 = "arith.mulf"(%262, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %515 = "arith.mulf"(%265, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %516 = "arith.mulf"(%268, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %517 = "arith.mulf"(%271, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %518 = "arith.mulf"(%274, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %519 = "arith.mulf"(%277, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %520 = "arith.mulf"(%280, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %521 = "arith.mulf"(%283, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %522 = "arith.mulf"(%286, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %523 = "arith.mulf"(%289, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %524 = "arith.mulf"(%292, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %525 = "arith.mulf"(%295, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %526 = "arith.mulf"(%298, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %527 = "arith.mulf"(%301, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %528 = "arith.mulf"(%304, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %529 = "arith.mulf"(%307, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %530 = "arith.mulf"(%310, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %531 = "arith.mulf"(%313, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %532 = "arith.mulf"(%316, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %533 = "arith.mulf"(%319, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %534 = "arith.mulf"(%322, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %535 = "arith.mulf"(%325, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %536 = "arith.mulf"(%328, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %537 = "arith.mulf"(%331, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %538 = "arith.mulf"(%334, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %539 = "arith.mulf"(%337, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %540 = "arith.mulf"(%340, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %541 = "arith.mulf"(%343, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %542 = "arith.mulf"(%346, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %543 = "arith.mulf"(%349, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %544 = "arith.mulf"(%352, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %545 = "arith.mulf"(%355, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %546 = "arith.mulf"(%358, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %547 = "arith.mulf"(%361, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %548 = "arith.mulf"(%364, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %549 = "arith.mulf"(%367, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %550 = "arith.mulf"(%370, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %551 = "arith.mulf"(%373, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %552 = "arith.mulf"(%376, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %553 = "arith.mulf"(%379, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %554 = "arith.mulf"(%382, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %555 = "arith.mulf"(%385, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %556 = "arith.mulf"(%388, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %557 = "arith.mulf"(%391, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %558 = "arith.mulf"(%394, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %559 = "arith.mulf"(%397, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %560 = "arith.mulf"(%400, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %561 = "arith.mulf"(%403, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %562 = "arith.mulf"(%406, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %563 = "arith.mulf"(%409, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %564 = "arith.mulf"(%412, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %565 = "arith.mulf"(%415, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %566 = "arith.mulf"(%418, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %567 = "arith.mulf"(%421, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %568 = "arith.mulf"(%424, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %569 = "arith.mulf"(%427, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %570 = "arith.mulf"(%430, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %571 = "arith.mulf"(%433, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %572 = "arith.mulf"(%436, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %573 = "arith.mulf"(%439, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %574 = "arith.mulf"(%442, %510) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %575 = "arith.select"(%445, %253, %511) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %576 = "arith.select"(%446, %256, %512) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %577 = "arith.select"(%447, %259, %513) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %578 = "arith.select"(%448, %262, %514) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %579 = "arith.select"(%449, %265, %515) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %580 = "arith.select"(%450, %268, %516) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %581 = "arith.select"(%451, %271, %517) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %582 = "arith.select"(%452, %274, %518) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %583 = "arith.select"(%453, %277, %519) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %584 = "arith.select"(%454, %280, %520) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %585 = "arith.select"(%455, %283, %521) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %586 = "arith.select"(%456, %286, %522) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %587 = "arith.select"(%457, %289, %523) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %588 = "arith.select"(%458, %292, %524) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %589 = "arith.select"(%459, %295, %525) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %590 = "arith.select"(%460, %298, %526) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %591 = "arith.select"(%461, %301, %527) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %592 = "arith.select"(%462, %304, %528) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %593 = "arith.select"(%463, %307, %529) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %594 = "arith.select"(%464, %310, %530) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %595 = "arith.select"(%465, %313, %531) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %596 = "arith.select"(%466, %316, %532) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %597 = "arith.select"(%467, %319, %533) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %598 = "arith.select"(%468, %322, %534) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %599 = "arith.select"(%469, %325, %535) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %600 = "arith.select"(%470, %328, %536) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %601 = "arith.select"(%471, %331, %537) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %602 = "arith.select"(%472, %334, %538) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %603 = "arith.select"(%473, %337, %539) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %604 = "arith.select"(%474, %340, %540) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %605 = "arith.select"(%475, %343, %541) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %606 = "arith.select"(%476, %346, %542) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %607 = "arith.select"(%477, %349, %543) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %608 = "arith.select"(%478, %352, %544) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %609 = "arith.select"(%479, %355, %545) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %610 = "arith.select"(%480, %358, %546) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %611 = "arith.select"(%481, %361, %547) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %612 = "arith.select"(%482, %364, %548) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %613 = "arith.select"(%483, %367, %549) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %614 = "arith.select"(%484, %370, %550) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %615 = "arith.select"(%485, %373, %551) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %616 = "arith.select"(%486, %376, %552) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %617 = "arith.select"(%487, %379, %553) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %618 = "arith.select"(%488, %382, %554) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %619 = "arith.select"(%489, %385, %555) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %620 = "arith.select"(%490, %388, %556) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %621 = "arith.select"(%491, %391, %557) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %622 = "arith.select"(%492, %394, %558) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %623 = "arith.select"(%493, %397, %559) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %624 = "arith.select"(%494, %400, %560) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %625 = "arith.select"(%495, %403, %561) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %626 = "arith.select"(%496, %406, %562) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %627 = "arith.select"(%497, %409, %563) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %628 = "arith.select"(%498, %412, %564) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %629 = "arith.select"(%499, %415, %565) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %630 = "arith.select"(%500, %418, %566) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %631 = "arith.select"(%501, %421, %567) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %632 = "arith.select"(%502, %424, %568) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %633 = "arith.select"(%503, %427, %569) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %634 = "arith.select"(%504, %430, %570) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %635 = "arith.select"(%505, %433, %571) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %636 = "arith.select"(%506, %436, %572) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %637 = "arith.select"(%507, %439, %573) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %638 = "arith.select"(%508, %442, %574) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %639 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %640 = "arith.index_cast"(%639) : (index) -> i32
      %641 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %642 = "arith.index_cast"(%641) : (index) -> i32
      %643 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %644 = "arith.index_cast"(%643) : (index) -> i32
      %645 = "arith.muli"(%644, %642) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %646 = "arith.addi"(%640, %645) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %647 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %648 = "arith.index_cast"(%647) : (index) -> i32
      %649 = "arith.muli"(%642, %648) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %650 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %651 = "arith.index_cast"(%650) : (index) -> i32
      %652 = "arith.muli"(%651, %649) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %653 = "arith.addi"(%646, %652) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %654 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %655 = "arith.index_cast"(%654) : (index) -> i32
      %656 = "arith.muli"(%649, %655) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %657 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %658 = "arith.shrui"(%653, %657) : (i32, i32) -> i32
      %659 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %660 = "arith.addi"(%658, %659) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %661 = "llvm.inline_asm"(%660) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %662 = "memref.collapse_shape"(%244) <{reassociation = [[0, 1]]}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %663 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %664 = "arith.constant"() <{value = 128 : index}> : () -> index
      %665 = "arith.remui"(%663, %664) : (index, index) -> index
      %666 = "arith.constant"() <{value = 2 : index}> : () -> index
      %667 = "arith.muli"(%665, %666) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %668 = "arith.constant"() <{value = 0 : index}> : () -> index
      %669 = "arith.addi"(%667, %668) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %670 = "vector.load"(%662, %669) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %671 = "arith.constant"() <{value = 256 : index}> : () -> index
      %672 = "arith.addi"(%667, %671) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %673 = "vector.load"(%662, %672) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %674 = "arith.constant"() <{value = 512 : index}> : () -> index
      %675 = "arith.addi"(%667, %674) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %676 = "vector.load"(%662, %675) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %677 = "arith.constant"() <{value = 768 : index}> : () -> index
      %678 = "arith.addi"(%667, %677) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %679 = "vector.load"(%662, %678) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %680 = "arith.constant"() <{value = 1024 : index}> : () -> index
      %681 = "arith.addi"(%667, %680) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %682 = "vector.load"(%662, %681) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %683 = "arith.constant"() <{value = 1280 : index}> : () -> index
      %684 = "arith.addi"(%667, %683) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %685 = "vector.load"(%662, %684) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %686 = "arith.constant"() <{value = 1536 : index}> : () -> index
      %687 = "arith.addi"(%667, %686) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %688 = "vector.load"(%662, %687) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %689 = "arith.constant"() <{value = 1792 : index}> : () -> index
      %690 = "arith.addi"(%667, %689) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %691 = "vector.load"(%662, %690) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %692 = "arith.constant"() <{value = 2048 : index}> : () -> index
      %693 = "arith.addi"(%667, %692) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %694 = "vector.load"(%662, %693) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %695 = "arith.constant"() <{value = 2304 : index}> : () -> index
      %696 = "arith.addi"(%667, %695) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %697 = "vector.load"(%662, %696) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %698 = "arith.constant"() <{value = 2560 : index}> : () -> index
      %699 = "arith.addi"(%667, %698) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %700 = "vector.load"(%662, %699) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %701 = "arith.constant"() <{value = 2816 : index}> : () -> index
      %702 = "arith.addi"(%667, %701) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %703 = "vector.load"(%662, %702) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %704 = "arith.constant"() <{value = 3072 : index}> : () -> index
      %705 = "arith.addi"(%667, %704) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %706 = "vector.load"(%662, %705) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %707 = "arith.constant"() <{value = 3328 : index}> : () -> index
      %708 = "arith.addi"(%667, %707) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %709 = "vector.load"(%662, %708) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %710 = "arith.constant"() <{value = 3584 : index}> : () -> index
      %711 = "arith.addi"(%667, %710) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %712 = "vector.load"(%662, %711) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %713 = "arith.constant"() <{value = 3840 : index}> : () -> index
      %714 = "arith.addi"(%667, %713) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %715 = "vector.load"(%662, %714) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %716 = "arith.constant"() <{value = 4096 : index}> : () -> index
      %717 = "arith.addi"(%667, %716) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %718 = "vector.load"(%662, %717) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %719 = "arith.constant"() <{value = 4352 : index}> : () -> index
      %720 = "arith.addi"(%667, %719) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %721 = "vector.load"(%662, %720) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %722 = "arith.constant"() <{value = 4608 : index}> : () -> index
      %723 = "arith.addi"(%667, %722) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %724 = "vector.load"(%662, %723) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %725 = "arith.constant"() <{value = 4864 : index}> : () -> index
      %726 = "arith.addi"(%667, %725) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %727 = "vector.load"(%662, %726) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %728 = "arith.constant"() <{value = 5120 : index}> : () -> index
      %729 = "arith.addi"(%667, %728) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %730 = "vector.load"(%662, %729) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %731 = "arith.constant"() <{value = 5376 : index}> : () -> index
      %732 = "arith.addi"(%667, %731) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %733 = "vector.load"(%662, %732) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %734 = "arith.constant"() <{value = 5632 : index}> : () -> index
      %735 = "arith.addi"(%667, %734) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %736 = "vector.load"(%662, %735) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %737 = "arith.constant"() <{value = 5888 : index}> : () -> index
      %738 = "arith.addi"(%667, %737) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %739 = "vector.load"(%662, %738) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %740 = "arith.constant"() <{value = 6144 : index}> : () -> index
      %741 = "arith.addi"(%667, %740) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %742 = "vector.load"(%662, %741) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %743 = "arith.constant"() <{value = 6400 : index}> : () -> index
      %744 = "arith.addi"(%667, %743) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %745 = "vector.load"(%662, %744) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %746 = "arith.constant"() <{value = 6656 : index}> : () -> index
      %747 = "arith.addi"(%667, %746) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %748 = "vector.load"(%662, %747) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %749 = "arith.constant"() <{value = 6912 : index}> : () -> index
      %750 = "arith.addi"(%667, %749) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %751 = "vector.load"(%662, %750) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %752 = "arith.constant"() <{value = 7168 : index}> : () -> index
      %753 = "arith.addi"(%667, %752) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %754 = "vector.load"(%662, %753) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %755 = "arith.constant"() <{value = 7424 : index}> : () -> index
      %756 = "arith.addi"(%667, %755) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %757 = "vector.load"(%662, %756) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %758 = "arith.constant"() <{value = 7680 : index}> : () -> index
      %759 = "arith.addi"(%667, %758) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %760 = "vector.load"(%662, %759) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %761 = "arith.constant"() <{value = 7936 : index}> : () -> index
      %762 = "arith.addi"(%667, %761) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %763 = "vector.load"(%662, %762) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %764 = "arith.constant"() <{value = 8192 : index}> : () -> index
      %765 = "arith.addi"(%667, %764) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %766 = "vector.load"(%662, %765) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %767 = "arith.constant"() <{value = 8448 : index}> : () -> index
      %768 = "arith.addi"(%667, %767) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %769 = "vector.load"(%662, %768) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %770 = "arith.constant"() <{value = 8704 : index}> : () -> index
      %771 = "arith.addi"(%667, %770) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %772 = "vector.load"(%662, %771) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %773 = "arith.constant"() <{value = 8960 : index}> : () -> index
      %774 = "arith.addi"(%667, %773) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %775 = "vector.load"(%662, %774) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %776 = "arith.constant"() <{value = 9216 : index}> : () -> index
      %777 = "arith.addi"(%667, %776) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %778 = "vector.load"(%662, %777) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %779 = "arith.constant"() <{value = 9472 : index}> : () -> index
      %780 = "arith.addi"(%667, %779) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %781 = "vector.load"(%662, %780) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %782 = "arith.constant"() <{value = 9728 : index}> : () -> index
      %783 = "arith.addi"(%667, %782) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %784 = "vector.load"(%662, %783) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %785 = "arith.constant"() <{value = 9984 : index}> : () -> index
      %786 = "arith.addi"(%667, %785) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %787 = "vector.load"(%662, %786) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %788 = "arith.constant"() <{value = 10240 : index}> : () -> index
      %789 = "arith.addi"(%667, %788) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %790 = "vector.load"(%662, %789) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %791 = "arith.constant"() <{value = 10496 : index}> : () -> index
      %792 = "arith.addi"(%667, %791) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %793 = "vector.load"(%662, %792) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %794 = "arith.constant"() <{value = 10752 : index}> : () -> index
      %795 = "arith.addi"(%667, %794) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %796 = "vector.load"(%662, %795) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %797 = "arith.constant"() <{value = 11008 : index}> : () -> index
      %798 = "arith.addi"(%667, %797) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %799 = "vector.load"(%662, %798) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %800 = "arith.constant"() <{value = 11264 : index}> : () -> index
      %801 = "arith.addi"(%667, %800) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %802 = "vector.load"(%662, %801) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %803 = "arith.constant"() <{value = 11520 : index}> : () -> index
      %804 = "arith.addi"(%667, %803) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %805 = "vector.load"(%662, %804) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %806 = "arith.constant"() <{value = 11776 : index}> : () -> index
      %807 = "arith.addi"(%667, %806) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %808 = "vector.load"(%662, %807) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %809 = "arith.constant"() <{value = 12032 : index}> : () -> index
      %810 = "arith.addi"(%667, %809) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %811 = "vector.load"(%662, %810) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %812 = "arith.constant"() <{value = 12288 : index}> : () -> index
      %813 = "arith.addi"(%667, %812) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %814 = "vector.load"(%662, %813) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %815 = "arith.constant"() <{value = 12544 : index}> : () -> index
      %816 = "arith.addi"(%667, %815) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %817 = "vector.load"(%662, %816) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %818 = "arith.constant"() <{value = 12800 : index}> : () -> index
      %819 = "arith.addi"(%667, %818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %820 = "vector.load"(%662, %819) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %821 = "arith.constant"() <{value = 13056 : index}> : () -> index
      %822 = "arith.addi"(%667, %821) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %823 = "vector.load"(%662, %822) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %824 = "arith.constant"() <{value = 13312 : index}> : () -> index
      %825 = "arith.addi"(%667, %824) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %826 = "vector.load"(%662, %825) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %827 = "arith.constant"() <{value = 13568 : index}> : () -> index
      %828 = "arith.addi"(%667, %827) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %829 = "vector.load"(%662, %828) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %830 = "arith.constant"() <{value = 13824 : index}> : () -> index
      %831 = "arith.addi"(%667, %830) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %832 = "vector.load"(%662, %831) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %833 = "arith.constant"() <{value = 14080 : index}> : () -> index
      %834 = "arith.addi"(%667, %833) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %835 = "vector.load"(%662, %834) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %836 = "arith.constant"() <{value = 14336 : index}> : () -> index
      %837 = "arith.addi"(%667, %836) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %838 = "vector.load"(%662, %837) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %839 = "arith.constant"() <{value = 14592 : index}> : () -> index
      %840 = "arith.addi"(%667, %839) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %841 = "vector.load"(%662, %840) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %842 = "arith.constant"() <{value = 14848 : index}> : () -> index
      %843 = "arith.addi"(%667, %842) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %844 = "vector.load"(%662, %843) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %845 = "arith.constant"() <{value = 15104 : index}> : () -> index
      %846 = "arith.addi"(%667, %845) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %847 = "vector.load"(%662, %846) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %848 = "arith.constant"() <{value = 15360 : index}> : () -> index
      %849 = "arith.addi"(%667, %848) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %850 = "vector.load"(%662, %849) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %851 = "arith.constant"() <{value = 15616 : index}> : () -> index
      %852 = "arith.addi"(%667, %851) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %853 = "vector.load"(%662, %852) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %854 = "arith.constant"() <{value = 15872 : index}> : () -> index
      %855 = "arith.addi"(%667, %854) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %856 = "vector.load"(%662, %855) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %857 = "arith.constant"() <{value = 16128 : index}> : () -> index
      %858 = "arith.addi"(%667, %857) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %859 = "vector.load"(%662, %858) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %860 = "memref.collapse_shape"(%244) <{reassociation = [[0, 1]]}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %861 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %862 = "arith.constant"() <{value = 128 : index}> : () -> index
      %863 = "arith.remui"(%861, %862) : (index, index) -> index
      %864 = "arith.constant"() <{value = 2 : index}> : () -> index
      %865 = "arith.muli"(%863, %864) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %866 = "arith.constant"() <{value = 0 : index}> : () -> index
      %867 = "arith.addi"(%865, %866) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%575, %860, %867) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %868 = "arith.constant"() <{value = 256 : index}> : () -> index
      %869 = "arith.addi"(%865, %868) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%576, %860, %869) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %870 = "arith.constant"() <{value = 512 : index}> : () -> index
      %871 = "arith.addi"(%865, %870) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%577, %860, %871) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %872 = "arith.constant"() <{value = 768 : index}> : () -> index
      %873 = "arith.addi"(%865, %872) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%578, %860, %873) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %874 = "arith.constant"() <{value = 1024 : index}> : () -> index
      %875 = "arith.addi"(%865, %874) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%579, %860, %875) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %876 = "arith.constant"() <{value = 1280 : index}> : () -> index
      %877 = "arith.addi"(%865, %876) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%580, %860, %877) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %878 = "arith.constant"() <{value = 1536 : index}> : () -> index
      %879 = "arith.addi"(%865, %878) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%581, %860, %879) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %880 = "arith.constant"() <{value = 1792 : index}> : () -> index
      %881 = "arith.addi"(%865, %880) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%582, %860, %881) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %882 = "arith.constant"() <{value = 2048 : index}> : () -> index
      %883 = "arith.addi"(%865, %882) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%583, %860, %883) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %884 = "arith.constant"() <{value = 2304 : index}> : () -> index
      %885 = "arith.addi"(%865, %884) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%584, %860, %885) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %886 = "arith.constant"() <{value = 2560 : index}> : () -> index
      %887 = "arith.addi"(%865, %886) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%585, %860, %887) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %888 = "arith.constant"() <{value = 2816 : index}> : () -> index
      %889 = "arith.addi"(%865, %888) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%586, %860, %889) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %890 = "arith.constant"() <{value = 3072 : index}> : () -> index
      %891 = "arith.addi"(%865, %890) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%587, %860, %891) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %892 = "arith.constant"() <{value = 3328 : index}> : () -> index
      %893 = "arith.addi"(%865, %892) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%588, %860, %893) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %894 = "arith.constant"() <{value = 3584 : index}> : () -> index
      %895 = "arith.addi"(%865, %894) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%589, %860, %895) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %896 = "arith.constant"() <{value = 3840 : index}> : () -> index
      %897 = "arith.addi"(%865, %896) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%590, %860, %897) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %898 = "arith.constant"() <{value = 4096 : index}> : () -> index
      %899 = "arith.addi"(%865, %898) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%591, %860, %899) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %900 = "arith.constant"() <{value = 4352 : index}> : () -> index
      %901 = "arith.addi"(%865, %900) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%592, %860, %901) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %902 = "arith.constant"() <{value = 4608 : index}> : () -> index
      %903 = "arith.addi"(%865, %902) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%593, %860, %903) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %904 = "arith.constant"() <{value = 4864 : index}> : () -> index
      %905 = "arith.addi"(%865, %904) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%594, %860, %905) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %906 = "arith.constant"() <{value = 5120 : index}> : () -> index
      %907 = "arith.addi"(%865, %906) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%595, %860, %907) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %908 = "arith.constant"() <{value = 5376 : index}> : () -> index
      %909 = "arith.addi"(%865, %908) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%596, %860, %909) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %910 = "arith.constant"() <{value = 5632 : index}> : () -> index
      %911 = "arith.addi"(%865, %910) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%597, %860, %911) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %912 = "arith.constant"() <{value = 5888 : index}> : () -> index
      %913 = "arith.addi"(%865, %912) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%598, %860, %913) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %914 = "arith.constant"() <{value = 6144 : index}> : () -> index
      %915 = "arith.addi"(%865, %914) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%599, %860, %915) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %916 = "arith.constant"() <{value = 6400 : index}> : () -> index
      %917 = "arith.addi"(%865, %916) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%600, %860, %917) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %918 = "arith.constant"() <{value = 6656 : index}> : () -> index
      %919 = "arith.addi"(%865, %918) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%601, %860, %919) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %920 = "arith.constant"() <{value = 6912 : index}> : () -> index
      %921 = "arith.addi"(%865, %920) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%602, %860, %921) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %922 = "arith.constant"() <{value = 7168 : index}> : () -> index
      %923 = "arith.addi"(%865, %922) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%603, %860, %923) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %924 = "arith.constant"() <{value = 7424 : index}> : () -> index
      %925 = "arith.addi"(%865, %924) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%604, %860, %925) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %926 = "arith.constant"() <{value = 7680 : index}> : () -> index
      %927 = "arith.addi"(%865, %926) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%605, %860, %927) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %928 = "arith.constant"() <{value = 7936 : index}> : () -> index
      %929 = "arith.addi"(%865, %928) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%606, %860, %929) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %930 = "arith.constant"() <{value = 8192 : index}> : () -> index
      %931 = "arith.addi"(%865, %930) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%607, %860, %931) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %932 = "arith.constant"() <{value = 8448 : index}> : () -> index
      %933 = "arith.addi"(%865, %932) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%608, %860, %933) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %934 = "arith.constant"() <{value = 8704 : index}> : () -> index
      %935 = "arith.addi"(%865, %934) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%609, %860, %935) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %936 = "arith.constant"() <{value = 8960 : index}> : () -> index
      %937 = "arith.addi"(%865, %936) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%610, %860, %937) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %938 = "arith.constant"() <{value = 9216 : index}> : () -> index
      %939 = "arith.addi"(%865, %938) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%611, %860, %939) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %940 = "arith.constant"() <{value = 9472 : index}> : () -> index
      %941 = "arith.addi"(%865, %940) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%612, %860, %941) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %942 = "arith.constant"() <{value = 9728 : index}> : () -> index
      %943 = "arith.addi"(%865, %942) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%613, %860, %943) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %944 = "arith.constant"() <{value = 9984 : index}> : () -> index
      %945 = "arith.addi"(%865, %944) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%614, %860, %945) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %946 = "arith.constant"() <{value = 10240 : index}> : () -> index
      %947 = "arith.addi"(%865, %946) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%615, %860, %947) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %948 = "arith.constant"() <{value = 10496 : index}> : () -> index
      %949 = "arith.addi"(%865, %948) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%616, %860, %949) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %950 = "arith.constant"() <{value = 10752 : index}> : () -> index
      %951 = "arith.addi"(%865, %950) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%617, %860, %951) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %952 = "arith.constant"() <{value = 11008 : index}> : () -> index
      %953 = "arith.addi"(%865, %952) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%618, %860, %953) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %954 = "arith.constant"() <{value = 11264 : index}> : () -> index
      %955 = "arith.addi"(%865, %954) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%619, %860, %955) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %956 = "arith.constant"() <{value = 11520 : index}> : () -> index
      %957 = "arith.addi"(%865, %956) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%620, %860, %957) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %958 = "arith.constant"() <{value = 11776 : index}> : () -> index
      %959 = "arith.addi"(%865, %958) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%621, %860, %959) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %960 = "arith.constant"() <{value = 12032 : index}> : () -> index
      %961 = "arith.addi"(%865, %960) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%622, %860, %961) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %962 = "arith.constant"() <{value = 12288 : index}> : () -> index
      %963 = "arith.addi"(%865, %962) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%623, %860, %963) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %964 = "arith.constant"() <{value = 12544 : index}> : () -> index
      %965 = "arith.addi"(%865, %964) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%624, %860, %965) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %966 = "arith.constant"() <{value = 12800 : index}> : () -> index
      %967 = "arith.addi"(%865, %966) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%625, %860, %967) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %968 = "arith.constant"() <{value = 13056 : index}> : () -> index
      %969 = "arith.addi"(%865, %968) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%626, %860, %969) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %970 = "arith.constant"() <{value = 13312 : index}> : () -> index
      %971 = "arith.addi"(%865, %970) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%627, %860, %971) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %972 = "arith.constant"() <{value = 13568 : index}> : () -> index
      %973 = "arith.addi"(%865, %972) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%628, %860, %973) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %974 = "arith.constant"() <{value = 13824 : index}> : () -> index
      %975 = "arith.addi"(%865, %974) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%629, %860, %975) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %976 = "arith.constant"() <{value = 14080 : index}> : () -> index
      %977 = "arith.addi"(%865, %976) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%630, %860, %977) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %978 = "arith.constant"() <{value = 14336 : index}> : () -> index
      %979 = "arith.addi"(%865, %978) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%631, %860, %979) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %980 = "arith.constant"() <{value = 14592 : index}> : () -> index
      %981 = "arith.addi"(%865, %980) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%632, %860, %981) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %982 = "arith.constant"() <{value = 14848 : index}> : () -> index
      %983 = "arith.addi"(%865, %982) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%633, %860, %983) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %984 = "arith.constant"() <{value = 15104 : index}> : () -> index
      %985 = "arith.addi"(%865, %984) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%634, %860, %985) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %986 = "arith.constant"() <{value = 15360 : index}> : () -> index
      %987 = "arith.addi"(%865, %986) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%635, %860, %987) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %988 = "arith.constant"() <{value = 15616 : index}> : () -> index
      %989 = "arith.addi"(%865, %988) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%636, %860, %989) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %990 = "arith.constant"() <{value = 15872 : index}> : () -> index
      %991 = "arith.addi"(%865, %990) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%637, %860, %991) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %992 = "arith.constant"() <{value = 16128 : index}> : () -> index
      %993 = "arith.addi"(%865, %992) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%638, %860, %993) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %994 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %995 = "arith.index_cast"(%994) : (index) -> i32
      %996 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %997 = "arith.index_cast"(%996) : (index) -> i32
      %998 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %999 = "arith.index_cast"(%998) : (index) -> i32
      %1000 = "arith.muli"(%999, %997) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1001 = "arith.addi"(%995, %1000) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1002 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %1003 = "arith.index_cast"(%1002) : (index) -> i32
      %1004 = "arith.muli"(%997, %1003) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1005 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %1006 = "arith.index_cast"(%1005) : (index) -> i32
      %1007 = "arith.muli"(%1006, %1004) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1008 = "arith.addi"(%1001, %1007) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1009 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %1010 = "arith.index_cast"(%1009) : (index) -> i32
      %1011 = "arith.muli"(%1004, %1010) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1012 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %1013 = "arith.shrui"(%1008, %1012) : (i32, i32) -> i32
      %1014 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %1015 = "arith.addi"(%1013, %1014) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1016 = "llvm.inline_asm"(%1015) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %1017 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %1018 = "arith.addi"(%223, %1017) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1019 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %1020 = "arith.remsi"(%1018, %1019) : (i32, i32) -> i32
      %1021 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %1022 = "arith.cmpi"(%223, %1021) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %1023 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %1024 = "arith.cmpi"(%1018, %1023) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %1025 = "arith.andi"(%1022, %1024) : (i1, i1) -> i1
      %1026 = "arith.extui"(%1025) : (i1) -> i32
      %1027 = "arith.index_cast"(%1026) : (i32) -> index
      "scf.index_switch"(%1027) <{cases = array<i64: 0>}> ({
        %1114 = "arith.index_cast"(%1020) : (i32) -> index
        %1115 = "memref.subview"(%154, %1114) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
        %1116 = "arith.index_cast"(%1020) : (i32) -> index
        %1117 = "arith.constant"() <{value = 1 : index}> : () -> index
        %1118 = "arith.muli"(%1116, %1117) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %1119 = "arith.index_castui"(%1118) : (index) -> i32
        %1120 = "arith.addi"(%120, %1119) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1121 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
        %1122 = "arith.index_cast"(%1121) : (index) -> i32
        %1123 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
        %1124 = "arith.index_cast"(%1123) : (index) -> i32
        %1125 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
        %1126 = "arith.index_cast"(%1125) : (index) -> i32
        %1127 = "arith.muli"(%1126, %1124) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1128 = "arith.addi"(%1122, %1127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1129 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
        %1130 = "arith.index_cast"(%1129) : (index) -> i32
        %1131 = "arith.muli"(%1124, %1130) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1132 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
        %1133 = "arith.index_cast"(%1132) : (index) -> i32
        %1134 = "arith.muli"(%1133, %1131) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1135 = "arith.addi"(%1128, %1134) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1136 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
        %1137 = "arith.index_cast"(%1136) : (index) -> i32
        %1138 = "arith.muli"(%1131, %1137) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1139 = "arith.constant"() <{value = 7 : i32}> : () -> i32
        %1140 = "arith.shrui"(%1135, %1139) : (i32, i32) -> i32
        %1141 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %1142 = "arith.addi"(%1140, %1141) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1143 = "llvm.inline_asm"(%1142) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
        %1144 = "arith.constant"() <{value = 512 : i32}> : () -> i32
        %1145 = "llvm.getelementptr"(%87, %1120) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        %1146 = "nvvm.mbarrier.arrive.expect_tx"(%1145, %1144) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
        %1147 = "arith.constant"() <{value = 0 : index}> : () -> index
        %1148 = "arith.constant"() <{value = 0 : index}> : () -> index
        %1149:6 = "memref.extract_strided_metadata"(%1115) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> (memref<f32, #gpu.address_space<workgroup>>, index, index, index, index, index)
        %1150 = "memref.reinterpret_cast"(%1115, %1149#1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
        %1151 = "arith.constant"() <{value = 65536 : i32}> : () -> i32
        %1152 = "builtin.unrealized_conversion_cast"(%1150) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
        %1153 = "llvm.extractvalue"(%1152) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr<3>
        %1154 = "llvm.extractvalue"(%1152) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
        %1155 = "arith.constant"() <{value = 4 : i64}> : () -> i64
        %1156 = "llvm.mul"(%1154, %1155) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
        %1157 = "llvm.ptrtoint"(%1153) : (!llvm.ptr<3>) -> i64
        %1158 = "llvm.add"(%1157, %1156) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
        %1159 = "llvm.inttoptr"(%1158) : (i64) -> !llvm.ptr<3>
        %1160 = "memref.reinterpret_cast"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32>) -> memref<128x128xf32, strided<[128, 1]>>
        %1161 = "arith.index_cast"(%1148) : (index) -> i32
        %1162 = "arith.index_cast"(%1147) : (index) -> i32
        %1163 = "llvm.getelementptr"(%87, %1120) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%1159, %74, %1161, %1162, %1163, %150) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 1>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (index) -> ()
      %1028 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %1029 = "arith.addi"(%217, %1028) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      %1030 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %1031 = "arith.index_cast"(%1030) : (index) -> i32
      %1032 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %1033 = "arith.index_cast"(%1032) : (index) -> i32
      %1034 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %1035 = "arith.index_cast"(%1034) : (index) -> i32
      %1036 = "arith.muli"(%1035, %1033) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1037 = "arith.addi"(%1031, %1036) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1038 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %1039 = "arith.index_cast"(%1038) : (index) -> i32
      %1040 = "arith.muli"(%1033, %1039) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1041 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %1042 = "arith.index_cast"(%1041) : (index) -> i32
      %1043 = "arith.muli"(%1042, %1040) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1044 = "arith.addi"(%1037, %1043) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1045 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %1046 = "arith.index_cast"(%1045) : (index) -> i32
      %1047 = "arith.muli"(%1040, %1046) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1048 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %1049 = "arith.shrui"(%1044, %1048) : (i32, i32) -> i32
      %1050 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %1051 = "arith.addi"(%1049, %1050) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1052 = "llvm.inline_asm"(%1051) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %1053 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %1054 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %1055 = "arith.remsi"(%1053, %1054) : (i32, i32) -> i32
      %1056 = "arith.index_cast"(%1055) : (i32) -> index
      %1057 = "memref.subview"(%157, %1056) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %1058 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1059 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1060:6 = "memref.extract_strided_metadata"(%1057) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> (memref<f32, #gpu.address_space<workgroup>>, index, index, index, index, index)
      %1061 = "memref.reinterpret_cast"(%1057, %1060#1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %1062 = "arith.constant"() <{value = 65536 : i32}> : () -> i32
      %1063 = "builtin.unrealized_conversion_cast"(%1061) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %1064 = "llvm.extractvalue"(%1063) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr<3>
      %1065 = "llvm.extractvalue"(%1063) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %1066 = "arith.constant"() <{value = 4 : i64}> : () -> i64
      %1067 = "llvm.mul"(%1065, %1066) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %1068 = "llvm.ptrtoint"(%1064) : (!llvm.ptr<3>) -> i64
      %1069 = "llvm.add"(%1068, %1067) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %1070 = "llvm.inttoptr"(%1069) : (i64) -> !llvm.ptr<3>
      %1071 = "memref.reinterpret_cast"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32>) -> memref<128x128xf32, strided<[128, 1]>>
      %1072 = "memref.subview"(%1071, %1058, %1059) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 1, 1>}> : (memref<128x128xf32, strided<[128, 1]>>, index, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>>
      %1073 = "builtin.unrealized_conversion_cast"(%1072) : (memref<128x128xf32, strided<[128, 1], offset: ?>>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %1074 = "llvm.extractvalue"(%1073) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
      %1075 = "llvm.extractvalue"(%1073) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %1076 = "arith.constant"() <{value = 4 : i64}> : () -> i64
      %1077 = "llvm.mul"(%1075, %1076) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %1078 = "llvm.ptrtoint"(%1074) : (!llvm.ptr) -> i64
      %1079 = "llvm.add"(%1078, %1077) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %1080 = "llvm.inttoptr"(%1079) : (i64) -> !llvm.ptr
      %1081 = "arith.constant"() <{value = 16384 : index}> : () -> index
      %1082:6 = "memref.extract_strided_metadata"(%1072) : (memref<128x128xf32, strided<[128, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index)
      %1083 = "arith.minui"(%1082#1, %1081) : (index, index) -> index
      %1084 = "arith.subi"(%1081, %1083) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1085 = "arith.constant"() <{value = 4 : index}> : () -> index
      %1086 = "arith.muli"(%1084, %1085) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1087 = "arith.index_cast"(%1062) : (i32) -> index
      %1088 = "arith.minui"(%1087, %1086) : (index, index) -> index
      %1089 = "arith.index_cast"(%1088) : (index) -> i32
      %1090 = "llvm.inline_asm"(%150, %1080, %1070, %1089) <{asm_string = "\0A          @$0 cp.async.bulk.global.shared::cta.bulk_group [$1], [$2], $3;\0A          ", constraints = "b,l,l,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i1, !llvm.ptr, !llvm.ptr<3>, i32) -> !llvm.void
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32}> : () -> ()
      %1091 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %1092 = "arith.index_cast"(%1091) : (index) -> i32
      %1093 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %1094 = "arith.index_cast"(%1093) : (index) -> i32
      %1095 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %1096 = "arith.index_cast"(%1095) : (index) -> i32
      %1097 = "arith.muli"(%1096, %1094) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1098 = "arith.addi"(%1092, %1097) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1099 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %1100 = "arith.index_cast"(%1099) : (index) -> i32
      %1101 = "arith.muli"(%1094, %1100) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1102 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %1103 = "arith.index_cast"(%1102) : (index) -> i32
      %1104 = "arith.muli"(%1103, %1101) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1105 = "arith.addi"(%1098, %1104) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1106 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %1107 = "arith.index_cast"(%1106) : (index) -> i32
      %1108 = "arith.muli"(%1101, %1107) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1109 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %1110 = "arith.shrui"(%1105, %1109) : (i32, i32) -> i32
      %1111 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %1112 = "arith.addi"(%1110, %1111) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1113 = "llvm.inline_asm"(%1112) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      "gpu.terminator"() : () -> ()
    }) : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
