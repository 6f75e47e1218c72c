// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// A vector comparison gives one i1 per element.
func.func @cmpf_vector_result_is_i1(%a: vector<2xf32>) {
  // expected-error @+2 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  // expected-note @+1 {{make the result type 'vector<2xi1>'}}
  %0 = "arith.cmpf"(%a, %a) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (vector<2xf32>, vector<2xf32>) -> i1
  func.return
}

// -----

func.func @cmpi_unknown_predicate(%a: i32) {
  // expected-error @+2 {{expected one of [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge] for the comparison predicate, got 'lt'}}
  // expected-note @+1 {{use one of eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  %0 = arith.cmpi lt, %a, %a : i32
  func.return
}

// -----

func.func @select_condition_shape(%c: vector<4xi1>, %a: vector<2xf32>) {
  // expected-error @+2 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'vector<2xi1>', but got 'vector<4xi1>'}}
  // expected-note @+1 {{use an i1 condition (one choice for the whole value) or 'vector<2xi1>' (one per element)}}
  %0 = arith.select %c, %a, %a : vector<4xi1>, vector<2xf32>
  func.return
}

// -----

func.func @cast_keeps_the_shape(%a: vector<2xf32>) {
  // expected-error @+2 {{'arith.fptosi' op requires the same shape for all operands and results}}
  // expected-note @+1 {{a cast is elementwise: cast a vector to a vector of the same shape}}
  %0 = arith.fptosi %a : vector<2xf32> to vector<4xi32>
  func.return
}

// -----

func.func @extsi_must_widen(%a: vector<2xi32>) {
  // expected-error @+2 {{'arith.extsi' op result type 'vector<2xi16>' must be wider than operand type 'vector<2xi32>'}}
  // expected-note @+1 {{use arith.trunci to narrow an integer}}
  %0 = arith.extsi %a : vector<2xi32> to vector<2xi16>
  func.return
}

// -----

func.func @index_cast_needs_index(%a: vector<2xi32>) {
  // expected-error @+2 {{'arith.index_cast' op operand type 'vector<2xi32>' and result type 'vector<2xi16>' are cast incompatible}}
  // expected-note @+1 {{exactly one of the operand and result element types must be index}}
  %0 = arith.index_cast %a : vector<2xi32> to vector<2xi16>
  func.return
}
