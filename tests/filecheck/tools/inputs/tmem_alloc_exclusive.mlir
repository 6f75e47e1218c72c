"builtin.module"() ({
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr) -> (), sym_name = "k"}> ({
  ^bb0(%h_s: !llvm.ptr, %bufs: !llvm.ptr):
    %hg0 = "llvm.getelementptr"(%bufs) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
    %hp0 = "llvm.load"(%hg0) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %hu0 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %ha0 = "llvm.insertvalue"(%hu0, %hp0) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %hb0 = "llvm.insertvalue"(%ha0, %hp0) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %hz0 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %hc0 = "llvm.insertvalue"(%hb0, %hz0) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %hn0 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %hd0 = "llvm.insertvalue"(%hc0, %hn0) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %ho0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %he0 = "llvm.insertvalue"(%hd0, %ho0) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %m0 = "builtin.unrealized_conversion_cast"(%he0) {mosaic_gpu.from_kernel_arg_idx = 0 : i32} : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> memref<128xi32>
    %hg1 = "llvm.getelementptr"(%bufs) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    %hp1 = "llvm.load"(%hg1) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %hu1 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %ha1 = "llvm.insertvalue"(%hu1, %hp1) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %hb1 = "llvm.insertvalue"(%ha1, %hp1) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %hz1 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %hc1 = "llvm.insertvalue"(%hb1, %hz1) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %hn1 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %hd1 = "llvm.insertvalue"(%hc1, %hn1) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %ho1 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %he1 = "llvm.insertvalue"(%hd1, %ho1) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %m1 = "builtin.unrealized_conversion_cast"(%he1) {mosaic_gpu.from_kernel_arg_idx = 1 : i32} : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> memref<128xi32>

    %h_tok = "builtin.unrealized_conversion_cast"(%h_s) : (!llvm.ptr) -> !gpu.async.token
    %h_one = "arith.constant"() <{value = 1 : index}> : () -> index
    %h_grid = "arith.constant"() <{value = 1 : index}> : () -> index
    %h_nthr = "arith.constant"() <{value = 128 : index}> : () -> index
    %h_smem = "arith.constant"() <{value = 4096 : i32}> : () -> i32
    %h_t = "gpu.launch"(%h_tok, %h_grid, %h_one, %h_one, %h_nthr, %h_one, %h_one, %h_smem) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}> ({
    ^bb0(%x0: index, %x1: index, %x2: index, %x3: index, %x4: index, %x5: index, %x6: index, %x7: index, %x8: index, %x9: index, %x10: index, %x11: index):

      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %c0i = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %slot = "llvm.inttoptr"(%c0i) : (i64) -> !llvm.ptr<3>
      %w0 = "arith.cmpi"(%tid, %c32) <{predicate = 6 : i64}> : (index, index) -> i1
      %ncols = "arith.constant"() <{value = 576 : i32}> : () -> i32
      "scf.if"(%w0) ({
        "llvm.inline_asm"(%slot, %ncols) <{asm_dialect = 0 : i64, asm_string = "tcgen05.alloc.exclusive.cta_group::1.sync.aligned.shared::cta.b32 [$0], $1;", constraints = "r,r", has_side_effects}> : (!llvm.ptr<3>, i32) -> ()
        "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", constraints = "", has_side_effects}> : () -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "gpu.barrier"() : () -> ()
      %ta = "llvm.load"(%slot) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> i32
      %tp = "llvm.inttoptr"(%ta) : (i32) -> !llvm.ptr<6>

      "scf.if"(%w0) ({
        "llvm.inline_asm"(%ta, %ncols) <{asm_dialect = 0 : i64, asm_string = "tcgen05.dealloc.exclusive.cta_group::1.sync.aligned.b32 $0, $1;", constraints = "r,r", has_side_effects}> : (i32, i32) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()

      "gpu.terminator"() : () -> ()
    }) : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

