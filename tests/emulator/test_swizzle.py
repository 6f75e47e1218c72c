"""Swizzle on absolute SMEM addresses (PTX91 §5.5.7), and the tests' oracle of the tile+swizzle ref layout."""
import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.swizzle import swizzle
from tests.support.smem_layout import (logical_to_physical_bytes, physical_bytes_to_logical, tiled_offset,
                                       tiled_swizzled_offset)


def test_bf16_element_3_10_of_128b_tile_moves_from_404_to_420():
    assert tiled_offset((3, 10), (8, 64), (8, 64), 16) == 404
    assert tiled_swizzled_offset((3, 10), (8, 64), (8, 64), 128, 16) == 420
    assert swizzle(404, 128) == 420


@pytest.mark.parametrize("s,k", [(32, 2), (64, 4), (128, 8)])
def test_formula_chunk_xor_line(s, k):
    addr = np.arange(0, 4096, dtype=np.int64)
    out = swizzle(addr, s)
    line, chunk, byte = addr >> 7, (addr >> 4) & 7, addr & 15
    expect = (line << 7) | ((chunk ^ (line % k)) << 4) | byte
    np.testing.assert_array_equal(out, expect)


@pytest.mark.parametrize("s", [16, 32, 64, 128])
def test_involution_and_permutation(s):
    addr = np.arange(8192, dtype=np.int64)
    out = swizzle(addr, s)
    np.testing.assert_array_equal(swizzle(out, s), addr)
    assert sorted(out.tolist()) == addr.tolist()
    assert (out & 15).tolist() == (addr & 15).tolist()


def test_no_swizzle_is_identity_and_bad_value_rejected():
    assert swizzle(12345, 16) == 12345
    with pytest.raises(ValueError, match="swizzle"):
        swizzle(0, 48)


def test_absolute_address_matters():
    # the same relative offset at a base that is not 1024-aligned lands elsewhere
    assert swizzle(128 + 0, 128) == 128 + 16
    assert tiled_swizzled_offset((0, 0), (8, 64), (8, 64), 128, 16, base=128) == 144


def test_reference_examples_layouts_and_inference_3_1():
    assert tiled_swizzled_offset((17, 2), (64, 128), (8, 64), 128, 16) == 4244
    assert tiled_swizzled_offset((17, 10), (64, 128), (8, 64), 128, 16) == 4228
    assert tiled_swizzled_offset((25, 2), (64, 128), (8, 64), 128, 16) == 6292
    assert tiled_swizzled_offset((33, 2), (128, 128), (8, 32), 128, 32) == 16536


def test_64b_swizzle_rows_share_lines():
    # 64B swizzle with a 64-byte row (32 bf16): logical rows 0,1 -> XOR 0, rows 2,3 -> XOR 1
    offs = [tiled_swizzled_offset((r, 0), (8, 32), (8, 32), 64, 16) for r in range(4)]
    assert offs == [0, 64, 128 + 16, 192 + 16]


def test_vectorised_indices_and_batch_dims():
    i, j = np.meshgrid(np.arange(16), np.arange(128), indexing="ij")
    off = tiled_swizzled_offset((i, j), (16, 128), (8, 64), 128, 16)
    assert off.shape == (16, 128)
    assert sorted(off.reshape(-1).tolist()) == list(range(0, 4096, 2))
    # a leading batch dim selects whole tiled planes
    assert tiled_offset((1, 0, 0), (2, 16, 128), (8, 64), 16) == 4096


@pytest.mark.parametrize("tile,s,dt", [((8, 64), 128, np.float16), ((8, 32), 128, np.float32),
                                       ((8, 32), 64, ml_dtypes.bfloat16), ((8, 16), 32, np.float16),
                                       (None, 16, np.int32)])
def test_round_trip_logical_physical(tile, s, dt):
    a = (np.arange(64 * 128) % 251).astype(dt).reshape(64, 128)
    raw = logical_to_physical_bytes(a, tile, s)
    np.testing.assert_array_equal(physical_bytes_to_logical(raw, a.shape, dt, tile, s), a)


def test_physical_matches_numpy_reference_128b():
    a = np.arange(8 * 64, dtype=np.uint16).reshape(8, 64)
    raw = logical_to_physical_bytes(a, (8, 64), 128).view(np.uint16).reshape(8, 8, 8)  # row, chunk, elem
    for r in range(8):
        for c in range(8):
            np.testing.assert_array_equal(raw[r, c ^ r], a[r, 8 * c:8 * c + 8])


@pytest.mark.parametrize("dt", [ml_dtypes.int4, ml_dtypes.uint2])
def test_sub_byte_arrays_are_refused_not_laid_out_a_byte_each(dt):
    a = np.zeros((8, 64), dt)
    with pytest.raises(ValueError, match="packed"):
        logical_to_physical_bytes(a, (8, 64), 32)
    with pytest.raises(ValueError, match="packed"):
        physical_bytes_to_logical(np.zeros(512, np.uint8), (8, 64), dt, (8, 64), 32)
