// RUN: mgpu-opt %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// jax's inference refuses a TMA gather / scatter whose vector of row indices it cannot lower, and a copy of no rows at
// a dynamic index, in its words.

// A vector of row indices at the second slice dim: jax gathers only along the leading one
// (layout_inference.py:2219-2220 at jax-v0.12.0.1).
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k(%x: memref<128x16xi32>, %rows: memref<8xi32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 8200 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      %bar = "mosaic_gpu.slice_smem"() <{offset = 8192 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %idx = "mosaic_gpu.vector_load"(%rows) <{optimized = false}> : (memref<8xi32>) -> vector<8xi32>
      %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x8xi32, #gpu.address_space<workgroup>>
      // expected-error @+2 {{'mosaic_gpu.async_load' op Only leading gather dimensions allowed.}}
      // expected-note @+1 {{a TMA gather / scatter takes its vector of row indices as the first index}}
      "mosaic_gpu.async_load"(%x, %buf, %bar, %c0, %idx) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 8>}> : (memref<128x16xi32>, memref<64x8xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, vector<8xi32>) -> ()
      gpu.terminator
    }
    return
  }
}

// -----

// A gather of rows of a 3-D GMEM ref (layout_inference.py:2225-2226 at jax-v0.12.0.1).
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k(%x: memref<2x16x64xi32>, %rows: memref<8xi32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 8200 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      %bar = "mosaic_gpu.slice_smem"() <{offset = 8192 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %idx = "mosaic_gpu.vector_load"(%rows) <{optimized = false}> : (memref<8xi32>) -> vector<8xi32>
      %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<8x64xi32, #gpu.address_space<workgroup>>
      // expected-error @+2 {{'mosaic_gpu.async_load' op Only 2D gathers/scatters for async load/store are supported.}}
      // expected-note @+1 {{gather / scatter rows of a 2-D GMEM ref (this one has 3 dims)}}
      "mosaic_gpu.async_load"(%x, %buf, %bar, %idx, %c0, %c0) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 3, 0>, slice_lengths = array<i64: 8, -1, 64>}> : (memref<2x16x64xi32>, memref<8x64xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, vector<8xi32>, i32, i32) -> ()
      gpu.terminator
    }
    return
  }
}

// -----

// Gathered rows of 4 i32 (128 bits): a row must be 256-bit aligned in SMEM (layout_inference.py:2235-2248
// at jax-v0.12.0.1).
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k(%x: memref<16x128xi32>, %rows: memref<8xi32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 8200 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      %bar = "mosaic_gpu.slice_smem"() <{offset = 8192 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %idx = "mosaic_gpu.vector_load"(%rows) <{optimized = false}> : (memref<8xi32>) -> vector<8xi32>
      %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<8x4xi32, #gpu.address_space<workgroup>>
      // expected-error @+2 {{'mosaic_gpu.async_load' op Cannot assign layout to async load with gather indices since minor dim=4 is not divisible by divisor=8 bits.}}
      // expected-note @+1 {{its length must be a multiple of 8 elements}}
      "mosaic_gpu.async_load"(%x, %buf, %bar, %idx, %c0) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 8, 4>}> : (memref<16x128xi32>, memref<8x4xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, vector<8xi32>, i32) -> ()
      gpu.terminator
    }
    return
  }
}

// -----

// 6 row indices: jax's TMA index layouts take 16 or 4 rows at a time (layout_inference.py:2190-2197 at
// jax-v0.12.0.1).
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k(%x: memref<16x128xi32>, %rows: memref<6xi32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 8200 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      %bar = "mosaic_gpu.slice_smem"() <{offset = 8192 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %idx = "mosaic_gpu.vector_load"(%rows) <{optimized = false}> : (memref<6xi32>) -> vector<6xi32>
      %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<6x64xi32, #gpu.address_space<workgroup>>
      // expected-error @+2 {{'mosaic_gpu.async_load' op Unsupported TMA index shape (6,)}}
      // expected-note @+1 {{a TMA gather / scatter's vector of row indices has a multiple of 4 rows}}
      "mosaic_gpu.async_load"(%x, %buf, %bar, %idx, %c0) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 6, 64>}> : (memref<16x128xi32>, memref<6x64xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, vector<6xi32>, i32) -> ()
      gpu.terminator
    }
    return
  }
}

// -----

// A copy of 0 rows at a dynamic row: jax's dynamic_gcd of the slice length and the index refuses a length that is
// not positive (layout_inference.py:1024 at jax-v0.12.0.1, in every release).
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<128x128xf32>) -> (), sym_name = "k"}> ({
  ^bb0(%x: index, %g: memref<128x128xf32>):
    %i = "arith.index_cast"(%x) : (index) -> i32
    %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf32, #gpu.address_space<workgroup>>
    %bar = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_load' op a must be strictly positive}}
    // expected-note @+1 {{a TMA copy's slice length (or a subview's size in a dim of size 0) of 0 at a dynamic index copies nothing: jax's inference takes lengths > 0, or -1 for a dim the copy drops}}
    "mosaic_gpu.async_load"(%g, %buf, %bar, %i, %i) <{collective = [], operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 0, 64>}> : (memref<128x128xf32>, memref<64x64xf32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
