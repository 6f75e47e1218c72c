// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file -p mgpu-infer-layout | filecheck %s
// RUN: mgpu-opt --jax 0.11.2 %s --split-input-file -p mgpu-infer-layout | filecheck %s
// RUN: not mgpu-opt --jax 0.10.2 %s --split-input-file -p mgpu-infer-layout 2>/dev/null | filecheck %s --check-prefix=JAX0102
// RUN: not mgpu-opt --jax 0.10.2 %s --split-input-file -p mgpu-infer-layout 2>&1 >/dev/null | filecheck %s --check-prefix=JAX0102-ERR

// Since jax 0.11, mosaic_gpu.mma's layouts are MMALayouts.for_shape (mma.py:70 at 0.11.2, layout_inference.py:1188
// at 0.12.0.1): the four warps over m_warps blocks of 16 rows and 4 / m_warps of 8 columns, the largest m_warps
// of 4, 2, 1 that divides the accumulator; canonical, A's warp dims keeping Replicated(4 / m_warps) even of 1
// (jax 0.12.0.1's inference of its test_mma writes exactly these). jax 0.10.2's are the four warps along M.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x8xf32>, memref<128x128xbf16>, memref<128x8xbf16>) -> (), sym_name = "m128"}> ({
  ^bb0(%c: memref<128x8xf32>, %a: memref<128x128xbf16>, %b: memref<128x8xbf16>):
    %acc = "mosaic_gpu.vector_load"(%c) <{optimized = false}> : (memref<128x8xf32>) -> vector<128x8xf32>
    %x = "mosaic_gpu.vector_load"(%a) <{optimized = false}> : (memref<128x128xbf16>) -> vector<128x128xbf16>
    %y = "mosaic_gpu.vector_load"(%b) <{optimized = false}> : (memref<128x8xbf16>) -> vector<128x8xbf16>
    // CHECK: mosaic_gpu.mma {{.*}}in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[64, 8\], \[16, 8\], \[8, 8\], \[2\]\]}}, warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[64, 16\], \[16, 8\], \[8, 8\], \[2\]\]}}, warp_dims = [-7, #mosaic_gpu.Replicated<times = 1>], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[16, 8\], \[8, 8\], \[2, 1\]\]}}, warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-3, -4], vector_dim = -2>]
    // JAX0102: mosaic_gpu.mma {{.*}}in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[64, 8\], \[16, 8\], \[8, 8\], \[2\]\]}}, warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[64, 16\], \[16, 8\], \[8, 8\], \[2\]\]}}, warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[16, 8\], \[8, 8\], \[2, 1\]\]}}, warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-3, -4], vector_dim = -2>]
    %r = "mosaic_gpu.mma"(%acc, %x, %y) : (vector<128x8xf32>, vector<128x128xbf16>, vector<128x8xbf16>) -> vector<128x8xf32>
    "mosaic_gpu.vector_store"(%r, %c) <{optimized = false}> : (vector<128x8xf32>, memref<128x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A 32 x 16 accumulator: two warps along M, two along N (jax 0.11+); jax 0.10.2's 64-row tiles do not fit, which its
// inference says (layout_inference.py:1187 at jax-v0.10.2).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<32x16xf32>, memref<32x16xbf16>, memref<16x16xbf16>) -> (), sym_name = "m32"}> ({
  ^bb0(%c: memref<32x16xf32>, %a: memref<32x16xbf16>, %b: memref<16x16xbf16>):
    %acc = "mosaic_gpu.vector_load"(%c) <{optimized = false}> : (memref<32x16xf32>) -> vector<32x16xf32>
    %x = "mosaic_gpu.vector_load"(%a) <{optimized = false}> : (memref<32x16xbf16>) -> vector<32x16xbf16>
    %y = "mosaic_gpu.vector_load"(%b) <{optimized = false}> : (memref<16x16xbf16>) -> vector<16x16xbf16>
    // CHECK: mosaic_gpu.mma {{.*}}in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[32, 16\], \[16, 8\], \[8, 8\], \[2\]\]}}, warp_dims = [-7, -6], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[32, 16\], \[16, 8\], \[8, 8\], \[2\]\]}}, warp_dims = [-7, #mosaic_gpu.Replicated<times = 2>], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[16, 16\], \[8, 8\], \[2, 1\]\]}}, warp_dims = [#mosaic_gpu.Replicated<times = 2>, -5], lane_dims = [-3, -4], vector_dim = -2>]
    // JAX0102-ERR: mma_layouts_by_shape.mlir:[[# @LINE + 1]]:5: error: 'mosaic_gpu.mma' op Cannot assign layout TiledLayout(tiling=Tiling(tiles=((64, 8), (16, 8), (8, 8), (2,))), warp_dims=(-7,), lane_dims=(-3, -2), vector_dim=-1) to the accumulator of an mma op: the layout is not compatible with the accumulator shape (32, 16).
    %r = "mosaic_gpu.mma"(%acc, %x, %y) : (vector<32x16xf32>, vector<32x16xbf16>, vector<16x16xbf16>) -> vector<32x16xf32>
    "mosaic_gpu.vector_store"(%r, %c) <{optimized = false}> : (vector<32x16xf32>, memref<32x16xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
