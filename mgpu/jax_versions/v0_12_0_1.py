"""jax 0.12.0.1 (jaxlib 0.12.0.1's ``mosaic_gpu`` dialect, read from its generated
bindings jaxlib/mosaic/dialect/gpu/_mosaic_gpu_gen_ops.py and its parser, and jax's Python at that release)."""

from mgpu.dialect.mosaic_gpu.barrier_ops import (
    ArriveDynExpectTxSupportedOp,
    TcGen05CommitArriveOp,
    TcGen05CommitArriveWithPredicateOp,
    WaitOp,
)
from mgpu.dialect.mosaic_gpu.layout_ops import LayoutCastOp, LayoutCastStrictOp, ReturnOp
from mgpu.dialect.mosaic_gpu.scope_ops import AllocaScopeOp, AllocaScopeReturnOp, AllocSmemOp, RunScopedOp, ScopedReturnOp
from mgpu.jax_versions.mlir_syntax import JAXLIB_0_12, MLIR_BEFORE_0_12_1, MLIR_SINCE_0_11
from mgpu.jax_versions.v0_11_2 import CAPTURE_SINCE_0_11, JAX_0_11_2, REDUCE_ACC_ILP_SINCE_0_11
from mgpu.jax_versions.version import JaxVersion, replacing

# The op classes of 0.11 that 0.12 changed, and their 0.12 classes.
CHANGED_IN_0_12 = {
    TcGen05CommitArriveOp: TcGen05CommitArriveWithPredicateOp,  # an optional predicate operand
    LayoutCastOp: LayoutCastStrictOp,                           # a strict property
    ReturnOp: ScopedReturnOp,                                   # also run_scoped's terminator
}

JAX_0_12_0_1 = JaxVersion(
    name="0.12.0.1",
    python=(3, 12),
    # mosaic_gpu.wait is gone (barrier waits are written as nvvm / inline PTX), and so is 0.11's placeholder
    mosaic_gpu_ops=(*replacing([op for op in JAX_0_11_2.mosaic_gpu_ops
                                if op not in (WaitOp, ArriveDynExpectTxSupportedOp)], CHANGED_IN_0_12),
                    AllocSmemOp, AllocaScopeOp, AllocaScopeReturnOp, RunScopedOp),
    capture=CAPTURE_SINCE_0_11,
    mlir_spellings=(*MLIR_SINCE_0_11, *JAXLIB_0_12, *MLIR_BEFORE_0_12_1),
    mma_layouts_by_shape=JAX_0_11_2.mma_layouts_by_shape,  # (mma.py:70 at 0.12.0.1)
    smem_swizzle_apart=JAX_0_11_2.smem_swizzle_apart,      # (layout_inference.py:2115, :2411 at 0.12.0.1)
    names_unproved_index=JAX_0_11_2.names_unproved_index,  # (layout_inference.py:2668 at 0.12.0.1)
    names_broken_constraint=True,  # (layout_inference.py:2671-2750 at 0.12.0.1)
    tiled_layout_unreduced_field=True,  # (fragmented_array.py:365 at 0.12.0.1)
    names_untileable_mma_operand=JAX_0_11_2.names_untileable_mma_operand,  # (layout_inference.py:410 at 0.12.0.1)
    smem_assignment_raises=JAX_0_11_2.smem_assignment_raises,  # (constraints.py:1401, :1411 at 0.12.0.1)
    # (layout_inference.py:2131, constraints.py:1416, dialect_lowering.py:467, :545 at 0.12.0.1)
    smem_swizzle_without_tile=JAX_0_11_2.smem_swizzle_without_tile,
    reduce_acc_ilp=REDUCE_ACC_ILP_SINCE_0_11,
    reads_acc_ilp=True,  # an op's acc_ilp attribute (dialect_lowering.py:823, 875 at 0.12.0.1)
    reduces_products=True,  # vector.kind<mul> (dialect_lowering.py:828, 886 at 0.12.0.1)
    optimization_barrier_scalars=JAX_0_11_2.optimization_barrier_scalars,  # (dialect_lowering.py:321 at 0.12.0.1)
    subviews_transposed_refs=JAX_0_11_2.subviews_transposed_refs,  # (dialect_lowering.py:1881-1890 at 0.12.0.1)
    stored_bytes_in_bytes=True,  # (dialect_lowering.py:587 at 0.12.0.1)
    approx_math=JAX_0_11_2.approx_math,  # (fragmented_array.py:2066-2164 at 0.12.0.1)
    indexes_untiled_dims=JAX_0_11_2.indexes_untiled_dims,  # (fragmented_array.py:2341, dialect_lowering.py:768)
    plans_gmem_transfers=True,  # (dialect_lowering.py:439-446, :524-528; fragmented_array.py:4828 at 0.12.0.1)
    smem_transfers_txmatrix=JAX_0_11_2.smem_transfers_txmatrix,  # (constraints.py:667-715 at 0.12.0.1)
    transfers_optimized_by_default=True,  # (layout_inference.py:797, :843, dialect_lowering.py:439 at 0.12.0.1)
)
