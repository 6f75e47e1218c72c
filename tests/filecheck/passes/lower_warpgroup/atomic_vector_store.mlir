// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// An atomic vector_store (plgpu.atomic_add) as jax lowers it (_store_register_atomic,
// fragmented_array.py:3811-3939): one red per 32-bit element at its tiled, swizzled address.
// f32 add on SMEM (32 registers of 2 x f32 in the WGMMA layout): the f32 bits as an i32 "r"
// operand, the SMEM address a 32-bit "r" operand; i32 max on GMEM: a signed red.max.s32 ("l");
// f16 add on SMEM: one red.add.noftz.f16x2 a pair (a register of 2 x f16 is one 32-bit word).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xi32>) -> (), sym_name = "k"}> ({
  ^bb0(%g: memref<128x128xi32>):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x64xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> {in_transforms = [[#mosaic_gpu.tile<[8, 16]>, #mosaic_gpu.swizzle<64 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<128x64xf32, #gpu.address_space<workgroup>>) -> vector<128x64xf32>
    %w = "mosaic_gpu.vector_load"(%g) <{optimized = false}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (memref<128x128xi32>) -> vector<128x128xi32>
    %hs = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<256xf16, #gpu.address_space<workgroup>>
    %h = "mosaic_gpu.vector_load"(%hs) <{optimized = false}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (memref<256xf16, #gpu.address_space<workgroup>>) -> vector<256xf16>
    "mosaic_gpu.vector_store"(%v, %s) <{atomic_type = 0 : i32, multimem = false}> {in_layouts = [#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = [[#mosaic_gpu.tile<[8, 16]>, #mosaic_gpu.swizzle<64 : i32>]]} : (vector<128x64xf32>, memref<128x64xf32, #gpu.address_space<workgroup>>) -> ()
    "mosaic_gpu.vector_store"(%w, %g) <{atomic_type = 2 : i32, multimem = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]} : (vector<128x128xi32>, memref<128x128xi32>) -> ()
    "mosaic_gpu.vector_store"(%h, %hs) <{atomic_type = 0 : i32, multimem = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]} : (vector<256xf16>, memref<256xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK-NOT:   {{"?mosaic_gpu\.[a-z_]+"?\(}}
// CHECK-COUNT-64: vector.load
// CHECK:       %[[W:.*]] = vector.bitcast %{{.*}} : vector<2xf32> to vector<2xi32>
// CHECK-NEXT:  %[[E:.*]] = vector.extract %[[W]][0] : i32 from vector<2xi32>
// CHECK-NEXT:  %[[P:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// CHECK-NEXT:  llvm.inline_asm has_side_effects "red.shared::cta.relaxed.cta.add.f32 [$0], $1;", "r,r" %[[P]], %[[E]] : (!llvm.ptr<3>, i32) -> !llvm.void
// CHECK-NEXT:  vector.extract %[[W]][1] : i32 from vector<2xi32>
// CHECK-NEXT:  %[[C4:.*]] = arith.constant 4 : i64
// CHECK-NEXT:  arith.addi %{{.*}}, %[[C4]] : i64
// CHECK-COUNT-63: "red.shared::cta.relaxed.cta.add.f32 [$0], $1;"
// CHECK-NOT:   red.shared
// CHECK-COUNT-128: llvm.inline_asm has_side_effects "red.relaxed.gpu.max.s32 [$0], $1;", "l,r" %{{.*}}, %{{.*}} : (!llvm.ptr, i32) -> !llvm.void
// CHECK:       %[[H:.*]] = vector.bitcast %{{.*}} : vector<2xf16> to vector<1xi32>
// CHECK-NEXT:  %[[HE:.*]] = vector.extract %[[H]][0] : i32 from vector<1xi32>
// CHECK-NEXT:  %[[HP:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// CHECK-NEXT:  llvm.inline_asm has_side_effects "red.shared::cta.relaxed.cta.add.noftz.f16x2 [$0], $1;", "r,r" %[[HP]], %[[HE]] : (!llvm.ptr<3>, i32) -> !llvm.void
// CHECK-NOT:   red.
