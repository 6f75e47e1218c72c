// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// TMEM: tmem_alloc's result takes the default TMEM layout for 128 rows; its SMEM address operand
// (and the slice_smem producing it) stay untransformed. slice_tmem's result and tmem_layout_cast
// share the cast's layout; async_load_tmem from it gives the TCGEN05 register layout.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %p = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%p) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xi32, #mosaic_gpu.tmem>
    %s = "mosaic_gpu.slice_tmem"(%t) <{offset = 0 : i32}> : (memref<128x128xi32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    %c = "mosaic_gpu.tmem_layout_cast"(%s) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    %v = "mosaic_gpu.async_load_tmem"(%c) : (memref<128x128xf32, #mosaic_gpu.tmem>) -> vector<128x128xf32>
    "mosaic_gpu.tmem_dealloc"(%t) : (memref<128x128xi32, #mosaic_gpu.tmem>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]}
// CHECK-NEXT: "mosaic_gpu.tmem_alloc"(%{{.*}}) {{.*}} {in_transforms = [[]], out_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]}
// CHECK-NEXT: "mosaic_gpu.slice_tmem"(%{{.*}}) {{.*}} {in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], {{.*}}>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], {{.*}}>]}
// CHECK-NEXT: "mosaic_gpu.tmem_layout_cast"(%{{.*}}) {{.*}} {in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], {{.*}}>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], {{.*}}>]}
// CHECK-NEXT: "mosaic_gpu.async_load_tmem"(%{{.*}}) {in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], {{.*}}>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK-NEXT: "mosaic_gpu.tmem_dealloc"(%{{.*}}) {in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], {{.*}}>]}
