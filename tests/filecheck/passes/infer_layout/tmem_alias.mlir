// RUN: mgpu-opt %s -p mgpu-infer-layout | filecheck %s

// Two TMEM slices jax 0.10.2 marks with one alias_id (a discardable attribute, as in jax's
// test_matmul_with_tmem_aliasing) are one buffer: the layout cast of one is the layout of the other.
module attributes {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k(%g: memref<128x16xf16>) {
    %smem = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = mosaic_gpu.tmem_alloc smem_ptr(%smem : memref<i32, #gpu.address_space<workgroup>>) {packing = 2 : i32} -> memref<128x64xf16, #mosaic_gpu.tmem>
    %a = "mosaic_gpu.slice_tmem"(%t) <{offset = 16 : i32}> {alias_id = 0 : i32} : (memref<128x64xf16, #mosaic_gpu.tmem>) -> memref<128x16xf16, #mosaic_gpu.tmem>
    %ac = "mosaic_gpu.tmem_layout_cast"(%a) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x16xf16, #mosaic_gpu.tmem>) -> memref<128x16xf16, #mosaic_gpu.tmem>
    // CHECK: %b = "mosaic_gpu.slice_tmem"{{.*}}out_tmem_layouts = {{\[#mosaic_gpu.TiledLayout<\[\[128, 2\], \[32, 2\]\]}}
    %b = "mosaic_gpu.slice_tmem"(%t) <{offset = 16 : i32}> {alias_id = 0 : i32} : (memref<128x64xf16, #mosaic_gpu.tmem>) -> memref<128x16xf16, #mosaic_gpu.tmem>
    %v = "mosaic_gpu.async_load_tmem"(%b) : (memref<128x16xf16, #mosaic_gpu.tmem>) -> vector<128x16xf16>
    "mosaic_gpu.vector_store"(%v, %g) : (vector<128x16xf16>, memref<128x16xf16>) -> ()
    func.return
  }
}
