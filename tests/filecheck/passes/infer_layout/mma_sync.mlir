// RUN: mgpu-opt --jax 0.10.2 %S/../../../differential/captured/mma_s8.wg.wg_dialect.mlir -p mgpu-infer-layout | filecheck %s

// mosaic_gpu.mma: the accumulator, A and B get jax's MMALayouts of the operands' element width
// (layout_inference.py:1170-1216, mma.py:28-54 at jax-v0.10.2), here 8-bit: A's registers of four
// elements along K ((64, 32) tiles), B's of four along K (vector_dim -2), replicated over the four
// warps, D in the WGMMA layout; the loads feeding them take those layouts.
// CHECK:      mosaic_gpu.mma accumulator(%{{.*}} : vector<64x16xi32>) a(%{{.*}} : vector<64x64xi8>) b(%{{.*}} : vector<64x16xi8>) {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[64, 32], [16, 16], [8, 16], [4]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[32, 8], [16, 8], [4, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-3, -4], vector_dim = -2>], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
