// RUN: mgpu-opt %s --jax 0.12.1 -p mgpu-infer-layout | filecheck %s
// RUN: mgpu-opt %s --jax 0.12.1 -p mgpu-infer-layout,mgpu-lower-warpgroup | filecheck %s --check-prefix=LOWERED

// An scf.if that returns a warpgroup vector: jax 0.12.1 lowers lax.cond of two branches to one (lowering.py's
// _cond_lowering_rule), and its inference lays out the result as an scf.index_switch's, shared with what each branch
// yields (layout_inference.py); its Warpgroup lowering returns the result's registers. jax 0.12.0.1 and older have
// no inference rule for scf.if.
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "branch"}> ({
  ^bb0(%p: i1):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<256xf32, #gpu.address_space<workgroup>>
    %r = "scf.if"(%p) ({
      %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> : (memref<256xf32, #gpu.address_space<workgroup>>) -> vector<256xf32>
      "scf.yield"(%v) : (vector<256xf32>) -> ()
    }, {
      %w = "mosaic_gpu.vector_load"(%s) <{optimized = false}> : (memref<256xf32, #gpu.address_space<workgroup>>) -> vector<256xf32>
      "scf.yield"(%w) : (vector<256xf32>) -> ()
    }) : (i1) -> vector<256xf32>
    "mosaic_gpu.vector_store"(%r, %s) <{optimized = false}> : (vector<256xf32>, memref<256xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      scf.if
// CHECK:        scf.yield {{.*}}in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]
// CHECK:        scf.yield {{.*}}in_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]
// CHECK:      out_layouts = [#mosaic_gpu.WGStridedFragLayout<[256], 2>]

// LOWERED:      scf.if %{{.*}} -> (vector<2xf32>
// LOWERED-NOT:  vector<256xf32>
