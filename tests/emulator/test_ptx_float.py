"""Floating-point min/max/abs/sub of inline PTX (handlers/float_ops.py), through the strings jax
0.10.2 builds (fragmented_array.py:1745-1777 and :1866-1870, ``_lift_fast_instr`` /
``_lift_fast_packed_instr``: ``"{instr} $0, $1, $2;"`` on f32 "=f,f,f", on a 16-bit "=h,h,h"
or a packed pair "=r,r,r"), against references written from the ISA's rules, bit for bit."""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.handlers.registry import PTX_RULES
from mgpu.emulator.ptx import parse_inline_asm

from .inline_ptx import N, run_asm

RNG = np.random.default_rng(1414)
TYPES = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16}
CANONICAL_NAN = {"f32": 0x7FFFFFFF, "f16": 0x7FFF, "bf16": 0x7FFF}
SIGNALING_NAN = {"f32": 0x7F800001, "f16": 0x7C01, "bf16": 0x7F81}
NEGATIVE_NAN = {"f32": 0xFFC00123, "f16": 0xFE05, "bf16": 0xFFC1}  # (a quiet NaN with a payload)
UINT = {2: np.uint16, 4: np.uint32}


def _values(t: str, n: int = N) -> np.ndarray:
    """n values of type t: random magnitudes and the special ones (NaNs of both signs and payloads,
    signed zeros, infinities, subnormals, equal pairs come from repeats)."""
    dt = np.dtype(TYPES[t])
    special = np.array([np.nan, -np.nan, 0.0, -0.0, np.inf, -np.inf, 1.0, -1.0], np.float32).astype(dt)
    tiny = np.array([ml_dtypes.finfo(dt).smallest_subnormal], dt)
    raw = RNG.integers(0, 2 ** (8 * dt.itemsize), n, dtype=np.uint64).astype(UINT[dt.itemsize]).view(dt)
    v = np.concatenate([special, tiny, -tiny, raw])[:n]
    return RNG.permutation(v)


def _bits(x) -> int:
    a = np.asarray(x)
    return int(a.view(UINT[a.dtype.itemsize]))


def _ref_minmax(op: str, nan_mode: bool, t: str, x, y) -> int:
    fx, fy = float(x), float(y)
    if math.isnan(fx) or math.isnan(fy):
        if nan_mode or math.isnan(fx) and math.isnan(fy):
            return CANONICAL_NAN[t]
        return _bits(y if math.isnan(fx) else x)
    if fx == fy == 0.0:  # -0.0 < +0.0
        neg = math.copysign(1, fx) < 0, math.copysign(1, fy) < 0
        pick_neg = op == "min"
        return _bits(x if neg[0] == pick_neg else y)
    return _bits(x if (fx > fy) == (op == "max") else y)


def _run(instr: str, t: str, packed: bool, *args: np.ndarray) -> np.ndarray:
    """The result bits of ``instr $0, $1, ...`` the way jax lifts it."""
    operands = ", ".join(f"${i}" for i in range(len(args) + 1))
    if t == "f32":
        return run_asm(f"{instr} {operands};", "=f" + ",f" * len(args), [("f32", a) for a in args],
                       "f32").view(np.uint32)
    if packed:
        ints = [np.ascontiguousarray(a).view(np.int32) for a in args]
        return run_asm(f"{instr} {operands};", "=r" + ",r" * len(args), [("i32", a) for a in ints],
                       "i32").view(np.uint16)
    ints = [np.ascontiguousarray(a).view(np.int16) for a in args]
    return run_asm(f"{instr} {operands};", "=h" + ",h" * len(args), [("i16", a) for a in ints],
                   "i16").view(np.uint16)


def _cases():
    return [(t, packed) for t in TYPES for packed in ([False] if t == "f32" else [False, True])]


@pytest.mark.parametrize("op", ["max", "min"])
@pytest.mark.parametrize("nan_mode", [True, False])
@pytest.mark.parametrize("t, packed", _cases())
def test_min_max_nan_rules_and_signed_zeros(op, nan_mode, t, packed):
    n = 2 * N if packed else N
    x, y = _values(t, n), _values(t, n)
    y[:16] = x[:16]  # equal operands
    y[16:24] = -x[16:24]  # signed zeros and infinities against each other
    instr = f"{op}{'.NaN' if nan_mode else ''}.{t}{'x2' if packed else ''}"
    got = _run(instr, t, packed, x, y)
    assert got.tolist() == [_ref_minmax(op, nan_mode, t, a, b) for a, b in zip(x, y)]


@pytest.mark.parametrize("t, packed", _cases())
def test_abs_clears_the_sign_bit(t, packed):
    n = 2 * N if packed else N
    x = _values(t, n)
    got = _run(f"abs.{t}{'x2' if packed else ''}", t, packed, x)
    width = 8 * np.dtype(TYPES[t]).itemsize
    assert got.tolist() == [_bits(v) & ((1 << width - 1) - 1) for v in x]


@pytest.mark.parametrize("t", ["f32", "f16"])
def test_abs_ftz_flushes_a_subnormal_to_plus_zero(t):
    x = np.full(N, -ml_dtypes.finfo(TYPES[t]).smallest_subnormal, TYPES[t])
    assert set(_run(f"abs.ftz.{t}", t, False, x).tolist()) == {0}
    assert set(_run(f"abs.{t}", t, False, x).tolist()) == {1}  # (without .ftz: the subnormal itself)


def test_sub_bf16x2_rounds_once_to_nearest_even():
    # fragmented_array.py:2321 and :2457 (the int -> bf16 blocks)
    x, y = _values("bf16", 2 * N), _values("bf16", 2 * N)
    got = _run("sub.bf16x2", "bf16", True, x, y)
    with np.errstate(all="ignore"):
        want = (x.astype(np.float32) - y.astype(np.float32)).astype(ml_dtypes.bfloat16)  # f32: exact enough (2p+2)
    assert got.tolist() == [CANONICAL_NAN["bf16"] if np.isnan(w) else _bits(w) for w in want]


def _rule(instr: str):
    """The value rule of ``instr $0, $1, $2;`` (register bits in, register bits out)."""
    (ins,) = parse_inline_asm(f"{instr} $0, $1, $2;", "=r,r,r").instructions
    return PTX_RULES[ins.opcode](ins)


def _registers(t: str, packed: bool, shape: tuple) -> np.ndarray:
    """Register bits of ``shape``: _values' lanes (a packed register: two of them, the low one first)."""
    lanes = _values(t, int(np.prod(shape)) * (2 if packed else 1))
    return np.ascontiguousarray(lanes).view(UINT[lanes.dtype.itemsize * (2 if packed else 1)]).reshape(shape)


@pytest.mark.parametrize("op", ["max", "min"])
@pytest.mark.parametrize("nan_mode", [True, False])
@pytest.mark.parametrize("t, packed", _cases())
def test_min_max_of_a_signaling_nan_at_any_register_count(op, nan_mode, t, packed):
    """numpy's fmax gives a NaN for a signaling NaN where it does not run vectorised (a short array's elements, a
    long one's tail): without .NaN the rule takes the other operand all the same."""
    run = _rule(f"{op}{'.NaN' if nan_mode else ''}.{t}{'x2' if packed else ''}")
    lane = np.dtype(TYPES[t])
    x, y = _registers(t, packed, (N,)), _registers(t, packed, (N,))
    x.view(UINT[lane.itemsize])[:6] = SIGNALING_NAN[t]
    for n in (1, 2, 3, 15, 17, N):
        got = run(x[:n], y[:n]).view(UINT[lane.itemsize])
        pairs = zip(x[:n].view(lane), y[:n].view(lane))
        assert got.tolist() == [_ref_minmax(op, nan_mode, t, a, b) for a, b in pairs]


@pytest.mark.parametrize("op", ["max", "min"])
@pytest.mark.parametrize("modifiers, t, packed", [(m, t, packed) for m in ("", ".NaN", ".ftz", ".ftz.NaN")
                                                   for t, packed in _cases() if not (m and "ftz" in m and t == "bf16")])
def test_a_chain_of_min_max_in_any_order_is_the_rules_reduce(op, modifiers, t, packed):
    run = _rule(f"{op}{modifiers}.{t}{'x2' if packed else ''}")
    regs = _registers(t, packed, (6, N, 3))  # six registers at each of N x 3 places
    regs[:, :8] = regs[:, 8:16]  # (equal values met again)
    lanes = regs.view(UINT[np.dtype(TYPES[t]).itemsize])  # (a packed register: both lanes alike below)
    sign = 1 << (8 * np.dtype(TYPES[t]).itemsize - 1)
    one = _bits(np.array(1, TYPES[t]))
    for place, column in enumerate([[0, sign, sign, 0, sign, sign], [sign] * 6, [0] * 6, [sign, sign | one] * 3,
                                    [SIGNALING_NAN[t], CANONICAL_NAN[t], NEGATIVE_NAN[t]] * 2,
                                    [SIGNALING_NAN[t], one, sign, 0, sign | one, SIGNALING_NAN[t]]]):
        lanes[:, 16 + place] = np.array(column)[:, None]  # (signed zeros, NaNs alone or among numbers)
    got = run.reduce(regs)
    assert got.shape == (N, 3)
    flat = regs.reshape(6, -1)
    for order in ([0, 1, 2, 3, 4, 5], [5, 4, 3, 2, 1, 0], [3, 0, 5, 1, 4, 2]):
        acc = flat[order[0]]
        for k in order[1:]:
            acc = run(acc, flat[k])
        assert acc.tolist() == got.reshape(-1).tolist()
    tree = run(run(run(flat[0], flat[1]), run(flat[2], flat[3])), run(flat[4], flat[5]))
    assert tree.tolist() == got.reshape(-1).tolist()
    if not packed:  # (the lane type's values in, its values out)
        assert run.reduce(regs.view(TYPES[t])).view(regs.dtype).tolist() == got.tolist()
