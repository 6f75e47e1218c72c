// RUN: mgpu-opt %s --jax 0.12.0.1 -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax 0.12.0.1 plans a vector_load / vector_store of a GMEM ref in a tiled layout unless the op says optimized = false
// (plan_gmem_transfer, jax/experimental/mosaic/gpu/fragmented_array.py at 0.12.0.1, the line in each case), and
// refuses one that would not coalesce, in its words, one a case; tests/interop/test_gmem_transfer_jax.py has jax
// 0.12.0.1's lowering refuse each in these words, and lower the others with loads and stores of mgpu's widths.

// Registers of 8 f32, 32 bytes a thread (:5350).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x8xf32>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<128x8xf32>):
    // expected-error @+2 {{'mosaic_gpu.vector_load' op GMEM transfer with per-thread vector length > 16 bytes is inefficient}}
    // expected-note @+1 {{set optimized = false on the op}}
    %v = "mosaic_gpu.vector_load"(%r) {out_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x8xf32>) -> vector<128x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Registers of 3 f32, 12 bytes a thread (:5354).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x3xf32>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<128x3xf32>):
    // expected-error @+2 {{'mosaic_gpu.vector_load' op GMEM transfer with non-power-of-2 byte length is inefficient}}
    // expected-note @+1 {{set optimized = false on the op}}
    %v = "mosaic_gpu.vector_load"(%r) {out_layouts = [#mosaic_gpu.TiledLayout<[[128, 3], [32, 3]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x3xf32>) -> vector<128x3xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// The WGMMA layout of i8: pairs of bytes, which LLVM cannot fuse (:5393).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xi8>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x64xi8>):
    // expected-error @+2 {{'mosaic_gpu.vector_load' op GMEM transfer width (2 bytes/thread) is smaller than 4 bytes}}
    // expected-note @+1 {{set optimized = false on the op}}
    %v = "mosaic_gpu.vector_load"(%r) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x64xi8>) -> vector<64x64xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// The WGMMA layout of bf16: 4 lanes a row read 16 of a 32-byte sector (:5406).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xbf16>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x64xbf16>):
    // expected-error @+2 {{'mosaic_gpu.vector_load' op GMEM transfer does not access a whole number of complete 32 byte sectors}}
    // expected-note @+1 {{set optimized = false on the op}}
    %v = "mosaic_gpu.vector_load"(%r) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x64xbf16>) -> vector<64x64xbf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Rows 528 bytes apart, a warp each: not on a 32-byte sector (:5419).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x128xf32, strided<[132, 1]>>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<4x128xf32, strided<[132, 1]>>):
    // expected-error @+2 {{'mosaic_gpu.vector_load' op GMEM transfer stride is not aligned to 32B sector size}}
    // expected-note @+1 {{set optimized = false on the op}}
    %v = "mosaic_gpu.vector_load"(%r) {out_layouts = [#mosaic_gpu.TiledLayout<[[4, 128], [4]], warp_dims = [-3], lane_dims = [-2], vector_dim = -1>]} : (memref<4x128xf32, strided<[132, 1]>>) -> vector<4x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// The WGMMA layout of f32 in rows of 32 bytes 64 bytes apart: half of each cache line (:5444).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x8xf32, strided<[16, 1]>>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x8xf32, strided<[16, 1]>>):
    // expected-error @+2 {{'mosaic_gpu.vector_load' op GMEM transfer does not access a whole number of complete 128 byte cache lines}}
    // expected-note @+1 {{set optimized = false on the op}}
    %v = "mosaic_gpu.vector_load"(%r) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x8xf32, strided<[16, 1]>>) -> vector<64x8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A store is planned as a load is (fragmented_array.py:4458 at 0.12.0.1).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xbf16>, bf16) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x64xbf16>, %x: bf16):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (bf16) -> vector<64x64xbf16>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op GMEM transfer does not access a whole number of complete 32 byte sectors}}
    // expected-note @+1 {{set optimized = false on the op}}
    "mosaic_gpu.vector_store"(%v, %r) {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x64xbf16>, memref<64x64xbf16>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// And an atomic one (:4415).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x8xi32, strided<[16, 1]>>, i32) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x8xi32, strided<[16, 1]>>, %x: i32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (i32) -> vector<64x8xi32>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op GMEM transfer does not access a whole number of complete 128 byte cache lines}}
    // expected-note @+1 {{set optimized = false on the op}}
    "mosaic_gpu.vector_store"(%v, %r) <{atomic_type = 0 : i32}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x8xi32>, memref<64x8xi32, strided<[16, 1]>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An f32 max, whose type jax refuses register by register (:4300), once it has planned the transfer.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x8xf32, strided<[16, 1]>>, f32) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x8xf32, strided<[16, 1]>>, %x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (f32) -> vector<64x8xf32>
    // expected-error @+2 {{'mosaic_gpu.vector_store' op GMEM transfer does not access a whole number of complete 128 byte cache lines}}
    // expected-note @+1 {{set optimized = false on the op}}
    "mosaic_gpu.vector_store"(%v, %r) <{atomic_type = 2 : i32}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x8xf32>, memref<64x8xf32, strided<[16, 1]>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A thread's two f16 registers, consecutive in the ref: 2 bytes each, which LLVM fuses into 4 (:5361-5389; lowered).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x2xf16>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<128x2xf16>):
    %v = "mosaic_gpu.vector_load"(%r) {out_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x2xf16>) -> vector<128x2xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// optimized = true: the WGMMA layout of f32 fills whole cache lines (lowered).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf32>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x64xf32>):
    %v = "mosaic_gpu.vector_load"(%r) <{optimized = true}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x64xf32>) -> vector<64x64xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// optimized = false: not planned (lowered).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xbf16>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x64xbf16>):
    %v = "mosaic_gpu.vector_load"(%r) <{optimized = false}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x64xbf16>) -> vector<64x64xbf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An f8 register moves as the i8 of its width (load_tiled, :4517-4525; lowered).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf8E4M3FN>) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x64xf8E4M3FN>):
    %v = "mosaic_gpu.vector_load"(%r) <{optimized = false}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 16], [16, 16], [8, 16], [4]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x64xf8E4M3FN>) -> vector<64x64xf8E4M3FN>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// optimized = false: not planned (lowered).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xbf16>, bf16) -> (), sym_name = "k"}> ({
  ^bb0(%r: memref<64x64xbf16>, %x: bf16):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (bf16) -> vector<64x64xbf16>
    "mosaic_gpu.vector_store"(%v, %r) <{optimized = false}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<64x64xbf16>, memref<64x64xbf16>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
