// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A custom_primitive body that takes its SMEM operand (256 i4) as a ref at static offset 6: the
// descriptor's pointer is the operand's address less the bytes of 6 i4 elements (3, not 6), so that
// its users, which add offset * bits / 8 bytes to it (jax's utils.memref_ptr, utils.py:1774-1779 at
// jax-v0.10.2), reach the operand's first element.
func.func @k() {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %smem = arith.constant 256 : i32
  gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
    %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<256xi4, #gpu.address_space<workgroup>>
    "mosaic_gpu.custom_primitive"(%buf) <{in_layouts = [], in_transforms = [[]], out_layouts = []}> ({
    ^bb0(%m: memref<256xi4, #gpu.address_space<workgroup>>):
      %v = builtin.unrealized_conversion_cast %m : memref<256xi4, #gpu.address_space<workgroup>> to memref<256xi4, strided<[1], offset: 6>, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %e = memref.load %v[%c0] : memref<256xi4, strided<[1], offset: 6>, #gpu.address_space<workgroup>>
      mosaic_gpu.return
    }) : (memref<256xi4, #gpu.address_space<workgroup>>) -> ()
    gpu.terminator
  }
  return
}

// CHECK:      %[[BASE:.*]] = llvm.add %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[BYTES:.*]] = arith.constant 3 : i64
// CHECK-NEXT: %[[START:.*]] = arith.subi %[[BASE]], %[[BYTES]] : i64
// CHECK-NEXT: %[[PTR:.*]] = llvm.inttoptr %[[START]] : i64 to !llvm.ptr<3>
// CHECK:      %[[OFF:.*]] = arith.constant 6 : i64
// CHECK-NEXT: llvm.insertvalue %[[OFF]], %{{.*}}[2]
