"""SMEM layouts: the swizzle rule, the tilings MMA operands and transfers accept."""

from __future__ import annotations

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
