"""The ``cvt`` conversions jax builds for the narrow float types (fragmented_array.py:2700-2790
and :2286 at jax-v0.10.2; :3105-3225 of the 0.12.1 wheel, ``get_narrow_fp_rounding``), as value rules
of inline-asm blocks (registry.ptx_value; run by ptx_block.py) [PTX91 §9.7.9.21 cvt, §5.2.5 the
alternate floating-point formats; PTX ISA 9.4 §9.7.10.24 and §5.2.3 for its additions]:

- ``cvt.{rn,rz}.satfinite.{e4m3x2,e5m2x2,e2m1x2}.f32 d, a, b``: a to the high element of d, b to the low;
- ``cvt.{rn,rz}.satfinite.{e4m3x2,e5m2x2,e2m1x2}.{f16x2,bf16x2} d, a``: lane k of a to element k of d;
- ``cvt.rn.{f16x2,bf16x2}.{e4m3x2,e5m2x2,e2m1x2} d, a``: element k of a to lane k of d (exact);
- ``cvt.rn.bf16x2.ue8m0x2 d, a``: byte k of a, 2^(byte - 127) (0xFF: NaN), to lane k of d (exact);
- ``cvt.rn.scaled::n2::ue8m0.bf16x2.s2f6x2 d, a, scale``: element k of a (a signed 8-bit fixed
  point number with 6 fraction bits) times 2^(scale byte k - 127), rounded to bf16.

.rn rounds to nearest even (ml_dtypes' conversions, one rounding from the exact value); .rz toward zero
(the largest magnitude of the format not above the value's). .rz on these destinations is PTX ISA 9.4's,
on sm_107f only (§9.7.10.24, Target ISA Notes), which jax 0.12.1 passes on Rubin; no other rounding mode
is defined for them. With .satfinite (cvt, "Floating Point Notes") a value beyond the format's largest
magnitude MAX_NORM, or an infinity, becomes MAX_NORM with its sign; a NaN becomes a NaN of e4m3/e5m2 (the
emulator's: 0x7F) and the positive MAX_NORM of e2m1, which has no NaN. A NaN converted up to f16/bf16 is
their canonical NaN 0x7FFF.

Refused by name: ``cvt.{rz,rp}.satfinite.ue8m0x2.{f32,bf16x2}`` (jax's f8e8m0fnu casts): ue8m0 has
neither zero nor sign, and the ISA does not say what a zero, a negative value or (with .rz) a value below
2^-127 becomes; the ``.ue5m3x2`` forms (sm_107f): PTX ISA 9.4 §5.2.3 gives ue5m3's field widths and NaN
but not its exponent bias.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics.emulator import ptx as diag
from mgpu.emulator.handlers.float_ops import canonical_nan
from mgpu.emulator.lazy_dtypes import DtypeTable, ml_dtype
from mgpu.emulator.handlers.ptx_operands import PTX_TYPES, bits, lane_bits, lanes
from mgpu.emulator.handlers.registry import ptx_value
from mgpu.emulator.ptx import Instr, PtxError

_SIGNED = {"e4m3": "float8_e4m3fn", "e5m2": "float8_e5m2", "e2m1": "float4_e2m1fn"}
NARROW = DtypeTable(_SIGNED)
"""The narrow formats a cvt converts to (and from) -> their ml_dtypes type."""
_UPCAST = DtypeTable({**_SIGNED, "ue8m0": "float8_e8m0fnu"})
"""The formats a cvt converts from -> their ml_dtypes type: also ue8m0 (to bf16x2 only, §9.7.10.24)."""
_CODE_BITS = {"e4m3": 8, "e5m2": 8, "e2m1": 4, "ue8m0": 8}
_NARROW_NAN = 0x7F  # e4m3 and e5m2: sign 0, exponent and mantissa all ones
ROUNDINGS = ("rn", "rz")
"""The rounding modes the PTX ISA (9.4) defines for conversions to e4m3x2, e5m2x2 and e2m1x2."""
_UNDEFINED = {"ue8m0x2": diag.CVT_UE8M0_UNDEFINED, "ue5m3x2": diag.CVT_UE5M3_UNDEFINED}
"""Destination formats whose conversions are refused -> why."""


def _to_narrow(x: np.ndarray, fmt: str, rounding: str) -> np.ndarray:
    """.rn/.rz.satfinite conversion of float values to the codes of ``fmt`` (uint8, low bits)."""
    t = NARROW[fmt]
    x = x.astype(np.float32)
    nan = np.isnan(x)
    if rounding == "rz":
        codes = _toward_zero(x, fmt)
    else:
        import ml_dtypes  # (NARROW[fmt] imported it)

        big = float(ml_dtypes.finfo(t).max)
        codes = np.clip(np.where(nan, big, x), -big, big).astype(t).view(np.uint8)
    nan_code = np.uint8(_NARROW_NAN if fmt != "e2m1" else (1 << (_CODE_BITS[fmt] - 1)) - 1)  # (e2m1: +MAX_NORM)
    return np.where(nan, nan_code, codes).astype(np.uint8)


def _toward_zero(x: np.ndarray, fmt: str) -> np.ndarray:
    """The codes of the largest magnitudes of ``fmt`` not above |x|'s, with x's sign (beyond MAX_NORM and
    infinities: MAX_NORM, as .satfinite has it; a NaN's code is the caller's)."""
    values = _positive_values(fmt)  # (the codes 0, 1, ... of the non-negative finite values, increasing)
    mag = np.searchsorted(values, np.abs(x.astype(np.float64)), side="right") - 1
    sign = np.signbit(x).astype(np.uint8) << np.uint8(_CODE_BITS[fmt] - 1)
    return np.clip(mag, 0, None).astype(np.uint8) | sign


def _positive_values(fmt: str) -> np.ndarray:
    """The non-negative finite values of ``fmt``, in the order of their codes 0, 1, ... (float64)."""
    got = _POSITIVE.get(fmt)
    if got is None:
        v = np.arange(1 << (_CODE_BITS[fmt] - 1), dtype=np.uint8).view(NARROW[fmt]).astype(np.float64)
        got = _POSITIVE[fmt] = v[:np.count_nonzero(np.isfinite(v))]
    return got


_POSITIVE: dict = {}


def _from_narrow(codes: np.ndarray, fmt: str, dt) -> np.ndarray:
    """Codes of ``fmt`` as values of the 16-bit float type ``dt`` (exact), NaN canonical."""
    return canonical_nan(codes.astype(np.uint8).view(_UPCAST[fmt]).astype(np.float32).astype(dt))


def _pair(codes_lo: np.ndarray, codes_hi: np.ndarray, fmt: str) -> np.ndarray:
    w = _CODE_BITS[fmt]
    return codes_lo.astype(np.uint16) | (codes_hi.astype(np.uint16) << np.uint16(w))


@ptx_value("cvt")
def cvt(ins: Instr):
    mods = ins.modifiers
    if len(mods) < 3:
        raise PtxError(diag.CVT_UNSUPPORTED.format(mods='.'.join(mods)))
    rounding, dst, src = mods[0], mods[-2], mods[-1]
    flags = set(mods[1:-2])
    if dst in _UNDEFINED or src == "ue5m3x2":
        raise PtxError(_UNDEFINED[dst if dst in _UNDEFINED else src].format(mods='.'.join(mods)))
    d_fmt, s_fmt = dst.removesuffix("x2"), src.removesuffix("x2")
    if d_fmt in NARROW and dst.endswith("x2"):
        if rounding not in ROUNDINGS:
            raise PtxError(diag.CVT_ROUNDING_UNDEFINED.format(mods='.'.join(mods), dst=dst))
        if flags == {"satfinite"} and src == "f32":
            def down_f32(a, b):
                lo, hi = _to_narrow(lanes(b, "f32"), d_fmt, rounding), _to_narrow(lanes(a, "f32"), d_fmt, rounding)
                return _pair(lo, hi, d_fmt)
            return down_f32
        if flags == {"satfinite"} and src in ("f16x2", "bf16x2"):
            def down_x2(a):
                x = lanes(a, src)
                return _pair(_to_narrow(x[:, 0], d_fmt, rounding), _to_narrow(x[:, 1], d_fmt, rounding), d_fmt)
            return down_x2
        raise PtxError(diag.CVT_UNSUPPORTED.format(mods='.'.join(mods)))
    if rounding != "rn":
        raise PtxError(diag.CVT_ROUNDING_UNSUPPORTED.format(mods='.'.join(mods)))
    up_to = ("bf16x2",) if s_fmt == "ue8m0" else ("f16x2", "bf16x2")  # (the ISA converts ue8m0 to bf16x2 only)
    if s_fmt in _UPCAST and not flags and src.endswith("x2") and dst in up_to:
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
