// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// Since jax 0.11 a wgmma operand's SMEM transforms are one of the (tile, its swizzle) pairs
// (mma_tiling_constraint's OneOf, layout_inference.py:378-415 at jax-v0.12.0.1): a tile given alone (unswizzled), or
// with a swizzle other than its own, is no MMA tiling, and no layout fits, as jax 0.12.0.1's and 0.11.2's
// infer_layout say (mgpu: at B's transforms).

// B's tile given alone: unswizzled.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %cst = "arith.constant"() <{value = dense<0.0> : vector<64x128xf32>}> : () -> vector<64x128xf32>
    %sa = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %sb = "mosaic_gpu.slice_smem"() <{offset = 8192 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %acc = "mosaic_gpu.optimization_barrier"(%cst) : (vector<64x128xf32>) -> vector<64x128xf32>
    %a = "mosaic_gpu.with_transforms"(%sa) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.with_transforms' op Failed to infer a possible set of layouts. This should only happen if user-provided layout casts are unsatisfiable.}}
    // expected-note @+1 {{no register layout}}
    %b = "mosaic_gpu.with_transforms"(%sb) <{transforms = [#mosaic_gpu.tile<[8, 64]>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %r = "mosaic_gpu.wgmma"(%acc, %a, %b) : (vector<64x128xf32>, memref<64x64xf16, #gpu.address_space<workgroup>>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// B's 64-byte swizzle of 128-byte tile rows.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %cst = "arith.constant"() <{value = dense<0.0> : vector<64x128xf32>}> : () -> vector<64x128xf32>
    %sa = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %sb = "mosaic_gpu.slice_smem"() <{offset = 8192 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %acc = "mosaic_gpu.optimization_barrier"(%cst) : (vector<64x128xf32>) -> vector<64x128xf32>
    %a = "mosaic_gpu.with_transforms"(%sa) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.with_transforms' op Failed to infer a possible set of layouts. This should only happen if user-provided layout casts are unsatisfiable.}}
    // expected-note @+1 {{no register layout}}
    %b = "mosaic_gpu.with_transforms"(%sb) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %r = "mosaic_gpu.wgmma"(%acc, %a, %b) : (vector<64x128xf32>, memref<64x64xf16, #gpu.address_space<workgroup>>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
