"""Shared-memory swizzle (numpy, no xDSL).

- The hardware swizzle [PTX91 §5.5.7, "Tensor-map swizzling modes"] permutes the 16-byte chunks of
  each 128-byte SMEM line: chunk ``c`` of line ``r`` moves to ``c ^ (r mod k)`` with k = S/16
  (S = 32, 64, 128 bytes; Mosaic writes "16" for no swizzle).  As a function of the **absolute**
  SMEM byte address ``a`` (PTX §5.5.7 base-offset table: the pattern follows address bits 7..9)::

      swizzle(a, S) = a ^ (((a >> 7) % (S // 16)) << 4)

  It is an involution (applying it twice gives ``a`` back) and never changes bits [3:0].

Call with Python ints or integer numpy arrays (any shape); results have the same shape, int64. (The
tiled + swizzled layout of a whole logical array, the tests' oracle, is tests/support/smem_layout.py.)
"""
from __future__ import annotations

import numpy as np
from mgpu.dialect.diagnostics.emulator import memory as diag


SWIZZLES = (16, 32, 64, 128)
"""Valid swizzle spans in bytes; 16 means no swizzle."""


def check_swizzle(swizzle: int) -> int:
    """Return ``swizzle`` as an int, or raise ValueError if it is not 16/32/64/128."""
    s = int(swizzle)
    if s not in SWIZZLES:
        raise ValueError(diag.SWIZZLE_INVALID.format(swizzle=swizzle))
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
