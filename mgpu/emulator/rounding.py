"""Exact float64 sums rounded to odd: how the emulator rounds a result once to a narrower type.

A value rounded to odd into float64 (53 bits), then rounded to nearest into a type of at most 51
bits, is the value rounded to nearest once (Boldo & Melquiond, "Emulation of FMA and correctly
rounded sums: proved algorithms using rounding to odd", IEEE TC 2008). The emulator uses it for an
f32/f16/bf16 fma (the product of two such values is exact in float64) and for 64-bit integers
converted to f16/bf16.
"""

from __future__ import annotations

import numpy as np


def sum_to_odd(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``a + b`` (float64, exact inputs) rounded to odd: the float64 nearest to the exact sum when
    it is exact, else whichever float64 neighbour of the exact sum has an odd last bit."""
    with np.errstate(all="ignore"):
        s = a + b
        # Knuth's TwoSum: err is exactly (a + b) - s wherever s is finite
        bv = s - a
        err = (a - (s - bv)) + (b - bv)
        inexact = np.isfinite(s) & (err != 0)
        even = (s.view(np.uint64) & np.uint64(1)) == 0
        toward = np.where(err > 0, np.inf, -np.inf)
        return np.where(inexact & even, np.nextafter(s, toward), s)
