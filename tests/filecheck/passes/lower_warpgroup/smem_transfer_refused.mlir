// RUN: mgpu-opt --jax 0.10.2 %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics
// RUN: mgpu-opt --jax 0.12.0.1 %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// Refusals of an SMEM transfer of a tiled value that every release makes in the same words (transfer_tiled and
// plan_tiled_transfer: fragmented_array.py:4781, :5549 at the 0.12.0.1 wheel; :4182, :4504 at jax-v0.10.2), each
// case checked in jax 0.10.2, 0.11.2 and 0.12.0.1 (lowered by jax's rules, dialect_lowering.LoweringContext.lower_op).

// A register of 8 f16 in a ref tiled by [1, 2]: the vector spans four tiles.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "vector_split_by_tile"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[1, 2]>]]} : () -> memref<256x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_load' op Vectorized dimension should not require further tiling and have a stride of 1}}
    // expected-note @+1 {{cast the value to another layout}}
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> {in_transforms = [[#mosaic_gpu.tile<[1, 2]>]], out_layouts = [#mosaic_gpu.TiledLayout<[[64, 32], [16, 32], [8, 32], [8]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<256x128xf16, #gpu.address_space<workgroup>>) -> vector<256x128xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An optimized load of f64: jax plans bank-conflict-free transfers of elements of at most 32 bits.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f64_optimized"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[256, 8]>]]} : () -> memref<256x8xf64, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.vector_load' op element_bits=64 > 32 not implemented}}
    // expected-note @+1 {{or set optimized = false}}
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = true}> {in_transforms = [[#mosaic_gpu.tile<[256, 8]>]], out_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]} : (memref<256x8xf64, #gpu.address_space<workgroup>>) -> vector<256x8xf64>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
