// RUN: mgpu-opt %S/../../../corpus/pallas_wgmma.wg.wg_layouts.mlir -p mgpu-lower-warpgroup | filecheck %s

// The zero accumulator's optimization_barrier (64 x 128 f32, WGMMA layout: 32 vector<2xf32> registers a
// thread) as jax's fragmented_array.optimization_barrier emits it (fragmented_array.py:4607-4721 at
// jax-v0.10.2): the splat broadcast to one register, each register's two elements extracted, one empty
// side-effecting asm whose 64 outputs are tied to its inputs, its outputs extracted and repacked register by
// register through i32 words; then the wgmma fence.
// CHECK:       %[[REG:.*]] = vector.broadcast %{{.*}} : f32 to vector<2xf32>
// CHECK-NEXT:  %[[E0:.*]] = vector.extract %[[REG]][0] : f32 from vector<2xf32>
// CHECK-NEXT:  vector.extract %[[REG]][1] : f32 from vector<2xf32>
// CHECK-COUNT-62: vector.extract %[[REG]][{{[01]}}] : f32 from vector<2xf32>
// CHECK-NEXT:  %[[B:.*]] = llvm.inline_asm has_side_effects asm_dialect = att "", "{{(=f,)+}}0,1,2,{{.*}},62,63" %[[E0]], {{.*}} -> !llvm.struct<(f32,
// CHECK-NEXT:  %[[X0:.*]] = llvm.extractvalue %[[B]][0]
// CHECK-NEXT:  %[[X1:.*]] = llvm.extractvalue %[[B]][1]
// CHECK-COUNT-62: llvm.extractvalue %[[B]][{{[0-9]+}}]
// CHECK-NEXT:  %[[U:.*]] = llvm.mlir.undef : vector<2xi32>
// CHECK-NEXT:  %[[W0:.*]] = llvm.bitcast %[[X0]] : f32 to i32
// CHECK-NEXT:  %[[K0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V0:.*]] = llvm.insertelement %[[W0]], %[[U]][%[[K0]] : i32] : vector<2xi32>
// CHECK-NEXT:  %[[W1:.*]] = llvm.bitcast %[[X1]] : f32 to i32
// CHECK-NEXT:  %[[K1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V1:.*]] = llvm.insertelement %[[W1]], %[[V0]][%[[K1]] : i32] : vector<2xi32>
// CHECK-NEXT:  vector.bitcast %[[V1]] : vector<2xi32> to vector<2xf32>
// CHECK-COUNT-31: vector.bitcast %{{.*}} : vector<2xi32> to vector<2xf32>
// CHECK-NEXT:  nvvm.wgmma.fence.aligned
