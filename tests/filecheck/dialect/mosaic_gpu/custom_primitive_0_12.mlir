// jax 0.12's mosaic_gpu.return (a class of its own: it also ends run_scoped) ends custom_primitive's body.
// RUN: mgpu-opt --jax 0.12.0.1 %s | mgpu-opt --jax 0.12.0.1 | filecheck %s

// CHECK-LABEL: func.func @custom_primitive
// CHECK: mosaic_gpu.return %{{.*}} : vector<128xf32>
func.func @custom_primitive(%v: vector<128xf32>) {
  %0 = "mosaic_gpu.custom_primitive"(%v) <{in_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>], in_transforms = [], out_layouts = [#mosaic_gpu.WGSplatFragLayout<[128]>]}> ({
    ^bb0(%a: vector<128xf32>):
      mosaic_gpu.return %a : vector<128xf32>
  }) : (vector<128xf32>) -> vector<128xf32>
  func.return
}
