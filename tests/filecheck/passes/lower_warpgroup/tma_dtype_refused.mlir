// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --verify-diagnostics

// jax's _tma_dma_type (launch_context.py:628-667 at jax-v0.10.2) has no TMA type for f64: refused
// (the copy of its bits as i64 would move the same bytes, but jax's kernel cannot exist).
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func @tma_f64(%x: memref<64x32xf64>, %i: i32) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 0 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      // expected-error @+1 {{'mosaic_gpu.async_prefetch' op not supported: TMA of element type f64 (jax: unsupported TMA dtype f64)}}
      "mosaic_gpu.async_prefetch"(%x, %i, %c0) <{collective = [], operandSegmentSizes = array<i32: 1, 2, 0>, slice_lengths = array<i64: 32, 32>}> : (memref<64x32xf64>, i32, i32) -> ()
      gpu.terminator
    }
    return
  }
}
