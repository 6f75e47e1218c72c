// RUN: mgpu-opt %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// jax's layouts for a tcgen05_mma's block scales and sparse metadata in TMEM, refused in its words where they do not
// tile the ref (jax/experimental/mosaic/gpu/layout_inference.py at jax-v0.12.0.1, the line in each case; the same
// checks at 0.10.2 and 0.11.2); each case (wrapped in a gpu.launch) is refused in these words by jax 0.12.0.1's
// infer_layout. The layouts given where they fit: tcgen05_mma_operands.mlir.

// Block scales of 2 columns, which jax's scales layout (a 128 x 4 tile) does not tile (:1714).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %slot = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%slot) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x256xi32, #mosaic_gpu.tmem>
    %acc = "mosaic_gpu.slice_tmem"(%t) <{offset = 0 : i32}> : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    %as = "mosaic_gpu.slice_tmem"(%t) <{offset = 128 : i32}> : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<128x2xf8E8M0FNU, #mosaic_gpu.tmem>
    %bs = "mosaic_gpu.slice_tmem"(%t) <{offset = 132 : i32}> : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<128x2xf8E8M0FNU, #mosaic_gpu.tmem>
    %a = "mosaic_gpu.slice_smem"() <{offset = 1024 : i32}> : () -> memref<128x128xf8E5M2, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{offset = 17408 : i32}> : () -> memref<128x128xf8E5M2, #gpu.address_space<workgroup>>
    %false = "arith.constant"() <{value = false}> : () -> i1
    // expected-error @+2 {{'mosaic_gpu.tcgen05_mma' op Cannot assign C(TMEMLayout(tiling=Tiling(tiles=((128, 4), (32, 1))), warp_dims=(Replicated(times=4),), lane_dims=(-2,), vector_dim=-3)) to scale_operand=a_scale (memref<128x2xf8E8M0FNU, #mosaic_gpu.tmem>) with shape (128, 2).}}
    // expected-note @+1 {{a block-scaled tcgen05_mma's scales are in TMEM in jax's scales layout, whose tile is 128 rows by 4 columns (B's of a collective M=64 MMA in its own)}}
    "mosaic_gpu.tcgen05_mma"(%acc, %a, %b, %false, %as, %bs) <{collective = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0>}> : (memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x128xf8E5M2, #gpu.address_space<workgroup>>, memref<128x128xf8E5M2, #gpu.address_space<workgroup>>, i1, memref<128x2xf8E8M0FNU, #mosaic_gpu.tmem>, memref<128x2xf8E8M0FNU, #mosaic_gpu.tmem>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Sparse metadata of 64 rows, which jax's sparse_meta_layout (a 128 x 16 tile) does not tile (:1690).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %slot = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%slot) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x256xi32, #mosaic_gpu.tmem>
    %acc = "mosaic_gpu.slice_tmem"(%t) <{offset = 0 : i32}> : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<64x128xf32, #mosaic_gpu.tmem>
    %m = "mosaic_gpu.slice_tmem"(%t) <{offset = 128 : i32}> : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<64x32xi2, #mosaic_gpu.tmem>
    %a = "mosaic_gpu.slice_smem"() <{offset = 1024 : i32}> : () -> memref<64x32xf16, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{offset = 17408 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %false = "arith.constant"() <{value = false}> : () -> i1
    // expected-error @+2 {{'mosaic_gpu.tcgen05_mma' op Cannot assign TMEM layout TMEMLayout(tiling=Tiling(tiles=((128, 16), (32, 1), (16, 1), (8, 1))), warp_dims=(-8,), lane_dims=(-2, -4, -6), vector_dim=-7) to the 'a_sparse_metadata' operand of a tcgen05 MMA op: the layout is not compatible with the operand shape (64, 32).}}
    // expected-note @+1 {{a tcgen05_mma's sparse metadata is in TMEM in jax's sparse_meta_layout, whose tile is 128 rows by 16 columns}}
    "mosaic_gpu.tcgen05_mma"(%acc, %a, %b, %false, %m) <{collective = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 1>}> : (memref<64x128xf32, #mosaic_gpu.tmem>, memref<64x32xf16, #gpu.address_space<workgroup>>, memref<64x128xf16, #gpu.address_space<workgroup>>, i1, memref<64x32xi2, #mosaic_gpu.tmem>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
