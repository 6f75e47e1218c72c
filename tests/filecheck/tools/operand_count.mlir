// An op given too few operands names the ones it takes, in order.
// RUN: mgpu-opt %s --verify-diagnostics

func.func @missing_cluster_idx(%v: vector<64x128xf32>, %ref: memref<64x128xf32, #gpu.address_space<workgroup>>,
                               %bar: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Expected 4 operands, but got 3}}
  // expected-note @+1 {{the operands are, in order: valueToStore, destination, barrier, cluster_idx}}
  "mosaic_gpu.async_store_smem"(%v, %ref, %bar) <{cluster_dim = 0 : i32}> : (vector<64x128xf32>, memref<64x128xf32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) -> ()
  func.return
}
