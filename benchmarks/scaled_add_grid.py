"""The elementwise BlockSpec grid of issue 26's table at its large size, for real_sizes.py:
``out = x * 3 + y`` over f32[8192, 8192], one (64, 128) block per CTA (a grid of 128 x 64 = 8192
CTAs), written like tests/capture/scaled_add_kernel.py (pallas_api.py makes the blocks for each jax).

    PYTHONPATH=$PWD /work/main/.venv-jax/bin/python -m mgpu.tools.mgpu_capture \\
        benchmarks/scaled_add_grid.py:make_kernel --arg 'f32[8192,8192]' --arg 'f32[8192,8192]' \\
        --reference reference --semantics lane --no-generic --arch 9.0 -o /tmp/add8192
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "capture"))

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.experimental.pallas import mosaic_gpu as plgpu  # noqa: E402
from pallas_api import blocked  # noqa: E402

SHAPE = (8192, 8192)
BLOCK = (64, 128)


def make_kernel(semantics=plgpu.LoweringSemantics.Lane):
    def body(x_ref, y_ref, o_ref):
        o_ref[...] = x_ref[...] * 3.0 + y_ref[...]

    return blocked(body, jax.ShapeDtypeStruct(SHAPE, jnp.float32), semantics=semantics,
                   grid=(SHAPE[0] // BLOCK[0], SHAPE[1] // BLOCK[1]), block=BLOCK)


def reference(x, y):
    return x * np.float32(3) + y
