"""lanes.uniform_at: the one value the threads ``idx`` hold, or None, whether or not every thread holds it."""

from __future__ import annotations

import numpy as np

from mgpu.emulator.lanes import uniform_at


def test_the_threads_value_whether_all_hold_it_or_only_they():
    idx = np.array([1, 2])
    assert uniform_at(np.array([7]), idx) == 7  # (a uniform register: one row)
    assert uniform_at(np.full(4, 7), idx) == 7
    assert uniform_at(np.array([5, 7, 7, 5]), idx) == 7  # (the first and last thread agree, the others differ)
    assert uniform_at(np.array([7, 7, 8, 7]), idx) is None
    assert uniform_at(np.array([5, 7, 8, 5]), np.array([0, 3])) == 5
