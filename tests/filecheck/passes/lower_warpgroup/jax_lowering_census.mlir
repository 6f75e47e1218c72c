// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// More of jax's lowering-time errors (jax/experimental/mosaic/gpu/dialect_lowering.py at jax-v0.12.0.1, the
// line in each case), in its words, one a case (tests/census/raises-coverage-0.12.0.1.md).

// get_cluster_ref along two cluster dimensions (dialect_lowering.py:353).
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "k"}> ({
  ^bb0(%i: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x32xf32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.get_cluster_ref' op Exactly one cluster dimension must be specified, got 2}}
    // expected-note @+1 {{give get_cluster_ref the peer's index along one cluster dimension (x, y or z)}}
    %p = "mosaic_gpu.get_cluster_ref"(%s, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (memref<64x32xf32, #gpu.address_space<workgroup>>, i32, i32) -> memref<64x32xf32, #mosaic_gpu.smem_cluster>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An extract at a dynamic position (dialect_lowering.py:754; inference's layout_inference.py:1456).
"builtin.module"() ({
  "func.func"() <{function_type = (f32, index) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32, %i: index):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 128]>]} : (f32) -> vector<2x128xf32>
    // expected-error @+2 {{'vector.extract' op Only slicing with static indices allowed.}}
    // expected-note @+1 {{extract at constant positions (static_position), or select the element with arith ops}}
    %r = "vector.extract"(%v, %i) <{static_position = array<i64: -9223372036854775808>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 128]>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<2x128xf32>, index) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A prefetch collective along x (dialect_lowering.py:1213).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x128xf32>, i32) -> (), sym_name = "k"}> ({
  ^bb0(%x: memref<64x128xf32>, %i: i32):
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    // expected-error @+2 {{'mosaic_gpu.async_prefetch' op Collective prefetches are not supported yet.}}
    // expected-note @+1 {{prefetch from each CTA (collective = [])}}
    "mosaic_gpu.async_prefetch"(%x, %i, %c0) <{collective = [0 : i32], operandSegmentSizes = array<i32: 1, 2, 0>, slice_lengths = array<i64: 32, 128>}> : (memref<64x128xf32>, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
