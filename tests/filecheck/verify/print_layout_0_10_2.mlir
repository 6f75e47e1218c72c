// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --verify-diagnostics

// mosaic_gpu.print_layout of a ref in jax 0.10.2: jaxlib's verifier takes a TMEM ref only (it checks a ref with
// VerifyTmemRefType, jaxlib/mosaic/dialect/gpu/mosaic_gpu.cc at jax-v0.10.2); print_layout.mlir has 0.11's.

func.func @print_layout_smem(%s: memref<128x128xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.print_layout' op The tmem memref must have a mosaic_gpu.tmem memory space but got: #gpu.address_space<workgroup>}}
  // expected-note @+1 {{use a TMEM ref: memref<128x128xf32, #mosaic_gpu.tmem> (jax 0.10.2 prints the layout of a vector or of a TMEM ref)}}
  "mosaic_gpu.print_layout"(%s) <{format = "{}"}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

func.func @print_layout_gmem(%g: memref<128xf32>) {
  // expected-error @+2 {{'mosaic_gpu.print_layout' op The tmem memref must have a mosaic_gpu.tmem memory space but got: <<NULL ATTRIBUTE>>}}
  // expected-note @+1 {{use a TMEM ref: memref<128xf32, #mosaic_gpu.tmem> (jax 0.10.2 prints the layout of a vector or of a TMEM ref)}}
  "mosaic_gpu.print_layout"(%g) <{format = "{}"}> : (memref<128xf32>) -> ()
  func.return
}
