"""float32 -> float16 rounded to nearest even, the bits of numpy's cast computed in a few array passes.

numpy (2.4, built for x86-64's baseline) converts float32 to float16 one element at a time in software
(numpy/_core/src/common/half_private.hpp, ``FromFloatBits``), and a value that underflows (a float16
subnormal or zero from a non-zero float32) raises the floating-point underflow flag there, about 60 ns an
element against 2-3 ns otherwise. A softmax's
probabilities are mostly such values (attention's ``exp2`` of scores far below the row's maximum, cast to f16
for the second matmul: nine in ten at seq 2048). The same rounding as whole-array integer and float32 steps
(the method of F. Giesen's ``float_to_half_fast3_rtne``, https://gist.github.com/rygorous/2156668):

- f16's normal range (|x| >= 2^-14): the exponent rebiased (127 -> 15: minus 112 << 23) and the 13 bits
  below f16's 10 rounded to nearest even by adding 0xFFF plus the kept last bit; a carry into the exponent is
  the next binade, up to infinity (0x7C00), which also bounds what overflows.
- below it, f16's subnormals step by 2^-24, the spacing of float32 in [0.5, 1): ``0.5 + |x|`` in float32
  is |x| rounded to that step, to nearest even, once, and its low bits are the f16 significand (1024: the
  smallest normal, 0x0400).
- NaN keeps numpy's own conversion (its payload rule, ``x[nan].astype``).

tests/emulator/test_f16_rounding.py compares every rounding boundary of every exponent with numpy's cast;
the whole float32 range (all 2^32 bit patterns) was compared once too: the same bits.
"""

from __future__ import annotations

import numpy as np

_ABS = np.uint32(0x7FFFFFFF)
_REBIAS = np.uint32((0xFFF - (112 << 23)) % (1 << 32))  # (the round-half bias and the exponent's rebias, mod 2^32)
_F16_INF = np.uint32(0x7C00)
_F16_NORMAL_MIN = np.uint32(0x38800000)  # 2^-14 as float32 bits
_HALF = np.float32(0.5)
_HALF_BITS = np.uint32(0x3F000000)
_F32_INF = np.uint32(0x7F800000)


def f32_to_f16(x: np.ndarray) -> np.ndarray:
    """``x`` (float32) as float16, rounded to nearest even: the bits of ``x.astype(np.float16)``."""
    if x.ndim == 0:
        return f32_to_f16(x.reshape(1)).reshape(())
    bits = x.view(np.uint32)
    a = bits & _ABS
    h = a >> np.uint32(13)
    h &= np.uint32(1)
    h += _REBIAS
    h += a
    h >>= np.uint32(13)
    np.minimum(h, _F16_INF, out=h)
    with np.errstate(invalid="ignore"):  # (a signalling NaN's sum: replaced below)
        sub = (a.view(np.float32) + _HALF).view(np.uint32)
    sub -= _HALF_BITS
    np.copyto(h, sub, where=a < _F16_NORMAL_MIN)
    sign = bits >> np.uint32(16)
    sign &= np.uint32(0x8000)
    h |= sign
    out = h.astype(np.uint16).view(np.float16)
    nan = a > _F32_INF
    if nan.any():
        out[nan] = x[nan].astype(np.float16)
    return out
