// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s

// vector ops of the corpus, with vector.extract_strided_slice (its offsets/sizes/strides are
// properties, printed in the attribute dictionary of the custom form).

// CHECK-LABEL: func.func @vectors(%m: memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, %i: index, %h: vector<2xf16>, %s: f32) {
// CHECK-NEXT:  %0 = vector.load %m[%i] : memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK-NEXT:  vector.store %0, %m[%i] : memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK-NEXT:  %1 = vector.extract_strided_slice %0 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
// CHECK-NEXT:  %2 = vector.extract_strided_slice %0 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
// CHECK-NEXT:  %3 = vector.shuffle %1, %2 [0, 1] : vector<1xf32>, vector<1xf32>
// CHECK-NEXT:  %4 = vector.bitcast %h : vector<2xf16> to vector<1xi32>
// CHECK-NEXT:  %5 = vector.extract %4[0] : i32 from vector<1xi32>
// CHECK-NEXT:  %6 = vector.broadcast %s : f32 to vector<2xf32>
// GENERIC-LABEL: sym_name = "vectors"
// GENERIC:       %0 = "vector.load"(%m, %i) : (memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> vector<2xf32>
// GENERIC:       "vector.store"(%0, %m, %i) : (vector<2xf32>, memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, index) -> ()
// GENERIC:       %1 = "vector.extract_strided_slice"(%0) <{offsets = [0], sizes = [1], strides = [1]}> : (vector<2xf32>) -> vector<1xf32>
// GENERIC:       %2 = "vector.extract_strided_slice"(%0) <{offsets = [1], sizes = [1], strides = [1]}> : (vector<2xf32>) -> vector<1xf32>
// GENERIC:       %3 = "vector.shuffle"(%1, %2) <{mask = array<i64: 0, 1>}> : (vector<1xf32>, vector<1xf32>) -> vector<2xf32>
// GENERIC:       %4 = "vector.bitcast"(%h) : (vector<2xf16>) -> vector<1xi32>
// GENERIC:       %5 = "vector.extract"(%4) <{static_position = array<i64: 0>}> : (vector<1xi32>) -> i32
// GENERIC:       %6 = "vector.broadcast"(%s) : (f32) -> vector<2xf32>
func.func @vectors(%m: memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, %i: index, %h: vector<2xf16>, %s: f32) {
  %0 = vector.load %m[%i] : memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, vector<2xf32>
  vector.store %0, %m[%i] : memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, vector<2xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [0], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
  %2 = vector.extract_strided_slice %0 {offsets = [1], sizes = [1], strides = [1]} : vector<2xf32> to vector<1xf32>
  %3 = vector.shuffle %1, %2 [0, 1] : vector<1xf32>, vector<1xf32>
  %4 = vector.bitcast %h : vector<2xf16> to vector<1xi32>
  %5 = vector.extract %4[0] : i32 from vector<1xi32>
  %6 = vector.broadcast %s : f32 to vector<2xf32>
  func.return
}
