// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// Even on sm90, a tiled vector_load whose value is stored to TMEM gets TCGEN05: WGMMA (the sm90
// choice) cannot be transferred to the default TMEM layout, so the choice is undone and the TMEM
// transfer's TCGEN05 candidate flows back to the load.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %p = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%p) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xi32, #mosaic_gpu.tmem>
    %s = "mosaic_gpu.slice_tmem"(%t) <{offset = 0 : i32}> : (memref<128x128xi32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    %c = "mosaic_gpu.tmem_layout_cast"(%s) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    %in = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %w = "mosaic_gpu.with_transforms"(%in) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%w) <{optimized = true}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    "mosaic_gpu.async_store_tmem"(%v, %c) : (vector<128x128xf32>, memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "mosaic_gpu.vector_load"(%{{.*}}) <{optimized = true}> {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], {{.*}}>]}
// CHECK-NEXT: "mosaic_gpu.async_store_tmem"(%{{.*}}, %{{.*}}) {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], {{.*}}>], in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], {{.*}}>]}
