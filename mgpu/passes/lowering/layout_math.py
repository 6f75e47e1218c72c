"""Which element each (thread, register) of a warpgroup array holds, and where it lives in SMEM.

``register_elements`` gives, for every thread 0..127 and register k (in register order, jax's
``np.ndindex(registers_shape)``), the logical index of the register's first element
(layouts_and_inference.md §1-§2). ``ref_offsets`` maps logical indices to element offsets in a
(tiled) SMEM ref (§3.1). ``split_thread_offsets`` writes an offset table as ``A(tid) + C(k)`` with
``A`` a sum over the bits of the thread index, which is how the lowering emits one add per
register after a few per-thread ops.
"""

from __future__ import annotations

import math

import numpy as np

from mgpu.dialect import layouts as L

WG = L.WARPGROUP_SIZE


def vector_length(layout: L.RegisterLayout) -> int:
    if isinstance(layout, L.TiledLayout):
        return layout.vector_length
    if isinstance(layout, L.WGStridedFragLayout):
        return layout.vec_size
    return 1


def num_registers(layout: L.RegisterLayout, shape: tuple[int, ...]) -> int:
    if isinstance(layout, L.TiledLayout):
        return math.prod(layout.registers_shape(shape))
    if isinstance(layout, L.WGStridedFragLayout):
        return math.prod(shape) // (WG * layout.vec_size)
    return 1


def _row_major(shape: tuple[int, ...]) -> tuple[int, ...]:
    out, acc = [], 1
    for s in reversed(shape):
        out.append(acc)
        acc *= s
    return tuple(reversed(out))


def _split_digits(value: int, dims, tiled_shape, idx: list[int]) -> None:
    for d in reversed(dims):
        if isinstance(d, L.Replicated):
            value //= d.times
        else:
            idx[d] = value % tiled_shape[d]
            value //= tiled_shape[d]


def register_flat_elements(layout: L.RegisterLayout, shape: tuple[int, ...]) -> np.ndarray:
    """``[128, nregs]`` row-major flat index of each register's first element."""
    if isinstance(layout, L.WGStridedFragLayout):
        n = num_registers(layout, shape)
        t = np.arange(WG)[:, None]
        k = np.arange(n)[None, :]
        return WG * layout.vec_size * k + layout.vec_size * t
    if not isinstance(layout, L.TiledLayout):
        raise NotImplementedError(f"no register addresses for layout {layout.text()}")
    tiled_shape = layout.tiling.tile_shape(shape)
    ts = layout.tiling.tile_strides(_row_major(shape))
    base = np.zeros(WG, np.int64)
    for t in range(WG):
        idx = [0] * len(tiled_shape)
        _split_digits((t // L.WARP_SIZE) % L.WARPS_IN_WARPGROUP, layout.warp_dims, tiled_shape, idx)
        _split_digits(t % L.WARP_SIZE, layout.lane_dims, tiled_shape, idx)
        base[t] = sum(i * s for i, s in zip(idx, ts))
    regs = layout.registers_shape(shape)
    reg_flat = np.array([sum(i * s for i, s in zip(r, ts)) for r in np.ndindex(*regs)], np.int64)
    return base[:, None] + reg_flat[None, :]


def ref_offsets(flat: np.ndarray, shape: tuple[int, ...], tiling: tuple[int, ...] | None,
                strides: tuple[int, ...] | None) -> np.ndarray:
    """Element offsets in the ref of the elements at row-major ``flat`` indices of ``shape``."""
    idx = np.unravel_index(flat, shape)
    if tiling is None:
        st = strides if strides is not None else _row_major(shape)
        return sum(i * s for i, s in zip(idx, st))
    k = len(tiling)
    lead, tail = idx[:-k], idx[-k:]
    tiled_shape = (*shape[:-k], *(s // t for s, t in zip(shape[-k:], tiling)), *tiling)
    tiled_idx = (*lead, *(i // t for i, t in zip(tail, tiling)), *(i % t for i, t in zip(tail, tiling)))
    return sum(i * s for i, s in zip(tiled_idx, _row_major(tiled_shape)))


def split_thread_offsets(table: np.ndarray) -> tuple[list[tuple[int, int]], list[int]] | None:
    """``table[t, k] == sum(bit_b(t) * w_b) + C[k]``: returns ``([(b, w_b)], C)`` or None."""
    a = table[:, 0] - table[0, 0]
    c = table[0, :]
    if not np.array_equal(table, a[:, None] + c[None, :]):
        return None
    terms = [(b, int(a[1 << b])) for b in range(7) if a[1 << b] != 0]
    t = np.arange(WG)
    recon = sum(((t >> b) & 1) * w for b, w in terms) if terms else np.zeros(WG, np.int64)
    if not np.array_equal(recon, a):
        return None
    return terms, [int(x) for x in c]
