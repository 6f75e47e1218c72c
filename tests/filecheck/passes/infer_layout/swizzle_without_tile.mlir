// RUN: not mgpu-opt --jax 0.12.0.1 %s --split-input-file -p mgpu-infer-layout 2>/dev/null | filecheck %s
// RUN: not mgpu-opt --jax 0.12.0.1 %s --split-input-file -p mgpu-infer-layout 2>&1 >/dev/null | filecheck %s --check-prefix=INVALID
// RUN: not mgpu-opt --jax 0.11.2 %s --split-input-file -p mgpu-infer-layout 2>/dev/null | filecheck %s
// RUN: not mgpu-opt --jax 0.11.2 %s --split-input-file -p mgpu-infer-layout 2>&1 >/dev/null | filecheck %s --check-prefix=INVALID
// RUN: not mgpu-opt --jax 0.10.2 %s --split-input-file -p mgpu-infer-layout 2>&1 >/dev/null | filecheck %s --check-prefix=REFUSED

// jax 0.12.0.1's with_transforms takes a swizzle without a tile (layout_inference.py:2131; 0.11.2's, :2137): the
// untiled ref is swizzled as one tile, and the swizzle alone is written on it and its views (its inference of
// tokamax 0.0.17's sm90 int4 ragged dot writes exactly these); a transposed view takes a transposed register layout,
// stored as jax's store_untiled does (the ref tiled by its shape). jax 0.10.2 refuses it.
"builtin.module"() ({
  "func.func"() <{function_type = (vector<64x64xbf16>) -> (), sym_name = "store_transposed"}> ({
  ^bb0(%v: vector<64x64xbf16>):
    // CHECK: "mosaic_gpu.slice_smem"() {{.*}}out_transforms = {{\[\[}}#mosaic_gpu.swizzle<128 : i32>]]
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xbf16, #gpu.address_space<workgroup>>
    // CHECK: "mosaic_gpu.with_transforms"{{.*}}in_transforms = {{\[\[}}#mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.swizzle<128 : i32>]]
    // REFUSED: error: 'mosaic_gpu.with_transforms' op Unsupported transforms [#mosaic_gpu.swizzle<128 : i32>]
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xbf16, #gpu.address_space<workgroup>>) -> memref<64x64xbf16, #gpu.address_space<workgroup>>
    // CHECK: memref.transpose {{.*}}in_transforms = {{\[\[}}#mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.swizzle<128 : i32>]]
    %r = "memref.transpose"(%t) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<64x64xbf16, #gpu.address_space<workgroup>>) -> memref<64x64xbf16, strided<[1, 64]>, #gpu.address_space<workgroup>>
    %c = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>}> : (vector<64x64xbf16>) -> vector<64x64xbf16>
    // CHECK: "mosaic_gpu.vector_store"{{.*}}in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[64, 8\], \[16, 8\], \[8, 8\], \[2, 2\], \[2, 1\]\]}}, warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>], in_transforms = {{\[\[}}#mosaic_gpu.swizzle<128 : i32>]]
    "mosaic_gpu.vector_store"(%c, %r) <{optimized = true}> : (vector<64x64xbf16>, memref<64x64xbf16, strided<[1, 64]>, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Its minor dim must be a multiple of the swizzle (constraints.py:1416 at 0.12.0.1): 32 bf16 are 64 bytes.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "too_narrow"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x32xbf16, #gpu.address_space<workgroup>>
    // INVALID: error: 'mosaic_gpu.with_transforms' op Cannot apply empty tiling with 128 swizzle to memref with shape (64, 32).
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x32xbf16, #gpu.address_space<workgroup>>) -> memref<64x32xbf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
