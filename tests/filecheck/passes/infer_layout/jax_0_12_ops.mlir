// RUN: mgpu-opt --jax 0.12.0.1 %s --split-input-file -p mgpu-infer-layout | filecheck %s

// Layout inference of jax 0.11 / 0.12's op classes, each case as jax 0.12.0.1's infer_layout annotates it
// (checked against it: jax/experimental/mosaic/gpu/layout_inference.py at 0.12.0.1).
// strict = false: a cast of a WGMMA-layout value to WGMMA_TRANSPOSED is a relayout.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x64xf16>) -> (), sym_name = "relaid_out"}> ({
  ^bb0(%g: memref<128x64xf16>):
    %v = "mosaic_gpu.vector_load"(%g) : (memref<128x64xf16>) -> vector<128x64xf16>
    %a = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, strict = false}> : (vector<128x64xf16>) -> vector<128x64xf16>
    // CHECK: %b = mosaic_gpu.layout_cast x(%a {{.*}}in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[64, 8\], \[16, 8\], \[8, 8\], \[2\]\]}}{{.*}}out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[64, 8\], \[16, 8\], \[8, 8\], \[2, 2\], \[2, 1\]\]}}
    %b = "mosaic_gpu.layout_cast"(%a) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2, 2], [2, 1]], warp_dims = [-10], lane_dims = [-6, -3, -5], vector_dim = -2>, strict = false}> : (vector<128x64xf16>) -> vector<128x64xf16>
    "mosaic_gpu.vector_store"(%b, %g) : (vector<128x64xf16>, memref<128x64xf16>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
// -----

// vector_concat: each operand in the result's layout, which is neither splat nor strided.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf32>, memref<128x64xf32>) -> (), sym_name = "concat"}> ({
  ^bb0(%g: memref<64x64xf32>, %o: memref<128x64xf32>):
    %x = "mosaic_gpu.vector_load"(%g) : (memref<64x64xf32>) -> vector<64x64xf32>
    %y = "mosaic_gpu.layout_cast"(%x) <{new_layout = #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, strict = false}> : (vector<64x64xf32>) -> vector<64x64xf32>
    %z = "arith.addf"(%y, %y) <{fastmath = #arith.fastmath<none>}> : (vector<64x64xf32>, vector<64x64xf32>) -> vector<64x64xf32>
    // CHECK: %r = mosaic_gpu.vector_concat(%z, %y {{.*}}in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[64, 8\], \[16, 8\], \[8, 8\], \[2\]\]}}{{.*}}, #mosaic_gpu.TiledLayout<{{\[\[64, 8\], \[16, 8\], \[8, 8\], \[2\]\]}}{{.*}}out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[64, 8\], \[16, 8\], \[8, 8\], \[2\]\]}}
    %r = "mosaic_gpu.vector_concat"(%z, %y) <{dimension = 0 : i32}> : (vector<64x64xf32>, vector<64x64xf32>) -> vector<128x64xf32>
    "mosaic_gpu.vector_store"(%r, %o) : (vector<128x64xf32>, memref<128x64xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Two slice_smem of one alias_id are one ref at any offsets (jax 0.12 keys the alias by alias_id alone).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf16>, vector<64x64xf16>) -> (), sym_name = "smem_alias"}> ({
  ^bb0(%g: memref<64x64xf16>, %v: vector<64x64xf16>):
    %a = "mosaic_gpu.slice_smem"() <{alias_id = 7 : i64, offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
    // CHECK: %b = "mosaic_gpu.slice_smem"(){{.*}}offset = 8192{{.*}}out_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]
    %b = "mosaic_gpu.slice_smem"() <{alias_id = 7 : i64, offset = 8192 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %w = "mosaic_gpu.vector_load"(%b) : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> vector<64x64xf16>
    "mosaic_gpu.vector_store"(%w, %g) : (vector<64x64xf16>, memref<64x64xf16>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Two slice_tmem of one alias_id are one ref at any offsets.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x16xf16>) -> (), sym_name = "tmem_alias"}> ({
  ^bb0(%g: memref<128x16xf16>):
    %smem = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%smem) <{collective = false, packing = 2 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x64xf16, #mosaic_gpu.tmem>
    %a = "mosaic_gpu.slice_tmem"(%t) <{alias_id = 3 : i64, offset = 0 : i32}> : (memref<128x64xf16, #mosaic_gpu.tmem>) -> memref<128x16xf16, #mosaic_gpu.tmem>
    %ac = "mosaic_gpu.tmem_layout_cast"(%a) <{new_layout = #mosaic_gpu.TiledLayout<[[128, 2], [32, 2]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>}> : (memref<128x16xf16, #mosaic_gpu.tmem>) -> memref<128x16xf16, #mosaic_gpu.tmem>
    // CHECK: %b = "mosaic_gpu.slice_tmem"(%t){{.*}}offset = 16{{.*}}out_tmem_layouts = [#mosaic_gpu.TiledLayout<{{\[\[128, 2\], \[32, 2\]\]}}
    %b = "mosaic_gpu.slice_tmem"(%t) <{alias_id = 3 : i64, offset = 16 : i32}> : (memref<128x64xf16, #mosaic_gpu.tmem>) -> memref<128x16xf16, #mosaic_gpu.tmem>
    %v = "mosaic_gpu.async_load_tmem"(%b) : (memref<128x16xf16, #mosaic_gpu.tmem>) -> vector<128x16xf16>
    "mosaic_gpu.vector_store"(%v, %g) : (vector<128x16xf16>, memref<128x16xf16>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// async_load_tmem with reduce: the second result is the first reduced over its columns.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128xf32>) -> (), sym_name = "load_reduce"}> ({
  ^bb0(%g: memref<128xf32>):
    %smem = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%smem) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    // CHECK: %v, %m = "mosaic_gpu.async_load_tmem"(%t){{.*}}out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[128, 8\], \[32, 8\], \[8, 8\], \[2\]\]}}, warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[128\], \[32\], \[8\], \[1\]\]}}, warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]
    %v, %m = "mosaic_gpu.async_load_tmem"(%t) <{reduce = 1 : i32}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> (vector<128x128xf32>, vector<128xf32>)
    "mosaic_gpu.vector_store"(%m, %g) : (vector<128xf32>, memref<128xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// async_load with no barrier and a gmem_peer_id: its SMEM ref's tiling divides the slice.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf16>, i32) -> (), sym_name = "async_load_peer"}> ({
  ^bb0(%g: memref<64x64xf16>, %p: i32):
    %i = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %a = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x64xf16, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%a) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x64xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, #gpu.address_space<workgroup>>
    // CHECK: "mosaic_gpu.async_load"(%g, %t, %i, %i, %p){{.*}}in_transforms = {{\[\[}}#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]
    "mosaic_gpu.async_load"(%g, %t, %i, %i, %p) <{collective = [], oob_fill_mode = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 2, 0, 1>, slice_lengths = array<i64: 64, 64>}> : (memref<64x64xf16>, memref<64x64xf16, #gpu.address_space<workgroup>>, i32, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
