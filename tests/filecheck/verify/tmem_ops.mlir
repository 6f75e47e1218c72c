// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// Verifiers of tmem_dealloc, slice_tmem, tmem_layout_cast and the SMEM -> TMEM copies (jaxlib's messages).

func.func @tmem_dealloc_not_tmem(%t: memref<128x128xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.tmem_dealloc' op The tmem memref must have a mosaic_gpu.tmem memory space but got: #gpu.address_space<workgroup>}}
  // expected-note @+1 {{use a TMEM ref: memref<128x128xf32, #mosaic_gpu.tmem> (from mosaic_gpu.tmem_alloc)}}
  mosaic_gpu.tmem_dealloc tmem_ref(%t : memref<128x128xf32, #gpu.address_space<workgroup>>)
  func.return
}

// -----

func.func @slice_tmem_valid(%t: memref<128x256xf32, #mosaic_gpu.tmem>) {
  %0 = "mosaic_gpu.slice_tmem"(%t) <{offset = 128 : i32}> : (memref<128x256xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  func.return
}

// -----

func.func @slice_tmem_offset(%t: memref<128x256xf32, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.slice_tmem' op The offset must be a multiple of 4 but got: 6}}
  // expected-note @+1 {{TMEM columns are sliced at a granularity of 4: use offset = 4 or 8}}
  %0 = "mosaic_gpu.slice_tmem"(%t) <{offset = 6 : i32}> : (memref<128x256xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  func.return
}

// -----

func.func @slice_tmem_negative_offset(%t: memref<128x256xf32, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.slice_tmem' op attribute 'offset' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  // expected-note @+1 {{use a non-negative offset, got -4}}
  %0 = "mosaic_gpu.slice_tmem"(%t) <{offset = -4 : i32}> : (memref<128x256xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  func.return
}

// -----

func.func @slice_tmem_source_not_tmem(%t: memref<128x256xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.slice_tmem' op The tmem memref must have a mosaic_gpu.tmem memory space but got: #gpu.address_space<workgroup>}}
  // expected-note @+1 {{use a TMEM ref: memref<128x256xf32, #mosaic_gpu.tmem> (from mosaic_gpu.tmem_alloc)}}
  %0 = "mosaic_gpu.slice_tmem"(%t) <{offset = 0 : i32}> : (memref<128x256xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  func.return
}

// -----

func.func @tmem_layout_cast_not_tmem(%t: memref<128x128xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.tmem_layout_cast' op The tmem memref must have a mosaic_gpu.tmem memory space but got: #gpu.address_space<workgroup>}}
  // expected-note @+1 {{use a TMEM ref: memref<128x128xf32, #mosaic_gpu.tmem> (from mosaic_gpu.tmem_alloc)}}
  %0 = "mosaic_gpu.tmem_layout_cast"(%t) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
  func.return
}

// -----

func.func @tmem_layout_cast_type_change(%t: memref<128x128xf32, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.tmem_layout_cast' op requires the same type for all operands and results}}
  // expected-note @+1 {{make the result type memref<128x128xf32, #mosaic_gpu.tmem>}}
  %0 = "mosaic_gpu.tmem_layout_cast"(%t) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x64xf32, #mosaic_gpu.tmem>
  func.return
}

// -----

func.func @smem_to_tmem_valid(%s: memref<128x128xbf16, #gpu.address_space<workgroup>>, %t: memref<128x128xbf16, #mosaic_gpu.tmem>) {
  "mosaic_gpu.async_store_smem_to_tmem"(%s, %t) <{collective = false}> : (memref<128x128xbf16, #gpu.address_space<workgroup>>, memref<128x128xbf16, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

func.func @smem_to_tmem_shape(%s: memref<128x128xbf16, #gpu.address_space<workgroup>>, %t: memref<64x128xbf16, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem_to_tmem' op The `source` (128, 128) and `destination` (64, 128) memrefs must have the same shape.}}
  // expected-note @+1 {{copy between refs of the same shape}}
  "mosaic_gpu.async_store_smem_to_tmem"(%s, %t) : (memref<128x128xbf16, #gpu.address_space<workgroup>>, memref<64x128xbf16, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

func.func @smem_to_tmem_dtype(%s: memref<128x128xf32, #gpu.address_space<workgroup>>, %t: memref<128x128xbf16, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem_to_tmem' op The `source` (f32) and `destination` (bf16) memrefs must have the same element type.}}
  // expected-note @+1 {{copy between refs of the same element type}}
  "mosaic_gpu.async_store_smem_to_tmem"(%s, %t) : (memref<128x128xf32, #gpu.address_space<workgroup>>, memref<128x128xbf16, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

func.func @smem_to_tmem_source_in_tmem(%s: memref<128x128xbf16, #mosaic_gpu.tmem>, %t: memref<128x128xbf16, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem_to_tmem' op The `source` memref must be in SMEM.}}
  // expected-note @+1 {{the source must have memory space #gpu.address_space<workgroup>, got memref<128x128xbf16, #mosaic_gpu.tmem>}}
  "mosaic_gpu.async_store_smem_to_tmem"(%s, %t) : (memref<128x128xbf16, #mosaic_gpu.tmem>, memref<128x128xbf16, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

func.func @smem_to_tmem_dest_in_smem(%s: memref<128x128xbf16, #gpu.address_space<workgroup>>, %t: memref<128x128xbf16, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem_to_tmem' op The tmem memref must have a mosaic_gpu.tmem memory space but got: #gpu.address_space<workgroup>}}
  // expected-note @+1 {{use a TMEM ref: memref<128x128xbf16, #mosaic_gpu.tmem> (from mosaic_gpu.tmem_alloc)}}
  "mosaic_gpu.async_store_smem_to_tmem"(%s, %t) : (memref<128x128xbf16, #gpu.address_space<workgroup>>, memref<128x128xbf16, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

func.func @scales_shape(%s: memref<1x4x32x8xf8E8M0FNU, #gpu.address_space<workgroup>>, %t: memref<128x16xf8E8M0FNU, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_scales_smem_to_tmem' op The `source` memref must have shape (1, 4, 32, 16) or (1, 4, 64, 16), but got (1, 4, 32, 8).}}
  // expected-note @+1 {{lay out the scales in SMEM as (M/128, N/4, 32, 16) = (1, 4, 32, 16)}}
  "mosaic_gpu.async_store_scales_smem_to_tmem"(%s, %t) : (memref<1x4x32x8xf8E8M0FNU, #gpu.address_space<workgroup>>, memref<128x16xf8E8M0FNU, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

func.func @scales_rows(%s: memref<1x4x32x16xf8E8M0FNU, #gpu.address_space<workgroup>>, %t: memref<64x16xf8E8M0FNU, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_scales_smem_to_tmem' op The first dimension of the TMEM memref must be a multiple of 128, but got 64.}}
  // expected-note @+1 {{use a TMEM ref with a multiple of 128 rows}}
  "mosaic_gpu.async_store_scales_smem_to_tmem"(%s, %t) : (memref<1x4x32x16xf8E8M0FNU, #gpu.address_space<workgroup>>, memref<64x16xf8E8M0FNU, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

func.func @scales_dtype(%s: memref<1x4x32x16xf8E4M3FN, #gpu.address_space<workgroup>>, %t: memref<128x16xf8E8M0FNU, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_scales_smem_to_tmem' op The `source` (f8E4M3FN) and `destination` (f8E8M0FNU) memrefs must have the same element type.}}
  // expected-note @+1 {{copy between refs of the same element type}}
  "mosaic_gpu.async_store_scales_smem_to_tmem"(%s, %t) : (memref<1x4x32x16xf8E4M3FN, #gpu.address_space<workgroup>>, memref<128x16xf8E8M0FNU, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

func.func @sparse_metadata_columns(%s: memref<1x1x128x64xi2, #gpu.address_space<workgroup>>, %t: memref<128x32xi2, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_sparse_metadata_smem_to_tmem' op The second dimension of the TMEM memref must be a multiple of 64, but got 32.}}
  // expected-note @+1 {{use a TMEM ref whose column count is a multiple of 64}}
  "mosaic_gpu.async_store_sparse_metadata_smem_to_tmem"(%s, %t) : (memref<1x1x128x64xi2, #gpu.address_space<workgroup>>, memref<128x32xi2, #mosaic_gpu.tmem>) -> ()
  func.return
}

// -----

func.func @sparse_metadata_shape(%s: memref<1x2x128x64xi2, #gpu.address_space<workgroup>>, %t: memref<128x64xi2, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_sparse_metadata_smem_to_tmem' op The `source` memref must have shape (1, 1, 128, 64), but got (1, 2, 128, 64).}}
  // expected-note @+1 {{lay out the metadata in SMEM as (M/128, N/64, 128, 64) = (1, 1, 128, 64)}}
  "mosaic_gpu.async_store_sparse_metadata_smem_to_tmem"(%s, %t) : (memref<1x2x128x64xi2, #gpu.address_space<workgroup>>, memref<128x64xi2, #mosaic_gpu.tmem>) -> ()
  func.return
}
