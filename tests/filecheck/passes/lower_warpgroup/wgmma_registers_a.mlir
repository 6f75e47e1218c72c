// RUN: mgpu-opt %S/../../../differential/captured/registers_a.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// wgmma(acc, a_ref[...], b) with A (64 x 128 f16) in registers, in the WGMMA layout (jax's
// test_wgmma_registers): per K step of 16, the four 32-bit words of the thread's A fragment (PTX ISA
// §9.7.15.5.1.1), each a vector<2xf16> register bitcast, then B's descriptor, scale-d and the
// immediates scale-a, scale-b, transpose-b (no transpose-a), as jax's payload spells it.
// CHECK:       %[[V:.*]] = vector.bitcast %{{.*}} : vector<2xf16> to vector<1xi32>
// CHECK-NEXT:  %{{.*}} = vector.extract %[[V]][0] : i32 from vector<1xi32>
// CHECK-COUNT-8: {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, p, $70, $71, $72; }\0A", "=f{{(,=f)+}},0{{(,[0-9]+)+}},r,r,r,r,l,n,n,n,n"
// CHECK-NOT:   wgmma.mma_async
