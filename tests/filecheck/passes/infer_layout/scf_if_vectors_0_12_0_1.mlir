// RUN: mgpu-opt %s --jax 0.12.0.1 -p mgpu-infer-layout --verify-diagnostics

// jax 0.12.0.1 has no layout inference rule for an scf.if (layout_inference.py at 0.12.0.1: none; its lax.cond
// lowers to scf.index_switch), and says so of one that returns a warpgroup vector. jax 0.12.1's: scf_if_vectors.mlir.
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "branch"}> ({
  ^bb0(%p: i1):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<256xf32, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'scf.if' op No layout inference rule defined for scf.if}}
    %r = "scf.if"(%p) ({
      %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> : (memref<256xf32, #gpu.address_space<workgroup>>) -> vector<256xf32>
      "scf.yield"(%v) : (vector<256xf32>) -> ()
    }, {
      %w = "mosaic_gpu.vector_load"(%s) <{optimized = false}> : (memref<256xf32, #gpu.address_space<workgroup>>) -> vector<256xf32>
      "scf.yield"(%w) : (vector<256xf32>) -> ()
    }) : (i1) -> vector<256xf32>
    "mosaic_gpu.vector_store"(%r, %s) <{optimized = false}> : (vector<256xf32>, memref<256xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

