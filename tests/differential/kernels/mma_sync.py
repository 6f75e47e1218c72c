"""``mosaic_gpu.mma`` (the warp-level MMA: jax's MMAOp, lowered by dialect_lowering.py:1660-1683 at
jax-v0.10.2 to mma.sync) in a Warpgroup kernel of jax's low-level API, as jax's own dialect tests
build kernels (tests/mosaic/gpu_test.py, test_pointwise_kernel): A, B and C loaded from GMEM,
D = A B + C stored. B is given transposed, (N, K): jax loads B's layout (MMALayouts.rhs, whose
registers run along K) only from a ref whose K is contiguous. Pallas 0.10.2 emits no mosaic_gpu.mma. Captured by tests/differential/capture.sh.
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.mosaic import gpu as mgpu
from jax.experimental.mosaic.gpu import dialect as mgpu_dialect
from jax.experimental.mosaic.gpu import utils


def _mma_kernel(m, k, n, dtype, acc_dtype):
    def body(ctx, a_ref, b_ref, c_ref, o_ref, smem):
        del ctx, smem
        a = mgpu_dialect.vector_load(a_ref)
        b = mgpu_dialect.vector_load(utils.memref_transpose(b_ref, (1, 0)))  # (see the docstring)
        c = mgpu_dialect.vector_load(c_ref)
        mgpu_dialect.vector_store(mgpu_dialect.mma(c, a, b), o_ref)

    return mgpu.as_gpu_kernel(
        body, grid=(1, 1, 1), block=(128, 1, 1),
        in_shape=(jax.ShapeDtypeStruct((m, k), dtype), jax.ShapeDtypeStruct((n, k), dtype),
                  jax.ShapeDtypeStruct((m, n), acc_dtype)),
        out_shape=jax.ShapeDtypeStruct((m, n), acc_dtype), smem_scratch_shape=[],
        thread_semantics=mgpu.LoweringSemantics.Warpgroup)


def mma_f16():
    """f16 (128, 32) @ (16, 32).T + f32 (128, 16): 2 x 2 x 2 tiles of m16n8k16 a warp."""
    return _mma_kernel(128, 32, 16, jnp.float16, jnp.float32)


def mma_s8():
    """s8 (64, 64) @ (16, 64).T + i32 (64, 16): m16n8k32, two K tiles."""
    return _mma_kernel(64, 64, 16, jnp.int8, jnp.int32)


def reference(a, b, c):
    if a.dtype == np.int8:
        return a.astype(np.int32) @ b.T.astype(np.int32) + c
    return (a.astype(np.float64) @ b.T.astype(np.float64) + c).astype(np.float32)
