// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// A register of one i4 is half a byte: no load reads it alone, and jax's transfer_tiled refuses it
// with these words (fragmented_array.py:4199-4203 at jax-v0.10.2). (Before, two neighbouring
// registers were read from one byte address, both as its low half.)
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 1024 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x32xi4, #gpu.address_space<workgroup>>
      // expected-error @+1 {{'mosaic_gpu.vector_load' op Vector length (1) must be a multiple of bytes, but has 4 bits}}
      %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 4], [1]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x32xi4, #gpu.address_space<workgroup>>) -> vector<64x32xi4>
      gpu.terminator
    }
    return
  }
}

// -----

// Registers of two i4 in rows 33 elements apart: the register at element 33 would start inside a byte, which no
// byte address names; jax 0.10.2's transfer_tiled refuses the odd row stride first (fragmented_array.py:4177 at
// jax-v0.10.2, checked in jax 0.10.2).
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 2048 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x33xi4, #gpu.address_space<workgroup>>
      %w = memref.subview %s[0, 0] [64, 32] [1, 1] : memref<64x33xi4, #gpu.address_space<workgroup>> to memref<64x32xi4, strided<[33, 1]>, #gpu.address_space<workgroup>>
      // expected-error @+2 {{'mosaic_gpu.vector_load' op Tiled strides must be a multiple of the vector length, except for the vector dimension}}
      // expected-note @+1 {{cast the value to another layout}}
      %v = "mosaic_gpu.vector_load"(%w) <{optimized = false}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x32xi4, strided<[33, 1]>, #gpu.address_space<workgroup>>) -> vector<64x32xi4>
      gpu.terminator
    }
    return
  }
}
