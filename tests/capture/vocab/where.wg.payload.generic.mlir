// make_where.wg: jax's lane-level payload (the mosaic_gpu_v2 custom call's module, decoded; 16056 bytes of bytecode), generic form; elementwise.py:make_where(f32[128,128]); semantics=warpgroup; arch=9.0; captured by mgpu-capture with jax 0.10.2
"builtin.module"() <{sym_name = "body"}> ({
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> (), sym_name = "mosaic_gpu_init_tma_desc", sym_visibility = "private"}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 4 : i32, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "global_scratch", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr) -> (), sym_name = "body_mosaic_gpu"}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr):
    %0 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %1 = "builtin.unrealized_conversion_cast"(%0) {layout = #mosaic_gpu.WGSplatFragLayout<[128, 128]>, registers_shape = []} : (f32) -> vector<128x128xf32>
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "builtin.unrealized_conversion_cast"(%2) {layout = #mosaic_gpu.WGSplatFragLayout<[128, 128]>, registers_shape = []} : (f32) -> vector<128x128xf32>
    %4 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 10000000 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 8 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 131080 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 128 : index}> : () -> index
    %14 = "arith.constant"() <{value = 1 : index}> : () -> index
    %15 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %16 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %18 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = "builtin.unrealized_conversion_cast"(%arg0) : (!llvm.ptr) -> !gpu.async.token
    %20 = "llvm.load"(%arg1) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %21 = "llvm.insertvalue"(%18, %20) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = "llvm.insertvalue"(%21, %20) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = "llvm.insertvalue"(%22, %17) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %24 = "llvm.insertvalue"(%23, %16) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %25 = "llvm.insertvalue"(%24, %16) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %26 = "llvm.insertvalue"(%25, %16) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %27 = "llvm.insertvalue"(%26, %15) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %28 = "builtin.unrealized_conversion_cast"(%27) {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg} : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<128x128xf32>
    %29 = "llvm.getelementptr"(%arg1) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    %30 = "llvm.load"(%29) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %31 = "llvm.insertvalue"(%18, %30) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = "llvm.insertvalue"(%31, %30) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = "llvm.insertvalue"(%32, %17) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %34 = "llvm.insertvalue"(%33, %16) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %35 = "llvm.insertvalue"(%34, %16) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %36 = "llvm.insertvalue"(%35, %16) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %37 = "llvm.insertvalue"(%36, %15) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %38 = "builtin.unrealized_conversion_cast"(%37) {mosaic_gpu.from_kernel_arg_idx = 1 : i32, mosaic_gpu.original_kernel_arg} : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<128x128xf32>
    %39 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %40 = "llvm.alloca"(%39) <{alignment = 64 : i64, elem_type = !llvm.array<128 x i8>}> {mosaic_gpu_smem_alloc} : (i64) -> !llvm.ptr
    %41 = "llvm.getelementptr"(%40) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
    %42 = "memref.reinterpret_cast"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32>) -> memref<128x128xf32, strided<[128, 1]>>
    %43:6 = "memref.extract_strided_metadata"(%42) : (memref<128x128xf32, strided<[128, 1]>>) -> (memref<f32>, index, index, index, index, index)
    %44 = "memref.extract_aligned_pointer_as_index"(%42) : (memref<128x128xf32, strided<[128, 1]>>) -> index
    %45 = "arith.index_cast"(%44) : (index) -> i64
    %46 = "llvm.inttoptr"(%45) : (i64) -> !llvm.ptr
    %47 = "arith.index_cast"(%43#1) : (index) -> i64
    %48 = "llvm.getelementptr"(%46, %47) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %49 = "arith.constant"() <{value = 6 : i64}> : () -> i64
    %50 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %51 = "arith.index_cast"(%43#2) : (index) -> i64
    %52 = "arith.index_cast"(%43#3) : (index) -> i64
    %53 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %54 = "llvm.alloca"(%53) <{elem_type = i64}> : (i64) -> !llvm.ptr
    %55 = "llvm.getelementptr"(%54) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%51, %55) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %56 = "llvm.getelementptr"(%54) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%52, %56) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %57 = "arith.index_cast"(%43#4) : (index) -> i64
    %58 = "arith.index_cast"(%43#5) : (index) -> i64
    %59 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %60 = "llvm.alloca"(%59) <{elem_type = i64}> : (i64) -> !llvm.ptr
    %61 = "llvm.getelementptr"(%60) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%57, %61) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %62 = "llvm.getelementptr"(%60) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%58, %62) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %63 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %64 = "arith.constant"() <{value = 128 : i64}> : () -> i64
    %65 = "arith.constant"() <{value = 128 : i64}> : () -> i64
    %66 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %67 = "llvm.alloca"(%66) <{elem_type = i64}> : (i64) -> !llvm.ptr
    %68 = "llvm.getelementptr"(%67) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%64, %68) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %69 = "llvm.getelementptr"(%67) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%65, %69) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    "func.call"(%41, %48, %49, %50, %54, %60, %63, %67) <{callee = @mosaic_gpu_init_tma_desc}> : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %70 = "llvm.load"(%40) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.array<128 x i8>
    %71 = "gpu.launch"(%19, %14, %14, %14, %13, %14, %14, %12) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}> ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index):
      %72 = "builtin.unrealized_conversion_cast"(%70) : (!llvm.array<128 x i8>) -> !llvm.ptr
      %73 = "llvm.getelementptr"(%72) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
      %74 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %75 = "arith.index_cast"(%74) : (index) -> i32
      %76 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %77 = "arith.index_cast"(%76) : (index) -> i32
      %78 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %79 = "arith.index_cast"(%78) : (index) -> i32
      %80 = "arith.muli"(%79, %77) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %81 = "arith.addi"(%75, %80) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %82 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %83 = "arith.index_cast"(%82) : (index) -> i32
      %84 = "arith.muli"(%77, %83) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %85 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %86 = "arith.index_cast"(%85) : (index) -> i32
      %87 = "arith.muli"(%86, %84) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %88 = "arith.addi"(%81, %87) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %89 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %90 = "arith.index_cast"(%89) : (index) -> i32
      %91 = "arith.muli"(%84, %90) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %92 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %93 = "arith.shrui"(%88, %92) : (i32, i32) -> i32
      %94 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %95 = "arith.cmpi"(%93, %94) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %96 = "nvvm.elect.sync"() : () -> i1
      %97 = "nvvm.elect.sync"() : () -> i1
      %98 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %99 = "arith.index_cast"(%98) : (index) -> i32
      %100 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %101 = "arith.index_cast"(%100) : (index) -> i32
      %102 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %103 = "arith.index_cast"(%102) : (index) -> i32
      %104 = "arith.muli"(%103, %101) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %105 = "arith.addi"(%99, %104) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %106 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %107 = "arith.index_cast"(%106) : (index) -> i32
      %108 = "arith.muli"(%101, %107) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %109 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %110 = "arith.index_cast"(%109) : (index) -> i32
      %111 = "arith.muli"(%110, %108) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %112 = "arith.addi"(%105, %111) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %113 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %114 = "arith.index_cast"(%113) : (index) -> i32
      %115 = "arith.muli"(%108, %114) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %116 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %117 = "arith.shrui"(%112, %116) : (i32, i32) -> i32
      %118 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %119 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %120 = "arith.constant"() <{value = 31 : i32}> : () -> i32
      %121 = "nvvm.shfl.sync"(%118, %117, %119, %120) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %122 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %123 = "arith.remui"(%121, %122) : (i32, i32) -> i32
      %124 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %125 = "arith.cmpi"(%123, %124) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %126 = "arith.andi"(%125, %97) : (i1, i1) -> i1
      %127 = "nvvm.elect.sync"() : () -> i1
      %128 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %129 = "arith.index_cast"(%128) : (index) -> i32
      %130 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %131 = "arith.index_cast"(%130) : (index) -> i32
      %132 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %133 = "arith.index_cast"(%132) : (index) -> i32
      %134 = "arith.muli"(%133, %131) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %135 = "arith.addi"(%129, %134) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %136 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %137 = "arith.index_cast"(%136) : (index) -> i32
      %138 = "arith.muli"(%131, %137) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %139 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %140 = "arith.index_cast"(%139) : (index) -> i32
      %141 = "arith.muli"(%140, %138) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %142 = "arith.addi"(%135, %141) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %143 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %144 = "arith.index_cast"(%143) : (index) -> i32
      %145 = "arith.muli"(%138, %144) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %146 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %147 = "arith.shrui"(%142, %146) : (i32, i32) -> i32
      %148 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %149 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %150 = "arith.constant"() <{value = 31 : i32}> : () -> i32
      %151 = "nvvm.shfl.sync"(%148, %147, %149, %150) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %152 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %153 = "arith.cmpi"(%151, %152) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %154 = "arith.andi"(%153, %127) : (i1, i1) -> i1
      %155 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %156 = "arith.constant"() <{value = 131072 : index}> : () -> index
      %157 = "memref.view"(%155, %156) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<1xi64, #gpu.address_space<workgroup>>
      %158 = "builtin.unrealized_conversion_cast"(%157) : (memref<1xi64, #gpu.address_space<workgroup>>) -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %159 = "builtin.unrealized_conversion_cast"(%158) : (memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %160 = "llvm.extractvalue"(%159) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr<3>
      %161 = "llvm.extractvalue"(%159) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
      %162 = "llvm.mul"(%161, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %163 = "llvm.ptrtoint"(%160) : (!llvm.ptr<3>) -> i64
      %164 = "llvm.add"(%163, %162) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %165 = "llvm.inttoptr"(%164) : (i64) -> !llvm.ptr<3>
      %166 = "llvm.getelementptr"(%165) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %167 = "arith.constant"() <{value = 128 : i32}> : () -> i32
      "nvvm.mbarrier.init"(%166, %167, %154) : (!llvm.ptr<3>, i32, i1) -> ()
      %168 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
      "memref.store"(%10, %168) : (i32, memref<i32>) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "gpu.barrier"() <{scope = #gpu.barrier_scope<workgroup>}> : () -> ()
      %169 = "nvvm.elect.sync"() : () -> i1
      %170 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %171 = "arith.index_cast"(%170) : (index) -> i32
      %172 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %173 = "arith.index_cast"(%172) : (index) -> i32
      %174 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %175 = "arith.index_cast"(%174) : (index) -> i32
      %176 = "arith.muli"(%175, %173) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %177 = "arith.addi"(%171, %176) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %178 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %179 = "arith.index_cast"(%178) : (index) -> i32
      %180 = "arith.muli"(%173, %179) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %181 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %182 = "arith.index_cast"(%181) : (index) -> i32
      %183 = "arith.muli"(%182, %180) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %184 = "arith.addi"(%177, %183) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %185 = "arith.shrui"(%184, %9) : (i32, i32) -> i32
      %186 = "nvvm.shfl.sync"(%8, %185, %10, %7) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %187 = "nvvm.elect.sync"() : () -> i1
      %188 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %189 = "arith.constant"() <{value = 0 : index}> : () -> index
      %190 = "memref.view"(%188, %189) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %191 = "builtin.unrealized_conversion_cast"(%190) {transforms = []} : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %192 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %193 = "arith.constant"() <{value = 65536 : index}> : () -> index
      %194 = "memref.view"(%192, %193) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %195 = "builtin.unrealized_conversion_cast"(%194) {transforms = []} : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %196 = "builtin.unrealized_conversion_cast"(%191) : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %197 = "memref.subview"(%196) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %198 = "builtin.unrealized_conversion_cast"(%197) {transforms = []} : (memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %199 = "builtin.unrealized_conversion_cast"(%198) : (memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %200 = "memref.cast"(%199) : (memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %201 = "builtin.unrealized_conversion_cast"(%200) {transforms = []} : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %202 = "builtin.unrealized_conversion_cast"(%165) : (!llvm.ptr<3>) -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %203 = "arith.constant"() <{value = 512 : i32}> : () -> i32
      %204 = "builtin.unrealized_conversion_cast"(%202) : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> !llvm.ptr<3>
      %205 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %206 = "llvm.getelementptr"(%204, %205) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %207 = "nvvm.mbarrier.arrive.expect_tx"(%206, %203) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      %208 = "builtin.unrealized_conversion_cast"(%202) : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> !llvm.ptr<3>
      %209 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %210 = "builtin.unrealized_conversion_cast"(%201) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %211 = "arith.index_cast"(%10) : (i32) -> index
      %212 = "arith.index_cast"(%10) : (i32) -> index
      %213 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %214 = "arith.index_cast"(%213) : (index) -> i32
      %215 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %216 = "arith.index_cast"(%215) : (index) -> i32
      %217 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %218 = "arith.index_cast"(%217) : (index) -> i32
      %219 = "arith.muli"(%218, %216) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %220 = "arith.addi"(%214, %219) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %221 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %222 = "arith.index_cast"(%221) : (index) -> i32
      %223 = "arith.muli"(%216, %222) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %224 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %225 = "arith.index_cast"(%224) : (index) -> i32
      %226 = "arith.muli"(%225, %223) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %227 = "arith.addi"(%220, %226) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %228 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %229 = "arith.index_cast"(%228) : (index) -> i32
      %230 = "arith.muli"(%223, %229) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %231 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %232 = "arith.shrui"(%227, %231) : (i32, i32) -> i32
      %233 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %234 = "arith.addi"(%232, %233) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %235 = "llvm.inline_asm"(%234) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %236:6 = "memref.extract_strided_metadata"(%210) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> (memref<f32, #gpu.address_space<workgroup>>, index, index, index, index, index)
      %237 = "memref.reinterpret_cast"(%210, %236#1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %238 = "arith.constant"() <{value = 65536 : i32}> : () -> i32
      %239 = "builtin.unrealized_conversion_cast"(%237) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %240 = "llvm.extractvalue"(%239) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr<3>
      %241 = "llvm.extractvalue"(%239) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %242 = "arith.constant"() <{value = 4 : i64}> : () -> i64
      %243 = "llvm.mul"(%241, %242) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %244 = "llvm.ptrtoint"(%240) : (!llvm.ptr<3>) -> i64
      %245 = "llvm.add"(%244, %243) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %246 = "llvm.inttoptr"(%245) : (i64) -> !llvm.ptr<3>
      %247 = "memref.reinterpret_cast"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32>) -> memref<128x128xf32, strided<[128, 1]>>
      %248 = "arith.index_cast"(%212) : (index) -> i32
      %249 = "arith.index_cast"(%211) : (index) -> i32
      %250 = "llvm.getelementptr"(%208, %209) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%246, %73, %248, %249, %250, %126) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 1>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i1) -> ()
      %251 = "memref.load"(%168) : (memref<i32>) -> i32
      %252 = "arith.andi"(%251, %6) : (i32, i32) -> i32
      %253 = "arith.cmpi"(%252, %10) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %254 = "arith.xori"(%251, %6) : (i32, i32) -> i32
      "memref.store"(%254, %168) : (i32, memref<i32>) -> ()
      %255 = "arith.extui"(%253) : (i1) -> i32
      "nvvm.mbarrier.try_wait.parity"(%165, %255, %5) : (!llvm.ptr<3>, i32, i32) -> ()
      %256 = "builtin.unrealized_conversion_cast"(%195) : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> memref<1x128x128xf32, #gpu.address_space<workgroup>>
      %257 = "memref.subview"(%256) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %258 = "builtin.unrealized_conversion_cast"(%257) {transforms = []} : (memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %259 = "builtin.unrealized_conversion_cast"(%258) : (memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>
      %260 = "memref.cast"(%259) : (memref<128x128xf32, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %261 = "builtin.unrealized_conversion_cast"(%260) {transforms = []} : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %262 = "builtin.unrealized_conversion_cast"(%201) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %263 = "memref.collapse_shape"(%262) <{reassociation = [[0, 1]]}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %264 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %265 = "arith.constant"() <{value = 128 : index}> : () -> index
      %266 = "arith.remui"(%264, %265) : (index, index) -> index
      %267 = "arith.constant"() <{value = 2 : index}> : () -> index
      %268 = "arith.muli"(%266, %267) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %269 = "arith.constant"() <{value = 0 : index}> : () -> index
      %270 = "arith.addi"(%268, %269) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %271 = "vector.load"(%263, %270) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %272 = "arith.constant"() <{value = 256 : index}> : () -> index
      %273 = "arith.addi"(%268, %272) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %274 = "vector.load"(%263, %273) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %275 = "arith.constant"() <{value = 512 : index}> : () -> index
      %276 = "arith.addi"(%268, %275) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %277 = "vector.load"(%263, %276) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %278 = "arith.constant"() <{value = 768 : index}> : () -> index
      %279 = "arith.addi"(%268, %278) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %280 = "vector.load"(%263, %279) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %281 = "arith.constant"() <{value = 1024 : index}> : () -> index
      %282 = "arith.addi"(%268, %281) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %283 = "vector.load"(%263, %282) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %284 = "arith.constant"() <{value = 1280 : index}> : () -> index
      %285 = "arith.addi"(%268, %284) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %286 = "vector.load"(%263, %285) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %287 = "arith.constant"() <{value = 1536 : index}> : () -> index
      %288 = "arith.addi"(%268, %287) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %289 = "vector.load"(%263, %288) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %290 = "arith.constant"() <{value = 1792 : index}> : () -> index
      %291 = "arith.addi"(%268, %290) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %292 = "vector.load"(%263, %291) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %293 = "arith.constant"() <{value = 2048 : index}> : () -> index
      %294 = "arith.addi"(%268, %293) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %295 = "vector.load"(%263, %294) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %296 = "arith.constant"() <{value = 2304 : index}> : () -> index
      %297 = "arith.addi"(%268, %296) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %298 = "vector.load"(%263, %297) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %299 = "arith.constant"() <{value = 2560 : index}> : () -> index
      %300 = "arith.addi"(%268, %299) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %301 = "vector.load"(%263, %300) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %302 = "arith.constant"() <{value = 2816 : index}> : () -> index
      %303 = "arith.addi"(%268, %302) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %304 = "vector.load"(%263, %303) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %305 = "arith.constant"() <{value = 3072 : index}> : () -> index
      %306 = "arith.addi"(%268, %305) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %307 = "vector.load"(%263, %306) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %308 = "arith.constant"() <{value = 3328 : index}> : () -> index
      %309 = "arith.addi"(%268, %308) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %310 = "vector.load"(%263, %309) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %311 = "arith.constant"() <{value = 3584 : index}> : () -> index
      %312 = "arith.addi"(%268, %311) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %313 = "vector.load"(%263, %312) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %314 = "arith.constant"() <{value = 3840 : index}> : () -> index
      %315 = "arith.addi"(%268, %314) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %316 = "vector.load"(%263, %315) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %317 = "arith.constant"() <{value = 4096 : index}> : () -> index
      %318 = "arith.addi"(%268, %317) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %319 = "vector.load"(%263, %318) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %320 = "arith.constant"() <{value = 4352 : index}> : () -> index
      %321 = "arith.addi"(%268, %320) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %322 = "vector.load"(%263, %321) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %323 = "arith.constant"() <{value = 4608 : index}> : () -> index
      %324 = "arith.addi"(%268, %323) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %325 = "vector.load"(%263, %324) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %326 = "arith.constant"() <{value = 4864 : index}> : () -> index
      %327 = "arith.addi"(%268, %326) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %328 = "vector.load"(%263, %327) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %329 = "arith.constant"() <{value = 5120 : index}> : () -> index
      %330 = "arith.addi"(%268, %329) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %331 = "vector.load"(%263, %330) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %332 = "arith.constant"() <{value = 5376 : index}> : () -> index
      %333 = "arith.addi"(%268, %332) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %334 = "vector.load"(%263, %333) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %335 = "arith.constant"() <{value = 5632 : index}> : () -> index
      %336 = "arith.addi"(%268, %335) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %337 = "vector.load"(%263, %336) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %338 = "arith.constant"() <{value = 5888 : index}> : () -> index
      %339 = "arith.addi"(%268, %338) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %340 = "vector.load"(%263, %339) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %341 = "arith.constant"() <{value = 6144 : index}> : () -> index
      %342 = "arith.addi"(%268, %341) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %343 = "vector.load"(%263, %342) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %344 = "arith.constant"() <{value = 6400 : index}> : () -> index
      %345 = "arith.addi"(%268, %344) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %346 = "vector.load"(%263, %345) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %347 = "arith.constant"() <{value = 6656 : index}> : () -> index
      %348 = "arith.addi"(%268, %347) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %349 = "vector.load"(%263, %348) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %350 = "arith.constant"() <{value = 6912 : index}> : () -> index
      %351 = "arith.addi"(%268, %350) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %352 = "vector.load"(%263, %351) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %353 = "arith.constant"() <{value = 7168 : index}> : () -> index
      %354 = "arith.addi"(%268, %353) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %355 = "vector.load"(%263, %354) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %356 = "arith.constant"() <{value = 7424 : index}> : () -> index
      %357 = "arith.addi"(%268, %356) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %358 = "vector.load"(%263, %357) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %359 = "arith.constant"() <{value = 7680 : index}> : () -> index
      %360 = "arith.addi"(%268, %359) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %361 = "vector.load"(%263, %360) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %362 = "arith.constant"() <{value = 7936 : index}> : () -> index
      %363 = "arith.addi"(%268, %362) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %364 = "vector.load"(%263, %363) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %365 = "arith.constant"() <{value = 8192 : index}> : () -> index
      %366 = "arith.addi"(%268, %365) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %367 = "vector.load"(%263, %366) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %368 = "arith.constant"() <{value = 8448 : index}> : () -> index
      %369 = "arith.addi"(%268, %368) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %370 = "vector.load"(%263, %369) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %371 = "arith.constant"() <{value = 8704 : index}> : () -> index
      %372 = "arith.addi"(%268, %371) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %373 = "vector.load"(%263, %372) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %374 = "arith.constant"() <{value = 8960 : index}> : () -> index
      %375 = "arith.addi"(%268, %374) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %376 = "vector.load"(%263, %375) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %377 = "arith.constant"() <{value = 9216 : index}> : () -> index
      %378 = "arith.addi"(%268, %377) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %379 = "vector.load"(%263, %378) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %380 = "arith.constant"() <{value = 9472 : index}> : () -> index
      %381 = "arith.addi"(%268, %380) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %382 = "vector.load"(%263, %381) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %383 = "arith.constant"() <{value = 9728 : index}> : () -> index
      %384 = "arith.addi"(%268, %383) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %385 = "vector.load"(%263, %384) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %386 = "arith.constant"() <{value = 9984 : index}> : () -> index
      %387 = "arith.addi"(%268, %386) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %388 = "vector.load"(%263, %387) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %389 = "arith.constant"() <{value = 10240 : index}> : () -> index
      %390 = "arith.addi"(%268, %389) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %391 = "vector.load"(%263, %390) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %392 = "arith.constant"() <{value = 10496 : index}> : () -> index
      %393 = "arith.addi"(%268, %392) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %394 = "vector.load"(%263, %393) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %395 = "arith.constant"() <{value = 10752 : index}> : () -> index
      %396 = "arith.addi"(%268, %395) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %397 = "vector.load"(%263, %396) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %398 = "arith.constant"() <{value = 11008 : index}> : () -> index
      %399 = "arith.addi"(%268, %398) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %400 = "vector.load"(%263, %399) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %401 = "arith.constant"() <{value = 11264 : index}> : () -> index
      %402 = "arith.addi"(%268, %401) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %403 = "vector.load"(%263, %402) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %404 = "arith.constant"() <{value = 11520 : index}> : () -> index
      %405 = "arith.addi"(%268, %404) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %406 = "vector.load"(%263, %405) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %407 = "arith.constant"() <{value = 11776 : index}> : () -> index
      %408 = "arith.addi"(%268, %407) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %409 = "vector.load"(%263, %408) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %410 = "arith.constant"() <{value = 12032 : index}> : () -> index
      %411 = "arith.addi"(%268, %410) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %412 = "vector.load"(%263, %411) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %413 = "arith.constant"() <{value = 12288 : index}> : () -> index
      %414 = "arith.addi"(%268, %413) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %415 = "vector.load"(%263, %414) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %416 = "arith.constant"() <{value = 12544 : index}> : () -> index
      %417 = "arith.addi"(%268, %416) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %418 = "vector.load"(%263, %417) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %419 = "arith.constant"() <{value = 12800 : index}> : () -> index
      %420 = "arith.addi"(%268, %419) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %421 = "vector.load"(%263, %420) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %422 = "arith.constant"() <{value = 13056 : index}> : () -> index
      %423 = "arith.addi"(%268, %422) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %424 = "vector.load"(%263, %423) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %425 = "arith.constant"() <{value = 13312 : index}> : () -> index
      %426 = "arith.addi"(%268, %425) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %427 = "vector.load"(%263, %426) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %428 = "arith.constant"() <{value = 13568 : index}> : () -> index
      %429 = "arith.addi"(%268, %428) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %430 = "vector.load"(%263, %429) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %431 = "arith.constant"() <{value = 13824 : index}> : () -> index
      %432 = "arith.addi"(%268, %431) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %433 = "vector.load"(%263, %432) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %434 = "arith.constant"() <{value = 14080 : index}> : () -> index
      %435 = "arith.addi"(%268, %434) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %436 = "vector.load"(%263, %435) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %437 = "arith.constant"() <{value = 14336 : index}> : () -> index
      %438 = "arith.addi"(%268, %437) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %439 = "vector.load"(%263, %438) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %440 = "arith.constant"() <{value = 14592 : index}> : () -> index
      %441 = "arith.addi"(%268, %440) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %442 = "vector.load"(%263, %441) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %443 = "arith.constant"() <{value = 14848 : index}> : () -> index
      %444 = "arith.addi"(%268, %443) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %445 = "vector.load"(%263, %444) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %446 = "arith.constant"() <{value = 15104 : index}> : () -> index
      %447 = "arith.addi"(%268, %446) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %448 = "vector.load"(%263, %447) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %449 = "arith.constant"() <{value = 15360 : index}> : () -> index
      %450 = "arith.addi"(%268, %449) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %451 = "vector.load"(%263, %450) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %452 = "arith.constant"() <{value = 15616 : index}> : () -> index
      %453 = "arith.addi"(%268, %452) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %454 = "vector.load"(%263, %453) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %455 = "arith.constant"() <{value = 15872 : index}> : () -> index
      %456 = "arith.addi"(%268, %455) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %457 = "vector.load"(%263, %456) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %458 = "arith.constant"() <{value = 16128 : index}> : () -> index
      %459 = "arith.addi"(%268, %458) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %460 = "vector.load"(%263, %459) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
      %461 = "builtin.unrealized_conversion_cast"(%271, %274, %277, %280, %283, %286, %289, %292, %295, %298, %301, %304, %307, %310, %313, %316, %319, %322, %325, %328, %331, %334, %337, %340, %343, %346, %349, %352, %355, %358, %361, %364, %367, %370, %373, %376, %379, %382, %385, %388, %391, %394, %397, %400, %403, %406, %409, %412, %415, %418, %421, %424, %427, %430, %433, %436, %439, %442, %445, %448, %451, %454, %457, %460) {layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, registers_shape = [64]} : (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<128x128xf32>
      %462:64 = "builtin.unrealized_conversion_cast"(%461) {layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, registers_shape = [64]} : (vector<128x128xf32>) -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
      %463 = "builtin.unrealized_conversion_cast"(%3) {layout = #mosaic_gpu.WGSplatFragLayout<[128, 128]>, registers_shape = []} : (vector<128x128xf32>) -> f32
      %464 = "vector.broadcast"(%463) : (f32) -> vector<2xf32>
      %465 = "arith.cmpf"(%462#0, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %466 = "arith.cmpf"(%462#1, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %467 = "arith.cmpf"(%462#2, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %468 = "arith.cmpf"(%462#3, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %469 = "arith.cmpf"(%462#4, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %470 = "arith.cmpf"(%462#5, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %471 = "arith.cmpf"(%462#6, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %472 = "arith.cmpf"(%462#7, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %473 = "arith.cmpf"(%462#8, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %474 = "arith.cmpf"(%462#9, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %475 = "arith.cmpf"(%462#10, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %476 = "arith.cmpf"(%462#11, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %477 = "arith.cmpf"(%462#12, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %478 = "arith.cmpf"(%462#13, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %479 = "arith.cmpf"(%462#14, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %480 = "arith.cmpf"(%462#15, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %481 = "arith.cmpf"(%462#16, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %482 = "arith.cmpf"(%462#17, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %483 = "arith.cmpf"(%462#18, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %484 = "arith.cmpf"(%462#19, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %485 = "arith.cmpf"(%462#20, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %486 = "arith.cmpf"(%462#21, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %487 = "arith.cmpf"(%462#22, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %488 = "arith.cmpf"(%462#23, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %489 = "arith.cmpf"(%462#24, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %490 = "arith.cmpf"(%462#25, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %491 = "arith.cmpf"(%462#26, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %492 = "arith.cmpf"(%462#27, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %493 = "arith.cmpf"(%462#28, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %494 = "arith.cmpf"(%462#29, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %495 = "arith.cmpf"(%462#30, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %496 = "arith.cmpf"(%462#31, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %497 = "arith.cmpf"(%462#32, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %498 = "arith.cmpf"(%462#33, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %499 = "arith.cmpf"(%462#34, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %500 = "arith.cmpf"(%462#35, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %501 = "arith.cmpf"(%462#36, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %502 = "arith.cmpf"(%462#37, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %503 = "arith.cmpf"(%462#38, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %504 = "arith.cmpf"(%462#39, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %505 = "arith.cmpf"(%462#40, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %506 = "arith.cmpf"(%462#41, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %507 = "arith.cmpf"(%462#42, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %508 = "arith.cmpf"(%462#43, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %509 = "arith.cmpf"(%462#44, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %510 = "arith.cmpf"(%462#45, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %511 = "arith.cmpf"(%462#46, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %512 = "arith.cmpf"(%462#47, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %513 = "arith.cmpf"(%462#48, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %514 = "arith.cmpf"(%462#49, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %515 = "arith.cmpf"(%462#50, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %516 = "arith.cmpf"(%462#51, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %517 = "arith.cmpf"(%462#52, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %518 = "arith.cmpf"(%462#53, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %519 = "arith.cmpf"(%462#54, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %520 = "arith.cmpf"(%462#55, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %521 = "arith.cmpf"(%462#56, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %522 = "arith.cmpf"(%462#57, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %523 = "arith.cmpf"(%462#58, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %524 = "arith.cmpf"(%462#59, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %525 = "arith.cmpf"(%462#60, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %526 = "arith.cmpf"(%462#61, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %527 = "arith.cmpf"(%462#62, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %528 = "arith.cmpf"(%462#63, %464) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      %529 = "builtin.unrealized_conversion_cast"(%465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528) {layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, registers_shape = [64]} : (vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>) -> vector<128x128xi1>
      %530:64 = "builtin.unrealized_conversion_cast"(%461) {layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, registers_shape = [64]} : (vector<128x128xf32>) -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
      %531 = "builtin.unrealized_conversion_cast"(%1) {layout = #mosaic_gpu.WGSplatFragLayout<[128, 128]>, registers_shape = []} : (vector<128x128xf32>) -> f32
      %532 = "vector.broadcast"(%531) : (f32) -> vector<2xf32>
      %533 = "arith.mulf"(%530#0, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %534 = "arith.mulf"(%530#1, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %535 = "arith.mulf"(%530#2, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %536 = "arith.mulf"(%530#3, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %537 = "arith.mulf"(%530#4, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %538 = "arith.mulf"(%530#5, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %539 = "arith.mulf"(%530#6, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %540 = "arith.mulf"(%530#7, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %541 = "arith.mulf"(%530#8, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %542 = "arith.mulf"(%530#9, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %543 = "arith.mulf"(%530#10, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %544 = "arith.mulf"(%530#11, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %545 = "arith.mulf"(%530#12, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %546 = "arith.mulf"(%530#13, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %547 = "arith.mulf"(%530#14, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %548 = "arith.mulf"(%530#15, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %549 = "arith.mulf"(%530#16, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %550 = "arith.mulf"(%530#17, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %551 = "arith.mulf"(%530#18, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %552 = "arith.mulf"(%530#19, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %553 = "arith.mulf"(%530#20, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %554 = "arith.mulf"(%530#21, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %555 = "arith.mulf"(%530#22, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %556 = "arith.mulf"(%530#23, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %557 = "arith.mulf"(%530#24, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %558 = "arith.mulf"(%530#25, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %559 = "arith.mulf"(%530#26, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %560 = "arith.mulf"(%530#27, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %561 = "arith.mulf"(%530#28, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %562 = "arith.mulf"(%530#29, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %563 = "arith.mulf"(%530#30, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %564 = "arith.mulf"(%530#31, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %565 = "arith.mulf"(%530#32, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %566 = "arith.mulf"(%530#33, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %567 = "arith.mulf"(%530#34, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %568 = "arith.mulf"(%530#35, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %569 = "arith.mulf"(%530#36, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %570 = "arith.mulf"(%530#37, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %571 = "arith.mulf"(%530#38, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %572 = "arith.mulf"(%530#39, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %573 = "arith.mulf"(%530#40, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %574 = "arith.mulf"(%530#41, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %575 = "arith.mulf"(%530#42, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %576 = "arith.mulf"(%530#43, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %577 = "arith.mulf"(%530#44, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %578 = "arith.mulf"(%530#45, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %579 = "arith.mulf"(%530#46, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %580 = "arith.mulf"(%530#47, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %581 = "arith.mulf"(%530#48, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %582 = "arith.mulf"(%530#49, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %583 = "arith.mulf"(%530#50, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %584 = "arith.mulf"(%530#51, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %585 = "arith.mulf"(%530#52, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %586 = "arith.mulf"(%530#53, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %587 = "arith.mulf"(%530#54, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %588 = "arith.mulf"(%530#55, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %589 = "arith.mulf"(%530#56, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %590 = "arith.mulf"(%530#57, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %591 = "arith.mulf"(%530#58, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %592 = "arith.mulf"(%530#59, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %593 = "arith.mulf"(%530#60, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %594 = "arith.mulf"(%530#61, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %595 = "arith.mulf"(%530#62, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %596 = "arith.mulf"(%530#63, %532) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %597 = "builtin.unrealized_conversion_cast"(%533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596) {layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, registers_shape = [64]} : (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<128x128xf32>
      %598:64 = "builtin.unrealized_conversion_cast"(%529) {layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, registers_shape = [64]} : (vector<128x128xi1>) -> (vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>)
      %599:64 = "builtin.unrealized_conversion_cast"(%461) {layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, registers_shape = [64]} : (vector<128x128xf32>) -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
      %600:64 = "builtin.unrealized_conversion_cast"(%597) {layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, registers_shape = [64]} : (vector<128x128xf32>) -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
      %601 = "arith.select"(%598#0, %599#0, %600#0) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %602 = "arith.select"(%598#1, %599#1, %600#1) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %603 = "arith.select"(%598#2, %599#2, %600#2) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %604 = "arith.select"(%598#3, %599#3, %600#3) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %605 = "arith.select"(%598#4, %599#4, %600#4) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %606 = "arith.select"(%598#5, %599#5, %600#5) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %607 = "arith.select"(%598#6, %599#6, %600#6) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %608 = "arith.select"(%598#7, %599#7, %600#7) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %609 = "arith.select"(%598#8, %599#8, %600#8) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %610 = "arith.select"(%598#9, %599#9, %600#9) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %611 = "arith.select"(%598#10, %599#10, %600#10) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %612 = "arith.select"(%598#11, %599#11, %600#11) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %613 = "arith.select"(%598#12, %599#12, %600#12) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %614 = "arith.select"(%598#13, %599#13, %600#13) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %615 = "arith.select"(%598#14, %599#14, %600#14) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %616 = "arith.select"(%598#15, %599#15, %600#15) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %617 = "arith.select"(%598#16, %599#16, %600#16) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %618 = "arith.select"(%598#17, %599#17, %600#17) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %619 = "arith.select"(%598#18, %599#18, %600#18) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %620 = "arith.select"(%598#19, %599#19, %600#19) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %621 = "arith.select"(%598#20, %599#20, %600#20) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %622 = "arith.select"(%598#21, %599#21, %600#21) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %623 = "arith.select"(%598#22, %599#22, %600#22) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %624 = "arith.select"(%598#23, %599#23, %600#23) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %625 = "arith.select"(%598#24, %599#24, %600#24) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %626 = "arith.select"(%598#25, %599#25, %600#25) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %627 = "arith.select"(%598#26, %599#26, %600#26) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %628 = "arith.select"(%598#27, %599#27, %600#27) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %629 = "arith.select"(%598#28, %599#28, %600#28) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %630 = "arith.select"(%598#29, %599#29, %600#29) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %631 = "arith.select"(%598#30, %599#30, %600#30) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %632 = "arith.select"(%598#31, %599#31, %600#31) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %633 = "arith.select"(%598#32, %599#32, %600#32) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %634 = "arith.select"(%598#33, %599#33, %600#33) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %635 = "arith.select"(%598#34, %599#34, %600#34) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %636 = "arith.select"(%598#35, %599#35, %600#35) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %637 = "arith.select"(%598#36, %599#36, %600#36) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %638 = "arith.select"(%598#37, %599#37, %600#37) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %639 = "arith.select"(%598#38, %599#38, %600#38) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %640 = "arith.select"(%598#39, %599#39, %600#39) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %641 = "arith.select"(%598#40, %599#40, %600#40) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %642 = "arith.select"(%598#41, %599#41, %600#41) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %643 = "arith.select"(%598#42, %599#42, %600#42) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %644 = "arith.select"(%598#43, %599#43, %600#43) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %645 = "arith.select"(%598#44, %599#44, %600#44) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %646 = "arith.select"(%598#45, %599#45, %600#45) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %647 = "arith.select"(%598#46, %599#46, %600#46) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %648 = "arith.select"(%598#47, %599#47, %600#47) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %649 = "arith.select"(%598#48, %599#48, %600#48) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %650 = "arith.select"(%598#49, %599#49, %600#49) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %651 = "arith.select"(%598#50, %599#50, %600#50) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %652 = "arith.select"(%598#51, %599#51, %600#51) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %653 = "arith.select"(%598#52, %599#52, %600#52) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %654 = "arith.select"(%598#53, %599#53, %600#53) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %655 = "arith.select"(%598#54, %599#54, %600#54) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %656 = "arith.select"(%598#55, %599#55, %600#55) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %657 = "arith.select"(%598#56, %599#56, %600#56) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %658 = "arith.select"(%598#57, %599#57, %600#57) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %659 = "arith.select"(%598#58, %599#58, %600#58) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %660 = "arith.select"(%598#59, %599#59, %600#59) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %661 = "arith.select"(%598#60, %599#60, %600#60) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %662 = "arith.select"(%598#61, %599#61, %600#61) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %663 = "arith.select"(%598#62, %599#62, %600#62) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %664 = "arith.select"(%598#63, %599#63, %600#63) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
      %665 = "builtin.unrealized_conversion_cast"(%601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664) {layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, registers_shape = [64]} : (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<128x128xf32>
      %666:64 = "builtin.unrealized_conversion_cast"(%665) {layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>, registers_shape = [64]} : (vector<128x128xf32>) -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
      %667 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %668 = "arith.index_cast"(%667) : (index) -> i32
      %669 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %670 = "arith.index_cast"(%669) : (index) -> i32
      %671 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %672 = "arith.index_cast"(%671) : (index) -> i32
      %673 = "arith.muli"(%672, %670) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %674 = "arith.addi"(%668, %673) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %675 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %676 = "arith.index_cast"(%675) : (index) -> i32
      %677 = "arith.muli"(%670, %676) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %678 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %679 = "arith.index_cast"(%678) : (index) -> i32
      %680 = "arith.muli"(%679, %677) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %681 = "arith.addi"(%674, %680) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %682 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %683 = "arith.index_cast"(%682) : (index) -> i32
      %684 = "arith.muli"(%677, %683) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %685 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %686 = "arith.shrui"(%681, %685) : (i32, i32) -> i32
      %687 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %688 = "arith.addi"(%686, %687) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %689 = "llvm.inline_asm"(%688) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %690 = "memref.collapse_shape"(%261) <{reassociation = [[0, 1]]}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %691 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %692 = "arith.constant"() <{value = 128 : index}> : () -> index
      %693 = "arith.remui"(%691, %692) : (index, index) -> index
      %694 = "arith.constant"() <{value = 2 : index}> : () -> index
      %695 = "arith.muli"(%693, %694) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %696 = "arith.constant"() <{value = 0 : index}> : () -> index
      %697 = "arith.addi"(%695, %696) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#0, %690, %697) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %698 = "arith.constant"() <{value = 256 : index}> : () -> index
      %699 = "arith.addi"(%695, %698) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#1, %690, %699) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %700 = "arith.constant"() <{value = 512 : index}> : () -> index
      %701 = "arith.addi"(%695, %700) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#2, %690, %701) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %702 = "arith.constant"() <{value = 768 : index}> : () -> index
      %703 = "arith.addi"(%695, %702) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#3, %690, %703) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %704 = "arith.constant"() <{value = 1024 : index}> : () -> index
      %705 = "arith.addi"(%695, %704) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#4, %690, %705) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %706 = "arith.constant"() <{value = 1280 : index}> : () -> index
      %707 = "arith.addi"(%695, %706) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#5, %690, %707) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %708 = "arith.constant"() <{value = 1536 : index}> : () -> index
      %709 = "arith.addi"(%695, %708) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#6, %690, %709) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %710 = "arith.constant"() <{value = 1792 : index}> : () -> index
      %711 = "arith.addi"(%695, %710) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#7, %690, %711) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %712 = "arith.constant"() <{value = 2048 : index}> : () -> index
      %713 = "arith.addi"(%695, %712) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#8, %690, %713) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %714 = "arith.constant"() <{value = 2304 : index}> : () -> index
      %715 = "arith.addi"(%695, %714) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#9, %690, %715) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %716 = "arith.constant"() <{value = 2560 : index}> : () -> index
      %717 = "arith.addi"(%695, %716) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#10, %690, %717) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %718 = "arith.constant"() <{value = 2816 : index}> : () -> index
      %719 = "arith.addi"(%695, %718) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#11, %690, %719) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %720 = "arith.constant"() <{value = 3072 : index}> : () -> index
      %721 = "arith.addi"(%695, %720) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#12, %690, %721) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %722 = "arith.constant"() <{value = 3328 : index}> : () -> index
      %723 = "arith.addi"(%695, %722) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#13, %690, %723) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %724 = "arith.constant"() <{value = 3584 : index}> : () -> index
      %725 = "arith.addi"(%695, %724) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#14, %690, %725) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %726 = "arith.constant"() <{value = 3840 : index}> : () -> index
      %727 = "arith.addi"(%695, %726) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#15, %690, %727) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %728 = "arith.constant"() <{value = 4096 : index}> : () -> index
      %729 = "arith.addi"(%695, %728) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#16, %690, %729) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %730 = "arith.constant"() <{value = 4352 : index}> : () -> index
      %731 = "arith.addi"(%695, %730) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#17, %690, %731) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %732 = "arith.constant"() <{value = 4608 : index}> : () -> index
      %733 = "arith.addi"(%695, %732) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#18, %690, %733) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %734 = "arith.constant"() <{value = 4864 : index}> : () -> index
      %735 = "arith.addi"(%695, %734) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#19, %690, %735) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %736 = "arith.constant"() <{value = 5120 : index}> : () -> index
      %737 = "arith.addi"(%695, %736) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#20, %690, %737) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %738 = "arith.constant"() <{value = 5376 : index}> : () -> index
      %739 = "arith.addi"(%695, %738) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#21, %690, %739) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %740 = "arith.constant"() <{value = 5632 : index}> : () -> index
      %741 = "arith.addi"(%695, %740) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#22, %690, %741) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %742 = "arith.constant"() <{value = 5888 : index}> : () -> index
      %743 = "arith.addi"(%695, %742) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#23, %690, %743) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %744 = "arith.constant"() <{value = 6144 : index}> : () -> index
      %745 = "arith.addi"(%695, %744) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#24, %690, %745) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %746 = "arith.constant"() <{value = 6400 : index}> : () -> index
      %747 = "arith.addi"(%695, %746) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#25, %690, %747) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %748 = "arith.constant"() <{value = 6656 : index}> : () -> index
      %749 = "arith.addi"(%695, %748) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#26, %690, %749) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %750 = "arith.constant"() <{value = 6912 : index}> : () -> index
      %751 = "arith.addi"(%695, %750) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#27, %690, %751) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %752 = "arith.constant"() <{value = 7168 : index}> : () -> index
      %753 = "arith.addi"(%695, %752) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#28, %690, %753) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %754 = "arith.constant"() <{value = 7424 : index}> : () -> index
      %755 = "arith.addi"(%695, %754) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#29, %690, %755) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %756 = "arith.constant"() <{value = 7680 : index}> : () -> index
      %757 = "arith.addi"(%695, %756) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#30, %690, %757) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %758 = "arith.constant"() <{value = 7936 : index}> : () -> index
      %759 = "arith.addi"(%695, %758) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#31, %690, %759) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %760 = "arith.constant"() <{value = 8192 : index}> : () -> index
      %761 = "arith.addi"(%695, %760) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#32, %690, %761) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %762 = "arith.constant"() <{value = 8448 : index}> : () -> index
      %763 = "arith.addi"(%695, %762) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#33, %690, %763) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %764 = "arith.constant"() <{value = 8704 : index}> : () -> index
      %765 = "arith.addi"(%695, %764) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#34, %690, %765) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %766 = "arith.constant"() <{value = 8960 : index}> : () -> index
      %767 = "arith.addi"(%695, %766) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#35, %690, %767) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %768 = "arith.constant"() <{value = 9216 : index}> : () -> index
      %769 = "arith.addi"(%695, %768) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#36, %690, %769) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %770 = "arith.constant"() <{value = 9472 : index}> : () -> index
      %771 = "arith.addi"(%695, %770) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#37, %690, %771) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %772 = "arith.constant"() <{value = 9728 : index}> : () -> index
      %773 = "arith.addi"(%695, %772) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#38, %690, %773) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %774 = "arith.constant"() <{value = 9984 : index}> : () -> index
      %775 = "arith.addi"(%695, %774) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#39, %690, %775) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %776 = "arith.constant"() <{value = 10240 : index}> : () -> index
      %777 = "arith.addi"(%695, %776) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#40, %690, %777) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %778 = "arith.constant"() <{value = 10496 : index}> : () -> index
      %779 = "arith.addi"(%695, %778) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#41, %690, %779) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %780 = "arith.constant"() <{value = 10752 : index}> : () -> index
      %781 = "arith.addi"(%695, %780) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#42, %690, %781) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %782 = "arith.constant"() <{value = 11008 : index}> : () -> index
      %783 = "arith.addi"(%695, %782) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#43, %690, %783) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %784 = "arith.constant"() <{value = 11264 : index}> : () -> index
      %785 = "arith.addi"(%695, %784) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#44, %690, %785) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %786 = "arith.constant"() <{value = 11520 : index}> : () -> index
      %787 = "arith.addi"(%695, %786) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#45, %690, %787) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %788 = "arith.constant"() <{value = 11776 : index}> : () -> index
      %789 = "arith.addi"(%695, %788) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#46, %690, %789) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %790 = "arith.constant"() <{value = 12032 : index}> : () -> index
      %791 = "arith.addi"(%695, %790) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#47, %690, %791) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %792 = "arith.constant"() <{value = 12288 : index}> : () -> index
      %793 = "arith.addi"(%695, %792) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#48, %690, %793) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %794 = "arith.constant"() <{value = 12544 : index}> : () -> index
      %795 = "arith.addi"(%695, %794) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#49, %690, %795) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %796 = "arith.constant"() <{value = 12800 : index}> : () -> index
      %797 = "arith.addi"(%695, %796) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#50, %690, %797) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %798 = "arith.constant"() <{value = 13056 : index}> : () -> index
      %799 = "arith.addi"(%695, %798) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#51, %690, %799) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %800 = "arith.constant"() <{value = 13312 : index}> : () -> index
      %801 = "arith.addi"(%695, %800) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#52, %690, %801) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %802 = "arith.constant"() <{value = 13568 : index}> : () -> index
      %803 = "arith.addi"(%695, %802) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#53, %690, %803) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %804 = "arith.constant"() <{value = 13824 : index}> : () -> index
      %805 = "arith.addi"(%695, %804) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#54, %690, %805) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %806 = "arith.constant"() <{value = 14080 : index}> : () -> index
      %807 = "arith.addi"(%695, %806) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#55, %690, %807) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %808 = "arith.constant"() <{value = 14336 : index}> : () -> index
      %809 = "arith.addi"(%695, %808) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#56, %690, %809) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %810 = "arith.constant"() <{value = 14592 : index}> : () -> index
      %811 = "arith.addi"(%695, %810) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#57, %690, %811) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %812 = "arith.constant"() <{value = 14848 : index}> : () -> index
      %813 = "arith.addi"(%695, %812) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#58, %690, %813) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %814 = "arith.constant"() <{value = 15104 : index}> : () -> index
      %815 = "arith.addi"(%695, %814) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#59, %690, %815) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %816 = "arith.constant"() <{value = 15360 : index}> : () -> index
      %817 = "arith.addi"(%695, %816) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#60, %690, %817) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %818 = "arith.constant"() <{value = 15616 : index}> : () -> index
      %819 = "arith.addi"(%695, %818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#61, %690, %819) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %820 = "arith.constant"() <{value = 15872 : index}> : () -> index
      %821 = "arith.addi"(%695, %820) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#62, %690, %821) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %822 = "arith.constant"() <{value = 16128 : index}> : () -> index
      %823 = "arith.addi"(%695, %822) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "vector.store"(%666#63, %690, %823) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
      %824 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %825 = "arith.index_cast"(%824) : (index) -> i32
      %826 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %827 = "arith.index_cast"(%826) : (index) -> i32
      %828 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %829 = "arith.index_cast"(%828) : (index) -> i32
      %830 = "arith.muli"(%829, %827) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %831 = "arith.addi"(%825, %830) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %832 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %833 = "arith.index_cast"(%832) : (index) -> i32
      %834 = "arith.muli"(%827, %833) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %835 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %836 = "arith.index_cast"(%835) : (index) -> i32
      %837 = "arith.muli"(%836, %834) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %838 = "arith.addi"(%831, %837) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %839 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %840 = "arith.index_cast"(%839) : (index) -> i32
      %841 = "arith.muli"(%834, %840) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %842 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %843 = "arith.shrui"(%838, %842) : (i32, i32) -> i32
      %844 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %845 = "arith.addi"(%843, %844) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %846 = "llvm.inline_asm"(%845) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
      %847 = "arith.shrui"(%184, %4) : (i32, i32) -> i32
      %848 = "arith.addi"(%847, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %849 = "llvm.inline_asm"(%848) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      %850 = "builtin.unrealized_conversion_cast"(%261) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %851 = "arith.index_cast"(%10) : (i32) -> index
      %852 = "arith.index_cast"(%10) : (i32) -> index
      %853:6 = "memref.extract_strided_metadata"(%850) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> (memref<f32, #gpu.address_space<workgroup>>, index, index, index, index, index)
      %854 = "memref.reinterpret_cast"(%850, %853#1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
      %855 = "arith.constant"() <{value = 65536 : i32}> : () -> i32
      %856 = "builtin.unrealized_conversion_cast"(%854) : (memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %857 = "llvm.extractvalue"(%856) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr<3>
      %858 = "llvm.extractvalue"(%856) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %859 = "arith.constant"() <{value = 4 : i64}> : () -> i64
      %860 = "llvm.mul"(%858, %859) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %861 = "llvm.ptrtoint"(%857) : (!llvm.ptr<3>) -> i64
      %862 = "llvm.add"(%861, %860) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %863 = "llvm.inttoptr"(%862) : (i64) -> !llvm.ptr<3>
      %864 = "memref.reinterpret_cast"(%38) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 128, 1>}> : (memref<128x128xf32>) -> memref<128x128xf32, strided<[128, 1]>>
      %865 = "memref.subview"(%864, %851, %852) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 128, 128>, static_strides = array<i64: 1, 1>}> : (memref<128x128xf32, strided<[128, 1]>>, index, index) -> memref<128x128xf32, strided<[128, 1], offset: ?>>
      %866 = "builtin.unrealized_conversion_cast"(%865) : (memref<128x128xf32, strided<[128, 1], offset: ?>>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %867 = "llvm.extractvalue"(%866) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
      %868 = "llvm.extractvalue"(%866) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
      %869 = "arith.constant"() <{value = 4 : i64}> : () -> i64
      %870 = "llvm.mul"(%868, %869) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %871 = "llvm.ptrtoint"(%867) : (!llvm.ptr) -> i64
      %872 = "llvm.add"(%871, %870) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %873 = "llvm.inttoptr"(%872) : (i64) -> !llvm.ptr
      %874 = "arith.constant"() <{value = 16384 : index}> : () -> index
      %875:6 = "memref.extract_strided_metadata"(%865) : (memref<128x128xf32, strided<[128, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index)
      %876 = "arith.minui"(%875#1, %874) : (index, index) -> index
      %877 = "arith.subi"(%874, %876) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %878 = "arith.constant"() <{value = 4 : index}> : () -> index
      %879 = "arith.muli"(%877, %878) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %880 = "arith.index_cast"(%855) : (i32) -> index
      %881 = "arith.minui"(%880, %879) : (index, index) -> index
      %882 = "arith.index_cast"(%881) : (index) -> i32
      %883 = "llvm.inline_asm"(%126, %873, %863, %882) <{asm_string = "\0A          @$0 cp.async.bulk.global.shared::cta.bulk_group [$1], [$2], $3;\0A          ", constraints = "b,l,l,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i1, !llvm.ptr, !llvm.ptr<3>, i32) -> !llvm.void
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32}> : () -> ()
      %884 = "llvm.inline_asm"(%848) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
      "gpu.terminator"() : () -> ()
    }) : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
