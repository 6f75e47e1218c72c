"""Bit-exact comparison of a run's outputs with jax's payload's, saying where they first differ."""

from __future__ import annotations

import numpy as np


def first_difference(name: str, out: str, theirs: np.ndarray, ours: np.ndarray) -> str | None:
    """None if ``ours`` has ``theirs``' dtype, shape and bits; else what differs, and where first."""
    if theirs.dtype != ours.dtype or theirs.shape != ours.shape:
        return f"{name}: {out} is {ours.dtype}{list(ours.shape)}, jax's payload gives {theirs.dtype}{list(theirs.shape)}"
    bits = np.dtype(f"u{theirs.dtype.itemsize}")
    a, b = theirs.view(bits), ours.view(bits)
    differ = np.argwhere(a != b)
    if not len(differ):
        return None
    idx = tuple(int(i) for i in differ[0])
    return (f"{name}: {out}: {len(differ)} of {a.size} elements differ from jax's payload; first at "
            f"{idx}: ours {ours[idx]!r}, jax's {theirs[idx]!r}")
