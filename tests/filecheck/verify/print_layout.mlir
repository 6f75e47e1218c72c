// RUN: mgpu-opt --jax 0.11.2 %s --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file --verify-diagnostics

// mosaic_gpu.print_layout of a ref since jax 0.11: a TMEM or a SMEM ref, as jaxlib 0.11.2 and 0.12.0.1 verify it
// (jaxlib/mosaic/dialect/gpu/mosaic_gpu.cc, PrintLayoutOp::verify); print_layout_0_10_2.mlir has 0.10.2's.

func.func @print_layout_smem(%s: memref<128x128xf32, #gpu.address_space<workgroup>>) {
  "mosaic_gpu.print_layout"(%s) <{format = "{}"}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

func.func @print_layout_gmem(%g: memref<128xf32>) {
  // expected-error @+2 {{'mosaic_gpu.print_layout' op The memref must have a mosaic_gpu.tmem or gpu.address_space<workgroup> memory space but got: <<NULL ATTRIBUTE>>}}
  // expected-note @+1 {{print the layout of a vector or of a TMEM/SMEM ref}}
  "mosaic_gpu.print_layout"(%g) <{format = "{}"}> : (memref<128xf32>) -> ()
  func.return
}
