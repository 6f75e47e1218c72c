// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// assume_multiple is a fact for inference and slicing checks: its uses take the value itself
// (jax's dialect_lowering.py:313 at jax-v0.10.2).
// CHECK-LABEL: func.func @fact(%i: index) -> index {
// CHECK-NEXT:    return %i : index
func.func @fact(%i: index) -> index {
  %m = mosaic_gpu.assume_multiple %i, 16 : index
  func.return %m : index
}
