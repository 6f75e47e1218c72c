// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// A custom_primitive body takes a vector operand only as its registers (jax's inline_mgpu casts
// it so); one that returns the vector itself is refused.
func.func @vector_operand_returned(%x: f32) -> f32 {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 2]>]} : f32 to vector<2x2xf32>
  // expected-error @+1 {{'mosaic_gpu.custom_primitive' op not supported: a custom_primitive body that uses its vector operand (vector<2x2xf32>) other than as its 1 registers of layout}}
  %w = "mosaic_gpu.custom_primitive"(%v) <{in_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 2]>], in_transforms = [], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 2]>]}> ({
  ^bb0(%a: vector<2x2xf32>):
    mosaic_gpu.return %a : vector<2x2xf32>
  }) : (vector<2x2xf32>) -> vector<2x2xf32>
  %e = vector.extract %w[1, 1] {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 2]>]} : f32 from vector<2x2xf32>
  func.return %e : f32
}

// -----

// A vector result is the cast of the body's registers, in the layout the op states; a vector
// made otherwise in the body (lane-level code has no warpgroup vectors) is refused.
func.func @vector_result_not_registers(%x: f32) -> f32 {
  // expected-error @+1 {{'mosaic_gpu.custom_primitive' op not supported: a custom_primitive returning a vector (vector<2x2xf32>) that is not the cast of its registers of layout}}
  %w = "mosaic_gpu.custom_primitive"(%x) <{in_layouts = [], in_transforms = [], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 2]>]}> ({
  ^bb0(%a: f32):
    %v = vector.broadcast %a : f32 to vector<2x2xf32>
    mosaic_gpu.return %v : vector<2x2xf32>
  }) : (f32) -> vector<2x2xf32>
  %e = vector.extract %w[1, 1] {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[2, 2]>]} : f32 from vector<2x2xf32>
  func.return %e : f32
}

// -----

// An SMEM operand with transforms reaches the body as its tiled form (here 8x1x8x64, for a tile of
// 8x64); a body that takes it as another ref (tiled 64x64) is refused.
func.func @smem_not_its_tiled_form() {
  %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
  // expected-error @+1 {{'mosaic_gpu.custom_primitive' op not supported: an SMEM operand of custom_primitive (memref<64x64xf16, #gpu.address_space<workgroup>>, tiled (8, 64)) that its body uses as memref<1x1x64x64xf16, #gpu.address_space<workgroup>>}}
  "mosaic_gpu.custom_primitive"(%s) <{in_layouts = [], in_transforms = [[#mosaic_gpu.tile<[8, 64]>]], out_layouts = []}> ({
  ^bb0(%a: memref<64x64xf16, #gpu.address_space<workgroup>>):
    %t = builtin.unrealized_conversion_cast %a : memref<64x64xf16, #gpu.address_space<workgroup>> to memref<1x1x64x64xf16, #gpu.address_space<workgroup>>
    mosaic_gpu.return
  }) : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> ()
  func.return
}

// -----

// A TMA copy in the body (inline_mgpu's LaunchContext.async_copy) reads a descriptor from jax's
// blob, which jax fills on the host after this stage: without mgpu-capture's record of it
// (mgpu.tma_descriptors, custom_primitive_recorded_tma.mlir) the module does not say what it holds.
func.func @tma_in_body(%blob: !llvm.array<0 x i8>) {
  %d = builtin.unrealized_conversion_cast %blob : !llvm.array<0 x i8> to !llvm.ptr
  // expected-note @+2 {{mgpu's Warpgroup lowering does not lower this case exactly yet; lower it with jax's Warpgroup pipeline (the *.wg.payload stage) instead}}
  // expected-error @+1 {{'mosaic_gpu.custom_primitive' op not supported: a TMA copy in a custom_primitive body (inline_mgpu's LaunchContext.async_copy) whose descriptor the module does not record: jax makes it on the host after this stage; mgpu-capture writes it on the module as mgpu.tma_descriptors (capture the kernel again with this mgpu)}}
  "mosaic_gpu.custom_primitive"(%d) <{in_layouts = [], in_transforms = [], out_layouts = []}> ({
  ^bb0(%p: !llvm.ptr):
    %desc = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, i8
    mosaic_gpu.return
  }) : (!llvm.ptr) -> ()
  func.return
}

// -----

// A descriptor mgpu-capture could not record (of a peer's or multicast GMEM ref, an im2col one) has
// its offset only: the body's copy is refused.
module attributes {mgpu.tma_descriptors = [{offset = 0 : i64}]} {
  func.func @tma_unrecorded(%blob: !llvm.array<0 x i8>) {
    %d = builtin.unrealized_conversion_cast %blob : !llvm.array<0 x i8> to !llvm.ptr
    // expected-note @+2 {{mgpu's Warpgroup lowering does not lower this case exactly yet; lower it with jax's Warpgroup pipeline (the *.wg.payload stage) instead}}
    // expected-error @+1 {{'mosaic_gpu.custom_primitive' op not supported: a TMA copy in a custom_primitive body (inline_mgpu's LaunchContext.async_copy) of a descriptor mgpu-capture did not record (of a peer's or a multicast GMEM ref, an im2col one, or one of dynamic shape)}}
    "mosaic_gpu.custom_primitive"(%d) <{in_layouts = [], in_transforms = [], out_layouts = []}> ({
    ^bb0(%p: !llvm.ptr):
      %desc = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, i8
      mosaic_gpu.return
    }) : (!llvm.ptr) -> ()
    func.return
  }
}
