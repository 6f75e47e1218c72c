// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s

// GMEM <-> SMEM (TMA) and register <-> SMEM transfers, all in jaxlib's generic form. Properties
// stay properties and the layout-inference attributes (in_layouts, in_transforms, ...) survive.

// CHECK-LABEL: func.func @async_load
// CHECK: "mosaic_gpu.async_load"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 128>}> {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
func.func @async_load(%g: memref<64x128xf16>, %s: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  "mosaic_gpu.async_load"(%g, %s, %b, %i, %i) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 128>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
  func.return
}

// -----

// A collective, predicated, leader-tracked load.
// CHECK-LABEL: func.func @async_load_collective
// CHECK: "mosaic_gpu.async_load"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{collective = [0 : i32, 1 : i32], leader_tracked = #mosaic_gpu.copy_partitioned<axis = 0>, operandSegmentSizes = array<i32: 1, 1, 1, 2, 1>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32, i1) -> ()
func.func @async_load_collective(%g: memref<64x128xf16>, %s: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32, %p: i1) {
  "mosaic_gpu.async_load"(%g, %s, %b, %i, %i, %p) <{collective = [0 : i32, 1 : i32], leader_tracked = #mosaic_gpu.copy_partitioned<axis = 0>, operandSegmentSizes = array<i32: 1, 1, 1, 2, 1>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32, i1) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @async_store
// CHECK: "mosaic_gpu.async_store"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 3, 0, 0>, slice_lengths = array<i64: -1, 64, 128>}> {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>, memref<2x64x128xf16>, i32, i32, i32) -> ()
func.func @async_store(%s: memref<64x128xf16, #gpu.address_space<workgroup>>, %g: memref<2x64x128xf16>, %i: i32) {
  "mosaic_gpu.async_store"(%s, %g, %i, %i, %i) <{commit_group = true, is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 3, 0, 0>, slice_lengths = array<i64: -1, 64, 128>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>, memref<2x64x128xf16>, i32, i32, i32) -> ()
  func.return
}

// -----

// Optional properties that are absent stay absent.
// CHECK-LABEL: func.func @async_store_defaults
// CHECK: "mosaic_gpu.async_store"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16, #gpu.address_space<workgroup>>, memref<64x128xf16>, i32, i32) -> ()
func.func @async_store_defaults(%s: memref<64x128xf16, #gpu.address_space<workgroup>>, %g: memref<64x128xf16>, %i: i32) {
  "mosaic_gpu.async_store"(%s, %g, %i, %i) <{is_global_broadcast = false, operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16, #gpu.address_space<workgroup>>, memref<64x128xf16>, i32, i32) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @async_store_reduction
// CHECK: "mosaic_gpu.async_store"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 1>, reduction_op = 0 : i32, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf32, #gpu.address_space<workgroup>>, memref<64x128xf32>, i32, i32, i32) -> ()
func.func @async_store_reduction(%s: memref<64x128xf32, #gpu.address_space<workgroup>>, %g: memref<64x128xf32>, %i: i32) {
  "mosaic_gpu.async_store"(%s, %g, %i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 1>, reduction_op = 0 : i32, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf32, #gpu.address_space<workgroup>>, memref<64x128xf32>, i32, i32, i32) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @async_prefetch
// CHECK: "mosaic_gpu.async_prefetch"(%{{.*}}, %{{.*}}, %{{.*}}) <{collective = [], operandSegmentSizes = array<i32: 1, 2, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16>, i32, i32) -> ()
func.func @async_prefetch(%g: memref<64x128xf16>, %i: i32) {
  "mosaic_gpu.async_prefetch"(%g, %i, %i) <{collective = [], operandSegmentSizes = array<i32: 1, 2, 0>, slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf16>, i32, i32) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @vector_load
// CHECK: "mosaic_gpu.vector_load"(%{{.*}}) <{optimized = true}> {in_transforms = {{\[\[}}]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 64], 4>]} : (memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<128x64xf16>
// CHECK: "mosaic_gpu.vector_load"(%{{.*}}) : (memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<128x64xf16>
func.func @vector_load(%s: memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) {
  %0 = "mosaic_gpu.vector_load"(%s) <{optimized = true}> {in_transforms = [[]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 64], 4>]} : (memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<128x64xf16>
  %1 = "mosaic_gpu.vector_load"(%s) : (memref<128x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> vector<128x64xf16>
  func.return
}

// -----

// CHECK-LABEL: func.func @vector_store
// CHECK: "mosaic_gpu.vector_store"(%{{.*}}, %{{.*}}) <{multimem = false}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 128]>], in_transforms = {{\[\[}}]]} : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
// CHECK: "mosaic_gpu.vector_store"(%{{.*}}, %{{.*}}) <{atomic_type = 0 : i32, optimized = false}> : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
func.func @vector_store(%v: vector<128x128xf32>, %s: memref<128x128xf32, #gpu.address_space<workgroup>>) {
  "mosaic_gpu.vector_store"(%v, %s) <{multimem = false}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 128]>], in_transforms = [[]]} : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
  "mosaic_gpu.vector_store"(%v, %s) <{atomic_type = 0 : i32, optimized = false}> : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @async_store_smem
// CHECK: "mosaic_gpu.async_store_smem"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{cluster_dim = 0 : i32, optimized = true}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
func.func @async_store_smem(%v: vector<64x128xf16>, %s: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  "mosaic_gpu.async_store_smem"(%v, %s, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @async_store_smem_atomic
// CHECK: "mosaic_gpu.async_store_smem"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{atomic_type = 0 : i32, cluster_dim = 1 : i32, optimized = true}> : (vector<64x128xi32>, memref<64x128xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
func.func @async_store_smem_atomic(%v: vector<64x128xi32>, %s: memref<64x128xi32, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  "mosaic_gpu.async_store_smem"(%v, %s, %b, %i) <{atomic_type = 0 : i32, cluster_dim = 1 : i32, optimized = true}> : (vector<64x128xi32>, memref<64x128xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @multimem_load_reduce
// CHECK: "mosaic_gpu.multimem_load_reduce"(%{{.*}}) <{reduction_type = 0 : i32}> : (memref<128xf32>) -> vector<128xf32>
func.func @multimem_load_reduce(%g: memref<128xf32>) {
  %0 = "mosaic_gpu.multimem_load_reduce"(%g) <{reduction_type = 0 : i32}> : (memref<128xf32>) -> vector<128xf32>
  func.return
}
