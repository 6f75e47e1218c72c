// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics | filecheck %s
// SMEM <-> register transfers as jax 0.12 plans them (FragmentedArray.transfer_tiled, ldmatrix / stmatrix tried
// first; IsTransferableSmemRegisters, constraints.py:667-715 at the 0.12.0.1 wheel; mgpu.layouts.tiled_transfer).
// Each message is jax 0.12.0.1's own on the same module (tests/interop/test_inference_errors_jax.py).

// A value in WGMMA_TRANSPOSED stored into a row-major ref tiled and swizzled for WGMMA: each register's two
// elements are one above the other, not consecutive in the ref, and transfer_tiled refuses it ("Tiled strides must
// be a multiple of the vector length", fragmented_array.py:4776 at 0.12.0.1) with ldmatrix / stmatrix and without;
// jax 0.10.2's inference planned it with plan_tiled_transfer alone and took it.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "store_transposed_layout"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %d0 = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %d = "mosaic_gpu.with_transforms"(%d0) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> vector<128x128xf16>
    %c = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>}> : (vector<128x128xf16>) -> vector<128x128xf16>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Failed to infer a possible set of layouts: no optimized SMEM <-> registers transfer plan could be synthesized for register layout WGMMA_TRANSPOSED and ref with transforms (TilingTransform((8, 64)), SwizzleTransform(128))}}
    // expected-note @+1 {{or give the ref other transforms}}
    "mosaic_gpu.vector_store"(%c, %d) : (vector<128x128xf16>, memref<128x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()


// -----

// The same unoptimized: transfer_tiled checks the strides first, optimized or not (jax 0.10.2 took every
// unoptimized transfer of a tiled layout).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "store_transposed_layout_unoptimized"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %d0 = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %d = "mosaic_gpu.with_transforms"(%d0) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> vector<128x128xf16>
    %c = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>}> : (vector<128x128xf16>) -> vector<128x128xf16>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Failed to infer a possible set of layouts: no SMEM <-> registers transfer plan could be synthesized for register layout WGMMA_TRANSPOSED and ref with transforms (TilingTransform((8, 64)), SwizzleTransform(128))}}
    // expected-note @+1 {{or give the ref other transforms}}
    "mosaic_gpu.vector_store"(%c, %d) <{optimized = false}> : (vector<128x128xf16>, memref<128x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()


// -----

// The same into an untiled ref (tiled by its shape: load_untiled / store_untiled): refused too; jax names no
// constraint here (its reduced system breaks none on its own).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "store_transposed_layout_untiled"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %d0 = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> vector<128x128xf16>
    %c = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>}> : (vector<128x128xf16>) -> vector<128x128xf16>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Failed to infer a possible set of layouts. This should only happen if user-provided layout casts are unsatisfiable.}}
    // expected-note @+1 {{no register layout, SMEM transform or TMEM layout satisfies this op's constraints}}
    "mosaic_gpu.vector_store"(%c, %d0) <{optimized = false}> : (vector<128x128xf16>, memref<128x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()


// -----

// WGMMA (not transposed) from a transposed ref, f16: eight rows of a column are contiguous, an ldmatrix .trans
// moves them (is_col_txmatrix_mem_layout, fragmented_array.py:4705-4714 at 0.12.0.1); jax 0.10.2 took only
// the transposed layouts of a transposed ref.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "load_transposed_ref_in_wgmma"}> ({
    %s0 = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %s1 = "mosaic_gpu.with_transforms"(%s0) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %s = "memref.transpose"(%s1) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> memref<128x128xf16, strided<[1, 128]>, #gpu.address_space<workgroup>>
    // CHECK: "mosaic_gpu.vector_load"{{.*}}in_transforms = {{\[\[}}#mosaic_gpu.tile<[64, 8]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]
    %v = "mosaic_gpu.vector_load"(%s) : (memref<128x128xf16, strided<[1, 128]>, #gpu.address_space<workgroup>>) -> vector<128x128xf16>
    %c = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, strict = true}> : (vector<128x128xf16>) -> vector<128x128xf16>
    %d = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%c, %d) : (vector<128x128xf16>, memref<128x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()


// -----

// A store with optimized unset is an optimized one (layout_inference.py:843 at 0.12.0.1): into an untiled
// ref, 32-byte vectors have no plan (jax 0.11.2 and 0.10.2 downgrade it to an unoptimized store).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "store_unset_is_optimized"}> ({
    %z = "arith.constant"() <{value = dense<0.000000e+00> : vector<128x128xf32>}> : () -> vector<128x128xf32>
    %c = "mosaic_gpu.layout_cast"(%z) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 8], [32, 8]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (vector<128x128xf32>) -> vector<128x128xf32>
    %d = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Failed to infer a possible set of layouts. This should only happen if user-provided layout casts are unsatisfiable.}}
    // expected-note @+1 {{no register layout, SMEM transform or TMEM layout satisfies this op's constraints}}
    "mosaic_gpu.vector_store"(%c, %d) : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
