// RUN: mgpu-opt %S/../../../differential/captured/integer_matmul_s8_lhs_tmem.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// async_store_tmem of an i8[128, 128] value whose register layout is its TMEM layout (both
// tmem_default_layout(4): four elements a 32-bit cell), as jax's _store_32xcols_native: thread t of
// warp w holds lane 32 w + t, each vector<4xi8> register one word, column k register k: one
// tcgen05.st.32x32b.x32 of the 32 words at the ref's address.
// CHECK-COUNT-32: llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK:          %[[A:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:     llvm.inline_asm has_side_effects "tcgen05.st.sync.aligned.32x32b.x32.b32 [$32], {$0,{{.*}},$31};"{{.*}}%[[A]] :
// CHECK-NOT:      tcgen05.st
