"""``pl.debug_print`` of a block in its inferred (WGStrided) layout and in the WGMMA layout (jax
0.10.2): jax's Warpgroup lowering prints every element with its index, each thread its registers
(FragmentedArray.debug_print); the Lane lowering prints the same lines. Captured by
tests/differential/capture.sh, in both semantics (the Lane payload for tests/passes/test_lower_debug_print.py).
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

SHAPE = (64, 8)


def debug_print(semantics=plgpu.LoweringSemantics.Warpgroup):
    def body(x_ref, o_ref):
        x = x_ref[...]
        pl.debug_print("x: {}", x)
        if semantics == plgpu.LoweringSemantics.Warpgroup:
            pl.debug_print("w: {}", plgpu.layout_cast(x, plgpu.Layout.WGMMA))
        else:  # (Lane semantics has no layouts: the same values, printed the same way)
            pl.debug_print("w: {}", x)
        o_ref[...] = x + 1.0

    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct(SHAPE, jnp.float32),
                          compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))


def reference(x):
    return x + np.float32(1)
