// RUN: mgpu-opt %S/../../../differential/captured/f16_accumulator.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// wgmma onto an f16 accumulator (64 x 64, A in registers): each vector<2xf16> register of D is one
// .b32 word (N/4 = 16 words, "=r", i32), as jax's _as_i32_reg / _unpack_i32 (wgmma.py:506-523 at
// jax-v0.10.2), and back after the last K step.
// CHECK:       %[[W:.*]] = vector.bitcast %{{.*}} : vector<2xf16> to vector<1xi32>
// CHECK-NEXT:  %{{.*}} = vector.extract %[[W]][0] : i32 from vector<1xi32>
// CHECK:       %[[R:.*]] = llvm.inline_asm {{.*}}wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,{{.*}},$15}, {$32,$33,$34,$35}, $36, p, $38, $39, $40; }\0A", "=r{{(,=r)+}},0{{(,[0-9]+)+}},r,r,r,r,l,n,n,n,n" {{.*}} : ({{(i32, )+}}i32, i32, i32, i32, i64, i32, i32, i32, i32) -> !llvm.struct<({{(i32, )+}}i32)>
// CHECK-COUNT-3: wgmma.mma_async
// CHECK:       %[[LAST:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<({{(i32, )+}}i32)>
// CHECK:       %[[B:.*]] = vector.broadcast %[[LAST]] : i32 to vector<1xi32>
// CHECK-NEXT:  %{{.*}} = vector.bitcast %[[B]] : vector<1xi32> to vector<2xf16>
