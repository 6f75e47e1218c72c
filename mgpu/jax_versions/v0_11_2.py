"""jax 0.11.2 (jaxlib 0.11.2's ``mosaic_gpu`` dialect, read from its generated bindings
jaxlib/mosaic/dialect/gpu/_mosaic_gpu_gen_ops.py and its parser, and jax's Python at that release)."""

from mgpu.dialect.mosaic_gpu.barrier_ops import (
    ArriveDynExpectTxSupportedOp,
    ArriveExpectTxOp,
    ArriveExpectTxOperandOp,
    ArriveOp,
    ArriveWithPredicateOp,
)
from mgpu.dialect.mosaic_gpu.layout_ops import (
    PrintLayoutOp,
    PrintLayoutSmemOp,
    SliceSMEMAliasOp,
    SliceSMEMOp,
    VectorConcatOp,
)
from mgpu.dialect.mosaic_gpu.ops import MOSAIC_GPU_OPS
from mgpu.dialect.mosaic_gpu.tmem_ops import AsyncLoadTmemOp, AsyncLoadTmemReduceOp, SliceTmemAliasOp, SliceTmemOp
from mgpu.dialect.mosaic_gpu.transfer_ops import AsyncLoadOp, AsyncLoadPeerOp
from mgpu.jax_versions.mlir_syntax import JAXLIB_BEFORE_0_12, MLIR_BEFORE_0_12_1, MLIR_SINCE_0_11
from mgpu.jax_versions.version import CaptureHooks, JaxVersion, replacing

# The op classes of 0.10.2 that 0.11 changed, and their 0.11 classes (docs/design/jax_versions.md lists what
# changed); 0.11 added vector_concat and arrive_dyn_expect_tx_supported.
CHANGED_IN_0_11 = {
    ArriveOp: ArriveWithPredicateOp,            # an optional predicate operand
    ArriveExpectTxOp: ArriveExpectTxOperandOp,  # the byte count an i32 operand
    AsyncLoadOp: AsyncLoadPeerOp,               # an optional barrier, a gmem_peer_id operand
    AsyncLoadTmemOp: AsyncLoadTmemReduceOp,     # a reduce property, a second result (dialect_lowering.py:2565 at 0.11.2)
    SliceSMEMOp: SliceSMEMAliasOp,              # an i64 alias_id
    SliceTmemOp: SliceTmemAliasOp,              # an alias_id
    PrintLayoutOp: PrintLayoutSmemOp,           # a SMEM ref too (jaxlib 0.11.2 verifies it)
}

# jax 0.11 moved the arch query to utils and lowers every kernel (plgpu.kernel; pallas_call no longer
# lowers for Mosaic GPU) through lower_jaxpr_to_module, whose `params` is the CompilerParams
# (jax/experimental/mosaic/gpu/utils.py:2579, jax/_src/pallas/mosaic_gpu/lowering.py:759 at 0.11.2).
# A kernel's layouts are inferred by layout_inference.infer_layout (mosaic/gpu/core.py:1037); the
# package's re-export is what Pallas calls on its own probe modules (pallas/mosaic_gpu/layout_rules.py:175),
# which are no stage of the kernel. The same lines at 0.12.0.1: utils.py:2579, lowering.py:757,
# core.py:1167, layout_rules.py:177.
CAPTURE_SINCE_0_11 = CaptureHooks(
    # (its answer is written into the module: mosaic_gpu.arch_major / arch_minor, core.py:886-888 at 0.11.2,
    # :1010-1012 at 0.12.0.1)
    infer_arch="jax.experimental.mosaic.gpu.utils:_infer_arch",
    lower_kernel="jax._src.pallas.mosaic_gpu.lowering:lower_jaxpr_to_module",
    infer_layout=("jax.experimental.mosaic.gpu.layout_inference:infer_layout",),
)

# jax 0.11 reduces a thread's registers into several accumulators (fragmented_array.py:2965-3041, 3113-3121
# at 0.11.2; the same at 0.12.0.1: 3267-3343, 3421-3429): float sums and products 8, maxima and minima 4.
REDUCE_ACC_ILP_SINCE_0_11 = {("add", True): 8, ("prod", True): 8,
                             ("max", True): 4, ("max", False): 4, ("min", True): 4, ("min", False): 4}

# exp with <afn> takes an approximate exp2 too; tanh's packed f16 / bf16 PTX (fragmented_array.py:1854-1942 at 0.11.2,
# :2066-2164 at 0.12.0.1)
APPROX_MATH_SINCE_0_11 = {
    **{op: (("f32",), True) for op in ("math.exp", "math.exp2", "math.log", "math.log2")},
    **{op: (("f32",), False) for op in ("math.sin", "math.cos", "math.rsqrt", "math.sqrt")},
    "math.tanh": (("f32", "f16", "bf16"), True),
}

JAX_0_11_2 = JaxVersion(
    name="0.11.2",
    python=(3, 12),
    mosaic_gpu_ops=(*replacing(MOSAIC_GPU_OPS, CHANGED_IN_0_11), VectorConcatOp, ArriveDynExpectTxSupportedOp),
    capture=CAPTURE_SINCE_0_11,
    mlir_spellings=(*MLIR_SINCE_0_11, *JAXLIB_BEFORE_0_12, *MLIR_BEFORE_0_12_1),
    mma_layouts_by_shape=True,  # MMALayouts.for_shape (jax/experimental/mosaic/gpu/mma.py:70 at 0.11.2)
    # SMEMTransforms(tiling, swizzle) (constraints.py:95, layout_inference.py:2121, :2417 at 0.11.2)
    smem_swizzle_apart=True,
    names_unproved_index=True,  # (layout_inference.py:2672 at 0.11.2)
    names_untileable_mma_operand=True,  # (layout_inference.py:411 at 0.11.2)
    smem_assignment_raises=True,  # (constraints.py:1396, :1406 at 0.11.2)
    smem_swizzle_without_tile=True,  # (layout_inference.py:2137, constraints.py:1411, dialect_lowering.py:489 at 0.11.2)
    reduce_acc_ilp=REDUCE_ACC_ILP_SINCE_0_11,
    optimization_barrier_scalars=True,  # (dialect_lowering.py:321 at 0.11.2)
    subviews_transposed_refs=True,  # (dialect_lowering.py:1887-1895 at 0.11.2: no such check)
    approx_math=APPROX_MATH_SINCE_0_11,
    indexes_untiled_dims=True,  # (fragmented_array.py:2113, dialect_lowering.py:807 at 0.11.2)
    smem_transfers_txmatrix=True,  # (constraints.py:684-740, fragmented_array.py:4279-4560 at 0.11.2)
)
