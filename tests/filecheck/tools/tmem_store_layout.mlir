// A TMEM store of a value in the WGMMA layout (what a tiled load gives in Lane semantics) is refused
// with "is not supported" and the layout_cast that fixes it (docs/lane_semantics.md), in mgpu-run and
// mgpu-opt alike.
// RUN: not mgpu-run %S/../../corpus/pallas_tmem_roundtrip.wg.wg_dialect.mlir --semantics lane --random-inputs 0 2>&1 | filecheck %s
// RUN: not mgpu-opt %S/../../corpus/pallas_tmem_roundtrip.wg.wg_dialect.mlir -p mgpu-lower-lane 2>&1 | filecheck %s

// CHECK:      pallas_tmem_roundtrip.wg.wg_dialect.mlir:94:7: error: 'mosaic_gpu.async_store_tmem' op a TMEM transfer of memref<128x128xf32, #mosaic_gpu.tmem> between register layout #mosaic_gpu.TiledLayout<[[64, 8], {{.*}} is not supported (supported: 32-bit or 16-bit 128-row TCGEN05
// CHECK-NEXT: pallas_tmem_roundtrip.wg.wg_dialect.mlir:94:7: note: give the value the TCGEN05 register layout: `%v = "mosaic_gpu.layout_cast"(%x) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}>`; in Lane semantics a tiled vector_load gives the WGMMA layout
