// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax lowers only some ops in warp semantics (its support_warp_semantics=True rules); a wait on a
// barrier inside a warp_map body is not one of them (jax: "Op mosaic_gpu.wait does not support
// warp semantics"), so it is refused at the op.
func.func @wait_in_warp(%b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %p: i1) {
  "mosaic_gpu.warp_map"(%b, %p) ({
  ^bb0(%wb: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %wp: i1):
    // expected-error @+2 {{'mosaic_gpu.wait' op not supported: mosaic_gpu.wait in a mosaic_gpu.warp_map body (jax lowers it for a whole warpgroup only, not in warp semantics)}}
    // expected-note @+1 {{mgpu's Warpgroup lowering does not lower this case exactly yet}}
    "mosaic_gpu.wait"(%wb, %wp) : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i1) -> ()
  }) : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i1) -> ()
  func.return
}

// -----

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

// An SMEM operand with transforms reaches the body as its tiled ref, which mgpu's lowering does
// not make: refused.
func.func @smem_with_transforms() {
  %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
  // expected-error @+1 {{'mosaic_gpu.custom_primitive' op not supported: an SMEM operand of custom_primitive with transforms (its body uses it as memref<8x1x8x64xf16, #gpu.address_space<workgroup>>, not memref<64x64xf16, #gpu.address_space<workgroup>>)}}
  "mosaic_gpu.custom_primitive"(%s) <{in_layouts = [], in_transforms = [[#mosaic_gpu.tile<[8, 64]>]], out_layouts = []}> ({
  ^bb0(%a: memref<64x64xf16, #gpu.address_space<workgroup>>):
    %t = builtin.unrealized_conversion_cast %a : memref<64x64xf16, #gpu.address_space<workgroup>> to memref<8x1x8x64xf16, #gpu.address_space<workgroup>>
    mosaic_gpu.return
  }) : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> ()
  func.return
}
