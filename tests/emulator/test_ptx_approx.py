"""The ``.approx`` PTX functions (handlers/approx.py) through the strings jax 0.10.2 builds
(fragmented_array.py:1805-1859, ``_lift_fast_instr``: ``"{instr} $0, $1;"``, "=f,f"): over a
sweep of inputs the emulator stays inside the PTX ISA's error bound of each instruction (the table
of docs/design/numerics.md, "inline PTX"), gives the ISA's special values, and ``.ftz`` flushes
subnormal inputs and results to zero of the same sign."""

from __future__ import annotations

import math

import numpy as np
import pytest

from mgpu.emulator.errors import EmulatorError

from .inline_ptx import N, run_asm

RNG = np.random.default_rng(1805)
ULP = 2.0 ** -23  # f32 ulp of 1
TINY = float(np.finfo(np.float32).tiny)
SUB = float(np.finfo(np.float32).smallest_subnormal)

# instruction (jax's spelling) -> [(exact function, input range, kind of bound, bound)] as the ISA states
# them (PTX ISA 9.1 §9.7.3.16-22); "ulp": from the correctly rounded result
PI = math.pi
BOUNDS = {
    "ex2.approx.ftz.f32": [(np.exp2, (-125.0, 127.0), "ulp", 2.0)],
    "lg2.approx.ftz.f32": [(np.log2, (0.5, 2.0), "absolute", 2.0 ** -22),
                           (np.log2, (2.0, 3e38), "relative", 2.0 ** -22),
                           (np.log2, (TINY, 0.5), "relative", 2.0 ** -22)],
    "rsqrt.approx.f32": [(lambda x: 1 / np.sqrt(x), (SUB, 3e38), "relative", 2.0 ** -22.9)],
    "tanh.approx.f32": [(np.tanh, (-20.0, 20.0), "relative", 2.0 ** -11)],
    "sin.approx.f32": [(np.sin, (-2 * PI, 2 * PI), "absolute", 2.0 ** -20.5),
                       (np.sin, (-100 * PI, 100 * PI), "absolute", 2.0 ** -14.7)],
    "cos.approx.f32": [(np.cos, (-2 * PI, 2 * PI), "absolute", 2.0 ** -20.5),
                       (np.cos, (-100 * PI, 100 * PI), "absolute", 2.0 ** -14.7)],
}


def _run(instr: str, x: np.ndarray) -> np.ndarray:
    return run_asm(f"{instr} $0, $1;", "=f,f", [("f32", np.asarray(x, np.float32))], "f32")


def _sweep(lo: float, hi: float) -> np.ndarray:
    """N inputs in [lo, hi]: evenly spread, and spread over the exponents for wide positive ranges."""
    if lo > 0 and hi / lo > 1e6:
        return np.exp2(np.linspace(math.log2(lo), math.log2(hi), N)).astype(np.float32)
    return np.concatenate([np.linspace(lo, hi, N - 8), RNG.uniform(lo, hi, 8)]).astype(np.float32)


@pytest.mark.parametrize("instr, fn, bounds, kind, bound",
                         [(i, *b) for i, bs in BOUNDS.items() for b in bs],
                         ids=[f"{i}-{b[2]}-{b[1][0]:.3g}" for i, bs in BOUNDS.items() for b in bs])
def test_approx_stays_inside_the_isa_bound(instr, fn, bounds, kind, bound):
    x = _sweep(*bounds)
    got = _run(instr, x).astype(np.float64)
    exact = fn(x.astype(np.float64))
    if kind == "ulp":
        rounded = exact.astype(np.float32)
        err = np.abs(got - rounded) / np.spacing(np.abs(rounded)).astype(np.float64)
    else:
        err = np.abs(got - exact) / (np.abs(exact) if kind == "relative" else 1.0)
    assert float(err.max()) <= bound


SPECIALS = {
    "ex2.approx.ftz.f32": [(-np.inf, 0.0), (np.inf, np.inf), (0.0, 1.0), (-0.0, 1.0), (np.nan, np.nan)],
    "lg2.approx.ftz.f32": [(0.0, -np.inf), (-0.0, -np.inf), (-1.0, np.nan), (np.inf, np.inf), (1.0, 0.0)],
    "rsqrt.approx.f32": [(0.0, np.inf), (-0.0, -np.inf), (-1.0, np.nan), (np.inf, 0.0), (np.nan, np.nan)],
    "tanh.approx.f32": [(np.inf, 1.0), (-np.inf, -1.0), (-0.0, -0.0), (np.nan, np.nan), (SUB, SUB)],  # (passed through)
    "sin.approx.f32": [(np.inf, np.nan), (-np.inf, np.nan), (-0.0, -0.0), (0.0, 0.0)],
    "cos.approx.f32": [(np.inf, np.nan), (-0.0, 1.0), (np.nan, np.nan)],
}


@pytest.mark.parametrize("instr", SPECIALS)
def test_approx_special_values(instr):
    cases = SPECIALS[instr]
    x = np.resize(np.array([a for a, _ in cases], np.float32), N)
    got = _run(instr, x).view(np.uint32)[:len(cases)]
    want = [0x7FFFFFFF if math.isnan(b) else int(np.array(b, np.float32).view(np.uint32)) for _, b in cases]
    assert got.tolist() == want


def test_ftz_flushes_subnormal_inputs():
    x = np.resize(np.array([SUB, -SUB, TINY / 2, -TINY / 3], np.float32), N)
    assert set(_run("ex2.approx.ftz.f32", x).tolist()) == {1.0}  # 2^(+-0)
    assert set(_run("lg2.approx.ftz.f32", np.abs(x)).tolist()) == {-np.inf}  # lg2(+0)


def test_ftz_flushes_subnormal_results_to_signed_zero():
    x = np.resize(np.array([-127.0, -140.0, -149.0], np.float32), N)  # 2^x is subnormal in f32
    got = _run("ex2.approx.ftz.f32", x).view(np.uint32)
    assert set(got.tolist()) == {0}


def test_without_ftz_subnormals_are_kept():
    got = _run("rsqrt.approx.f32", np.full(N, SUB, np.float32))
    assert np.isfinite(got).all() and abs(float(got[0]) - 1 / math.sqrt(SUB)) <= 2.0 ** -22.9 / math.sqrt(SUB)


@pytest.mark.parametrize("asm, constraints, typ", [
    ("tanh.approx.f16 $0, $1;", "=h,h", "i16"),  # jax 0.12.0.1, fragmented_array.py:2134-2143 (_lift_fast_packed_instr)
    ("tanh.approx.f16x2 $0, $1;", "=r,r", "i32"),
    ("tanh.approx.bf16 $0, $1;", "=h,h", "i16"),
    ("tanh.approx.bf16x2 $0, $1;", "=r,r", "i32"),
    ("sqrt.approx.f32 $0, $1;", "=f,f", "f32"),  # fragmented_array.py:2158-2165
])
def test_approximations_without_bit_exact_results_are_refused_by_name(asm, constraints, typ):
    """The ISA bounds these approximations' error without defining their bits: refused, located,
    naming the instruction and why (handlers/approx.py NOT_BIT_EXACT)."""
    name = asm.split()[0]
    dtype = {"i16": np.int16, "i32": np.int32, "f32": np.float32}[typ]
    with pytest.raises(EmulatorError, match=rf"'llvm.inline_asm' op cannot emulate the inline PTX \"{name} \$0, \$1;\": "
                                            rf"{name} is not emulated: the PTX ISA bounds its error but does not "
                                            r"define its result bit for bit"):
        run_asm(asm, constraints, [(typ, np.zeros(N, dtype))], typ)
