// RUN: mgpu-opt %s --split-input-file | mgpu-opt --split-input-file | filecheck %s
// RUN: mgpu-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: MGPU_ROUNDTRIP

// The llvm ops and types of the corpus as MLIR prints them: LLVM types nested in LLVM types lose
// their !llvm. prefix, llvm.mlir.constant keeps the value's type, llvm.mlir.global's default
// visibility_ appears in the generic form only.

// CHECK-LABEL: func.func @types(%s: !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>, %t: !llvm.struct<(ptr, ptr, i64)>, %a: !llvm.array<256 x i8>, %n: !llvm.struct<(struct<(i32, f32)>, array<2 x ptr<7>>)>) {
// CHECK-NEXT:  %0 = llvm.extractvalue %s[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %1 = llvm.extractvalue %s[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %3 = llvm.insertvalue %1, %2[2] : !llvm.struct<(ptr, ptr, i64)>
// GENERIC:       "llvm.mlir.global"() <{addr_space = 4 : i32, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "global_scratch", visibility_ = 0 : i64}> ({
// GENERIC-LABEL: sym_name = "types"
// GENERIC:       %0 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr<3>
// GENERIC:       %1 = "llvm.extractvalue"(%s) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>) -> i64
// GENERIC:       %2 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64)>
// GENERIC:       %3 = "llvm.insertvalue"(%2, %1) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64)>, i64) -> !llvm.struct<(ptr, ptr, i64)>
llvm.mlir.global external @global_scratch() {addr_space = 4 : i32} : !llvm.array<0 x i8>

func.func @types(%s: !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>, %t: !llvm.struct<(ptr, ptr, i64)>, %a: !llvm.array<256 x i8>, %n: !llvm.struct<(struct<(i32, f32)>, array<2 x ptr<7>>)>) {
  %0 = llvm.extractvalue %s[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.extractvalue %s[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
  %3 = llvm.insertvalue %1, %2[2] : !llvm.struct<(ptr, ptr, i64)>
  func.return
}


// -----

// CHECK-LABEL: func.func @vectors(%v: vector<2xf32>, %w: vector<2xi32>, %f: f32) {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %0 = llvm.extractelement %v[%c0_i32 : i32] : vector<2xf32>
// CHECK-NEXT:  %1 = llvm.extractelement %w[%c0_i32 : i32] : vector<2xi32>
// CHECK-NEXT:  %2 = llvm.mlir.undef : vector<2xf32>
// CHECK-NEXT:  %3 = llvm.insertelement %f, %2[%c0_i32 : i32] : vector<2xf32>
// CHECK-NEXT:  %4 = llvm.bitcast %1 : i32 to f32
// GENERIC-LABEL: sym_name = "vectors"
// GENERIC:       %0 = "llvm.extractelement"(%v, %c0_i32) : (vector<2xf32>, i32) -> f32
// GENERIC:       %1 = "llvm.extractelement"(%w, %c0_i32) : (vector<2xi32>, i32) -> i32
// GENERIC:       %2 = "llvm.mlir.undef"() : () -> vector<2xf32>
// GENERIC:       %3 = "llvm.insertelement"(%2, %f, %c0_i32) : (vector<2xf32>, f32, i32) -> vector<2xf32>
// GENERIC:       %4 = "llvm.bitcast"(%1) : (i32) -> f32
func.func @vectors(%v: vector<2xf32>, %w: vector<2xi32>, %f: f32) {
  %c0_i32 = arith.constant 0 : i32
  %0 = llvm.extractelement %v[%c0_i32 : i32] : vector<2xf32>
  %1 = llvm.extractelement %w[%c0_i32 : i32] : vector<2xi32>
  %2 = llvm.mlir.undef : vector<2xf32>
  %3 = llvm.insertelement %f, %2[%c0_i32 : i32] : vector<2xf32>
  %4 = llvm.bitcast %1 : i32 to f32
  func.return
}


// -----

// CHECK-LABEL: func.func @memory(%p: !llvm.ptr, %s: !llvm.ptr<3>, %i: i64, %x: vector<2xf16>) {
// CHECK-NEXT:  %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:  %0 = llvm.alloca %c1_i64 x !llvm.array<256 x i8> {alignment = 64 : i64, mosaic_gpu_smem_alloc} : (i64) -> !llvm.ptr
// CHECK-NEXT:  %1 = llvm.alloca %c1_i64 x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT:  %2 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  %3 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT:  %4 = llvm.getelementptr %s[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT:  %5 = llvm.load %p : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:  %6 = llvm.load %s : !llvm.ptr<3> -> vector<2xf16>
// CHECK-NEXT:  llvm.store %x, %s : vector<2xf16>, !llvm.ptr<3>
// CHECK-NEXT:  llvm.store %i, %p : i64, !llvm.ptr
// CHECK-NEXT:  %7 = llvm.ptrtoint %s : !llvm.ptr<3> to i64
// CHECK-NEXT:  %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<3>
// GENERIC-LABEL: sym_name = "memory"
// GENERIC:       %0 = "llvm.alloca"(%c1_i64) <{alignment = 64 : i64, elem_type = !llvm.array<256 x i8>}> {mosaic_gpu_smem_alloc} : (i64) -> !llvm.ptr
// GENERIC:       %1 = "llvm.alloca"(%c1_i64) <{elem_type = i64}> : (i64) -> !llvm.ptr
// GENERIC:       %2 = "llvm.getelementptr"(%p) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC:       %3 = "llvm.getelementptr"(%p, %i) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// GENERIC:       %4 = "llvm.getelementptr"(%s) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 128>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
// GENERIC:       %5 = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC:       %6 = "llvm.load"(%s) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
// GENERIC:       "llvm.store"(%x, %s) <{ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<3>) -> ()
// GENERIC:       "llvm.store"(%i, %p) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
// GENERIC:       %7 = "llvm.ptrtoint"(%s) : (!llvm.ptr<3>) -> i64
// GENERIC:       %8 = "llvm.inttoptr"(%7) : (i64) -> !llvm.ptr<3>
func.func @memory(%p: !llvm.ptr, %s: !llvm.ptr<3>, %i: i64, %x: vector<2xf16>) {
  %c1_i64 = arith.constant 1 : i64
  %0 = llvm.alloca %c1_i64 x !llvm.array<256 x i8> {alignment = 64 : i64, mosaic_gpu_smem_alloc} : (i64) -> !llvm.ptr
  %1 = llvm.alloca %c1_i64 x i64 : (i64) -> !llvm.ptr
  %2 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  %3 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f16
  %4 = llvm.getelementptr %s[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
  %5 = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %6 = llvm.load %s : !llvm.ptr<3> -> vector<2xf16>
  llvm.store %x, %s : vector<2xf16>, !llvm.ptr<3>
  llvm.store %i, %p : i64, !llvm.ptr
  %7 = llvm.ptrtoint %s : !llvm.ptr<3> to i64
  %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<3>
  func.return
}


// -----

// CHECK-LABEL: func.func @arith(%a: i64, %b: i64, %r: i32) {
// CHECK-NEXT:  %0 = llvm.add %a, %b : i64
// CHECK-NEXT:  %1 = llvm.mul %a, %b : i64
// CHECK-NEXT:  %2 = llvm.and %a, %b : i64
// CHECK-NEXT:  %3 = llvm.or %a, %b : i64
// CHECK-NEXT:  %4 = llvm.lshr %a, %b : i64
// CHECK-NEXT:  %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %6 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:  %7 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %r : (i32) -> !llvm.void
// GENERIC-LABEL: sym_name = "arith"
// GENERIC:       %0 = "llvm.add"(%a, %b) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// GENERIC:       %1 = "llvm.mul"(%a, %b) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// GENERIC:       %2 = "llvm.and"(%a, %b) : (i64, i64) -> i64
// GENERIC:       %3 = "llvm.or"(%a, %b) : (i64, i64) -> i64
// GENERIC:       %4 = "llvm.lshr"(%a, %b) : (i64, i64) -> i64
// GENERIC:       %5 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
// GENERIC:       %6 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC:       %7 = "llvm.inline_asm"(%r) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.void
func.func @arith(%a: i64, %b: i64, %r: i32) {
  %0 = llvm.add %a, %b : i64
  %1 = llvm.mul %a, %b : i64
  %2 = llvm.and %a, %b : i64
  %3 = llvm.or %a, %b : i64
  %4 = llvm.lshr %a, %b : i64
  %5 = llvm.mlir.constant(0 : i64) : i64
  %6 = llvm.mlir.constant(1 : i32) : i32
  %7 = llvm.inline_asm has_side_effects "bar.sync $0, 128;", "r" %r : (i32) -> !llvm.void
  func.return
}
