// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-lower-warpgroup --verify-diagnostics

// jax 0.11's inference keeps a 64-byte swizzle given with a tile of 64 f16 (128-byte rows:
// tests/filecheck/passes/infer_layout/given_swizzle_below_tile.mlir), but its TMA copies take tiles whose minor dim is
// one swizzle span (LaunchContext._check_tma_strides_and_swizzle, launch_context.py:1282 at 0.12.0.1): refused, in
// jax's words.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func @k(%o: memref<64x128xf16>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 16384 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
      // expected-error @+2 {{'mosaic_gpu.async_store' op Async copies with swizzle=64 require the last dimension of the slice to be exactly 64 bytes i.e.  32 elements, but got 64 elements.}}
      // expected-note @+1 {{slice the copy along its minor dim into pieces of 32 elements, or tile the SMEM ref by 32 minor elements}}
      "mosaic_gpu.async_store"(%s, %o, %c0, %c0) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 128>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>, memref<64x128xf16>, i32, i32) -> ()
      gpu.terminator
    }
    return
  }
}
