"""A batch's fresh arrays take the pages the batch before it freed (heap_top.py): no page fault per page."""

from __future__ import annotations

import resource

import numpy as np
import pytest

from mgpu.emulator import heap_top


def _batch() -> None:
    """Four 2 MiB registers made, touched and freed, as a batch of 64 CTAs does."""
    regs = [np.ones(1 << 21, np.uint8) for _ in range(4)]
    assert all(r[-1] == 1 for r in regs)


def test_a_batch_reuses_the_pages_the_batch_before_it_freed():
    if not heap_top.keep_freed_top():
        pytest.skip("not glibc's malloc")
    _batch()
    before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    for _ in range(8):
        _batch()
    assert resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before < 64  # (each page again: 16,384)
