// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax's FragmentedArray moves a strided layout's vectors whole, and stores a splat as a strided value of 128 threads
// (jax/experimental/mosaic/gpu/fragmented_array.py at jax-v0.12.0.1, the line in each case; the same words at
// jax-v0.10.2 and jax-v0.11.2). mgpu refuses the same values in jax's words.

// A strided load of one i4 a thread: half a byte (load_strided, :1237).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<256xi4, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_load' op Vector length should be a multiple of byte size}}
    // expected-note @+1 {{a strided vector of 1 i4 is a part of a byte}}
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 1>]} : (memref<256xi4, #gpu.address_space<workgroup>>) -> vector<256xi4>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A strided store of the same (store_untiled, :4050).
"builtin.module"() ({
  "func.func"() <{function_type = (i4) -> (), sym_name = "k"}> ({
  ^bb0(%x: i4):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 1>]} : (i4) -> vector<256xi4>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<256xi4, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Vector length should be a multiple of byte size}}
    // expected-note @+1 {{give the layout a vec_size of whole bytes}}
    "mosaic_gpu.vector_store"(%v, %s) <{optimized = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 1>]} : (vector<256xi4>, memref<256xi4, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A splat of 64 elements: not one element, nor a multiple of 128 (_store_untiled_splat, :4166).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64]>]} : (f32) -> vector<64xf32>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64xf32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Arrays with the splat layout can only be stored when they have a single element or a multiple of 128 elements}}
    // expected-note @+1 {{the stored splat has shape (64,)}}
    "mosaic_gpu.vector_store"(%v, %s) <{optimized = false}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64]>]} : (vector<64xf32>, memref<64xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Two i4 a thread are a byte: they load and store.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<256xi4, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (memref<256xi4, #gpu.address_space<workgroup>>) -> vector<256xi4>
    "mosaic_gpu.vector_store"(%v, %s) <{optimized = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xi4>, memref<256xi4, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
