"""Sub-byte buffers (i4, i2 and f4E2M1FN) across the mgpu-run boundary (docs/mgpu-run.md, "Sub-byte
buffers").

numpy has no 4- or 2-bit integer; ml_dtypes' ``int4``/``uint4``/``int2``/``uint2`` hold one element a
byte, in its low bits (the others zero), and ``np.save`` writes them as raw bytes (``<V1``). On the
GPU a buffer of ``iN`` (N = 4 or 2) holds 8 / N elements a byte, element k first in the low bits:
LLVM's layout of ``vector<Mxi4>`` / ``vector<Mxi2>`` (element 0 in the low bits), which jax's kernels
load (its fragmented_array.py:2384 at jax-v0.10.2 names nibble N of a register as element N), and what
XLA (jax 0.10.2's jaxlib) puts in device memory for an s4 / u2 array (its CPU client shows it: the
bytes of ``jnp.array([1, 2, ...], jnp.int4)`` begin ``0x21``, of ``jnp.array([1, 2, 1, 0], jnp.uint2)``
are ``0x19``). An ``f4E2M1FN`` buffer (ml_dtypes ``float4_e2m1fn``, one code a byte) is packed the
same way, two a byte, the first in the low nibble: XLA's CPU client lays out
``jnp.array([0.5, 1.0, 1.5, 2.0], jnp.float4_e2m1fn)`` as the bytes ``0x21 0x43``, which
``lax.bitcast_convert_type`` to uint8 also gives. mgpu-run takes an input as one element a byte
(ml_dtypes' type, raw ``V1`` bytes of it, or for an integer int8 / uint8 values in range), packs it
in GMEM, and gives an output back as ml_dtypes' signed type of that width (``float4_e2m1fn`` for
``f4E2M1FN``)."""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.emulator.errors import InputError
from mgpu.emulator.lazy_dtypes import DtypeTable, ml_dtype

FLOAT4 = "float4_e2m1fn"
"""The name of ml_dtypes' f4E2M1FN type (a dtype's ``.name``; :func:`ml_dtype` of it is the dtype)."""
SIGNED = DtypeTable({4: "int4", 2: "int2"})
"""Bits -> the dtype registers and mgpu-run's outputs hold an ``iN`` of that width as."""
_UNSIGNED = {"int4": "uint4", "int2": "uint2"}
_BITS = {"int4": 4, "uint4": 4, "int2": 2, "uint2": 2, FLOAT4: 4}


def sub_byte_bits(dtype: np.dtype) -> int:
    """4 or 2 for ml_dtypes' int4 / uint4 / int2 / uint2 (a kernel's ``iN`` is signless) and 4 for
    float4_e2m1fn, else 0. (By name: to numpy they are one-byte void dtypes, ``kind`` "V", so any
    other dtype is told apart without importing ml_dtypes: lazy_dtypes.py.)"""
    return _BITS.get(dtype.name, 0) if getattr(dtype, "kind", None) == "V" else 0


def unsigned_sub_byte(dtype: np.dtype) -> np.dtype | None:
    """uint4 / uint2 for int4 / int2 (the same bits, unsigned), else None."""
    name = _UNSIGNED.get(dtype.name) if sub_byte_bits(dtype) else None
    return None if name is None else ml_dtype(name)


def _first_outside(a: np.ndarray, ok: np.ndarray) -> str:
    at = tuple(int(i) for i in np.argwhere(~ok)[0])
    return f"{int(a[at])} at index {at}"


def as_sub_byte(name: str, a: np.ndarray, dt: np.dtype) -> np.ndarray:
    """``a`` as a ``dt`` array (``SIGNED[bits]`` or ``FLOAT4``) of the same shape: ``dt`` itself, an
    integer type of ``dt``'s width for an integer ``dt``, raw one-byte elements (a file ml_dtypes
    wrote) when each fits in ``dt``'s bits; for an integer ``dt`` also int8 in
    [-2^(bits-1), 2^(bits-1)) and uint8 in [0, 2^bits); else an InputError naming the first value out
    of range."""
    bits = sub_byte_bits(dt)
    is_int = dt.name != FLOAT4
    if a.dtype == dt or (is_int and a.dtype.name != FLOAT4 and sub_byte_bits(a.dtype) == bits):
        return a.view(dt)
    if a.dtype.type is np.void and a.dtype.names is None and a.dtype.itemsize == 1:  # (not an ml_dtypes type)
        b = a.view(np.uint8)
        ok = b < (1 << bits)
        if not ok.all():
            raise InputError(diag.SUB_BYTE_RAW_BYTE_INVALID.format(name=name, dt_name=dt.name,
                                                                   first_outside=_first_outside(b, ok), bits=bits))
        return b.view(dt)
    if is_int and (a.dtype == np.int8 or a.dtype == np.uint8):
        signed = a.dtype == np.int8
        lo, hi = (-(1 << bits - 1), 1 << bits - 1) if signed else (0, 1 << bits)
        ok = (a >= lo) & (a < hi)
        if not ok.all():
            raise InputError(diag.SUB_BYTE_VALUE_OUT_OF_RANGE.format(name=name, first_outside=_first_outside(a, ok),
                                                                     lo=lo, hi=hi, unsigned='' if signed else 'u',
                                                                     bits=bits))
        return (a & ((1 << bits) - 1)).astype(np.uint8).view(dt)
    accepted = (f"ml_dtypes {dt.name} or u{dt.name}, or int8 / uint8 values in range" if is_int
                else f"ml_dtypes {dt.name} or its raw one-byte codes")
    raise InputError(diag.SUB_BYTE_DTYPE_MISMATCH.format(name=name, dtype_name=a.dtype.name, shape=tuple(a.shape),
                                                         dt_name=dt.name, accepted=accepted))


def pack(a: np.ndarray) -> np.ndarray:
    """The bytes of sub-byte values (of ``a``'s width), 8 / bits a byte, the first in the low bits,
    along the last axis (a multiple of 8 / bits long): ``(..., n * 8 / bits)`` -> ``(..., n)`` uint8;
    a flat array is a buffer's GMEM bytes."""
    bits = sub_byte_bits(a.dtype)
    per = 8 // bits
    el = np.ascontiguousarray(a).view(np.uint8).reshape(*a.shape[:-1], -1, per) & ((1 << bits) - 1)
    shifts = np.arange(0, 8, bits, dtype=np.uint8)
    return np.bitwise_or.reduce(el << shifts, axis=-1).astype(np.uint8)


def unpack(raw: np.ndarray, shape: tuple[int, ...], dtype: np.dtype) -> np.ndarray:
    """The ``dtype`` (a sub-byte type) array of ``shape`` that the bytes ``raw`` hold (the inverse of :func:`pack`)."""
    bits = sub_byte_bits(dtype)
    shifts = np.arange(0, 8, bits, dtype=np.uint8)
    el = (raw[..., None] >> shifts) & np.uint8((1 << bits) - 1)
    return el.astype(np.uint8).reshape(shape).view(dtype)
