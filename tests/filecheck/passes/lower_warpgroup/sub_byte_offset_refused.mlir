// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// A ref of i4 at an odd static offset starts in the high half of a byte, which no byte address
// names: jax's utils.memref_ptr refuses it (utils.py:1764-1772 at jax-v0.10.2), with these words.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func @tma_odd_offset(%x: memref<64x256xi4, strided<[256, 1], offset: 1>>, %i: i32) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 0 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      // expected-error @+1 {{'mosaic_gpu.async_prefetch' op memref<64x256xi4, strided<[256, 1], offset: 1>> static_offset=1 is not divisible by packing=2`}}
      "mosaic_gpu.async_prefetch"(%x, %i, %c0) <{collective = [], operandSegmentSizes = array<i32: 1, 2, 0>, slice_lengths = array<i64: 32, 256>}> : (memref<64x256xi4, strided<[256, 1], offset: 1>>, i32, i32) -> ()
      gpu.terminator
    }
    return
  }
}

// -----

// A custom_primitive body that takes its SMEM operand of i4 as a ref at an odd static offset: the
// same refusal (the descriptor's users would read from the byte before its first element).
func.func @k() {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %smem = arith.constant 256 : i32
  gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
    %buf = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<256xi4, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'mosaic_gpu.custom_primitive' op memref<256xi4, strided<[1], offset: 5>, #gpu.address_space<workgroup>> static_offset=5 is not divisible by packing=2`}}
    "mosaic_gpu.custom_primitive"(%buf) <{in_layouts = [], in_transforms = [[]], out_layouts = []}> ({
    ^bb0(%m: memref<256xi4, #gpu.address_space<workgroup>>):
      %v = builtin.unrealized_conversion_cast %m : memref<256xi4, #gpu.address_space<workgroup>> to memref<256xi4, strided<[1], offset: 5>, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %e = memref.load %v[%c0] : memref<256xi4, strided<[1], offset: 5>, #gpu.address_space<workgroup>>
      mosaic_gpu.return
    }) : (memref<256xi4, #gpu.address_space<workgroup>>) -> ()
    gpu.terminator
  }
  return
}
