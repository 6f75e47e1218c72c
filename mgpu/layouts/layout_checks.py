"""jax's checks of a register layout it reads off an attribute (jax reads every layout attribute into its layout
class, layouts.py:92-139 at jax-v0.12.0.1): ``TiledLayout.__post_init__`` (jax/experimental/mosaic/gpu/
fragmented_array.py:372-419 at jax-v0.12.0.1, :363-396 at jax-v0.10.2) and ``WGStridedFragLayout.__post_init__``
(:828-830), in jax's order and words. The attribute's verifier has checked a tiling's tiles
(``mgpu.dialect.mosaic_gpu.attributes``): these are the dims' and the strided layout's vector.
"""

from __future__ import annotations

import math

from mgpu.arch import WARP_SIZE, WARPGROUP_SIZE, WARPS_IN_WARPGROUP
from mgpu.dialect.diagnostics import mosaic_gpu as diag
from mgpu.layouts.jax_names import jax_str
from mgpu.layouts.register import Dim, LayoutError, Replicated, TiledLayout, WGStridedFragLayout


def check_strided_layout(layout: WGStridedFragLayout) -> None:
    """Refuse, in jax's words, a strided layout whose vectors do not tile its shape across the warpgroup."""
    if math.prod(layout.shape) % (layout.vec_size * WARPGROUP_SIZE):
        raise diag.STRIDED_LAYOUT_VECTORS(layout=jax_str(layout), threads=WARPGROUP_SIZE)


def check_tiled_layout(layout: TiledLayout, unreduced_field: bool) -> None:
    """Refuse, in jax's words, a layout jax's TiledLayout refuses (``unreduced_field``: the release's repr has
    ``unreduced_operation``, JaxVersion.tiled_layout_unreduced_field)."""
    base = layout.base_tile_shape
    try:
        tiled = layout.tiling.tile_shape(base)
    except LayoutError:
        raise diag.TILING_NOT_APPLICABLE(tiles=layout.tiling.tiles, shape=base) from None
    tiled_dims = tiled[len(base):]
    warp = [d for d in layout.warp_dims if isinstance(d, int)]
    lane = [d for d in layout.lane_dims if isinstance(d, int)]
    dims = {*warp, *lane, layout.vector_dim}  # (iterated as jax iterates it: a set, in CPython's order)
    if len(dims) != len(warp) + len(lane) + 1:
        raise diag.TILED_DUPLICATE_DIMS()
    for d in dims:
        if d >= 0:
            raise diag.TILED_DIM_NOT_NEGATIVE()
        if d < -len(tiled_dims):
            raise diag.TILED_DIM_OUT_OF_RANGE(tiled=tiled_dims, rank=len(tiled_dims))
    for dims_of, row, size in ((layout.warp_dims, diag.TILED_WARP_PRODUCT, WARPS_IN_WARPGROUP),
                               (layout.lane_dims, diag.TILED_LANE_PRODUCT, WARP_SIZE)):
        product = math.prod(_size(d, tiled_dims) for d in dims_of)
        if product != size:
            raise row(tiled=tiled_dims, product=product)
    canonical = layout.canonicalize()
    if canonical != layout:
        raise diag.TILED_NOT_CANONICAL(layout=jax_str(layout, None, unreduced_field),
                                       canonical=jax_str(canonical, None, unreduced_field))


def _size(d: Dim, tiled_dims: tuple[int, ...]) -> int:
    return d.times if isinstance(d, Replicated) else tiled_dims[d]
