"""jax 0.12.1 (jaxlib 0.12.1's ``mosaic_gpu`` dialect, read from its generated bindings
jaxlib/mosaic/dialect/gpu/_mosaic_gpu_gen_ops.py, and jax's Python at that release; tests/census/jax-0.12.1.json)."""

import dataclasses

from mgpu.dialect.mosaic_gpu.barrier_ops import TcGen05CommitArriveReadOnlyOp, TcGen05CommitArriveWithPredicateOp
from mgpu.dialect.mosaic_gpu.ops import ReinterpretCastOp
from mgpu.jax_versions.mlir_syntax import JAXLIB_0_12, MLIR_SINCE_0_11, MLIR_SINCE_0_12_1
from mgpu.jax_versions.v0_12_0_1 import JAX_0_12_0_1
from mgpu.jax_versions.version import replacing

# The op classes of 0.12.0.1 that 0.12.1 changed, and their 0.12.1 classes.
CHANGED_IN_0_12_1 = {
    TcGen05CommitArriveWithPredicateOp: TcGen05CommitArriveReadOnlyOp,  # a commit_a_read_only property
}

JAX_0_12_1 = dataclasses.replace(
    JAX_0_12_0_1,
    name="0.12.1",
    mosaic_gpu_plugin="jax-cuda13-plugin",  # PyPI has no jax-cuda12-plugin 0.12.1
    # mosaic_gpu.reinterpret_cast is gone (Pallas gives with_transforms the ref as it is: lowering.py:1722 at 0.12.1)
    mosaic_gpu_ops=replacing([op for op in JAX_0_12_0_1.mosaic_gpu_ops if op is not ReinterpretCastOp],
                             CHANGED_IN_0_12_1),
    unread={
        "mosaic_gpu.async_load_im2col": "new in jax 0.12.1: a TMA copy in im2col mode (window bounds and strides, "
                                        "filter offsets), lowered to cp.async.bulk.tensor ... .im2col",
        "mosaic_gpu.cumulative_reduction": "new in jax 0.12.1: a cumulative sum / max / min of a vector along a "
                                           "dimension (kind, dimension, reverse)",
    },
    mlir_spellings=(*MLIR_SINCE_0_11, *JAXLIB_0_12, *MLIR_SINCE_0_12_1),
    packs_8bit_integer_alu=True,  # (fragmented_array.py:1770, :1809, :2090, :2123 at 0.12.1)
    if_carries_vectors=True,
)
