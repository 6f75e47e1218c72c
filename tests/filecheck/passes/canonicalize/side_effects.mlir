// RUN: mgpu-opt --jax 0.10.2 %s -p canonicalize,cse --split-input-file | filecheck %s --check-prefixes=CHECK,KEPT
// RUN: mgpu-opt --jax 0.11.2 %s -p canonicalize,cse --split-input-file | filecheck %s --check-prefixes=CHECK,MERGED
// RUN: mgpu-opt --jax 0.12.0.1 %s -p canonicalize,cse --split-input-file | filecheck %s --check-prefixes=CHECK,MERGED

// jaxlib 0.10.2 declares with_transforms, layout_cast, tmem_layout_cast and slice_tmem with no side-effect-free
// trait; jaxlib 0.11.2 and 0.12.0.1 declare them Pure (JaxVersion.side_effecting_ops). So 0.10.2's
// canonicalize,cse keeps two equal ones (KEPT) and an unused one, 0.11.2's and 0.12.0.1's merge them (MERGED) and
// erase it. Each release's output is what its jaxlib's own canonicalize,cse leaves of the same input
// (tests/interop/check_jaxlib.py --compare --jaxlib-pipeline canonicalize,cse --split-input-file, in that
// release's venv, with --mgpu-opt-arg=--jax=RELEASE --mgpu-opt-arg=-p --mgpu-opt-arg=canonicalize,cse).

// Two equal with_transforms ops.
func.func @with_transforms(%a: memref<64x64xf16, #gpu.address_space<workgroup>>) -> (memref<64x64xf16, #gpu.address_space<workgroup>>, memref<64x64xf16, #gpu.address_space<workgroup>>) {
  %0 = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
  %1 = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
  return %0, %1 : memref<64x64xf16, #gpu.address_space<workgroup>>, memref<64x64xf16, #gpu.address_space<workgroup>>
}
// CHECK-LABEL: func.func @with_transforms
// CHECK-NEXT:    %0 = {{.*}}mosaic_gpu.with_transforms
// KEPT-NEXT:     %1 = {{.*}}mosaic_gpu.with_transforms
// KEPT-NEXT:     return %0, %1
// MERGED-NEXT:   return %0, %0

// -----

// An unused with_transforms.
func.func @with_transforms_unused(%a: memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>> {
  %0 = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
  %1 = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
  return %0 : memref<64x64xf16, #gpu.address_space<workgroup>>
}
// CHECK-LABEL: func.func @with_transforms_unused
// CHECK-NEXT:    %0 = {{.*}}mosaic_gpu.with_transforms
// KEPT-NEXT:     %1 = {{.*}}mosaic_gpu.with_transforms
// CHECK-NEXT:    return %0 :

// -----

// Two equal layout_cast ops.
func.func @layout_cast(%v: vector<128xf32>) -> (vector<128xf32>, vector<128xf32>) {
  %0 = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[128], 1>}> : (vector<128xf32>) -> vector<128xf32>
  %1 = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[128], 1>}> : (vector<128xf32>) -> vector<128xf32>
  return %0, %1 : vector<128xf32>, vector<128xf32>
}
// CHECK-LABEL: func.func @layout_cast
// CHECK-NEXT:    %0 = {{.*}}mosaic_gpu.layout_cast
// KEPT-NEXT:     %1 = {{.*}}mosaic_gpu.layout_cast
// KEPT-NEXT:     return %0, %1
// MERGED-NEXT:   return %0, %0

// -----

// An unused layout_cast.
func.func @layout_cast_unused(%v: vector<128xf32>) -> vector<128xf32> {
  %0 = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[128], 1>}> : (vector<128xf32>) -> vector<128xf32>
  %1 = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[128], 1>}> : (vector<128xf32>) -> vector<128xf32>
  return %0 : vector<128xf32>
}
// CHECK-LABEL: func.func @layout_cast_unused
// CHECK-NEXT:    %0 = {{.*}}mosaic_gpu.layout_cast
// KEPT-NEXT:     %1 = {{.*}}mosaic_gpu.layout_cast
// CHECK-NEXT:    return %0 :

// -----

// Two equal tmem_layout_cast ops.
func.func @tmem_layout_cast(%t: memref<128x128xf32, #mosaic_gpu.tmem>) -> (memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x128xf32, #mosaic_gpu.tmem>) {
  %0 = "mosaic_gpu.tmem_layout_cast"(%t) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  %1 = "mosaic_gpu.tmem_layout_cast"(%t) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  return %0, %1 : memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x128xf32, #mosaic_gpu.tmem>
}
// CHECK-LABEL: func.func @tmem_layout_cast
// CHECK-NEXT:    %0 = {{.*}}mosaic_gpu.tmem_layout_cast
// KEPT-NEXT:     %1 = {{.*}}mosaic_gpu.tmem_layout_cast
// KEPT-NEXT:     return %0, %1
// MERGED-NEXT:   return %0, %0

// -----

// An unused tmem_layout_cast.
func.func @tmem_layout_cast_unused(%t: memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem> {
  %0 = "mosaic_gpu.tmem_layout_cast"(%t) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  %1 = "mosaic_gpu.tmem_layout_cast"(%t) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  return %0 : memref<128x128xf32, #mosaic_gpu.tmem>
}
// CHECK-LABEL: func.func @tmem_layout_cast_unused
// CHECK-NEXT:    %0 = {{.*}}mosaic_gpu.tmem_layout_cast
// KEPT-NEXT:     %1 = {{.*}}mosaic_gpu.tmem_layout_cast
// CHECK-NEXT:    return %0 :

// -----

// Two equal slice_tmem ops.
func.func @slice_tmem(%t: memref<128x256xf32, #mosaic_gpu.tmem>) -> (memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x128xf32, #mosaic_gpu.tmem>) {
  %0 = "mosaic_gpu.slice_tmem"(%t) <{offset = 128 : i32}> : (memref<128x256xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  %1 = "mosaic_gpu.slice_tmem"(%t) <{offset = 128 : i32}> : (memref<128x256xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  return %0, %1 : memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x128xf32, #mosaic_gpu.tmem>
}
// CHECK-LABEL: func.func @slice_tmem
// CHECK-NEXT:    %0 = {{.*}}mosaic_gpu.slice_tmem
// KEPT-NEXT:     %1 = {{.*}}mosaic_gpu.slice_tmem
// KEPT-NEXT:     return %0, %1
// MERGED-NEXT:   return %0, %0

// -----

// An unused slice_tmem.
func.func @slice_tmem_unused(%t: memref<128x256xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem> {
  %0 = "mosaic_gpu.slice_tmem"(%t) <{offset = 128 : i32}> : (memref<128x256xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  %1 = "mosaic_gpu.slice_tmem"(%t) <{offset = 128 : i32}> : (memref<128x256xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  return %0 : memref<128x128xf32, #mosaic_gpu.tmem>
}
// CHECK-LABEL: func.func @slice_tmem_unused
// CHECK-NEXT:    %0 = {{.*}}mosaic_gpu.slice_tmem
// KEPT-NEXT:     %1 = {{.*}}mosaic_gpu.slice_tmem
// CHECK-NEXT:    return %0 :
