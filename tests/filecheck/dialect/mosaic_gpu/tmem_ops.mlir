// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s

// TMEM ops. tmem_alloc and tmem_dealloc have jaxlib's custom format (default-valued properties
// elided), the others print in generic form.

// CHECK-LABEL: func.func @tmem_alloc
// CHECK: mosaic_gpu.tmem_alloc smem_ptr(%{{.*}} : memref<i32, #gpu.address_space<workgroup>>) {in_transforms = {{\[\[}}]], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} -> memref<128x128xi32, #mosaic_gpu.tmem>
func.func @tmem_alloc(%p: memref<i32, #gpu.address_space<workgroup>>) {
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) {in_transforms = [[]], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} -> memref<128x128xi32, #mosaic_gpu.tmem>
  func.return
}

// -----

// Non-default properties print in the attribute dictionary.
// CHECK-LABEL: func.func @tmem_alloc_packed
// CHECK: mosaic_gpu.tmem_alloc smem_ptr(%{{.*}} : memref<i32, #gpu.address_space<workgroup>>) {collective = true, packing = 2 : i32} -> memref<128x256xbf16, #mosaic_gpu.tmem>
func.func @tmem_alloc_packed(%p: memref<i32, #gpu.address_space<workgroup>>) {
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) {collective = true, packing = 2 : i32} -> memref<128x256xbf16, #mosaic_gpu.tmem>
  func.return
}

// -----

// The generic form keeps explicit default values.
// CHECK-LABEL: func.func @tmem_alloc_generic
// CHECK: mosaic_gpu.tmem_alloc smem_ptr(%{{.*}} : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xi32, #mosaic_gpu.tmem>
func.func @tmem_alloc_generic(%p: memref<i32, #gpu.address_space<workgroup>>) {
  %0 = "mosaic_gpu.tmem_alloc"(%p) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xi32, #mosaic_gpu.tmem>
  func.return
}

// -----

// CHECK-LABEL: func.func @tmem_dealloc
// CHECK: mosaic_gpu.tmem_dealloc tmem_ref(%{{.*}} : memref<128x128xi32, #mosaic_gpu.tmem>) {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]}
func.func @tmem_dealloc(%t: memref<128x128xi32, #mosaic_gpu.tmem>) {
  mosaic_gpu.tmem_dealloc tmem_ref(%t : memref<128x128xi32, #mosaic_gpu.tmem>) {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]}
  func.return
}

// -----

// CHECK-LABEL: func.func @tmem_relinquish_alloc_permit
// CHECK: "mosaic_gpu.tmem_relinquish_alloc_permit"() <{collective = false}> : () -> ()
func.func @tmem_relinquish_alloc_permit() {
  "mosaic_gpu.tmem_relinquish_alloc_permit"() <{collective = false}> : () -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @slice_tmem
// CHECK: "mosaic_gpu.slice_tmem"(%{{.*}}) <{offset = 0 : i32}> : (memref<128x128xi32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
func.func @slice_tmem(%t: memref<128x128xi32, #mosaic_gpu.tmem>) {
  %0 = "mosaic_gpu.slice_tmem"(%t) <{offset = 0 : i32}> : (memref<128x128xi32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  func.return
}

// -----

// CHECK-LABEL: func.func @tmem_layout_cast
// CHECK: "mosaic_gpu.tmem_layout_cast"(%{{.*}}) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
func.func @tmem_layout_cast(%t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  %0 = "mosaic_gpu.tmem_layout_cast"(%t) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  func.return
}

// -----

// CHECK-LABEL: func.func @async_load_tmem
// CHECK: "mosaic_gpu.async_load_tmem"(%{{.*}}) {out_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<128x128xf32, #mosaic_gpu.tmem>) -> vector<128x128xf32>
func.func @async_load_tmem(%t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  %0 = "mosaic_gpu.async_load_tmem"(%t) {out_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<128x128xf32, #mosaic_gpu.tmem>) -> vector<128x128xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @async_store_tmem
// CHECK: "mosaic_gpu.async_store_tmem"(%{{.*}}, %{{.*}}) : (vector<128x128xf32>, memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
func.func @async_store_tmem(%v: vector<128x128xf32>, %t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  "mosaic_gpu.async_store_tmem"(%v, %t) : (vector<128x128xf32>, memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @async_store_smem_to_tmem
// CHECK: "mosaic_gpu.async_store_smem_to_tmem"(%{{.*}}, %{{.*}}) <{collective = false}> : (memref<128x128xbf16, #gpu.address_space<workgroup>>, memref<128x128xbf16, #mosaic_gpu.tmem>) -> ()
func.func @async_store_smem_to_tmem(%s: memref<128x128xbf16, #gpu.address_space<workgroup>>, %t: memref<128x128xbf16, #mosaic_gpu.tmem>) {
  "mosaic_gpu.async_store_smem_to_tmem"(%s, %t) <{collective = false}> : (memref<128x128xbf16, #gpu.address_space<workgroup>>, memref<128x128xbf16, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @async_store_scales_smem_to_tmem
// CHECK: "mosaic_gpu.async_store_scales_smem_to_tmem"(%{{.*}}, %{{.*}}) : (memref<1x4x32x16xf8E8M0FNU, #gpu.address_space<workgroup>>, memref<128x16xf8E8M0FNU, #mosaic_gpu.tmem>) -> ()
func.func @async_store_scales_smem_to_tmem(%s: memref<1x4x32x16xf8E8M0FNU, #gpu.address_space<workgroup>>, %t: memref<128x16xf8E8M0FNU, #mosaic_gpu.tmem>) {
  "mosaic_gpu.async_store_scales_smem_to_tmem"(%s, %t) : (memref<1x4x32x16xf8E8M0FNU, #gpu.address_space<workgroup>>, memref<128x16xf8E8M0FNU, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @async_store_sparse_metadata_smem_to_tmem
// CHECK: "mosaic_gpu.async_store_sparse_metadata_smem_to_tmem"(%{{.*}}, %{{.*}}) : (memref<1x1x128x64xi2, #gpu.address_space<workgroup>>, memref<128x64xi2, #mosaic_gpu.tmem>) -> ()
func.func @async_store_sparse_metadata_smem_to_tmem(%s: memref<1x1x128x64xi2, #gpu.address_space<workgroup>>, %t: memref<128x64xi2, #mosaic_gpu.tmem>) {
  "mosaic_gpu.async_store_sparse_metadata_smem_to_tmem"(%s, %t) : (memref<1x1x128x64xi2, #gpu.address_space<workgroup>>, memref<128x64xi2, #mosaic_gpu.tmem>) -> ()
  func.return
}
