"""The race detector's shortcuts skip only checks that cannot fail (epoch_table.py: per-block epoch
bounds and versions; hazards.CtaHazards._unordered: a check a clock passed stays passed while
the records are unchanged): a race after a passed check, or in bytes next to forgotten ones, is still
reported."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace

import numpy as np
import pytest

from mgpu.emulator import happens_before as hbm
from mgpu.emulator.epoch_table import BLOCK_SHIFT, EpochTable
from mgpu.emulator.hazards import CtaHazards
from mgpu.emulator.races import RaceError

SMEM = 4096


@dataclass(eq=False)
class _Warp:
    """A context of one warp (``T`` 32 threads; a warpgroup's four: 128), every thread active, with its clocks."""
    name: str
    T: int = 32
    hb: hbm.WarpClocks = field(init=False)
    mask = None
    cur_op = None

    def __post_init__(self):
        self.hb = hbm.WarpClocks(self.name, self.T)


def _warp(name: str) -> _Warp:
    return _Warp(name)


def _setup():
    hz = CtaHazards()
    hz.track_reads(SMEM)
    a, b = _warp("A"), _warp("B")
    for w in (a, b):
        w.cta = SimpleNamespace(hazards=hz)  # (an acquire settles the CTA's wgmma units: happens_before.acquire)
        hz.join(w)
    return hz, a, b


def _words(lo: int) -> np.ndarray:
    """Each of 32 threads' 4-byte word, from byte ``lo``."""
    return lo + 4 * np.arange(32, dtype=np.int64)


def _sync(src, dst):
    """``src`` releases into a barrier phase that ``dst`` then acquires."""
    obj = SimpleNamespace()
    hbm.release(src, obj, 0, 1)
    hbm.acquire(dst, obj, 0)


def test_a_write_after_a_passed_check_is_still_a_race():
    hz, a, b = _setup()
    hz.generic_write("A", SMEM, _words(0), 4)
    with pytest.raises(RaceError, match="that A wrote"):
        hz.record_read(b, _words(0), 4)
    _sync(a, b)
    hz.record_read(b, _words(0), 4)  # ordered now; the same check again passes too
    hz.record_read(b, _words(0), 4)
    _sync(b, a)
    hz.generic_write("A", SMEM, _words(0), 4)  # after B's read; in A's new epoch, which B does not know
    with pytest.raises(RaceError, match="that A wrote"):
        hz.record_read(b, _words(0), 4)


def _read_only(a: np.ndarray) -> np.ndarray:
    a.flags.writeable = False
    return a


def test_a_passed_check_of_other_bytes_in_the_same_range_does_not_count():
    hz, a, b = _setup()
    hz.generic_write("A", SMEM, np.array([4], np.int64), 4)  # bytes [4, 8)
    sparse = _read_only(np.arange(0, 256, 8, dtype=np.int64))  # words at 0, 8, ..., 248: [0, 252)
    dense = np.arange(0, 256, 8, dtype=np.int64)
    dense[1] = 4  # the same range, and the word at 4
    hz.record_read(b, sparse, 4)
    with pytest.raises(RaceError, match="byte 0x4 that A wrote"):
        hz.record_read(b, _read_only(dense), 4)


def test_bytes_next_to_forgotten_ones_keep_their_records():
    hz, a, b = _setup()
    hz.generic_write("A", SMEM, _words(0), 4)  # bytes [0, 128)
    hz.check_async_write(a, 0, 64, "a TMA load")  # A's own copy over [0, 64): its writes there forgotten
    hz.record_read(b, _words(0)[:16], 4)  # [0, 64): nothing recorded any more
    with pytest.raises(RaceError, match="byte 0x40 that A wrote"):
        hz.record_read(b, _words(64)[:16], 4)


def test_a_read_after_a_passed_check_of_the_range_is_still_a_race():
    hz, a, b = _setup()
    hz.record_read(a, _words(1024), 4)  # (a record elsewhere: the reads are tracked)
    hz.check_async_write(a, 0, 256, "a TMA load")  # [0, 256): passed, kept
    hz.record_read(b, _words(0), 4)  # in the range's block since: B's read, which A does not know
    with pytest.raises(RaceError, match="byte 0x0 by B"):
        hz.check_async_write(a, 0, 256, "a TMA load")


def test_a_write_of_an_mbarrier_after_a_passed_use_is_still_a_race():
    hz, a, b = _setup()
    hz.barrier_init(a.hb.warps[0], 512, None)
    hz.barrier_use(a, 512)  # its own init: passed, kept
    hz.barrier_init(b.hb.warps[0], 512, None)  # B's, which A does not know
    with pytest.raises(RaceError, match="mbarrier at shared memory byte 0x200 that B wrote"):
        hz.barrier_use(a, 512)


def test_a_record_in_another_block_of_the_range_is_found():
    hz, a, b = _setup()
    far = 3 << BLOCK_SHIFT
    hz.generic_write("A", SMEM, _words(far), 4)
    hz.record_read(b, np.array([0], np.int64), far)  # [0, far): clean
    with pytest.raises(RaceError, match=f"byte {far:#x} that A wrote"):
        hz.record_read(b, np.array([0], np.int64), far + 4)


def test_bounds_stay_upper_bounds_of_the_recorded_epochs():
    rng = np.random.default_rng(0)
    table, size = EpochTable(), 1 << 12
    epochs = {"A": 0, "B": 0}
    for _ in range(400):
        lo = int(rng.integers(0, size - 1))
        hi = int(rng.integers(lo + 1, min(size, lo + 1500) + 1))
        if rng.random() < 0.25:
            table.forget(slice(lo, hi), (lo, hi))
            continue
        key = "A" if rng.random() < 0.5 else "B"
        epochs[key] += int(rng.integers(0, 2))
        if rng.random() < 0.5:
            idx = np.unique(rng.integers(lo, hi, 16))
            table.record(key, size, idx, (int(idx.min()), int(idx.max()) + 1), ((epochs[key] + 1) << 24) | 7)
        else:
            table.record(key, size, slice(lo, hi), (lo, hi), ((epochs[key] + 1) << 24) | 7)
        for qlo in range(0, size, 256):
            span = (qlo, qlo + 300)
            bound = dict(table.recorded(span))
            for k, tags in table.items():
                top = int(tags[qlo:qlo + 300].max()) >> 24
                assert top <= bound.get(k, 0)


class _Bounds:
    """The per-block bounds without anything kept: what EpochTable.recorded and forget answer, found afresh."""

    def __init__(self, size: int):
        self.n, self.bounds = (size >> BLOCK_SHIFT) + 1, {}

    def blocks(self, span: tuple) -> tuple:
        lo, hi = span
        if hi <= lo:
            return 0, 0
        return (0, self.n) if lo < 0 else (min(lo >> BLOCK_SHIFT, self.n), min(((hi - 1) >> BLOCK_SHIFT) + 1, self.n))

    def record(self, key: str, span: tuple, epoch: int):
        a, b = self.blocks(span)
        self.bounds.setdefault(key, np.zeros(self.n, np.int64))[a:b] = epoch

    def recorded(self, span: tuple) -> list:
        a, b = self.blocks(span)
        return [(k, int(v[a:b].max())) for k, v in self.bounds.items() if b > a and v[a:b].max()]

    def forget(self, span: tuple):
        if self.recorded(span) and span[0] >= 0:
            for v in self.bounds.values():
                v[-(-span[0] >> BLOCK_SHIFT):span[1] >> BLOCK_SHIFT] = 0


def _random_span(rng, size: int) -> tuple:
    """A range of 1 to 3,000 bytes, or (one in 20) one numpy would wrap around (it starts below 0)."""
    lo = int(rng.integers(-64, 0)) if rng.random() < 0.05 else int(rng.integers(0, size - 1))
    return lo, int(rng.integers(max(lo, 0) + 1, min(size, max(lo, 0) + 3000) + 1))


def test_what_recorded_keeps_is_what_it_finds_afresh():
    """recorded's lists kept (per version, per block range) and forget returning where nothing is recorded: every
    query gives what the bounds give afresh, after random records of several agents (ranges, indices, read-only
    indices left pending) and forgets over random ranges."""
    rng = np.random.default_rng(1)
    size = 1 << 13
    table, fresh = EpochTable(), _Bounds(size)
    epochs = dict.fromkeys("ABCD", 1)
    spans = [_random_span(rng, size) for _ in range(24)]  # (queried again and again, as a kernel's)
    patterns = [_read_only(np.unique(rng.integers(lo, hi, 16))) for lo, hi in spans[:6] if lo >= 0]
    for _ in range(1500):
        roll, span = rng.random(), _random_span(rng, size) if rng.random() < 0.5 else spans[rng.integers(len(spans))]
        if roll < 0.2 and span[0] >= 0:
            table.forget(slice(*span), span)
            fresh.forget(span)
        elif roll < 0.9:
            key = "ABCD"[int(rng.integers(0, 4))]
            epochs[key] += int(rng.random() < 0.3)  # (an agent's epochs only grow; often the same again)
            if rng.random() < 0.3 and span[0] >= 0:
                idx = patterns[int(rng.integers(len(patterns)))] if rng.random() < 0.5 else np.unique(
                    rng.integers(span[0], span[1], 16))
                span = int(idx.min()), int(idx.max()) + 1
            else:
                idx = slice(*span) if span[0] >= 0 else np.arange(*span)
            table.record(key, size, idx, span, (epochs[key] << 24) | 7)
            fresh.record(key, span, epochs[key])
        for span in [spans[int(k)] for k in rng.integers(0, len(spans), 4)] + [_random_span(rng, size)]:
            assert table.recorded(span) == fresh.recorded(span)


def test_pending_records_at_read_only_indices_give_the_tags_of_records_made_at_once():
    rng = np.random.default_rng(1)
    size = 1 << 12
    table, tags = EpochTable(), {"A": np.zeros(size, np.int64), "B": np.zeros(size, np.int64)}
    patterns = [_read_only(np.unique(rng.integers(0, size, 64))) for _ in range(6)]  # (reused: static patterns')
    for step in range(600):
        key = "A" if rng.random() < 0.5 else "B"
        tag = ((step + 1) << 24) | int(rng.integers(0, 100))
        roll = rng.random()
        if roll < 0.6:
            idx = patterns[int(rng.integers(0, len(patterns)))]
        elif roll < 0.8:
            idx = np.unique(rng.integers(0, size, 32))  # (writable: recorded at once)
        else:
            lo = int(rng.integers(0, size - 1))
            idx = slice(lo, int(rng.integers(lo + 1, size + 1)))
        span = (idx.start, idx.stop) if isinstance(idx, slice) else (int(idx.min()), int(idx.max()) + 1)
        if rng.random() < 0.1:
            table.forget(idx, span)
            for t in tags.values():
                t[idx] = 0
            continue
        table.record(key, size, idx, span, tag)
        tags[key][idx] = tag
        if rng.random() < 0.2:  # (reading an agent's tags settles its pending records)
            k = "A" if rng.random() < 0.5 else "B"
            if k in table.bounds:
                np.testing.assert_array_equal(table[k], tags[k])
    for k in table.bounds:
        np.testing.assert_array_equal(table[k], tags[k])


def test_a_wgmma_operand_read_still_pending_is_the_race_a_copy_over_it_names():
    hz, a, b = _setup()
    operand = _read_only(np.array([256, 0, 128], np.int64))  # (a static pattern's offsets, in its order)
    hz.record_issued_read(a, operand, 16, "wgmma operand", wgmma=True)  # (pending: a read-only index)
    assert hz.rd.pending
    with pytest.raises(RaceError, match="byte 0x80 by A wgmma happened before a TMA load"):
        hz.check_async_write(b, 100, 512, "a TMA load")  # (the first byte read in [100, 512): 128's)


def _first_race(check) -> str | None:
    try:
        check()
    except RaceError as e:
        return e.message
    return None


def test_a_warpgroup_store_finds_the_race_each_warps_check_finds():
    """A whole-warpgroup store (its warps' parts indexed at once, checks skipped on the bounds) reports
    what checking each warp's part through WarpClocks.by_thread reports, the same first race."""
    rng = np.random.default_rng(2)
    hz = CtaHazards()
    hz.track_reads(SMEM)
    groups = [_Warp("G0", 128), _Warp("G1", 128)]
    for g in groups:
        g.cta = SimpleNamespace(hazards=hz)
        hz.join(g)
    found = 0
    for _ in range(300):
        g, other = groups[int(rng.integers(0, 2))], groups[int(rng.integers(0, 2))]
        nbytes = int(rng.choice([1, 2, 4, 8]))
        base = int(rng.integers(0, SMEM // 2 // nbytes)) * nbytes
        offs = base + nbytes * rng.permutation(128).astype(np.int64) * int(rng.integers(1, 3))
        roll = rng.random()
        if roll < 0.3:
            _sync(other, g)  # (a barrier: g knows other's warps' epochs)
            continue
        if roll < 0.5:
            _first_race(lambda other=other, offs=offs, nbytes=nbytes: hz.record_read(other, offs, nbytes))
            continue

        def each_warp(g=g, offs=offs, nbytes=nbytes):
            for clock, o in g.hb.by_thread(g, offs):
                idx = (o[:, None] + np.arange(nbytes)).reshape(-1)
                for t in (hz.wr, hz.rd, hz.at):
                    if t:
                        hz._check_ordered(clock, t, idx, "overwrites", "this store")

        expected = _first_race(each_warp)
        assert _first_race(lambda g=g, offs=offs, nbytes=nbytes: hz.generic_write(g.name, SMEM, offs, nbytes)) \
            == expected
        found += expected is not None
        for key, bounds in hz.wr.bounds.items():  # (what it recorded: under its blocks' bounds, as later checks read)
            tops = hz.wr[key][:len(bounds) << BLOCK_SHIFT]
            tops = np.pad(tops, (0, (len(bounds) << BLOCK_SHIFT) - tops.size)).reshape(len(bounds), -1).max(1) >> 24
            assert (tops <= np.array(bounds)).all()
    assert found  # (some stores raced, some did not)
