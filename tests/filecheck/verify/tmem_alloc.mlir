// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// Verifier of mosaic_gpu.tmem_alloc: jaxlib's messages (reference §2.6), each with its fix.

func.func @valid(%p: memref<i32, #gpu.address_space<workgroup>>) {
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  func.return
}

// -----

// Odd column counts are fine (the allocation is rounded up).
func.func @valid_odd_columns(%p: memref<i32, #gpu.address_space<workgroup>>) {
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x15xbf16, #mosaic_gpu.tmem>
  %1 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x100xbf16, #mosaic_gpu.tmem>
  func.return
}

// -----

// 1024 packed bf16 columns take 512 TMEM columns.
func.func @valid_packed(%p: memref<i32, #gpu.address_space<workgroup>>) {
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) {packing = 2 : i32} -> memref<128x1024xbf16, #mosaic_gpu.tmem>
  mosaic_gpu.tmem_dealloc tmem_ref(%0 : memref<128x1024xbf16, #mosaic_gpu.tmem>)
  func.return
}

// -----

func.func @smem_ptr_in_gmem(%p: memref<i32>) {
  // expected-error @+2 {{'mosaic_gpu.tmem_alloc' op The `smem_ptr` memref must have the Workgroup address space but got: <<NULL ATTRIBUTE>>}}
  // expected-note @+1 {{pass a SMEM slot for the TMEM address: memref<i32, #gpu.address_space<workgroup>> (e.g. from mosaic_gpu.slice_smem)}}
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  func.return
}

// -----

func.func @result_not_tmem(%p: memref<i32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.tmem_alloc' op The tmem memref must have a mosaic_gpu.tmem memory space but got: #gpu.address_space<workgroup>}}
  // expected-note @+1 {{use a TMEM ref: memref<128x128xf32, #mosaic_gpu.tmem>}}
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
  func.return
}

// -----

func.func @too_many_columns(%p: memref<i32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.tmem_alloc' op The number of allocated columns must be less than or equal to 512 but got: 1024}}
  // expected-note @+1 {{TMEM has 512 32-bit columns per lane: allocate fewer columns or pack narrow types (packing = 32 / bitwidth)}}
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) -> memref<128x1024xbf16, #mosaic_gpu.tmem>
  func.return
}

// -----

func.func @bad_packing(%p: memref<i32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.tmem_alloc' op Only unpacked, or fully packed allocations are supported. Expected packing to be either 1 or 32 / element_bitwidth, but got: packing = 4, element_bitwidth = 16}}
  // expected-note @+1 {{use packing = 1 (unpacked) or packing = 2 (fully packed)}}
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) {packing = 4 : i32} -> memref<128x128xbf16, #mosaic_gpu.tmem>
  func.return
}

// -----

func.func @packing_columns(%p: memref<i32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.tmem_alloc' op The number of unpacked columns must be divisible by the packing factor, but got: 777 / 2}}
  // expected-note @+1 {{make the number of columns a multiple of 2}}
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) {packing = 2 : i32} -> memref<128x777xbf16, #mosaic_gpu.tmem>
  func.return
}

// -----

func.func @zero_packing(%p: memref<i32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.tmem_alloc' op attribute 'packing' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  // expected-note @+1 {{use a positive packing, got 0}}
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) {packing = 0 : i32} -> memref<128x128xf32, #mosaic_gpu.tmem>
  func.return
}

// -----

func.func @smem_ptr_not_i32(%p: memref<i64, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.tmem_alloc' op operand #0 (`smem_ptr`) must be 0D memref of i32, but got 'memref<i64, #gpu.address_space<workgroup>>'}}
  // expected-note @+1 {{pass a 0D memref of i32}}
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i64, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #mosaic_gpu.tmem>
  func.return
}

// -----

func.func @result_rank_1(%p: memref<i32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.tmem_alloc' op result #0 (`result`) must be 2D memref, but got 'memref<128xf32, #mosaic_gpu.tmem>'}}
  // expected-note @+1 {{pass a 2D memref}}
  %0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) -> memref<128xf32, #mosaic_gpu.tmem>
  func.return
}
