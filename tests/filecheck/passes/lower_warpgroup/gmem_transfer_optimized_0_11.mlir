// RUN: mgpu-opt %s --jax 0.11.2 -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics
// RUN: mgpu-opt %s --jax 0.10.2 -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax 0.11.2 and 0.10.2 transfer a GMEM ref unoptimized unless a vector_load / vector_store says optimized = true,
// which they refuse, one a case; tests/interop/test_gmem_transfer_jax.py has each release's lowering refuse each in
// these words, and lower the others with loads and stores of mgpu's widths. jax 0.12: gmem_transfer_plan.mlir.

// optimized = true (fragmented_array.py:4485 at 0.11.2, :4231 at jax-v0.10.2).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf32>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x64xf32>):
    // expected-error @+2 {{'mosaic_gpu.vector_load' op Only optimized transfers to SMEM supported}}
    // expected-note @+1 {{transfers a GMEM ref unoptimized: drop optimized = true from the op}}
    %v = "mosaic_gpu.vector_load"(%r) <{optimized = true}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x64xf32>) -> vector<64x64xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// optimized = true.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf32>, f32) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x64xf32>, %x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<64x64xf32>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op Only optimized transfers to SMEM supported}}
    // expected-note @+1 {{transfers a GMEM ref unoptimized: drop optimized = true from the op}}
    "mosaic_gpu.vector_store"(%v, %r) <{optimized = true}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x64xf32>, memref<64x64xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Unset: not planned (lowered; jax 0.12 refuses it: gmem_transfer_plan.mlir).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xbf16>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x64xbf16>):
    %v = "mosaic_gpu.vector_load"(%r) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x64xbf16>) -> vector<64x64xbf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Unset: not planned (lowered).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xbf16>, bf16) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x64xbf16>, %x: bf16):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (bf16) -> vector<64x64xbf16>
    "mosaic_gpu.vector_store"(%v, %r) {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x64xbf16>, memref<64x64xbf16>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
