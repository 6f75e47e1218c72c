// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics | filecheck %s

// jax 0.10.2's inference plans a transfer with plan_tiled_transfer alone (constraints.py:665-725 at
// jax-v0.10.2): a value in WGMMA_TRANSPOSED goes into a row-major ref tiled for WGMMA (jax 0.11 and later refuse
// it: smem_transfer_since_0_11.mlir).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "store_transposed_layout"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %d0 = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %d = "mosaic_gpu.with_transforms"(%d0) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> vector<128x128xf16>
    %c = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>}> : (vector<128x128xf16>) -> vector<128x128xf16>
    // CHECK: "mosaic_gpu.vector_store"{{.*}}in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>]
    "mosaic_gpu.vector_store"(%c, %d) : (vector<128x128xf16>, memref<128x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
