// RUN: mgpu-opt --jax 0.12.1 %s --print-op-generic | filecheck %s --check-prefix=V121
// RUN: mgpu-opt --jax 0.12.0.1 %s --print-op-generic | filecheck %s --check-prefix=V1201
// RUN: mgpu-opt --jax 0.12.1 %s | filecheck %s

// jaxlib 0.12.1's MLIR gave vector.multi_reduction a fastmath property, which its generic form writes where unset
// (probed with its bindings): read, and written back for 0.12.1 only; the custom form is unchanged.

// V121:  "vector.multi_reduction"(%v, %a) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x8xf32>, vector<4xf32>) -> vector<4xf32>
// V1201: "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x8xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: %0 = vector.multi_reduction <add>, %v, %a [1] : vector<4x8xf32> to vector<4xf32>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4x8xf32>, vector<4xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%v: vector<4x8xf32>, %a: vector<4xf32>):
    %0 = "vector.multi_reduction"(%v, %a) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x8xf32>, vector<4xf32>) -> vector<4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
