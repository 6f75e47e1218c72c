"""Reductions of jax's mosaic_gpu_test.py (jax-v0.10.2): PallasCallTest.test_scalar_reduce (:531),
test_add_doubled_sum (:1633), test_layer_norm (:1646)."""

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from harness import kernel, pallas_call

OPS = {"sum": (jnp.sum, lambda x: np.sum(x, dtype=x.dtype)), "max": (jnp.max, np.max), "min": (jnp.min, np.min)}
SHAPES = {"128": (128,), "128x64": (128, 64)}
DTYPES = {"f32": np.float32, "i32": np.int32, "u32": np.uint32}


def _scalar_reduce(op, dtype):
    def make_kernel(semantics):
        def body(x_ref, o_ref):
            o_ref[...] = op(x_ref[...])

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), dtype))

    return make_kernel


def _reduce_inputs(shape, dtype):
    """jax's test: arange, centred on zero (but for uint32)."""
    def inputs():
        x = np.arange(np.prod(shape)).reshape(shape)
        return [(x if dtype == np.uint32 else x - x.size // 2).astype(dtype)]
    return inputs


def _reduce_reference(ref):
    return lambda x: np.asarray(ref(x), x.dtype)


for _op, (_jop, _ref) in OPS.items():
    globals()[f"reference_scalar_reduce_{_op}"] = _reduce_reference(_ref)
    for _s, _shape in SHAPES.items():
        for _dt, _np_dt in DTYPES.items():
            globals()[f"scalar_reduce_{_op}_{_s}_{_dt}"] = _scalar_reduce(_jop, _np_dt)
            globals()[f"inputs_scalar_reduce_{_s}_{_dt}"] = _reduce_inputs(_shape, _np_dt)


def add_doubled_sum(semantics):
    def body(x_ref, o_ref):
        o_ref[...] = x_ref[...] + jnp.sum(x_ref[...]) + jnp.sum(x_ref[...])

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([128], jnp.float32))


def inputs_add_doubled_sum():
    return [np.arange(128).astype(np.float32)]


def reference_add_doubled_sum(x):
    return x + x.sum() * 2


EPS = 1e-5


def layer_norm(semantics):
    def body(x_ref, o_ref):
        mean = jnp.mean(x_ref[...])
        centered = x_ref[...] - mean
        o_ref[...] = centered * lax.rsqrt(jnp.mean(centered ** 2) + EPS) * 1.0 + 1.0

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([256], jnp.float32))


def reference_layer_norm(x):
    x = x.astype(np.float64)
    centered = x - x.mean()
    return centered / np.sqrt(np.mean(centered ** 2) + EPS) + 1.0


def _scaled_uniform(factor):
    """jax's test's second input: uniform [0, 1) times the factor (its first, ones, is the same kernel)."""
    return lambda: [(np.random.default_rng(42).uniform(size=256).astype(np.float32) * np.float32(factor))]


for _f in (0.001, 1, 10, 100):
    globals()[f"inputs_layer_norm_{_f}".replace(".", "_")] = _scaled_uniform(_f)
