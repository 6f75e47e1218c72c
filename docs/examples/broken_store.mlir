// A deliberately broken kernel fragment: an f32 vector async-stored into an f16 SMEM ref.
func.func @broken(%v: vector<64x128xf32>, %ref: memref<64x128xf16, #gpu.address_space<workgroup>>,
                  %bar: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %peer: i32) {
  "mosaic_gpu.async_store_smem"(%v, %ref, %bar, %peer) <{cluster_dim = 0 : i32}>
      : (vector<64x128xf32>, memref<64x128xf16, #gpu.address_space<workgroup>>,
         memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}
