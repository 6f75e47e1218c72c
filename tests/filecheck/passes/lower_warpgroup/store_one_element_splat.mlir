// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A splat of one element is stored by every thread as the scalar, at index 0 (jax's
// _store_untiled_splat, fragmented_array.py:3711 at jax-v0.10.2): no strided layout has 1 element.
// CHECK:      %[[X:.*]] = arith.constant 1.500000e+00 : f32
// CHECK:      %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT: memref.store %[[X]], %{{.*}}[%[[ZERO]], %[[ZERO]], %[[ZERO]]] : memref<1x1x1xf32, #gpu.address_space<workgroup>>
// CHECK-NOT:  vector.store
func.func @one() {
  %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<1x1x1xf32, #gpu.address_space<workgroup>>
  %c = arith.constant {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[1, 1, 1]>]} dense<1.5> : vector<1x1x1xf32>
  "mosaic_gpu.vector_store"(%c, %s) <{multimem = false}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[1, 1, 1]>], in_transforms = [[]]} : (vector<1x1x1xf32>, memref<1x1x1xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}
