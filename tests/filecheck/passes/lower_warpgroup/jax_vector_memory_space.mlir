// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// The refs jax's vector_load and vector_store take (dialect_lowering.py:437, :450, :549 at jax-v0.12.0.1),
// one case each, each refused by jax 0.12.0.1's lower_mgpu_dialect in these words (or, the last, lowered).

// A tiled load from TMEM.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xf32, #mosaic_gpu.tmem>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<128x128xf32, #mosaic_gpu.tmem>):
    // expected-error @+2 {{'mosaic_gpu.vector_load' op Unsupported memory space: #mosaic_gpu.tmem}}
    // expected-note @+1 {{a vector_load in a tiled layout reads GMEM (a ref of no memory space) or SMEM, this CTA's (#gpu.address_space<workgroup>) or another's (TMEM is read with mosaic_gpu.async_load_tmem and written with async_store_tmem)}}
    %v = "mosaic_gpu.vector_load"(%r) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<128x128xf32, #mosaic_gpu.tmem>) -> vector<128x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A store to TMEM.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xf32, #mosaic_gpu.tmem>, f32) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<128x128xf32, #mosaic_gpu.tmem>, %x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<128x128xf32>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Unsupported memory space: #mosaic_gpu.tmem}}
    // expected-note @+1 {{a vector_store writes GMEM (a ref of no memory space) or this CTA's SMEM (#gpu.address_space<workgroup>)}}
    "mosaic_gpu.vector_store"(%v, %r) {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<128x128xf32>, memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A store to another CTA's SMEM (a load from it is lowered: jax's load takes cluster SMEM, its store does not).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xf32, #mosaic_gpu.smem_cluster>, f32) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<128x128xf32, #mosaic_gpu.smem_cluster>, %x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<128x128xf32>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Unsupported memory space: #mosaic_gpu.smem_cluster}}
    // expected-note @+1 {{a vector_store writes GMEM}}
    "mosaic_gpu.vector_store"(%v, %r) {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = [[]]} : (vector<128x128xf32>, memref<128x128xf32, #mosaic_gpu.smem_cluster>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A strided store to a private ref.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xf32, #gpu.address_space<private>>, f32) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<128x128xf32, #gpu.address_space<private>>, %x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 1>]} : (f32) -> vector<128x128xf32>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Unsupported memory space: #gpu.address_space<private>}}
    // expected-note @+1 {{a vector_store writes GMEM}}
    "mosaic_gpu.vector_store"(%v, %r) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 1>]} : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<private>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A load in a splat layout.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xf32>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<128x128xf32>):
    // expected-error @+2 {{'mosaic_gpu.vector_load' op mosaic_gpu.vector_load has an unsupported layout: #mosaic_gpu.WGSplatFragLayout<[128, 128]>}}
    // expected-note @+1 {{a vector_load's result is strided (WGStridedFragLayout) or tiled (TiledLayout): load it so and broadcast or layout_cast the value}}
    %v = "mosaic_gpu.vector_load"(%r) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 128]>]} : (memref<128x128xf32>) -> vector<128x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A strided load from TMEM: jax lowers it (its load_strided reads any ref), and so does mgpu.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xf32, #mosaic_gpu.tmem>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<128x128xf32, #mosaic_gpu.tmem>):
    %v = "mosaic_gpu.vector_load"(%r) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 1>]} : (memref<128x128xf32, #mosaic_gpu.tmem>) -> vector<128x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
