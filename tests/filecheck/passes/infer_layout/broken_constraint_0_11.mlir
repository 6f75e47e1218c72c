// RUN: mgpu-opt %s --jax 0.11.2 -p mgpu-infer-layout --verify-diagnostics
// jax 0.11.2 names no constraint where no layout fits (its diagnose_unsatisfiable_system checks divisibility only,
// layout_inference.py:2790 at 0.11.2): the relayout 0.12 names (broken_constraint_0_12.mlir) in its general words.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "relayout"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    %a = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}> : (vector<128x128xf32>) -> vector<128x128xf32>
    // expected-error @+2 {{'mosaic_gpu.layout_cast' op Failed to infer a possible set of layouts. This should only happen if user-provided layout casts are unsatisfiable.}}
    // expected-note @+1 {{no register layout}}
    %b = "mosaic_gpu.layout_cast"(%a) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}> : (vector<128x128xf32>) -> vector<128x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
