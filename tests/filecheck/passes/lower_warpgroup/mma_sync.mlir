// RUN: mgpu-opt --jax 0.10.2 %S/../../../differential/captured/mma_f16.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s
// RUN: sed 's/"mosaic_gpu.vector_load"(\(%[0-9a-z]*\))/"mosaic_gpu.vector_load"(\1) <{optimized = false}>/' %S/../../../differential/captured/mma_f16.wg.wg_dialect.mlir | mgpu-opt --jax 0.12.0.1 -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s
// RUN: not mgpu-opt --jax 0.12.0.1 %S/../../../differential/captured/mma_f16.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' 2>&1 | filecheck %s --check-prefix=JAX012
// (jax 0.12's inference gives A's layout a Replicated(1) warp dim, MMALayouts.for_shape: the same lowering, once the
// loads say optimized = false; jax 0.12 optimizes them unless told not to, and refuses A's, whose 4 lanes a row read
// 16 bytes of a 32-byte sector: gmem_transfer_plan.mlir)
// JAX012: error: 'mosaic_gpu.vector_load' op GMEM transfer does not access a whole number of complete 32 byte sectors

// mosaic_gpu.mma (D (128 x 16 f32) = A (128 x 32 f16) B (32 x 16) + C) in jax's MMALayouts: one
// mma.sync.m16n8k16 a tile of 64 x 8 x 16 (2 x 2 x 2 here), as jax's _mma_single_tile spells it
// (mma.py:68-152 at jax-v0.10.2): A's four and B's two registers as i32 words, C's four f32
// elements, no side effects; D's pairs rebuilt as vector<2xf32>.
// CHECK:       %[[W:.*]] = vector.bitcast %{{.*}} : vector<2xf16> to vector<1xi32>
// CHECK-NEXT:  %{{.*}} = vector.extract %[[W]][0] : i32 from vector<1xi32>
// CHECK:       %{{.*}} = vector.extract %{{.*}}[0] : f32 from vector<2xf32>
// CHECK:       %[[R:.*]] = llvm.inline_asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" {{.*}} : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK:       %[[D0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT:  %[[D1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK:       %[[P:.*]] = vector.broadcast %[[D0]] : f32 to vector<2xf32>
// CHECK-NEXT:  %{{.*}} = vector.insert %[[D1]], %[[P]] [1] : f32 into vector<2xf32>
// CHECK-COUNT-7: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-NOT:   mma.sync
