// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// An empty tile transform given to the lowering (inference refuses it first: jax_constraints_empty_tiling.mlir):
// jax's lowering fails in Python on it (a zip() of the tile and the ref's dims), mgpu refuses it at the op in the
// words of jax's inference.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    // expected-error @+2 {{'mosaic_gpu.slice_smem' op Empty tiling unsupported}}
    // expected-note @+1 {{give one, or no tile transform}}
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[]>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
