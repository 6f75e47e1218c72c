// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// MLIR's verifiers of llvm.insertvalue / llvm.extractvalue: the position is in bounds of the
// container type, and the inserted value / the result has the element type at that position.
// The custom syntax infers that type: its parser reports a position out of bounds.

func.func @insert_array_position_out_of_bounds(%s: !llvm.struct<(ptr, i64, array<2 x i64>)>, %i: i64) {
  // expected-error @+2 {{'llvm.insertvalue' op position out of bounds: 3}}
  // expected-note @+1 {{!llvm.array<2 x i64> has 2 elements: use a position in [0, 2)}}
  %0 = "llvm.insertvalue"(%s, %i) <{position = array<i64: 2, 3>}> : (!llvm.struct<(ptr, i64, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, i64, array<2 x i64>)>
  func.return
}

// -----

func.func @insert_struct_position_out_of_bounds(%s: !llvm.struct<(ptr, i64)>, %i: i64) {
  // expected-error @+2 {{'llvm.insertvalue' op position out of bounds: 7}}
  // expected-note @+1 {{!llvm.struct<(ptr, i64)> has 2 elements: use a position in [0, 2)}}
  %0 = "llvm.insertvalue"(%s, %i) <{position = array<i64: 7>}> : (!llvm.struct<(ptr, i64)>, i64) -> !llvm.struct<(ptr, i64)>
  func.return
}

// -----

func.func @insert_wrong_value_type(%s: !llvm.struct<(ptr, i64)>, %j: i32) {
  // expected-error @+2 {{'llvm.insertvalue' op Type mismatch: cannot insert i32 into !llvm.struct<(ptr, i64)>}}
  // expected-note @+1 {{the element at this position is i64}}
  %0 = "llvm.insertvalue"(%s, %j) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, i64)>, i32) -> !llvm.struct<(ptr, i64)>
  func.return
}

// -----

func.func @extract_array_as_scalar(%s: !llvm.struct<(ptr<3>, i64, array<1 x i64>)>) {
  // expected-error @+2 {{'llvm.extractvalue' op Type mismatch: extracting from !llvm.struct<(ptr<3>, i64, array<1 x i64>)> should produce !llvm.array<1 x i64> but this op returns i64}}
  // expected-note @+1 {{make the result type !llvm.array<1 x i64>}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 2>}> : (!llvm.struct<(ptr<3>, i64, array<1 x i64>)>) -> i64
  func.return
}

// -----

func.func @extract_past_a_scalar(%s: !llvm.struct<(ptr, i64)>) {
  // expected-error @+2 {{'llvm.extractvalue' op expected LLVM IR structure/array type, got: i64}}
  // expected-note @+1 {{the position has more indices than the container type has nested structs/arrays}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 1, 0>}> : (!llvm.struct<(ptr, i64)>) -> i64
  func.return
}

// -----

func.func @parse_array_position_out_of_bounds(%a: !llvm.array<4 x f32>) {
  // expected-error @+1 {{position out of bounds: 4}}
  %0 = llvm.extractvalue %a[4] : !llvm.array<4 x f32>
  func.return
}

// -----

func.func @parse_struct_position_out_of_bounds(%s: !llvm.struct<(ptr, i64)>, %i: i64) {
  // expected-error @+1 {{position out of bounds: 2}}
  %0 = llvm.insertvalue %i, %s[2] : !llvm.struct<(ptr, i64)>
  func.return
}

// -----

// llvm.load / llvm.store: `ordering` is one of MLIR's AtomicOrdering cases, and the integer ops'
// `overflowFlags` one of IntegerOverflowFlags' (xDSL failed to print others).

func.func @load_ordering_not_an_atomic_ordering(%p: !llvm.ptr) {
  // expected-error @+2 {{'llvm.load' op attribute 'ordering' failed to satisfy constraint: Atomic ordering for LLVM's memory model}}
  // expected-note @+1 {{use one of 0 (not_atomic), 1 (unordered), 2 (monotonic), 4 (acquire), 5 (release), 6 (acq_rel), 7 (seq_cst), got -1}}
  %0 = "llvm.load"(%p) <{ordering = -1 : i64}> : (!llvm.ptr) -> i32
  func.return
}

// -----

func.func @store_ordering_not_an_atomic_ordering(%p: !llvm.ptr, %v: i32) {
  // expected-error @+2 {{'llvm.store' op attribute 'ordering' failed to satisfy constraint: Atomic ordering for LLVM's memory model}}
  // expected-note @+1 {{got 3}}
  "llvm.store"(%v, %p) <{ordering = 3 : i64}> : (i32, !llvm.ptr) -> ()
  func.return
}

// -----

func.func @add_overflow_flags_not_a_flag_set(%a: i64, %b: i64) {
  // expected-error @+2 {{'llvm.add' op attribute 'overflowFlags' failed to satisfy constraint: LLVM integer overflow flags}}
  // expected-note @+1 {{use one of 0 (none), 1 (nsw), 2 (nuw), 3 (nsw | nuw), got -1}}
  %0 = "llvm.add"(%a, %b) <{overflowFlags = -1 : i32}> : (i64, i64) -> i64
  func.return
}

// -----

func.func @inline_asm_dialect_not_att_or_intel(%a: i32) {
  // expected-error @+2 {{'llvm.inline_asm' op attribute 'asm_dialect' failed to satisfy constraint: ATT (0) or Intel (1) asm dialect}}
  // expected-note @+1 {{use one of 0 (att), 1 (intel), got 7}}
  %0 = "llvm.inline_asm"(%a) <{asm_dialect = 7 : i64, asm_string = "mov.b32 $0, $1;", constraints = "=r,r", has_side_effects}> : (i32) -> i32
  func.return
}

// -----

// The position and type checks run after xDSL's own verifier (a missing property was a KeyError).
func.func @insertvalue_without_position(%s: !llvm.struct<(ptr, i64)>, %i: i64) {
  // expected-error @+1 {{'llvm.insertvalue' op property 'position' expected in operation 'llvm.insertvalue'}}
  %0 = "llvm.insertvalue"(%s, %i) <{positiox = array<i64: 1>}> : (!llvm.struct<(ptr, i64)>, i64) -> !llvm.struct<(ptr, i64)>
  func.return
}

// -----

// MLIR's getelementptr verifier: each -2147483648 in rawConstantIndices stands for the next index
// operand (the emulator read an operand that was not there).
func.func @gep_dynamic_index_without_operand(%p: !llvm.ptr) {
  // expected-error @+2 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  // expected-note @+1 {{1 of the indices are -2147483648 (a dynamic index) and the op has 0 index operands}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr) -> !llvm.ptr
  func.return
}

// -----

func.func @gep_index_operand_without_marker(%p: !llvm.ptr, %i: i32) {
  // expected-error @+2 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  // expected-note @+1 {{0 of the indices are -2147483648 (a dynamic index) and the op has 1 index operands}}
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr, i32) -> !llvm.ptr
  func.return
}

// -----

// llvm.sext / llvm.zext / llvm.trunc: the operand and result are checked before xDSL's verifier
// of these ops reads them (a missing result was an IndexError, a float operand an AssertionError).
func.func @sext_with_two_operands_and_no_result(%a: i32, %b: i32) {
  // expected-error @+2 {{'llvm.sext' op Expected 1 operand, but got 2}}
  // expected-note @+1 {{the operands are, in order: arg}}
  "llvm.sext"(%a, %b) : (i32, i32) -> ()
  func.return
}

// -----

func.func @zext_of_a_float(%a: f32) {
  // expected-error @+1 {{'llvm.zext' op operand 'arg' at position 0 does not verify}}
  %0 = "llvm.zext"(%a) : (f32) -> i64
  func.return
}

// -----

func.func @trunc_without_result(%a: i64) {
  // expected-error @+1 {{'llvm.trunc' op Expected 1 result, but got 0}}
  "llvm.trunc"(%a) : (i64) -> ()
  func.return
}
