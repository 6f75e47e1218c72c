// RUN: mgpu-opt --jax 0.12.0.1 %s -p canonicalize --split-input-file | filecheck %s

// jaxlib's canonicalizations of mosaic_gpu ops (jaxlib/mosaic/dialect/gpu/mosaic_gpu.cc at jax-v0.10.2 and
// jax-v0.11.0: ReinterpretCastOp::fold, FoldMGPUReinterpretCastOfSliceSMEM, HoistReinterpretCastOutOfWarpMap); each
// output is what jaxlib 0.12.0.1's canonicalize prints for the same input.

// A cast to its source's type is its source.
func.func @identity(%a: memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<1024xf32, #gpu.address_space<workgroup>> {
  %1 = "mosaic_gpu.reinterpret_cast"(%a) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<1024xf32, #gpu.address_space<workgroup>>
  return %1 : memref<1024xf32, #gpu.address_space<workgroup>>
}
// CHECK-LABEL: func.func @identity
// CHECK-NEXT:    return %a

// -----

// A cast of a cast casts the first source.
func.func @cast_of_cast(%a: memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<32x32xf32, #gpu.address_space<workgroup>> {
  %1 = "mosaic_gpu.reinterpret_cast"(%a) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<4x256xf32, #gpu.address_space<workgroup>>
  %2 = "mosaic_gpu.reinterpret_cast"(%1) : (memref<4x256xf32, #gpu.address_space<workgroup>>) -> memref<32x32xf32, #gpu.address_space<workgroup>>
  return %2 : memref<32x32xf32, #gpu.address_space<workgroup>>
}
// CHECK-LABEL: func.func @cast_of_cast
// CHECK-NEXT:    %[[C:.*]] = "mosaic_gpu.reinterpret_cast"(%a) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<32x32xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:    return %[[C]]

// -----

// A cast of a slice_smem is a slice_smem of the cast's type, at the same offset and with the same alias.
func.func @cast_of_slice() -> memref<32x32xf32, #gpu.address_space<workgroup>> {
  %0 = "mosaic_gpu.slice_smem"() <{offset = 256 : i32, alias_id = 3 : i64}> : () -> memref<1024xf32, #gpu.address_space<workgroup>>
  %1 = "mosaic_gpu.reinterpret_cast"(%0) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<32x32xf32, #gpu.address_space<workgroup>>
  return %1 : memref<32x32xf32, #gpu.address_space<workgroup>>
}
// CHECK-LABEL: func.func @cast_of_slice
// CHECK-NEXT:    %[[S:.*]] = "mosaic_gpu.slice_smem"() <{alias_id = 3 : i64, offset = 256 : i32}> : () -> memref<32x32xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:    return %[[S]]

// -----

// A warp_map argument used only by casts to one type: the cast outside, the argument of that type.
func.func @hoisted(%a: memref<1024xf32, #gpu.address_space<workgroup>>, %j: index) {
  "mosaic_gpu.warp_map"(%a, %j) ({
  ^bb0(%x: memref<1024xf32, #gpu.address_space<workgroup>>, %k: index):
    %f = arith.constant 1.0 : f32
    %1 = "mosaic_gpu.reinterpret_cast"(%x) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<32x32xf32, #gpu.address_space<workgroup>>
    %2 = "mosaic_gpu.reinterpret_cast"(%x) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<32x32xf32, #gpu.address_space<workgroup>>
    memref.store %f, %1[%k, %k] : memref<32x32xf32, #gpu.address_space<workgroup>>
    memref.store %f, %2[%k, %k] : memref<32x32xf32, #gpu.address_space<workgroup>>
  }) : (memref<1024xf32, #gpu.address_space<workgroup>>, index) -> ()
  return
}
// CHECK-LABEL: func.func @hoisted
// CHECK-NEXT:    %[[C:.*]] = "mosaic_gpu.reinterpret_cast"(%a) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<32x32xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT:    "mosaic_gpu.warp_map"(%[[C]], %j) ({
// CHECK-NEXT:    ^bb0(%x: memref<32x32xf32, #gpu.address_space<workgroup>>, %k: index):
// CHECK-NOT:       reinterpret_cast
// CHECK:           memref.store %f, %x[%k, %k]
// CHECK-NEXT:      memref.store %f, %x[%k, %k]

// -----

// Casts to two types: the argument stays.
func.func @two_types(%a: memref<1024xf32, #gpu.address_space<workgroup>>, %j: index) {
  "mosaic_gpu.warp_map"(%a, %j) ({
  ^bb0(%x: memref<1024xf32, #gpu.address_space<workgroup>>, %k: index):
    %f = arith.constant 1.0 : f32
    %1 = "mosaic_gpu.reinterpret_cast"(%x) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<32x32xf32, #gpu.address_space<workgroup>>
    %2 = "mosaic_gpu.reinterpret_cast"(%x) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<4x256xf32, #gpu.address_space<workgroup>>
    memref.store %f, %1[%k, %k] : memref<32x32xf32, #gpu.address_space<workgroup>>
    memref.store %f, %2[%k, %k] : memref<4x256xf32, #gpu.address_space<workgroup>>
  }) : (memref<1024xf32, #gpu.address_space<workgroup>>, index) -> ()
  return
}
// CHECK-LABEL: func.func @two_types
// CHECK-NEXT:    "mosaic_gpu.warp_map"(%a, %j) ({
// CHECK-NEXT:    ^bb0(%x: memref<1024xf32, #gpu.address_space<workgroup>>, %k: index):
// CHECK:           "mosaic_gpu.reinterpret_cast"(%x) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<32x32xf32, #gpu.address_space<workgroup>>
// CHECK:           "mosaic_gpu.reinterpret_cast"(%x) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<4x256xf32, #gpu.address_space<workgroup>>

// -----

// An argument also used as it is: it stays.
func.func @used_as_is(%a: memref<1024xf32, #gpu.address_space<workgroup>>, %j: index) {
  "mosaic_gpu.warp_map"(%a, %j) ({
  ^bb0(%x: memref<1024xf32, #gpu.address_space<workgroup>>, %k: index):
    %f = arith.constant 1.0 : f32
    %1 = "mosaic_gpu.reinterpret_cast"(%x) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<32x32xf32, #gpu.address_space<workgroup>>
    memref.store %f, %1[%k, %k] : memref<32x32xf32, #gpu.address_space<workgroup>>
    memref.store %f, %x[%k] : memref<1024xf32, #gpu.address_space<workgroup>>
  }) : (memref<1024xf32, #gpu.address_space<workgroup>>, index) -> ()
  return
}
// CHECK-LABEL: func.func @used_as_is
// CHECK-NEXT:    "mosaic_gpu.warp_map"(%a, %j) ({
// CHECK-NEXT:    ^bb0(%x: memref<1024xf32, #gpu.address_space<workgroup>>, %k: index):
// CHECK:           "mosaic_gpu.reinterpret_cast"(%x) : (memref<1024xf32, #gpu.address_space<workgroup>>) -> memref<32x32xf32, #gpu.address_space<workgroup>>
