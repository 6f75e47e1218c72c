"""even_spans.py: a batch's boxes cut into spans of evenly spaced ones."""

from __future__ import annotations

import numpy as np

from mgpu.emulator.even_spans import even_spans


def test_a_batch_that_wraps_to_the_next_row_is_two_spans():
    starts = np.array([0, 512, 1024, 1536, 65536, 66048, 66560], np.int64)
    assert even_spans(starts) == [(0, 4), (4, 7)]


def test_every_column_must_step_evenly():
    starts = np.array([[0, 0], [16, 8], [32, 16], [48, 40]], np.int64)
    assert even_spans(starts) == [(0, 3), (3, 4)]


def test_items_that_do_not_join_are_apart_whatever_their_steps():
    starts = np.arange(5, dtype=np.int64) * 64
    assert even_spans(starts, np.array([True, False, True, True])) == [(0, 2), (2, 5)]


def test_one_item_is_one_span_and_none_is_none():
    assert even_spans(np.array([7], np.int64)) == [(0, 1)]
    assert even_spans(np.zeros(0, np.int64)) == []
