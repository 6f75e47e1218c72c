// RUN: mgpu-opt %S/../../../differential/captured/registers_a_rows_128.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// wgmma(acc (128 x 64 f32), a_ref[...] (128 x 64 f16 in the WGMMA layout), b): A's 32 registers go
// through jax's optimization barrier (one word each) before the fence (jax's wgmma_fence of A), then are
// 32 words; each group of 64 rows of D takes its 16 (four a K step of 16), in order: the first
// wgmma the words of the first four registers, the fifth (group 1, K step 0) of registers 16-19.
// CHECK:       llvm.inline_asm has_side_effects asm_dialect = att "", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,0,
// CHECK:       nvvm.wgmma.fence.aligned
// CHECK-NOT:   wgmma.mma_async
// CHECK:       %[[W0:.*]] = vector.extract %{{.*}}[0] : i32 from vector<1xi32>
// CHECK-COUNT-15: vector.extract %{{.*}}[0] : i32 from vector<1xi32>
// CHECK-NEXT:  vector.bitcast
// CHECK-NEXT:  %[[W16:.*]] = vector.extract %{{.*}}[0] : i32 from vector<1xi32>
// CHECK:       m64n64k16.f32.f16.f16 {{.*}} %{{[0-9]+}}, %[[W0]], %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} :
// CHECK-COUNT-3: wgmma.mma_async
// CHECK:       m64n64k16.f32.f16.f16 {{.*}} %{{[0-9]+}}, %[[W16]], %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} :
// CHECK-COUNT-3: wgmma.mma_async
// CHECK-NOT:   wgmma.mma_async
