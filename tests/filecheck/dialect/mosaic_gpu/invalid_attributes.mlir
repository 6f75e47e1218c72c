// A TiledLayout's tiling gets jax's checks (Tiling, TiledLayout), located at the attribute, with the fix.
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --verify-diagnostics

func.func @zero_tile(%x: vector<128x128xf32>) {
  // expected-error @+2 {{Tile shape must only have positive sizes, got: ((64, 0), (8, 8), (2,))}}
  // expected-note @+1 {{tile 0 [64, 0] has a size below 1: every tile size must divide the dimension it tiles}}
  %0 = mosaic_gpu.layout_cast x(%x : vector<128x128xf32>) {new_layout = #mosaic_gpu.TiledLayout<[[64, 0], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}
  func.return
}

// -----

func.func @negative_tile(%x: vector<128x128xf32>) {
  // expected-error @+2 {{Tile shape must only have positive sizes, got: ((64, 8), (8, -8), (2,))}}
  // expected-note @+1 {{tile 1 [8, -8] has a size below 1}}
  %0 = mosaic_gpu.layout_cast x(%x : vector<128x128xf32>) {new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [8, -8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}
  func.return
}

// -----

func.func @rank_increases(%x: vector<128x128xf32>) {
  // expected-error @+2 {{Tiles must have a decreasing rank}}
  // expected-note @+1 {{make tile 1 [8, 8] no longer than the tile before it}}
  %0 = mosaic_gpu.layout_cast x(%x : vector<128x128xf32>) {new_layout = #mosaic_gpu.TiledLayout<[[64], [8, 8]], warp_dims = [-3], lane_dims = [-2], vector_dim = -1>}
  func.return
}

// -----

func.func @empty_tile(%x: vector<128x128xf32>) {
  // expected-error @+2 {{Tiles must not be empty}}
  // expected-note @+1 {{remove the empty tile 1}}
  %0 = mosaic_gpu.layout_cast x(%x : vector<128x128xf32>) {new_layout = #mosaic_gpu.TiledLayout<[[64, 8], []], warp_dims = [-3], lane_dims = [-2], vector_dim = -1>}
  func.return
}

// -----

func.func @no_tiles(%x: vector<128x128xf32>) {
  // expected-error @+2 {{Tiling must have at least one tile}}
  // expected-note @+1 {{give the TiledLayout a tiling}}
  %0 = mosaic_gpu.layout_cast x(%x : vector<128x128xf32>) {new_layout = #mosaic_gpu.TiledLayout<[], warp_dims = [-3], lane_dims = [-2], vector_dim = -1>}
  func.return
}
