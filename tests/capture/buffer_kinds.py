"""Kernels whose buffers are not simply the function's inputs then outputs (mgpu-capture's tests), written
once for every supported jax (pallas_api.py says how each release makes them)."""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from pallas_api import blocked, gmem_kernel, load

SHAPE = (128, 128)
F32 = jax.ShapeDtypeStruct(SHAPE, jnp.float32)


def _add_one_kernel(semantics):
    def body(x_ref, o_ref):
        o_ref[...] = x_ref[...] + 1.0

    return blocked(body, F32, semantics=semantics)


def jitted_helper(semantics=plgpu.LoweringSemantics.Lane):
    """pallas_call inside a jitted helper: @main calls a private function that holds the kernel."""
    kernel = _add_one_kernel(semantics)
    return jax.jit(lambda x: kernel(x))


def no_inputs(semantics=plgpu.LoweringSemantics.Lane):
    def body(o_ref):
        o_ref[...] = jnp.full(SHAPE, 2.0, jnp.float32)

    return blocked(body, F32, semantics=semantics)


def two_outputs(semantics=plgpu.LoweringSemantics.Lane):
    def body(x_ref, o_ref, p_ref):
        o_ref[...] = x_ref[...] + 1.0
        p_ref[...] = x_ref[...] * 2.0

    return blocked(body, (F32, F32), semantics=semantics)


def with_semaphore(semantics=plgpu.LoweringSemantics.Lane):
    """A semaphore in scratch_shapes: GMEM scratch that XLA zero-fills, aliased to an extra result."""
    def body(x_ref, o_ref, sem):
        pl.semaphore_signal(sem)
        pl.semaphore_wait(sem)
        o_ref[...] = x_ref[...] + 1.0

    return blocked(body, F32, semantics=semantics, scratch_shapes=[plgpu.SemaphoreType.REGULAR(())])


def chained(semantics=plgpu.LoweringSemantics.Lane):
    """Two kernels with an XLA op between them: jax computes the second kernel's input."""
    def double(x_ref, o_ref):
        o_ref[...] = x_ref[...] * 2.0

    add_one, times_two = _add_one_kernel(semantics), blocked(double, F32, semantics=semantics)
    return jax.jit(lambda x: times_two(add_one(x).T - 3.0))


def reference_chained(x):
    return ((x + np.float32(1)).T - np.float32(3)) * np.float32(2)


def twice(semantics=plgpu.LoweringSemantics.Lane):
    """One pallas_call called twice: two custom calls of one module (jax lowers it once)."""
    kernel = _add_one_kernel(semantics)
    return jax.jit(lambda x: kernel(kernel(x) * 3.0))


def reference_twice(x):
    return (x + np.float32(1)) * np.float32(3) + np.float32(1)


def in_a_loop(semantics=plgpu.LoweringSemantics.Lane):
    """A kernel called in a loop (a scan): not evaluated with the emulator, the old way."""
    kernel = _add_one_kernel(semantics)
    return jax.jit(lambda x: jax.lax.fori_loop(0, 3, lambda i, v: kernel(v), x))


def add_one(x):
    return x + np.float32(1)


def add_one_and_double(x):
    return x + np.float32(1), x * np.float32(2)


def twos():
    return np.full(SHAPE, 2.0, np.float32)


def int4_widened(semantics=plgpu.LoweringSemantics.Warpgroup):
    """An int4 buffer (two a byte on the GPU) widened to f32, as jax's test_subbyte_upcast does."""
    def body(x_ref, o_ref):
        o_ref[...] = load(x_ref, layout=plgpu.Layout.WGMMA, optimized=False).astype(jnp.float32)

    return blocked(body, jax.ShapeDtypeStruct((64, 256), jnp.float32), semantics=semantics)


def tma_copied(semantics=plgpu.LoweringSemantics.Warpgroup):
    """Its input copied GMEM -> SMEM -> GMEM by TMA, whatever its dtype (e.g. uint2, four a byte on the GPU)."""
    def body(x_ref, o_ref):
        def scoped(smem, barrier):
            plgpu.copy_gmem_to_smem(x_ref, smem, barrier)
            plgpu.barrier_wait(barrier)
            plgpu.copy_smem_to_gmem(smem, o_ref)
            plgpu.wait_smem_to_gmem(0)

        pl.run_scoped(scoped, plgpu.SMEM(x_ref.shape, x_ref.dtype), plgpu.Barrier())

    return lambda x: gmem_kernel(body, jax.ShapeDtypeStruct(x.shape, x.dtype), semantics=semantics)(x)


def identity(x):
    return x


def widened(x):
    return x.astype(np.float32)
