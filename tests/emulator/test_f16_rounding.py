"""f16_rounding.f32_to_f16 gives the bits of numpy's float32 -> float16 cast: at every rounding boundary of
every exponent (ties, one below and one above, for every position the rounding can cut at), for NaNs,
infinities, zeros and values that overflow, and for random bit patterns, in any array layout."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.emulator.f16_rounding import f32_to_f16


def _numpy(x: np.ndarray) -> np.ndarray:
    with np.errstate(all="ignore"):
        return x.astype(np.float16).view(np.uint16)


def _same(bits: np.ndarray):
    x = bits.astype(np.uint32).view(np.float32)
    got = f32_to_f16(x)
    assert got.dtype == np.float16 and got.shape == x.shape
    wrong = np.flatnonzero(got.view(np.uint16) != _numpy(x))
    assert wrong.size == 0, [(hex(int(b)), hex(int(g))) for b, g in zip(bits[wrong][:5], got.view(np.uint16)[wrong][:5])]


def test_every_rounding_boundary_of_every_exponent():
    rng = np.random.default_rng(0)
    exps = np.arange(256, dtype=np.uint32)[:, None, None, None]
    cut = np.arange(13, 25, dtype=np.uint32)[None, :, None, None]  # (bits dropped: 13 for f16 normals, more below)
    half = np.uint32(1) << (cut - np.uint32(1))
    low = np.stack(np.broadcast_arrays(half * 0, half - 1, half, half + 1, (half << 1) - 1), -1)[..., None, :]
    kept = np.uint32(1) << cut
    rest = rng.integers(0, 1 << 23, (1, 1, 6, 1), dtype=np.uint32)
    high = np.concatenate(np.broadcast_arrays(rest & ~kept, rest | kept, rest & 0), 2) & ~(kept - 1)
    mantissa = (high | low) & np.uint32(0x7FFFFF)
    bits = (exps << np.uint32(23)) | mantissa
    _same(np.concatenate([bits.ravel(), bits.ravel() | np.uint32(0x80000000)]))


def test_special_values():
    nan_payloads = [1, 0x1FFF, 0x2000, 0x400000, 0x400001, 0x7FFFFF]
    bits = [0, 0x7F800000, 0x7F7FFFFF, 0x477FEFFF, 0x477FF000, 0x477FFFFF, 0x47800000, 0x387FFFFF, 0x38800000,
            0x33000000, 0x33000001, 0x32FFFFFF, 1, 0x007FFFFF] + [0x7F800000 | p for p in nan_payloads]
    bits = np.array(bits, np.uint32)
    _same(np.concatenate([bits, bits | np.uint32(0x80000000)]))


def test_random_bit_patterns():
    _same(np.random.default_rng(1).integers(0, 1 << 32, 1 << 20, dtype=np.uint64))


@pytest.mark.parametrize("shape", [(), (1,), (7, 5)])
def test_layouts(shape):
    x = np.random.default_rng(2).standard_normal((5, 7)).astype(np.float32) * np.float32(1e-5)
    x = x.T.reshape(shape) if shape == (7, 5) else x.reshape(-1)[: int(np.prod(shape))].reshape(shape)
    got = f32_to_f16(x)
    assert got.shape == x.shape
    assert np.array_equal(np.asarray(got).view(np.uint16), _numpy(x))
