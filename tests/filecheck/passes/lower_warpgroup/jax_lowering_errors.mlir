// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax's lowering errors for a vector.multi_reduction, a wgmma and a vector_load (dialect_lowering.py:840-853,
// 1654 and 419-426 at jax-v0.12.0.1), in its words, one a case.

// A row sum whose result's layout is not its accumulator's.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x16xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x16xf32, #gpu.address_space<workgroup>>) -> vector<64x16xf32>
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64]>]} : (f32) -> vector<64xf32>
    // expected-error @+2 {{'vector.multi_reduction' op Output layout #mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1> must match the accumulator layout #mosaic_gpu.WGSplatFragLayout<[64]>}}
    // expected-note @+1 {{give the result and the accumulator one layout}}
    %r = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.WGSplatFragLayout<[64]>], out_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : (vector<64x16xf32>, vector<64xf32>) -> vector<64xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A wgmma whose A is swizzled by 64 bytes and B by 128: jax's descriptors take one swizzle.
#acc = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
func.func @wgmma_swizzles(%c: vector<64x64xf32>, %a: memref<64x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x64xf16, #gpu.address_space<workgroup>>) -> vector<64x64xf32> {
  // expected-error @+2 {{'mosaic_gpu.wgmma' op Non-matching swizzles of operands a and b in WGMMA: k64ByteSwizzle != k128ByteSwizzle}}
  // expected-note @+1 {{give A's and B's SMEM refs the same swizzle transform}}
  %d = mosaic_gpu.wgmma accumulator(%c : vector<64x64xf32>) a(%a : memref<64x64xf16, #gpu.address_space<workgroup>>) b(%b : memref<64x64xf16, #gpu.address_space<workgroup>>) {in_layouts = [#acc], in_transforms = [[#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>], [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#acc]} -> vector<64x64xf32>
  func.return %d : vector<64x64xf32>
}

// -----

// A reduction of two dims of a 2x64x16 vector: jax reduces one dim at a time.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 64, 16]>]} : (f32) -> vector<2x64x16xf32>
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : (f32) -> vector<64xf32>
    // expected-error @+2 {{'vector.multi_reduction' op Only 1 reduction dimension is supported.}}
    // expected-note @+1 {{reduce one dimension at a time}}
    %r = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 2>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 64, 16]>, #mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : (vector<2x64x16xf32>, vector<64xf32>) -> vector<64xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A strided load of a tiled, swizzled SMEM ref: jax's load_strided reads a ref untiled.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x64xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_load' op Transformed or swizzled strided loads are not supported}}
    // expected-note @+1 {{load a tiled or swizzled SMEM ref into a tiled layout}}
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 64], 4>]} : (memref<128x64xf16, #gpu.address_space<workgroup>>) -> vector<128x64xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A kernel that allocates TMEM for a CTA pair, then relinquishes the allocation permit of one CTA: jax's
// lowering takes a kernel's tcgen05 ops all collective or none.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %slot = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<i32, #gpu.address_space<workgroup>>
    %a = "mosaic_gpu.tmem_alloc"(%slot) <{collective = true, packing = 1 : i32}> {in_transforms = [[]], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x256xi32, #mosaic_gpu.tmem>
    // expected-error @+2 {{'mosaic_gpu.tmem_relinquish_alloc_permit' op Collective attributes are inconsistent across operations in the kernel.}}
    // expected-note @+1 {{all collective (a CTA pair) or none is}}
    "mosaic_gpu.tmem_relinquish_alloc_permit"() <{collective = false}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
