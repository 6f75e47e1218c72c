"""A batch's boxes cut into spans of evenly spaced ones: the CTAs of a batch copy boxes whose starts step
evenly along a row of the grid's blocks, and a batch that wraps to the next row steps once differently
(two spans). Both the TMA copies (tma.py, a span a strided copy) and the GMEM race tags (gmem_region.py, a
span a strided region) take a batch's boxes a span at a time."""

from __future__ import annotations

import numpy as np


def even_spans(starts: np.ndarray, joins: np.ndarray | None = None) -> list[tuple[int, int]]:
    """Items ``range(len(starts))`` cut, in order, into spans [a, b) each as long as can be over which every
    column of ``starts`` (one row an item) steps evenly; ``joins[i]`` False: items i and i + 1 are never in one
    span."""
    n = starts.shape[0]
    steps = np.diff(starts, axis=0)
    if steps.ndim == 1:
        steps = steps[:, None]
    spans, a = [], 0
    while a < n - 1:
        bad = (steps[a:] != steps[a]).any(1)
        if joins is not None:
            bad |= ~joins[a:]
        at = np.flatnonzero(bad)
        b = a + int(at[0]) + 1 if at.size else n
        spans.append((a, b))
        a = b
    if a == n - 1:
        spans.append((a, n))
    return spans
