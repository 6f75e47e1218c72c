// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// A TMA gather of rows with a predicate: jax's rule drops the predicate of a gather
// (_gmem_slice_and_predicate, dialect_lowering.py:1121 at jax-v0.10.2), so mgpu refuses it.
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k(%x: memref<16x128xi32>, %rows: memref<8xi32>, %p: i1) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 2056 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      %bar = "mosaic_gpu.slice_smem"() <{offset = 2048 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %idx = "mosaic_gpu.vector_load"(%rows) <{optimized = false}> {out_layouts = [#mosaic_gpu.TiledLayout<[[4]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 32>], vector_dim = -1>]} : (memref<8xi32>) -> vector<8xi32>
      %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<8x64xi32, #gpu.address_space<workgroup>>
      // expected-error @+1 {{'mosaic_gpu.async_load' op not supported: mosaic_gpu.async_load of the rows a vector of indices names (a TMA gather or scatter) with a predicate}}
      "mosaic_gpu.async_load"(%x, %buf, %bar, %idx, %c0, %p) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 1>, slice_lengths = array<i64: 8, 64>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[4]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 32>], vector_dim = -1>], in_transforms = [[]]} : (memref<16x128xi32>, memref<8x64xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, vector<8xi32>, i32, i1) -> ()
      gpu.terminator
    }
    return
  }
}

// -----

// Rows of 16 bytes: a copy of 4 of them is 64 bytes, and jax needs whole 128-byte transfers
// (LaunchContext.async_copy, launch_context.py:1511-1518 at jax-v0.10.2).
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k(%x: memref<16x128xi32>, %rows: memref<8xi32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 2056 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      %bar = "mosaic_gpu.slice_smem"() <{offset = 2048 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
      %idx = "mosaic_gpu.vector_load"(%rows) <{optimized = false}> {out_layouts = [#mosaic_gpu.TiledLayout<[[4]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 32>], vector_dim = -1>]} : (memref<8xi32>) -> vector<8xi32>
      %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<8x4xi32, #gpu.address_space<workgroup>>
      // expected-error @+1 {{'mosaic_gpu.async_load' op Gather/scatter TMA would require breaking it up into transfers of 64 bytes, but need a multiple of 128 bytes}}
      "mosaic_gpu.async_load"(%x, %buf, %bar, %idx, %c0) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 8, 4>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[4]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 32>], vector_dim = -1>], in_transforms = [[]]} : (memref<16x128xi32>, memref<8x4xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, vector<8xi32>, i32) -> ()
      gpu.terminator
    }
    return
  }
}
