// RUN: mgpu-opt %s --allow-unregistered-dialect -p mgpu-infer-layout --verify-diagnostics

// An op with a vector (or TMEM ref, or transformable SMEM ref) operand or result that no
// inference rule covers is reported, as jax does.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    // expected-error @+1 {{'test.make_vector' op No layout inference rule defined for test.make_vector}}
    %v = "test.make_vector"() : () -> vector<128x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
