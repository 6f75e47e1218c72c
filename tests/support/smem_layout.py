"""The tests' oracle of Mosaic's ``[tile<[T0, T1]>, swizzle<S>]`` SMEM ref layout: where each element of
a logical array lies (docs/design/layouts_and_inference.md §3.1, jax ``dialect_lowering.unwrap_transformed_memref``
+ ``fragmented_array.transfer_tiled``). A logical (..., M, N) ref is stored as the row-major physical buffer
(..., M/T0, N/T1, T0, T1), then the hardware swizzle (mgpu/emulator/swizzle.py) is applied to the byte address.
Independent of the emulator's TMA and wgmma address code, which the tests check against it."""

from __future__ import annotations

import numpy as np

from mgpu.emulator.sub_byte_buffers import sub_byte_bits
from mgpu.emulator.swizzle import swizzle

# an ml_dtypes int4 / int2 holds one element a byte, a ref packs them
SUB_BYTE_LAYOUT = ("{dtype} elements are packed {per} a byte in a ref: lay out their packed bytes "
                   "(sub_byte_buffers.pack) instead")


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
