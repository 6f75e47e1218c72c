// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout | filecheck %s
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout | filecheck %s
// RUN: not mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout 2>&1 | filecheck %s --check-prefix=JAX0102

// arith.negf, math.log2 and math.sqrt are pointwise in the layout inference of jax 0.11 and later
// (jax/experimental/mosaic/gpu/layout_inference.py:746-770 at 0.12.0.1: one layout for operands and result;
// jax 0.12 lowers a float lax.neg to arith.negf). jax 0.10.2's inference has no rule for them, and says so.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<256xf32>) -> (), sym_name = "k"}> ({
  ^bb0(%g: memref<256xf32>):
    %v = "mosaic_gpu.vector_load"(%g) : (memref<256xf32>) -> vector<256xf32>
    // CHECK: %n = arith.negf %v {in_layouts = [#mosaic_gpu.WGStridedFragLayout<{{\[256\]}}, 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<{{\[256\]}}, 2>]}
    // JAX0102: pointwise_since_0_11.mlir:[[# @LINE + 1]]:5: error: 'arith.negf' op No layout inference rule defined for arith.negf
    %n = "arith.negf"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<256xf32>) -> vector<256xf32>
    // CHECK: %s = math.sqrt %n {{.*}}in_layouts = [#mosaic_gpu.WGStridedFragLayout<{{\[256\]}}, 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<{{\[256\]}}, 2>]}
    %s = "math.sqrt"(%n) <{fastmath = #arith.fastmath<none>}> : (vector<256xf32>) -> vector<256xf32>
    // CHECK: %l = math.log2 %s {{.*}}in_layouts = [#mosaic_gpu.WGStridedFragLayout<{{\[256\]}}, 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<{{\[256\]}}, 2>]}
    %l = "math.log2"(%s) <{fastmath = #arith.fastmath<none>}> : (vector<256xf32>) -> vector<256xf32>
    "mosaic_gpu.vector_store"(%l, %g) : (vector<256xf32>, memref<256xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
