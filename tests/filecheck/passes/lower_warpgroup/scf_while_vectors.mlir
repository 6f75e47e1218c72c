// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A warpgroup vector carried by scf.while is its registers (jax's _while_op_lowering_rule,
// dialect_lowering.py:2728 at jax-v0.10.2): a (512) f32 vector in WGStridedFragLayout vec 2 is 2
// vector<2xf32> registers in the inits, both blocks' arguments, scf.condition, scf.yield and results.
// CHECK:      %[[R0:.*]] = vector.load %{{.*}}[%{{.*}}] : memref<512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK:      %[[R1:.*]] = vector.load %{{.*}}[%{{.*}}] : memref<512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK:      %{{.*}}, %[[O0:.*]], %[[O1:.*]] = scf.while (%[[I:.*]] = %{{.*}}, %[[A0:.*]] = %[[R0]], %[[A1:.*]] = %[[R1]]) : (i32, vector<2xf32>, vector<2xf32>) -> (i32, vector<2xf32>, vector<2xf32>) {
// CHECK:        scf.condition(%{{.*}}) %[[I]], %[[A0]], %[[A1]] : i32, vector<2xf32>, vector<2xf32>
// CHECK:      } do {
// CHECK:      ^bb0(%{{.*}}: i32, %[[B0:.*]]: vector<2xf32>, %[[B1:.*]]: vector<2xf32>):
// CHECK:        %[[S0:.*]] = arith.addf %[[B0]], %[[B0]] : vector<2xf32>
// CHECK:        %[[S1:.*]] = arith.addf %[[B1]], %[[B1]] : vector<2xf32>
// CHECK:        scf.yield %{{.*}}, %[[S0]], %[[S1]] : i32, vector<2xf32>, vector<2xf32>
// CHECK:      vector.store %[[O0]], %{{.*}} : memref<512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK:      vector.store %[[O1]], %{{.*}} : memref<512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK-NOT:  vector<512xf32>
func.func @doubled() {
  %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<512xf32, #gpu.address_space<workgroup>>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {in_transforms = [[]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 2>]} : (memref<512xf32, #gpu.address_space<workgroup>>) -> vector<512xf32>
  %r:2 = scf.while (%i = %c0, %a = %v) : (i32, vector<512xf32>) -> (i32, vector<512xf32>) {
    %p = arith.cmpi slt, %i, %c3 : i32
    scf.condition(%p) {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 2>]} %i, %a : i32, vector<512xf32>
  } do {
  ^bb0(%j: i32, %b: vector<512xf32>):
    %k = arith.addi %j, %c1 : i32
    %d = arith.addf %b, %b {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 2>, #mosaic_gpu.WGStridedFragLayout<[512], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 2>]} : vector<512xf32>
    scf.yield {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 2>]} %k, %d : i32, vector<512xf32>
  } attributes {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 2>]}
  "mosaic_gpu.vector_store"(%r#1, %s) <{multimem = false}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[512], 2>], in_transforms = [[]]} : (vector<512xf32>, memref<512xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}
