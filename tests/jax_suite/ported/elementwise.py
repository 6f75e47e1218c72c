"""Elementwise tests of jax's mosaic_gpu_test.py (jax-v0.10.2): PallasCallTest.test_unary_op (:415),
test_sign (:432), test_binary_op (:459), test_lax_div_int_rounding (:486), test_comparison_op (:515),
test_iota (:720). All f32[256] / i32 / u32 vectors through the test class's pallas_call (harness.py).

jax draws some inputs with jax.random (key 0); we draw the same distributions with numpy (seed 0), so
the values differ but the ranges are the test's. One factory and reference per case, named in
manifest.py (`unary_exp_approx`, `binary_div_i32`, ...).
"""

import operator

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import pallas_call

N = 256
DTYPES = {"f32": np.float32, "i32": np.int32, "u32": np.uint32}


def _gelu(x):
    # jax.nn.gelu's default (approximate=True): the tanh form.
    x64 = x.astype(np.float64)
    return 0.5 * x64 * (1 + np.tanh(np.sqrt(2 / np.pi) * (x64 + 0.044715 * x64 ** 3)))


def _clz(x):
    bits = np.array([int(v).bit_length() for v in x.view(np.uint32)])
    return (32 - bits).astype(np.int32)


def _round_away(x):
    return np.sign(x) * np.floor(np.abs(x) + np.float32(0.5))


# name: (jax's op, numpy reference, input dtype)
UNARY = {
    "neg": (lax.neg, np.negative, "f32"),
    "bitwise_not": (lax.bitwise_not, np.invert, "i32"),
    "logistic": (lax.logistic, lambda x: 1 / (1 + np.exp(-x.astype(np.float64))), "f32"),
    "exp": (lax.exp, lambda x: np.exp(x.astype(np.float64)), "f32"),
    "square": (lambda x: x ** 2, lambda x: x * x, "f32"),
    "pow5": (lambda x: x ** 5, lambda x: x.astype(np.float64) ** 5, "f32"),
    "rsqrt": (lax.rsqrt, lambda x: 1 / np.sqrt(x.astype(np.float64)), "f32"),
    "tanh": (lax.tanh, lambda x: np.tanh(x.astype(np.float64)), "f32"),
    "log": (lax.log, lambda x: np.log(x.astype(np.float64)), "f32"),
    "gelu": (jax.nn.gelu, _gelu, "f32"),
    "abs": (lax.abs, np.abs, "f32"),
    "round": (lax.round, _round_away, "f32"),
    "clz": (lax.clz, _clz, "i32"),
    "round_even": (lambda x: lax.round(x, lax.RoundingMethod.TO_NEAREST_EVEN), np.round, "f32"),
}


def _unary(op, approx_math, dtype):
    def make_kernel(semantics):
        def body(x_ref, o_ref):
            o_ref[...] = op(x_ref[...])

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([N], dtype),
                           compiler_params=plgpu.CompilerParams(approx_math=approx_math))

    return make_kernel


def _unary_reference(ref, dtype):
    def reference(x):
        with np.errstate(divide="ignore", over="ignore", invalid="ignore"):
            return ref(x).astype(dtype)

    return reference


for _name, (_op, _ref, _dt) in UNARY.items():
    globals()[f"unary_{_name}"] = _unary(_op, False, DTYPES[_dt])
    globals()[f"unary_{_name}_approx"] = _unary(_op, True, DTYPES[_dt])
    globals()[f"reference_unary_{_name}"] = _unary_reference(_ref, DTYPES[_dt])


def arange_f32():
    return [np.arange(N).astype(np.float32)]


def arange_i32():
    return [np.arange(N).astype(np.int32)]


def _one_input_op(op, dtype):
    def make_kernel(semantics):
        def body(x_ref, o_ref):
            o_ref[...] = op(x_ref[...])

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([N], dtype))

    return make_kernel


for _dt, _np_dt in DTYPES.items():
    globals()[f"sign_{_dt}"] = _one_input_op(lax.sign, _np_dt)
    # negative, zero and positive values (uint32 wraps below zero, as in jax's test)
    globals()[f"centered_{_dt}"] = (lambda d: lambda: [np.arange(N, dtype=np.int64).astype(d) - d(128)])(_np_dt)


def reference_sign(x):
    return np.sign(x).astype(x.dtype)


def _shift(fn):
    """A shift on the bits (as jax's lax shifts: modulo 2**32, logical shifts on the unsigned view)."""
    def ref(x, y):
        return fn(x, y.astype(np.uint32)).view(x.dtype)
    return ref


def _div(x, y):
    if x.dtype.kind == "f":
        return x / y
    q = np.abs(x.astype(np.int64)) // np.abs(y.astype(np.int64))
    return (q * np.sign(x.astype(np.int64)) * np.sign(y.astype(np.int64))).astype(x.dtype)


# name: (jax's op, numpy reference, whether it is a shift (integer only, jax's own inputs))
BINARY = {
    "add": (operator.add, np.add, False),
    "add_one": (lambda x, _: x + 1, lambda x, _: x + x.dtype.type(1), False),
    "sub": (operator.sub, np.subtract, False),
    "mul": (operator.mul, np.multiply, False),
    "div": (lax.div, _div, False),
    "minimum": (jnp.minimum, np.minimum, False),
    "maximum": (jnp.maximum, np.maximum, False),
    "shift_left": (lax.shift_left, _shift(lambda x, y: x.view(np.uint32) << y), True),
    "shift_right_logical": (lax.shift_right_logical, _shift(lambda x, y: x.view(np.uint32) >> y), True),
    "shift_right_arithmetic": (lax.shift_right_arithmetic,
                               _shift(lambda x, y: x.view(np.int32) >> y.astype(np.int32)), True),
}


def _binary(op, dtype):
    def make_kernel(semantics):
        def body(x_ref, y_ref, o_ref):
            o_ref[...] = op(x_ref[...], y_ref[...])

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([N], dtype))

    return make_kernel


def _binary_reference(ref):
    def reference(x, y):
        with np.errstate(over="ignore"):
            return ref(x, y)
    return reference


def _uniform_inputs(dtype, nonzero_y):
    """jax's test: uniform in [-21, 21) cast to the dtype (negative floats saturate to 0 in uint32, as
    XLA converts). For lax.div on integers a zero divisor becomes 1: its quotient is not specified
    (PTX ISA 9.7.1.8 div), and jax's key-0 draw has none."""
    def inputs():
        rng = np.random.default_rng(0)
        x, y = (rng.uniform(size=N) * 42 - 21 for _ in range(2))
        if dtype == np.uint32:
            x, y = np.maximum(x, 0), np.maximum(y, 0)
        x, y = x.astype(np.float32).astype(dtype), y.astype(np.float32).astype(dtype)
        if nonzero_y:
            y[y == 0] = 1
        return [x, y]
    return inputs


def _shift_inputs(dtype):
    """jax's test: x evenly from the dtype's min to max, y evenly over the bit positions."""
    def inputs():
        info = np.iinfo(dtype)
        return [np.linspace(float(info.min), float(info.max), N).astype(dtype),
                np.linspace(0, 31, N).astype(dtype)]
    return inputs


for _name, (_op, _ref, _is_shift) in BINARY.items():
    globals()[f"reference_binary_{_name}"] = _binary_reference(_ref)
    for _dt, _np_dt in DTYPES.items():
        if _is_shift and _dt == "f32":
            continue
        globals()[f"binary_{_name}_{_dt}"] = _binary(_op, _np_dt)
        globals()[f"inputs_binary_{_name}_{_dt}"] = (
            _shift_inputs(_np_dt) if _is_shift else _uniform_inputs(_np_dt, _name == "div" and _dt != "f32"))


def div_int_rounding(semantics):
    return _binary(lax.div, np.int32)(semantics)


def inputs_div_int_rounding():
    """jax's test: x in [-100, 100), |y| in [1, 10) with a random sign."""
    rng = np.random.default_rng(0)
    x = rng.integers(-100, 100, N).astype(np.int32)
    y = rng.integers(1, 10, N).astype(np.int32) * rng.choice(np.array([-1, 1], np.int32), N)
    return [x, y]


reference_div_int_rounding = _div

COMPARISONS = {"eq": lax.eq, "ne": operator.ne, "lt": operator.lt, "le": operator.le, "gt": operator.gt,
               "ge": operator.ge}


def _comparison(op, dtype):
    def make_kernel(semantics):
        def body(o_ref):
            o_ref[...] = jnp.broadcast_to(op(dtype(42), dtype(24)).astype(dtype), o_ref.shape)

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([N], dtype))

    def reference():
        return np.full([N], op(42, 24), dtype)

    return make_kernel, reference


for _name, _op in COMPARISONS.items():
    for _dt, _np_dt in DTYPES.items():
        globals()[f"comparison_{_name}_{_dt}"], globals()[f"reference_comparison_{_name}_{_dt}"] = (
            _comparison(_op, _np_dt))


def _iota(dtype):
    def make_kernel(semantics):
        def body(o_ref):
            o_ref[...] = plgpu.broadcasted_iota(dtype, o_ref.shape, 1, layout=plgpu.Layout.WGMMA)

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((128, 128), dtype))

    def reference():
        return np.broadcast_to(np.arange(128), (128, 128)).astype(dtype)

    return make_kernel, reference


for _dt, _np_dt in DTYPES.items():
    globals()[f"iota_{_dt}"], globals()[f"reference_iota_{_dt}"] = _iota(_np_dt)
