// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file -p mgpu-lower-warpgroup --verify-diagnostics | filecheck %s

// An untiled SMEM ref swizzled as one tile (jax 0.12.0.1's with_transforms [swizzle<S>]) is copied by a TMA of
// that swizzle, whose slice's minor dim must be exactly S bytes (LaunchContext._check_tma_strides_and_swizzle,
// launch_context.py:1282 at 0.12.0.1): 64 bf16 here; the descriptor's swizzle is 128.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func @k(%o: memref<8x64xbf16>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 1024 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<8x64xbf16, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_store"(%s, %o, %c0, %c0) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 8, 64>}> {in_transforms = [[#mosaic_gpu.swizzle<128 : i32>]]} : (memref<8x64xbf16, #gpu.address_space<workgroup>>, memref<8x64xbf16>, i32, i32) -> ()
      gpu.terminator
    }
    return
  }
}

// CHECK:       %[[SWIZZLE:.*]] = arith.constant 128 : i64
// CHECK:       call @mosaic_gpu_init_tma_desc(%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %[[SWIZZLE]], %{{[0-9]+}})
// CHECK:       gpu.launch

// -----

// 128 bf16 are 256 bytes: refused, in jax's words.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func @k(%o: memref<8x128xbf16>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 2048 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<8x128xbf16, #gpu.address_space<workgroup>>
      // expected-error @+2 {{'mosaic_gpu.async_store' op Async copies with swizzle=128 require the last dimension of the slice to be exactly 128 bytes i.e.  64 elements, but got 128 elements.}}
      // expected-note @+1 {{slice the copy along its minor dim into pieces of 64 elements, or tile the SMEM ref}}
      "mosaic_gpu.async_store"(%s, %o, %c0, %c0) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 8, 128>}> {in_transforms = [[#mosaic_gpu.swizzle<128 : i32>]]} : (memref<8x128xbf16, #gpu.address_space<workgroup>>, memref<8x128xbf16>, i32, i32) -> ()
      gpu.terminator
    }
    return
  }
}
