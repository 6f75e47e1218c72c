// RUN: mgpu-opt %S/../../../differential/captured/e4m3_registers.wg.wg_dialect.mlir -p 'mgpu-lower{semantics=warpgroup}' | filecheck %s

// wgmma(acc (64 x 32 f32), A (64 x 64 e4m3) in registers of the WGMMA_8BIT layout, transpose(b)):
// each vector<4xf8E4M3FN> register is one 32-bit word of A's fragment (PTX ISA §9.7.15.5.1.1,
// figure wgmma-64N32-A), four a K step of 32; then B's descriptor, scale-d, scale-a, scale-b.
// CHECK:       %[[V:.*]] = vector.bitcast %{{.*}} : vector<4xf8E4M3FN> to vector<1xi32>
// CHECK-NEXT:  %{{.*}} = vector.extract %[[V]][0] : i32 from vector<1xi32>
// CHECK-COUNT-2: wgmma.mma_async.sync.aligned.m64n32k32.f32.e4m3.e4m3 {$0,{{.*}},$15}, {$32,$33,$34,$35}, $36, p, $38, $39; }\0A", "=f{{(,=f)+}},0{{(,[0-9]+)+}},r,r,r,r,l,n,n,n"
// CHECK-NOT:   wgmma.mma_async
