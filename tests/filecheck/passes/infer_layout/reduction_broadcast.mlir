// RUN: mgpu-opt %s --allow-unregistered-dialect -p mgpu-infer-layout --print-op-generic | filecheck %s

// A row reduction of a WGMMA value gives the WGMMA row layout (a Replicated lane dim); broadcasting
// it back takes, among the layouts that reduce to it, the first candidate: WGMMA. The splat
// accumulator of the reduction keeps its own Splat layout.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]}> : (memref<64x128xf32, #gpu.address_space<workgroup>>) -> memref<64x128xf32, #gpu.address_space<workgroup>>
    %v = "mosaic_gpu.vector_load"(%t) : (memref<64x128xf32, #gpu.address_space<workgroup>>) -> vector<64x128xf32>
    %zero = "arith.constant"() <{value = dense<0.0> : vector<64xf32>}> : () -> vector<64xf32>
    %m = "vector.multi_reduction"(%v, %zero) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1>}> : (vector<64x128xf32>, vector<64xf32>) -> vector<64xf32>
    %b = "mosaic_gpu.broadcast_in_dim"(%m) <{broadcast_dimensions = array<i64: 0>}> : (vector<64xf32>) -> vector<64x128xf32>
    %d = "arith.subf"(%v, %b) <{fastmath = #arith.fastmath<none>}> : (vector<64x128xf32>, vector<64x128xf32>) -> vector<64x128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// CHECK:      "arith.constant"() {{.*}} {out_layouts = [#mosaic_gpu.WGSplatFragLayout<[64]>]}
// CHECK-NEXT: "vector.multi_reduction"(%{{.*}}, %{{.*}}) {{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[}}64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>]}
// CHECK-NEXT: "mosaic_gpu.broadcast_in_dim"(%{{.*}}) {{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64], [16], [8], [1]], warp_dims = [-4], lane_dims = [-2, #mosaic_gpu.Replicated<times = 4>], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
// CHECK-NEXT: "arith.subf"{{.*}} {in_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>, #mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>], out_layouts = [#mosaic_gpu.TiledLayout<{{\[\[}}64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>]}
