// RUN: mgpu-opt %s --jax 0.10.2 -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax 0.10.2's words for the checks of jax_lowering_op_checks.mlir where they differ from jax 0.12.0.1's
// (jax/experimental/mosaic/gpu/dialect_lowering.py at jax-v0.10.2, the line in each case; mgpu.jax_versions flags
// optimization_barrier_scalars, stored_bytes_in_bytes and subviews_transposed_refs); each case (wrapped in a
// gpu.launch) is refused in these words by jax 0.10.2's lower_mgpu_dialect.

// An optimization_barrier of scalars (:331; jax 0.11 passes them).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %f = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
    %i = "arith.constant"() <{value = 0 : i32}> : () -> i32
    // expected-error @+2 {{'mosaic_gpu.optimization_barrier' op Optimization barrier op %r:2 = "mosaic_gpu.optimization_barrier"(%f, %i) : (f32, i32) -> (f32, i32) has non-vector operands.}}
    // expected-note @+1 {{jax 0.10.2's optimization_barrier passes vectors only (jax 0.11 also passes scalars)}}
    %r:2 = "mosaic_gpu.optimization_barrier"(%f, %i) : (f32, i32) -> (f32, i32)
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An async_store_smem of 512 bits, which 128 threads cannot share (:625; jax 0.12 counts bytes).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %src = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<8x8xi8, #gpu.address_space<workgroup>>
    %dst = "mosaic_gpu.slice_smem"() <{offset = 1024 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 8]>, #mosaic_gpu.swizzle<16 : i32>]]} : () -> memref<8x8xi8, #gpu.address_space<workgroup>>
    %bar = "mosaic_gpu.slice_smem"() <{offset = 4096 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    %i = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v = "mosaic_gpu.vector_load"(%src) <{optimized = false}> {in_transforms = [[]], out_layouts = [#mosaic_gpu.TiledLayout<[[8, 8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<8x8xi8, #gpu.address_space<workgroup>>) -> vector<8x8xi8>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Transfer of 512 bits is not divisible by 1024}}
    // expected-note @+1 {{the 128 threads of a warpgroup each store the same number of bytes: make the stored value a multiple of 128 bytes}}
    "mosaic_gpu.async_store_smem"(%v, %dst, %bar, %i) <{cluster_dim = 0 : i32, optimized = true}> {in_layouts = [#mosaic_gpu.TiledLayout<[[8, 8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = [[#mosaic_gpu.tile<[8, 8]>, #mosaic_gpu.swizzle<16 : i32>]]} : (vector<8x8xi8>, memref<8x8xi8, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A subview of a transposed ref (:1878; jax 0.11 slices it: jax_lowering_op_checks.mlir).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %t = "memref.transpose"(%s) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, strided<[1, 64]>, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.subview' op SubViewOp does not support transposed memrefs.}}
    // expected-note @+1 {{jax 0.10.2 slices a ref whose strides decrease: slice the ref before transposing it (jax 0.11 slices both)}}
    %v = "memref.subview"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 64>, static_strides = array<i64: 1, 1>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<64x64xf16, strided<[1, 64]>, #gpu.address_space<workgroup>>) -> memref<32x64xf16, strided<[1, 64]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
