"""arith on vectors in the emulator: comparisons giving ``vector<Nxi1>``, select on them, and the
vector forms of the int <-> float casts, with the conversion rules of the PTX instructions NVPTX
selects for them (docs/design/numerics.md, "math dialect": conversions)."""

from __future__ import annotations

import math
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

from .elementwise_kernel import run_op
from .test_math import assert_bits_equal, sweep

F32 = np.float32


def test_cmpf_vector_gives_i1_per_element():
    x = sweep(-5, 5)
    y = np.roll(x, 3)
    got = run_op("arith.cmpf", "i1", ("f32", x), ("f32", y), props="<{predicate = 4 : i64}>")  # olt
    assert got.dtype == np.bool_
    assert got.tolist() == (x < y).tolist()


def test_cmpi_vector_unsigned():
    x = np.array([-1, 0, 1, 7, -8, 2 ** 31 - 1, -(2 ** 31)] * 80, np.int32)
    y = np.roll(x, 1)
    got = run_op("arith.cmpi", "i1", ("i32", x), ("i32", y), props="<{predicate = 6 : i64}>")  # ult
    assert got.tolist() == (x.view(np.uint32) < y.view(np.uint32)).tolist()


def test_select_with_vector_condition():
    rng = np.random.default_rng(0)
    c = rng.random(512) < 0.5
    a, b = rng.standard_normal(512).astype(F32), rng.standard_normal(512).astype(F32)
    got = run_op("arith.select", "f32", ("i1", c), ("f32", a), ("f32", b))
    assert np.array_equal(got, np.where(c, a, b))


SATURATING = [math.nan, math.inf, -math.inf, 3.99, -3.99, -0.0, 0.5, -0.5, 1e30, -1e30, 2.0 ** 31, -(2.0 ** 31),
              2.0 ** 31 - 128, 2.0 ** 63, 300.0, -300.0, 65535.5]


def _saturate(v: float, lo: int, hi: int) -> int:
    return 0 if math.isnan(v) else max(lo, min(hi, math.trunc(v) if math.isfinite(v) else (hi if v > 0 else lo)))


@pytest.mark.parametrize("itype", ["i8", "i16", "i32", "i64"])
def test_fptosi_saturates_and_nan_is_zero(itype):
    """cvt.rzi.sN.f32: toward zero, clamped to the range, NaN -> 0 (LLVM: poison out of range)."""
    dt = np.dtype(f"int{itype[1:]}")
    info = np.iinfo(dt)
    x = np.array(SATURATING, F32)
    got = run_op("arith.fptosi", itype, ("f32", x), width=0)
    assert got.tolist() == [_saturate(float(v), int(info.min), int(info.max)) for v in x]


@pytest.mark.parametrize("itype", ["i8", "i16", "i32", "i64"])
def test_fptoui_saturates_and_nan_is_zero(itype):
    bits = int(itype[1:])
    x = np.array(SATURATING, F32)
    got = run_op("arith.fptoui", itype, ("f32", x), width=0)
    assert got.view(f"u{bits // 8}").tolist() == [_saturate(float(v), 0, 2 ** bits - 1) for v in x]


def _nearest(value: int, dt) -> float:
    """The integer rounded once to nearest even in ``dt``: compare the float64 rounding's
    neighbours in ``dt`` by exact distance."""
    near = np.array([float(value)]).astype(dt)
    candidates = [v for v in (near, np.nextafter(near, dt(np.inf)), np.nextafter(near, dt(-np.inf)))
                  if np.isfinite(v[0])]
    if not candidates or abs(value) >= float(np.finfo(dt).max) * 2:
        return float(near[0])  # beyond the range: infinity
    best = min(candidates, key=lambda v: (abs(Fraction(float(v[0])) - value),
                                          int(v.view(np.dtype(f"u{v.itemsize}"))[0]) & 1))
    return float(best[0])


@pytest.mark.parametrize("ftype", ["f32", "bf16", "f16"])
def test_sitofp_and_uitofp_of_i64_round_once(ftype):
    dt = {"f32": F32, "bf16": ml_dtypes.bfloat16, "f16": np.float16}[ftype]
    rng = np.random.default_rng(1)
    # around 2^k, with the low bits that decide a tie beyond float64's 53 bits
    x = np.concatenate([(np.int64(1) << rng.integers(40, 63, 300)) + rng.integers(-(2 ** 20), 2 ** 20, 300),
                        np.array([2 ** 62 + 2 ** 38 + 1, -(2 ** 62) - 2 ** 38 - 1, 2 ** 62 + 2 ** 54 + 1,
                                  -(2 ** 62) - 2 ** 54 - 1, 2 ** 62 + 3 * 2 ** 54 - 1, 2 ** 63 - 1, -(2 ** 63), 7, -1])])
    with np.errstate(over="ignore"):
        signed = run_op("arith.sitofp", ftype, ("i64", x.astype(np.int64)), width=0)
        unsigned = run_op("arith.uitofp", ftype, ("i64", x.astype(np.int64)), width=0)
        assert_bits_equal(signed, np.array([_nearest(int(v), dt) for v in x]).astype(dt))
        assert_bits_equal(unsigned, np.array([_nearest(int(v) % 2 ** 64, dt) for v in x]).astype(dt))


def test_vector_int_casts():
    x = np.array([-1, 0, 1, -(2 ** 31), 2 ** 31 - 1] * 100, np.int32)
    assert run_op("arith.extsi", "i64", ("i32", x)).tolist() == x.astype(np.int64).tolist()
    assert run_op("arith.extui", "i64", ("i32", x)).tolist() == x.view(np.uint32).astype(np.int64).tolist()
    assert run_op("arith.index_cast", "index", ("i32", x)).tolist() == x.astype(np.int64).tolist()
    assert run_op("arith.sitofp", "f32", ("i32", x)).tolist() == x.astype(np.float64).astype(F32).tolist()


def test_remf_is_fmod():
    """MLIR's arith.remf: C's fmod, exact, the sign of the dividend (also for a zero result)."""
    x = sweep(-10, 20, seed=7)
    y = np.roll(sweep(-5, 5, seed=8), 11)
    got = run_op("arith.remf", "f32", ("f32", x), ("f32", y), props="<{fastmath = #arith.fastmath<none>}>")

    def fmod(a: float, b: float) -> float:
        if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0:
            return math.nan
        return math.fmod(a, b)

    expected = np.array([fmod(a, b) for a, b in zip(x.astype(np.float64).tolist(),
                                                    y.astype(np.float64).tolist())]).astype(F32)
    assert_bits_equal(got, expected)
