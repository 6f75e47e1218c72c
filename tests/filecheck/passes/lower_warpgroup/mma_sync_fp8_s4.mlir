// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file | filecheck %s

// mosaic_gpu.mma of e4m3 operands into f32 (64 x 32 @ 32 x 8), in jax's MMALayouts: one
// mma.sync.m16n8k32 with four fp8 elements a word, as jax 0.11+ spells it (mma.py, _ptx_dtype_str).
#acc = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
#lhs = #mosaic_gpu.TiledLayout<[[64, 32], [16, 16], [8, 16], [4]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
#rhs = #mosaic_gpu.TiledLayout<[[32, 8], [16, 8], [4, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-3, -4], vector_dim = -2>
// CHECK-LABEL: func.func @mma_e4m3
// CHECK:       vector.bitcast %{{.*}} : vector<4xf8E4M3FN> to vector<1xi32>
// CHECK:       llvm.inline_asm "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"
// CHECK-NOT:   mma.sync
func.func @mma_e4m3(%cm: memref<64x8xf32>, %am: memref<64x32xf8E4M3FN>, %bm: memref<8x32xf8E4M3FN>) {
  %c = "mosaic_gpu.vector_load"(%cm) <{optimized = false}> {out_layouts = [#acc]} : (memref<64x8xf32>) -> vector<64x8xf32>
  %a = "mosaic_gpu.vector_load"(%am) <{optimized = false}> {out_layouts = [#lhs]} : (memref<64x32xf8E4M3FN>) -> vector<64x32xf8E4M3FN>
  %bt = memref.transpose %bm (d0, d1) -> (d1, d0) : memref<8x32xf8E4M3FN> to memref<32x8xf8E4M3FN, strided<[1, 32]>>
  %b = "mosaic_gpu.vector_load"(%bt) <{optimized = false}> {out_layouts = [#rhs]} : (memref<32x8xf8E4M3FN, strided<[1, 32]>>) -> vector<32x8xf8E4M3FN>
  %d = mosaic_gpu.mma accumulator(%c : vector<64x8xf32>) a(%a : vector<64x32xf8E4M3FN>) b(%b : vector<32x8xf8E4M3FN>) {in_layouts = [#acc, #lhs, #rhs], out_layouts = [#acc]} -> vector<64x8xf32>
  "mosaic_gpu.vector_store"(%d, %cm) <{optimized = false}> {in_layouts = [#acc]} : (vector<64x8xf32>, memref<64x8xf32>) -> ()
  func.return
}

// -----

// e5m2 likewise.
#acc = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
#lhs = #mosaic_gpu.TiledLayout<[[64, 32], [16, 16], [8, 16], [4]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
#rhs = #mosaic_gpu.TiledLayout<[[32, 8], [16, 8], [4, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-3, -4], vector_dim = -2>
// CHECK-LABEL: func.func @mma_e5m2
// CHECK:       llvm.inline_asm "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32
func.func @mma_e5m2(%cm: memref<64x8xf32>, %am: memref<64x32xf8E5M2>, %bm: memref<8x32xf8E5M2>) {
  %c = "mosaic_gpu.vector_load"(%cm) <{optimized = false}> {out_layouts = [#acc]} : (memref<64x8xf32>) -> vector<64x8xf32>
  %a = "mosaic_gpu.vector_load"(%am) <{optimized = false}> {out_layouts = [#lhs]} : (memref<64x32xf8E5M2>) -> vector<64x32xf8E5M2>
  %bt = memref.transpose %bm (d0, d1) -> (d1, d0) : memref<8x32xf8E5M2> to memref<32x8xf8E5M2, strided<[1, 32]>>
  %b = "mosaic_gpu.vector_load"(%bt) <{optimized = false}> {out_layouts = [#rhs]} : (memref<32x8xf8E5M2, strided<[1, 32]>>) -> vector<32x8xf8E5M2>
  %d = mosaic_gpu.mma accumulator(%c : vector<64x8xf32>) a(%a : vector<64x32xf8E5M2>) b(%b : vector<32x8xf8E5M2>) {in_layouts = [#acc, #lhs, #rhs], out_layouts = [#acc]} -> vector<64x8xf32>
  "mosaic_gpu.vector_store"(%d, %cm) <{optimized = false}> {in_layouts = [#acc]} : (vector<64x8xf32>, memref<64x8xf32>) -> ()
  func.return
}

// -----

// i4 operands into i32 (64 x 128 @ 128 x 8): mma.sync.m16n8k64 with signed 4-bit operands (jax's
// integer operands are signed), eight elements a word; two K tiles, the second adding into the first's D.
#acc = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
#lhs = #mosaic_gpu.TiledLayout<[[64, 64], [16, 32], [8, 32], [8]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
#rhs = #mosaic_gpu.TiledLayout<[[64, 8], [32, 8], [8, 1]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [-3, -4], vector_dim = -2>
// CHECK-LABEL: func.func @mma_s4
// CHECK:       vector.bitcast %{{.*}} : vector<8xi4> to vector<1xi32>
// CHECK:       %[[R:.*]] = llvm.inline_asm "mma.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=r,=r,=r,=r,r,r,r,r,r,r,r,r,r,r"
// CHECK:       %[[D:.*]] = llvm.extractvalue %[[R]][0]
// CHECK:       llvm.inline_asm "mma.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32
// CHECK-NOT:   mma.sync
func.func @mma_s4(%cm: memref<64x8xi32>, %am: memref<64x128xi4>, %bm: memref<8x128xi4>) {
  %c = "mosaic_gpu.vector_load"(%cm) <{optimized = false}> {out_layouts = [#acc]} : (memref<64x8xi32>) -> vector<64x8xi32>
  %a = "mosaic_gpu.vector_load"(%am) <{optimized = false}> {out_layouts = [#lhs]} : (memref<64x128xi4>) -> vector<64x128xi4>
  %bt = memref.transpose %bm (d0, d1) -> (d1, d0) : memref<8x128xi4> to memref<128x8xi4, strided<[1, 128]>>
  %b = "mosaic_gpu.vector_load"(%bt) <{optimized = false}> {out_layouts = [#rhs]} : (memref<128x8xi4, strided<[1, 128]>>) -> vector<128x8xi4>
  %d = mosaic_gpu.mma accumulator(%c : vector<64x8xi32>) a(%a : vector<64x128xi4>) b(%b : vector<128x8xi4>) {in_layouts = [#acc, #lhs, #rhs], out_layouts = [#acc]} -> vector<64x8xi32>
  "mosaic_gpu.vector_store"(%d, %cm) <{optimized = false}> {in_layouts = [#acc]} : (vector<64x8xi32>, memref<64x8xi32>) -> ()
  func.return
}
