"""SMEM layouts: the swizzle rule, the tilings MMA operands and transfers accept."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu import layouts as L


@pytest.mark.parametrize("minor, bits, swizzle", [(64, 16, 128), (32, 32, 128), (32, 16, 64), (16, 16, 32),
                                                  (8, 16, 16), (128, 8, 128)])
def test_compute_swizzle(minor, bits, swizzle):
    assert L.compute_swizzle(minor, bits) == swizzle



def test_conjured_and_mma_tilings():
    assert L.conjure_smem_tilings((64, 128), 16) == [(8, 64), (8, 32), (8, 16)]
    assert L.conjure_smem_tilings((64, 48), 16) == [(8, 16)]
    assert L.conjure_smem_tilings((4, 128), 16) == []
    assert L.mma_tilings((64, 128), 32) == [(8, 32), (8, 16), (8, 8)]
    assert L.is_valid_mma_tiling((8, 64), 16) and not L.is_valid_mma_tiling(None, 16)


def test_a_slice_of_a_tiled_ref_keeps_its_parents_tile_strides():
    """Element (i, j) of the (64, 64) slice at (64, 64) of a (128, 128) ref tiled (8, 64) is the
    parent's element (64 + i, 64 + j): at the parent's offset, less that of the slice's origin."""
    parent, tiling = (128, 128), (8, 64)
    strides = L.tile_strides(L.row_major_strides(parent), tiling)
    assert strides == (1024, 512, 64, 1)
    flat = np.arange(64 * 64)
    i, j = np.unravel_index(flat, (64, 64))
    in_parent = L.ref_offsets(np.ravel_multi_index((64 + i, 64 + j), parent), parent, tiling, None)
    origin = L.ref_offsets(np.array([64 * 128 + 64]), parent, tiling, None)[0]
    assert np.array_equal(L.ref_offsets(flat, (64, 64), tiling, strides), in_parent - origin)
    # A ref of the slice's own shape would be laid out otherwise (the bug of issues #15 and #16).
    assert not np.array_equal(L.ref_offsets(flat, (64, 64), tiling, None), in_parent - origin)
