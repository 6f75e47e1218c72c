// RUN: mgpu-opt %s -p mgpu-lower-warpgroup | filecheck %s

// A TMA copy in a custom_primitive body (inline_mgpu's LaunchContext.async_copy) reads its descriptor
// from jax's blob, which jax fills on the host only after this stage; mgpu-capture records what jax
// passes to mosaic_gpu_init_tma_desc on the module (mgpu.tma_descriptors, mgpu/capture/tma_record.py).
// The launch's blob starts with it, at the offset jax gave it (0), built from kernel argument 0 with
// the recorded sizes, strides, dtype, swizzle and box; the body reads that blob (recorded_tma.py).
// CHECK:      %[[BLOB:.*]] = llvm.alloca %{{.*}} x !llvm.array<128 x i8> {alignment = 64 : i64, mosaic_gpu_smem_alloc}
// CHECK:      %[[SLOT:.*]] = llvm.getelementptr %[[BLOB]][0] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK:      %[[DTYPE:.*]] = arith.constant 6 : i64
// CHECK-NEXT: %[[RANK:.*]] = arith.constant 2 : i64
// CHECK:      %[[SWIZZLE:.*]] = arith.constant 16 : i64
// CHECK:      %[[BOX0:.*]] = arith.constant 32 : i64
// CHECK:      call @mosaic_gpu_init_tma_desc(%[[SLOT]], %{{.*}}, %[[DTYPE]], %[[RANK]], %{{.*}}, %{{.*}}, %[[SWIZZLE]], %{{.*}})
// CHECK-NEXT: %[[BYTES:.*]] = llvm.load %[[BLOB]] : !llvm.ptr -> !llvm.array<128 x i8>
// CHECK:      gpu.launch
// CHECK-NEXT:   %[[PTR:.*]] = builtin.unrealized_conversion_cast %[[BYTES]] : !llvm.array<128 x i8> to !llvm.ptr
// CHECK:        llvm.inline_asm has_side_effects "prefetch.tensormap [$0];", "l" %[[PTR]] : (!llvm.ptr) -> ()
module attributes {mgpu.tma_descriptors = [{box = array<i64: 32, 64>, dtype = 6 : i64, elem_offset = 0 : i64, kernel_arg = 0 : i64, offset = 0 : i64, sizes = array<i64: 64, 64>, strides = array<i64: 64, 1>, swizzle = 16 : i64}]} {
  func.func private @mosaic_gpu_init_tma_desc(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func @k(%arg: !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) {
    %g = builtin.unrealized_conversion_cast %arg : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x64xf32> {mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}
    %c1_i64 = arith.constant 1 : i64
    %blob = llvm.alloca %c1_i64 x !llvm.array<0 x i8> {mosaic_gpu_smem_alloc, alignment = 64 : i64} : (i64) -> !llvm.ptr
    %bytes = llvm.load %blob : !llvm.ptr -> !llvm.array<0 x i8>
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 0 : i32
    gpu.launch blocks(%b0, %b1, %b2) in (%b3 = %c1, %b4 = %c1, %b5 = %c1) threads(%t0, %t1, %t2) in (%t3 = %c128, %t4 = %c1, %t5 = %c1) dynamic_shared_memory_size %smem {
      %d = builtin.unrealized_conversion_cast %bytes : !llvm.array<0 x i8> to !llvm.ptr
      "mosaic_gpu.custom_primitive"(%g, %d) <{in_layouts = [], in_transforms = [], out_layouts = []}> ({
      ^bb0(%m: memref<64x64xf32>, %p: !llvm.ptr):
        llvm.inline_asm has_side_effects "prefetch.tensormap [$0];", "l" %p : (!llvm.ptr) -> ()
        mosaic_gpu.return
      }) : (memref<64x64xf32>, !llvm.ptr) -> ()
      gpu.terminator
    }
    func.return
  }
}
