// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// Verifiers of with_transforms, layout_cast, slice_smem, broadcast_in_dim and friends.

func.func @with_transforms_type_change(%s: memref<128x128xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.with_transforms' op requires the same type for all operands and results}}
  // expected-note @+1 {{make the result type memref<128x128xf16, #gpu.address_space<workgroup>>}}
  %0 = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
  func.return
}

// -----

func.func @layout_cast_splat(%v: vector<128xf32>) {
  // expected-error @+2 {{'mosaic_gpu.layout_cast' op attribute 'new_layout' failed to satisfy constraint: #mosaic_gpu.WGStridedFragLayout or #mosaic_gpu.TiledLayout}}
  // expected-note @+1 {{got #mosaic_gpu.WGSplatFragLayout<[128]>}}
  %0 = mosaic_gpu.layout_cast x(%v : vector<128xf32>) {new_layout = #mosaic_gpu.WGSplatFragLayout<[128]>}
  func.return
}

// -----

func.func @slice_smem_negative(%v: vector<128xf32>) {
  // expected-error @+2 {{'mosaic_gpu.slice_smem' op attribute 'offset' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  // expected-note @+1 {{use a non-negative offset, got -8}}
  %0 = "mosaic_gpu.slice_smem"() <{offset = -8 : i32}> : () -> memref<128xf32, #gpu.address_space<workgroup>>
  func.return
}

// -----

func.func @broadcast_in_dim_order(%v: vector<4x8xf32>) {
  // expected-error @+2 {{'mosaic_gpu.broadcast_in_dim' op The values in the `broadcast_dimensions` attribute must be strictly increasing.}}
  // expected-note @+1 {{see `lax.broadcast_in_dim`: dims map operand dimensions to result dimensions}}
  %0 = mosaic_gpu.broadcast_in_dim(%v : vector<4x8xf32>) {broadcast_dimensions = array<i64: 1, 0>} -> vector<8x4xf32>
  func.return
}

// -----

func.func @broadcast_in_dim_size(%v: vector<4xf32>) {
  // expected-error @+2 {{'mosaic_gpu.broadcast_in_dim' op The size of the input vector's dimension 0 must be either 1 or equal to the size of the result vector's dimension 1.}}
  // expected-note @+1 {{see `lax.broadcast_in_dim`: dims map operand dimensions to result dimensions}}
  %0 = mosaic_gpu.broadcast_in_dim(%v : vector<4xf32>) {broadcast_dimensions = array<i64: 1>} -> vector<4x8xf32>
  func.return
}

// -----

func.func @reinterpret_cast_size(%s: memref<128x64xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.reinterpret_cast' op source and result memrefs must have the same number of elements, but got 8192 and 4096}}
  // expected-note @+1 {{use a result shape with 8192 elements}}
  %0 = "mosaic_gpu.reinterpret_cast"(%s) : (memref<128x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
  func.return
}

// -----

func.func @broadcasted_iota_dim() {
  // expected-error @+2 {{'mosaic_gpu.broadcasted_iota' op dimension=2 must be smaller than the rank=2 of the result.}}
  // expected-note @+1 {{use a dimension in [0, 2)}}
  %0 = "mosaic_gpu.broadcasted_iota"() <{dimension = 2 : i32}> : () -> vector<128x64xi32>
  func.return
}

// -----

func.func @optimization_barrier_types(%v: vector<64xf32>) {
  // expected-error @+2 {{'mosaic_gpu.optimization_barrier' op inferred type(s) 'vector<64xf32>' are incompatible with return type(s) of operation 'vector<64xf16>'}}
  // expected-note @+1 {{the result of mosaic_gpu.optimization_barrier is vector<64xf32>}}
  %0 = "mosaic_gpu.optimization_barrier"(%v) : (vector<64xf32>) -> vector<64xf16>
  func.return
}

// -----

func.func @custom_primitive_layouts(%v: vector<128xf32>) {
  // expected-error @+2 {{'mosaic_gpu.custom_primitive' op Custom primitive must have a layout for each vector operand.}}
  // expected-note @+1 {{give `in_layouts` 1 entries}}
  %0 = "mosaic_gpu.custom_primitive"(%v) <{in_layouts = [], in_transforms = [], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]}> ({
    ^bb0(%a: vector<128xf32>):
      mosaic_gpu.return %a : vector<128xf32>
  }) : (vector<128xf32>) -> vector<128xf32>
  func.return
}

// -----

func.func @warp_map_vector(%v: vector<128xf32>) {
  // expected-error @+2 {{'mosaic_gpu.warp_map' op Can only map over scalars and refs.}}
  // expected-note @+1 {{pass vectors through memory (SMEM) instead}}
  "mosaic_gpu.warp_map"(%v) ({
    ^bb0(%a: vector<128xf32>):
  }) : (vector<128xf32>) -> ()
  func.return
}

// -----

func.func @assume_multiple_zero(%i: index) {
  // expected-error @+2 {{'mosaic_gpu.assume_multiple' op attribute 'multiple' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  // expected-note @+1 {{use a positive multiple, got 0}}
  %0 = mosaic_gpu.assume_multiple %i, 0 : index
  func.return
}

// -----

func.func @layout_cast_type_change(%v: vector<128xf32>) {
  // expected-error @+2 {{'mosaic_gpu.layout_cast' op requires the same type for all operands and results}}
  // expected-note @+1 {{make the result type vector<128xf32>}}
  %0 = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[128], 2>}> : (vector<128xf32>) -> vector<64xf32>
  func.return
}

// -----

// The counts are checked before the same-type check reads the operand and the result (a missing
// result was an IndexError).
func.func @layout_cast_without_result(%v: vector<128xf32>) {
  // expected-error @+1 {{'mosaic_gpu.layout_cast' op Expected 1 result, but got 0}}
  "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.WGStridedFragLayout<[128], 1>}> : (vector<128xf32>) -> ()
  func.return
}

// -----

func.func @assume_multiple_without_operand() {
  // expected-error @+2 {{'mosaic_gpu.assume_multiple' op Expected 1 operand, but got 0}}
  // expected-note @+1 {{the operands are, in order: value}}
  %0 = "mosaic_gpu.assume_multiple"() <{multiple = 16 : i32}> : () -> index
  func.return
}
