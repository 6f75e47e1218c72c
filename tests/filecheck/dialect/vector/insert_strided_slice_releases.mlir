// RUN: mgpu-opt %s | filecheck %s
// RUN: mgpu-opt --jax 0.10.2 %s | filecheck %s --check-prefix=JAX0102
// RUN: mgpu-opt %s | mgpu-opt | filecheck %s
// RUN: mgpu-opt --which-jax %s | filecheck %s --check-prefix=WHICH

// vector.insert_strided_slice as the MLIR of jax 0.11 and later writes it (its slice as keywords: jaxlib 0.11.2
// and 0.12.0.1 print it so), read and written back; for jax 0.10.2 its slice is in the attribute dictionary.
// The keywords are a spelling of 0.11 and later: the text decides the release.
func.func @f(%a: vector<4xf32>, %b: vector<8x8xf32>) -> vector<8x8xf32> {
  // CHECK: %0 = vector.insert_strided_slice %a, {{%b}} offsets = [1, 2], strides = [1] {tag} : vector<4xf32> into vector<8x8xf32>
  // JAX0102: %0 = vector.insert_strided_slice %a, {{%b}} {offsets = [1, 2], strides = [1], tag} : vector<4xf32> into vector<8x8xf32>
  %0 = vector.insert_strided_slice %a, %b offsets = [1, 2], strides = [1] {tag} : vector<4xf32> into vector<8x8xf32>
  return %0 : vector<8x8xf32>
}
// WHICH: jax 0.12.1: no mosaic_gpu op: jax 0.11.2 / 0.12.0.1 / 0.12.1 read it alike
