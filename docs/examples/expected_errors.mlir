// mgpu-opt --split-input-file --verify-diagnostics docs/examples/expected_errors.mlir
// Each chunk is checked on its own; each annotation must match a diagnostic of that chunk exactly.

func.func @dtype(%v: vector<64x128xf32>, %ref: memref<64x128xf16, #gpu.address_space<workgroup>>,
                 %bar: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %peer: i32) {
  // expected-error @+2 {{The stored value has dtype float32, but the target reference has dtype float16}}
  // expected-note @+1 {{cast the value first}}
  "mosaic_gpu.async_store_smem"(%v, %ref, %bar, %peer) <{cluster_dim = 0 : i32}> : (vector<64x128xf32>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @shape(%v: vector<64x64xf16>, %ref: memref<64x128xf16, #gpu.address_space<workgroup>>,
                 %bar: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %peer: i32) {
  // expected-error @+2 {{The stored value has shape (64, 64), but the target reference has shape (64, 128)}}
  // expected-note @+1 {{store a value of shape (64, 128), or slice the target reference (memref.subview) to shape (64, 64)}}
  "mosaic_gpu.async_store_smem"(%v, %ref, %bar, %peer) <{cluster_dim = 0 : i32}> : (vector<64x64xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}
