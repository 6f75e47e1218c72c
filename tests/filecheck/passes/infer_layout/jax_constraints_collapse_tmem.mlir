// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --verify-diagnostics
// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout --verify-diagnostics

// A memref.collapse_shape of a TMEM ref: once the ref has its TMEM layout, jax's
// reduce_collapse_shape_expression raises (constraints.py:388 at jax-v0.12.0.1 and 0.11.2, checked against
// jax's infer_layout; jax 0.10.2's `case Constant()` of a union fails first, a TypeError: the same refusal
// here).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %smem = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%smem) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    // expected-error @+2 {{'memref.collapse_shape' op CollapseShape is only implemented for variables in SMEM}}
    // expected-note @+1 {{a TMEM ref keeps its 2-D shape}}
    %c = "memref.collapse_shape"(%t) <{reassociation = [[0, 1]]}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<16384xf32, #mosaic_gpu.tmem>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
