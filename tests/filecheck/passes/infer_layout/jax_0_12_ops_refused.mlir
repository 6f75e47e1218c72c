// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file -p mgpu-infer-layout --verify-diagnostics

// What jax 0.12.0.1's infer_layout refuses of its new op classes, refused here in its words.

// strict = true: no relayout out of a tiled layout, so no layout fits both casts.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x64xf16>) -> (), sym_name = "strict"}> ({
  ^bb0(%g: memref<128x64xf16>):
    %v = "mosaic_gpu.vector_load"(%g) : (memref<128x64xf16>) -> vector<128x64xf16>
    %a = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, strict = false}> : (vector<128x64xf16>) -> vector<128x64xf16>
    // expected-error @+2 {{'mosaic_gpu.layout_cast' op Failed to infer a possible set of layouts. This should only happen if user-provided layout casts are unsatisfiable.}}
    // expected-note @+1 {{no register layout, SMEM transform or TMEM layout satisfies this op's constraints (e.g. async_store_smem needs a tiled value: not a splat or strided one)}}
    %b = "mosaic_gpu.layout_cast"(%a) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>, strict = true}> : (vector<128x64xf16>) -> vector<128x64xf16>
    "mosaic_gpu.vector_store"(%b, %g) : (vector<128x64xf16>, memref<128x64xf16>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
// -----

// vector_concat of a splat: the result cannot be splat, and the operands are in its layout.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf32>, memref<128x64xf32>) -> (), sym_name = "concat"}> ({
  ^bb0(%g: memref<64x64xf32>, %o: memref<128x64xf32>):
    %x = "mosaic_gpu.vector_load"(%g) : (memref<64x64xf32>) -> vector<64x64xf32>
    %c = "arith.constant"() <{value = dense<1.0> : vector<64x64xf32>}> : () -> vector<64x64xf32>
    // expected-error @+2 {{'mosaic_gpu.vector_concat' op Failed to infer a possible set of layouts. This should only happen if user-provided layout casts are unsatisfiable.}}
    // expected-note @+1 {{no register layout, SMEM transform or TMEM layout satisfies this op's constraints (e.g. async_store_smem needs a tiled value: not a splat or strided one)}}
    %r = "mosaic_gpu.vector_concat"(%x, %c) <{dimension = 0 : i32}> : (vector<64x64xf32>, vector<64x64xf32>) -> vector<128x64xf32>
    "mosaic_gpu.vector_store"(%r, %o) : (vector<128x64xf32>, memref<128x64xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// alloc_smem: no inference rule, in jax either.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "alloc_smem"}> ({
    "mosaic_gpu.alloca_scope"() ({
      // expected-error @+1 {{'mosaic_gpu.alloc_smem' op No layout inference rule defined for mosaic_gpu.alloc_smem}}
      %a = "mosaic_gpu.alloc_smem"() : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
      %v = "mosaic_gpu.vector_load"(%a) : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> vector<64x64xf16>
      "mosaic_gpu.alloca_scope.return"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
