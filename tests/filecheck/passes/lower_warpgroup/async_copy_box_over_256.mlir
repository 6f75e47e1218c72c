// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --verify-diagnostics

// A TMA box holds at most 256 elements a dim: a copy of 512 that jax copies by its tensor map (a load filling out of
// bounds with zeros) is refused, in jax's words (launch_context.py:1920 in the 0.12.0.1 wheel).
func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
func.func @k(%g: memref<512xi8>) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %smem = arith.constant 520 : i32
  %c0_i32 = arith.constant 0 : i32
  gpu.launch blocks(%b0, %b1, %b2) in (%b3 = %c1, %b4 = %c1, %b5 = %c1) threads(%t0, %t1, %t2) in (%t3 = %c128, %t4 = %c1, %t5 = %c1) dynamic_shared_memory_size %smem {
    %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<512xi8, #gpu.address_space<workgroup>>
    %bar = "mosaic_gpu.slice_smem"() <{offset = 512 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_load' op Async copies only support copying <=256 elements along each dimension, got (512,)}}
    // expected-note @+1 {{copy the slice in pieces of at most 256 elements a dim}}
    "mosaic_gpu.async_load"(%g, %buf, %bar, %c0_i32) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, slice_lengths = array<i64: 512>}> {in_transforms = [[]]} : (memref<512xi8>, memref<512xi8, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    gpu.terminator
  }
  return
}
