// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file -p mgpu-lower-warpgroup --verify-diagnostics

// What the Warpgroup lowering of jax 0.12's op classes refuses, at the op: what jax 0.12.0.1 has no rule
// for, in its words (dialect_lowering.py's "Missing lowering rule"), and what mgpu does not model.

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "run_scoped"}> ({
    // expected-error @+2 {{'mosaic_gpu.run_scoped' op Missing lowering rule for mosaic_gpu.run_scoped}}
    // expected-note @+1 {{jax's Warpgroup lowering has no rule for mosaic_gpu.run_scoped either (jax/experimental/mosaic/gpu/dialect_lowering.py at jax 0.12.0.1), and its Python emits none}}
    "mosaic_gpu.run_scoped"() <{buffer_attrs = []}> ({
      "mosaic_gpu.return"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "alloca_scope"}> ({
    // expected-error @+2 {{'mosaic_gpu.alloca_scope' op Missing lowering rule for mosaic_gpu.alloca_scope}}
    // expected-note @+1 {{jax's Warpgroup lowering has no rule for mosaic_gpu.alloca_scope either (jax/experimental/mosaic/gpu/dialect_lowering.py at jax 0.12.0.1), and its Python emits none}}
    "mosaic_gpu.alloca_scope"() ({
      %a = "mosaic_gpu.alloc_smem"() : () -> memref<64xf32, #gpu.address_space<workgroup>>
      "mosaic_gpu.alloca_scope.return"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// An async_load from a peer's GMEM.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf16>, i32) -> (), sym_name = "peer"}> ({
  ^bb0(%g: memref<64x64xf16>, %i: i32):
    %b = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    %s = "mosaic_gpu.slice_smem"() <{offset = 1024 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'mosaic_gpu.async_load' op not supported: async_load from a peer's GMEM (gmem_peer_id)}}
    "mosaic_gpu.async_load"(%g, %s, %b, %i, %i, %i) <{collective = [], oob_fill_mode = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0, 1>, slice_lengths = array<i64: 64, 64>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x64xf16>, memref<64x64xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// An async_load with no barrier: jax 0.12.0.1 lowers it to cp.async copies, not a TMA.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf16>, i32) -> (), sym_name = "no_barrier"}> ({
  ^bb0(%g: memref<64x64xf16>, %i: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 1024 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'mosaic_gpu.async_load' op not supported: async_load without a barrier (jax lowers it to cp.async copies, not a TMA)}}
    "mosaic_gpu.async_load"(%g, %s, %i, %i) <{collective = [], oob_fill_mode = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 2, 0, 0>, slice_lengths = array<i64: 64, 64>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x64xf16>, memref<64x64xf16, #gpu.address_space<workgroup>>, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// An async_load_tmem that also reduces: tcgen05.ld.red, which the emulator does not model.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xf32, #mosaic_gpu.tmem>) -> (), sym_name = "load_reduce"}> ({
  ^bb0(%t: memref<128x128xf32, #mosaic_gpu.tmem>):
    // expected-error @+1 {{'mosaic_gpu.async_load_tmem' op not supported: async_load_tmem with reduce = max (tcgen05.ld.red, which mgpu does not emulate)}}
    %v, %m = "mosaic_gpu.async_load_tmem"(%t) <{reduce = 1 : i32}> {in_tmem_layouts = [#mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<[[128], [32], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]} : (memref<128x128xf32, #mosaic_gpu.tmem>) -> (vector<128x128xf32>, vector<128xf32>)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
