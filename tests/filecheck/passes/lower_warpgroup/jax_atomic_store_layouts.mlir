// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// The layouts jax's atomic vector_store refuses (jax/experimental/mosaic/gpu/fragmented_array.py at jax-v0.12.0.1,
// the line in each case; the same words at jax-v0.10.2 and jax-v0.11.2).

// f16 pairs of an SMEM atomic add: a strided layout of one f16 a register (_store_register_atomic, :4327).
"builtin.module"() ({
  "func.func"() <{function_type = (f16) -> (), sym_name = "k"}> ({
  ^bb0(%x: f16):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (f16) -> vector<128xf16>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op f16/bf16 atomic stores require even vector length, got 1}}
    // expected-note @+1 {{takes a pair of elements a 32-bit register}}
    "mosaic_gpu.vector_store"(%v, %s) <{atomic_type = 0 : i32, multimem = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf16>, memref<128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A layout that replicates its values over lanes (store_tiled, :4410): each lane would add its copy.
"builtin.module"() ({
  "func.func"() <{function_type = (f32, memref<64xf32>) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32, %g: memref<64xf32>):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : (f32) -> vector<64xf32>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Atomic stores not supported for layouts with replicated dims}}
    // expected-note @+1 {{each element would be applied once per replica}}
    "mosaic_gpu.vector_store"(%v, %g) <{atomic_type = 0 : i32, multimem = false}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : (vector<64xf32>, memref<64xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An f16 atomic xor: PTX red on f16 adds, mins and maxes (_store_register_atomic, :4311), wherever it stores.
"builtin.module"() ({
  "func.func"() <{function_type = (f16) -> (), sym_name = "k"}> ({
  ^bb0(%x: f16):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (f16) -> vector<256xf16>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<256xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op f16/bf16 only supports add, min, max atomics, got xor}}
    // expected-note @+1 {{PTX red on f16 / bf16 adds}}
    "mosaic_gpu.vector_store"(%v, %s) <{atomic_type = 5 : i32, multimem = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf16>, memref<256xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
