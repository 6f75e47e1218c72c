"""The distinct values of an integer array, sorted: what ``np.unique`` returns, without what its first call
costs. numpy 2's ``unique`` asks ``np.ma.is_masked`` of its input (numpy/lib/_arraysetops_impl.py:367 at
2.4.6), which imports numpy.ma: 15-20 ms CPU of a tiny kernel's mgpu-run, which checks its accesses with
these (docs/design/loading.md)."""

from __future__ import annotations

import numpy as np


def distinct(values: np.ndarray) -> np.ndarray:
    """``np.unique(values)`` of an integer array (any shape: its values flattened)."""
    flat = np.sort(values, axis=None)
    if flat.size < 2:
        return flat
    first = np.empty(flat.shape, dtype=bool)
    first[0] = True
    np.not_equal(flat[1:], flat[:-1], out=first[1:])
    return flat[first]
