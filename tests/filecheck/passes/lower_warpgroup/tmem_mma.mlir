// RUN: mgpu-opt %S/../../../corpus/pallas_tmem_roundtrip.wg.wg_layouts.mlir -p mgpu-lower-warpgroup | filecheck %s --check-prefix=TMEM
// RUN: mgpu-opt %S/../../../corpus/pallas_tcgen05_mma.wg.wg_layouts.mlir -p mgpu-lower-warpgroup | filecheck %s --check-prefix=TC05
// RUN: mgpu-opt %S/../../../corpus/pallas_wgmma.wg.wg_layouts.mlir -p mgpu-lower-warpgroup | filecheck %s --check-prefix=WGMMA

// In TMEM, warp 0 allocates 128 columns, the address is read back from the SMEM slot; a TCGEN05-layout
// f32[128, 128] goes to/from TMEM as four 16x256b.x8 transfers (two 16-lane halves x two 64-column
// chunks: +0, +64, +(16 << 16), +(16 << 16) + 64).
// TMEM:       scf.if
// TMEM:         nvvm.tcgen05.alloc %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// TMEM:       gpu.barrier
// TMEM-NEXT:  %[[A:.*]] = memref.load
// TMEM-NEXT:  builtin.unrealized_conversion_cast %[[A]] : i32 to memref<128x128xi32, #mosaic_gpu.tmem>
// TMEM:         nvvm.tcgen05.relinquish_alloc_permit
// TMEM-COUNT-4: "tcgen05.st.sync.aligned.16x256b.x8.b32 [$32], {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31};"
// TMEM:       nvvm.tcgen05.wait <store>
// TMEM-COUNT-4: "tcgen05.ld.sync.aligned.16x256b.x8.b32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, [$32];"
// TMEM:       nvvm.tcgen05.wait <load>
// TMEM:       nvvm.tcgen05.dealloc %{{.*}}, %{{.*}} : !llvm.ptr<6>, i32
// TMEM-NOT:   {{"?mosaic_gpu\.[a-z_]+"?\(}}

// tcgen05.mma: one elected thread issues the 4 K-steps (A += 32 B, B += 4096 B per step) with
// instruction descriptor 0x08210010 (M = N = 128, f16 -> f32, B N-major), then commits to the barrier.
// TC05:       %[[IDESC:.*]] = arith.constant 136380432 : i32
// TC05:       add.s32 a_desc_low, $1, 0;\0A            add.s32 b_desc_low, $2, 4194304;\0A            mov.b64 b_desc, {b_desc_low, 1073741952};\0A            mov.b64 a_desc, {a_desc_low, 1073741888};\0A            tcgen05.mma.cta_group::1.kind::f16 [$0], a_desc, b_desc, $3, $4;
// TC05-SAME:  "r,r,r,r,b" %{{.*}}, %{{.*}}, %{{.*}}, %[[IDESC]], %false
// TC05:       add.s32 a_desc_low, $1, 2;\0A            add.s32 b_desc_low, $2, 4194560;
// TC05:       add.s32 a_desc_low, $1, 4;\0A            add.s32 b_desc_low, $2, 4194816;
// TC05:       add.s32 a_desc_low, $1, 6;\0A            add.s32 b_desc_low, $2, 4195072;
// TC05:       nvvm.tcgen05.commit %{{.*}} : !llvm.ptr<3>

// WGMMA uses descriptors ((addr & 0x3FFFF) >> 4) | constant, four m64n128k16 steps (A += 2, B += 256).
// WGMMA:      arith.constant 4611686293305294848 : i64
// WGMMA:      arith.constant 4611686568187396096 : i64
// WGMMA-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// WGMMA:      nvvm.wgmma.commit.group.sync.aligned
// WGMMA-NOT:  {{"?mosaic_gpu\.[a-z_]+"?\(}}
