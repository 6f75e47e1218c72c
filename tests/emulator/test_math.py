"""The math dialect in the emulator against independent references (docs/design/numerics.md,
"math dialect").

Ops the GPU computes exactly are compared bit for bit with Python's own float arithmetic (a NaN
with any NaN); libdevice's approximations are measured in units in the last place of the result
type against Python's ``math`` functions in float64 and must stay inside CUDA's published bound
(and, the emulator's stated choice, within half an ulp: rounded once from float64). Inputs sweep
the exponent range and include NaN, infinities, signed zeros, subnormals and the largest values.
"""

from __future__ import annotations

import math
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

from .elementwise_kernel import run_op

F32 = np.float32
FASTMATH = "<{fastmath = #arith.fastmath<none>}>"
TINY = float(np.finfo(F32).smallest_subnormal)
SPECIALS = [math.nan, math.inf, -math.inf, 0.0, -0.0, TINY, -TINY, 1.1754942e-38, 1.1754944e-38, -1.1754944e-38,
            3.4028235e38, -3.4028235e38, 1.0, -1.0, 0.5, -0.5, 1.5, -2.5, 2.0, 1e-10, 100.0, -100.0]


def sweep(lo: int, hi: int, n: int = 1500, positive: bool = False, seed: int = 0) -> np.ndarray:
    """f32 values m * 2^e with e uniform in [lo, hi), m in [1, 2), of random sign, plus SPECIALS."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(1.0, 2.0, n) * np.exp2(rng.integers(lo, hi, n).astype(np.float64))
    if not positive:
        x *= rng.choice([-1.0, 1.0], n)
    return np.concatenate([np.array(SPECIALS), x]).astype(F32)


def _python(fn):
    """``fn`` on each element as Python floats; NaN where Python raises (overflow, domain)."""

    def ref(*xs):
        def one(*v):
            try:
                return fn(*v)
            except (OverflowError, ValueError, ZeroDivisionError):
                return math.nan

        return np.array([one(*v) for v in zip(*(a.astype(np.float64).tolist() for a in xs))], np.float64)

    return ref


def ulp_errors(result: np.ndarray, reference: np.ndarray) -> np.ndarray:
    """|result - reference| in units of the result type's spacing at the reference, where the
    reference is finite and inside the type's range."""
    dt = result.dtype
    ok = np.isfinite(reference) & (np.abs(reference) <= float(np.finfo(dt).max))
    ref = reference[ok]
    spacing = np.spacing(np.abs(ref).astype(dt)).astype(np.float64)
    return np.abs(result[ok].astype(np.float64) - ref) / spacing


# op: (Python reference, CUDA's maximum ulp error for the f32 function, f32 inputs)
APPROXIMATE = {
    "math.exp": (_python(math.exp), 2, [sweep(-20, 7), np.linspace(-104, 89, 500, dtype=F32)]),
    "math.exp2": (_python(lambda v: math.pow(2.0, v)), 2, [sweep(-20, 8)]),
    "math.log": (_python(math.log), 1, [sweep(-149, 128, positive=True)]),
    "math.log2": (_python(math.log2), 1, [sweep(-149, 128, positive=True)]),
    "math.sin": (_python(math.sin), 2, [sweep(-30, 30)]),
    "math.cos": (_python(math.cos), 2, [sweep(-30, 30)]),
    "math.tanh": (_python(math.tanh), 2, [sweep(-30, 5)]),
    "math.erf": (_python(math.erf), 2, [sweep(-30, 4)]),
    "math.rsqrt": (_python(lambda v: 1.0 / math.sqrt(v)), 2, [sweep(-149, 128, positive=True)]),
    "math.atan2": (_python(math.atan2), 3, [sweep(-40, 40, seed=1), sweep(-40, 40, seed=2)]),
    "math.powf": (_python(math.pow), 4, [sweep(-10, 10, positive=True, seed=3), sweep(-3, 5, seed=4)]),
}


@pytest.mark.parametrize("op", sorted(APPROXIMATE))
def test_approximation_within_cuda_bound(op):
    reference, bound, inputs = APPROXIMATE[op]
    args = inputs if len(inputs) > 1 and op in ("math.atan2", "math.powf") else [np.concatenate(inputs)]
    got = run_op(op, "f32", *(("f32", a) for a in args), props=FASTMATH)
    errors = ulp_errors(got, reference(*args))
    assert errors.size > 1000
    assert errors.max() <= bound
    assert errors.max() <= 0.5 + 2.0 ** -20  # the emulator's choice: float64 rounded once


# op: [(inputs, expected)] as C99 Annex F / libdevice define the special cases
SPECIAL_CASES = {
    "math.exp": [((-math.inf,), 0.0), ((math.inf,), math.inf), ((math.nan,), math.nan), ((-0.0,), 1.0),
                 ((-200.0,), 0.0), ((200.0,), math.inf), ((TINY,), 1.0)],
    "math.exp2": [((-math.inf,), 0.0), ((128.0,), math.inf), ((-149.0,), TINY), ((-150.0,), 0.0)],
    "math.log": [((0.0,), -math.inf), ((-0.0,), -math.inf), ((-1.0,), math.nan), ((math.inf,), math.inf),
                 ((1.0,), 0.0), ((-math.inf,), math.nan)],
    "math.log2": [((TINY,), -149.0), ((0.0,), -math.inf), ((1.0,), 0.0)],
    "math.sin": [((-0.0,), -0.0), ((math.inf,), math.nan), ((TINY,), TINY), ((-TINY,), -TINY)],
    "math.cos": [((0.0,), 1.0), ((-math.inf,), math.nan)],
    "math.tanh": [((math.inf,), 1.0), ((-math.inf,), -1.0), ((-0.0,), -0.0), ((20.0,), 1.0)],
    "math.erf": [((math.inf,), 1.0), ((-math.inf,), -1.0), ((-0.0,), -0.0)],
    "math.rsqrt": [((0.0,), math.inf), ((-0.0,), -math.inf), ((math.inf,), 0.0), ((-1.0,), math.nan)],
    "math.sqrt": [((-0.0,), -0.0), ((math.inf,), math.inf), ((-1.0,), math.nan), ((TINY,), 3.743392066509216e-23)],
    "math.atan2": [((0.0, -0.0), float(F32(math.pi))), ((-0.0, -0.0), -float(F32(math.pi))), ((-0.0, 0.0), -0.0),
                   ((math.inf, math.inf), float(F32(math.pi / 4))), ((1.0, math.inf), 0.0)],
    "math.powf": [((math.nan, 0.0), 1.0), ((1.0, math.nan), 1.0), ((-8.0, 1 / 3), math.nan),
                  ((0.0, -1.0), math.inf), ((-0.0, -1.0), -math.inf), ((2.0, 10.0), 1024.0)],
}


@pytest.mark.parametrize("op", sorted(SPECIAL_CASES))
def test_special_cases(op):
    cases = SPECIAL_CASES[op]
    inputs = [np.array([c[0][k] for c in cases], F32) for k in range(len(cases[0][0]))]
    got = run_op(op, "f32", *(("f32", a) for a in inputs), props=FASTMATH, width=0)
    expected = np.array([c[1] for c in cases], F32)
    assert_bits_equal(got, expected)


def assert_bits_equal(got: np.ndarray, expected: np.ndarray) -> None:
    """Equal bit for bit, except that a NaN matches any NaN (the GPU does not promise a payload)."""
    u = np.dtype(f"u{got.dtype.itemsize}")
    nan = np.isnan(expected.astype(np.float64))
    assert np.array_equal(np.isnan(got.astype(np.float64)), nan)
    bad = np.flatnonzero(got[~nan].view(u) != expected[~nan].view(u))
    assert bad.size == 0, f"{got[~nan][bad[:5]]} != {expected[~nan][bad[:5]]}"


# ---- exact ops ------------------------------------------------------------------------------------

def _keep_sign(r: float, x: float) -> float:
    return math.copysign(r, x) if r == 0 else r


def _integral(fn):
    return lambda x: x if not math.isfinite(x) else _keep_sign(float(fn(x)), x)


def _round_away(x: float) -> float:
    return math.copysign(math.floor(abs(x) + 0.5), x)  # |x| + 0.5 is exact in float64 for f32/f16/bf16


EXACT_UNARY = {
    "math.absf": abs, "math.floor": _integral(math.floor), "math.ceil": _integral(math.ceil),
    "math.trunc": _integral(math.trunc), "math.roundeven": _integral(round),
    "math.round": lambda x: x if not math.isfinite(x) else _round_away(x),
    "math.sqrt": lambda x: math.nan if x < 0 else math.sqrt(x),  # f64 sqrt rounded to f32/f16/bf16: correctly rounded
}
DTYPES = {"f32": F32, "f16": np.float16, "bf16": ml_dtypes.bfloat16}


def exact_inputs(dt) -> np.ndarray:
    halves = np.arange(-40, 41) / 2  # ties for round / roundeven
    finite = sweep(-20, 30)
    finite = finite[np.abs(finite.astype(np.float64)) < float(np.finfo(dt).max)]
    smallest = float(np.finfo(dt).smallest_subnormal)
    return np.concatenate([halves, finite, [smallest, -smallest]]).astype(dt)


@pytest.mark.parametrize("dtype", sorted(DTYPES))
@pytest.mark.parametrize("op", sorted(EXACT_UNARY))
def test_exact_unary_bit_for_bit(op, dtype):
    dt = DTYPES[dtype]
    x = exact_inputs(dt)
    got = run_op(op, dtype, (dtype, x), props=FASTMATH)
    expected = np.array([EXACT_UNARY[op](v) for v in x.astype(np.float64).tolist()]).astype(dt)
    assert_bits_equal(got, expected)


@pytest.mark.parametrize("dtype", sorted(DTYPES))
def test_copysign_bit_for_bit(dtype):
    dt = DTYPES[dtype]
    x = exact_inputs(dt)
    y = np.roll(x, 7)
    got = run_op("math.copysign", dtype, (dtype, x), (dtype, y), props=FASTMATH)
    expected = np.array([math.copysign(a, b) for a, b in zip(x.astype(np.float64).tolist(),
                                                             y.astype(np.float64).tolist())]).astype(dt)
    assert_bits_equal(got, expected)


def _fma_reference(a: float, b: float, c: float, dt) -> float:
    """``a * b + c`` rounded once to ``dt``: the exact rational, then the nearest of the float64
    rounding's neighbours in ``dt`` (ties to even)."""
    if not all(map(math.isfinite, (a, b, c))):
        return float(np.float64(a) * b + c)
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        return float(np.float64(a) * b + c)
    near = np.array([float(exact)], np.float64).astype(dt)
    candidates = [near, np.nextafter(near, dt(np.inf)), np.nextafter(near, dt(-np.inf))]
    finite = [v for v in candidates if np.isfinite(v[0])]
    if not finite:
        return float(near[0])
    best = min(finite, key=lambda v: (abs(Fraction(float(v[0])) - exact),
                                      int(v.view(np.dtype(f"u{v.itemsize}"))[0]) & 1))
    return float(best[0])


def _double_rounding_cases(dt) -> list[tuple[float, float, float]]:
    """(a, b, c) where a * b is exactly halfway between two ``dt`` values and a tiny c decides the
    rounding: float64 cannot hold a * b + c, so rounding it there first gives a tie, and ties to
    even then picks the wrong neighbour for half of these."""
    ulp = 2.0 ** -np.finfo(dt).nmant  # at 1
    return [(1 + k * ulp, 1.5, sign * tiny) for k in (1, 3) for sign in (1, -1) for tiny in (2.0 ** -70, 2.0 ** -100)]


@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16"])
def test_fma_rounds_once(dtype):
    dt = DTYPES[dtype]
    rng = np.random.default_rng(5)
    a = exact_inputs(dt)
    b = rng.permutation(a)
    # c close to -a*b, so that the sum cancels
    with np.errstate(over="ignore"):  # a product beyond the type's range is an infinite c
        c = (-(a.astype(np.float64) * b.astype(np.float64)) * rng.choice([1.0, 1 + 2.0 ** -9], a.size)).astype(dt)
    if dtype != "f16":  # f16's smallest value is 2^-24: float64 holds a * b + c exactly
        a, b, c = (np.concatenate([v, np.array(w, dt)]) for v, w in zip((a, b, c), zip(*_double_rounding_cases(dt))))
    got = run_op("math.fma", dtype, (dtype, a), (dtype, b), (dtype, c), props=FASTMATH)
    expected = np.array([_fma_reference(x, y, z, dt) for x, y, z in
                         zip(*(v.astype(np.float64).tolist() for v in (a, b, c)))]).astype(dt)
    assert_bits_equal(got, expected)


def test_fma_f64_rounds_once():
    third = 1 / 3  # third * 3 rounds to 1: fma(third, 3, -third * 3) is the rounding error, not 0
    a = np.array([1 + 2.0 ** -30, 1e308, 0.1, -0.0, 3.0, -0.0, 0.5, third], np.float64)
    b = np.array([1 - 2.0 ** -30, 10.0, 10.0, 5.0, math.inf, 5.0, 2.0, 3.0], np.float64)
    c = np.array([-1.0, -math.inf, -1.0, 0.0, -math.inf, -0.0, -1.0, -1.0], np.float64)
    got = run_op("math.fma", "f64", ("f64", a), ("f64", b), ("f64", c), props=FASTMATH, width=0)
    expected = np.array([-(2.0 ** -60), -math.inf, float(Fraction(0.1) * 10 - 1), 0.0, math.nan, -0.0, 0.0,
                         float(Fraction(third) * 3 - 1)])
    assert_bits_equal(got, expected)


INT_TYPES = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64}


def int_inputs(dt) -> np.ndarray:
    info = np.iinfo(dt)
    bits = info.bits
    powers = [1 << k for k in range(bits - 1)]
    values = [0, 1, -1, info.min, info.max, *powers, *(p - 1 for p in powers), *(-p for p in powers)]
    return np.array(values, np.int64).astype(dt)


@pytest.mark.parametrize("itype", sorted(INT_TYPES))
def test_ctlz_and_absi(itype):
    dt = INT_TYPES[itype]
    x = int_inputs(dt)
    bits = np.iinfo(dt).bits
    ints = [int(v) for v in x]
    ctlz = run_op("math.ctlz", itype, (itype, x), width=0)
    assert ctlz.tolist() == [bits - (v & ((1 << bits) - 1)).bit_length() for v in ints]
    absi = run_op("math.absi", itype, (itype, x), width=0)
    wrap = lambda v: (v + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))  # noqa: E731
    assert absi.tolist() == [wrap(abs(v)) for v in ints]  # abs(INT_MIN) wraps to INT_MIN


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
@pytest.mark.parametrize("op", ["math.exp", "math.tanh", "math.log"])
def test_half_precision_through_f32(op, dtype):
    """f16/bf16 operands go through the f32 function (MLIR extends them): one f32 result rounded
    to the narrow type is within half its ulp plus the f32 function's error."""
    dt = DTYPES[dtype]
    reference, _, _ = APPROXIMATE[op]
    with np.errstate(over="ignore"):  # f32's largest values are f16 infinities
        x = sweep(-14, 4, positive=op == "math.log").astype(dt)
    got = run_op(op, dtype, (dtype, x), props=FASTMATH)
    assert got.dtype == dt
    errors = ulp_errors(got, reference(x))
    assert errors.size > 1000
    assert errors.max() <= 0.5 + 2.0 ** -8


@pytest.mark.parametrize("op, props", [("vector.fma", ""), ("llvm.intr.fma", "<{fastmathFlags = #llvm.fastmath<none>}>")])
def test_every_fma_spelling_rounds_once(op, props):
    """vector.fma and llvm.intr.fma are the one fma.rn as math.fma (the same handler)."""
    a, b, c = (np.array(v, F32) for v in zip(*_double_rounding_cases(F32)))
    got = run_op(op, "f32", ("f32", a), ("f32", b), ("f32", c), props=props)
    expected = np.array([_fma_reference(x, y, z, F32) for x, y, z in
                         zip(*(v.astype(np.float64).tolist() for v in (a, b, c)))]).astype(F32)
    assert_bits_equal(got, expected)
