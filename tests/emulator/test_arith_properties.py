"""Property tests (hypothesis) of the emulator's integer and float arithmetic and casts.

Each op runs in a one-warpgroup kernel, ``out[tid] = op(x[tid], y[tid])``, on inputs hypothesis
draws (its edge cases: 0, -1, the extremes, NaN, infinities, signed zeros, subnormals) and is
compared bit for bit with an independent reference: Python integers with two's-complement
wrap-around for the integer ops, float64 arithmetic rounded once to the result type for the float
ops (exact for +, -, *, / of f32/f16/bf16: float64 has more than twice their precision plus two
bits), and MLIR's rules for signed zeros and NaN. Results that MLIR leaves undefined (division by
zero, signed overflow of a division, shifts by the bit width or more, float-to-int conversion out of
range) are only required not to crash the emulator.
"""

from __future__ import annotations

import functools
import math

import ml_dtypes
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import Kernel

from tests.support.kernel_text import kernel

N = 128  # threads; hypothesis draws DRAWN values, tiled over them (drawing is the slow part)
DRAWN = 16
SETTINGS = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow],
                    derandomize=True)
DTYPES = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
          "f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32}


@functools.cache
def _kernel(op_text: str, in_types: tuple[str, ...], out_type: str) -> Kernel:
    """``out0[tid] = <op_text>(in0[tid], in1[tid], ...)``; op_text uses %a, %b and defines %r."""
    loads = "".join(
        f'      %{v} = "memref.load"(%m{i}, %tid) : (memref<{N}x{t}>, index) -> {t}\n'
        for i, (v, t) in enumerate(zip("ab", in_types)))
    k = len(in_types)
    body = ('      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index\n' + loads + op_text
            + f'      "memref.store"(%r, %m{k}, %tid) : ({out_type}, memref<{N}x{out_type}>, index) -> ()\n')
    text = kernel(body, elem=[*in_types, out_type], nbuffers=k + 1)
    return Kernel(parse_module(text, "property.mlir", make_context(allow_unregistered=True)))


def _run(op_text: str, out_type: str, *inputs: tuple[str, np.ndarray]) -> np.ndarray:
    k = _kernel(op_text, tuple(t for t, _ in inputs), out_type)
    return k.run({f"in{i}": a for i, (_, a) in enumerate(inputs)}).outputs["out0"]


def _binary_op(name: str, t: str, rt: str | None = None) -> str:
    return f'      %r = "arith.{name}"(%a, %b) : ({t}, {t}) -> {rt or t}\n'


# ------------------------------------------------------------------ integers
def _wrap(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def _u(v: int, bits: int) -> int:
    return v & ((1 << bits) - 1)


def _tdiv(a: int, b: int) -> int:  # C's division: rounds toward zero
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _defined_div(a, b, n):
    return b != 0 and not (a == -(1 << (n - 1)) and b == -1)


# name: (reference(a, b, bits) on signed Python ints, or None where MLIR leaves it undefined)
INT_OPS = {
    "addi": lambda a, b, n: _wrap(a + b, n),
    "subi": lambda a, b, n: _wrap(a - b, n),
    "muli": lambda a, b, n: _wrap(a * b, n),
    "andi": lambda a, b, n: a & b,
    "ori": lambda a, b, n: a | b,
    "xori": lambda a, b, n: a ^ b,
    "shli": lambda a, b, n: _wrap(a << _u(b, n), n) if _u(b, n) < n else None,
    "shrui": lambda a, b, n: _wrap(_u(a, n) >> _u(b, n), n) if _u(b, n) < n else None,
    "shrsi": lambda a, b, n: a >> _u(b, n) if _u(b, n) < n else None,
    "divui": lambda a, b, n: _wrap(_u(a, n) // _u(b, n), n) if b else None,
    "remui": lambda a, b, n: _wrap(_u(a, n) % _u(b, n), n) if b else None,
    "divsi": lambda a, b, n: _wrap(_tdiv(a, b), n) if _defined_div(a, b, n) else None,
    "remsi": lambda a, b, n: a - b * _tdiv(a, b) if _defined_div(a, b, n) else None,
    "floordivsi": lambda a, b, n: _wrap(a // b, n) if _defined_div(a, b, n) else None,
    "ceildivsi": lambda a, b, n: _wrap(-(-a // b), n) if _defined_div(a, b, n) else None,
    "ceildivui": lambda a, b, n: _wrap(-(-_u(a, n) // _u(b, n)), n) if b else None,
    "maxsi": lambda a, b, n: max(a, b),
    "minsi": lambda a, b, n: min(a, b),
    "maxui": lambda a, b, n: _wrap(max(_u(a, n), _u(b, n)), n),
    "minui": lambda a, b, n: _wrap(min(_u(a, n), _u(b, n)), n),
}
CMPI = {"eq": lambda a, b, n: a == b, "ne": lambda a, b, n: a != b,
        "slt": lambda a, b, n: a < b, "sle": lambda a, b, n: a <= b,
        "sgt": lambda a, b, n: a > b, "sge": lambda a, b, n: a >= b,
        "ult": lambda a, b, n: _u(a, n) < _u(b, n), "ule": lambda a, b, n: _u(a, n) <= _u(b, n),
        "ugt": lambda a, b, n: _u(a, n) > _u(b, n), "uge": lambda a, b, n: _u(a, n) >= _u(b, n)}
_CMPI_CODE = {name: i for i, name in enumerate(CMPI)}
INT_TYPES = ["i8", "i16", "i32", "i64"]


def _ints(t: str):
    return hnp.arrays(DTYPES[t], DRAWN, elements=st.integers(*_range(t))).map(_tile)


def _tile(a: np.ndarray) -> np.ndarray:
    return np.tile(a, N // DRAWN)


def _range(t: str) -> tuple[int, int]:
    info = np.iinfo(DTYPES[t])
    return int(info.min), int(info.max)


def _check_ints(got: np.ndarray, x: np.ndarray, y: np.ndarray, ref, bits: int):
    for i, (a, b) in enumerate(zip(x.tolist(), y.tolist())):
        want = ref(a, b, bits)
        if want is not None:
            assert int(got[i]) == int(want), f"element {i}: op({a}, {b}) = {got[i]}, expected {int(want)}"


@pytest.mark.parametrize("t", INT_TYPES)
@pytest.mark.parametrize("name", sorted(INT_OPS))
def test_integer_binary_ops(name, t):
    bits = int(t[1:])

    @SETTINGS
    @given(x=_ints(t), y=_ints(t))
    def check(x, y):
        got = _run(_binary_op(name, t), t, (t, x), (t, y))
        _check_ints(got, x, y, INT_OPS[name], bits)

    check()


@pytest.mark.parametrize("t", ["i8", "i32", "i64"])
@pytest.mark.parametrize("pred", sorted(CMPI))
def test_integer_comparisons(pred, t):
    bits = int(t[1:])
    op = (f'      %c = "arith.cmpi"(%a, %b) <{{predicate = {_CMPI_CODE[pred]} : i64}}> : ({t}, {t}) -> i1\n'
          f'      %r = "arith.extui"(%c) : (i1) -> i8\n')

    @SETTINGS
    @given(x=_ints(t), y=_ints(t))
    def check(x, y):
        y = np.where(np.arange(N) >= N - DRAWN, x, y)  # equal pairs, for the non-strict predicates
        got = _run(op, "i8", (t, x), (t, y))
        _check_ints(got, x, y, lambda a, b, n: int(CMPI[pred](a, b, n)), bits)

    check()


# ------------------------------------------------------------------ integer casts
INT_CASTS = {  # (op, from, to): reference on the signed value
    ("extsi", "i8", "i32"): lambda a: a,
    ("extsi", "i16", "i64"): lambda a: a,
    ("extui", "i8", "i32"): lambda a: _u(a, 8),
    ("extui", "i32", "i64"): lambda a: _u(a, 32),
    ("trunci", "i32", "i8"): lambda a: _wrap(a, 8),
    ("trunci", "i64", "i16"): lambda a: _wrap(a, 16),
}


@pytest.mark.parametrize("op, src, dst", sorted(INT_CASTS))
def test_integer_casts(op, src, dst):
    @SETTINGS
    @given(x=_ints(src))
    def check(x):
        got = _run(f'      %r = "arith.{op}"(%a) : ({src}) -> {dst}\n', dst, (src, x))
        for i, a in enumerate(x.tolist()):
            assert int(got[i]) == INT_CASTS[op, src, dst](a), f"element {i}: {op}({a}) = {got[i]}"

    check()


# ------------------------------------------------------------------ floats
FLOAT_TYPES = ["f16", "bf16", "f32"]


def _floats(t: str):
    dt = np.dtype(DTYPES[t])
    bits = 8 * dt.itemsize
    # every bit pattern of the type: NaNs with payloads, infinities, subnormals, both zeros
    raw = hnp.arrays(np.dtype(f"u{dt.itemsize}"), DRAWN, elements=st.integers(0, (1 << bits) - 1))
    return raw.map(lambda a: _tile(a.view(dt)))


def _max(a, b):  # IEEE 754-2019 maximum, as arith.maximumf: NaN wins, -0 < +0
    return math.nan if math.isnan(a) or math.isnan(b) else (
        (a if not math.copysign(1, a) < 0 else b) if a == b == 0 else max(a, b))


def _min(a, b):
    return math.nan if math.isnan(a) or math.isnan(b) else (
        (a if math.copysign(1, a) < 0 else b) if a == b == 0 else min(a, b))


def _num(f):  # maxnum/minnum: a NaN operand is ignored
    return lambda a, b: b if math.isnan(a) else a if math.isnan(b) else f(a, b)


def _div(a, b):
    if b == 0:
        return math.nan if a == 0 or math.isnan(a) else math.copysign(math.inf, a) * math.copysign(1, b)
    return a / b


def _rem(a, b):
    return math.nan if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0 else math.fmod(a, b)


def _add(a, b):
    return math.nan if math.isinf(a) and math.isinf(b) and a != b else a + b


def _mul(a, b):
    return math.nan if (math.isinf(a) and b == 0) or (math.isinf(b) and a == 0) else a * b


FLOAT_OPS = {"addf": _add, "subf": lambda a, b: _add(a, -b), "mulf": _mul, "divf": _div,
             "maximumf": _max, "minimumf": _min, "maxnumf": _num(_max), "minnumf": _num(_min),
             "remf": _rem}


def _same(got, want: float) -> bool:
    """Bit-equal, except that any NaN matches any NaN (payloads are not modelled)."""
    if math.isnan(want):
        return bool(np.isnan(np.float64(got)))
    g = float(got)
    return g == want and math.copysign(1, g) == math.copysign(1, want)


@pytest.mark.parametrize("t", FLOAT_TYPES)
@pytest.mark.parametrize("name", sorted(FLOAT_OPS))
def test_float_binary_ops(name, t):
    @SETTINGS
    @given(x=_floats(t), y=_floats(t))
    def check(x, y):
        y = np.where(np.arange(N) >= N - DRAWN, -x, y)  # x op -x: signed zeros, inf - inf
        got = _run(_binary_op(name, t), t, (t, x), (t, y))
        for i, (a, b) in enumerate(zip(x.astype(np.float64).tolist(), y.astype(np.float64).tolist())):
            want = _round(FLOAT_OPS[name](a, b), t)
            assert _same(got[i], want), f"element {i}: {name}({a!r}, {b!r}) = {got[i]!r}, expected {want!r}"

    check()


FLOAT_CASTS = [("extf", "f16", "f32"), ("extf", "bf16", "f32"), ("truncf", "f32", "f16"),
               ("truncf", "f32", "bf16")]


@pytest.mark.parametrize("op, src, dst", FLOAT_CASTS)
def test_float_casts_round_to_nearest_even(op, src, dst):
    @SETTINGS
    @given(x=_floats(src))
    def check(x):
        got = _run(f'      %r = "arith.{op}"(%a) : ({src}) -> {dst}\n', dst, (src, x))
        for i, a in enumerate(x.astype(np.float64).tolist()):
            want = _round(a, dst)
            assert _same(got[i], want), f"element {i}: {op}({a!r}) = {got[i]!r}, expected {want!r}"

    check()


def _round(v: float, t: str) -> float:
    """Round-to-nearest-even of a float64 to a narrower type, from its definition (no numpy cast)."""
    if math.isnan(v) or math.isinf(v) or v == 0:
        return v
    mant = {"f16": 11, "bf16": 8, "f32": 24}[t]
    emin = {"f16": -14, "bf16": -126, "f32": -126}[t]
    emax_value = {"f16": 65504.0, "bf16": 3.3895313892515355e38, "f32": 3.4028234663852886e38}[t]
    e = max(math.frexp(abs(v))[1] - 1, emin)  # exponent of the leading bit (subnormals: emin)
    ulp = 2.0 ** (e - mant + 1)
    q = abs(v) / ulp
    r = math.floor(q)
    if q - r > 0.5 or (q - r == 0.5 and r % 2 == 1):
        r += 1
    out = r * ulp
    return math.copysign(math.inf if out > emax_value else out, v)


@pytest.mark.parametrize("src, dst", [("i32", "f32"), ("i32", "f16"), ("i32", "bf16"), ("i16", "f16")])
def test_sitofp_rounds_once(src, dst):
    @SETTINGS
    @given(x=_ints(src))
    def check(x):
        got = _run(f'      %r = "arith.sitofp"(%a) : ({src}) -> {dst}\n', dst, (src, x))
        for i, a in enumerate(x.tolist()):
            want = _round(float(a), dst)  # a 32-bit integer is exact in float64
            assert _same(got[i], want), f"element {i}: sitofp({a}) = {got[i]!r}, expected {want!r}"

    check()


@pytest.mark.parametrize("src, dst", [("f32", "i32"), ("f16", "i16"), ("bf16", "i32")])
def test_fptosi_truncates_toward_zero(src, dst):
    lo, hi = _range(dst)

    @SETTINGS
    @given(x=_floats(src))
    def check(x):
        got = _run(f'      %r = "arith.fptosi"(%a) : ({src}) -> {dst}\n', dst, (src, x))
        for i, a in enumerate(x.astype(np.float64).tolist()):
            if math.isfinite(a) and lo <= math.trunc(a) <= hi:
                assert int(got[i]) == math.trunc(a), f"element {i}: fptosi({a!r}) = {got[i]}"

    check()
