// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// Verifiers of vector_load / vector_store / multimem_load_reduce (jaxlib's messages).

func.func @vector_store_shape(%v: vector<8xf32>, %s: memref<4xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.vector_store' op The source and destination must have the same shape but got 8 and 4}}
  // expected-note @+1 {{store a value of the destination's shape, or slice the destination (memref.subview)}}
  "mosaic_gpu.vector_store"(%v, %s) : (vector<8xf32>, memref<4xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

func.func @vector_store_shape_2d(%v: vector<64x64xf32>, %s: memref<64x128xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.vector_store' op The source and destination must have the same shape but got 64, 64 and 64, 128}}
  // expected-note @+1 {{store a value of the destination's shape, or slice the destination (memref.subview)}}
  "mosaic_gpu.vector_store"(%v, %s) : (vector<64x64xf32>, memref<64x128xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

func.func @vector_store_dtype(%v: vector<128xbf16>, %s: memref<128xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.vector_store' op The source and destination must have the same element type but got bf16 and f32}}
  // expected-note @+1 {{cast the value first: `arith.extf %v : vector<128xbf16> to vector<128xf32>`}}
  "mosaic_gpu.vector_store"(%v, %s) : (vector<128xbf16>, memref<128xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

func.func @vector_store_multimem_smem(%v: vector<128xf32>, %s: memref<128xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.vector_store' op The destination must be in GMEM for multidevice multicast}}
  // expected-note @+1 {{drop the memory space of the destination or set multimem = false}}
  "mosaic_gpu.vector_store"(%v, %s) <{multimem = true}> : (vector<128xf32>, memref<128xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

func.func @vector_store_multimem_gmem(%v: vector<128xf32>, %g: memref<128xf32>) {
  "mosaic_gpu.vector_store"(%v, %g) <{multimem = true}> : (vector<128xf32>, memref<128xf32>) -> ()
  func.return
}

// -----

func.func @vector_store_scalar_ref(%v: vector<128xf32>, %s: memref<f32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.vector_store' op operand #1 (`destination`) must be non-0-ranked memref, but got 'memref<f32, #gpu.address_space<workgroup>>'}}
  // expected-note @+1 {{pass a non-0-ranked memref}}
  "mosaic_gpu.vector_store"(%v, %s) : (vector<128xf32>, memref<f32, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

func.func @vector_load_result(%s: memref<128x64xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.vector_load' op inferred type(s) 'vector<128x64xf16>' are incompatible with return type(s) of operation 'vector<128x64xf32>'}}
  // expected-note @+1 {{the result of mosaic_gpu.vector_load is vector<128x64xf16>}}
  %0 = "mosaic_gpu.vector_load"(%s) : (memref<128x64xf16, #gpu.address_space<workgroup>>) -> vector<128x64xf32>
  func.return
}

// -----

func.func @multimem_load_reduce_int_min(%g: memref<128xi32>) {
  // expected-error @+2 {{'mosaic_gpu.multimem_load_reduce' op Integer Min, or Max reductions must specify signedness (use Umin, Smin, Umax, Smax).}}
  // expected-note @+1 {{use reduction_type 6 (umin), 7 (umax), 8 (smin) or 9 (smax)}}
  %0 = "mosaic_gpu.multimem_load_reduce"(%g) <{reduction_type = 1 : i32}> : (memref<128xi32>) -> vector<128xi32>
  func.return
}

// -----

func.func @multimem_load_reduce_f32_max(%g: memref<128xf32>) {
  // expected-error @+2 {{'mosaic_gpu.multimem_load_reduce' op Only Add is supported for F32 source type.}}
  // expected-note @+1 {{see the multimem.ld_reduce restrictions in the PTX ISA}}
  %0 = "mosaic_gpu.multimem_load_reduce"(%g) <{reduction_type = 2 : i32}> : (memref<128xf32>) -> vector<128xf32>
  func.return
}

// -----

func.func @multimem_load_reduce_smem(%s: memref<128xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.multimem_load_reduce' op Expected the ref to be in GMEM.}}
  // expected-note @+1 {{drop the memory space}}
  %0 = "mosaic_gpu.multimem_load_reduce"(%s) <{reduction_type = 0 : i32}> : (memref<128xf32, #gpu.address_space<workgroup>>) -> vector<128xf32>
  func.return
}
