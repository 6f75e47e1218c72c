"""What jax's print_layout says of a layout (mgpu.layouts.jax_names), against the strings jax 0.10.2
prints: ``pprint_layout`` (dialect_lowering.py:664-689) and ``str`` of fragmented_array's and tcgen05's
layouts (printed with jaxlib 0.10.2)."""

from mgpu import layouts as L
from mgpu.layouts.jax_names import jax_str, register_layout_text, tmem_layout_text


def test_named_register_layouts_print_their_name():
    names = [register_layout_text(x) for x in (L.WGMMA_LAYOUT, L.WGMMA_ROW_LAYOUT, L.WGMMA_TRANSPOSED_LAYOUT,
                                               L.TCGEN05_LAYOUT, L.TCGEN05_TRANSPOSED_LAYOUT, L.TMEM_NATIVE_LAYOUT)]
    assert names == ["WGMMA", "WGMMA_ROW", "WGMMA_TRANSPOSED", "TCGEN05", "TCGEN05_TRANSPOSED", "TCGEN05_TMEM_NATIVE"]


def test_another_tiled_layout_prints_as_jax_str_with_replicated_dims():
    col = L.tiled_layout(((8,), (2,)), (L.Replicated(4),), (L.Replicated(8), -2), -1)  # fa.WGMMA_COL_LAYOUT
    assert register_layout_text(col) == (
        "TiledLayout(tiling=Tiling(tiles=((8,), (2,))), warp_dims=(Replicated(times=4),), "
        "lane_dims=(Replicated(times=8), -2), vector_dim=-1)")


def test_a_named_layout_as_str_is_jax_str():
    assert jax_str(L.WGMMA_LAYOUT) == ("TiledLayout(tiling=Tiling(tiles=((64, 8), (16, 8), (8, 8), (2,))), "
                                       "warp_dims=(-7,), lane_dims=(-3, -2), vector_dim=-1)")


def test_splat_and_strided_layouts_print_as_jax_str():
    assert register_layout_text(L.WGSplatFragLayout((128,))) == "WGSplatFragLayout(shape=(128,))"
    assert register_layout_text(L.WGStridedFragLayout((2, 128), 1)) == "WGStridedFragLayout(shape=(2, 128), vec_size=1)"


def test_tmem_default_layout_prints_its_packing():
    assert tmem_layout_text(L.tmem_default_layout(2)) == "TMEM_DEFAULT(packing=2)"
    assert tmem_layout_text(L.tmem_default_layout(1)) == "TMEM_DEFAULT(packing=1)"


def test_another_tmem_layout_prints_as_jax_tmem_layout_str():
    assert tmem_layout_text(L.tmem_half_lane_layout(64, 1)) == (
        "TMEMLayout(tiling=Tiling(tiles=((64, 64), (16, 32), (1,))), warp_dims=(-5,), lane_dims=(-4, -3), "
        "vector_dim=-1)")
