// RUN: mgpu-opt %s --jax 0.12.0.1 -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax 0.12.0.1's checks of single ops (jax/experimental/mosaic/gpu/dialect_lowering.py at jax-v0.12.0.1, the line in
// each case), in its words, one a case; each case (wrapped in a gpu.launch) is refused in these words by jax
// 0.12.0.1's lower_mgpu_dialect. jax 0.10.2's words: jax_0_10_lowering_op_checks.mlir.

// An optimization_barrier of a ref (:321; scalars and vectors pass).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.optimization_barrier' op Unsupported optimization barrier for operand memref<128xf16, #gpu.address_space<workgroup>>}}
    // expected-note @+1 {{an optimization_barrier passes vectors and scalars (integers, floats, index) through: pass a ref's loaded value, not the ref}}
    %r = "mosaic_gpu.optimization_barrier"(%s) : (memref<128xf16, #gpu.address_space<workgroup>>) -> memref<128xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An async_store_smem of 64 bytes, which 128 threads cannot share (:587).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %src = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<8x8xi8, #gpu.address_space<workgroup>>
    %dst = "mosaic_gpu.slice_smem"() <{offset = 1024 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 8]>, #mosaic_gpu.swizzle<16 : i32>]]} : () -> memref<8x8xi8, #gpu.address_space<workgroup>>
    %bar = "mosaic_gpu.slice_smem"() <{offset = 4096 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    %i = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v = "mosaic_gpu.vector_load"(%src) <{optimized = false}> {in_transforms = [[]], out_layouts = [#mosaic_gpu.TiledLayout<[[8, 8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<8x8xi8, #gpu.address_space<workgroup>>) -> vector<8x8xi8>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Transfer of 64 bytes is not divisible by 128}}
    // expected-note @+1 {{the 128 threads of a warpgroup each store the same number of bytes: make the stored value a multiple of 128 bytes}}
    "mosaic_gpu.async_store_smem"(%v, %dst, %bar, %i) <{cluster_dim = 0 : i32, optimized = true}> {in_layouts = [#mosaic_gpu.TiledLayout<[[8, 8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = [[#mosaic_gpu.tile<[8, 8]>, #mosaic_gpu.swizzle<16 : i32>]]} : (vector<8x8xi8>, memref<8x8xi8, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An scf.if that yields a warpgroup vector (:2856: a NotImplementedError with no words).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %c = "arith.constant"() <{value = dense<1.0> : vector<256xf32>}> {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[256]>]} : () -> vector<256xf32>
    %p = "arith.constant"() <{value = true}> : () -> i1
    // expected-error @+2 {{'scf.if' op NotImplementedError (jax's lowering of an scf.if with vector operands or results)}}
    // expected-note @+1 {{jax lowers an scf.if that carries no warpgroup vector: select between vectors with arith.select, or carry them through SMEM}}
    %r = "scf.if"(%p) ({
      "scf.yield"(%c) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf32>) -> ()
    }, {
      "scf.yield"(%c) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf32>) -> ()
    }) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (i1) -> vector<256xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A subview of a transposed ref: lowered (jax 0.10.2 refuses it: jax_0_10_lowering_op_checks.mlir).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %t = "memref.transpose"(%s) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, strided<[1, 64]>, #gpu.address_space<workgroup>>
    %v = "memref.subview"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<64x64xf16, strided<[1, 64]>, #gpu.address_space<workgroup>>) -> memref<32x64xf16, strided<[1, 64]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
