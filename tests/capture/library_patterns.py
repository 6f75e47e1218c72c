"""How kernel libraries (tokamax) call their kernels, each in a small kernel (mgpu-capture's tests), written
once for every supported jax: an input broadcast by XLA before the kernel, a kernel inside `pl.run_state`
writing refs the state holds, a grid sized by the device's SM count."""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from jax.extend import backend

from pallas_api import blocked

SHAPE = (128, 128)
F32 = jax.ShapeDtypeStruct(SHAPE, jnp.float32)


def _add_one(x_ref, o_ref):
    o_ref[...] = x_ref[...] + 1.0


def broadcast_argument(semantics=plgpu.LoweringSemantics.Lane):
    """The kernel's input is the function's f32[1,128] argument broadcast to f32[128,128] by XLA (a
    `stablehlo.broadcast_in_dim` of a block argument, as tokamax's attention backward feeds its inputs)."""
    kernel = blocked(_add_one, F32, semantics=semantics)
    return jax.jit(lambda row: kernel(jnp.broadcast_to(row, SHAPE)))


def reference_broadcast_argument(row):
    return np.broadcast_to(row, SHAPE) + np.float32(1)


def _copy_plus_one(x_gmem, o_gmem):
    def scoped(smem, barrier):
        plgpu.copy_gmem_to_smem(x_gmem, smem, barrier)
        plgpu.barrier_wait(barrier)
        smem[...] = smem[...] + 1.0
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(smem, o_gmem)
        plgpu.wait_smem_to_gmem(0)

    pl.run_scoped(scoped, plgpu.SMEM(SHAPE, jnp.float32), plgpu.Barrier())


def in_run_state(semantics=plgpu.LoweringSemantics.Lane):
    """A kernel with no outputs of its own that writes a ref `pl.run_state` holds (tokamax's attention
    backward on sm100 calls its kernels so); the state starts as the function's second argument."""
    kernel = plgpu.kernel(_copy_plus_one, out_type=(), compiler_params=plgpu.CompilerParams(
        lowering_semantics=semantics))

    def f(x, start):
        @pl.run_state
        def stateful(o_ref):
            kernel.fun(x, o_ref)  # the kernel without its custom_vmap, whose jaxpr takes no refs (as tokamax)

        return stateful(start * 2.0)

    return jax.jit(f)


def reference_in_run_state(x, start):
    return x + np.float32(1)


def persistent(semantics=plgpu.LoweringSemantics.Lane):
    """A grid of one CTA an SM, as persistent kernels size it (tokamax: `backend.get_default_device().core_count`),
    each CTA looping over the 128-row blocks it owns."""
    blocks = SHAPE[0] // 16

    def body(x_gmem, o_gmem):
        sm, sms = jax.lax.axis_index("sm"), jax.lax.axis_size("sm")

        def scoped(smem, barrier):
            @pl.loop(sm, blocks, step=sms)
            def _(b):
                rows = pl.ds(b * 16, 16)
                plgpu.copy_gmem_to_smem(x_gmem.at[rows], smem, barrier)
                plgpu.barrier_wait(barrier)
                smem[...] = smem[...] + 1.0
                plgpu.commit_smem()
                plgpu.copy_smem_to_gmem(smem, o_gmem.at[rows])
                plgpu.wait_smem_to_gmem(0)

        pl.run_scoped(scoped, plgpu.SMEM((16, SHAPE[1]), jnp.float32), plgpu.Barrier())

    def call(x):
        sms = backend.get_default_device().core_count
        return plgpu.kernel(body, out_type=F32, grid=(sms,), grid_names=("sm",), compiler_params=plgpu.CompilerParams(
            lowering_semantics=semantics))(x)

    return call


def add_one(x):
    return x + np.float32(1)
