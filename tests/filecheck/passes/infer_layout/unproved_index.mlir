// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// A TMA copy at an index the IR does not prove a multiple of the SMEM ref's tile: where no layout fits,
// jax 0.11 and later name the index (layout_inference.py:2668 at jax-v0.12.0.1: the index of the copy's
// dims, 0 here; with a constant index in its place, both find a layout). jax 0.10.2 only says it found no layout.

// The tiling the kernel gives the ref: rows of 8, and row %x is any row.
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @given_tiling(%gm: memref<256x64xf16>, %x: i32, %mb: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
    %c0 = arith.constant 0 : i32
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x64xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x64xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_load' op Failed to infer a possible set of layouts. You need to prove the divisibility of index 0 using pl.multiple_of.}}
    // expected-note @+1 {{index 0 of this copy is not known to be a multiple of 8, the SMEM ref's tile along its dim: state it with pl.multiple_of(index, 8) in Pallas, or compute the index as a product by a multiple of 8}}
    "mosaic_gpu.async_load"(%gm, %t, %mb, %x, %c0) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0, 0>, slice_lengths = array<i64: 128, 64>}> : (memref<256x64xf16>, memref<128x64xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
    func.return
  }
}

// -----

// The tilings a wgmma operand takes (jax's candidates for a ref the kernel gave none): all of them
// tile the minor dim by 8 or more elements, and column %x is any column.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @mma_tilings(%gm: memref<64x256xf16>, %x: i32, %mb: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
    %c0 = arith.constant 0 : i32
    %acc = arith.constant dense<0.0> : vector<64x128xf32>
    %a = arith.constant dense<1.0> : vector<64x64xf16>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_load' op Failed to infer a possible set of layouts. You need to prove the divisibility of index 1 using pl.multiple_of.}}
    // expected-note @+1 {{index 1 of this copy is not known to be a multiple of 64}}
    "mosaic_gpu.async_load"(%gm, %s, %mb, %c0, %x) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x256xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
    %r = "mosaic_gpu.wgmma"(%acc, %a, %s) : (vector<64x128xf32>, vector<64x64xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
    func.return
  }
}
