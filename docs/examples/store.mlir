// The fixed kernel fragment: the f32 value is truncated to f16 before the store.
func.func @store(%v: vector<64x128xf32>, %ref: memref<64x128xf16, #gpu.address_space<workgroup>>,
                 %bar: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %peer: i32) {
  %h = arith.truncf %v : vector<64x128xf32> to vector<64x128xf16>
  "mosaic_gpu.async_store_smem"(%h, %ref, %bar, %peer) <{cluster_dim = 0 : i32}>
      : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>,
         memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}
