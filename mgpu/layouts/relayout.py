"""Relations between register layouts (jax 0.10.2 ``constraints.py``): which relayouts hold, and the
layouts of reductions, reshapes and broadcasts."""

from __future__ import annotations

import math

from mgpu.arch import WARPGROUP_SIZE
from mgpu.layouts.register import (
    TCGEN05_LAYOUT,
    TCGEN05_TRANSPOSED_LAYOUT,
    TMEM_NATIVE_LAYOUT,
    WGMMA_LAYOUT,
    WGMMA_LAYOUT_UPCAST_2X,
    WGMMA_LAYOUT_UPCAST_4X,
    WGMMA_TRANSPOSED_LAYOUT,
    LayoutError,
    RegisterLayout,
    TiledLayout,
    WGSplatFragLayout,
    WGStridedFragLayout,
    m64_collective_layout,
    tmem_native_layout,
)


def is_valid_register_layout(shape: tuple[int, ...], layout: RegisterLayout) -> bool:
    if isinstance(layout, (WGSplatFragLayout, WGStridedFragLayout)):
        return layout.shape == tuple(shape)
    return layout.applies_to(tuple(shape))


def splat_is_compatible_with_tiled(splat: WGSplatFragLayout, tiled: TiledLayout) -> bool:
    return all(d1 % d2 == 0 for d1, d2 in zip(splat.shape, tiled.base_tile_shape))


def _supported_tiled_relayout(src: TiledLayout, dst: TiledLayout, bitwidth: int) -> bool:
    """``constraints._is_supported_tiled_relayout``."""
    pairs = {(WGMMA_LAYOUT, WGMMA_TRANSPOSED_LAYOUT), (WGMMA_TRANSPOSED_LAYOUT, WGMMA_LAYOUT),
             (TCGEN05_LAYOUT, TCGEN05_TRANSPOSED_LAYOUT), (TCGEN05_TRANSPOSED_LAYOUT, TCGEN05_LAYOUT)}
    if (src, dst) in pairs:
        return True
    if (src, dst) == (WGMMA_LAYOUT_UPCAST_2X, WGMMA_LAYOUT):
        return bitwidth <= 16
    if (src, dst) == (WGMMA_LAYOUT_UPCAST_4X, WGMMA_LAYOUT_UPCAST_2X):
        return bitwidth == 4
    if (src, dst) == (WGMMA_LAYOUT_UPCAST_4X, WGMMA_LAYOUT):
        return bitwidth == 4
    return src == tmem_native_layout(src.vector_length) and dst == tmem_native_layout(dst.vector_length)


def relayout_holds(src: RegisterLayout, dst: RegisterLayout, strict: bool = True, bitwidth: int = 32) -> bool:
    """``Relayout(src, dst, strict)``: identity, a broadcast out of a splat, or (not strict) one of
    the Tiled relayouts the lowering implements."""
    if src == dst:
        return True
    if isinstance(src, WGSplatFragLayout):
        if isinstance(dst, WGStridedFragLayout):
            return src.shape == dst.shape
        if isinstance(dst, TiledLayout):
            return splat_is_compatible_with_tiled(src, dst)
    if not strict and isinstance(src, TiledLayout) and isinstance(dst, TiledLayout):
        return _supported_tiled_relayout(src, dst, bitwidth)
    return False


def strict_relayout_holds(src: RegisterLayout, dst: RegisterLayout) -> bool:
    return relayout_holds(src, dst, True)


def reduce_shape(shape: tuple[int, ...], axes, keep_dims: bool) -> tuple[int, ...]:
    return tuple(1 if i in axes else d for i, d in enumerate(shape) if keep_dims or i not in axes)


def reduce_layout(layout: RegisterLayout, axes: tuple[int, ...], rank: int, keep_dims: bool) -> RegisterLayout | None:
    """The layout of a reduction over ``axes`` (cs.Reduce); None where jax cannot tell."""
    if isinstance(layout, TiledLayout):
        if keep_dims:
            return None
        untiled = rank - len(layout.base_tile_shape)
        tiled_axes = [a - untiled for a in axes if a >= untiled]
        return layout.reduce(tiled_axes) if tiled_axes else layout
    if isinstance(layout, WGStridedFragLayout):
        trailing = layout.shape[axes[-1] + 1:]
        if math.prod(trailing) % (layout.vec_size * WARPGROUP_SIZE):
            return None
        return WGStridedFragLayout(reduce_shape(layout.shape, axes, keep_dims), layout.vec_size)
    return WGSplatFragLayout(reduce_shape(layout.shape, axes, keep_dims))


def reduce_candidates(small: RegisterLayout, large_shape: tuple[int, ...], axes: tuple[int, ...],
                      keep_dims: bool) -> list[RegisterLayout]:
    """Layouts of the reduced operand that reduce to ``small`` (jax's candidate order)."""
    if isinstance(small, WGSplatFragLayout):
        return [WGSplatFragLayout(large_shape)]
    if isinstance(small, WGStridedFragLayout):
        return [WGStridedFragLayout(large_shape, small.vec_size)]
    if keep_dims:
        return []
    cands = [WGMMA_LAYOUT, WGMMA_TRANSPOSED_LAYOUT, TCGEN05_LAYOUT, TCGEN05_TRANSPOSED_LAYOUT, TMEM_NATIVE_LAYOUT]
    if large_shape[-1] % 16 == 0:  # layout_inference.py:171 at jax-v0.10.2
        cands.append(m64_collective_layout(large_shape[-1]))
    cands.append(small)
    out = []
    for c in cands:
        if len(c.base_tile_shape) > len(large_shape):
            continue
        untiled = len(large_shape) - len(c.base_tile_shape)
        tiled_axes = tuple(a - untiled for a in axes if a >= untiled)
        try:
            if c.reduce(tiled_axes) == small:
                out.append(c)
        except (IndexError, ValueError, LayoutError):
            continue
    return out


def reshape_layout(layout: RegisterLayout, src: tuple[int, ...], dst: tuple[int, ...]) -> RegisterLayout | None:
    """The layout after a shape_cast (cs.Reshape); None where jax cannot tell."""
    if isinstance(layout, WGSplatFragLayout):
        return WGSplatFragLayout(tuple(dst))
    if isinstance(layout, WGStridedFragLayout):
        return WGStridedFragLayout(tuple(dst), layout.vec_size)
    tile = layout.base_tile_shape
    if len(dst) < len(tile) or len(src) < len(tile):
        return None
    if any(s % t for t, s in zip(tile, src[-len(tile):])):
        return None
    minor = len(tile) - 1
    if (tuple(src[len(src) - minor:]) != tuple(dst[len(dst) - minor:])) or dst[-len(tile)] % tile[0]:
        return None
    return layout


def strided_broadcast_ok(src: WGStridedFragLayout, dst: WGStridedFragLayout, dims: tuple[int, ...]) -> bool:
    if src.vec_size != dst.vec_size:
        return False
    if tuple(dims) != tuple(range(len(dst.shape) - len(src.shape), len(dst.shape))):
        return False
    exp = [i for i, d in enumerate(src.shape) if d == 1 and dst.shape[dims[i]] > 1]
    pre = [i for i, d in enumerate(src.shape) if d > 1]
    return not (exp and pre and max(exp) >= min(pre))

