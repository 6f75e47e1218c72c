// RUN: mgpu-opt %S/../../../differential/captured/tf32_operands.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// wgmma(acc (64 x 32 f32), a (64 x 32 f32), transpose(b (32 x 32 f32))), tiled (8, 32) with the
// 128-byte swizzle: jax calls f32 operands tf32 (wgmma.py:404-407 at jax-v0.10.2); K steps of 8
// (32 bytes, four here), and scale-a, scale-b after scale-d (no transposes for 32-bit operands).
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n32k8.f32.tf32.tf32 {$0,{{.*}},$15}, $32, $33, p, $35, $36; }\0A", "=f{{(,=f)+}},0{{(,[0-9]+)+}},l,l,n,n,n"
// CHECK-NOT:   wgmma.mma_async
