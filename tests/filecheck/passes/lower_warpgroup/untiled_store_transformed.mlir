// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax stores a strided or splat value through store_untiled, which reads the ref untiled and unswizzled: a tiled ref it
// refuses in store_tiled, naming the layout, a swizzled one in store_untiled (fragmented_array.py:4406, :4044 at the
// 0.12.0.1 wheel; :3950, and an unpacking error of dialect_lowering.py:572, at jax-v0.10.2). Each case checked in
// jax 0.10.2, 0.11.2 and 0.12.0.1 (lowered by jax's rules, dialect_lowering.LoweringContext.lower_op).

// A strided value into a ref tiled by 64.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "tiled"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[1024], 4>]} : (f32) -> vector<1024xf32>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[64]>]]} : () -> memref<1024xf32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op WGStridedFragLayout(shape=(1024,), vec_size=4)}}
    // expected-note @+1 {{store the value to a ref without transforms}}
    "mosaic_gpu.vector_store"(%v, %s) <{optimized = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[1024], 4>], in_transforms = [[#mosaic_gpu.tile<[64]>]]} : (vector<1024xf32>, memref<1024xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A strided value into a ref swizzled by 128 bytes, not tiled.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "swizzled"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[1024], 4>]} : (f32) -> vector<1024xf32>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<1024xf32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Only TiledLayouts support swizzling}}
    // expected-note @+1 {{store the value to a ref without transforms}}
    "mosaic_gpu.vector_store"(%v, %s) <{optimized = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[1024], 4>], in_transforms = [[#mosaic_gpu.swizzle<128 : i32>]]} : (vector<1024xf32>, memref<1024xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A splat into a ref tiled by 64 (a swizzle alone moves none of its elements: store_untiled stores it).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "splat_tiled"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[1024]>]} : (f32) -> vector<1024xf32>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[64]>]]} : () -> memref<1024xf32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op WGSplatFragLayout(shape=(1024,))}}
    // expected-note @+1 {{store the value to a ref without transforms}}
    "mosaic_gpu.vector_store"(%v, %s) <{optimized = false}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[1024]>], in_transforms = [[#mosaic_gpu.tile<[64]>]]} : (vector<1024xf32>, memref<1024xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
