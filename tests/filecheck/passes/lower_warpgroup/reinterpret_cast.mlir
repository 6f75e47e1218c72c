// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file | filecheck %s

// A contiguous SMEM ref seen with a new shape (Pallas' _reinterpret_cast, lowering.py:1713 at
// jax-v0.10.2): memref.reinterpret_cast to the same offset, the result's sizes and row-major strides.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @static(%o: memref<128x64xf16>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 16384 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
      %flat = "mosaic_gpu.reinterpret_cast"(%buf) {in_transforms = [[]], out_transforms = [[]]} : (memref<2x64x64xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %x = memref.load %flat[%c0, %c0] : memref<128x64xf16, #gpu.address_space<workgroup>>
      gpu.terminator
    }
    return
  }
}
// CHECK-LABEL: func.func @static
// CHECK:       %[[BUF:.*]] = memref.view
// CHECK:       %[[FLAT:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [0], sizes: [128, 64], strides: [64, 1] : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<128x64xf16, #gpu.address_space<workgroup>>
// CHECK:       memref.load %[[FLAT]]

// -----

// The second of two 64 x 64 buffers, picked by a dynamic index, seen as 8 x 8 x 64: its offset is
// only known at run time, read from the source's descriptor.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @dynamic(%i: index) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 16384 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
      %one = memref.subview %buf[%i, 0, 0] [1, 64, 64] [1, 1, 1] {in_transforms = [[]], out_transforms = [[]]} : memref<2x64x64xf16, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %cube = "mosaic_gpu.reinterpret_cast"(%one) {in_transforms = [[]], out_transforms = [[]]} : (memref<64x64xf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>) -> memref<8x8x64xf16, strided<[512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %x = memref.load %cube[%c0, %c0, %c0] : memref<8x8x64xf16, strided<[512, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
      gpu.terminator
    }
    return
  }
}
// CHECK-LABEL: func.func @dynamic
// CHECK:       %[[ONE:.*]] = memref.subview
// CHECK-NEXT:  %[[META:.*]]:6 = memref.extract_strided_metadata %[[ONE]]
// CHECK-NEXT:  %[[CUBE:.*]] = memref.reinterpret_cast %[[ONE]] to offset: [%[[META]]#1], sizes: [8, 8, 64], strides: [512, 64, 1]
// CHECK:       memref.load %[[CUBE]]
