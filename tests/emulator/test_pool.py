"""pool.py: buffers reused between runs; a run's outputs lent, taken back only once the caller drops them."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import pool
from mgpu.emulator.run import Kernel
from tests.emulator.grid_kernels import blocked_grid_inputs, blocked_grid_text

N = pool.MIN_BYTES


@pytest.fixture(autouse=True)
def _empty_pool(monkeypatch):
    monkeypatch.setattr(pool, "_FREE", {})
    monkeypatch.setattr(pool, "_LENT", [])


def test_a_dropped_lent_array_is_taken_back_zeroed():
    a = pool.take(N)
    a.fill(7)
    address = a.ctypes.data
    pool.lend(a)
    del a
    b = pool.take(N)
    assert b.ctypes.data == address and not b.any()


def test_a_lent_array_still_viewed_is_not_taken_back():
    a = pool.take(N)
    pool.lend(a)
    view = a[2:].view(np.uint16)  # (its base: ``a``)
    del a
    view[:] = 5
    b = pool.take(N)
    assert b.ctypes.data != view.ctypes.data - 2 and (view == 5).all()


def test_a_view_is_not_lent():
    a = pool.take(2 * N)
    half = a[:N]
    pool.lend(half)
    del half
    assert not np.shares_memory(a, pool.take(N))


def test_an_output_the_caller_keeps_is_not_written_by_the_next_run():
    k = Kernel(parse_module(blocked_grid_text(64), "k", make_context(allow_unregistered=True)))
    first_in, first_expected = blocked_grid_inputs(64, seed=0)
    second_in, second_expected = blocked_grid_inputs(64, seed=1)
    first = k.run(first_in).outputs["out0"]
    assert first.nbytes >= N  # (lent)
    second = k.run(second_in).outputs["out0"]
    assert np.array_equal(first.view(np.uint8), first_expected.view(np.uint8))
    assert np.array_equal(second.view(np.uint8), second_expected.view(np.uint8))


def test_a_run_takes_back_the_output_its_caller_dropped():
    k = Kernel(parse_module(blocked_grid_text(64), "k", make_context(allow_unregistered=True)))
    inputs, expected = blocked_grid_inputs(64)
    out = k.run(inputs).outputs["out0"]
    address = out.ctypes.data
    del out
    again = k.run(inputs).outputs["out0"]
    assert again.ctypes.data == address
    assert np.array_equal(again.view(np.uint8), expected.view(np.uint8))
