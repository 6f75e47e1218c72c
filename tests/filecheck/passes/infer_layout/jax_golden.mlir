// RUN: mgpu-opt %s --allow-unregistered-dialect --split-input-file -p mgpu-infer-layout --print-op-generic | filecheck %s

// Differential regression: each CHECK line below is the attribute dict that jax 0.10.2's own
// layout_inference.infer_layout gives the op (run on these kernels in a jax venv), in order.
// The kernels exercise the candidate order (tier 1 / 2 / 3), backward relayouts, conjured and
// MMA tilings, the bank-conflict transfer plan, TMEM, reductions, reshapes, loops and subviews.

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %c = "arith.constant"() <{value = dense<1.0> : vector<64x128xf16>}> : () -> vector<64x128xf16>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %o = "mosaic_gpu.optimization_barrier"(%c) : (vector<64x128xf16>) -> vector<64x128xf16>
    "mosaic_gpu.vector_store"(%o, %t) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "arith.constant"{{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.optimization_barrier"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %c = "arith.constant"() <{value = dense<1.0> : vector<64x128xf16>}> : () -> vector<64x128xf16>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %o = "mosaic_gpu.optimization_barrier"(%c) : (vector<64x128xf16>) -> vector<64x128xf16>
    "mosaic_gpu.vector_store"(%o, %s) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "arith.constant"{{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}]]}
// CHECK: "mosaic_gpu.optimization_barrier"{{.*}} {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>], in_transforms = {{\[\[}}]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf32, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf32, #gpu.address_space<workgroup>>) -> memref<64x128xf32, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{offset = 32768 : i32}> : () -> memref<64x128xf32, #gpu.address_space<workgroup>>
    %tb = "mosaic_gpu.with_transforms"(%b) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf32, #gpu.address_space<workgroup>>) -> memref<64x128xf32, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<64x128xf32, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
    %y = "mosaic_gpu.vector_load"(%tb) : (memref<64x128xf32, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
    %z = "arith.addf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (vector<64x128xf32>, vector<64x128xf32>) -> vector<64x128xf32>
    %o = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<64x128xf32, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%z, %o) <{multimem = false}> : (vector<64x128xf32>, memref<64x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "arith.addf"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    %o = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%x, %o) <{multimem = false, optimized = false}> : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    %o = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%x, %o) <{multimem = false, optimized = true}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%a) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    %o = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %to = "mosaic_gpu.with_transforms"(%o) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%x, %to) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %c = "arith.constant"() <{value = dense<1.0> : vector<64x128xf16>}> : () -> vector<64x128xf16>
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    %z = "arith.mulf"(%x, %c) <{fastmath = #arith.fastmath<none>}> : (vector<64x128xf16>, vector<64x128xf16>) -> vector<64x128xf16>
    %b = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %y = "mosaic_gpu.vector_load"(%b) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    %w = "arith.mulf"(%y, %c) <{fastmath = #arith.fastmath<none>}> : (vector<64x128xf16>, vector<64x128xf16>) -> vector<64x128xf16>
    "mosaic_gpu.vector_store"(%z, %ta) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "mosaic_gpu.vector_store"(%w, %b) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "arith.constant"{{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "arith.mulf"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[64, 128], 4>]}
// CHECK: "arith.mulf"{{.*}} {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[64, 128], 4>, #mosaic_gpu.WGStridedFragLayout<[64, 128], 4>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[64, 128], 4>]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[64, 128], 4>], in_transforms = {{\[\[}}]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %p = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.tmem_alloc"(%p) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xi32, #mosaic_gpu.tmem>
    %ts = "mosaic_gpu.slice_tmem"(%ta) <{offset = 0 : i32}> : (memref<128x128xi32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    %tc = "mosaic_gpu.tmem_layout_cast"(%ts) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    %v = "mosaic_gpu.async_load_tmem"(%tc) : (memref<128x128xf32, #mosaic_gpu.tmem>) -> vector<128x128xf32>
    %c = "arith.constant"() <{value = dense<1.0> : vector<128x128xf32>}> : () -> vector<128x128xf32>
    %z = "arith.addf"(%v, %c) <{fastmath = #arith.fastmath<none>}> : (vector<128x128xf32>, vector<128x128xf32>) -> vector<128x128xf32>
    "mosaic_gpu.async_store_tmem"(%z, %tc) : (vector<128x128xf32>, memref<128x128xf32, #mosaic_gpu.tmem>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}]]}
// CHECK: "mosaic_gpu.tmem_alloc"{{.*}} {in_transforms = {{\[\[}}]], out_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_tmem"{{.*}} {in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.tmem_layout_cast"{{.*}} {in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.async_load_tmem"{{.*}} {in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "arith.constant"{{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 128]>]}
// CHECK: "arith.addf"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.async_store_tmem"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %p = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.tmem_alloc"(%p) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    %v = "mosaic_gpu.async_load_tmem"(%ta) : (memref<128x128xf32, #mosaic_gpu.tmem>) -> vector<128x128xf32>
    %o = "mosaic_gpu.slice_smem"() <{offset = 1024 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%v, %o) <{multimem = false}> : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}]]}
// CHECK: "mosaic_gpu.tmem_alloc"{{.*}} {in_transforms = {{\[\[}}]], out_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.async_load_tmem"{{.*}} {in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %p = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.tmem_alloc"(%p) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xi32, #mosaic_gpu.tmem>
    %ts = "mosaic_gpu.slice_tmem"(%ta) <{offset = 0 : i32}> : (memref<128x128xi32, #mosaic_gpu.tmem>) -> memref<128x128xf16, #mosaic_gpu.tmem>
    %tc = "mosaic_gpu.tmem_layout_cast"(%ts) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x128xf16, #mosaic_gpu.tmem>) -> memref<128x128xf16, #mosaic_gpu.tmem>
    %c = "arith.constant"() <{value = dense<1.0> : vector<128x128xf16>}> : () -> vector<128x128xf16>
    "mosaic_gpu.async_store_tmem"(%c, %tc) : (vector<128x128xf16>, memref<128x128xf16, #mosaic_gpu.tmem>) -> ()
    %v = "mosaic_gpu.async_load_tmem"(%tc) : (memref<128x128xf16, #mosaic_gpu.tmem>) -> vector<128x128xf16>
    %o = "mosaic_gpu.slice_smem"() <{offset = 1024 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%v, %o) <{multimem = false}> : (vector<128x128xf16>, memref<128x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}]]}
// CHECK: "mosaic_gpu.tmem_alloc"{{.*}} {in_transforms = {{\[\[}}]], out_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_tmem"{{.*}} {in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.tmem_layout_cast"{{.*}} {in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]}
// CHECK: "arith.constant"{{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128, 128]>]}
// CHECK: "mosaic_gpu.async_store_tmem"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.async_load_tmem"{{.*}} {in_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 1], [32, 1]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xi8, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%a) : (memref<128x128xi8, #gpu.address_space<workgroup>>) -> vector<128x128xi8>
    %y = "arith.addi"(%x, %x) : (vector<128x128xi8>, vector<128x128xi8>) -> vector<128x128xi8>
    "mosaic_gpu.vector_store"(%y, %a) <{multimem = false}> : (vector<128x128xi8>, memref<128x128xi8, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 8>]}
// CHECK: "arith.addi"{{.*}} {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 8>, #mosaic_gpu.WGStridedFragLayout<[128, 128], 8>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 8>]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 8>], in_transforms = {{\[\[}}]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<16x16xf32, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%a) : (memref<16x16xf32, #gpu.address_space<workgroup>>) -> vector<16x16xf32>
    "mosaic_gpu.vector_store"(%x, %a) <{multimem = false}> : (vector<16x16xf32>, memref<16x16xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[16, 16], 2>]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[16, 16], 2>], in_transforms = {{\[\[}}]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xi32, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xi32, #gpu.address_space<workgroup>>) -> memref<64x128xi32, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<64x128xi32, #gpu.address_space<workgroup>>) -> vector<64x128xi32>
    %o = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<64x128xi32, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%x, %o) <{multimem = false}> : (vector<64x128xi32>, memref<64x128xi32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    "mosaic_gpu.vector_store"(%x, %ta) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> vector<64x64xf16>
    %o = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%x, %o) <{multimem = false}> : (vector<64x64xf16>, memref<64x64xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %acc = "arith.constant"() <{value = dense<0.0> : vector<64x128xf32>}> : () -> vector<64x128xf32>
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %ra = "mosaic_gpu.vector_load"(%a) : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> vector<64x64xf16>
    %b = "mosaic_gpu.slice_smem"() <{offset = 8192 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %tb = "mosaic_gpu.with_transforms"(%b) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %r = "mosaic_gpu.wgmma"(%acc, %ra, %tb) : (vector<64x128xf32>, vector<64x64xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "arith.constant"{{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.wgmma"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf32, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf32, #gpu.address_space<workgroup>>) -> memref<64x128xf32, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<64x128xf32, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
    %z = "arith.constant"() <{value = dense<0.0> : vector<64xf32>}> : () -> vector<64xf32>
    %m = "vector.multi_reduction"(%x, %z) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1>}> : (vector<64x128xf32>, vector<64xf32>) -> vector<64xf32>
    %b = "mosaic_gpu.broadcast_in_dim"(%m) <{broadcast_dimensions = array<i64: 0>}> : (vector<64xf32>) -> vector<64x128xf32>
    %d = "arith.subf"(%x, %b) <{fastmath = #arith.fastmath<none>}> : (vector<64x128xf32>, vector<64x128xf32>) -> vector<64x128xf32>
    "mosaic_gpu.vector_store"(%d, %ta) <{multimem = false}> : (vector<64x128xf32>, memref<64x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "arith.constant"{{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64]>]}
// CHECK: "vector.multi_reduction"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[}}64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]}
// CHECK: "mosaic_gpu.broadcast_in_dim"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "arith.subf"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    %z = "arith.constant"() <{value = dense<0.0> : vector<128xf32>}> : () -> vector<128xf32>
    %m = "vector.multi_reduction"(%x, %z) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<128x128xf32>, vector<128xf32>) -> vector<128xf32>
    %b = "mosaic_gpu.broadcast_in_dim"(%m) <{broadcast_dimensions = array<i64: 1>}> : (vector<128xf32>) -> vector<128x128xf32>
    %d = "arith.addf"(%x, %b) <{fastmath = #arith.fastmath<none>}> : (vector<128x128xf32>, vector<128x128xf32>) -> vector<128x128xf32>
    "mosaic_gpu.vector_store"(%d, %ta) <{multimem = false}> : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "arith.constant"{{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]}
// CHECK: "vector.multi_reduction"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[}}8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.broadcast_in_dim"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}8], [2]], warp_dims = [#mosaic_gpu.Replicated<times = 4>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "arith.addf"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}128, 8], [32, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %z = "arith.constant"() <{value = dense<2.0> : vector<64xf32>}> : () -> vector<64xf32>
    %b = "mosaic_gpu.broadcast_in_dim"(%z) <{broadcast_dimensions = array<i64: 0>}> : (vector<64xf32>) -> vector<64x128xf32>
    %o = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf32, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%b, %o) <{multimem = false}> : (vector<64x128xf32>, memref<64x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "arith.constant"{{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64]>]}
// CHECK: "mosaic_gpu.broadcast_in_dim"{{.*}} {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64]>], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>], in_transforms = {{\[\[}}]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%a) : (memref<128x128xf32, #gpu.address_space<workgroup>>) -> vector<128x128xf32>
    %r = "vector.shape_cast"(%x) : (vector<128x128xf32>) -> vector<16384xf32>
    %r2 = "vector.shape_cast"(%r) : (vector<16384xf32>) -> vector<128x128xf32>
    "mosaic_gpu.vector_store"(%r2, %a) <{multimem = false}> : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}]], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]}
// CHECK: "vector.shape_cast"{{.*}} {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[16384], 2>]}
// CHECK: "vector.shape_cast"{{.*}} {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[16384], 2>], out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>], in_transforms = {{\[\[}}]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<2x64x128xf16, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<2x64x128xf16, #gpu.address_space<workgroup>>) -> memref<2x64x128xf16, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<2x64x128xf16, #gpu.address_space<workgroup>>) -> vector<2x64x128xf16>
    %r = "vector.shape_cast"(%x) : (vector<2x64x128xf16>) -> vector<128x128xf16>
    %o = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%r, %o) <{multimem = false}> : (vector<128x128xf16>, memref<128x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "vector.shape_cast"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    %c = "mosaic_gpu.layout_cast"(%x) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>}> : (vector<64x128xf16>) -> vector<64x128xf16>
    %y = "arith.addf"(%c, %c) <{fastmath = #arith.fastmath<none>}> : (vector<64x128xf16>, vector<64x128xf16>) -> vector<64x128xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>]}
// CHECK: "mosaic_gpu.layout_cast"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>]}
// CHECK: "arith.addf"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>, #mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %z = "arith.constant"() <{value = dense<0.0> : vector<64x128xf16>}> : () -> vector<64x128xf16>
    %r:2 = "scf.for"(%c0, %c4, %c1, %z, %ta) ({
    ^bb0(%i: index, %acc: vector<64x128xf16>, %ref: memref<64x128xf16, #gpu.address_space<workgroup>>):
    %x = "mosaic_gpu.vector_load"(%ref) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    %n = "arith.addf"(%acc, %x) <{fastmath = #arith.fastmath<none>}> : (vector<64x128xf16>, vector<64x128xf16>) -> vector<64x128xf16>
      "scf.yield"(%n, %ref) : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    }) : (index, index, index, vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>)
    "mosaic_gpu.vector_store"(%r#0, %ta) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "arith.constant"{{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64, 128]>]}
// CHECK: "scf.for"
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "arith.addf"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "scf.yield"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: }) {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>
    %big = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<2x64x128xf16, #gpu.address_space<workgroup>>
    %sv = "memref.subview"(%big) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 0>, static_sizes = array<i64: 1, 64, 128>, static_strides = array<i64: 1, 1, 1>}> : (memref<2x64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, strided<[128, 1], offset: 8192>, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%x, %sv) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, strided<[128, 1], offset: 8192>, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "memref.subview"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> vector<64x64xf16>
    %big = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %sv = "memref.subview"(%big) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 32>, static_sizes = array<i64: 64, 64>, static_strides = array<i64: 1, 1>}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, strided<[128, 1], offset: 32>, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%x, %sv) <{multimem = false}> : (vector<64x64xf16>, memref<64x64xf16, strided<[128, 1], offset: 32>, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]]}
// CHECK: "memref.subview"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]]}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  ^bb0():
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %ta = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> memref<128x128xf16, #gpu.address_space<workgroup>>
    %x = "mosaic_gpu.vector_load"(%ta) : (memref<128x128xf16, #gpu.address_space<workgroup>>) -> vector<128x128xf16>
    %e = "vector.extract_strided_slice"(%x) <{offsets = [64, 0], sizes = [64, 128], strides = [1, 1]}> : (vector<128x128xf16>) -> vector<64x128xf16>
    %o = "mosaic_gpu.slice_smem"() <{offset = 65536 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    "mosaic_gpu.vector_store"(%e, %o) <{multimem = false}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.with_transforms"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_load"{{.*}} {in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "vector.extract_strided_slice"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK: "mosaic_gpu.slice_smem"{{.*}} {out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
// CHECK: "mosaic_gpu.vector_store"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]}
