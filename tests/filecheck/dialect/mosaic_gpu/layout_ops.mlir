// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s

// SMEM refs, transforms and register-layout ops.

// CHECK-LABEL: func.func @slice_smem
// CHECK: "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
// CHECK: "mosaic_gpu.slice_smem"() <{offset = 131072 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
func.func @slice_smem() {
  %0 = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
  %1 = "mosaic_gpu.slice_smem"() <{offset = 131072 : i32}> : () -> memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
  func.return
}

// -----

// CHECK-LABEL: func.func @slice_smem_alias
// CHECK: "mosaic_gpu.slice_smem"() <{alias_id = 3 : i32, offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
func.func @slice_smem_alias() {
  %0 = "mosaic_gpu.slice_smem"() <{alias_id = 3 : i32, offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
  func.return
}

// -----

// CHECK-LABEL: func.func @with_transforms
// CHECK: "mosaic_gpu.with_transforms"(%{{.*}}) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
func.func @with_transforms(%s: memref<128x128xf32, #gpu.address_space<workgroup>>) {
  %0 = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> {in_transforms = [[#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
  func.return
}

// -----

// CHECK-LABEL: func.func @reinterpret_cast
// CHECK: "mosaic_gpu.reinterpret_cast"(%{{.*}}) : (memref<2x64x64xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, #gpu.address_space<workgroup>>
func.func @reinterpret_cast(%s: memref<2x64x64xf16, #gpu.address_space<workgroup>>) {
  %0 = "mosaic_gpu.reinterpret_cast"(%s) : (memref<2x64x64xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, #gpu.address_space<workgroup>>
  func.return
}

// -----

// CHECK-LABEL: func.func @get_cluster_ref
// CHECK: "mosaic_gpu.get_cluster_ref"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<64x128xf16, #gpu.address_space<workgroup>>, i32) -> memref<64x128xf16, #mosaic_gpu.smem_cluster>
func.func @get_cluster_ref(%s: memref<64x128xf16, #gpu.address_space<workgroup>>, %x: i32) {
  %0 = "mosaic_gpu.get_cluster_ref"(%s, %x) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<64x128xf16, #gpu.address_space<workgroup>>, i32) -> memref<64x128xf16, #mosaic_gpu.smem_cluster>
  func.return
}

// -----

// layout_cast has jaxlib's custom format; new_layout prints in the attribute dictionary.
// CHECK-LABEL: func.func @layout_cast
// CHECK: mosaic_gpu.layout_cast x(%{{.*}} : vector<128x128xf32>) {new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}
// CHECK: mosaic_gpu.layout_cast x(%{{.*}} : vector<128x128xf32>) {new_layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>}
func.func @layout_cast(%v: vector<128x128xf32>) {
  %0 = mosaic_gpu.layout_cast x(%v : vector<128x128xf32>) {new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}
  %1 = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>}> : (vector<128x128xf32>) -> vector<128x128xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @broadcast_in_dim
// CHECK: mosaic_gpu.broadcast_in_dim(%{{.*}} : vector<128xf32>) {broadcast_dimensions = array<i64: 0>} -> vector<128x64xf32>
func.func @broadcast_in_dim(%v: vector<128xf32>) {
  %0 = mosaic_gpu.broadcast_in_dim(%v : vector<128xf32>) {broadcast_dimensions = array<i64: 0>} -> vector<128x64xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @broadcasted_iota
// CHECK: "mosaic_gpu.broadcasted_iota"() <{dimension = 1 : i32}> : () -> vector<128x64xi32>
func.func @broadcasted_iota() {
  %0 = "mosaic_gpu.broadcasted_iota"() <{dimension = 1 : i32}> : () -> vector<128x64xi32>
  func.return
}

// -----

// CHECK-LABEL: func.func @optimization_barrier
// CHECK: "mosaic_gpu.optimization_barrier"(%{{.*}}, %{{.*}}) {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]} : (vector<64x128xf32>, i32) -> (vector<64x128xf32>, i32)
func.func @optimization_barrier(%v: vector<64x128xf32>, %i: i32) {
  %0, %1 = "mosaic_gpu.optimization_barrier"(%v, %i) {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]} : (vector<64x128xf32>, i32) -> (vector<64x128xf32>, i32)
  func.return
}

// -----

// CHECK-LABEL: func.func @assume_multiple
// CHECK: mosaic_gpu.assume_multiple %{{.*}}, 16 : index
func.func @assume_multiple(%i: index) {
  %0 = mosaic_gpu.assume_multiple %i, 16 : index
  func.return
}

// -----

// CHECK-LABEL: func.func @debug_and_print_layout
// CHECK: "mosaic_gpu.debug_print"(%{{.*}}) <{format = "v = {}"}> : (vector<128xf32>) -> ()
// CHECK: "mosaic_gpu.print_layout"(%{{.*}}) <{format = "layout: {}"}> : (vector<128xf32>) -> ()
func.func @debug_and_print_layout(%v: vector<128xf32>) {
  "mosaic_gpu.debug_print"(%v) <{format = "v = {}"}> : (vector<128xf32>) -> ()
  "mosaic_gpu.print_layout"(%v) <{format = "layout: {}"}> : (vector<128xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @custom_primitive
// CHECK: "mosaic_gpu.custom_primitive"(%{{.*}}) <{in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>], in_transforms = [], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]}> ({
// CHECK: mosaic_gpu.return %{{.*}} : vector<128xf32>
// CHECK: }) : (vector<128xf32>) -> vector<128xf32>
func.func @custom_primitive(%v: vector<128xf32>) {
  %0 = "mosaic_gpu.custom_primitive"(%v) <{in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>], in_transforms = [], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]}> ({
    ^bb0(%a: vector<128xf32>):
      mosaic_gpu.return %a : vector<128xf32>
  }) : (vector<128xf32>) -> vector<128xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @warp_map
// CHECK: "mosaic_gpu.warp_map"(%{{.*}}) ({
func.func @warp_map(%i: i32) {
  "mosaic_gpu.warp_map"(%i) ({
    ^bb0(%a: i32):
      %0 = arith.addi %a, %a : i32
  }) : (i32) -> ()
  func.return
}
