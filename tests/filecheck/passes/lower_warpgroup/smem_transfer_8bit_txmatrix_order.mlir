// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// An optimized 8-bit transfer jax 0.11 and later make with a .trans ldmatrix (Blackwell), whose register layout has
// its major lane dim after its minor one: jax plans it for pair dims before the major lane before the minor lane only
// (NotImplementedError, fragmented_array.py:4877 at the 0.12.0.1 wheel, :4525 at 0.11.2; the same transfer
// unoptimized it makes). Checked in jax 0.11.2 and 0.12.0.1 (their load_tiled on this ref and layout).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "major_lane_after_minor"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xi8, #gpu.address_space<workgroup>>
    %t = "memref.transpose"(%s) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<64x128xi8, #gpu.address_space<workgroup>>) -> memref<128x64xi8, strided<[1, 128]>, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_load' op Unsupported layout for 8-bit txmatrix}}
    // expected-note @+1 {{cast the value to another layout}}
    %v = "mosaic_gpu.vector_load"(%t) <{optimized = true}> {in_transforms = [[]], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 16], [16, 16], [8, 4]], warp_dims = [-6], lane_dims = [-2, -3], vector_dim = -1>]} : (memref<128x64xi8, strided<[1, 128]>, #gpu.address_space<workgroup>>) -> vector<128x64xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
