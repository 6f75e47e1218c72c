// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// TMA descriptors of sub-byte GMEM refs (async_prefetch of rows [%i, %i + 32) of 64 x 256 i4, and of
// 64 x 512 i2), as jax builds them: the ref's address is its aligned pointer plus offset * bits / 8
// bytes (utils.memref_ptr, utils.py:1774-1779 at jax-v0.10.2), and the element type is jax's code 0
// for 4-bit and 8 for 2-bit integers (launch_context._tma_dma_type, launch_context.py:636-639), which
// jaxlib's mosaic_gpu_init_tma_desc packs into bytes (runtime.cc:92-109); the sizes and box stay in elements.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func @i4(%x: memref<64x256xi4>, %i: i32) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 0 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      "mosaic_gpu.async_prefetch"(%x, %i, %c0) <{collective = [], operandSegmentSizes = array<i32: 1, 2, 0>, slice_lengths = array<i64: 32, 256>}> : (memref<64x256xi4>, i32, i32) -> ()
      gpu.terminator
    }
    return
  }
  func.func @i2(%x: memref<64x512xi2>, %i: i32) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 0 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%t0, %t1, %t2) in (%n0 = %c128, %n1 = %c1, %n2 = %c1) dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : i32
      "mosaic_gpu.async_prefetch"(%x, %i, %c0) <{collective = [], operandSegmentSizes = array<i32: 1, 2, 0>, slice_lengths = array<i64: 32, 512>}> : (memref<64x512xi2>, i32, i32) -> ()
      gpu.terminator
    }
    return
  }
}

// CHECK-LABEL: func.func @i4
// CHECK:       %[[OFF:.*]] = llvm.extractvalue %{{.*}}[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %[[BITS:.*]] = arith.constant 4 : i64
// CHECK-NEXT:  %[[OB:.*]] = llvm.mul %[[OFF]], %[[BITS]] : i64
// CHECK-NEXT:  %[[EIGHT:.*]] = arith.constant 8 : i64
// CHECK-NEXT:  %[[BYTES:.*]] = llvm.udiv %[[OB]], %[[EIGHT]] : i64
// CHECK-NEXT:  %[[P:.*]] = llvm.ptrtoint
// CHECK-NEXT:  %[[A:.*]] = llvm.add %[[P]], %[[BYTES]] : i64
// CHECK-NEXT:  %[[BASE:.*]] = llvm.inttoptr %[[A]] : i64 to !llvm.ptr
// CHECK-NEXT:  %[[CODE:.*]] = arith.constant 0 : i64
// CHECK:       %[[INNER:.*]] = arith.constant 256 : i64
// CHECK:       call @mosaic_gpu_init_tma_desc(%{{.*}}, %[[BASE]], %[[CODE]],

// CHECK-LABEL: func.func @i2
// CHECK:       %[[OFF2:.*]] = llvm.extractvalue %{{.*}}[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %[[BITS2:.*]] = arith.constant 2 : i64
// CHECK-NEXT:  %[[OB2:.*]] = llvm.mul %[[OFF2]], %[[BITS2]] : i64
// CHECK-NEXT:  %[[EIGHT2:.*]] = arith.constant 8 : i64
// CHECK-NEXT:  %[[BYTES2:.*]] = llvm.udiv %[[OB2]], %[[EIGHT2]] : i64
// CHECK-NEXT:  %[[P2:.*]] = llvm.ptrtoint
// CHECK-NEXT:  %[[A2:.*]] = llvm.add %[[P2]], %[[BYTES2]] : i64
// CHECK-NEXT:  %[[BASE2:.*]] = llvm.inttoptr %[[A2]] : i64 to !llvm.ptr
// CHECK-NEXT:  %[[CODE2:.*]] = arith.constant 8 : i64
// CHECK:       %[[INNER2:.*]] = arith.constant 512 : i64
// CHECK:       call @mosaic_gpu_init_tma_desc(%{{.*}}, %[[BASE2]], %[[CODE2]],
