"""The narrow-float ``cvt`` blocks of inline PTX (handlers/convert.py), as jax 0.10.2 builds them
(fragmented_array.py:2493-2626, ``pairwise_convert``; :2283-2300, the int4 -> bf16 ``s2f6x2``
block) and jax 0.12.1 (:2900-3035, with the rounding of ``get_narrow_fp_rounding``, :3105-3225),
against references written from the formats' definitions: the nearest finite value of the format
by enumeration (ties to the even code; .rz: the largest magnitude not above), saturated, bit for bit."""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.errors import EmulatorError

from .inline_ptx import N, run_asm

RNG = np.random.default_rng(2786)
FORMATS = {"e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2, "e2m1": ml_dtypes.float4_e2m1fn}
CODE_BITS = {"e4m3": 8, "e5m2": 8, "e2m1": 4}
HALF = {"f16": np.float16, "bf16": ml_dtypes.bfloat16}


def _block(lines: list[str]) -> str:
    """A block laid out as jax lays it out ("\\t" + "\\n\\t".join(lines))."""
    return "\t" + "\n\t".join(["{", *lines, "}"])


def _down_f32(fmt: str, n: int, rounding: str = "rn") -> tuple[str, str]:
    """f32 -> fmt for n elements (n // 2 pairs; the operands of a 32-bit source are swapped)."""
    pairs = n // 2
    lines = [f".reg .b{2 * CODE_BITS[fmt]} result_pair<{pairs}>;"]
    lines += [f"cvt.{rounding}.satfinite.{fmt}x2.f32 result_pair{i}, ${2 * i + 2}, ${2 * i + 1};"
              for i in range(pairs)]
    lines.append(f"mov.b32 $0, {{ {', '.join(f'result_pair{i}' for i in range(pairs))} }};")
    return _block(lines), "=r" + ",r" * n


def _down_half(fmt: str, half: str, rounding: str = "rn") -> tuple[str, str, int]:
    """f16/bf16 -> fmt for one 32-bit result (4 e4m3/e5m2 or 8 e2m1 elements, from as many packed
    source registers as pairs)."""
    pairs = 32 // (2 * CODE_BITS[fmt])
    lines = [f".reg .b{2 * CODE_BITS[fmt]} result_pair<{pairs}>;"]
    lines += [f"cvt.{rounding}.satfinite.{fmt}x2.{half}x2 result_pair{i}, ${i + 1};" for i in range(pairs)]
    lines.append(f"mov.b32 $0, {{ {', '.join(f'result_pair{i}' for i in range(pairs))} }};")
    return _block(lines), "=r" + ",r" * pairs, pairs


def _up(fmt: str, half: str) -> tuple[str, str, int]:
    """fmt -> f16/bf16 for one 32-bit source register (4 e4m3/e5m2 or 8 e2m1 elements)."""
    pairs = 32 // (2 * CODE_BITS[fmt])
    names = ", ".join(f"source_pair{i}" for i in range(pairs))
    lines = [f".reg .b{2 * CODE_BITS[fmt]} source_pair<{pairs}>;", f"mov.b32 {{ {names} }}, ${pairs};",
             f".reg .b32 result_pair<{pairs}>;"]
    lines += [f"cvt.rn.{half}x2.{fmt}x2 result_pair{i}, source_pair{i};" for i in range(pairs)]
    lines += [f"mov.b32 ${i}, result_pair{i};" for i in range(pairs)]
    return _block(lines), ",".join(["=r"] * pairs + ["r"]), pairs


def _positive_codes(fmt: str) -> tuple[list[int], list[float]]:
    t = FORMATS[fmt]
    codes = [c for c in range(1 << (CODE_BITS[fmt] - 1))
             if math.isfinite(float(np.array([c], np.uint8).view(t)[0]))]
    return codes, [float(np.array([c], np.uint8).view(t)[0]) for c in codes]


def _ref_down(fmt: str, x: float) -> int:
    """.rn.satfinite: the nearest finite value (ties to the even code), beyond the largest: it."""
    if math.isnan(x):  # e4m3/e5m2: a NaN (0x7F); e2m1, without NaN: the positive MAX_NORM
        return 0x7F if fmt != "e2m1" else 0x7
    codes, vals = _positive_codes(fmt)
    m = min(abs(x), vals[-1])
    best = min(range(len(codes)), key=lambda i: (abs(vals[i] - m), codes[i] & 1))
    return codes[best] | (math.copysign(1, x) < 0) << (CODE_BITS[fmt] - 1)


def _inputs(fmt: str, n: int) -> np.ndarray:
    """f32 values around the format's range: random ones, the format's values and the midpoints
    between them (the ties), values beyond the largest, infinities, NaN, signed zeros."""
    _, vals = _positive_codes(fmt)
    mids = [(a + b) / 2 for a, b in zip(vals, vals[1:])]
    big = vals[-1]
    special = [np.nan, np.inf, -np.inf, 0.0, -0.0, big, big * 1.03, big * 1.1, 1e30, vals[1] / 2, vals[1] / 3]
    rnd = np.exp2(RNG.uniform(-12, math.log2(big) + 1, n)) * RNG.choice([-1, 1], n)
    rest = RNG.permutation(np.concatenate([vals, mids, [-v for v in mids], rnd]))
    return RNG.permutation(np.concatenate([special, rest])[:n].astype(np.float32))


@pytest.mark.parametrize("fmt", ["e4m3", "e5m2", "e2m1"])
def test_cvt_f32_to_narrow_rn_satfinite(fmt):
    n = 8 if fmt == "e2m1" else 4
    asm, constraints = _down_f32(fmt, n)
    x = _inputs(fmt, N * n).reshape(N, n)
    got = run_asm(asm, constraints, [("f32", x[:, i]) for i in range(n)], "i32").view(np.uint32)
    w = CODE_BITS[fmt]
    want = [sum(_ref_down(fmt, float(v)) << (w * i) for i, v in enumerate(row)) for row in x]
    assert got.tolist() == want


@pytest.mark.parametrize("fmt", ["e4m3", "e5m2"])
@pytest.mark.parametrize("half", ["f16", "bf16"])
def test_cvt_half_to_f8_rn_satfinite(fmt, half):
    asm, constraints, _ = _down_half(fmt, half)
    with np.errstate(over="ignore"):  # (f16: values beyond 65504 become infinities, saturated too)
        x = _inputs(fmt, N * 4).astype(HALF[half]).reshape(N, 4)
    regs = np.ascontiguousarray(x).view(np.int32)  # (N, 2): elements (0, 1) and (2, 3)
    got = run_asm(asm, constraints, [("i32", regs[:, 0]), ("i32", regs[:, 1])], "i32").view(np.uint32)
    want = [sum(_ref_down(fmt, float(v)) << (8 * i) for i, v in enumerate(row)) for row in x]
    assert got.tolist() == want


@pytest.mark.parametrize("fmt", ["e4m3", "e5m2", "e2m1"])
@pytest.mark.parametrize("half", ["f16", "bf16"])
def test_cvt_narrow_to_half_is_exact(fmt, half):
    asm, constraints, n_out = _up(fmt, half)
    codes = RNG.integers(0, 2**32, N, dtype=np.uint64).astype(np.uint32)
    codes[0] = 0x7F7FFF80 if fmt != "e2m1" else 0x89ABCDEF  # NaNs (of e4m3/e5m2), -0.0
    outs = run_asm(asm, constraints, [("i32", codes.view(np.int32))], ("i32",) * n_out)
    got = np.stack(outs, -1).view(np.uint16).reshape(N, -1)
    w, t = CODE_BITS[fmt], FORMATS[fmt]
    for c, row in zip(codes.tolist(), got.tolist()):
        vals = [float(np.array([(c >> (w * k)) & ((1 << w) - 1)], np.uint8).view(t)[0]) for k in range(32 // w)]
        assert row == [0x7FFF if math.isnan(v) else int(np.array(v, HALF[half]).view(np.uint16)) for v in vals]


def test_cvt_single_e2m1_pair_through_b8_registers():
    # vector_len 2: ".reg .b8 source_pair; mov.b16 {source_pair, _}, $1;" and "mov.b16 $0, {r, r}"
    up = _block([".reg .b8 source_pair;", "mov.b16 {source_pair, _}, $1;", ".reg .b32 result_pair<1>;",
                 "cvt.rn.f16x2.e2m1x2 result_pair0, source_pair;", "mov.b32 $0, result_pair0;"])
    codes = np.arange(N, dtype=np.int16) % 256
    got = run_asm(up, "=r,h", [("i16", codes)], "i32").view(np.float16).reshape(N, 2)
    t = FORMATS["e2m1"]
    assert got.astype(np.float32).tolist() == [[float(np.array([c & 15], np.uint8).view(t)[0]),
                                                float(np.array([c >> 4], np.uint8).view(t)[0])] for c in codes.tolist()]
    down = _block([".reg .b8 result_pair<1>;", "cvt.rn.satfinite.e2m1x2.f16x2 result_pair0, $1;",
                   "mov.b16 $0, { result_pair0, result_pair0 };"])
    back = run_asm(down, "=h,r", [("i32", np.ascontiguousarray(got).view(np.int32).reshape(-1))], "i16").view(np.uint16)
    assert back.tolist() == [(c & 0xFF) * 0x101 for c in codes.tolist()]


@pytest.mark.parametrize("part", range(4))
def test_cvt_scaled_s2f6_int4_to_bf16_block(part):
    # fragmented_array.py:2283-2300 (upcast_i4_to_bf16 with PTX ISA >= 9.1)
    asm = f"""
                {{
                .reg .b32 evens, odds, lo, hi;
                .reg .b16 part<4>;
                .reg .b16 scale;
                and.b32 evens, $1, 0x0F0F0F0F;
                and.b32 odds, $1, 0xF0F0F0F0;
                shl.b32 evens, evens, 4;
                prmt.b32 lo, evens, odds, 0x5140;
                prmt.b32 hi, evens, odds, 0x7362;
                mov.b32 {{part0, part1}}, lo;
                mov.b32 {{part2, part3}}, hi;
                mov.b16 scale, 0x8181;
                cvt.rn.scaled::n2::ue8m0.bf16x2.s2f6x2 $0, part{part}, scale;
                }}
                """
    a = RNG.integers(0, 2**32, N, dtype=np.uint64).astype(np.uint32)
    got = run_asm(asm, "=r,r", [("i32", a.view(np.int32))], "i32").view(ml_dtypes.bfloat16).reshape(N, 2)
    nib = lambda x, k: ((x >> 4 * k) & 0xF) - 16 * ((x >> 4 * k + 3) & 1)
    assert got.astype(np.float32).tolist() == [[nib(x, 2 * part), nib(x, 2 * part + 1)] for x in a.tolist()]


def _ref_toward_zero(fmt: str, x: float) -> int:
    """.rz.satfinite: the largest magnitude of the format not above |x| (beyond the largest and
    infinities: the largest), with x's sign; a NaN as in .rn."""
    if math.isnan(x):
        return _ref_down(fmt, x)
    codes, vals = _positive_codes(fmt)
    best = max(i for i in range(len(codes)) if vals[i] <= abs(x))
    return codes[best] | (math.copysign(1, x) < 0) << (CODE_BITS[fmt] - 1)


@pytest.mark.parametrize("fmt", ["e4m3", "e5m2", "e2m1"])
def test_cvt_f32_to_narrow_rz_satfinite(fmt):
    # jax 0.12.1 on Rubin with rounding=Rounding.TO_ZERO: cvt.rz.satfinite.{fmt}x2.f32 (PTX ISA 9.4, sm_107f)
    n = 8 if fmt == "e2m1" else 4
    asm, constraints = _down_f32(fmt, n, "rz")
    x = _inputs(fmt, N * n).reshape(N, n)
    got = run_asm(asm, constraints, [("f32", x[:, i]) for i in range(n)], "i32").view(np.uint32)
    w = CODE_BITS[fmt]
    want = [sum(_ref_toward_zero(fmt, float(v)) << (w * i) for i, v in enumerate(row)) for row in x]
    assert got.tolist() == want


@pytest.mark.parametrize("fmt", ["e4m3", "e5m2", "e2m1"])
@pytest.mark.parametrize("half", ["f16", "bf16"])
def test_cvt_half_to_narrow_rz_satfinite(fmt, half):
    # cvt.rz.satfinite.{e4m3,e5m2}x2.{f16,bf16}x2 and .e2m1x2.{f16,bf16}x2 (jax 0.12.1, fragmented_array.py:3216)
    asm, constraints, pairs = _down_half(fmt, half, "rz")
    with np.errstate(over="ignore"):
        x = _inputs(fmt, N * 2 * pairs).astype(HALF[half]).reshape(N, 2 * pairs)
    regs = np.ascontiguousarray(x).view(np.int32)  # (N, pairs): elements (0, 1), (2, 3), ...
    got = run_asm(asm, constraints, [("i32", regs[:, i]) for i in range(pairs)], "i32").view(np.uint32)
    w = CODE_BITS[fmt]
    want = [sum(_ref_toward_zero(fmt, float(v)) << (w * i) for i, v in enumerate(row)) for row in x]
    assert got.tolist() == want


@pytest.mark.parametrize("fmt, x, code", [
    ("e4m3", 447.9, 0x7D), ("e4m3", 448.5, 0x7E), ("e4m3", np.inf, 0x7E), ("e4m3", -np.inf, 0xFE),
    ("e4m3", np.nan, 0x7F), ("e4m3", -1e-30, 0x80), ("e4m3", 2.0**-9 * 1.99, 0x01), ("e4m3", -1.9375, 0xBF),
    ("e5m2", 57343.0, 0x7A), ("e5m2", 1e9, 0x7B), ("e5m2", 2.0**-16 * 0.99, 0x00),
    ("e2m1", 5.9, 0x6), ("e2m1", -0.4, 0x8), ("e2m1", 0.5, 0x1), ("e2m1", np.nan, 0x7), ("e2m1", -7.0, 0xF),
])
def test_cvt_rz_edge_codes(fmt, x, code):
    # hand-computed: e4m3 416 = 0x7D, 448 = 0x7E (MAX_NORM), 1.875 = 0x3F; the smallest subnormal 2^-9 = 0x01;
    # e5m2 49152 = 0x7A, 57344 = 0x7B; e2m1 4.0 = 0x6, 0.5 = 0x1, 6.0 = 0x7, -0.0 = 0x8
    asm, constraints = _down_f32(fmt, 2, "rz")
    got = run_asm(asm, constraints, [("f32", np.full(N, x, np.float32)), ("f32", np.zeros(N, np.float32))], "i32")
    assert set(got.view(np.uint32).tolist()) == {code}


def test_cvt_ue8m0_to_bf16_is_exact():
    # jax's f8e8m0fnu -> bf16 (fragmented_array.py:3154 of 0.12.1): 2^(code - 127), 0xFF a NaN; hand-computed bf16
    # bits: 0x00 -> 2^-127 (subnormal 0x0040), 0x7F -> 1.0 (0x3F80), 0x80 -> 2.0 (0x4000), 0xFE -> 2^127 (0x7F00)
    up = _block([".reg .b32 result_pair<1>;", "cvt.rn.bf16x2.ue8m0x2 result_pair0, $1;", "mov.b32 $0, result_pair0;"])
    codes = np.array([0x7F00, 0xFE80, 0xFF7F, 0x00FE] * (N // 4), np.uint16)
    got = run_asm(up, "=r,h", [("i16", codes.view(np.int16))], "i32").view(np.uint32)
    assert got[:4].tolist() == [0x3F800040, 0x7F004000, 0x7FFF3F80, 0x00407F00]


@pytest.mark.parametrize("ptx, why", [
    ("cvt.rp.satfinite.e4m3x2.f32 $0, $2, $1;", "defines a conversion to .e4m3x2 with the rounding modes .rn and .rz"),
    ("cvt.rm.satfinite.e2m1x2.f32 $0, $2, $1;", "defines a conversion to .e2m1x2 with the rounding modes .rn and .rz"),
    ("cvt.rz.satfinite.ue8m0x2.f32 $0, $2, $1;", "ue8m0 has neither zero nor sign"),
    ("cvt.rp.satfinite.ue8m0x2.f32 $0, $2, $1;", "ue8m0 has neither zero nor sign"),
    ("cvt.rn.satfinite.ue5m3x2.f32 $0, $2, $1;", "not its exponent bias"),
    ("cvt.rz.f16x2.f32 $0, $2, $1;", "also round toward zero, .rz"),
])
def test_cvt_forms_the_isa_leaves_open_are_refused_by_name(ptx, why):
    with pytest.raises(EmulatorError, match=r"inline_ptx.mlir:\d+:\d+: error: 'llvm.inline_asm' op ") as e:
        run_asm(ptx, "=h,f,f", [("f32", np.ones(N, np.float32))] * 2, "i16")
    assert f"{ptx.split()[0]} is not" in str(e.value) and why in str(e.value)
