// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s

// Every mosaic_gpu type and attribute prints back exactly as jaxlib prints it.

// CHECK-LABEL: func.func @barrier_types
// CHECK-SAME: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
// CHECK-SAME: memref<2x!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>
func.func @barrier_types(%a: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %b: memref<2x!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>) {
  func.return
}

// -----

// The default orders_tensor_core = false is elided, as jaxlib does.
// CHECK-LABEL: func.func @barrier_default_elided
// CHECK-SAME: memref<!mosaic_gpu.barrier>)
func.func @barrier_default_elided(%a: memref<!mosaic_gpu.barrier<orders_tensor_core = false>>) {
  func.return
}

// -----

// CHECK-LABEL: func.func @memory_spaces
// CHECK-SAME: memref<128x128xf32, #mosaic_gpu.tmem>
// CHECK-SAME: memref<64x128xf16, #mosaic_gpu.smem_cluster>
func.func @memory_spaces(%t: memref<128x128xf32, #mosaic_gpu.tmem>, %c: memref<64x128xf16, #mosaic_gpu.smem_cluster>) {
  func.return
}

// -----

// CHECK-LABEL: func.func @transforms
// CHECK: transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]
// CHECK: transforms = [#mosaic_gpu.tile<[64, 32]>, #mosaic_gpu.swizzle<16 : i32>]
// CHECK: transforms = [#mosaic_gpu.swizzle<32 : i32>, #mosaic_gpu.swizzle<64 : i32>]
func.func @transforms() {
  "test.op"() {transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]} : () -> ()
  "test.op"() {transforms = [#mosaic_gpu.tile<[64, 32]>, #mosaic_gpu.swizzle<16 : i32>]} : () -> ()
  "test.op"() {transforms = [#mosaic_gpu.swizzle<32 : i32>, #mosaic_gpu.swizzle<64 : i32>]} : () -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @tiled_layouts
// CHECK: layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
// CHECK: layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>
func.func @tiled_layouts() {
  "test.op"() {layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>} : () -> ()
  "test.op"() {layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>} : () -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @replicated
// CHECK: layout = #mosaic_gpu.TiledLayout<[[128, 4], [32, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-2], vector_dim = -3>
func.func @replicated() {
  "test.op"() {layout = #mosaic_gpu.TiledLayout<[[128, 4], [32, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-2], vector_dim = -3>} : () -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @frag_layouts
// CHECK: layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 64], 4>, #mosaic_gpu.WGSplatFragLayout<[128, 128]>]
func.func @frag_layouts() {
  "test.op"() {layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 64], 4>, #mosaic_gpu.WGSplatFragLayout<[128, 128]>]} : () -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @copy_partitions
// CHECK: a = #mosaic_gpu.copy_replicated, b = #mosaic_gpu.copy_partitioned<axis = 1>
func.func @copy_partitions() {
  "test.op"() {a = #mosaic_gpu.copy_replicated, b = #mosaic_gpu.copy_partitioned<axis = 1>} : () -> ()
  func.return
}
