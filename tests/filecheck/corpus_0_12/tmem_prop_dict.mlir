// jax 0.12 writes the properties of tmem_alloc / layout ops in a prop-dict, and slice_tmem's alias_id.
// RUN: mgpu-opt --jax 0.12.0.1 %S/../../corpus/jax-0.12.0.1/pallas_tcgen05_mma.wg.wg_layouts.mlir | mgpu-opt --jax 0.12.0.1 | filecheck %s
// CHECK: "mosaic_gpu.slice_tmem"(%{{.*}}) <{alias_id = {{[0-9]+}} : i64, offset = {{[0-9]+}} : i32}>
