// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// Verifiers of wgmma, mma and tcgen05_mma (jaxlib's messages).

func.func @wgmma_ab_dtype(%acc: vector<64x128xf32>, %a: memref<64x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x128xbf16, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.wgmma' op The `a` and `b` inputs must have the same element type, except that FP8 types (f8E4M3FN and f8E5M2) may be mixed.}}
  // expected-note @+1 {{`a` has f16 and `b` has bf16: cast one of them}}
  %0 = mosaic_gpu.wgmma accumulator(%acc : vector<64x128xf32>) a(%a : memref<64x64xf16, #gpu.address_space<workgroup>>) b(%b : memref<64x128xbf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
  func.return
}

// -----

// The FP8 pair mixes (jaxlib's verifier since jax 0.11; PTX's .atype and .btype): no error.
func.func @wgmma_mixed_fp8(%acc: vector<64x128xf32>, %a: memref<64x64xf8E4M3FN, #gpu.address_space<workgroup>>, %b: memref<64x128xf8E5M2, #gpu.address_space<workgroup>>) {
  %0 = mosaic_gpu.wgmma accumulator(%acc : vector<64x128xf32>) a(%a : memref<64x64xf8E4M3FN, #gpu.address_space<workgroup>>) b(%b : memref<64x128xf8E5M2, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
  func.return
}

// -----

func.func @wgmma_fp8_and_i8(%acc: vector<64x128xf32>, %a: memref<64x64xf8E4M3FN, #gpu.address_space<workgroup>>, %b: memref<64x128xi8, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.wgmma' op The `a` and `b` inputs must have the same element type, except that FP8 types (f8E4M3FN and f8E5M2) may be mixed.}}
  // expected-note @+1 {{`a` has f8E4M3FN and `b` has i8: cast one of them}}
  %0 = mosaic_gpu.wgmma accumulator(%acc : vector<64x128xf32>) a(%a : memref<64x64xf8E4M3FN, #gpu.address_space<workgroup>>) b(%b : memref<64x128xi8, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
  func.return
}

// -----

func.func @wgmma_m(%acc: vector<64x128xf32>, %a: memref<128x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x128xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.wgmma' op The accumulator's first dimension 64 must be equal to the first dimensions of `a`: 128.}}
  // expected-note @+1 {{make `a` 64 rows tall}}
  %0 = mosaic_gpu.wgmma accumulator(%acc : vector<64x128xf32>) a(%a : memref<128x64xf16, #gpu.address_space<workgroup>>) b(%b : memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
  func.return
}

// -----

func.func @wgmma_k(%acc: vector<64x128xf32>, %a: memref<64x32xf16, #gpu.address_space<workgroup>>, %b: memref<64x128xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.wgmma' op `a`'s contracting dimension 32 must be equal to the first dimension of `b`: 64.}}
  // expected-note @+1 {{make `b` 32 rows tall}}
  %0 = mosaic_gpu.wgmma accumulator(%acc : vector<64x128xf32>) a(%a : memref<64x32xf16, #gpu.address_space<workgroup>>) b(%b : memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
  func.return
}

// -----

func.func @wgmma_n(%acc: vector<64x128xf32>, %a: memref<64x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x64xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.wgmma' op `b`'s non-contracting dimension 64 must be equal to the accumulator's second dimension 128.}}
  // expected-note @+1 {{make the accumulator 64 columns wide}}
  %0 = mosaic_gpu.wgmma accumulator(%acc : vector<64x128xf32>) a(%a : memref<64x64xf16, #gpu.address_space<workgroup>>) b(%b : memref<64x64xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
  func.return
}

// -----

func.func @wgmma_m_multiple(%acc: vector<32x128xf32>, %a: memref<32x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x128xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.wgmma' op The accumulator's first dimension must be a multiple of 64, but got 32.}}
  // expected-note @+1 {{WGMMA works on 64-row blocks: pad M to a multiple of 64}}
  %0 = mosaic_gpu.wgmma accumulator(%acc : vector<32x128xf32>) a(%a : memref<32x64xf16, #gpu.address_space<workgroup>>) b(%b : memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<32x128xf32>
  func.return
}

// -----

func.func @wgmma_result(%acc: vector<64x128xf32>, %a: memref<64x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x128xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.wgmma' op inferred type(s) 'vector<64x128xf32>' are incompatible with return type(s) of operation 'vector<64x128xf16>'}}
  // expected-note @+1 {{the result of mosaic_gpu.wgmma is vector<64x128xf32>}}
  %0 = mosaic_gpu.wgmma accumulator(%acc : vector<64x128xf32>) a(%a : memref<64x64xf16, #gpu.address_space<workgroup>>) b(%b : memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
  func.return
}

// -----

func.func @wgmma_acc_bf16(%acc: vector<64x128xbf16>, %a: memref<64x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x128xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.wgmma' op operand #0 (`accumulator`) must be 2D vector of f16, f32 or i32, but got 'vector<64x128xbf16>'}}
  // expected-note @+1 {{accumulate in f32 (or i32 for integer inputs)}}
  %0 = mosaic_gpu.wgmma accumulator(%acc : vector<64x128xbf16>) a(%a : memref<64x64xf16, #gpu.address_space<workgroup>>) b(%b : memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xbf16>
  func.return
}

// -----

func.func @mma_int_acc(%acc: vector<64x64xf32>, %a: vector<64x32xi8>, %b: vector<32x64xi8>) {
  // expected-error @+2 {{'mosaic_gpu.mma' op Only i32 accumulator supported for integer operands.}}
  // expected-note @+1 {{accumulate in i32}}
  %0 = mosaic_gpu.mma accumulator(%acc : vector<64x64xf32>) a(%a : vector<64x32xi8>) b(%b : vector<32x64xi8>) -> vector<64x64xf32>
  func.return
}

// -----

func.func @tcgen05_acc_smem(%acc: memref<128x128xf32, #gpu.address_space<workgroup>>, %a: memref<128x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x128xf16, #gpu.address_space<workgroup>>, %c: i1) {
  // expected-error @+2 {{'mosaic_gpu.tcgen05_mma' op The accumulator must be in TMEM, but got #gpu.address_space<workgroup>.}}
  // expected-note @+1 {{allocate the accumulator with mosaic_gpu.tmem_alloc (memory space #mosaic_gpu.tmem)}}
  "mosaic_gpu.tcgen05_mma"(%acc, %a, %b, %c) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> : (memref<128x128xf32, #gpu.address_space<workgroup>>, memref<128x64xf16, #gpu.address_space<workgroup>>, memref<64x128xf16, #gpu.address_space<workgroup>>, i1) -> ()
  func.return
}

// -----

func.func @tcgen05_b_gmem(%acc: memref<128x128xf32, #mosaic_gpu.tmem>, %a: memref<128x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x128xf16>, %c: i1) {
  // expected-error @+2 {{'mosaic_gpu.tcgen05_mma' op The `b` input must be in SMEM, but got <<NULL ATTRIBUTE>>.}}
  // expected-note @+1 {{copy `b` to SMEM (#gpu.address_space<workgroup>) first}}
  "mosaic_gpu.tcgen05_mma"(%acc, %a, %b, %c) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> : (memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x64xf16, #gpu.address_space<workgroup>>, memref<64x128xf16>, i1) -> ()
  func.return
}

// -----

func.func @tcgen05_a_gmem(%acc: memref<128x128xf32, #mosaic_gpu.tmem>, %a: memref<128x64xf16>, %b: memref<64x128xf16, #gpu.address_space<workgroup>>, %c: i1) {
  // expected-error @+2 {{'mosaic_gpu.tcgen05_mma' op The `a` input must be in TMEM or SMEM, but got <<NULL ATTRIBUTE>>.}}
  // expected-note @+1 {{copy `a` to SMEM (#gpu.address_space<workgroup>) or TMEM first}}
  "mosaic_gpu.tcgen05_mma"(%acc, %a, %b, %c) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> : (memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x64xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, i1) -> ()
  func.return
}

// -----

func.func @tcgen05_m_multiple(%acc: memref<48x128xf32, #mosaic_gpu.tmem>, %a: memref<48x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x128xf16, #gpu.address_space<workgroup>>, %c: i1) {
  // expected-error @+2 {{'mosaic_gpu.tcgen05_mma' op The accumulator's first dimension must be a multiple of 32 but got 48.}}
  // expected-note @+1 {{tcgen05.mma works on blocks of at least 32 rows: pad M to a multiple of 32}}
  "mosaic_gpu.tcgen05_mma"(%acc, %a, %b, %c) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> : (memref<48x128xf32, #mosaic_gpu.tmem>, memref<48x64xf16, #gpu.address_space<workgroup>>, memref<64x128xf16, #gpu.address_space<workgroup>>, i1) -> ()
  func.return
}

// -----

func.func @tcgen05_collective_n(%acc: memref<128x128xf32, #mosaic_gpu.tmem>, %a: memref<128x64xf16, #gpu.address_space<workgroup>>, %b: memref<64x128xf16, #gpu.address_space<workgroup>>, %c: i1) {
  // expected-error @+2 {{'mosaic_gpu.tcgen05_mma' op `b`'s non-contracting dimension 128 must be half the accumulator's second dimension 128 for collective MMA.}}
  // expected-note @+1 {{make the accumulator 256 columns wide}}
  "mosaic_gpu.tcgen05_mma"(%acc, %a, %b, %c) <{collective = true, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> : (memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x64xf16, #gpu.address_space<workgroup>>, memref<64x128xf16, #gpu.address_space<workgroup>>, i1) -> ()
  func.return
}

// -----

func.func @tcgen05_one_scale(%acc: memref<128x128xf32, #mosaic_gpu.tmem>, %a: memref<128x128xf8E4M3FN, #gpu.address_space<workgroup>>, %b: memref<128x128xf8E4M3FN, #gpu.address_space<workgroup>>, %c: i1, %as: memref<128x4xf8E8M0FNU, #mosaic_gpu.tmem>) {
  // expected-error @+2 {{'mosaic_gpu.tcgen05_mma' op Either none or both scales should be provided.}}
  // expected-note @+1 {{pass both `a_scale` and `b_scale`, or neither}}
  "mosaic_gpu.tcgen05_mma"(%acc, %a, %b, %c, %as) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>}> : (memref<128x128xf32, #mosaic_gpu.tmem>, memref<128x128xf8E4M3FN, #gpu.address_space<workgroup>>, memref<128x128xf8E4M3FN, #gpu.address_space<workgroup>>, i1, memref<128x4xf8E8M0FNU, #mosaic_gpu.tmem>) -> ()
  func.return
}
