// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax moves a strided value with a ref through transfer_strided, which folds the ref's contiguous dim pairs and then
// takes whole vectors only (fragmented_array.py:4571-4612 at the 0.12.0.1 wheel, the same words at jax-v0.10.2 and
// 0.11.2; load_strided and store_untiled of each ref below checked in jax 0.10.2, 0.11.2 and 0.12.0.1).

// Rows 33 f32 apart, in vectors of 4 (:4603).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "non_contiguous_stride"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x33xf32, #gpu.address_space<workgroup>>
    %w = "memref.subview"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 32>, static_strides = array<i64: 1, 1>}> : (memref<64x33xf32, #gpu.address_space<workgroup>>) -> memref<64x32xf32, strided<[33, 1]>, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_load' op Non-contiguous dimension of the reference must have strides that are multiples of the layout's vector size (got 33 and vector size 4)}}
    // expected-note @+1 {{move the value in a tiled layout}}
    %v = "mosaic_gpu.vector_load"(%w) <{optimized = false}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[64, 32], 4>]} : (memref<64x32xf32, strided<[33, 1]>, #gpu.address_space<workgroup>>) -> vector<64x32xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Rows of 16 f32, 20 apart, in vectors of 5 (:4596).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "contiguous_dim"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[80, 16], 5>]} : (f32) -> vector<80x16xf32>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<80x20xf32, #gpu.address_space<workgroup>>
    %w = "memref.subview"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 80, 16>, static_strides = array<i64: 1, 1>}> : (memref<80x20xf32, #gpu.address_space<workgroup>>) -> memref<80x16xf32, strided<[20, 1]>, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op The contiguous dimension of the reference must be a multiple of the layout's vector size (got 16 and vector size 5)}}
    // expected-note @+1 {{move the value in a tiled layout}}
    "mosaic_gpu.vector_store"(%v, %w) <{optimized = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[80, 16], 5>]} : (vector<80x16xf32>, memref<80x16xf32, strided<[20, 1]>, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Every other f32 of a row of a GMEM ref, in vectors of 2 (:4609; an SMEM subview steps by 1 only).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x32xf32, strided<[66, 2]>>) -> (), sym_name = "no_contiguous_dim"}> ({
  ^bb0(%w: memref<64x32xf32, strided<[66, 2]>>):
    // expected-error @+2 {{'mosaic_gpu.vector_load' op The reference must have a contiguous dimension when vec_size > 1}}
    // expected-note @+1 {{move the value in a tiled layout}}
    %v = "mosaic_gpu.vector_load"(%w) <{optimized = false}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[64, 32], 2>]} : (memref<64x32xf32, strided<[66, 2]>>) -> vector<64x32xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
