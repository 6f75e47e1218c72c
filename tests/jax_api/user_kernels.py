"""A user's Pallas Mosaic GPU kernels for mgpu.jax's tests, written once for every supported jax
(tests/capture/pallas_api.py says how each release makes them)."""

import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "capture"))
from pallas_api import PALLAS_CALL_LOWERS, gmem_kernel  # noqa: E402, F401 - (the tests ask it)


def doubled_plus_one(semantics=plgpu.LoweringSemantics.Lane, *, wait=True, arrive=True, as_kernel=False):
    """out = x * 2 + 1, its input copied to SMEM by TMA; ``wait=False`` forgets the barrier wait (a race),
    ``arrive=False`` waits on a barrier no copy arrives on (a deadlock). ``as_kernel``: a ``plgpu.kernel``
    in every release (by default, 0.10.2's is a ``pl.pallas_call``)."""
    def body(x_ref, o_ref):
        def scoped(x_smem, o_smem, barrier):
            if arrive:
                plgpu.copy_gmem_to_smem(x_ref, x_smem, barrier)
            if wait:
                plgpu.barrier_wait(barrier)
            o_smem[...] = x_smem[...] * 2.0 + 1.0  # the line a missing wait races at
            plgpu.commit_smem()
            plgpu.copy_smem_to_gmem(o_smem, o_ref)
            plgpu.wait_smem_to_gmem(0)

        pl.run_scoped(scoped, plgpu.SMEM(x_ref.shape, x_ref.dtype), plgpu.SMEM(o_ref.shape, o_ref.dtype),
                      plgpu.Barrier())

    if as_kernel:
        params = plgpu.CompilerParams(lowering_semantics=semantics)
        return lambda x: plgpu.kernel(body, out_type=jax.ShapeDtypeStruct(x.shape, x.dtype),
                                      compiler_params=params)(x)
    return lambda x: gmem_kernel(body, jax.ShapeDtypeStruct(x.shape, x.dtype), semantics=semantics)(x)


def doubled_then_offset():
    """Two kernels and jax ops between them, the second under a jax.jit of its own."""
    kernel = doubled_plus_one()
    inner = jax.jit(lambda y: kernel(y.T - 3.0))
    return lambda x: inner(kernel(x) * jnp.float32(0.5))


def missing_wait(semantics=plgpu.LoweringSemantics.Lane):
    """doubled_plus_one with its barrier wait forgotten: a race."""
    return doubled_plus_one(semantics, wait=False)


def refused_by_jax(semantics=plgpu.LoweringSemantics.Lane):
    """A kernel jax itself refuses to lower: its Mosaic GPU lowering has no rule for cumsum."""
    def body(x_ref, o_ref):
        def scoped(x_smem, o_smem, barrier):
            plgpu.copy_gmem_to_smem(x_ref, x_smem, barrier)
            plgpu.barrier_wait(barrier)
            o_smem[...] = jax.lax.cumsum(x_smem[...], axis=0)  # the line jax refuses
            plgpu.commit_smem()
            plgpu.copy_smem_to_gmem(o_smem, o_ref)
            plgpu.wait_smem_to_gmem(0)

        pl.run_scoped(scoped, plgpu.SMEM(x_ref.shape, x_ref.dtype), plgpu.SMEM(o_ref.shape, o_ref.dtype),
                      plgpu.Barrier())

    return lambda x: gmem_kernel(body, jax.ShapeDtypeStruct(x.shape, x.dtype), semantics=semantics)(x)


def reference(x):
    """doubled_plus_one in numpy (x * 2 is exact: no rounding to tell a fused multiply-add from two ops)."""
    return x * np.float32(2) + np.float32(1)
