// RUN: mgpu-opt %s -p mgpu-infer-layout --split-input-file --verify-diagnostics

// jax's inference refuses a layout its rule gives a value the layout does not fit, and ops it has no rule for in
// this form (jax/experimental/mosaic/gpu/layout_inference.py at jax-v0.12.0.1, the line in each case), in its words,
// one a case (tests/census/raises-coverage-0.12.0.1.md).

// A layout_cast of a (32, 32) value to the WGMMA layout, whose (64, 8) tile does not fit it (layout_inference.py:1112).
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %a = "vector.broadcast"(%x) : (f32) -> vector<32x32xf32>
    // expected-error @+2 {{'mosaic_gpu.layout_cast' op Cannot cast to layout TiledLayout(tiling=Tiling(tiles=((64, 8), (16, 8), (8, 8), (2,))), warp_dims=(-7,), lane_dims=(-3, -2), vector_dim=-1): the layout is notcompatible with the operand shape (32, 32) in mosaic_gpu.layout_cast.}}
    // expected-note @+1 {{must tile the value's shape (32, 32)}}
    %c = "mosaic_gpu.layout_cast"(%a) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}> : (vector<32x32xf32>) -> vector<32x32xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A wgmma whose accumulator is 12 columns wide: the WGMMA layout tiles it by 8 (layout_inference.py:1145; jaxlib's verifier checks only its rows).
#acc = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
func.func @w(%c: vector<64x12xf32>, %a: memref<64x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x12xf16, #gpu.address_space<workgroup>>) -> vector<64x12xf32> {
  // expected-error @+2 {{'mosaic_gpu.wgmma' op Cannot assign layout TiledLayout(tiling=Tiling(tiles=((64, 8), (16, 8), (8, 8), (2,))), warp_dims=(-7,), lane_dims=(-3, -2), vector_dim=-1, unreduced_operation=None) to the accumulator of a wgmma op: the layout is not compatible with the accumulator shape (64, 12).}}
  // expected-note @+1 {{a wgmma's accumulator is (64·m, 8·n)}}
  %d = mosaic_gpu.wgmma accumulator(%c : vector<64x12xf32>) a(%a : memref<64x64xf16, #gpu.address_space<workgroup>>) b(%b : memref<64x12xf16, #gpu.address_space<workgroup>>) -> vector<64x12xf32>
  func.return %d : vector<64x12xf32>
}

// -----

// A wgmma whose A operand, in registers, is 8 columns of i8 wide, where the 8-bit WGMMA layout's tile is 16
// (layout_inference.py:1179; B's 8 rows are tiled, which jax checks first: untileable_mma_operand.mlir).
func.func @w(%c: vector<64x64xi32>, %a: vector<64x8xi8>, %b: memref<8x64xi8, #gpu.address_space<workgroup>>) -> vector<64x64xi32> {
  // expected-error @+2 {{'mosaic_gpu.wgmma' op Cannot assign layout TiledLayout(tiling=Tiling(tiles=((64, 16), (16, 16), (8, 16), (4,))), warp_dims=(-7,), lane_dims=(-3, -2), vector_dim=-1, unreduced_operation=None) to the 'a' operand of WGMMAOp: the layout is not compatible with the operand shape (64, 8).}}
  // expected-note @+1 {{an A operand in registers is (64·m, k)}}
  %d = mosaic_gpu.wgmma accumulator(%c : vector<64x64xi32>) a(%a : vector<64x8xi8>) b(%b : memref<8x64xi8, #gpu.address_space<workgroup>>) -> vector<64x64xi32>
  func.return %d : vector<64x64xi32>
}

// -----

// An 8-bit mma whose K (48) is not a multiple of the A layout's 32 columns (layout_inference.py:1217).
func.func @m(%c: vector<64x16xi32>, %a: vector<64x48xi8>, %b: vector<48x16xi8>) -> vector<64x16xi32> {
  // expected-error @+2 {{'mosaic_gpu.mma' op Cannot assign layout TiledLayout(tiling=Tiling(tiles=((64, 32), (16, 16), (8, 16), (4,))), warp_dims=(-7, Replicated(times=1)), lane_dims=(-3, -2), vector_dim=-1, unreduced_operation=None) to the 'a' operand of MMAOp: the layout is not compatible with the operand shape (64, 48).}}
  // expected-note @+1 {{in the mma layouts of 8-bit elements}}
  %d = mosaic_gpu.mma accumulator(%c : vector<64x16xi32>) a(%a : vector<64x48xi8>) b(%b : vector<48x16xi8>) -> vector<64x16xi32>
  func.return %d : vector<64x16xi32>
}

// -----

// A vector.broadcast of a vector (layout_inference.py:1247): jax broadcasts vectors with broadcast_in_dim.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "k"}> ({
  ^bb0(%x: f32):
    %a = "vector.broadcast"(%x) : (f32) -> vector<128xf32>
    // expected-error @+2 {{'vector.broadcast' op Only vector broadcasts from scalars are supported.}}
    // expected-note @+1 {{broadcast a vector with mosaic_gpu.broadcast_in_dim}}
    %b = "vector.broadcast"(%a) : (vector<128xf32>) -> vector<2x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A memref.load of a 4-element SMEM ref (layout_inference.py:2092).
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "k"}> ({
  ^bb0(%i: index):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<4xi32, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.load' op Only scalar memrefs are supported, got [4]}}
    // expected-note @+1 {{a ref of shape () or (1,)}}
    %x = memref.load %s[%i] : memref<4xi32, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A memref.subview of a SMEM ref with a stride of 2 (layout_inference.py:1935).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.subview' op Only unit strides are supported but got array<i64: 2, 1>.}}
    // expected-note @+1 {{slice a SMEM ref with unit strides}}
    %v = memref.subview %s[0, 0] [32, 64] [2, 1] : memref<64x64xf16, #gpu.address_space<workgroup>> to memref<32x64xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
    %l = "mosaic_gpu.vector_load"(%v) <{optimized = false}> : (memref<32x64xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>) -> vector<32x64xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A tmem_layout_cast to a layout of 48-column tiles, which do not fit 128 columns (layout_inference.py:1571).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %p = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%p) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xi32, #mosaic_gpu.tmem>
    // expected-error @+2 {{'mosaic_gpu.tmem_layout_cast' op Cannot cast to TMEM layout TMEMLayout(tiling=Tiling(tiles=((128, 48), (32, 48))), warp_dims=(-4,), lane_dims=(-2,), vector_dim=-1) in mosaic_gpu.tmem_layout_cast: the layout is not compatible with the operand shape (128, 128).}}
    // expected-note @+1 {{must tile the TMEM ref's shape (128, 128)}}
    %c = "mosaic_gpu.tmem_layout_cast"(%t) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 48], [32, 48]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xi32, #mosaic_gpu.tmem>) -> memref<128x128xi32, #mosaic_gpu.tmem>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An async_store_smem_to_tmem into a TMEM ref of 64 rows: the default TMEM layout has 128 (layout_inference.py:1787).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %p = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %s = "mosaic_gpu.slice_smem"() <{offset = 1024 : i32}> : () -> memref<64x128xbf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%p) <{collective = false, packing = 2 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<64x128xbf16, #mosaic_gpu.tmem>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem_to_tmem' op Cannot assign TMEM layout TMEMLayout(tiling=Tiling(tiles=((128, 2), (32, 2))), warp_dims=(-4,), lane_dims=(-2,), vector_dim=-1) to a TMEM ref with shape (64, 128)}}
    // expected-note @+1 {{a TMEM ref of 128 rows in the default TMEM layout (packing 2)}}
    "mosaic_gpu.async_store_smem_to_tmem"(%s, %t) <{collective = false}> : (memref<64x128xbf16, #gpu.address_space<workgroup>>, memref<64x128xbf16, #mosaic_gpu.tmem>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
