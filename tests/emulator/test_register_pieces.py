"""Registers split from one array (lanes.split: a fused load's, a stacked op's results) stack again
without a copy (lanes.joined), and only as they were split."""

from __future__ import annotations

import weakref

import numpy as np

from mgpu.emulator import lanes


def test_pieces_in_order_join_as_the_array_they_were_split_from():
    v = np.arange(24, dtype=np.float32).reshape(12, 2)
    pieces = lanes.split(v, 3)
    assert [p.tolist() for p in pieces] == [v[:4].tolist(), v[4:8].tolist(), v[8:].tolist()]
    whole = lanes.joined(pieces)
    assert np.shares_memory(whole, v) and np.array_equal(whole, v) and not whole.flags.writeable
    assert lanes.stacked(pieces) is whole


def test_other_registers_are_stacked_by_a_copy():
    v = np.arange(12, dtype=np.int32).reshape(6, 2)
    pieces = lanes.split(v, 3)
    for vals in (pieces[::-1], pieces[:2], [pieces[0].copy(), *pieces[1:]], [pieces[0], pieces[1], v[4:]]):
        assert lanes.joined(vals) is None
        s = lanes.stacked(vals)
        assert not np.shares_memory(s, v) and np.array_equal(s, np.concatenate(vals))


def test_split_registers_keep_nothing_alive_once_their_pieces_are_gone():
    v = np.zeros((8, 2), np.float32)  # (an array that owns its memory)
    owner = weakref.ref(v)
    pieces = lanes.split(v, 2)
    del v
    assert owner() is not None and lanes.joined(pieces) is not None  # (the pieces are views of it)
    del pieces
    assert owner() is None
