// RUN: mgpu-opt %s -p mgpu-infer-layout | filecheck %s

// A TMA load in a warp_map body at an index that is a block argument: jax's is_known_divisible
// follows the argument to the warp_map's operand (jax/experimental/mosaic/gpu/utils.py:2083 at
// jax-v0.10.2), here a multiple of 128 (and a trunci of one: utils.py:2122), so the load's
// Divides(128, 64) admits the body's (8, 64) tiling. jax's Blackwell matmul loads its tiles so
// (blackwell_matmul_mgpu.py:126); without this, inference found no layout for it.
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k(%g: memref<256x64xf16>, %x: i32, %y: i64, %bar: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i64
    %row = arith.muli %x, %c128 : i32
    %wide = arith.muli %y, %c256 : i64
    %row2 = arith.trunci %wide : i64 to i32
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<2x128x64xf16, #gpu.address_space<workgroup>>
    "mosaic_gpu.warp_map"(%row, %row2, %s, %g, %bar) ({
    ^bb0(%r: i32, %r2: i32, %ref: memref<2x128x64xf16, #gpu.address_space<workgroup>>, %gm: memref<256x64xf16>, %mb: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>):
      %c0 = arith.constant 0 : i32
      %t = "mosaic_gpu.with_transforms"(%ref) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x128x64xf16, #gpu.address_space<workgroup>>) -> memref<2x128x64xf16, #gpu.address_space<workgroup>>
      %a = memref.subview %t[0, 0, 0] [1, 128, 64] [1, 1, 1] : memref<2x128x64xf16, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_load"(%gm, %a, %mb, %r, %c0) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 64>}> : (memref<256x64xf16>, memref<128x64xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
      %b = memref.subview %t[1, 0, 0] [1, 128, 64] [1, 1, 1] : memref<2x128x64xf16, #gpu.address_space<workgroup>> to memref<128x64xf16, strided<[64, 1], offset: 8192>, #gpu.address_space<workgroup>>
      "mosaic_gpu.async_load"(%gm, %b, %mb, %r2, %c0) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 128, 64>}> : (memref<256x64xf16>, memref<128x64xf16, strided<[64, 1], offset: 8192>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
    }) : (i32, i32, memref<2x128x64xf16, #gpu.address_space<workgroup>>, memref<256x64xf16>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
    func.return
  }
}

// CHECK:      "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK:      "mosaic_gpu.async_load"(%gm, %a, {{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK:      "mosaic_gpu.async_load"(%gm, %b, {{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK-NEXT: }) {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
