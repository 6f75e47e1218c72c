// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

func.func @trunci_must_shorten(%x: i32) {
  // expected-error @+1 {{'arith.trunci' op result type must be shorter than operand type}}
  %0 = arith.trunci %x : i32 to i64
  func.return
}

// -----

func.func @index_castui_needs_index(%x: i32) {
  // expected-error @+1 {{'arith.index_castui' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_castui %x : i32 to i64
  func.return
}

// -----

// xDSL indexes its predicate names with the integer: 99 crashed the printer, -1 printed "uge".
func.func @cmpi_predicate_out_of_range(%a: i32, %b: i32) {
  // expected-error @+2 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  // expected-note @+1 {{got -1}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = -1 : i64}> : (i32, i32) -> i1
  func.return
}

// -----

func.func @cmpf_predicate_out_of_range(%a: f32, %b: f32) {
  // expected-error @+2 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  // expected-note @+1 {{got 16}}
  %0 = "arith.cmpf"(%a, %b) <{predicate = 16 : i64}> : (f32, f32) -> i1
  func.return
}

// -----

func.func @hex_float_with_a_sign() {
  // expected-error @+2 {{hexadecimal float literal should not have a leading minus}}
  // expected-note @+1 {{a hexadecimal float literal is the element's bits: write the sign bit in it}}
  %0 = arith.constant dense<-0x3F800000> : vector<4xf32>
  func.return
}

// -----

func.func @hex_float_too_wide() {
  // expected-error @+1 {{hexadecimal float constant out of range for type}}
  %0 = arith.constant dense<0x1FF800000> : vector<4xf32>
  func.return
}

// -----

// The casts' own verifier checks the op's definition first: an operand of the wrong type verified
// (a float converted "from an integer"), and a missing result was an IndexError.
func.func @sitofp_of_a_float(%a: f32) {
  // expected-error @+1 {{'arith.sitofp' op operand 'input' at position 0 does not verify}}
  %0 = "arith.sitofp"(%a) : (f32) -> f64
  func.return
}

// -----

func.func @extui_without_result(%a: i32) {
  // expected-error @+1 {{'arith.extui' op Expected 1 result, but got 0}}
  "arith.extui"(%a) : (i32) -> ()
  func.return
}

// -----

func.func @index_cast_of_two_operands(%a: i32) {
  // expected-error @+2 {{'arith.index_cast' op Expected 1 operand, but got 2}}
  // expected-note @+1 {{the operands are, in order: input}}
  %0 = "arith.index_cast"(%a, %a) : (i32, i32) -> index
  func.return
}
