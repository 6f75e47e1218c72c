// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// 16-bit TMEM transfers as jax's _store_32xcols / _load_32xcols (reg_packing 2): every vector<2xT>
// register is one 32-bit word (llvm.bitcast).
// - bf16[128, 128] in the packed TMEM layout [[128, 2], [32, 2]] (two bf16 per cell, 64 columns),
//   TCGEN05 register layout: one 16x128b.x16 per 16-lane half (+0, +(16 << 16)), no (un)pack.
// - f16[128, 64] in the unpacked TMEM layout [[128, 1], [32, 1]] (one f16 per cell):
//   16x128b.x8 with .pack::16b (ld) / .unpack::16b (st).
// - bf16[128, 256] packed, TMEM-native register layout (vector 2, thread t = row t):
//   four 32x32b.x32, 32 columns apart.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %slot = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> {out_transforms = [[]]} : () -> memref<i32, #gpu.address_space<workgroup>>
    %src = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<128x128xbf16, #gpu.address_space<workgroup>>
    %srct = "mosaic_gpu.with_transforms"(%src) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<128x128xbf16, #gpu.address_space<workgroup>>) -> memref<128x128xbf16, #gpu.address_space<workgroup>>
    %a = "mosaic_gpu.tmem_alloc"(%slot) <{collective = false, packing = 1 : i32}> {in_transforms = [[]], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x256xi32, #mosaic_gpu.tmem>
    %p = "mosaic_gpu.slice_tmem"(%a) <{offset = 0 : i32}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<128x128xbf16, #mosaic_gpu.tmem>
    %pc = "mosaic_gpu.tmem_layout_cast"(%p) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x128xbf16, #mosaic_gpu.tmem>) -> memref<128x128xbf16, #mosaic_gpu.tmem>
    %u = "mosaic_gpu.slice_tmem"(%a) <{offset = 64 : i32}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<128x64xf16, #mosaic_gpu.tmem>
    %uc = "mosaic_gpu.tmem_layout_cast"(%u) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x64xf16, #mosaic_gpu.tmem>) -> memref<128x64xf16, #mosaic_gpu.tmem>
    %v0 = "mosaic_gpu.vector_load"(%srct) <{optimized = true}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<128x128xbf16, #gpu.address_space<workgroup>>) -> vector<128x128xbf16>
    %v = "mosaic_gpu.layout_cast"(%v0) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (vector<128x128xbf16>) -> vector<128x128xbf16>
    "mosaic_gpu.async_store_tmem"(%v, %pc) {in_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (vector<128x128xbf16>, memref<128x128xbf16, #mosaic_gpu.tmem>) -> ()
    %w = "mosaic_gpu.async_load_tmem"(%pc) {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<128x128xbf16, #mosaic_gpu.tmem>) -> vector<128x128xbf16>
    "mosaic_gpu.vector_store"(%w, %srct) <{multimem = false}> {in_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (vector<128x128xbf16>, memref<128x128xbf16, #gpu.address_space<workgroup>>) -> ()
    %h = "mosaic_gpu.async_load_tmem"(%uc) {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<128x64xf16, #mosaic_gpu.tmem>) -> vector<128x64xf16>
    "mosaic_gpu.async_store_tmem"(%h, %uc) {in_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (vector<128x64xf16>, memref<128x64xf16, #mosaic_gpu.tmem>) -> ()
    %n = "mosaic_gpu.slice_tmem"(%a) <{offset = 128 : i32}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x256xi32, #mosaic_gpu.tmem>) -> memref<128x256xbf16, #mosaic_gpu.tmem>
    %nc = "mosaic_gpu.tmem_layout_cast"(%n) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x256xbf16, #mosaic_gpu.tmem>) -> memref<128x256xbf16, #mosaic_gpu.tmem>
    %x0 = "mosaic_gpu.async_load_tmem"(%nc) {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x256xbf16, #mosaic_gpu.tmem>) -> vector<128x256xbf16>
    %x = "mosaic_gpu.layout_cast"(%x0) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> {in_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (vector<128x256xbf16>) -> vector<128x256xbf16>
    "mosaic_gpu.async_store_tmem"(%x, %nc) {in_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (vector<128x256xbf16>, memref<128x256xbf16, #mosaic_gpu.tmem>) -> ()
    "mosaic_gpu.tmem_dealloc"(%a) {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : (memref<128x256xi32, #mosaic_gpu.tmem>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK-NOT:      {{"?mosaic_gpu\.[a-z_]+"?\(}}
// CHECK:          %[[P:.*]] = builtin.unrealized_conversion_cast %p : memref<128x128xbf16, #mosaic_gpu.tmem> to i32
// CHECK-COUNT-32: llvm.bitcast %{{.*}} : vector<2xbf16> to i32
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:     %[[A0:.*]] = arith.addi %[[P]], %[[C0]] : i32
// CHECK-NEXT:     llvm.inline_asm has_side_effects "tcgen05.st.sync.aligned.16x128b.x16.b32 [$32], {{[{]}}$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31{{[}]}};"
// CHECK-SAME:     %[[A0]] : (i32,
// CHECK-COUNT-32: llvm.bitcast %{{.*}} : vector<2xbf16> to i32
// CHECK-NEXT:     %[[C1:.*]] = arith.constant 1048576 : i32
// CHECK-NEXT:     %[[A1:.*]] = arith.addi %[[P]], %[[C1]] : i32
// CHECK-NEXT:     llvm.inline_asm has_side_effects "tcgen05.st.sync.aligned.16x128b.x16.b32 [$32]
// CHECK-SAME:     %[[A1]] : (i32,
// CHECK:          "tcgen05.ld.sync.aligned.16x128b.x16.b32 {{[{]}}$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31{{[}]}}, [$32];"
// CHECK-NEXT:     llvm.extractvalue %{{.*}}[0]
// CHECK-NEXT:     llvm.bitcast %{{.*}} : i32 to vector<2xbf16>
// CHECK:          arith.constant 1048576 : i32
// CHECK:          "tcgen05.ld.sync.aligned.16x128b.x16.b32

// CHECK:          cast %u : memref<128x64xf16, #mosaic_gpu.tmem> to i32
// CHECK-COUNT-2:  "tcgen05.ld.sync.aligned.16x128b.x8.pack::16b.b32 {{[{]}}$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15{{[}]}}, [$16];"
// CHECK-COUNT-2:  "tcgen05.st.sync.aligned.16x128b.x8.unpack::16b.b32 [$16], {{[{]}}$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15{{[}]}};"

// CHECK:          cast %n : memref<128x256xbf16, #mosaic_gpu.tmem> to i32
// CHECK:          arith.constant 0 : i32
// CHECK:          "tcgen05.ld.sync.aligned.32x32b.x32.b32
// CHECK:          arith.constant 32 : i32
// CHECK:          "tcgen05.ld.sync.aligned.32x32b.x32.b32
// CHECK:          arith.constant 64 : i32
// CHECK:          "tcgen05.ld.sync.aligned.32x32b.x32.b32
// CHECK:          arith.constant 96 : i32
// CHECK:          "tcgen05.ld.sync.aligned.32x32b.x32.b32
// CHECK-COUNT-4:  "tcgen05.st.sync.aligned.32x32b.x32.b32 [$32], {{[{]}}$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31{{[}]}};"
// CHECK-NOT:      tcgen05.st
// CHECK:          nvvm.tcgen05.dealloc
// CHECK-NOT:      {{"?mosaic_gpu\.[a-z_]+"?\(}}
