// jax 0.12 moves registers through SMEM with nvvm.ldmatrix / nvvm.stmatrix.
// RUN: mgpu-opt --jax 0.12.0.1 %S/../../corpus/jax-0.12.0.1/lowlevel_tma_square.lane.payload.mlir | mgpu-opt --jax 0.12.0.1 | filecheck %s
// CHECK-DAG: nvvm.stmatrix %{{.*}} layout = <row>, shape = <m = 8, n = 8>, element_type = <b16> : !llvm.ptr<3>, i32, i32, i32, i32
// CHECK-DAG: nvvm.ldmatrix %{{.*}}, num = 4, layout = <row>, shape = <m = 8, n = 8>, element_type = <b16> : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
