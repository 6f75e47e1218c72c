// RUN: mgpu-opt %s -p mgpu-infer-layout --print-op-generic | filecheck %s

// Broadcasting (128) columns of the M = 64 collective layout's column layout to (128, 128): among the
// layouts that reduce to it, jax also tries tcgen05.fa_m64_collective_layout(128) when the minor dim
// is a multiple of 16 (layout_inference.py:171 at jax-v0.10.2), before the operand's own 1-D layout
// (which cannot be a 2-D result's). jax's test_broadcast_in_dim (M64_COLLECTIVE, axis 0).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%s) <{optimized = false}> : (memref<128xf32, #gpu.address_space<workgroup>>) -> vector<128xf32>
    %c = "mosaic_gpu.layout_cast"(%v) <{new_layout = #mosaic_gpu.TiledLayout<[[128], [64], [8], [2]], warp_dims = [-4, #mosaic_gpu.Replicated<times = 2>], lane_dims = [#mosaic_gpu.Replicated<times = 8>, -2], vector_dim = -1>}> : (vector<128xf32>) -> vector<128xf32>
    %b = "mosaic_gpu.broadcast_in_dim"(%c) <{broadcast_dimensions = array<i64: 1>}> : (vector<128xf32>) -> vector<128x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK: "mosaic_gpu.broadcast_in_dim"(%{{.*}}) {{.*}}out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 128], [32, 64], [8, 8], [2]], warp_dims = [-6, -7], lane_dims = [-3, -2], vector_dim = -1>]}
