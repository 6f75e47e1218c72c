// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax's checks that an op reads a ref as the op that made it left it (jax/experimental/mosaic/gpu/dialect_lowering.py
// at jax-v0.12.0.1, the line in each case), in its words, one a case; each case (wrapped in a gpu.launch) is refused
// in these words by jax 0.12.0.1's lower_mgpu_dialect.

// An op reads an SMEM ref with another swizzle than the op that made it gave it (:243).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %src = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_load' op Expected transforms [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>] do not match actual transforms [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}}
    // expected-note @+1 {{the result of 'mosaic_gpu.slice_smem' made this ref with out_transforms [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]: give this op the same in_transforms (mgpu-infer-layout does)}}
    %v = "mosaic_gpu.vector_load"(%src) <{optimized = true}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// ... with another tile: the tiled types differ, and jax's _undo_conversion_cast says so first (:160).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %src = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_load' op Expected type memref<8x4x8x32xf16, #gpu.address_space<workgroup>> for value the result of 'mosaic_gpu.slice_smem' (memref<8x2x8x64xf16, #gpu.address_space<workgroup>>)}}
    // expected-note @+1 {{the result of 'mosaic_gpu.slice_smem' made this ref with out_transforms [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>], this op reads it with [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]: give both one value (mgpu-infer-layout does)}}
    %v = "mosaic_gpu.vector_load"(%src) <{optimized = true}> {in_transforms = [[#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A cast to a static offset that is not at a whole tile (tile_offset, :977).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %c = "memref.cast"(%s) {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.cast' op Offset 8 is not divisible by tile size 64}}
    // expected-note @+1 {{a tiled SMEM ref starts at a whole tile: offset it by a multiple of the tile in each tiled dim}}
    %d = "memref.cast"(%c) {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<64x128xf16, strided<[128, 1], offset: 8>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A ref whose tiled dims do not have its smallest strides (tile_strides, :1002).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    // expected-error @+2 {{'mosaic_gpu.slice_smem' op Can not tile strides when tiled dimensions have been transposed with untiled dimensions. Strides: (1, 256, 2), tiling: (8, 64)}}
    // expected-note @+1 {{jax tiles an SMEM ref whose tiled (trailing) dims have its smallest strides, each a whole number of tiles of the next}}
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<2x64x128xf16, strided<[1, 256, 2]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A ref whose row stride is not a whole number of tile rows (tile_strides, :1031).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    // expected-error @+2 {{'mosaic_gpu.slice_smem' op Stride 100 is not divisible by 64 (tile size = 64). Strides: (100, 1), tiling: (8, 64)}}
    // expected-note @+1 {{jax tiles an SMEM ref whose tiled (trailing) dims have its smallest strides, each a whole number of tiles of the next}}
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, strided<[100, 1]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A TMEM ref read with another layout than the allocation gave it (_tmem_ref_from_ir, :2426).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %slot = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<i32, #gpu.address_space<workgroup>>
    %a = "mosaic_gpu.tmem_alloc"(%slot) <{collective = false, packing = 1 : i32}> {in_transforms = [[]], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    // expected-error @+2 {{'mosaic_gpu.async_load_tmem' op the result of 'mosaic_gpu.tmem_alloc' has a layout #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1> that does not match the expected layout #mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>.}}
    // expected-note @+1 {{the op's in_tmem_layouts must be the layout the TMEM ref was made with (mgpu-infer-layout gives both one value)}}
    %w = "mosaic_gpu.async_load_tmem"(%a) {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<128x128xf32, #mosaic_gpu.tmem>) -> vector<128x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A cast of a TMEM ref that changes its layout (:2053).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %slot = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<i32, #gpu.address_space<workgroup>>
    %a = "mosaic_gpu.tmem_alloc"(%slot) <{collective = false, packing = 1 : i32}> {in_transforms = [[]], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    // expected-error @+2 {{'memref.cast' op memref.cast tmem layouts must be identical for both input and output but got in_tmem_layout=TiledLayoutAttr(#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>) and out_tmem_layout=TiledLayoutAttr(#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>)}}
    // expected-note @+1 {{a cast of a TMEM ref keeps its layout: give in_tmem_layouts and out_tmem_layouts one value (mgpu-infer-layout does)}}
    %c = "memref.cast"(%a) {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, strided<[128, 1], offset: ?>, #mosaic_gpu.tmem>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
