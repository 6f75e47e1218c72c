// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax's lowering refuses these reductions and stores (jax/experimental/mosaic/gpu/dialect_lowering.py at
// jax-v0.12.0.1, the line in each case), in its words, one a case (tests/census/raises-coverage-0.12.0.1.md).

// A vector.reduction of kind <and>: jax reduces with add, mul, max and min (dialect_lowering.py:835).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128xi32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (memref<128xi32, #gpu.address_space<workgroup>>) -> vector<128xi32>
    // expected-error @+2 {{'vector.reduction' op Unsupported reduction kind: #vector.kind<and>}}
    // expected-note @+1 {{reductions: reduce with one of them}}
    %r = "vector.reduction"(%v) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<and>}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xi32>) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A row reduction of kind <xor> (dialect_lowering.py:893).
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "k"}> ({
  ^bb0(%x: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x16xi32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> {out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<64x16xi32, #gpu.address_space<workgroup>>) -> vector<64x16xi32>
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : (i32) -> vector<64xi32>
    // expected-error @+2 {{'vector.multi_reduction' op Unsupported reduction kind: #vector.kind<xor>}}
    // expected-note @+1 {{reductions: reduce with one of them}}
    %r = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 1>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : (vector<64x16xi32>, vector<64xi32>) -> vector<64xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A row reduction of a splat: jax's multi_reduction reduces a tiled value (dialect_lowering.py:861).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 16]>]} : (f32) -> vector<64x16xf32>
    %a = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64]>]} : (f32) -> vector<64xf32>
    // expected-error @+2 {{'vector.multi_reduction' op Unsupported layout: WGSplatFragLayout(shape=(64, 16))}}
    // expected-note @+1 {{reduces a value in a tiled layout}}
    %r = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 16]>, #mosaic_gpu.WGSplatFragLayout<[64]>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64]>]} : (vector<64x16xf32>, vector<64xf32>) -> vector<64xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An async_store_smem of a strided value: jax stores a tiled one (dialect_lowering.py:567).
"builtin.module"() ({
  "func.func"() <{function_type = (f32, i32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32, %i: i32):
    %v = "vector.broadcast"(%x) {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[64, 64], 1>]} : (f32) -> vector<64x64xf32>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf32, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Expected TiledLayout, got <class 'jax.experimental.mosaic.gpu.fragmented_array.WGStridedFragLayout'>}}
    // expected-note @+1 {{async_store_smem stores a tiled register layout}}
    "mosaic_gpu.async_store_smem"(%v, %s, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[64, 64], 1>], in_transforms = [[#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]} : (vector<64x64xf32>, memref<64x64xf32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A memref.load of a SMEM ref given a tile transform (dialect_lowering.py:2314).
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "k"}> ({
  ^bb0(%i: index):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64xi32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.load' op memref.LoadOp does not support transforms: memref.load}}
    // expected-note @+1 {{give it in_transforms = [[]]}}
    %x = "memref.load"(%s, %i) {in_transforms = [[#mosaic_gpu.tile<[8]>]]} : (memref<64xi32, #gpu.address_space<workgroup>>, index) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A memref.store to a SMEM ref given a tile transform (dialect_lowering.py:2336).
"builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> (), sym_name = "k"}> ({
  ^bb0(%i: index, %x: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64xi32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.store' op memref.StoreOp does not support transforms: memref.store}}
    // expected-note @+1 {{give it in_transforms = [[]]}}
    "memref.store"(%x, %s, %i) {in_transforms = [[#mosaic_gpu.tile<[8]>]]} : (i32, memref<64xi32, #gpu.address_space<workgroup>>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A vector constant of two values (dialect_lowering.py:378): jax lowers splat constants only.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    // expected-error @+2 {{'arith.constant' op Unsupported constant op: arith.constant}}
    // expected-note @+1 {{jax lowers a vector constant that is one value splat over the vector}}
    %c = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[2], 1>]} : () -> vector<2xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A 16 KiB slice_smem in a kernel whose gpu.launch requests 1 KiB of dynamic shared memory (dialect_lowering.py:1799).
func.func @k() {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %smem = arith.constant 1024 : i32
  gpu.launch blocks(%b0, %b1, %b2) in (%b3 = %c1, %b4 = %c1, %b5 = %c1) threads(%t0, %t1, %t2) in (%t3 = %c128, %t4 = %c1, %t5 = %c1) dynamic_shared_memory_size %smem {
    // expected-error @+2 {{'mosaic_gpu.slice_smem' op Ran out of shared memory.}}
    // expected-note @+1 {{this slice_smem ends at byte 16384, past the 1024 bytes of dynamic shared memory its gpu.launch requests}}
    %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<64x64xf32, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  func.return
}
