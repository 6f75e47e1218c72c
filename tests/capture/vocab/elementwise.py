"""Small Pallas kernels of the most common elementwise kinds, for mgpu-capture: exp, a
where/select, a float -> int cast, a ReLU, max and min reductions and a softmax (max, exp, sum). Each ``make_*`` takes the lowering semantics
(mgpu-capture passes it); each ``ref_*`` is the numpy reference.

    mgpu-capture tests/capture/vocab/elementwise.py:make_exp --arg f32[128,128] --reference ref_exp -o DIR

test_vocab_kernels.py runs what it wrote (seed 0).
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

SHAPE = (128, 128)


def _call(body, out_dtype=jnp.float32, semantics=plgpu.LoweringSemantics.Lane):
    return pl.pallas_call(
        body,
        out_shape=jax.ShapeDtypeStruct(SHAPE, out_dtype),
        compiler_params=plgpu.CompilerParams(lowering_semantics=semantics),
    )


def make_exp(semantics=plgpu.LoweringSemantics.Lane):
    def body(x_ref, o_ref):
        o_ref[...] = jnp.exp(x_ref[...])

    return _call(body, semantics=semantics)


def ref_exp(x):
    return np.exp(x.astype(np.float64)).astype(np.float32)


def make_where(semantics=plgpu.LoweringSemantics.Lane):
    def body(x_ref, o_ref):
        x = x_ref[...]
        o_ref[...] = jnp.where(x > 0, x, x * 0.5)

    return _call(body, semantics=semantics)


def ref_where(x):
    return np.where(x > 0, x, x * np.float32(0.5))


def make_to_int(semantics=plgpu.LoweringSemantics.Lane):
    def body(x_ref, o_ref):
        o_ref[...] = (x_ref[...] * 10.0).astype(jnp.int32)

    return _call(body, out_dtype=jnp.int32, semantics=semantics)


def ref_to_int(x):
    return np.trunc(x * np.float32(10)).astype(np.int32)


def make_relu(semantics=plgpu.LoweringSemantics.Lane):
    def body(x_ref, o_ref):
        o_ref[...] = jnp.maximum(x_ref[...], 0.0)

    return _call(body, semantics=semantics)


def ref_relu(x):
    return np.maximum(x, np.float32(0))


def _call_1d(body, semantics):
    """A kernel over f32[256]: jax 0.10.2 reduces a 2-D block along one axis only with layout hints."""
    return pl.pallas_call(
        body,
        out_shape=jax.ShapeDtypeStruct((256,), jnp.float32),
        compiler_params=plgpu.CompilerParams(lowering_semantics=semantics),
    )


def make_max_min(semantics=plgpu.LoweringSemantics.Lane):
    """Both reductions of a 1-D f32[256] (each exact whatever the order), broadcast back."""

    def body(x_ref, o_ref):
        x = x_ref[...]
        o_ref[...] = (x - jnp.max(x)) * (x - jnp.min(x))

    return _call_1d(body, semantics)


def ref_max_min(x):
    return (x - x.max()) * (x - x.min())


def make_softmax(semantics=plgpu.LoweringSemantics.Lane):
    """Softmax of a 1-D f32[256]: a max, an exp and a sum."""

    def body(x_ref, o_ref):
        x = x_ref[...]
        e = jnp.exp(x - jnp.max(x))
        o_ref[...] = e / jnp.sum(e)

    return _call_1d(body, semantics)


def ref_softmax(x):
    e = np.exp((x - x.max()).astype(np.float64))
    return (e / e.sum()).astype(np.float32)
