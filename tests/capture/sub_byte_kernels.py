"""A Pallas kernel that copies columns [256, 512) of an int4[16, 1024] array into SMEM with TMA, and back
to its output (jax 0.10.2 to 0.12; pallas_api.py): the copy gets its first column as an element index (256), while the tensor map jaxlib makes of
4-bit elements counts bytes, so on the GPU it reads bytes 256.. of each row, elements 512..767."""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from pallas_api import gmem_kernel


def columns_i4():
    def body(x_ref, o_ref):
        def scoped(smem, barrier):
            plgpu.copy_gmem_to_smem(x_ref.at[:, 256:512], smem, barrier)
            plgpu.barrier_wait(barrier)
            plgpu.copy_smem_to_gmem(smem, o_ref)
            plgpu.wait_smem_to_gmem(0)

        pl.run_scoped(scoped, plgpu.SMEM((16, 256), jnp.int4), plgpu.Barrier())

    return gmem_kernel(body, jax.ShapeDtypeStruct((16, 256), jnp.int4), semantics=plgpu.LoweringSemantics.Lane)


def columns_on_the_gpu(x):
    """What the GPU copies: elements 512..767 of each row (the kernel means 256..511)."""
    return np.asarray(x)[:, 512:768]
