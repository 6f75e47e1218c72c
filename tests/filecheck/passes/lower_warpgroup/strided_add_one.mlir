// RUN: mgpu-opt %S/../../../corpus/pallas_add_one.wg.wg_layouts.mlir -p mgpu-lower-warpgroup | filecheck %s

// o = x + 1 in WGStridedFragLayout<[128, 128], 2>: as jax's load_strided / store_untiled, the
// untiled SMEM ref is collapsed to 1-D and thread t's register k is the vector<2xf32> at element
// 2 t + 256 k; the splat 1.0 is a scalar constant on the host, broadcast once to vector<2xf32>.
// CHECK:       %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:       gpu.launch
// CHECK:       %[[FLAT:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<128x128xf32, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>> into memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
// CHECK-COUNT-64: vector.load %[[FLAT]][%{{.*}}] : memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK:       %[[ONES:.*]] = vector.broadcast %[[ONE]] : f32 to vector<2xf32>
// CHECK-COUNT-64: arith.addf %{{.*}}, %[[ONES]] : vector<2xf32>
// CHECK:       memref.collapse_shape
// CHECK-COUNT-64: vector.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<16384xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK:       nvvm.fence.proxy
// CHECK:       nvvm.cp.async.bulk.tensor.global.shared.cta
// CHECK-NOT:   {{"?mosaic_gpu\.[a-z_]+"?\(}}
