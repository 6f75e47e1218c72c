"""The ``cvt`` conversions jax builds for the narrow float types (fragmented_array.py:2700-2790
and :2286 at jax-v0.10.2), as value rules of inline-asm blocks (registry.ptx_value; run by
ptx_block.py) [PTX91 §9.7.9.21 cvt, §5.2.5 the alternate floating-point formats]:

- ``cvt.rn.satfinite.{e4m3x2,e5m2x2,e2m1x2}.f32 d, a, b``: a to the high element of d, b to the low;
- ``cvt.rn.satfinite.{e4m3x2,e5m2x2,e2m1x2}.{f16x2,bf16x2} d, a``: lane k of a to element k of d;
- ``cvt.rn.{f16x2,bf16x2}.{e4m3x2,e5m2x2,e2m1x2} d, a``: element k of a to lane k of d (exact);
- ``cvt.rn.scaled::n2::ue8m0.bf16x2.s2f6x2 d, a, scale``: element k of a (a signed 8-bit fixed
  point number with 6 fraction bits) times 2^(scale byte k - 127), rounded to bf16.

Rounding is to nearest even (ml_dtypes' conversions, one rounding from the exact value). With
.satfinite (cvt, "Floating Point Notes") a value beyond the format's largest magnitude MAX_NORM, or
an infinity, becomes MAX_NORM with its sign; a NaN becomes a NaN of e4m3/e5m2 (the emulator's:
0x7F) and the positive MAX_NORM of e2m1, which has no NaN. A NaN converted up to f16/bf16 is their
canonical NaN 0x7FFF.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics.emulator import ptx as diag
from mgpu.emulator.handlers.float_ops import canonical_nan
from mgpu.emulator.lazy_dtypes import DtypeTable, ml_dtype
from mgpu.emulator.handlers.ptx_operands import PTX_TYPES, bits, lane_bits, lanes
from mgpu.emulator.handlers.registry import ptx_value
from mgpu.emulator.ptx import Instr, PtxError

NARROW = DtypeTable({"e4m3": "float8_e4m3fn", "e5m2": "float8_e5m2", "e2m1": "float4_e2m1fn"})
"""The narrow formats -> their ml_dtypes type."""
_CODE_BITS = {"e4m3": 8, "e5m2": 8, "e2m1": 4}
_NARROW_NAN = 0x7F  # e4m3 and e5m2: sign 0, exponent and mantissa all ones


def _to_narrow(x: np.ndarray, fmt: str) -> np.ndarray:
    """.rn.satfinite conversion of float values to the codes of ``fmt`` (uint8, low bits)."""
    t = NARROW[fmt]
    x = x.astype(np.float32)
    nan = np.isnan(x)
    import ml_dtypes  # (NARROW[fmt] imported it)

    big = float(ml_dtypes.finfo(t).max)
    codes = np.clip(np.where(nan, big, x), -big, big).astype(t).view(np.uint8)
    return codes if fmt == "e2m1" else np.where(nan, np.uint8(_NARROW_NAN), codes).astype(np.uint8)


def _from_narrow(codes: np.ndarray, fmt: str, dt) -> np.ndarray:
    """Codes of ``fmt`` as values of the 16-bit float type ``dt`` (exact), NaN canonical."""
    return canonical_nan(codes.astype(np.uint8).view(NARROW[fmt]).astype(np.float32).astype(dt))


def _pair(codes_lo: np.ndarray, codes_hi: np.ndarray, fmt: str) -> np.ndarray:
    w = _CODE_BITS[fmt]
    return codes_lo.astype(np.uint16) | (codes_hi.astype(np.uint16) << np.uint16(w))


@ptx_value("cvt")
def cvt(ins: Instr):
    mods = ins.modifiers
    if len(mods) < 3 or mods[0] != "rn":
        raise PtxError(diag.CVT_ROUNDING_UNSUPPORTED.format(mods='.'.join(mods)))
    dst, src = mods[-2], mods[-1]
    flags = set(mods[1:-2])
    d_fmt, s_fmt = dst.removesuffix("x2"), src.removesuffix("x2")
    if d_fmt in NARROW and flags == {"satfinite"} and s_fmt in ("f32", "f16", "bf16") and dst.endswith("x2"):
        if src == "f32":
            def down_f32(a, b):
                return _pair(_to_narrow(lanes(b, "f32"), d_fmt), _to_narrow(lanes(a, "f32"), d_fmt), d_fmt)
            return down_f32
        if src.endswith("x2"):
            def down_x2(a):
                x = lanes(a, src)
                return _pair(_to_narrow(x[:, 0], d_fmt), _to_narrow(x[:, 1], d_fmt), d_fmt)
            return down_x2
    if s_fmt in NARROW and not flags and dst in ("f16x2", "bf16x2") and src.endswith("x2"):
        dt, w = PTX_TYPES[d_fmt], _CODE_BITS[s_fmt]

        def up(a):
            a = bits(a, 16)
            lo, hi = a & np.uint16((1 << w) - 1), (a >> np.uint16(w)) & np.uint16((1 << w) - 1)
            return lane_bits(np.stack([_from_narrow(lo, s_fmt, dt), _from_narrow(hi, s_fmt, dt)], -1))
        return up
    if flags == {"scaled::n2::ue8m0"} and dst == "bf16x2" and src == "s2f6x2":
        def scaled(a, scale):
            a, scale = bits(a, 16), bits(scale, 16)
            out = []
            for k in range(2):
                fixed = ((a >> np.uint16(8 * k)) & np.uint16(0xFF)).astype(np.uint8).view(np.int8)
                e = ((scale >> np.uint16(8 * k)) & np.uint16(0xFF)).astype(np.int64)
                with np.errstate(all="ignore"):
                    v = np.ldexp(fixed.astype(np.float64), (e - 127 - 6).astype(np.int32))
                out.append(np.where(e == 0xFF, np.nan, v).astype(ml_dtype("bfloat16")))  # ue8m0 0xFF: NaN
            return lane_bits(canonical_nan(np.stack(np.broadcast_arrays(*out), -1)))
        return scaled
    raise PtxError(diag.CVT_UNSUPPORTED.format(mods='.'.join(mods)))
