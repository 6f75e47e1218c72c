// RUN: mgpu-opt --jax 0.12.1 %s --split-input-file --verify-diagnostics

// A multicast arrive (jaxlib 0.12.1's multicastMask operand, in both forms) is refused at the op: jax 0.12.1's
// Python passes no mask (launch_context.py:1887, :2116, :2175, :2218, :2486), and the emulator has no such arrive.

func.func @pretty(%b: !llvm.ptr<7>, %n: i32) {
  // expected-error @+2 {{not supported: an nvvm.mbarrier.arrive.expect_tx with a multicast mask (the arrive on the barrier of each CTA the mask selects)}}
  // expected-note @+1 {{jax 0.12.1's Python passes no multicast_mask: arrive on each CTA's barrier with its own nvvm.mbarrier.arrive.expect_tx on a mapped (!llvm.ptr<7>) address}}
  nvvm.mbarrier.arrive.expect_tx %b, %n multicast_mask = %n : !llvm.ptr<7>, i32, i32
  func.return
}

// -----

func.func @generic(%b: !llvm.ptr<7>, %n: i32) {
  // expected-error @+2 {{not supported: an nvvm.mbarrier.arrive.expect_tx with a multicast mask (the arrive on the barrier of each CTA the mask selects)}}
  // expected-note @+1 {{jax 0.12.1's Python passes no multicast_mask: arrive on each CTA's barrier with its own nvvm.mbarrier.arrive.expect_tx on a mapped (!llvm.ptr<7>) address}}
  "nvvm.mbarrier.arrive.expect_tx"(%b, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>, i32, i32) -> ()
  func.return
}
