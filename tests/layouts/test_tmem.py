"""``tmem_columns``: the 32-bit TMEM columns a shape takes in a TMEM layout (jax's
``TMEMLayout.cols_in_shape``, tcgen05.py:962 at jax-v0.10.2)."""

import pytest

from mgpu import layouts as L

# test_tmem_batch_dimension_indexing's SCALES-like layout: f8, four a column, replicated over the warps
REPLICATED = L.tiled_layout(((128, 4), (32, 1)), (L.Replicated(4),), (-2,), -3)


@pytest.mark.parametrize(("layout", "shape"), [
    (L.tmem_default_layout(1), (128, 64)),
    (L.tmem_default_layout(2), (128, 64)),
    (L.tmem_default_layout(4), (128, 32)),
    (REPLICATED, (128, 4)),
    (REPLICATED, (128, 24)),
])
def test_a_column_per_register_of_a_thread(layout: L.TiledLayout, shape: tuple[int, int]) -> None:
    """Thread t of warp w holds TMEM lane 32 w + t, one 32-bit column per register (a vector of
    the layout's packing), so the columns are the registers each thread holds."""
    assert L.tmem_columns(layout, shape) == L.num_registers(layout, shape)


def test_packed_columns_hold_several_elements() -> None:
    assert L.tmem_columns(L.tmem_default_layout(1), (128, 64)) == 64
    assert L.tmem_columns(L.tmem_default_layout(2), (128, 64)) == 32
    assert L.tmem_columns(REPLICATED, (128, 4)) == 4  # 4 row groups of 32, one column each
