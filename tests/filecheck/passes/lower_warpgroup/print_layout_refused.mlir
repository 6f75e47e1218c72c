// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics -o /dev/null

// jax formats print_layout's text with Python's str.format (dialect_lowering.py:697 at jax-v0.10.2): a
// format that cannot take the one text is refused at the op, with Python's reason.
func.func @two_fields(%x: f32) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : f32 to vector<128xf32>
  // expected-error @+2 {{'mosaic_gpu.print_layout' op print_layout format '{} and {}' does not take the layout's text: Replacement index 1 out of range for positional args tuple}}
  // expected-note @+1 {{jax fills the format's {} with the layout's name (str.format), as in print_layout("x: {}", x)}}
  "mosaic_gpu.print_layout"(%v) <{format = "{} and {}"}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>) -> ()
  func.return
}

// -----

// jax 0.11's verifier takes a SMEM ref (print_layout_0_10_2.mlir: 0.10.2's does not); mgpu's lowering does not
// print its transforms yet.
func.func @smem(%s: memref<128xf32, #gpu.address_space<workgroup>>) {
  // expected-error @+2 {{'mosaic_gpu.print_layout' op not supported: mosaic_gpu.print_layout of a SMEM ref (jax prints the layout of a vector or of a TMEM ref)}}
  // expected-note @+1 {{mgpu's Warpgroup lowering does not lower this case exactly yet}}
  "mosaic_gpu.print_layout"(%s) <{format = "{}"}> : (memref<128xf32, #gpu.address_space<workgroup>>) -> ()
  func.return
}
