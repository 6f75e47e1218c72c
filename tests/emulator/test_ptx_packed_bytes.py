"""The packed byte forms of add, sub, min, max and neg (handlers/packed_bytes.py) as jax 0.12.1 emits
them for 8-bit integer arrays on Rubin (``_lift_fast_packed_instr``, fragmented_array.py:2343-2374 of
the 0.12.1 wheel: ``OP.{s,u}8x4 $0, $1, $2;`` with "=r,r,r"), against references written from the
PTX ISA 9.4 semantics (§9.7.1.1, .2, .12-.14) on Python ints, one byte at a time, bit for bit."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.emulator.errors import EmulatorError

from .inline_ptx import N, run_asm

RNG = np.random.default_rng(8448)
EDGES = [0x00000000, 0xFFFFFFFF, 0x7F7F7F7F, 0x80808080, 0x017F80FF, 0xFF807F01]
"""Words whose bytes are the edges of both readings: 0, -1 / 255, 127, -128 / 128."""


def _words() -> np.ndarray:
    w = RNG.integers(0, 2**32, N, dtype=np.uint64).astype(np.uint32)
    w[:len(EDGES)] = EDGES
    return w


def _bytes(x: int, signed: bool) -> list[int]:
    return [((x >> 8 * k) & 0xFF) - (256 if signed and (x >> 8 * k) & 0x80 else 0) for k in range(4)]


def _word(values: list[int]) -> int:
    """Byte k of the result: the low 8 bits of values[k] (an 8-bit field of d, as the ISA writes d[i])."""
    return sum((v & 0xFF) << 8 * k for k, v in enumerate(values))


REFERENCE = {"add": lambda x, y: x + y, "sub": lambda x, y: x - y, "min": min, "max": max}


@pytest.mark.parametrize("op", ["add", "sub", "min", "max"])
@pytest.mark.parametrize("t", ["s8x4", "u8x4"])
def test_packed_bytes_binary_ops(op, t):
    a, b = _words(), np.roll(_words(), 1)
    got = run_asm(f"{op}.{t} $0, $1, $2;", "=r,r,r", [("i32", a.view(np.int32)), ("i32", b.view(np.int32))], "i32")
    signed, fn = t[0] == "s", REFERENCE[op]
    want = [_word([fn(x, y) for x, y in zip(_bytes(p, signed), _bytes(q, signed))])
            for p, q in zip(a.tolist(), b.tolist())]
    assert got.view(np.uint32).tolist() == want


def test_packed_bytes_wrap_and_compare_by_signedness():
    # hand-computed: a = bytes (0x01, 0xFF, 0x80, 0x7F), b = (0x7F, 0xFF, 0x81, 0x01), byte 0 the lowest
    a, b = np.full(N, 0x7F80FF01, np.uint32).view(np.int32), np.full(N, 0x0181FF7F, np.uint32).view(np.int32)
    cases = {"add.s8x4": 0x8001FE80, "add.u8x4": 0x8001FE80, "sub.s8x4": 0x7EFF0082, "min.s8x4": 0x0180FF01,
             "min.u8x4": 0x0180FF01, "max.s8x4": 0x7F81FF7F, "max.u8x4": 0x7F81FF7F}
    for op, want in cases.items():
        got = run_asm(f"{op} $0, $1, $2;", "=r,r,r", [("i32", a), ("i32", b)], "i32").view(np.uint32)
        assert set(got.tolist()) == {want}, op
    lo = np.full(N, 0x000080FF, np.uint32).view(np.int32)  # bytes (-1 / 255, -128 / 128, 0, 0)
    one = np.full(N, 0x00000101, np.uint32).view(np.int32)
    assert set(run_asm("min.s8x4 $0, $1, $2;", "=r,r,r", [("i32", lo), ("i32", one)], "i32").view(np.uint32)) == {
        0x000080FF}
    assert set(run_asm("min.u8x4 $0, $1, $2;", "=r,r,r", [("i32", lo), ("i32", one)], "i32").view(np.uint32)) == {
        0x00000101}


def test_neg_s8x4_negates_each_byte_and_keeps_minus_128():
    # jax 0.12.1's __neg__ of an 8-bit array on Rubin (fragmented_array.py:1750-1758): neg.s8x4 $0, $1;
    a = _words()
    got = run_asm("neg.s8x4 $0, $1;", "=r,r", [("i32", a.view(np.int32))], "i32").view(np.uint32)
    assert got.tolist() == [_word([-x for x in _bytes(p, True)]) for p in a.tolist()]
    assert got[3] == 0x80808080  # (-(-128) keeps its low 8 bits: -128)


@pytest.mark.parametrize("ptx", ["add.sat.s8x4 $0, $1, $2;", "max.relu.s8x4 $0, $1, $2;", "neg.u8x4 $0, $1;",
                                 "neg.s32 $0, $1;"])
def test_packed_byte_forms_jax_does_not_emit_are_refused(ptx):
    ins = [("i32", np.zeros(N, np.int32))] * ptx.count("$")
    constraints = "=r" + ",r" * (ptx.count("$") - 1)
    with pytest.raises(EmulatorError, match=rf"op cannot emulate the inline PTX .*{ptx.split()[0]} is not supported"):
        run_asm(ptx, constraints, ins[1:], "i32")
