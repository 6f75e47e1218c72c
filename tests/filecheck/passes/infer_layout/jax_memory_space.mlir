// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// A vector read from or written to a GMEM ref by memref.load / memref.store: jax's rule maps the ref to a
// variable of its own, whose memory space is neither SMEM nor TMEM (ValueSite.memory_space,
// layout_inference.py:127 at jax-v0.12.0.1 and 0.11.2, :124 at 0.10.2), each case refused so by jax's
// infer_layout in the three releases.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<vector<2xf32>>) -> (), sym_name = "load"}> ({
  ^bb0(%g: memref<vector<2xf32>>):
    // expected-error @+2 {{'memref.load' op Unsupported memory space for: memref<vector<2xf32>>}}
    // expected-note @+1 {{copy it into SMEM with mosaic_gpu.async_load}}
    %v = "memref.load"(%g) : (memref<vector<2xf32>>) -> vector<2xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (memref<1xvector<2xf32>>) -> (), sym_name = "store"}> ({
  ^bb0(%g: memref<1xvector<2xf32>>):
    %c = "arith.constant"() <{value = 0 : index}> : () -> index
    %z = "arith.constant"() <{value = dense<1.0> : vector<2xf32>}> : () -> vector<2xf32>
    // expected-error @+2 {{'memref.store' op Unsupported memory space for: memref<1xvector<2xf32>>}}
    // expected-note @+1 {{a GMEM ref has none}}
    "memref.store"(%z, %g, %c) : (vector<2xf32>, memref<1xvector<2xf32>>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
