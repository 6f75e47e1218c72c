// RUN: mgpu-opt %S/../../../differential/captured/s8_operands.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// wgmma(acc (64 x 32 i32), a (64 x 128 i8), transpose(b (32 x 128 i8))), both tiled (8, 128) with
// the 128-byte swizzle: jax's integer form (wgmma.py:231-302 at jax-v0.10.2) spells the operands s8,
// K steps of 32 bytes (four here), s32 registers ("=r", vector<1xi32>), and after scale-d no
// immediate (integer wgmma has no scale-a/b; 8-bit operands no transposes). B, K-major, reads as A:
// SBO 1024 bytes (8 rows of 128 bytes) with the 128-byte swizzle, 0x4000004000000000.
// CHECK:       arith.constant 4611686293305294848 : i64
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n32k32.s32.s8.s8 {$0,{{.*}},$15}, $32, $33, p; }\0A", "=r{{(,=r)+}},0{{(,[0-9]+)+}},l,l,n" {{.*}} : (vector<1xi32>,
// CHECK-NOT:   wgmma.mma_async
