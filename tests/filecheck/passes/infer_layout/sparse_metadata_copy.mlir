// RUN: mgpu-opt %S/../lower_warpgroup/inputs/sparse_metadata_warp_map.mlir -p mgpu-infer-layout | filecheck %s

// jax's rule (layout_inference.py:1749): the TMEM ref of async_store_sparse_metadata_smem_to_tmem in
// sparse_meta_layout(), its SMEM ref untransformed.
// CHECK: "mosaic_gpu.async_store_sparse_metadata_smem_to_tmem"(%{{.*}}, %{{.*}}) <{collective = false}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 16], [32, 1], [16, 1], [8, 1]], warp_dims = [-8], lane_dims = [-2, -4, -6], vector_dim = -7>], in_transforms = [[]]}
