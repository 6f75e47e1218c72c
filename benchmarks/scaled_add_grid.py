"""The elementwise BlockSpec grid of issue 26's table at its large size, for real_sizes.py:
``out = x * 3 + y`` over f32[8192, 8192], one (64, 128) block per CTA (a grid of 128 x 64 = 8192
CTAs): tests/capture/scaled_add_kernel.py's kernel at that shape.

    PYTHONPATH=$PWD /path/to/jax/python -m mgpu.tools.mgpu_capture \\
        benchmarks/scaled_add_grid.py:make_kernel --arg 'f32[8192,8192]' --arg 'f32[8192,8192]' \\
        --reference reference --semantics warpgroup --no-generic --arch 9.0 -o /tmp/add8192
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "capture"))

import scaled_add_kernel  # noqa: E402
from scaled_add_kernel import reference  # noqa: E402, F401 (mgpu-capture's --reference)

SHAPE = (8192, 8192)
BLOCK = (64, 128)


def make_kernel(semantics):
    """scaled_add_kernel.make_kernel at SHAPE and BLOCK (its module's sizes, which it reads when called)."""
    scaled_add_kernel.SHAPE, scaled_add_kernel.BLOCK = SHAPE, BLOCK
    return scaled_add_kernel.make_kernel(semantics)
