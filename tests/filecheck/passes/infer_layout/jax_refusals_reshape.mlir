// RUN: mgpu-opt %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// jax's inference refuses these reshapes of SMEM refs (jax/experimental/mosaic/gpu/layout_inference.py at
// jax-v0.12.0.1, the line in each case), in its words, one a case (tests/census/raises-coverage-0.12.0.1.md).

// An expand_shape of a transposed ref (layout_inference.py:2014).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<32x64xf16, #gpu.address_space<workgroup>>
    %t = memref.transpose %s (d0, d1) -> (d1, d0) : memref<32x64xf16, #gpu.address_space<workgroup>> to memref<64x32xf16, strided<[1, 64]>, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'memref.expand_shape' op Transposed memrefs are not supported in ExpandShapeOp.}}
    %e = "memref.expand_shape"(%t) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 64, 2, 16>}> : (memref<64x32xf16, strided<[1, 64]>, #gpu.address_space<workgroup>>) -> memref<64x2x16xf16, strided<[1, 1024, 64]>, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%e) <{optimized = false}> : (memref<64x2x16xf16, strided<[1, 1024, 64]>, #gpu.address_space<workgroup>>) -> vector<64x2x16xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A collapse_shape to rank 0, with no reassociation group (layout_inference.py:2054).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x1xf32, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'memref.collapse_shape' op CollapseShapeOp with empty reassociation is not supported.}}
    %c = "memref.collapse_shape"(%s) <{reassociation = []}> : (memref<1x1xf32, #gpu.address_space<workgroup>>) -> memref<f32, #gpu.address_space<workgroup>>
    %x = memref.load %c[] : memref<f32, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A collapse_shape of a ref whose rows are not contiguous (a slice of wider rows; layout_inference.py:2066).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %h = memref.subview %s[0, 0] [64, 32] [1, 1] : memref<64x64xf16, #gpu.address_space<workgroup>> to memref<64x32xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'memref.collapse_shape' op CollapseShapeOp with non-contiguous strides is not supported.}}
    %c = "memref.collapse_shape"(%h) <{reassociation = [[0], [1]]}> : (memref<64x32xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>) -> memref<64x32xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%c) <{optimized = false}> : (memref<64x32xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>) -> vector<64x32xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
