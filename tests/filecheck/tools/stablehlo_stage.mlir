// mgpu-capture's StableHLO stage given to mgpu-run or mgpu-opt: the error says what the file is and
// which file to run instead.
// RUN: not mgpu-run %S/inputs/kernel.wg.stablehlo.mlir --random-inputs 0 2>&1 | filecheck %s
// RUN: not mgpu-opt %S/inputs/kernel.wg.stablehlo.mlir 2>&1 | filecheck %s
// CHECK:      kernel.wg.stablehlo.mlir:4:10: error: 'stablehlo.custom_call' is not supported by mgpu (not registered)
// CHECK-NEXT: kernel.wg.stablehlo.mlir:4:10: note: this is jax's StableHLO (the jitted function around the Mosaic GPU kernel, as mgpu-capture writes it to NAME.S.stablehlo.mlir): mgpu runs the kernel itself, {{.*}}inputs/kernel.wg.payload.mlir (or its .payload.generic.mlir)
