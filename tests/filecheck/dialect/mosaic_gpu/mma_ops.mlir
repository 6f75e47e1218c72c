// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s

// Matrix multiplies: wgmma and mma have jaxlib's custom format, tcgen05_mma is generic.

// CHECK-LABEL: func.func @wgmma
// CHECK: mosaic_gpu.wgmma accumulator(%{{.*}} : vector<64x128xf32>) a(%{{.*}} : memref<64x64xf16, #gpu.address_space<workgroup>>) b(%{{.*}} : memref<64x128xf16, #gpu.address_space<workgroup>>) {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>], [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} -> vector<64x128xf32>
func.func @wgmma(%acc: vector<64x128xf32>, %a: memref<64x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x128xf16, #gpu.address_space<workgroup>>) {
  %0 = mosaic_gpu.wgmma accumulator(%acc : vector<64x128xf32>) a(%a : memref<64x64xf16, #gpu.address_space<workgroup>>) b(%b : memref<64x128xf16, #gpu.address_space<workgroup>>) {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>], [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} -> vector<64x128xf32>
  func.return
}

// -----

// `a` may come from registers.
// CHECK-LABEL: func.func @wgmma_registers
// CHECK: mosaic_gpu.wgmma accumulator(%{{.*}} : vector<64x128xf32>) a(%{{.*}} : vector<64x64xbf16>) b(%{{.*}} : memref<64x128xbf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
func.func @wgmma_registers(%acc: vector<64x128xf32>, %a: vector<64x64xbf16>, %b: memref<64x128xbf16, #gpu.address_space<workgroup>>) {
  %0 = mosaic_gpu.wgmma accumulator(%acc : vector<64x128xf32>) a(%a : vector<64x64xbf16>) b(%b : memref<64x128xbf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @mma
// CHECK: mosaic_gpu.mma accumulator(%{{.*}} : vector<64x64xf32>) a(%{{.*}} : vector<64x32xf16>) b(%{{.*}} : vector<32x64xf16>) -> vector<64x64xf32>
func.func @mma(%acc: vector<64x64xf32>, %a: vector<64x32xf16>, %b: vector<32x64xf16>) {
  %0 = mosaic_gpu.mma accumulator(%acc : vector<64x64xf32>) a(%a : vector<64x32xf16>) b(%b : vector<32x64xf16>) -> vector<64x64xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @tcgen05_mma
// CHECK: "mosaic_gpu.tcgen05_mma"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{collective = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x64xf16, #gpu.address_space<workgroup>>, memref<64x128xf16, #gpu.address_space<workgroup>>, i1) -> ()
func.func @tcgen05_mma(%acc: memref<128x128xf32, #mosaic_gpu.tmem>, %a: memref<128x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x128xf16, #gpu.address_space<workgroup>>, %accumulate: i1) {
  "mosaic_gpu.tcgen05_mma"(%acc, %a, %b, %accumulate) <{collective = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x64xf16, #gpu.address_space<workgroup>>, memref<64x128xf16, #gpu.address_space<workgroup>>, i1) -> ()
  func.return
}

// -----

// Block-scaled MMA: both scales in TMEM.
// CHECK-LABEL: func.func @tcgen05_mma_scaled
// CHECK: "mosaic_gpu.tcgen05_mma"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{collective = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0>}>
func.func @tcgen05_mma_scaled(%acc: memref<128x128xf32, #mosaic_gpu.tmem>, %a: memref<128x128xf8E4M3FN, #gpu.address_space<workgroup>>, %b: memref<128x128xf8E4M3FN, #gpu.address_space<workgroup>>, %accumulate: i1, %as: memref<128x4xf8E8M0FNU, #mosaic_gpu.tmem>, %bs: memref<128x4xf8E8M0FNU, #mosaic_gpu.tmem>) {
  "mosaic_gpu.tcgen05_mma"(%acc, %a, %b, %accumulate, %as, %bs) <{collective = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0>}> : (memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x128xf8E4M3FN, #gpu.address_space<workgroup>>, memref<128x128xf8E4M3FN, #gpu.address_space<workgroup>>, i1, memref<128x4xf8E8M0FNU, #mosaic_gpu.tmem>, memref<128x4xf8E8M0FNU, #mosaic_gpu.tmem>) -> ()
  func.return
}
