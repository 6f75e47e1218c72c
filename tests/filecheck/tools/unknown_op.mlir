// An op that mgpu does not know (math.erfc: MLIR has it, jax 0.10.2 does not emit it) is a located
// error that names it, and the same in mgpu-opt and mgpu-run, in the custom and the generic form,
// and for a misspelt mosaic_gpu op (with the op it is closest to).
// RUN: not mgpu-opt %S/inputs/unknown_op_pretty.mlir 2>&1 | filecheck %s --check-prefix=PRETTY
// RUN: not mgpu-run %S/inputs/unknown_op_pretty.mlir 2>&1 | filecheck %s --check-prefix=PRETTY
// RUN: not mgpu-opt %S/inputs/unknown_op_generic.mlir 2>&1 | filecheck %s --check-prefix=GENERIC
// RUN: not mgpu-run %S/inputs/unknown_op_generic.mlir 2>&1 | filecheck %s --check-prefix=GENERIC
// RUN: not mgpu-opt %S/inputs/unknown_op_typo.mlir 2>&1 | filecheck %s --check-prefix=TYPO
// RUN: not mgpu-run %S/inputs/unknown_op_typo.mlir 2>&1 | filecheck %s --check-prefix=TYPO
// RUN: not mgpu-opt %S/inputs/unknown_op_typo_generic.mlir 2>&1 | filecheck %s --check-prefix=TYPO-GENERIC
// RUN: not mgpu-run %S/inputs/unknown_op_typo_generic.mlir 2>&1 | filecheck %s --check-prefix=TYPO-GENERIC
//
// --allow-unregistered-dialect accepts it (mgpu-run then stops where it would run it, here at the
// module that is not a payload).
// RUN: mgpu-opt --allow-unregistered-dialect %S/inputs/unknown_op_generic.mlir | filecheck %s --check-prefix=ACCEPTED
// RUN: not mgpu-run --allow-unregistered-dialect %S/inputs/unknown_op_generic.mlir 2>&1 | filecheck %s --check-prefix=RUN-ACCEPTED

// PRETTY:      {{.*}}unknown_op_pretty.mlir:2:8: error: 'math.erfc' is not supported by mgpu (not registered)
// PRETTY-NEXT: {{.*}}unknown_op_pretty.mlir:2:8: note: did you mean 'math.erf'?
// PRETTY-NEXT: {{.*}}unknown_op_pretty.mlir:2:8: note: check the op's spelling; --allow-unregistered-dialect accepts ops mgpu does not know, unchecked (mgpu-run then fails at the first one it cannot execute)
// PRETTY-NOT:  builtin.unregistered

// GENERIC:      {{.*}}unknown_op_generic.mlir:3:8: error: 'math.erfc' is not supported by mgpu (not registered)
// GENERIC-NEXT: {{.*}}unknown_op_generic.mlir:3:8: note: did you mean 'math.erf'?
// GENERIC-NEXT: {{.*}}unknown_op_generic.mlir:3:8: note: check the op's spelling
// GENERIC-NOT:  error

// TYPO:      {{.*}}unknown_op_typo.mlir:2:3: error: 'mosaic_gpu.async_store_smme' is not supported by mgpu (not registered)
// TYPO-NEXT: {{.*}}unknown_op_typo.mlir:2:3: note: did you mean 'mosaic_gpu.async_store_smem'?
// TYPO-NEXT: {{.*}}unknown_op_typo.mlir:2:3: note: check the op's spelling
// TYPO-NOT:  layout inference

// TYPO-GENERIC:      {{.*}}unknown_op_typo_generic.mlir:2:3: error: 'mosaic_gpu.async_store_smme' is not supported by mgpu (not registered)
// TYPO-GENERIC-NEXT: {{.*}}unknown_op_typo_generic.mlir:2:3: note: did you mean 'mosaic_gpu.async_store_smem'?
// TYPO-GENERIC-NEXT: {{.*}}unknown_op_typo_generic.mlir:2:3: note: check the op's spelling

// ACCEPTED: %y = "math.erfc"(%x) : (f32) -> f32

// RUN-ACCEPTED: mgpu-run: error: the module has no host function containing a gpu.launch
