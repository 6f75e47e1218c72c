"""``mma.sync.aligned.m16n8k{16,32}.row.col...`` with jax's exact asm string and constraints
(jax/experimental/mosaic/gpu/mma.py:131 at jax-v0.10.2; m16n8k32 fp8 and m16n8k64 s4 since jax 0.11), four
warps each multiplying its own matrices, against numpy. The fragments are written here from the PTX ISA's
tables (§9.7.14.5.8-9, m16n8k64), element by element, independently of mgpu.emulator.mma_sync's formulas."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.errors import EmulatorError

from .inline_ptx import N, run_asm

WARPS = N // 32


def _asm(k: int, d: str, a: str, b: str) -> tuple[str, str]:
    c = "r" if d == "s32" else "f"
    asm = (f"mma.sync.aligned.m16n8k{k}.row.col.{d}.{a}.{b}.{d} {{$0,$1,$2,$3}}, {{$4,$5,$6,$7}}, "
           "{$8,$9}, {$10,$11,$12,$13};")
    return asm, ",".join([f"={c}"] * 4 + ["r"] * 6 + [c] * 4)


def _a_at(lane: int, e: int, p: int) -> tuple[int, int]:
    """A's (row, col) of element e (0..4p-1) of a lane: PTX's figure, m16n8k16 (p=2) / m16n8k32 (p=4) /
    m16n8k64 (p=8)."""
    g, t = lane // 4, lane % 4
    quarter, j = divmod(e, p)  # register a0..a3
    return g + 8 * (quarter in (1, 3)), t * p + j + (8 * p // 2 if quarter >= 2 else 0)


def _b_at(lane: int, e: int, p: int) -> tuple[int, int]:
    g, t = lane // 4, lane % 4
    reg, j = divmod(e, p)  # register b0, b1
    return t * p + j + (8 * p // 2 if reg else 0), g


def _c_at(lane: int, i: int) -> tuple[int, int]:
    g, t = lane // 4, lane % 4
    return g + (8 if i >= 2 else 0), 2 * t + i % 2


def _pack(mats: np.ndarray, at, nregs: int, p: int) -> list[np.ndarray]:
    """Per-warp matrices -> nregs arrays of N 32-bit words (lane-major, warp after warp); with p = 8
    the matrices hold 4-bit integers, element e in bits 4e..4e+3 of its word."""
    elems = np.zeros((N, nregs * p), mats.dtype)
    for w in range(WARPS):
        for lane in range(32):
            for e in range(nregs * p):
                elems[32 * w + lane, e] = mats[w][at(lane, e, p)]
    if p == 8:
        nibbles = elems.astype(np.int64).reshape(N, nregs, 8) & 0xF
        words = (nibbles << (4 * np.arange(8))).sum(axis=-1).astype(np.uint32).view(np.int32)
        return [words[:, r] for r in range(nregs)]
    words = np.ascontiguousarray(elems).view(np.uint32).view(np.int32)
    return [words[:, r] for r in range(nregs)]


def _run(k, d, a, b, am, bm, cm):
    p = k // 8  # K = 8p
    cdt = np.int32 if d == "s32" else np.float32
    c = np.zeros((N, 4), cdt)
    for w in range(WARPS):
        for lane in range(32):
            for i in range(4):
                c[32 * w + lane, i] = cm[w][_c_at(lane, i)]
    asm, cons = _asm(k, d, a, b)
    t = "i32" if d == "s32" else "f32"
    ins = ([("i32", x) for x in _pack(am, _a_at, 4, p)] + [("i32", x) for x in _pack(bm, _b_at, 2, p)]
           + [(t, c[:, i]) for i in range(4)])
    outs = run_asm(asm, cons, ins, (t,) * 4)
    got = np.zeros((WARPS, 16, 8), cdt)
    for w in range(WARPS):
        for lane in range(32):
            for i in range(4):
                got[w][_c_at(lane, i)] = outs[i][32 * w + lane]
    return got


_FLOATS = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "e4m3": ml_dtypes.float8_e4m3fn,
           "e5m2": ml_dtypes.float8_e5m2}


@pytest.mark.parametrize("k, a, b", [(16, "f16", "f16"), (16, "bf16", "bf16"), (32, "e4m3", "e4m3"),
                                     (32, "e5m2", "e5m2"), (32, "e4m3", "e5m2")])
def test_mma_sync_f32_is_each_warps_product_rounded_once(k, a, b):
    rng = np.random.default_rng(k)
    am = rng.standard_normal((WARPS, 16, k)).astype(_FLOATS[a])
    bm = rng.standard_normal((WARPS, k, 8)).astype(_FLOATS[b])
    cm = rng.standard_normal((WARPS, 16, 8)).astype(np.float32)
    got = _run(k, "f32", a, b, am, bm, cm)
    want = (am.astype(np.float64) @ bm.astype(np.float64) + cm).astype(np.float32)
    np.testing.assert_array_equal(got, want)


def _integers(rng, ptx_type: str, shape: tuple[int, ...]) -> np.ndarray:
    """Every value of the PTX integer type (s8, u8, s4, u4), held in 8 bits."""
    bits = int(ptx_type[1:])
    lo, hi = (-(1 << (bits - 1)), 1 << (bits - 1)) if ptx_type[0] == "s" else (0, 1 << bits)
    return rng.integers(lo, hi, shape).astype(np.uint8 if ptx_type == "u8" else np.int8)


@pytest.mark.parametrize("k, a, b", [(32, "s8", "s8"), (32, "u8", "s8"), (64, "s4", "s4"), (64, "u4", "s4")])
def test_mma_sync_s32_is_exact_and_wraps(k, a, b):
    rng = np.random.default_rng(k)
    am, bm = _integers(rng, a, (WARPS, 16, k)), _integers(rng, b, (WARPS, k, 8))
    cm = rng.integers(-2**31, 2**31, (WARPS, 16, 8)).astype(np.int32)
    got = _run(k, "s32", a, b, am, bm, cm)
    want = (am.astype(np.int64) @ bm.astype(np.int64) + cm).astype(np.uint32).view(np.int32)
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("k, d, a, b", [(16, "f32", "f16", "bf16"), (32, "f32", "s8", "s8"),
                                        (64, "s32", "e4m3", "e4m3")])
def test_mma_sync_forms_it_does_not_compute_are_refused_by_name(k, d, a, b):
    am = np.zeros((WARPS, 16, k), np.uint8 if k != 16 else np.float16)
    bm = np.zeros((WARPS, k, 8), am.dtype)
    with pytest.raises(EmulatorError) as e:
        _run(k, d, a, b, am, bm, np.zeros((WARPS, 16, 8), np.int32 if d == "s32" else np.float32))
    assert f"mma.sync.aligned.m16n8k{k}.row.col.{d}.{a}.{b}.{d} is not supported" in str(e.value)
