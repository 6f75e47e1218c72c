"""Shared-memory swizzle and the tiled+swizzled SMEM layout (numpy, no xDSL).

- The hardware swizzle [PTX91 §5.5.7, "Tensor-map swizzling modes"] permutes the 16-byte chunks of
  each 128-byte SMEM line: chunk ``c`` of line ``r`` moves to ``c ^ (r mod k)`` with k = S/16
  (S = 32, 64, 128 bytes; Mosaic writes "16" for no swizzle).  As a function of the **absolute**
  SMEM byte address ``a`` (PTX §5.5.7 base-offset table: the pattern follows address bits 7..9)::

      swizzle(a, S) = a ^ (((a >> 7) % (S // 16)) << 4)

  It is an involution (applying it twice gives ``a`` back) and never changes bits [3:0].
- Mosaic's ``[tile<[T0, T1]>, swizzle<S>]`` ref layout (docs/design/layouts_and_inference.md §3.1, jax
  ``dialect_lowering.unwrap_transformed_memref`` + ``fragmented_array.transfer_tiled``): a logical
  (..., M, N) ref is stored as the row-major physical buffer (..., M/T0, N/T1, T0, T1) and then the
  swizzle is applied to the byte address.

Call with Python ints or integer numpy arrays (any shape); results have the same shape, int64.
"""
from __future__ import annotations

import numpy as np

from mgpu.emulator.errors import SUB_BYTE_LAYOUT
from mgpu.emulator.sub_byte_buffers import sub_byte_bits

SWIZZLES = (16, 32, 64, 128)
"""Valid swizzle spans in bytes; 16 means no swizzle."""


def check_swizzle(swizzle: int) -> int:
    """Return ``swizzle`` as an int, or raise ValueError if it is not 16/32/64/128."""
    s = int(swizzle)
    if s not in SWIZZLES:
        raise ValueError(f"swizzle must be one of 16 (none), 32, 64, 128 bytes, got {swizzle}")
    return s


def swizzle(addr, swizzle_bytes: int):
    """Swizzle absolute SMEM byte address(es): ``addr ^ (((addr >> 7) % (S/16)) << 4)``.

    ``addr``: int or integer array.  ``swizzle_bytes``: 16 (identity), 32, 64 or 128.
    Returns an int for an int input, else an int64 array of the same shape.  Because it is an
    involution the same function also un-swizzles."""
    s = check_swizzle(swizzle_bytes)
    if np.isscalar(addr) and not isinstance(addr, np.ndarray):
        a = int(addr)
        return a if s == 16 else a ^ (((a >> 7) % (s // 16)) << 4)
    a = np.asarray(addr, dtype=np.int64)
    if s == 16:
        return a.copy()
    return a ^ (((a >> 7) & (s // 16 - 1)) << 4)


unswizzle = swizzle


def tiled_offset(index, shape, tile, elem_bits: int):
    """Unswizzled byte offset of logical element ``index`` in a ``tile<[T0, T1]>`` ref.

    ``index``: a tuple with one int or int array per dim (broadcast together), ``shape``: the
    logical shape (rank >= 2; the tile applies to the last two dims, leading dims are batch dims
    over whole tiled planes), ``tile``: (T0, T1), or None for a plain row-major ref.
    Raises ValueError if a tiled dim is not divisible by its tile."""
    shape = tuple(int(d) for d in shape)
    idx = [np.asarray(i, dtype=np.int64) for i in index]
    if len(idx) != len(shape):
        raise ValueError(f"index rank {len(idx)} does not match shape {shape}")
    if tile is None:
        lin = np.zeros((), np.int64)
        for i, d in zip(idx, shape):
            lin = lin * d + i
        return lin * elem_bits // 8
    t0, t1 = (int(t) for t in tile)
    if len(shape) < 2:
        raise ValueError("a tile<[T0, T1]> needs a ref of rank >= 2")
    m, n = shape[-2:]
    if m % t0 or n % t1:
        raise ValueError(f"tile {(t0, t1)} does not divide the shape {shape}")
    i, j = idx[-2], idx[-1]
    lead = np.zeros((), np.int64)
    for ix, d in zip(idx[:-2], shape[:-2]):
        lead = lead * d + ix
    lin = ((lead * (m // t0) + i // t0) * (n // t1) + j // t1) * (t0 * t1) + (i % t0) * t1 + (j % t1)
    return lin * elem_bits // 8


def tiled_swizzled_offset(index, shape, tile, swizzle_bytes: int, elem_bits: int, base: int = 0):
    """Byte address of logical element ``index`` of a ``[tile<[T0,T1]>, swizzle<S>]`` ref whose
    first byte is at absolute SMEM address ``base``: ``swizzle(base + tiled_offset(...), S)``.

    Example (128-B swizzle, bf16, 1024-B aligned 8x64 tile): element (3, 10) -> 404 -> 420::

        tiled_swizzled_offset((3, 10), (8, 64), (8, 64), 128, 16) == 420
    """
    off = tiled_offset(index, shape, tile, elem_bits) + int(base)
    out = swizzle(off, swizzle_bytes)
    return int(out) if np.ndim(out) == 0 else out


def logical_to_physical_bytes(array: np.ndarray, tile, swizzle_bytes: int, base: int = 0) -> np.ndarray:
    """Lay out a logical numpy array as the SMEM bytes of a ``[tile, swizzle]`` ref at ``base``.

    Returns a uint8 array of ``array.nbytes`` bytes (the region [base, base+nbytes) of SMEM).
    ``base`` matters only through its bits 7..9 (use a 1024-B aligned base for Mosaic layouts)."""
    a = np.ascontiguousarray(array)
    _whole_bytes(a.dtype)
    eb = a.dtype.itemsize
    idx = np.indices(a.shape, dtype=np.int64)
    addr = tiled_swizzled_offset(tuple(idx), a.shape, tile, swizzle_bytes, eb * 8, base) - int(base)
    out = np.zeros(a.nbytes, np.uint8)
    byte_addr = (np.asarray(addr).reshape(-1, 1) + np.arange(eb)).reshape(-1)
    out[byte_addr] = a.reshape(-1).view(np.uint8)
    return out


def physical_bytes_to_logical(data: np.ndarray, shape, dtype, tile, swizzle_bytes: int, base: int = 0) -> np.ndarray:
    """Inverse of :func:`logical_to_physical_bytes`: read a logical array of ``shape``/``dtype``
    from the SMEM bytes ``data`` (uint8, starting at absolute address ``base``)."""
    dt = np.dtype(dtype)
    _whole_bytes(dt)
    eb = dt.itemsize
    idx = np.indices(tuple(shape), dtype=np.int64)
    addr = tiled_swizzled_offset(tuple(idx), shape, tile, swizzle_bytes, eb * 8, base) - int(base)
    byte_addr = (np.asarray(addr).reshape(-1, 1) + np.arange(eb)).reshape(-1)
    return np.ascontiguousarray(np.asarray(data, np.uint8)[byte_addr]).view(dt).reshape(shape)


def _whole_bytes(dt: np.dtype) -> None:
    """Refuses an int4 / int2 dtype: ml_dtypes holds one a byte, a ref packs 8 / bits a byte."""
    if sub_byte_bits(dt):
        raise ValueError(SUB_BYTE_LAYOUT.format(dtype=dt.name, per=8 // sub_byte_bits(dt)))
