// RUN: mgpu-opt %s --jax 0.12.0.1 -p mgpu-infer-layout --split-input-file --verify-diagnostics
// Where no layout fits, jax 0.12 names the first constraint its rules stated that its system, reduced until a pass
// finds it unsatisfiable, breaks (try_raise_constraint_specific_error, layout_inference.py:2671-2725 at the 0.12.0.1
// wheel), at the op that stated it. Each message below is jax 0.12.0.1's own on the same module.

// A relayout jax does not implement: WGMMA to TCGEN05, the second cast's.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "relayout"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    %a = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}> : (vector<128x128xf32>) -> vector<128x128xf32>
    // expected-error @+2 {{'mosaic_gpu.layout_cast' op Failed to infer a possible set of layouts: cannot relayout from register layout WGMMA to TCGEN05}}
    // expected-note @+1 {{cast the value to TCGEN05 where it is made, or go through SMEM}}
    %b = "mosaic_gpu.layout_cast"(%a) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}> : (vector<128x128xf32>) -> vector<128x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A strided value stored into a tiled, swizzled ref: no transfer plan (an optimized one: vector_store's optimized is
// unset).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "transfer"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %u = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%u) <{optimized = true}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    %a = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 4>}> : (vector<128x128xf32>) -> vector<128x128xf32>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Failed to infer a possible set of layouts: no optimized SMEM <-> registers transfer plan could be synthesized for register layout WGStridedFragLayout(shape=(128, 128), vec_size=4) and ref with transforms (TilingTransform((8, 32)), SwizzleTransform(128))}}
    // expected-note @+1 {{or give the ref other transforms}}
    "mosaic_gpu.vector_store"(%a, %t) : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// The same into a ref tiled by a tile of 16 bytes (unswizzled), unoptimized: jax writes the tile alone.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "transfer_unswizzled"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %u = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 4]>]}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%u) <{optimized = true}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    %a = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[128, 128], 4>}> : (vector<128x128xf32>) -> vector<128x128xf32>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Failed to infer a possible set of layouts: no SMEM <-> registers transfer plan could be synthesized for register layout WGStridedFragLayout(shape=(128, 128), vec_size=4) and ref with transforms (TilingTransform((8, 4)),)}}
    // expected-note @+1 {{or give the ref other transforms}}
    "mosaic_gpu.vector_store"(%a, %t) <{optimized = false}> : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A slice's operand and result are one layout; the first reduction pass makes one WGMMA (from the cast before) and
// the other WGMMA_TRANSPOSED (from the strict cast after), the second finds them unequal: jax names the slice.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "equal"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    %a = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}> : (vector<128x128xf32>) -> vector<128x128xf32>
    // expected-error @+2 {{'vector.extract_strided_slice' op Failed to infer a possible set of layouts: expected register layouts WGMMA and WGMMA_TRANSPOSED to be equal}}
    // expected-note @+1 {{make the layout_casts agree}}
    %e = "vector.extract_strided_slice"(%a) <{offsets = [0, 0], sizes = [64, 128], strides = [1, 1]}> : (vector<128x128xf32>) -> vector<64x128xf32>
    %b = "mosaic_gpu.layout_cast"(%e) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>, strict = true}> : (vector<64x128xf32>) -> vector<64x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A strict cast straight after another: the first pass finds the two layouts unequal, when nothing was known of the
// strict cast's operand, so jax names no constraint and says its general words (mgpu: at the op it cannot lay out).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "first_pass"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    %a = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}> : (vector<128x128xf32>) -> vector<128x128xf32>
    // expected-error @+2 {{'mosaic_gpu.layout_cast' op Failed to infer a possible set of layouts. This should only happen if user-provided layout casts are unsatisfiable.}}
    // expected-note @+1 {{no register layout}}
    %b = "mosaic_gpu.layout_cast"(%a) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, strict = true}> : (vector<128x128xf32>) -> vector<128x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A row reduction of a WGMMA_TRANSPOSED value is its reduced layout (jax 0.12 writes the unreduced_operation field of
// a layout it does not name), which the strict cast after it cannot equal.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "reduced"}> ({
    %u = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %w = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<128xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%u) <{optimized = false}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    %x = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>}> : (vector<128x128xf32>) -> vector<128x128xf32>
    %acc = arith.constant dense<0.0> : vector<128xf32>
    %r = vector.multi_reduction <add>, %x, %acc [1] : vector<128x128xf32> to vector<128xf32>
    // expected-error @+2 {{'mosaic_gpu.layout_cast' op Failed to infer a possible set of layouts: expected register layouts TiledLayout(tiling=Tiling(tiles=((64,), (16,), (8,), (2,))), warp_dims=(-4,), lane_dims=(-2, Replicated(times=2), Replicated(times=4)), vector_dim=-1, unreduced_operation=None) and WGMMA_ROW to be equal}}
    // expected-note @+1 {{make the layout_casts agree}}
    %c = "mosaic_gpu.layout_cast"(%r) <{new_layout = #mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>, strict = true}> : (vector<128xf32>) -> vector<128xf32>
    %b = "mosaic_gpu.broadcast_in_dim"(%c) <{broadcast_dimensions = array<i64: 0>}> : (vector<128xf32>) -> vector<128x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
