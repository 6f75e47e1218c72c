// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// jax's last check of its inference: an op has one layout per vector, TMEM ref and SMEM ref it takes and
// returns (_ensure_right_number_of_layouts, layout_inference.py:2311 / :2317 at jax-v0.12.0.1, :2317 / :2323
// at 0.11.2, :2250 / :2256 at 0.10.2). Where the op's rule lays out only some of them, the op has too few:
// each case refused so by jax's infer_layout in the three releases.

// custom_primitive's rule lays out its vectors and SMEM refs, not a TMEM ref.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xf32, #mosaic_gpu.tmem>) -> (), sym_name = "tmem_operand"}> ({
  ^bb0(%t: memref<128x128xf32, #mosaic_gpu.tmem>):
    // expected-error @+2 {{'mosaic_gpu.custom_primitive' op Expected the same number of in_tmem_layouts (0) as TMEM ref operands (1).}}
    // expected-note @+1 {{lays out no TMEM ref of this op}}
    "mosaic_gpu.custom_primitive"(%t) <{in_layouts = [], in_transforms = [], out_layouts = []}> ({
      "mosaic_gpu.return"() : () -> ()
    }) : (memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// ... nor when it lays out a vector beside it.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xf32, #mosaic_gpu.tmem>) -> (), sym_name = "tmem_and_vector"}> ({
  ^bb0(%t: memref<128x128xf32, #mosaic_gpu.tmem>):
    %v = "arith.constant"() <{value = dense<1.0> : vector<128xf32>}> : () -> vector<128xf32>
    // expected-error @+2 {{'mosaic_gpu.custom_primitive' op Expected the same number of in_tmem_layouts (0) as TMEM ref operands (1).}}
    // expected-note @+1 {{lays out no TMEM ref of this op}}
    "mosaic_gpu.custom_primitive"(%t, %v) <{in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>], in_transforms = [], out_layouts = []}> ({
      "mosaic_gpu.return"() : () -> ()
    }) : (memref<128x128xf32, #mosaic_gpu.tmem>, vector<128xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// scf.index_switch's rule lays out the vectors it returns only: an SMEM ref it returns has no transforms.
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "smem_result"}> ({
  ^bb0(%i: index):
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'scf.index_switch' op Expected the same number of out_transforms (0) as SMEM ref results (1).}}
    // expected-note @+1 {{lays out no SMEM ref of this op}}
    %r = "scf.index_switch"(%i) <{cases = array<i64: 0>}> ({
      "scf.yield"(%a) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    }, {
      "scf.yield"(%a) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    }) : (index) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<128x128xf32, #mosaic_gpu.tmem>) -> (), sym_name = "tmem_result"}> ({
  ^bb0(%i: index, %t: memref<128x128xf32, #mosaic_gpu.tmem>):
    // expected-error @+2 {{'scf.index_switch' op Expected the same number of out_tmem_layouts (0) as TMEM ref results (1).}}
    // expected-note @+1 {{lays out no TMEM ref of this op}}
    %r = "scf.index_switch"(%i) <{cases = array<i64: 0>}> ({
      "scf.yield"(%t) : (memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
    }, {
      "scf.yield"(%t) : (memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
    }) : (index) -> memref<128x128xf32, #mosaic_gpu.tmem>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
