"""A Pallas kernel that copies columns [256, 512) of an int4[16, 1024] array into SMEM with TMA (jax
0.10.2): the copy gets its first column as an element index (256), while the tensor map jaxlib makes of
4-bit elements counts bytes, so on the GPU it reads bytes 256.. of each row, elements 512..767."""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu


def columns_i4():
    def body(x_ref, o_ref, barrier_ref):
        plgpu.copy_gmem_to_smem(x_ref.at[:, 256:512], o_ref, barrier_ref)
        plgpu.barrier_wait(barrier_ref)

    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((16, 256), jnp.int4),
                          in_specs=[pl.BlockSpec(memory_space=plgpu.GMEM)],
                          out_specs=plgpu.BlockSpec(memory_space=plgpu.SMEM), scratch_shapes=[plgpu.Barrier()],
                          compiler_params=plgpu.CompilerParams(lowering_semantics=plgpu.LoweringSemantics.Lane))


def columns_on_the_gpu(x):
    """What the GPU copies: elements 512..767 of each row (the kernel means 256..511)."""
    return np.asarray(x)[:, 512:768]
