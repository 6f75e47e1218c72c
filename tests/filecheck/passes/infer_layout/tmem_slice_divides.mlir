// RUN: mgpu-opt %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// A column slice of a TMEM ref constrains its layout's base tile as it does an SMEM tiling
// (Divides of a TMEMLayout, jax/experimental/mosaic/gpu/constraints.py:803 at jax-v0.10.2): here a
// ref cast to the packed layout (two f16 a column, tiles of 2 columns) sliced at a thread-dependent
// column, not known to be even. jax's inference fails on this module ("Failed to infer", checked
// with jax 0.10.2's infer_layout); so does mgpu's, located at the ref whose layout it cannot give.
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k(%g: memref<128x16xf16>) {
    %smem = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.tmem_alloc' op Failed to infer a possible set of layouts.}}
    // expected-note @+1 {{no register layout, SMEM transform or TMEM layout satisfies this op's constraints}}
    %t = mosaic_gpu.tmem_alloc smem_ptr(%smem : memref<i32, #gpu.address_space<workgroup>>) {packing = 2 : i32} -> memref<128x64xf16, #mosaic_gpu.tmem>
    %tc = "mosaic_gpu.tmem_layout_cast"(%t) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x64xf16, #mosaic_gpu.tmem>) -> memref<128x64xf16, #mosaic_gpu.tmem>
    %tid = gpu.thread_id x
    %s = memref.subview %tc[0, %tid] [128, 16] [1, 1] : memref<128x64xf16, #mosaic_gpu.tmem> to memref<128x16xf16, strided<[64, 1], offset: ?>, #mosaic_gpu.tmem>
    %v = "mosaic_gpu.async_load_tmem"(%s) : (memref<128x16xf16, strided<[64, 1], offset: ?>, #mosaic_gpu.tmem>) -> vector<128x16xf16>
    "mosaic_gpu.vector_store"(%v, %g) : (vector<128x16xf16>, memref<128x16xf16>) -> ()
    func.return
  }
}

// -----

// The same slice at column 16, a whole number of tiles: the packed layout holds.
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k(%g: memref<128x16xf16>) {
    %smem = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = mosaic_gpu.tmem_alloc smem_ptr(%smem : memref<i32, #gpu.address_space<workgroup>>) {packing = 2 : i32} -> memref<128x64xf16, #mosaic_gpu.tmem>
    %tc = "mosaic_gpu.tmem_layout_cast"(%t) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x64xf16, #mosaic_gpu.tmem>) -> memref<128x64xf16, #mosaic_gpu.tmem>
    %s = memref.subview %tc[0, 16] [128, 16] [1, 1] : memref<128x64xf16, #mosaic_gpu.tmem> to memref<128x16xf16, strided<[64, 1], offset: 16>, #mosaic_gpu.tmem>
    %v = "mosaic_gpu.async_load_tmem"(%s) : (memref<128x16xf16, strided<[64, 1], offset: 16>, #mosaic_gpu.tmem>) -> vector<128x16xf16>
    "mosaic_gpu.vector_store"(%v, %g) : (vector<128x16xf16>, memref<128x16xf16>) -> ()
    func.return
  }
}
