// RUN: sed 's/f8E8M0FNU/f8E4M3FN/g' %S/../../../differential/captured/simple_scaled_matmul_n128_e5m2.wg.wg_dialect.mlir | not mgpu-opt -p 'mgpu-lower{semantics=warpgroup}' 2>&1 | filecheck %s

// The scaled matmul with ue4m3 instead of ue8m0 scales for its E5M2 operands: kind::mxf8f6f4 takes
// only ue8m0 (jax's _do_mma: "Scale element type mismatch: expected f8e8m0fnu"); the scale copies
// lower (tcgen05.cp moves bytes), the MMA is refused at the op, naming what it supports.
// CHECK: <stdin>:181:7: error: 'mosaic_gpu.tcgen05_mma' op not supported: a block-scaled tcgen05_mma of f8E5M2 operands with f8E4M3FN scales
// CHECK-SAME: (only operands in SMEM: E4M3 / E5M2 with f8E8M0FNU scales
// CHECK-NEXT: note: from {{.*}}jax_suite/ported/scaled_matmul.py
