// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// Malformed mosaic_gpu attributes and types are parse errors located at the attribute.

func.func @swizzle_value() {
  // expected-error @+1 {{swizzle must be one of 16 (no swizzle), 32, 64 or 128 bytes, got 48}}
  "test.op"() {a = #mosaic_gpu.swizzle<48 : i32>} : () -> ()
  func.return
}

// -----

func.func @swizzle_type() {
  // expected-error @+1 {{swizzle must be an i32 value, got i64}}
  "test.op"() {a = #mosaic_gpu.swizzle<64 : i64>} : () -> ()
  func.return
}

// -----

func.func @tile_zero() {
  // expected-error @+1 {{tile sizes must be positive, got [0, 8]}}
  "test.op"() {a = #mosaic_gpu.tile<[0, 8]>} : () -> ()
  func.return
}

// -----

func.func @tiled_layout_keyword() {
  // expected-error @+1 {{Expected 'warp_dims'}}
  "test.op"() {a = #mosaic_gpu.TiledLayout<[[64, 8]], warp = [-7], lane_dims = [-3, -2], vector_dim = -1>} : () -> ()
  func.return
}

// -----

func.func @tiled_layout_dim() {
  // expected-error @+1 {{expected an integer or #mosaic_gpu.Replicated, got #mosaic_gpu.tmem}}
  "test.op"() {a = #mosaic_gpu.TiledLayout<[[64, 8]], warp_dims = [#mosaic_gpu.tmem], lane_dims = [-3, -2], vector_dim = -1>} : () -> ()
  func.return
}

// -----

// expected-error @+1 {{Expected 'orders_tensor_core'}}
func.func @barrier_parameter(%a: memref<!mosaic_gpu.barrier<foo = true>>) {
  func.return
}
