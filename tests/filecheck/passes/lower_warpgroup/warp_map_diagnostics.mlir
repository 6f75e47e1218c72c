// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax lowers only some ops in warp semantics (its support_warp_semantics=True rules); a wait on a
// barrier inside a warp_map body is not one of them (dialect_lowering.py:108 at jax-v0.12.0.1), so it
// is refused at the op, in jax's words.
func.func @wait_in_warp(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %p: i1) {
  "mosaic_gpu.warp_map"(%b, %p) ({
  ^bb0(%wb: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %wp: i1):
    // expected-error @+2 {{'mosaic_gpu.wait' op Op mosaic_gpu.wait does not support warp semantics.}}
    // expected-note @+1 {{jax lowers mosaic_gpu.wait for a whole warpgroup only}}
    "mosaic_gpu.wait"(%wb, %wp) : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i1) -> ()
  }) : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i1) -> ()
  func.return
}
