// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics | filecheck %s
// SMEM <-> register transfers as jax 0.11.2 plans them (constraints.py:684-740 at 0.11.2; mgpu.layouts.tiled_transfer).
// Each case is jax 0.11.2's own answer on the same module (tests/interop/test_inference_errors_jax.py).

// As jax 0.12 (smem_transfer_since_0_11.mlir), a value in WGMMA_TRANSPOSED has no transfer into a row-major ref
// tiled for WGMMA; jax 0.11.2 names no constraint.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "store_transposed_layout"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %d0 = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %d = "mosaic_gpu.with_transforms"(%d0) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> vector<128x128xf16>
    %c = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>}> : (vector<128x128xf16>) -> vector<128x128xf16>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Failed to infer a possible set of layouts. This should only happen if user-provided layout casts are unsatisfiable.}}
    // expected-note @+1 {{no register layout, SMEM transform or TMEM layout satisfies this op's constraints}}
    "mosaic_gpu.vector_store"(%c, %d) : (vector<128x128xf16>, memref<128x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()


// -----

// A store with optimized unset into an untiled ref may be downgraded to an unoptimized one
// (OptimizedTransferKind.DOWNGRADABLE, constraints.py:706 at 0.11.2): 32-byte vectors go in; jax 0.12 refuses it.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "store_unset_is_downgradable"}> ({
    %z = "arith.constant"() <{value = dense<0.000000e+00> : vector<128x128xf32>}> : () -> vector<128x128xf32>
    %c = "mosaic_gpu.layout_cast"(%z) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 8], [32, 8]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (vector<128x128xf32>) -> vector<128x128xf32>
    %d = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    // CHECK: "mosaic_gpu.vector_store"{{.*}}in_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]
    "mosaic_gpu.vector_store"(%c, %d) : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
