// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

func.func @smem_wrong_space() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
  %0 = gpu.dynamic_shared_memory : memref<?xi8>
  func.return
}

// -----

func.func @smem_wrong_shape() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
  %0 = gpu.dynamic_shared_memory : memref<16xi8, #gpu.address_space<workgroup>>
  func.return
}

// -----

func.func @launch_too_few_region_args(%c1: index) {
  // expected-error @+1 {{'gpu.launch' op unexpected number of region arguments: expected at least 12, got 1}}
  "gpu.launch"(%c1, %c1, %c1, %c1, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%a: index):
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  func.return
}

// -----

func.func @launch_clusters_need_18_args(%c1: index) {
  // expected-error @+1 {{'gpu.launch' op unexpected number of region arguments: expected at least 18, got 12}}
  "gpu.launch"(%c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0>}> ({
  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index, index, index, index) -> ()
  func.return
}

// -----

func.func @launch_partial_clusters(%c1: index) {
  // expected-error @+1 {{'gpu.launch' op cluster size must be given for all three dimensions or none}}
  "gpu.launch"(%c1, %c1, %c1, %c1, %c1, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>}> ({
  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index, index) -> ()
  func.return
}

// -----

func.func @launch_needs_terminator(%c1: index) {
  // expected-error @+1 {{'gpu.launch' op expected 'gpu.terminator' or a terminator with successors}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%nx = %c1, %ny = %c1, %nz = %c1) {
    %i = gpu.thread_id x
  }
  func.return
}

// -----

func.func @printf_vector(%v: vector<2xf32>) {
  // expected-error @+2 {{'gpu.printf' op operand #0 must be variadic of integer or index or floating-point, but got 'vector<2xf32>'}}
  // expected-note @+1 {{print the elements one by one (vector.extract), as jax's utils.debug_print does}}
  "gpu.printf"(%v) <{format = "%f"}> : (vector<2xf32>) -> ()
  func.return
}
