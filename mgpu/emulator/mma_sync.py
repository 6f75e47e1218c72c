"""Warp-level ``mma.sync.aligned.m16n8k{K}.row.col.{d}.{a}.{b}.{c}`` (numpy, no xDSL), as jax emits it
(jax/experimental/mosaic/gpu/mma.py:131 at jax-v0.10.2): each warp computes its own D = A*B + C,
A 16xK (row-major), B Kx8 (column-major), C and D 16x8, from the registers of its 32 lanes.

**Fragments** (PTX ISA 9.1 §9.7.14.5.8 "Matrix Fragments for mma.m16n8k16 with floating point
type", §9.7.14.5.9 "... mma.m16n8k32" (8-bit integers and .e4m3 / .e5m2 alike) and "... mma.m16n8k64"
(.s4 / .u4); lane l, g = l//4, t = l%4; each .b32 register packs ``p = 32 // bits`` elements, the
first in the low bits; K = 8*p):

- A, register r (of 4), element j: row ``g + 8*(r%2)``, column ``p*t + j + (K/2)*(r//2)``.
- B, register r (of 2), element j: row (k) ``p*t + j + (K/2)*r``, column ``g``.
- C/D, register i (of 4): row ``g + 8*(i//2)``, column ``2*t + i%2``: the wgmma accumulator
  fragment of one warp for N = 8 (mgpu.emulator.wgmma.wgmma_fragment), which is reused here.

**Forms** (PTX ISA §9.7.14.5 "mma" syntax; jax's k_tile is 256 // input bits, mma.py): f32 D of
f16 / bf16 (m16n8k16, A and B of one type) or of .e4m3 / .e5m2 (m16n8k32, mixed freely); s32 D of
.s8 / .u8 (m16n8k32) or .s4 / .u4 (m16n8k64), mixed freely. Other forms (tf32, f64, f16
accumulators, .satfinite, block scaling) are refused by name.

**Numerics**: floating-point products as the emulator's wgmma (wgmma.mma_f32: exact products, an
f64 sum in K order, C added last, one rounding to f32; docs/design/numerics.md, "wgmma"), fp8 as
f16; integers exactly, wrapping modulo 2**32 (no ``.satfinite``).
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from mgpu.arch import WARP_SIZE
from mgpu.dialect.diagnostics.emulator import tensor_core as diag
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.wgmma import FP8_INPUT_DTYPES, INT_INPUT_DTYPES, MMA_INPUT_DTYPES, mma_f32, mma_s32, wgmma_fragment

# 4-bit integers have no numpy type: their values are held in 8 bits (sign-extended for .s4)
_INT4_INPUTS = {"s4": np.dtype(np.int8), "u4": np.dtype(np.uint8)}
FORMS = {
    "f32": {"m16n8k16": (MMA_INPUT_DTYPES, False), "m16n8k32": (FP8_INPUT_DTYPES, True)},
    "s32": {"m16n8k32": (INT_INPUT_DTYPES, True), "m16n8k64": (_INT4_INPUTS, True)},
}
"""Accumulator type -> shape -> (the input types, whether A and B may be of different ones)."""


class MmaSyncError(EmulatorError):
    """An mma.sync form the emulator does not run (an EmulatorError)."""


def check_form(shape: str, dtype: str, atype: str, btype: str, ctype: str) -> None:
    """Refuse, naming it, an mma.sync form this module does not compute exactly."""
    inputs, mixed = FORMS.get(dtype, {}).get(shape, ({}, False))
    if ctype != dtype or atype not in inputs or btype not in inputs or (atype != btype and not mixed):
        raise MmaSyncError(diag.MMA_SYNC_TYPES.format(shape=shape, dtype=dtype, atype=atype, btype=btype, ctype=ctype))


@lru_cache(maxsize=None)
def _operand_index(p: int, nregs: int, b: bool) -> tuple[np.ndarray, np.ndarray]:
    """(rows, cols) of shape (32, nregs*p): the matrix element lane l holds at element e of its
    registers (module docstring)."""
    l = np.arange(WARP_SIZE)[:, None]
    e = np.arange(nregs * p)[None, :]
    g, t, r, j, half = l // 4, l % 4, e // p, e % p, 4 * p
    if b:
        rows, cols = p * t + j + half * r, g + 0 * e
    else:
        rows, cols = g + 8 * (r % 2), p * t + j + half * (r // 2)
    return np.broadcast_to(rows, (WARP_SIZE, nregs * p)), np.broadcast_to(cols, (WARP_SIZE, nregs * p))


def _elements(words: np.ndarray, ptx_type: str, dtype: np.dtype) -> np.ndarray:
    """32-bit words (..., nregs) -> their elements (..., nregs * p) of ``dtype``, the first in the low bits."""
    words = np.ascontiguousarray(words.astype(np.int64).astype("<u4"))
    if ptx_type not in _INT4_INPUTS:
        return words.view(dtype).reshape(*words.shape[:-1], -1)
    nibbles = (words[..., None] >> np.arange(0, 32, 4, dtype=np.uint32)) & 0xF
    if ptx_type == "s4":
        nibbles = (nibbles ^ 8).astype(np.int16) - 8
    return nibbles.astype(dtype).reshape(*words.shape[:-1], -1)


def _unpack(words: np.ndarray, ptx_type: str, dtype: np.dtype, b: bool) -> np.ndarray:
    """Registers (warps, 32, nregs) of 32-bit words -> the (warps, rows, cols) operand matrices."""
    w = words.shape[0]
    p = 8 if ptx_type in _INT4_INPUTS else 4 // dtype.itemsize
    elems = _elements(words, ptx_type, dtype).reshape(w, WARP_SIZE, -1)
    rows, cols = _operand_index(p, words.shape[2], b)
    out = np.zeros((w, 8 * p if b else 16, 8 if b else 8 * p), dtype)
    out[:, rows, cols] = elems
    return out


def mma_sync(a: np.ndarray, b: np.ndarray, c: np.ndarray, shape: str, atype: str, btype: str,
             dtype: str) -> np.ndarray:
    """D of every warp of a checked form (:func:`check_form`): ``a`` (warps, 32, 4) and ``b``
    (warps, 32, 2) are 32-bit register words, ``c`` (warps, 32, 4) the accumulator (float32 or
    int32); returns D like ``c``."""
    inputs = FORMS[dtype][shape][0]
    am, bm = _unpack(a, atype, inputs[atype], False), _unpack(b, btype, inputs[btype], True)
    rows, cols = (x[:WARP_SIZE] for x in wgmma_fragment(8))  # warp 0 of the wgmma fragment: 16x8
    cm = np.zeros((a.shape[0], 16, 8), np.float32 if dtype == "f32" else np.int64)
    cm[:, rows, cols] = c
    if dtype == "f32":
        d = np.stack([mma_f32(am[w], bm[w], cm[w].astype(np.float64)) for w in range(a.shape[0])])
    else:
        d = mma_s32(am, bm, cm)
    return d[:, rows, cols]
