"""Kernels written with jax's low-level Mosaic GPU API (``mosaic_gpu.as_gpu_kernel``), for mgpu-capture's
tests: a factory returns the callable, which builds its module when it is made (not when it is lowered).

    out = x + x      x, out: f32[128, 64] (make_double) or u16[128, 64] (make_double_u16), one CTA
    x += 1           in place: x is an in-out buffer (make_increment_in_place), XLA aliases it to the result
"""

import jax
import jax.numpy as jnp
from jax.experimental.mosaic import gpu as mgpu

SHAPE = (128, 64)


def _double(dtype, is_signed):
    def body(ctx, x_ref, o_ref, scratch):
        del ctx, scratch
        x = mgpu.FragmentedArray.load_strided(x_ref, is_signed=is_signed)
        (x + x).store_untiled(o_ref)

    spec = jax.ShapeDtypeStruct(SHAPE, dtype)
    return mgpu.as_gpu_kernel(body, (1, 1, 1), (128, 1, 1), spec, spec, ())


def make_double():
    return _double(jnp.float32, None)


def make_double_u16():
    """uint16: the IR's integers are signless (i16), the inputs and outputs unsigned."""
    return _double(jnp.uint16, False)


def make_increment_in_place():
    def body(ctx, x_ref, scratch):
        del ctx, scratch
        x = mgpu.FragmentedArray.load_strided(x_ref)
        (x + x).store_untiled(x_ref)

    spec = jax.ShapeDtypeStruct(SHAPE, jnp.float32)
    return mgpu.as_gpu_kernel(body, (1, 1, 1), (128, 1, 1), (), (), (), inout_shape=(spec,))


def double(x):
    return x + x
