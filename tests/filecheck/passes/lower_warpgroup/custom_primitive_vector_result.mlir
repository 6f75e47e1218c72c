// RUN: mgpu-opt %S/../../../differential/captured/squeeze_to_scalar.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// jax's test_squeeze_to_scalar: inline_mgpu makes a splat f32 42 in lane-level code and returns it
// as a vector<1x1x1xf32> (the cast of its one register); squeezed to a scalar, it is that register,
// stored: no cast and no mosaic_gpu op is left.
// CHECK:       %[[K:.*]] = arith.constant 4.200000e+01 : f32
// CHECK-NOT:   unrealized_conversion_cast %[[K]]
// CHECK:       memref.store %[[K]], %{{.*}}[] : memref<f32>
// CHECK-NOT:   mosaic_gpu.
