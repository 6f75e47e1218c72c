// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// The left half of a 64 x 128 buffer is not contiguous: jax's _reinterpret_cast refuses it
// (lowering.py:1720-1725 at jax-v0.10.2), and so does mgpu.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @strided() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 16384 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
      %half = memref.subview %buf[0, 0] [64, 64] [1, 1] {in_transforms = [[]], out_transforms = [[]]} : memref<64x128xf16, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
      // expected-error @+1 {{'mosaic_gpu.reinterpret_cast' op Expected contiguous strides [64, 1] when applying reinterpret_cast to memref<64x64xf16, strided<[128, 1]>, #gpu.address_space<workgroup>> but got [128, 1]}}
      %flat = "mosaic_gpu.reinterpret_cast"(%half) {in_transforms = [[]], out_transforms = [[]]} : (memref<64x64xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> memref<4096xf16, #gpu.address_space<workgroup>>
      gpu.terminator
    }
    return
  }
}

// -----

// A result at a static offset other than its source's would be other elements: refused.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @offset() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 16384 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
      // expected-error @+1 {{'mosaic_gpu.reinterpret_cast' op not supported: a reinterpret_cast of memref<64x128xf16, #gpu.address_space<workgroup>> to memref<8192xf16, strided<[1], offset: 64>, #gpu.address_space<workgroup>>, which is not the same elements from the same offset, row-major}}
      %flat = "mosaic_gpu.reinterpret_cast"(%buf) {in_transforms = [[]], out_transforms = [[]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<8192xf16, strided<[1], offset: 64>, #gpu.address_space<workgroup>>
      gpu.terminator
    }
    return
  }
}
