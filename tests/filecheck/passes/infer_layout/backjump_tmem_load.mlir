// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout | filecheck %s

// A TMEM load whose value, converted, is cast to a transposed layout (tokamax 0.0.17's sm100 int4 ragged dot
// writes its output so). The cast's relayout proposes its layout, TCGEN05_TRANSPOSED, to the conversion first,
// and the load can then be neither that (no TMEM transfer) nor TCGEN05 (a strict relayout into the
// conversion). jax's search backtracks out of that choice (find_assignments_for, layout_inference.py:539 at
// 0.12.0.1); mgpu solves again without it, then without the cast operand's, and finds what jax 0.12.0.1's
// inference writes for this module: the load and the conversion in TCGEN05, relaid out by the cast.
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @load_then_transpose(%v: memref<128x64xbf16>) {
    %p = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %a = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x64xi32, #mosaic_gpu.tmem>
    %s = "mosaic_gpu.slice_tmem"(%a) <{offset = 0 : i32}> : (memref<128x64xi32, #mosaic_gpu.tmem>) -> memref<128x64xf32, #mosaic_gpu.tmem>
    %t = "mosaic_gpu.tmem_layout_cast"(%s) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x64xf32, #mosaic_gpu.tmem>) -> memref<128x64xf32, #mosaic_gpu.tmem>
    // CHECK: "mosaic_gpu.async_load_tmem"{{.*}}out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[128, 8\], \[32, 8\], \[8, 8\], \[2\]\]}}, warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]
    %x = "mosaic_gpu.async_load_tmem"(%t) : (memref<128x64xf32, #mosaic_gpu.tmem>) -> vector<128x64xf32>
    // CHECK: arith.truncf {{.*}}in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[128, 8\], \[32, 8\], \[8, 8\], \[2\]\]}}, warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[128, 8\], \[32, 8\], \[8, 8\], \[2\]\]}}, warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]
    %y = arith.truncf %x : vector<128x64xf32> to vector<128x64xbf16>
    // CHECK: mosaic_gpu.layout_cast {{.*}}in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[128, 8\], \[32, 8\], \[8, 8\], \[2\]\]}}, warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[128, 8\], \[32, 8\], \[8, 8\], \[2, 2\], \[2, 1\]\]}}, warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>]
    %z = "mosaic_gpu.layout_cast"(%y) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>}> : (vector<128x64xbf16>) -> vector<128x64xbf16>
    "mosaic_gpu.vector_store"(%z, %v) <{optimized = false}> : (vector<128x64xbf16>, memref<128x64xbf16>) -> ()
    return
  }
}
