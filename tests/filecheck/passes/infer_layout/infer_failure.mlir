// RUN: mgpu-opt %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// async_store_smem needs a Tiled value: a splat constant stored into an (untiled) SMEM ref
// cannot be given one.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "splat"}> ({
  ^bb0(%i: i32):
    %cst = "arith.constant"() <{value = dense<1.0> : vector<64x128xf16>}> : () -> vector<64x128xf16>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Failed to infer a possible set of layouts. This should only happen if user-provided layout casts are unsatisfiable.}}
    // expected-note @+1 {{no register layout, SMEM transform or TMEM layout satisfies this op's constraints}}
    "mosaic_gpu.async_store_smem"(%cst, %s, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Nor can a WGStrided value (loaded from an untiled ref).
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "strided"}> ({
  ^bb0(%i: i32):
    %src = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%src) <{optimized = true}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    %s = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Failed to infer a possible set of layouts.}}
    // expected-note @+1 {{not a splat or strided one}}
    "mosaic_gpu.async_store_smem"(%v, %s, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Two with_transforms on one SMEM slice must agree.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "conflict"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %t1 = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.with_transforms' op Failed to infer a possible set of layouts.}}
    // expected-note @+1 {{no register layout}}
    %t2 = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A multi_reduction to a scalar (every dim reduced) has no layout to give its accumulator; jax's
// rule makes a layout variable of it too (layout_inference.py, _multi_dim_reduction_constraint_system).
// Found by the long fuzz run: it was an internal error.
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4x8xf32>, f32) -> (), sym_name = "to_scalar"}> ({
  ^bb0(%v: vector<4x8xf32>, %s: f32):
    // expected-error @+2 {{'vector.multi_reduction' op Failed to infer a possible set of layouts.}}
    // expected-note @+1 {{no register layout}}
    %r = "vector.multi_reduction"(%v, %s) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 1>}> : (vector<4x8xf32>, f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
