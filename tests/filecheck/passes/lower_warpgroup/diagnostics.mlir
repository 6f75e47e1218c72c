// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// Warpgroup lowering of async_store_smem: only one tile (and one swizzle) transform can be
// lowered; two tiles are refused as jax's transform_type does (dialect_lowering.py:1068 at jax-v0.12.0.1).
"builtin.module"() ({
  "func.func"() <{function_type = (vector<64x128xf16>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> (), sym_name = "two_tiles"}> ({
  ^bb0(%v: vector<64x128xf16>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Unsupported transforms: (TileTransform(tiling=(8, 64), rounding=None), TileTransform(tiling=(8, 8), rounding=None))}}
    // expected-note @+1 {{jax tiles an SMEM ref by one tile transform: give the ref one #mosaic_gpu.tile}}
    "mosaic_gpu.async_store_smem"(%v, %s, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.tile<[8, 8]>, #mosaic_gpu.swizzle<128 : i32>]]} : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// 3 x 32 f16 = 1536 bits: the 128 threads cannot each store the same number of bytes.
"builtin.module"() ({
  "func.func"() <{function_type = (vector<3x32xf16>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> (), sym_name = "bits"}> ({
  ^bb0(%v: vector<3x32xf16>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<3x32xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Transfer of 1536 bits is not divisible by 1024}}
    // expected-note @+1 {{the 128 threads of a warpgroup each store the same number of bytes}}
    "mosaic_gpu.async_store_smem"(%v, %s, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = [[#mosaic_gpu.tile<[1, 32]>, #mosaic_gpu.swizzle<64 : i32>]]} : (vector<3x32xf16>, memref<3x32xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A TMA box lands densely in SMEM: into columns [0, 32) of a (64, 64) i32 ref tiled (8, 32) (tile
// strides 512, 256, 32, 1: not dense for its (64, 32) shape), it would write outside them. jax's
// words (LaunchContext.async_copy), at the op.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x32xi32>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> (), sym_name = "tma_into_columns"}> ({
  ^bb0(%g: memref<64x32xi32>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xi32, #gpu.address_space<workgroup>>
    %v = "memref.subview"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 32>, static_strides = array<i64: 1, 1>}> : (memref<64x64xi32, #gpu.address_space<workgroup>>) -> memref<64x32xi32, strided<[64, 1]>, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'mosaic_gpu.async_load' op async_copy needs the SMEM reference to be contiguous, but got strides [512, 256, 32, 1] for shape [8, 1, 8, 32]}}
    "mosaic_gpu.async_load"(%g, %v, %b, %i, %i) <{collective = [], oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 32>}> {in_transforms = [[#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x32xi32>, memref<64x32xi32, strided<[64, 1]>, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A partitioned leader-tracked collective async_load over a cluster of 4: jax's partitioned loads take
// a CTA pair (launch_context.py:996-999 at jax-v0.10.2).
func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
func.func @k(%g: memref<64x64xf32>) {
  %c1 = arith.constant 1 : index
  %cn = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %smem = arith.constant 16392 : i32
  %c0_i32 = arith.constant 0 : i32
  gpu.launch clusters(%a0, %a1, %a2) in (%a3 = %cn, %a4 = %c1, %a5 = %c1) blocks(%b0, %b1, %b2) in (%b3 = %cn, %b4 = %c1, %b5 = %c1) threads(%t0, %t1, %t2) in (%t3 = %c128, %t4 = %c1, %t5 = %c1) dynamic_shared_memory_size %smem {
    %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<32x64xf32, #gpu.address_space<workgroup>>
    %bar = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'mosaic_gpu.async_load' op Partitioned loads only supported for clusters of size 2}}
    "mosaic_gpu.async_load"(%g, %buf, %bar, %c0_i32, %c0_i32) <{collective = [0 : i32], leader_tracked = #mosaic_gpu.copy_partitioned<axis = 0>, oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 64, 64>}> {in_transforms = [[]]} : (memref<64x64xf32>, memref<32x64xf32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
    gpu.terminator
  }
  func.return
}

// -----

// A partitioned leader-tracked load whose slice the pair does not divide along its axis: jax's
// ValueError (launch_context.py:1000-1004 at jax-v0.10.2).
func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
func.func @k(%g: memref<64x64xf32>) {
  %c1 = arith.constant 1 : index
  %cn = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  %smem = arith.constant 16392 : i32
  %c0_i32 = arith.constant 0 : i32
  gpu.launch clusters(%a0, %a1, %a2) in (%a3 = %cn, %a4 = %c1, %a5 = %c1) blocks(%b0, %b1, %b2) in (%b3 = %cn, %b4 = %c1, %b5 = %c1) threads(%t0, %t1, %t2) in (%t3 = %c128, %t4 = %c1, %t5 = %c1) dynamic_shared_memory_size %smem {
    %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<32x64xf32, #gpu.address_space<workgroup>>
    %bar = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'mosaic_gpu.async_load' op The collective size (2) must divide the slice shape along the partitioned dimension, but it has size 63}}
    "mosaic_gpu.async_load"(%g, %buf, %bar, %c0_i32, %c0_i32) <{collective = [0 : i32], leader_tracked = #mosaic_gpu.copy_partitioned<axis = 0>, oob_fill_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, slice_lengths = array<i64: 63, 64>}> {in_transforms = [[]]} : (memref<64x64xf32>, memref<32x64xf32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32) -> ()
    gpu.terminator
  }
  func.return
}

// -----

// A WGMMA-layout register (2 elements of one row) into a transposed tiled ref: the 2 elements are a
// column apart there, not one access: jax 0.10.2's transfer_tiled refuses it (fragmented_array.py:4177 at
// jax-v0.10.2; checked in jax 0.10.2 on the untiled ref, through store_untiled).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "across"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {in_transforms = [[]], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> vector<64x64xf16>
    %t = "memref.transpose"(%s) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, strided<[1, 64]>, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Tiled strides must be a multiple of the vector length, except for the vector dimension}}
    // expected-note @+1 {{cast the value to another layout}}
    "mosaic_gpu.vector_store"(%v, %t) <{multimem = false}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = [[#mosaic_gpu.tile<[64, 8]>, #mosaic_gpu.swizzle<128 : i32>]]} : (vector<64x64xf16>, memref<64x64xf16, strided<[1, 64]>, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// jax lowers no scf.if carrying warpgroup vectors (_if_op_lowering_rule raises NotImplementedError).
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "branch"}> ({
  ^bb0(%p: i1):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<256xf32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'scf.if' op NotImplementedError (jax's lowering of an scf.if with vector operands or results)}}
    // expected-note @+1 {{jax lowers an scf.if that carries no warpgroup vector: select between vectors with arith.select, or carry them through SMEM}}
    %r = "scf.if"(%p) ({
      %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {in_transforms = [[]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (memref<256xf32, #gpu.address_space<workgroup>>) -> vector<256xf32>
      "scf.yield"(%v) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf32>) -> ()
    }, {
      %w = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {in_transforms = [[]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (memref<256xf32, #gpu.address_space<workgroup>>) -> vector<256xf32>
      "scf.yield"(%w) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf32>) -> ()
    }) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (i1) -> vector<256xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
