// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// mosaic_gpu.mma of f64 operands into f64: jax 0.11+ lowers it (mma.sync.m16n8k8 ... .f64.f64.f64.f64 on
// Hopper, mma.py), mgpu's mma.sync does not run f64 (mgpu/emulator/mma_sync.py): refused at the op, naming
// the types.
#acc = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
#lhs = #mosaic_gpu.TiledLayout<[[64, 8], [16, 4], [8, 4], [1]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
#rhs = #mosaic_gpu.TiledLayout<[[8, 8], [4, 8], [1, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-3, -4], vector_dim = -2>
func.func @mma_f64(%c: vector<64x8xf64>, %a: vector<64x8xf64>, %b: vector<8x8xf64>) -> vector<64x8xf64> {
  // expected-error @+1 {{'mosaic_gpu.mma' op not supported: mosaic_gpu.mma of f64 operands into f64 (f16, bf16 or fp8 into f32, i8 or i4 into i32)}}
  %d = mosaic_gpu.mma accumulator(%c : vector<64x8xf64>) a(%a : vector<64x8xf64>) b(%b : vector<8x8xf64>) {in_layouts = [#acc, #lhs, #rhs], out_layouts = [#acc]} -> vector<64x8xf64>
  func.return %d : vector<64x8xf64>
}

// -----

// wgmma of f16 operands into an i32 accumulator: not a wgmma form (PTX ISA §9.7.15.5.1): refused.
#acc = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
func.func @wgmma_i32_of_f16(%c: vector<64x64xi32>, %a: memref<64x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x64xf16, #gpu.address_space<workgroup>>) -> vector<64x64xi32> {
  // expected-error @+1 {{'mosaic_gpu.wgmma' op wgmma with accumulator vector<64x64xi32> of f16 products}}
  %d = mosaic_gpu.wgmma accumulator(%c : vector<64x64xi32>) a(%a : memref<64x64xf16, #gpu.address_space<workgroup>>) b(%b : memref<64x64xf16, #gpu.address_space<workgroup>>) {in_layouts = [#acc], in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>], [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#acc]} -> vector<64x64xi32>
  func.return %d : vector<64x64xi32>
}

// -----

// wgmma of s8 operands with B stored N-major (jax's b_transpose): only 16-bit operands may be
// transposed (PTX ISA §9.7.15.5.1; jax's wgmma_m64 refuses it too): refused, naming B.
#acc = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
func.func @wgmma_s8_n_major_b(%c: vector<64x128xi32>, %a: memref<64x128xi8, #gpu.address_space<workgroup>>, %b: memref<128x128xi8, #gpu.address_space<workgroup>>) -> vector<64x128xi32> {
  // expected-error @+1 {{'mosaic_gpu.wgmma' op not supported: wgmma with a transposed B of memref<128x128xi8, #gpu.address_space<workgroup>> (only 16-bit operands may be transposed: PTX ISA §9.7.15.5.1)}}
  %d = mosaic_gpu.wgmma accumulator(%c : vector<64x128xi32>) a(%a : memref<64x128xi8, #gpu.address_space<workgroup>>) b(%b : memref<128x128xi8, #gpu.address_space<workgroup>>) {in_layouts = [#acc], in_transforms = [[#mosaic_gpu.tile<[8, 128]>, #mosaic_gpu.swizzle<128 : i32>], [#mosaic_gpu.tile<[8, 128]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#acc]} -> vector<64x128xi32>
  func.return %d : vector<64x128xi32>
}
