"""math dialect: what the GPU computes for each op (docs/design/numerics.md, section "math dialect").

jax's payloads keep math ops until jaxlib's pipeline (jaxlib/mosaic/gpu/custom_call.cc:281 at
jax-v0.10.2, ``convert-gpu-to-nvvm``) makes each a call of CUDA's libdevice (``__nv_expf``, ...) or
an LLVM intrinsic, elementwise over a vector; f16/bf16 operands are extended to f32 for the f32
function and its result truncated (MLIR's OpToFuncCallLowering). So an op is either

- exact (absf, absi, copysign, ceil, floor, trunc, round, roundeven, ctlz, fma, sqrt): the IEEE
  result, bit for bit (a NaN result is a quiet NaN; the GPU does not promise its payload), or
- one of libdevice's approximations: the emulator computes it in float64 and rounds once to f32,
  which is within half an f32 ulp (plus float64's own error, far below it) of the exact value,
  inside CUDA's published bound for the function (the table in numerics.md).
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
from xdsl.dialects import llvm, math as mdialect, vector

from mgpu.emulator.handlers.arith import elementwise, unsigned
from mgpu.emulator.handlers.registry import handler
from mgpu.emulator.rounding import sum_to_odd


def _libdevice(f64_fn):
    """The emulator's stand-in for a libdevice function: ``f64_fn`` of the f32 operands, rounded
    once to f32; f16/bf16 operands through f32 as MLIR lowers them; f64 ones with ``f64_fn`` itself
    (numpy's float64 function, within 1 ulp)."""

    def fn(*xs):
        dt = xs[0].dtype
        with np.errstate(all="ignore"):
            if dt == np.float64:
                return f64_fn(*xs)
            r = f64_fn(*(x.astype(np.float32).astype(np.float64) for x in xs)).astype(np.float32)
        return r if dt == np.float32 else r.astype(dt)

    return fn


def _sign_bit(dt: np.dtype) -> tuple[np.dtype, int]:
    """The unsigned integer type of ``dt``'s width, and its sign bit."""
    return np.dtype(f"u{dt.itemsize}"), 1 << (dt.itemsize * 8 - 1)


def _absf(x):
    u, sign = _sign_bit(x.dtype)
    return (x.view(u) & u.type(sign - 1)).view(x.dtype)


def _copysign(x, y):
    u, sign = _sign_bit(x.dtype)
    return ((x.view(u) & u.type(sign - 1)) | (y.view(u) & u.type(sign))).view(x.dtype)


def _round_half_away(x):
    # llvm.round / roundf: ties away from zero (numpy's round is to even). x - trunc(x) is exact.
    with np.errstate(invalid="ignore"):
        t = np.trunc(x)
        return np.where(np.abs(x - t) >= 0.5, t + np.sign(x), t).astype(x.dtype)


def _ctlz(x):
    """Leading zero bits of each integer (its width for 0), as llvm.ctlz with zero_poison=false."""
    width = x.dtype.itemsize * 8
    u = unsigned(x).astype(np.uint64)
    length = np.zeros(u.shape, np.int64)
    for shift in (32, 16, 8, 4, 2, 1):  # binary search for the highest set bit
        if shift < width:
            high = u >= np.uint64(1 << shift)
            length += np.where(high, shift, 0)
            u = np.where(high, u >> np.uint64(shift), u)
    length += (u != 0)
    return (width - length).astype(x.dtype)


def _absi(x):
    return np.abs(x)  # wraps: abs(INT_MIN) is INT_MIN (llvm.abs with is_int_min_poison=false)


def fma(x, y, z):
    """``x * y + z`` rounded once (fma.rn). For f32/f16/bf16 the product is exact in float64 and
    the sum is rounded to odd there before the one rounding to the result type (rounding.py);
    f64 is computed exactly with Python's integers."""
    dt = x.dtype
    if dt != np.float64:
        x64, y64, z64 = (v.astype(np.float64) for v in (x, y, z))
        with np.errstate(all="ignore"):
            return sum_to_odd(x64 * y64, z64).astype(dt)
    return _fma_f64(x, y, z)


def _fma_f64_one(a: float, b: float, c: float) -> float:
    if not (math.isfinite(a) and math.isfinite(b)):
        return a * b + c  # an infinite or NaN product: IEEE's rules for * then + give fma's result
    if not math.isfinite(c):
        return c  # a finite product (however large) plus inf or NaN
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:  # IEEE 754 6.3: -0 only for a sum of two -0s; +0 when non-zero terms cancel
        product_negative = (math.copysign(1.0, a) * math.copysign(1.0, b)) < 0
        both_negative_zeros = (a == 0 or b == 0) and product_negative and math.copysign(1.0, c) < 0
        return -0.0 if both_negative_zeros else 0.0
    try:
        return float(exact)  # rounds to nearest even, once
    except OverflowError:
        return math.inf if exact > 0 else -math.inf


def _fma_f64(x, y, z):
    with np.errstate(all="ignore"):
        return np.vectorize(_fma_f64_one, otypes=[np.float64])(x, y, z)


def _erf(v):
    return np.vectorize(math.erf, otypes=[np.float64])(v)


def _rsqrt(v):
    return 1.0 / np.sqrt(v)


_EXACT = {
    mdialect.AbsFOp: _absf, mdialect.CopySignOp: _copysign, mdialect.FloorOp: np.floor,
    mdialect.CeilOp: np.ceil, mdialect.TruncOp: np.trunc, mdialect.RoundOp: _round_half_away,
    mdialect.RoundEvenOp: np.rint, mdialect.AbsIOp: _absi, mdialect.CountLeadingZerosOp: _ctlz,
    mdialect.SqrtOp: _libdevice(np.sqrt),  # sqrt of an f32 in float64 is the correctly rounded f32
}
"""Ops whose GPU result is the exact (IEEE, correctly rounded) one."""

_APPROXIMATE = {
    mdialect.ExpOp: np.exp, mdialect.Exp2Op: np.exp2, mdialect.LogOp: np.log, mdialect.Log2Op: np.log2,
    mdialect.SinOp: np.sin, mdialect.CosOp: np.cos, mdialect.TanhOp: np.tanh, mdialect.ErfOp: _erf,
    mdialect.Atan2Op: np.arctan2, mdialect.PowFOp: np.power, mdialect.RsqrtOp: _rsqrt,
}
"""Ops the GPU computes with a libdevice approximation (numerics.md has each one's bound)."""

for _op, _f in _EXACT.items():
    handler(_op, pure=True)(elementwise(_f))
for _op, _f in _APPROXIMATE.items():
    handler(_op, pure=True)(elementwise(_libdevice(_f)))
handler(mdialect.FmaOp, vector.FMAOp, llvm.FMAOp, pure=True)(elementwise(fma))
