// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

func.func @exp_of_an_integer(%i: vector<2xi32>) {
  // expected-error @+2 {{'math.exp' op operand #0 must be floating-point-like, but got 'vector<2xi32>'}}
  // expected-note @+1 {{math.exp takes floats or vectors of floats: convert with arith.sitofp or arith.extf}}
  %0 = math.exp %i : vector<2xi32>
  func.return
}

// -----

func.func @ctlz_of_a_float(%x: f32) {
  // expected-error @+2 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  // expected-note @+1 {{math.ctlz takes signless integers, index or vectors of them}}
  %0 = "math.ctlz"(%x) : (f32) -> f32
  func.return
}
