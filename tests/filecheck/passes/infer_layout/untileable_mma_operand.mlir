// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-infer-layout --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-infer-layout --verify-diagnostics
// RUN: not mgpu-opt --jax 0.10.2 %s -p mgpu-infer-layout 2>&1 | filecheck %s --check-prefix=JAX0102

// A wgmma whose B in SMEM no MMA tiling divides: its 8 columns of f16 are fewer than the 16 of a 32-byte
// swizzle. jax 0.11 and later refuse it in its rule, naming the last tiling tried (layout_inference.py:410
// at jax-v0.12.0.1, as jax 0.12.0.1's infer_layout does on this module); jax 0.10.2 finds no layout.
// JAX0102: error: 'mosaic_gpu.wgmma' op Failed to infer a possible set of layouts.
module attributes {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} {
  func.func @k() {
    %acc = arith.constant dense<0.0> : vector<64x8xf32>
    %a = arith.constant dense<1.0> : vector<64x64xf16>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x8xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.wgmma' op No valid tiling found for SMEM reference. (64, 8) not divisible by candidate tiling (8, 16)}}
    // expected-note @+1 {{an MMA operand in SMEM is tiled by 8 rows and a swizzle's worth of columns: make its shape a multiple of (8, 16), the smallest such tile}}
    %r = "mosaic_gpu.wgmma"(%acc, %a, %s) : (vector<64x8xf32>, vector<64x64xf16>, memref<64x8xf16, #gpu.address_space<workgroup>>) -> vector<64x8xf32>
    func.return
  }
}
