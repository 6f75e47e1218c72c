// RUN: mgpu-opt --jax 0.12.1 %s --print-op-generic | filecheck %s --check-prefix=V121
// RUN: mgpu-opt --jax 0.12.0.1 %s --print-op-generic | filecheck %s --check-prefix=V1201
// RUN: mgpu-opt --jax 0.12.1 %s | filecheck %s
// RUN: mgpu-opt --jax 0.12.1 %s --print-op-generic | mgpu-opt --jax 0.12.0.1 --print-op-generic | mgpu-opt --jax 0.12.1 | filecheck %s

// jaxlib 0.12.1's MLIR gave nvvm.mbarrier.arrive.expect_tx an optional multicastMask operand between txcount and
// predicate, so its generic form writes four operand segments (probed with jaxlib 0.12.1's bindings); 0.12.0.1's
// writes none. mgpu reads both and writes the release's; the custom form is the same in both.

// V121:  "nvvm.mbarrier.arrive.expect_tx"(%b, %n, %p) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32, i1) -> ()
// V121:  %0 = "nvvm.mbarrier.arrive.expect_tx"(%b, %n) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = true, scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<3>, i32) -> i64
// V1201: "nvvm.mbarrier.arrive.expect_tx"(%b, %n, %p) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32, i1) -> ()
// V1201: %0 = "nvvm.mbarrier.arrive.expect_tx"(%b, %n) <{relaxed = true, scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<3>, i32) -> i64
// CHECK:      nvvm.mbarrier.arrive.expect_tx %b, %n, predicate = %p : !llvm.ptr<3>, i32, i1
// CHECK-NEXT: %0 = nvvm.mbarrier.arrive.expect_tx %b, %n scope = cluster relaxed = true : !llvm.ptr<3>, i32 -> i64
"builtin.module"() ({
  "func.func"() <{function_type = (!llvm.ptr<3>, i32, i1) -> (), sym_name = "f"}> ({
  ^bb0(%b: !llvm.ptr<3>, %n: i32, %p: i1):
    "nvvm.mbarrier.arrive.expect_tx"(%b, %n, %p) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32, i1) -> ()
    %0 = "nvvm.mbarrier.arrive.expect_tx"(%b, %n) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, relaxed = true, scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<3>, i32) -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
