func.func @f(%v: vector<128xf32>, %ref: memref<128xf32, #gpu.address_space<workgroup>>) {
  mosaic_gpu.async_store_smme %v, %ref : vector<128xf32>, memref<128xf32, #gpu.address_space<workgroup>>
  func.return
}
