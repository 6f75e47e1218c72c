"""int4 / uint4 buffers across the mgpu-run boundary (docs/mgpu-run.md, "int4 buffers").

numpy has no 4-bit integer; ml_dtypes' ``int4``/``uint4`` hold one element a byte, in its low nibble
(the high nibble zero), and ``np.save`` writes them as raw bytes (``<V1``). On the GPU a buffer of
``i4`` holds two elements a byte, element 2k in the low nibble of byte k and 2k+1 in the high one:
LLVM's layout of ``vector<2xi4>`` (element 0 in the low bits), which jax's kernels load (its
fragmented_array.py:2384 at jax-v0.10.2 names nibble N of a register as element N), and what XLA
(jax 0.10.2's jaxlib) puts in device memory for an s4 array (its CPU client shows it: the bytes of
``jnp.array([1, 2, ...], jnp.int4)`` begin ``0x21``). mgpu-run takes an input as one element a byte
(int4 / uint4, raw ``V1`` bytes of them, or int8 / uint8 values in range), packs it two a byte in
GMEM, and gives an output back as ml_dtypes ``int4``."""

from __future__ import annotations

import ml_dtypes
import numpy as np

from mgpu.emulator.errors import InputError

INT4 = np.dtype(ml_dtypes.int4)
UINT4 = np.dtype(ml_dtypes.uint4)


def is_int4(dtype: np.dtype) -> bool:
    """ml_dtypes' int4 or uint4 (the same bits to a kernel, whose i4 is signless)."""
    return dtype in (INT4, UINT4)


def _first_outside(a: np.ndarray, ok: np.ndarray) -> str:
    at = tuple(int(i) for i in np.argwhere(~ok)[0])
    return f"{int(a[at])} at index {at}"


def as_int4(name: str, a: np.ndarray) -> np.ndarray:
    """``a`` as an int4 array of the same shape: int4 or uint4 as they are, raw one-byte elements
    (a file ml_dtypes wrote) when each is a nibble, int8 in [-8, 8), uint8 in [0, 16); else an
    InputError naming the first value out of range."""
    if is_int4(a.dtype):
        return a.view(INT4)
    if a.dtype.kind == "V" and a.dtype.names is None and a.dtype.itemsize == 1:
        b = a.view(np.uint8)
        ok = b < 16
        if not ok.all():
            raise InputError(f"{name} holds raw bytes for an int4 buffer, but byte {_first_outside(b, ok)} "
                             f"is not one 4-bit element (its high nibble is set)")
        return b.view(INT4)
    if a.dtype == np.int8 or a.dtype == np.uint8:
        lo, hi = (-8, 8) if a.dtype == np.int8 else (0, 16)
        ok = (a >= lo) & (a < hi)
        if not ok.all():
            raise InputError(f"{name} holds {_first_outside(a, ok)}, outside [{lo}, {hi}), the "
                             f"{'int4' if lo else 'uint4'} values of the kernel's i4 buffer")
        return (a & 0xF).astype(np.uint8).view(INT4)
    raise InputError(f"{name} has dtype {a.dtype.name} (shape {tuple(a.shape)}), but the kernel expects int4 "
                     f"(one element a byte: ml_dtypes int4 or uint4, or int8 / uint8 values in range)")


def pack(a: np.ndarray) -> np.ndarray:
    """The bytes of int4 values, two a byte, low nibble first, along the last axis (of an even
    length): ``(..., 2n)`` int4 -> ``(..., n)`` uint8; a flat array is a buffer's GMEM bytes."""
    nib = np.ascontiguousarray(a).view(np.uint8).reshape(*a.shape[:-1], -1, 2)
    return nib[..., 0] | (nib[..., 1] << 4)


def unpack(raw: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """The int4 array of ``shape`` that the bytes ``raw`` hold (the inverse of :func:`pack`)."""
    nib = np.stack([raw & 0xF, raw >> 4], axis=-1)
    return nib.reshape(shape).view(INT4)
