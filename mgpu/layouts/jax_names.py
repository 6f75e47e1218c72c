"""What jax's ``print_layout`` says a layout is: its name, or jax's ``str`` of it.

jax prints ``fmt.format(pprint_layout(x))`` while it lowers ``mosaic_gpu.print_layout``
(jax/experimental/mosaic/gpu/dialect_lowering.py:664-701 at jax-v0.10.2): six register layouts by
name (WGMMA, WGMMA_ROW, WGMMA_TRANSPOSED, TCGEN05, TCGEN05_TRANSPOSED, TCGEN05_TMEM_NATIVE), TMEM's
default layout as ``TMEM_DEFAULT(packing=N)``, and any other layout as its Python ``str``: the
dataclass's repr (fragmented_array.py:306-700, tcgen05.py:938: ``TMEMLayout`` subclasses
``TiledLayout``). tests/layouts/test_jax_names.py holds jax's own strings.
"""

from __future__ import annotations

from mgpu.layouts.register import (
    TCGEN05_LAYOUT,
    TCGEN05_TRANSPOSED_LAYOUT,
    TMEM_NATIVE_LAYOUT,
    WGMMA_LAYOUT,
    WGMMA_ROW_LAYOUT,
    WGMMA_TRANSPOSED_LAYOUT,
    RegisterLayout,
    TiledLayout,
    WGSplatFragLayout,
)
from mgpu.layouts.tmem import tmem_default_layout

_NAMED = ((WGMMA_LAYOUT, "WGMMA"), (WGMMA_ROW_LAYOUT, "WGMMA_ROW"), (WGMMA_TRANSPOSED_LAYOUT, "WGMMA_TRANSPOSED"),
          (TCGEN05_LAYOUT, "TCGEN05"), (TCGEN05_TRANSPOSED_LAYOUT, "TCGEN05_TRANSPOSED"),
          (TMEM_NATIVE_LAYOUT, "TCGEN05_TMEM_NATIVE"))


def jax_str(layout: RegisterLayout, cls: str | None = None, unreduced_field: bool = False) -> str:
    """jax's ``str`` of the layout (a dataclass's repr; ``cls`` names a TiledLayout's class:
    ``TMEMLayout`` for a TMEM layout; ``unreduced_field``: the release's TiledLayout has jax 0.12's
    ``unreduced_operation`` field, last in its repr, None for every layout mgpu reads:
    ``JaxVersion.tiled_layout_unreduced_field``)."""
    if isinstance(layout, TiledLayout):
        return (f"{cls or 'TiledLayout'}(tiling=Tiling(tiles={tuple(map(tuple, layout.tiling.tiles))!r}), "
                f"warp_dims={_dims(layout.warp_dims)}, lane_dims={_dims(layout.lane_dims)}, "
                f"vector_dim={layout.vector_dim}{', unreduced_operation=None' if unreduced_field else ''})")
    if isinstance(layout, WGSplatFragLayout):
        return f"WGSplatFragLayout(shape={tuple(layout.shape)!r})"
    return f"WGStridedFragLayout(shape={tuple(layout.shape)!r}, vec_size={layout.vec_size})"


def _dims(dims) -> str:
    """A tuple of dims as Python prints it: ``(-7,)``, ``(-2, Replicated(times=4))``."""
    items = [d if isinstance(d, int) else f"Replicated(times={d.times})" for d in dims]
    return f"({', '.join(map(str, items))}{',' if len(items) == 1 else ''})"


def register_layout_text(layout: RegisterLayout, unreduced_field: bool = False) -> str:
    """``pprint_layout`` of a FragmentedArray in this layout."""
    return next((name for named, name in _NAMED if layout == named), None) or jax_str(layout, None, unreduced_field)


def tmem_layout_text(layout: TiledLayout, unreduced_field: bool = False) -> str:
    """``pprint_layout`` of a TMEMRef in this layout (its packing is the layout's vector length)."""
    packing = layout.vector_length
    if layout == tmem_default_layout(packing):
        return f"TMEM_DEFAULT(packing={packing})"
    return jax_str(layout, "TMEMLayout", unreduced_field)
