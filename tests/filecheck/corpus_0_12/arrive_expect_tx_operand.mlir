// jax 0.12's arrive_expect_tx takes its byte count as a value; read and written back, pretty and generic.
// RUN: mgpu-opt --jax 0.12.0.1 %S/../../corpus/jax-0.12.0.1/lowlevel_wg_double.wg.wg_dialect.mlir | mgpu-opt --jax 0.12.0.1 | filecheck %s
// RUN: mgpu-opt --jax 0.12.0.1 %S/../../corpus/jax-0.12.0.1/lowlevel_wg_double.wg.wg_dialect.generic.mlir --print-op-generic | filecheck %s --check-prefix=GENERIC
// CHECK: mosaic_gpu.arrive_expect_tx barrier(%{{.*}} : memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>) %{{.*}}
// GENERIC: "mosaic_gpu.arrive_expect_tx"(%{{.*}}, %{{.*}}) : (memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
