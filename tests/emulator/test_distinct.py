"""``distinct`` (mgpu/emulator/distinct.py) gives what ``np.unique`` gives, for the integer arrays the emulator asks."""

import numpy as np
import pytest

from mgpu.emulator.distinct import distinct


@pytest.mark.parametrize("values", [
    np.array([], dtype=np.int64), np.array([7]), np.array([3, 1, 3, 2, 1]), np.arange(12).reshape(3, 4) % 5,
    np.array([-2, 5, -2, 0], dtype=np.int32), np.random.default_rng(0).integers(0, 9, 100, dtype=np.uint16),
])
def test_the_distinct_values_are_numpy_s(values):
    got, want = distinct(values), np.unique(values)
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got, want)
