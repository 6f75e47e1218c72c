"""``plgpu.broadcasted_iota`` of floats in the WGMMA layout (jax 0.10.2, test_iota's form): our
lowering once built an integer constant of the float type (an internal error); jax converts the
i32 indices (``uitofp``). Captured by tests/differential/capture.sh.
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

SHAPE = (64, 256)


def iota_f16(semantics=plgpu.LoweringSemantics.Warpgroup):
    """Column indices 0 .. 255 as f16."""
    def body(o_ref):
        o_ref[...] = plgpu.broadcasted_iota(jnp.float16, SHAPE, 1, layout=plgpu.Layout.WGMMA)

    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct(SHAPE, jnp.float16),
                          compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))


def reference():
    return np.broadcast_to(np.arange(SHAPE[1]).astype(np.float16), SHAPE)
