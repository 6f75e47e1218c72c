// make_to_int.lane: jax's lane-level payload (the mosaic_gpu_v2 custom call's module, decoded; 16777 bytes of bytecode), generic form; elementwise.py:make_to_int(f32[128,128]); semantics=lane; arch=9.0; captured by mgpu-capture with jax 0.10.2
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
    %32 = "builtin.unrealized_conversion_cast"(%31) {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg} : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<128x128xi32>
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
      %157 = "memref.view"(%155, %156) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<1x128x128xi32, #gpu.address_space<workgroup>>
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
      %244 = "memref.subview"(%157, %243) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xi32, #gpu.address_space<workgroup>>, index) -> memref<128x128xi32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
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
      %443 = "arith.constant"() <{value = 1.000000e+01 : f32}> : () -> f32
      %444 = "vector.broadcast"(%443) : (f32) -> vector<2xf32>
      %445 = "arith.mulf"(%253, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %446 = "arith.mulf"(%256, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %447 = "arith.mulf"(%259, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %448 = "arith.mulf"(%262, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %449 = "arith.mulf"(%265, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %450 = "arith.mulf"(%268, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %451 = "arith.mulf"(%271, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %452 = "arith.mulf"(%274, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %453 = "arith.mulf"(%277, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %454 = "arith.mulf"(%280, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %455 = "arith.mulf"(%283, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %456 = "arith.mulf"(%286, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %457 = "arith.mulf"(%289, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %458 = "arith.mulf"(%292, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %459 = "arith.mulf"(%295, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %460 = "arith.mulf"(%298, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %461 = "arith.mulf"(%301, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %462 = "arith.mulf"(%304, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %463 = "arith.mulf"(%307, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %464 = "arith.mulf"(%310, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %465 = "arith.mulf"(%313, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %466 = "arith.mulf"(%316, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %467 = "arith.mulf"(%319, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %468 = "arith.mulf"(%322, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %469 = "arith.mulf"(%325, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %470 = "arith.mulf"(%328, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %471 = "arith.mulf"(%331, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %472 = "arith.mulf"(%334, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %473 = "arith.mulf"(%337, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %474 = "arith.mulf"(%340, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %475 = "arith.mulf"(%343, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %476 = "arith.mulf"(%346, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %477 = "arith.mulf"(%349, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %478 = "arith.mulf"(%352, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %479 = "arith.mulf"(%355, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %480 = "arith.mulf"(%358, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %481 = "arith.mulf"(%361, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %482 = "arith.mulf"(%364, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %483 = "arith.mulf"(%367, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %484 = "arith.mulf"(%370, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %485 = "arith.mulf"(%373, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %486 = "arith.mulf"(%376, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %487 = "arith.mulf"(%379, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %488 = "arith.mulf"(%382, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %489 = "arith.mulf"(%385, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %490 = "arith.mulf"(%388, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %491 = "arith.mulf"(%391, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %492 = "arith.mulf"(%394, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %493 = "arith.mulf"(%397, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %494 = "arith.mulf"(%400, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %495 = "arith.mulf"(%403, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %496 = "arith.mulf"(%406, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %497 = "arith.mulf"(%409, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %498 = "arith.mulf"(%412, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %499 = "arith.mulf"(%415, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %500 = "arith.mulf"(%418, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %501 = "arith.mulf"(%421, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %502 = "arith.mulf"(%424, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %503 = "arith.mulf"(%427, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %504 = "arith.mulf"(%430, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %505 = "arith.mulf"(%433, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %506 = "arith.mulf"(%436, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %507 = "arith.mulf"(%439, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %508 = "arith.mulf"(%442, %444) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %509 = "arith.fptosi"(%445) : (vector<2xf32>) -> vector<2xi32>
      %510 = "arith.fptosi"(%446) : (vector<2xf32>) -> vector<2xi32>
      %511 = "arith.fptosi"(%447) : (vector<2xf32>) -> vector<2xi32>
      %512 = "arith.fptosi"(%448) : (vector<2xf32>) -> vector<2xi32>
      %513 = "arith.fptosi"(%449) : (vector<2xf32>) -> vector<2xi32>
      %514 = "arith.fptosi"(%450) : (vector<2xf32>) -> vector<2xi32>
      %515 = "arith.fptosi"(%451) : (vector<2xf32>) -> vector<2xi32>
      %516 = "arith.fptosi"(%452) : (vector<2xf32>) -> vector<2xi32>
      %517 = "arith.fptosi"(%453) : (vector<2xf32>) -> vector<2xi32>
      %518 = "arith.fptosi"(%454) : (vector<2xf32>) -> vector<2xi32>
      %519 = "arith.fptosi"(%455) : (vector<2xf32>) -> vector<2xi32>
      %520 = "arith.fptosi"(%456) : (vector<2xf32>) -> vector<2xi32>
      %521 = "arith.fptosi"(%457) : (vector<2xf32>) -> vector<2xi32>
      %522 = "arith.fptosi"(%458) : (vector<2xf32>) -> vector<2xi32>
      %523 = "arith.fptosi"(%459) : (vector<2xf32>) -> vector<2xi32>
      %524 = "arith.fptosi"(%460) : (vector<2xf32>) -> vector<2xi32>
      %525 = "arith.fptosi"(%461) : (vector<2xf32>) -> vector<2xi32>
      %526 = "arith.fptosi"(%462) : (vector<2xf32>) -> vector<2xi32>
      %527 = "arith.fptosi"(%463) : (vector<2xf32>) -> vector<2xi32>
      %528 = "arith.fptosi"(%464) : (vector<2xf32>) -> vector<2xi32>
      %529 = "arith.fptosi"(%465) : (vector<2xf32>) -> vector<2xi32>
      %530 = "arith.fptosi"(%466) : (vector<2xf32>) -> vector<2xi32>
      %531 = "arith.fptosi"(%467) : (vector<2xf32>) -> vector<2xi32>
      %532 = "arith.fptosi"(%468) : (vector<2xf32>) -> vector<2xi32>
      %533 = "arith.fptosi"(%469) : (vector<2xf32>) -> vector<2xi32>
      %534 = "arith.fptosi"(%470) : (vector<2xf32>) -> vector<2xi32>
      %535 = "arith.fptosi"(%471) : (vector<2xf32>) -> vector<2xi32>
      %536 = "arith.fptosi"(%472) : (vector<2xf32>) -> vector<2xi32>
      %537 = "arith.fptosi"(%473) : (vector<2xf32>) -> vector<2xi32>
      %538 = "arith.fptosi"(%474) : (vector<2xf32>) -> vector<2xi32>
      %539 = "arith.fptosi"(%475) : (vector<2xf32>) -> vector<2xi32>
      %540 = "arith.fptosi"(%476) : (vector<2xf32>) -> vector<2xi32>
      %541 = "arith.fptosi"(%477) : (vector<2xf32>) -> vector<2xi32>
      %542 = "arith.fptosi"(%478) : (vector<2xf32>) -> vector<2xi32>
      %543 = "arith.fptosi"(%479) : (vector<2xf32>) -> vector<2xi32>
      %544 = "arith.fptosi"(%480) : (vector<2xf32>) -> vector<2xi32>
      %545 = "arith.fptosi"(%481) : (vector<2xf32>) -> vector<2xi32>
      %546 = "arith.fptosi"(%482) : (vector<2xf32>) -> vector<2xi32>
      %547 = "arith.fptosi"(%483) : (vector<2xf32>) -> vector<2xi32>
      %548 = "arith.fptosi"(%484) : (vector<2xf32>) -> vector<2xi32>
      %549 = "arith.fptosi"(%485) : (vector<2xf32>) -> vector<2xi32>
      %550 = "arith.fptosi"(%486) : (vector<2xf32>) -> vector<2xi32>
      %551 = "arith.fptosi"(%487) : (vector<2xf32>) -> vector<2xi32>
      %552 = "arith.fptosi"(%488) : (vector<2xf32>) -> vector<2xi32>
      %553 = "arith.fptosi"(%489) : (vector<2xf32>) -> vector<2xi32>
      %554 = "arith.fptosi"(%490) : (vector<2xf32>) -> vector<2xi32>
      %555 = "arith.fptosi"(%491) : (vector<2xf32>) -> vector<2xi32>
      %556 = "arith.fptosi"(%492) : (vector<2xf32>) -> vector<2xi32>
      %557 = "arith.fptosi"(%493) : (vector<2xf32>) -> vector<2xi32>
      %558 = "arith.fptosi"(%494) : (vector<2xf32>) -> vector<2xi32>
      %559 = "arith.fptosi"(%495) : (vector<2xf32>) -> vector<2xi32>
      %560 = "arith.fptosi"(%496) : (vector<2xf32>) -> vector<2xi32>
      %561 = "arith.fptosi"(%497) : (vector<2xf32>) -> vector<2xi32>
      %562 = "arith.fptosi"(%498) : (vector<2xf32>) -> vector<2xi32>
      %563 = "arith.fptosi"(%499) : (vector<2xf32>) -> vector<2xi32>
      %564 = "arith.fptosi"(%500) : (vector<2xf32>) -> vector<2xi32>
      %565 = "arith.fptosi"(%501) : (vector<2xf32>) -> vector<2xi32>
      %566 = "arith.fptosi"(%502) : (vector<2xf32>) -> vector<2xi32>
      %567 = "arith.fptosi"(%503) : (vector<2xf32>) -> vector<2xi32>
      %568 = "arith.fptosi"(%504) : (vector<2xf32>) -> vector<2xi32>
      %569 = "arith.fptosi"(%505) : (vector<2xf32>) -> vector<2xi32>
      %570 = "arith.fptosi"(%506) : (vector<2xf32>) -> vector<2xi32>
      %571 = "arith.fptosi"(%507) : (vector<2xf32>) -> vector<2xi32>
      %572 = "arith.fptosi"(%508) : (vector<2xf32>) -> vector<2xi32>
      %573 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %574 = "arith.index_cast"(%573) : (index) -> i32
      %575 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %576 = "arith.index_cast"(%575) : (index) -> i32
      %577 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %578 = "arith.index_cast"(%577) : (index) -> i32
      %579 = "arith.muli"(%578, %576) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %580 = "arith.addi"(%574, %579) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %581 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %582 = "arith.index_cast"(%581) : (index) -> i32
      %583 = "arith.muli"(%576, %582) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %584 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %585 = "arith.index_cast"(%584) : (index) -> i32
      %586 = "arith.muli"(%585, %583) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %587 = "arith.addi"(%580, %586) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %588 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %589 = "arith.index_cast"(%588) : (index) -> i32
      %590 = "arith.muli"(%583, %589) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %591 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %592 = "arith.shrui"(%587, %591) : (i32, i32) -> i32
      %593 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %594 = "arith.addi"(%592, %593) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %595 = "llvm.inline_asm"(%594) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %596 = "memref.collapse_shape"(%244) <{reassociation = [[0, 1]]}> : (memref<128x128xi32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %597 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %598 = "arith.constant"() <{value = 128 : index}> : () -> index
      %599 = "arith.remui"(%597, %598) : (index, index) -> index
      %600 = "arith.constant"() <{value = 2 : index}> : () -> index
      %601 = "arith.muli"(%599, %600) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %602 = "arith.constant"() <{value = 0 : index}> : () -> index
      %603 = "arith.addi"(%601, %602) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %604 = "vector.load"(%596, %603) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %605 = "arith.constant"() <{value = 256 : index}> : () -> index
      %606 = "arith.addi"(%601, %605) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %607 = "vector.load"(%596, %606) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %608 = "arith.constant"() <{value = 512 : index}> : () -> index
      %609 = "arith.addi"(%601, %608) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %610 = "vector.load"(%596, %609) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %611 = "arith.constant"() <{value = 768 : index}> : () -> index
      %612 = "arith.addi"(%601, %611) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %613 = "vector.load"(%596, %612) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %614 = "arith.constant"() <{value = 1024 : index}> : () -> index
      %615 = "arith.addi"(%601, %614) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %616 = "vector.load"(%596, %615) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %617 = "arith.constant"() <{value = 1280 : index}> : () -> index
      %618 = "arith.addi"(%601, %617) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %619 = "vector.load"(%596, %618) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %620 = "arith.constant"() <{value = 1536 : index}> : () -> index
      %621 = "arith.addi"(%601, %620) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %622 = "vector.load"(%596, %621) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %623 = "arith.constant"() <{value = 1792 : index}> : () -> index
      %624 = "arith.addi"(%601, %623) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %625 = "vector.load"(%596, %624) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %626 = "arith.constant"() <{value = 2048 : index}> : () -> index
      %627 = "arith.addi"(%601, %626) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %628 = "vector.load"(%596, %627) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %629 = "arith.constant"() <{value = 2304 : index}> : () -> index
      %630 = "arith.addi"(%601, %629) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %631 = "vector.load"(%596, %630) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %632 = "arith.constant"() <{value = 2560 : index}> : () -> index
      %633 = "arith.addi"(%601, %632) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %634 = "vector.load"(%596, %633) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %635 = "arith.constant"() <{value = 2816 : index}> : () -> index
      %636 = "arith.addi"(%601, %635) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %637 = "vector.load"(%596, %636) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %638 = "arith.constant"() <{value = 3072 : index}> : () -> index
      %639 = "arith.addi"(%601, %638) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %640 = "vector.load"(%596, %639) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %641 = "arith.constant"() <{value = 3328 : index}> : () -> index
      %642 = "arith.addi"(%601, %641) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %643 = "vector.load"(%596, %642) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %644 = "arith.constant"() <{value = 3584 : index}> : () -> index
      %645 = "arith.addi"(%601, %644) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %646 = "vector.load"(%596, %645) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %647 = "arith.constant"() <{value = 3840 : index}> : () -> index
      %648 = "arith.addi"(%601, %647) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %649 = "vector.load"(%596, %648) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %650 = "arith.constant"() <{value = 4096 : index}> : () -> index
      %651 = "arith.addi"(%601, %650) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %652 = "vector.load"(%596, %651) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %653 = "arith.constant"() <{value = 4352 : index}> : () -> index
      %654 = "arith.addi"(%601, %653) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %655 = "vector.load"(%596, %654) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %656 = "arith.constant"() <{value = 4608 : index}> : () -> index
      %657 = "arith.addi"(%601, %656) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %658 = "vector.load"(%596, %657) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %659 = "arith.constant"() <{value = 4864 : index}> : () -> index
      %660 = "arith.addi"(%601, %659) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %661 = "vector.load"(%596, %660) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %662 = "arith.constant"() <{value = 5120 : index}> : () -> index
      %663 = "arith.addi"(%601, %662) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %664 = "vector.load"(%596, %663) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %665 = "arith.constant"() <{value = 5376 : index}> : () -> index
      %666 = "arith.addi"(%601, %665) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %667 = "vector.load"(%596, %666) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %668 = "arith.constant"() <{value = 5632 : index}> : () -> index
      %669 = "arith.addi"(%601, %668) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %670 = "vector.load"(%596, %669) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %671 = "arith.constant"() <{value = 5888 : index}> : () -> index
      %672 = "arith.addi"(%601, %671) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %673 = "vector.load"(%596, %672) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %674 = "arith.constant"() <{value = 6144 : index}> : () -> index
      %675 = "arith.addi"(%601, %674) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %676 = "vector.load"(%596, %675) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %677 = "arith.constant"() <{value = 6400 : index}> : () -> index
      %678 = "arith.addi"(%601, %677) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %679 = "vector.load"(%596, %678) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %680 = "arith.constant"() <{value = 6656 : index}> : () -> index
      %681 = "arith.addi"(%601, %680) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %682 = "vector.load"(%596, %681) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %683 = "arith.constant"() <{value = 6912 : index}> : () -> index
      %684 = "arith.addi"(%601, %683) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %685 = "vector.load"(%596, %684) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %686 = "arith.constant"() <{value = 7168 : index}> : () -> index
      %687 = "arith.addi"(%601, %686) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %688 = "vector.load"(%596, %687) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %689 = "arith.constant"() <{value = 7424 : index}> : () -> index
      %690 = "arith.addi"(%601, %689) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %691 = "vector.load"(%596, %690) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %692 = "arith.constant"() <{value = 7680 : index}> : () -> index
      %693 = "arith.addi"(%601, %692) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %694 = "vector.load"(%596, %693) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %695 = "arith.constant"() <{value = 7936 : index}> : () -> index
      %696 = "arith.addi"(%601, %695) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %697 = "vector.load"(%596, %696) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %698 = "arith.constant"() <{value = 8192 : index}> : () -> index
      %699 = "arith.addi"(%601, %698) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %700 = "vector.load"(%596, %699) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %701 = "arith.constant"() <{value = 8448 : index}> : () -> index
      %702 = "arith.addi"(%601, %701) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %703 = "vector.load"(%596, %702) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %704 = "arith.constant"() <{value = 8704 : index}> : () -> index
      %705 = "arith.addi"(%601, %704) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %706 = "vector.load"(%596, %705) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %707 = "arith.constant"() <{value = 8960 : index}> : () -> index
      %708 = "arith.addi"(%601, %707) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %709 = "vector.load"(%596, %708) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %710 = "arith.constant"() <{value = 9216 : index}> : () -> index
      %711 = "arith.addi"(%601, %710) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %712 = "vector.load"(%596, %711) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %713 = "arith.constant"() <{value = 9472 : index}> : () -> index
      %714 = "arith.addi"(%601, %713) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %715 = "vector.load"(%596, %714) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %716 = "arith.constant"() <{value = 9728 : index}> : () -> index
      %717 = "arith.addi"(%601, %716) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %718 = "vector.load"(%596, %717) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %719 = "arith.constant"() <{value = 9984 : index}> : () -> index
      %720 = "arith.addi"(%601, %719) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %721 = "vector.load"(%596, %720) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %722 = "arith.constant"() <{value = 10240 : index}> : () -> index
      %723 = "arith.addi"(%601, %722) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %724 = "vector.load"(%596, %723) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %725 = "arith.constant"() <{value = 10496 : index}> : () -> index
      %726 = "arith.addi"(%601, %725) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %727 = "vector.load"(%596, %726) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %728 = "arith.constant"() <{value = 10752 : index}> : () -> index
      %729 = "arith.addi"(%601, %728) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %730 = "vector.load"(%596, %729) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %731 = "arith.constant"() <{value = 11008 : index}> : () -> index
      %732 = "arith.addi"(%601, %731) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %733 = "vector.load"(%596, %732) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %734 = "arith.constant"() <{value = 11264 : index}> : () -> index
      %735 = "arith.addi"(%601, %734) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %736 = "vector.load"(%596, %735) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %737 = "arith.constant"() <{value = 11520 : index}> : () -> index
      %738 = "arith.addi"(%601, %737) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %739 = "vector.load"(%596, %738) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %740 = "arith.constant"() <{value = 11776 : index}> : () -> index
      %741 = "arith.addi"(%601, %740) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %742 = "vector.load"(%596, %741) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %743 = "arith.constant"() <{value = 12032 : index}> : () -> index
      %744 = "arith.addi"(%601, %743) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %745 = "vector.load"(%596, %744) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %746 = "arith.constant"() <{value = 12288 : index}> : () -> index
      %747 = "arith.addi"(%601, %746) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %748 = "vector.load"(%596, %747) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %749 = "arith.constant"() <{value = 12544 : index}> : () -> index
      %750 = "arith.addi"(%601, %749) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %751 = "vector.load"(%596, %750) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %752 = "arith.constant"() <{value = 12800 : index}> : () -> index
      %753 = "arith.addi"(%601, %752) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %754 = "vector.load"(%596, %753) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %755 = "arith.constant"() <{value = 13056 : index}> : () -> index
      %756 = "arith.addi"(%601, %755) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %757 = "vector.load"(%596, %756) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %758 = "arith.constant"() <{value = 13312 : index}> : () -> index
      %759 = "arith.addi"(%601, %758) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %760 = "vector.load"(%596, %759) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %761 = "arith.constant"() <{value = 13568 : index}> : () -> index
      %762 = "arith.addi"(%601, %761) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %763 = "vector.load"(%596, %762) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %764 = "arith.constant"() <{value = 13824 : index}> : () -> index
      %765 = "arith.addi"(%601, %764) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %766 = "vector.load"(%596, %765) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %767 = "arith.constant"() <{value = 14080 : index}> : () -> index
      %768 = "arith.addi"(%601, %767) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %769 = "vector.load"(%596, %768) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %770 = "arith.constant"() <{value = 14336 : index}> : () -> index
      %771 = "arith.addi"(%601, %770) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %772 = "vector.load"(%596, %771) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %773 = "arith.constant"() <{value = 14592 : index}> : () -> index
      %774 = "arith.addi"(%601, %773) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %775 = "vector.load"(%596, %774) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %776 = "arith.constant"() <{value = 14848 : index}> : () -> index
      %777 = "arith.addi"(%601, %776) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %778 = "vector.load"(%596, %777) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %779 = "arith.constant"() <{value = 15104 : index}> : () -> index
      %780 = "arith.addi"(%601, %779) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %781 = "vector.load"(%596, %780) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %782 = "arith.constant"() <{value = 15360 : index}> : () -> index
      %783 = "arith.addi"(%601, %782) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %784 = "vector.load"(%596, %783) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %785 = "arith.constant"() <{value = 15616 : index}> : () -> index
      %786 = "arith.addi"(%601, %785) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %787 = "vector.load"(%596, %786) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %788 = "arith.constant"() <{value = 15872 : index}> : () -> index
      %789 = "arith.addi"(%601, %788) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %790 = "vector.load"(%596, %789) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %791 = "arith.constant"() <{value = 16128 : index}> : () -> index
      %792 = "arith.addi"(%601, %791) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %793 = "vector.load"(%596, %792) : (memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xi32>
      %794 = "memref.collapse_shape"(%244) <{reassociation = [[0, 1]]}> : (memref<128x128xi32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %795 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %796 = "arith.constant"() <{value = 128 : index}> : () -> index
      %797 = "arith.remui"(%795, %796) : (index, index) -> index
      %798 = "arith.constant"() <{value = 2 : index}> : () -> index
      %799 = "arith.muli"(%797, %798) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %800 = "arith.constant"() <{value = 0 : index}> : () -> index
      %801 = "arith.addi"(%799, %800) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%509, %794, %801) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %802 = "arith.constant"() <{value = 256 : index}> : () -> index
      %803 = "arith.addi"(%799, %802) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%510, %794, %803) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %804 = "arith.constant"() <{value = 512 : index}> : () -> index
      %805 = "arith.addi"(%799, %804) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%511, %794, %805) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %806 = "arith.constant"() <{value = 768 : index}> : () -> index
      %807 = "arith.addi"(%799, %806) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%512, %794, %807) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %808 = "arith.constant"() <{value = 1024 : index}> : () -> index
      %809 = "arith.addi"(%799, %808) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%513, %794, %809) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %810 = "arith.constant"() <{value = 1280 : index}> : () -> index
      %811 = "arith.addi"(%799, %810) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%514, %794, %811) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %812 = "arith.constant"() <{value = 1536 : index}> : () -> index
      %813 = "arith.addi"(%799, %812) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%515, %794, %813) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %814 = "arith.constant"() <{value = 1792 : index}> : () -> index
      %815 = "arith.addi"(%799, %814) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%516, %794, %815) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %816 = "arith.constant"() <{value = 2048 : index}> : () -> index
      %817 = "arith.addi"(%799, %816) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%517, %794, %817) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %818 = "arith.constant"() <{value = 2304 : index}> : () -> index
      %819 = "arith.addi"(%799, %818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%518, %794, %819) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %820 = "arith.constant"() <{value = 2560 : index}> : () -> index
      %821 = "arith.addi"(%799, %820) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%519, %794, %821) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %822 = "arith.constant"() <{value = 2816 : index}> : () -> index
      %823 = "arith.addi"(%799, %822) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%520, %794, %823) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %824 = "arith.constant"() <{value = 3072 : index}> : () -> index
      %825 = "arith.addi"(%799, %824) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%521, %794, %825) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %826 = "arith.constant"() <{value = 3328 : index}> : () -> index
      %827 = "arith.addi"(%799, %826) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%522, %794, %827) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %828 = "arith.constant"() <{value = 3584 : index}> : () -> index
      %829 = "arith.addi"(%799, %828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%523, %794, %829) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %830 = "arith.constant"() <{value = 3840 : index}> : () -> index
      %831 = "arith.addi"(%799, %830) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%524, %794, %831) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %832 = "arith.constant"() <{value = 4096 : index}> : () -> index
      %833 = "arith.addi"(%799, %832) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%525, %794, %833) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %834 = "arith.constant"() <{value = 4352 : index}> : () -> index
      %835 = "arith.addi"(%799, %834) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%526, %794, %835) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %836 = "arith.constant"() <{value = 4608 : index}> : () -> index
      %837 = "arith.addi"(%799, %836) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%527, %794, %837) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %838 = "arith.constant"() <{value = 4864 : index}> : () -> index
      %839 = "arith.addi"(%799, %838) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%528, %794, %839) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %840 = "arith.constant"() <{value = 5120 : index}> : () -> index
      %841 = "arith.addi"(%799, %840) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%529, %794, %841) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %842 = "arith.constant"() <{value = 5376 : index}> : () -> index
      %843 = "arith.addi"(%799, %842) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%530, %794, %843) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %844 = "arith.constant"() <{value = 5632 : index}> : () -> index
      %845 = "arith.addi"(%799, %844) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%531, %794, %845) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %846 = "arith.constant"() <{value = 5888 : index}> : () -> index
      %847 = "arith.addi"(%799, %846) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%532, %794, %847) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %848 = "arith.constant"() <{value = 6144 : index}> : () -> index
      %849 = "arith.addi"(%799, %848) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%533, %794, %849) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %850 = "arith.constant"() <{value = 6400 : index}> : () -> index
      %851 = "arith.addi"(%799, %850) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%534, %794, %851) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %852 = "arith.constant"() <{value = 6656 : index}> : () -> index
      %853 = "arith.addi"(%799, %852) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%535, %794, %853) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %854 = "arith.constant"() <{value = 6912 : index}> : () -> index
      %855 = "arith.addi"(%799, %854) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%536, %794, %855) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %856 = "arith.constant"() <{value = 7168 : index}> : () -> index
      %857 = "arith.addi"(%799, %856) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%537, %794, %857) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %858 = "arith.constant"() <{value = 7424 : index}> : () -> index
      %859 = "arith.addi"(%799, %858) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%538, %794, %859) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %860 = "arith.constant"() <{value = 7680 : index}> : () -> index
      %861 = "arith.addi"(%799, %860) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%539, %794, %861) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %862 = "arith.constant"() <{value = 7936 : index}> : () -> index
      %863 = "arith.addi"(%799, %862) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%540, %794, %863) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %864 = "arith.constant"() <{value = 8192 : index}> : () -> index
      %865 = "arith.addi"(%799, %864) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%541, %794, %865) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %866 = "arith.constant"() <{value = 8448 : index}> : () -> index
      %867 = "arith.addi"(%799, %866) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%542, %794, %867) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %868 = "arith.constant"() <{value = 8704 : index}> : () -> index
      %869 = "arith.addi"(%799, %868) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%543, %794, %869) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %870 = "arith.constant"() <{value = 8960 : index}> : () -> index
      %871 = "arith.addi"(%799, %870) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%544, %794, %871) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %872 = "arith.constant"() <{value = 9216 : index}> : () -> index
      %873 = "arith.addi"(%799, %872) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%545, %794, %873) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %874 = "arith.constant"() <{value = 9472 : index}> : () -> index
      %875 = "arith.addi"(%799, %874) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%546, %794, %875) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %876 = "arith.constant"() <{value = 9728 : index}> : () -> index
      %877 = "arith.addi"(%799, %876) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%547, %794, %877) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %878 = "arith.constant"() <{value = 9984 : index}> : () -> index
      %879 = "arith.addi"(%799, %878) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%548, %794, %879) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %880 = "arith.constant"() <{value = 10240 : index}> : () -> index
      %881 = "arith.addi"(%799, %880) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%549, %794, %881) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %882 = "arith.constant"() <{value = 10496 : index}> : () -> index
      %883 = "arith.addi"(%799, %882) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%550, %794, %883) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %884 = "arith.constant"() <{value = 10752 : index}> : () -> index
      %885 = "arith.addi"(%799, %884) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%551, %794, %885) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %886 = "arith.constant"() <{value = 11008 : index}> : () -> index
      %887 = "arith.addi"(%799, %886) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%552, %794, %887) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %888 = "arith.constant"() <{value = 11264 : index}> : () -> index
      %889 = "arith.addi"(%799, %888) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%553, %794, %889) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %890 = "arith.constant"() <{value = 11520 : index}> : () -> index
      %891 = "arith.addi"(%799, %890) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%554, %794, %891) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %892 = "arith.constant"() <{value = 11776 : index}> : () -> index
      %893 = "arith.addi"(%799, %892) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%555, %794, %893) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %894 = "arith.constant"() <{value = 12032 : index}> : () -> index
      %895 = "arith.addi"(%799, %894) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%556, %794, %895) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %896 = "arith.constant"() <{value = 12288 : index}> : () -> index
      %897 = "arith.addi"(%799, %896) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%557, %794, %897) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %898 = "arith.constant"() <{value = 12544 : index}> : () -> index
      %899 = "arith.addi"(%799, %898) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%558, %794, %899) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %900 = "arith.constant"() <{value = 12800 : index}> : () -> index
      %901 = "arith.addi"(%799, %900) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%559, %794, %901) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %902 = "arith.constant"() <{value = 13056 : index}> : () -> index
      %903 = "arith.addi"(%799, %902) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%560, %794, %903) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %904 = "arith.constant"() <{value = 13312 : index}> : () -> index
      %905 = "arith.addi"(%799, %904) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%561, %794, %905) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %906 = "arith.constant"() <{value = 13568 : index}> : () -> index
      %907 = "arith.addi"(%799, %906) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%562, %794, %907) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %908 = "arith.constant"() <{value = 13824 : index}> : () -> index
      %909 = "arith.addi"(%799, %908) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%563, %794, %909) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %910 = "arith.constant"() <{value = 14080 : index}> : () -> index
      %911 = "arith.addi"(%799, %910) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%564, %794, %911) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %912 = "arith.constant"() <{value = 14336 : index}> : () -> index
      %913 = "arith.addi"(%799, %912) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%565, %794, %913) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %914 = "arith.constant"() <{value = 14592 : index}> : () -> index
      %915 = "arith.addi"(%799, %914) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%566, %794, %915) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %916 = "arith.constant"() <{value = 14848 : index}> : () -> index
      %917 = "arith.addi"(%799, %916) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%567, %794, %917) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %918 = "arith.constant"() <{value = 15104 : index}> : () -> index
      %919 = "arith.addi"(%799, %918) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%568, %794, %919) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %920 = "arith.constant"() <{value = 15360 : index}> : () -> index
      %921 = "arith.addi"(%799, %920) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%569, %794, %921) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %922 = "arith.constant"() <{value = 15616 : index}> : () -> index
      %923 = "arith.addi"(%799, %922) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%570, %794, %923) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %924 = "arith.constant"() <{value = 15872 : index}> : () -> index
      %925 = "arith.addi"(%799, %924) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%571, %794, %925) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %926 = "arith.constant"() <{value = 16128 : index}> : () -> index
      %927 = "arith.addi"(%799, %926) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%572, %794, %927) : (vector<2xi32>, memref<16384xi32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %928 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %929 = "arith.index_cast"(%928) : (index) -> i32
      %930 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %931 = "arith.index_cast"(%930) : (index) -> i32
      %932 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %933 = "arith.index_cast"(%932) : (index) -> i32
      %934 = "arith.muli"(%933, %931) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %935 = "arith.addi"(%929, %934) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %936 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %937 = "arith.index_cast"(%936) : (index) -> i32
      %938 = "arith.muli"(%931, %937) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %939 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %940 = "arith.index_cast"(%939) : (index) -> i32
      %941 = "arith.muli"(%940, %938) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %942 = "arith.addi"(%935, %941) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %943 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %944 = "arith.index_cast"(%943) : (index) -> i32
      %945 = "arith.muli"(%938, %944) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %946 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %947 = "arith.shrui"(%942, %946) : (i32, i32) -> i32
      %948 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %949 = "arith.addi"(%947, %948) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %950 = "llvm.inline_asm"(%949) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %951 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %952 = "arith.addi"(%223, %951) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %953 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %954 = "arith.remsi"(%952, %953) : (i32, i32) -> i32
      %955 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %956 = "arith.cmpi"(%223, %955) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %957 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %958 = "arith.cmpi"(%952, %957) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %959 = "arith.andi"(%956, %958) : (i1, i1) -> i1
      %960 = "arith.extui"(%959) : (i1) -> i32
      %961 = "arith.index_cast"(%960) : (i32) -> index
      "scf.index_switch"(%961) <{cases = array<i64: 0>}> ({
        %1048 = "arith.index_cast"(%954) : (i32) -> index
        %1049 = "memref.subview"(%154, %1048) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
        %1050 = "arith.index_cast"(%954) : (i32) -> index
        %1051 = "arith.constant"() <{value = 1 : index}> : () -> index
        %1052 = "arith.muli"(%1050, %1051) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %1053 = "arith.index_castui"(%1052) : (index) -> i32
        %1054 = "arith.addi"(%120, %1053) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1055 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
        %1056 = "arith.index_cast"(%1055) : (index) -> i32
        %1057 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
        %1058 = "arith.index_cast"(%1057) : (index) -> i32
        %1059 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
        %1060 = "arith.index_cast"(%1059) : (index) -> i32
        %1061 = "arith.muli"(%1060, %1058) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1062 = "arith.addi"(%1056, %1061) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1063 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
        %1064 = "arith.index_cast"(%1063) : (index) -> i32
        %1065 = "arith.muli"(%1058, %1064) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1066 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
        %1067 = "arith.index_cast"(%1066) : (index) -> i32
        %1068 = "arith.muli"(%1067, %1065) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1069 = "arith.addi"(%1062, %1068) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1070 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
        %1071 = "arith.index_cast"(%1070) : (index) -> i32
        %1072 = "arith.muli"(%1065, %1071) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1073 = "arith.constant"() <{value = 7 : i32}> : () -> i32
        %1074 = "arith.shrui"(%1069, %1073) : (i32, i32) -> i32
        %1075 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %1076 = "arith.addi"(%1074, %1075) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1077 = "llvm.inline_asm"(%1076) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
        %1078 = "arith.constant"() <{value = 512 : i32}> : () -> i32
        %1079 = "llvm.getelementptr"(%87, %1054) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        %1080 = "nvvm.mbarrier.arrive.expect_tx"(%1079, %1078) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
        %1081 = "arith.constant"() <{value = 0 : index}> : () -> index
        %1082 = "arith.constant"() <{value = 0 : index}> : () -> index
        %1083:6 = "memref.extract_strided_metadata"(%1049) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> (memref<f32, #gpu.address_space<workgroup>>, index, index, index, index, index)
        %1084 = "memref.reinterpret_cast"(%1049, %1083#1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
        %1085 = "arith.constant"() <{value = 65536 : i32}> : () -> i32
        %1086 = "builtin.unrealized_conversion_cast"(%1084) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
        %1087 = "llvm.extractvalue"(%1086) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr<3>
        %1088 = "llvm.extractvalue"(%1086) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
        %1089 = "arith.constant"() <{value = 4 : i64}> : () -> i64
        %1090 = "llvm.mul"(%1088, %1089) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
        %1091 = "llvm.ptrtoint"(%1087) : (!llvm.ptr<3>) -> i64
        %1092 = "llvm.add"(%1091, %1090) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
        %1093 = "llvm.inttoptr"(%1092) : (i64) -> !llvm.ptr<3>
        %1094 = "memref.reinterpret_cast"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32>) -> memref<128x128xf32, strided<[128, 1]>>
        %1095 = "arith.index_cast"(%1082) : (index) -> i32
        %1096 = "arith.index_cast"(%1081) : (index) -> i32
        %1097 = "llvm.getelementptr"(%87, %1054) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%1093, %74, %1095, %1096, %1097, %150) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 1>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i1) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (index) -> ()
      %962 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %963 = "arith.addi"(%217, %962) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      %964 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %965 = "arith.index_cast"(%964) : (index) -> i32
      %966 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %967 = "arith.index_cast"(%966) : (index) -> i32
      %968 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %969 = "arith.index_cast"(%968) : (index) -> i32
      %970 = "arith.muli"(%969, %967) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %971 = "arith.addi"(%965, %970) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %972 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %973 = "arith.index_cast"(%972) : (index) -> i32
      %974 = "arith.muli"(%967, %973) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %975 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %976 = "arith.index_cast"(%975) : (index) -> i32
      %977 = "arith.muli"(%976, %974) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %978 = "arith.addi"(%971, %977) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %979 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %980 = "arith.index_cast"(%979) : (index) -> i32
      %981 = "arith.muli"(%974, %980) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %982 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %983 = "arith.shrui"(%978, %982) : (i32, i32) -> i32
      %984 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %985 = "arith.addi"(%983, %984) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %986 = "llvm.inline_asm"(%985) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %987 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %988 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %989 = "arith.remsi"(%987, %988) : (i32, i32) -> i32
      %990 = "arith.index_cast"(%989) : (i32) -> index
      %991 = "memref.subview"(%157, %990) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xi32, #gpu.address_space<workgroup>>, index) -> memref<128x128xi32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %992 = "arith.constant"() <{value = 0 : index}> : () -> index
      %993 = "arith.constant"() <{value = 0 : index}> : () -> index
      %994:6 = "memref.extract_strided_metadata"(%991) : (memref<128x128xi32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> (memref<i32, #gpu.address_space<workgroup>>, index, index, index, index, index)
      %995 = "memref.reinterpret_cast"(%991, %994#1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xi32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, index) -> memref<128x128xi32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %996 = "arith.constant"() <{value = 65536 : i32}> : () -> i32
      %997 = "builtin.unrealized_conversion_cast"(%995) : (memref<128x128xi32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %998 = "llvm.extractvalue"(%997) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr<3>
      %999 = "llvm.extractvalue"(%997) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %1000 = "arith.constant"() <{value = 4 : i64}> : () -> i64
      %1001 = "llvm.mul"(%999, %1000) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %1002 = "llvm.ptrtoint"(%998) : (!llvm.ptr<3>) -> i64
      %1003 = "llvm.add"(%1002, %1001) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %1004 = "llvm.inttoptr"(%1003) : (i64) -> !llvm.ptr<3>
      %1005 = "memref.reinterpret_cast"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xi32>) -> memref<128x128xi32, strided<[128, 1]>>
      %1006 = "memref.subview"(%1005, %992, %993) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 1, 1>}> : (memref<128x128xi32, strided<[128, 1]>>, index, index) -> memref<128x128xi32, strided<[128, 1], offset: ?>>
      %1007 = "builtin.unrealized_conversion_cast"(%1006) : (memref<128x128xi32, strided<[128, 1], offset: ?>>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %1008 = "llvm.extractvalue"(%1007) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
      %1009 = "llvm.extractvalue"(%1007) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %1010 = "arith.constant"() <{value = 4 : i64}> : () -> i64
      %1011 = "llvm.mul"(%1009, %1010) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %1012 = "llvm.ptrtoint"(%1008) : (!llvm.ptr) -> i64
      %1013 = "llvm.add"(%1012, %1011) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %1014 = "llvm.inttoptr"(%1013) : (i64) -> !llvm.ptr
      %1015 = "arith.constant"() <{value = 16384 : index}> : () -> index
      %1016:6 = "memref.extract_strided_metadata"(%1006) : (memref<128x128xi32, strided<[128, 1], offset: ?>>) -> (memref<i32>, index, index, index, index, index)
      %1017 = "arith.minui"(%1016#1, %1015) : (index, index) -> index
      %1018 = "arith.subi"(%1015, %1017) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1019 = "arith.constant"() <{value = 4 : index}> : () -> index
      %1020 = "arith.muli"(%1018, %1019) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1021 = "arith.index_cast"(%996) : (i32) -> index
      %1022 = "arith.minui"(%1021, %1020) : (index, index) -> index
      %1023 = "arith.index_cast"(%1022) : (index) -> i32
      %1024 = "llvm.inline_asm"(%150, %1014, %1004, %1023) <{asm_string = "\0A          @$0 cp.async.bulk.global.shared::cta.bulk_group [$1], [$2], $3;\0A          ", constraints = "b,l,l,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i1, !llvm.ptr, !llvm.ptr<3>, i32) -> !llvm.void
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32}> : () -> ()
      %1025 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %1026 = "arith.index_cast"(%1025) : (index) -> i32
      %1027 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %1028 = "arith.index_cast"(%1027) : (index) -> i32
      %1029 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %1030 = "arith.index_cast"(%1029) : (index) -> i32
      %1031 = "arith.muli"(%1030, %1028) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1032 = "arith.addi"(%1026, %1031) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1033 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %1034 = "arith.index_cast"(%1033) : (index) -> i32
      %1035 = "arith.muli"(%1028, %1034) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1036 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %1037 = "arith.index_cast"(%1036) : (index) -> i32
      %1038 = "arith.muli"(%1037, %1035) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1039 = "arith.addi"(%1032, %1038) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1040 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %1041 = "arith.index_cast"(%1040) : (index) -> i32
      %1042 = "arith.muli"(%1035, %1041) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1043 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %1044 = "arith.shrui"(%1039, %1043) : (i32, i32) -> i32
      %1045 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %1046 = "arith.addi"(%1044, %1045) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1047 = "llvm.inline_asm"(%1046) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      "gpu.terminator"() : () -> ()
    }) : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
