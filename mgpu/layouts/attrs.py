"""Layout values <-> the typed attributes of the mosaic_gpu dialect (``mosaic_gpu/attributes.py``).

``from_attr`` reads a register or TMEM layout off a ``TiledLayoutAttr``, ``WGSplatFragLayoutAttr``
or ``WGStridedFragLayoutAttr`` (any other attribute: jax's NotImplementedError); ``to_attr`` builds the
attribute of a value. ``transforms_from_attrs`` (``given_transforms``: refusing any other attribute) and
``transforms_to_attr`` do the same for an SMEM ref's ``[#mosaic_gpu.tile<..>, #mosaic_gpu.swizzle<..>]``.
The attribute classes print exactly as jaxlib does, so what the passes emit is jaxlib's text without any
text passing through here.
"""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.dialects.builtin import ArrayAttr, IntAttr
from xdsl.ir import Attribute

from mgpu.dialect.diagnostics import inference as diag
from mgpu.dialect.mosaic_gpu.attributes import (
    ReplicatedAttr,
    SwizzleTransformAttr,
    TiledLayoutAttr,
    TileTransformAttr,
    WGSplatFragLayoutAttr,
    WGStridedFragLayoutAttr,
)
from mgpu.layouts.register import (
    Dim,
    RegisterLayout,
    Replicated,
    TiledLayout,
    Tiling,
    WGSplatFragLayout,
    WGStridedFragLayout,
)
from mgpu.layouts.smem import NO_SWIZZLE, Transforms, minor_swizzle
from mgpu.layouts.layout_checks import check_strided_layout, check_tiled_layout

# The op attributes that carry layouts and transforms (jax's ``in_layouts`` & co.), sorted as MLIR
# prints an op's attributes.
LAYOUT_ATTR_NAMES = ("in_layouts", "in_tmem_layouts", "in_transforms",
                     "out_layouts", "out_tmem_layouts", "out_transforms")


def _dim(d: Attribute) -> Dim:
    if isinstance(d, ReplicatedAttr):
        return Replicated(d.times.data)
    assert isinstance(d, IntAttr)  # TiledLayoutAttr.verify
    return d.data


def _dim_attr(d: Dim) -> int | ReplicatedAttr:
    return ReplicatedAttr(d.times) if isinstance(d, Replicated) else d


def from_attr(attr: Attribute, unreduced_field: bool = False) -> RegisterLayout:
    """The layout value of a register (or TMEM) layout attribute, a TiledLayout refused in jax's words where jax's
    refuses it (``unreduced_field``: JaxVersion.tiled_layout_unreduced_field, for jax's repr in those words)."""
    if isinstance(attr, TiledLayoutAttr):
        layout = TiledLayout(Tiling(attr.tiles), tuple(map(_dim, attr.warp_dims.data)),
                             tuple(map(_dim, attr.lane_dims.data)), attr.vector_dim.data)
        check_tiled_layout(layout, unreduced_field)
        return layout
    if isinstance(attr, WGSplatFragLayoutAttr):
        return WGSplatFragLayout(attr.shape_tuple)
    if isinstance(attr, WGStridedFragLayoutAttr):
        strided = WGStridedFragLayout(attr.shape_tuple, attr.vector_size.data)
        check_strided_layout(strided)
        return strided
    raise diag.INFER_UNSUPPORTED_LAYOUT_ATTR(attr=attr)  # jax's from_layout_attr (layouts.py:139 at jax-v0.12.0.1)


def to_attr(layout: RegisterLayout) -> Attribute:
    """The dialect attribute of a layout value."""
    if isinstance(layout, TiledLayout):
        return TiledLayoutAttr(layout.tiling.tiles, [_dim_attr(d) for d in layout.warp_dims],
                               [_dim_attr(d) for d in layout.lane_dims], layout.vector_dim)
    if isinstance(layout, WGSplatFragLayout):
        return WGSplatFragLayoutAttr(layout.shape)
    return WGStridedFragLayoutAttr(layout.shape, layout.vec_size)


def transforms_from_attrs(attrs: Iterable[Attribute]) -> Transforms:
    """The tile and swizzle of a ``transforms`` list (the last of each wins); any other transform
    is kept in ``other``."""
    tiling, swizzle, other = None, None, []
    for a in attrs:
        if isinstance(a, TileTransformAttr):
            tiling = a.tile
        elif isinstance(a, SwizzleTransformAttr):
            swizzle = a.bytes
        else:
            other.append(a)
    return Transforms(tiling, swizzle, tuple(other))


def given_transforms(attrs: Iterable[Attribute]) -> Transforms:
    """The tile and swizzle of the transforms a kernel gives a ref (a custom_primitive's ``in_transforms``):
    anything else is jax's from_transform_attr refusal (layouts.py:197 at jax-v0.12.0.1)."""
    transforms = transforms_from_attrs(attrs)
    if transforms.other:
        raise diag.INFER_UNSUPPORTED_TRANSFORM(transform=transforms.other[0])
    return transforms


def transforms_to_attr(tiling: tuple[int, ...] | None, bitwidth: int, transposed: bool = False,
                       swizzle: int | None = None, no_swizzle_written: bool = True) -> ArrayAttr:
    """The ``in_/out_transforms`` entry of a ref tiled by ``tiling`` (None: untiled, ``[]``): the
    tile and ``swizzle``, by default the one that follows from the tile (``smem.minor_swizzle``); an
    unswizzled ref's ``swizzle<16>`` written only if ``no_swizzle_written`` (jax 0.10.2 writes it, 0.11
    and later do not). An untiled ref swizzled (jax 0.12's swizzle without a tile) has its swizzle alone."""
    if tiling is None:
        return ArrayAttr([SwizzleTransformAttr(swizzle)] if swizzle not in (None, NO_SWIZZLE) else [])
    swizzle = swizzle or minor_swizzle(tiling, bitwidth, transposed)
    written = no_swizzle_written or swizzle != NO_SWIZZLE
    return ArrayAttr([TileTransformAttr(tiling), *([SwizzleTransformAttr(swizzle)] if written else [])])
