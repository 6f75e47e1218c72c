"""jax 0.12.0.1, the current release (jaxlib 0.12.0.1's ``mosaic_gpu`` dialect, read from its generated
bindings jaxlib/mosaic/dialect/gpu/_mosaic_gpu_gen_ops.py, and jax's Python at that release)."""

from mgpu.dialect.mosaic_gpu.barrier_ops import WaitOp
from mgpu.dialect.mosaic_gpu.ops import MOSAIC_GPU_OPS
from mgpu.jax_versions.v0_11_2 import CAPTURE_SINCE_0_11, CHANGED_IN_0_11, MLIR_SINCE_0_11
from mgpu.jax_versions.version import JaxVersion

JAX_0_12_0_1 = JaxVersion(
    name="0.12.0.1",
    python=(3, 12),
    # mosaic_gpu.wait is gone (barrier waits are written as nvvm / inline PTX)
    mosaic_gpu_ops=tuple(op for op in MOSAIC_GPU_OPS if op is not WaitOp),
    capture=CAPTURE_SINCE_0_11,
    unread={**CHANGED_IN_0_11,
            "mosaic_gpu.tcgen05_commit_arrive": "it gained an optional predicate operand",
            "mosaic_gpu.layout_cast": "it gained a strict attribute",
            "mosaic_gpu.alloc_smem": "an op new in jax 0.12",
            "mosaic_gpu.alloca_scope": "an op new in jax 0.12",
            "mosaic_gpu.alloca_scope.return": "an op new in jax 0.12",
            "mosaic_gpu.run_scoped": "an op new in jax 0.12"},
    mlir_spellings=MLIR_SINCE_0_11,
)
