// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --verify-diagnostics
// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout --verify-diagnostics

// A memref.transpose of a TMEM ref: jax's reduce_transpose_expression leaves a transposed TMEM layout
// unreduced (constraints.py:286 at jax-v0.12.0.1), so no layout is found, in its words (checked against
// jax's infer_layout in the three releases; mgpu stopped with an internal error).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %smem = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%smem) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    // expected-error @+2 {{'memref.transpose' op Failed to infer a possible set of layouts.}}
    // expected-note @+1 {{no register layout}}
    %c = "memref.transpose"(%t) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, strided<[1, 128]>, #mosaic_gpu.tmem>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
