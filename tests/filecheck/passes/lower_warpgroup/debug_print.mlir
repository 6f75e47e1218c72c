// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// debug_print: jax prints each register with printf, which the emulator cannot run: refused at the op.
func.func @debug(%x: f32) {
  %v = vector.broadcast %x {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : f32 to vector<128xf32>
  // expected-error @+2 {{'mosaic_gpu.debug_print' op not supported: mosaic_gpu.debug_print (jax lowers it to printf, which the emulator cannot run)}}
  // expected-note @+1 {{mgpu's Warpgroup lowering does not lower this case exactly yet; lower it with jax's Warpgroup pipeline (the *.wg.payload stage) instead}}
  "mosaic_gpu.debug_print"(%v) <{format = "v = {}"}> {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]} : (vector<128xf32>) -> ()
  func.return
}
