"""Fixtures the emulator's tests share."""

from __future__ import annotations

import pytest

from mgpu.emulator import fuse


@pytest.fixture
def unfused():
    """Call to run unfused (fuse.enabled off) until the test ends."""
    saved = fuse.enabled

    def off():
        fuse.enabled = False
    yield off
    fuse.enabled = saved
