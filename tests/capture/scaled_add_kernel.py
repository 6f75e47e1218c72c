"""An example user kernel for mgpu-capture (written for its tests; not one of the corpus kernels).

    out = x * 3 + y        x, y, out: f32[128, 256], a (2, 2) grid of (64, 128) blocks

    mgpu-capture tests/capture/scaled_add_kernel.py:make_kernel \\
        --arg f32[128,256] --arg f32[128,256] --reference reference --output-dir out/

`make_kernel(semantics)` returns the jax-callable; mgpu-capture passes the `--semantics` it was given
as jax's `plgpu.LoweringSemantics` value. `reference` is the same computation in numpy. The body is
written once for every supported jax (pallas_api.py says how each release makes its blocks).
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import mosaic_gpu as plgpu

from pallas_api import blocked

SHAPE = (128, 256)
BLOCK = (64, 128)


def make_kernel(semantics=plgpu.LoweringSemantics.Lane):
    def body(x_ref, y_ref, o_ref):
        o_ref[...] = x_ref[...] * 3.0 + y_ref[...]

    return blocked(body, jax.ShapeDtypeStruct(SHAPE, jnp.float32), semantics=semantics,
                   grid=(SHAPE[0] // BLOCK[0], SHAPE[1] // BLOCK[1]), block=BLOCK)


def reference(x, y):
    return x * np.float32(3) + y
