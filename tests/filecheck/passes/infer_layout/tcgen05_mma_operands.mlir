// RUN: mgpu-opt %s -p mgpu-infer-layout --split-input-file | filecheck %s

// jax's layouts for a tcgen05_mma's block scales and sparse metadata in TMEM (_tcgen05_mma_constraint_system,
// jax/experimental/mosaic/gpu/layout_inference.py:1682-1719 at jax-v0.12.0.1): the in_tmem_layouts jax 0.12.0.1's
// infer_layout gives each case (wrapped in a gpu.launch). Refused where they do not fit: jax_refusals_tcgen05.mlir.

// Unannotated block scales: both in jax's scales layout (a 128 x 4 tile, replicated over the warps).
// CHECK-LABEL: "mosaic_gpu.tcgen05_mma"
// CHECK-SAME: in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[128, 4], [32, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-2], vector_dim = -3>, #mosaic_gpu.TiledLayout<[[128, 4], [32, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-2], vector_dim = -3>]
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %slot = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%slot) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x256xi32, #mosaic_gpu.tmem>
    %acc = "mosaic_gpu.slice_tmem"(%t) <{offset = 0 : i32}> : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    %as = "mosaic_gpu.slice_tmem"(%t) <{offset = 128 : i32}> : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<128x4xf8E8M0FNU, #mosaic_gpu.tmem>
    %bs = "mosaic_gpu.slice_tmem"(%t) <{offset = 132 : i32}> : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<128x4xf8E8M0FNU, #mosaic_gpu.tmem>
    %a = "mosaic_gpu.slice_smem"() <{offset = 1024 : i32}> : () -> memref<128x128xf8E5M2, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{offset = 17408 : i32}> : () -> memref<128x128xf8E5M2, #gpu.address_space<workgroup>>
    %false = "arith.constant"() <{value = false}> : () -> i1
    "mosaic_gpu.tcgen05_mma"(%acc, %a, %b, %false, %as, %bs) <{collective = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0>}> : (memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x128xf8E5M2, #gpu.address_space<workgroup>>, memref<128x128xf8E5M2, #gpu.address_space<workgroup>>, i1, memref<128x4xf8E8M0FNU, #mosaic_gpu.tmem>, memref<128x4xf8E8M0FNU, #mosaic_gpu.tmem>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Unannotated sparse metadata: in jax's sparse_meta_layout.
// CHECK-LABEL: "mosaic_gpu.tcgen05_mma"
// CHECK-SAME: in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[128, 16], [32, 1], [16, 1], [8, 1]], warp_dims = [-8], lane_dims = [-2, -4, -6], vector_dim = -7>]
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %slot = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%slot) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x256xi32, #mosaic_gpu.tmem>
    %acc = "mosaic_gpu.slice_tmem"(%t) <{offset = 0 : i32}> : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    %m = "mosaic_gpu.slice_tmem"(%t) <{offset = 128 : i32}> : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<128x64xi2, #mosaic_gpu.tmem>
    %a = "mosaic_gpu.slice_smem"() <{offset = 1024 : i32}> : () -> memref<128x64xf16, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{offset = 17408 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %false = "arith.constant"() <{value = false}> : () -> i1
    "mosaic_gpu.tcgen05_mma"(%acc, %a, %b, %false, %m) <{collective = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 1>}> : (memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x64xf16, #gpu.address_space<workgroup>>, memref<128x128xf16, #gpu.address_space<workgroup>>, i1, memref<128x64xi2, #mosaic_gpu.tmem>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
