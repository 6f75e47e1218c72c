"""Reshapes and slices of values of jax's mosaic_gpu_test.py (jax-v0.10.2): PallasCallTest.test_reshape
(:541), test_reshape_tiled (:556), test_reshape_tiled_into_tiled (:567), test_reshape_splat (:586),
test_slice_untiled_dim (:598)."""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel, load, pallas_call

TILED_IN, TILED_OUT = (6 * 64, 8), (2, 3, 64, 8)


def _arange(shape):
    return lambda: [np.arange(np.prod(shape)).reshape(shape).astype(np.float32)]


def reshape(semantics):
    def body(x_ref, o_ref):
        o_ref[...] = x_ref.reshape((2, 16, 4))[...]

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((2, 16, 4), jnp.float32))


inputs_reshape = _arange((128,))


def reference_reshape(x):
    return x.reshape(2, 16, 4)


def reshape_tiled(semantics):
    def body(x_ref, o_ref):
        o_ref[...] = load(x_ref, (), layout=plgpu.Layout.WGMMA, optimized=False).reshape(TILED_OUT)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(TILED_OUT, jnp.float32))


inputs_reshape_tiled = _arange(TILED_IN)


def reference_reshape_tiled(x):
    return x.reshape(TILED_OUT)


def reshape_tiled_into_tiled(semantics):
    transforms = (plgpu.TilingTransform((8, 8)), plgpu.SwizzleTransform(32))

    def body(x_ref, o_ref, scratch_ref):
        # a tiled value stored to a ref whose tiling has a lower rank than the ref
        scratch_ref[...] = load(x_ref, (), layout=plgpu.Layout.WGMMA, optimized=False).reshape(TILED_OUT)
        o_ref[...] = scratch_ref[...]

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(TILED_OUT, jnp.float32),
                  scratch_types=[plgpu.SMEM(TILED_OUT, jnp.float32, transforms=transforms)])


def reshape_splat(semantics):
    def body(o_ref):
        o_ref[...] = jnp.array(42, dtype=jnp.float32).reshape((1, 1, 1))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((1, 1, 1), jnp.float32))


def reference_reshape_splat():
    return np.full((1, 1, 1), 42, np.float32)


def slice_untiled_dim(semantics):
    def body(x_ref, o_ref):
        o_ref[...] = load(x_ref, (), layout=plgpu.Layout.WGMMA, optimized=False)[1, 1]

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 8), jnp.float32))


inputs_slice_untiled_dim = _arange(TILED_OUT)


def reference_slice_untiled_dim(x):
    return x[1, 1]
