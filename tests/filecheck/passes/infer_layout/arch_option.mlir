// RUN: mgpu-opt %s -p 'mgpu-infer-layout{arch_major=10 arch_minor=0}' --print-op-generic | filecheck %s
// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s --check-prefix=DEFAULT

// The arch comes from the module's mosaic_gpu.arch_major/minor (sm90 when absent); the pass
// options override it.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%t) : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    "mosaic_gpu.vector_store"(%v, %t) <{multimem = false}> : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:   "mosaic_gpu.vector_load"{{.*}}out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]]
// DEFAULT: "mosaic_gpu.vector_load"{{.*}}out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]]
