"""A TMA box's tags as a strided view of the tag tables (mgpu/emulator/gmem_region.py), against the same
accesses tagged byte by byte (what grid_races.py did for every box before): random boxes (some partly out of
bounds, some of a batch at once, evenly spaced or overlapping), accesses by offset (generic-proxy loads and
stores or not), atomics, reads and writes of several CTAs and clusters, writes that change their bytes or not --
the same races, in the same order, the same tags, and the same tags' bytes past --max-memory."""

from __future__ import annotations

import importlib
from types import SimpleNamespace

import numpy as np
import pytest

from mgpu.emulator import gmem_records
from mgpu.emulator.gmem_records import Records
from mgpu.emulator.grid_races import ATOMIC, READ, WRITE, GridAccesses
from mgpu.emulator.races import RaceError, reporting
from mgpu.emulator.memory import Allocation
from mgpu.emulator.tma import TensorMap

grid_races = importlib.import_module("mgpu.emulator.grid_races")
GRID = (4, 2, 1)
ELEM_TYPE = {1: 1, 2: 2, 4: 3}  # element bytes -> tma.ELEM_TYPES' code (u8, u16, u32)


class _Reports:
    def __init__(self):
        self.messages = []

    def add(self, err: RaceError) -> None:
        self.messages.append(err.message)


def _cta(rng):
    return SimpleNamespace(cta=SimpleNamespace(block_id=tuple(int(rng.integers(g)) for g in GRID)), batch=None)


def _map(rng) -> tuple[TensorMap, int]:
    """A tensor map at 4096 + a few bytes, and the bytes an allocation at 4096 needs to hold it."""
    rank = int(rng.integers(1, 4))
    eb = int(rng.choice([1, 2, 4]))
    dims = tuple(int(rng.integers(1, 9)) for _ in range(rank))
    box = tuple(int(rng.integers(1, d + 2)) for d in dims)
    strides = [eb]
    for k in range(1, rank):  # (padded rows; or, now and then, rows that overlap)
        strides.append(max(eb, strides[-1] * dims[k - 1] + eb * int(rng.integers(-2, 3))))
    off = eb * int(rng.integers(0, 4))
    return TensorMap(4096 + off, ELEM_TYPE[eb], dims, tuple(strides), box), \
        off + sum((d - 1) * s for d, s in zip(dims, strides)) + 4


def _case(seed: int) -> tuple:
    """An allocation's size, the tensor maps in it (one, or now and then two: boxes of two frames) and a list of
    accesses, drawn from ``seed``."""
    rng = np.random.default_rng(seed)
    maps = [_map(rng) for _ in range(1 if rng.integers(3) else 2)]
    size = max(n for _, n in maps) + int(rng.integers(0, 8))
    steps = []
    for _ in range(int(rng.integers(1, 25))):
        tm = maps[int(rng.integers(len(maps)))][0]
        box, dims, rank = tm.box, tm.dims, tm.rank
        kind = [READ, WRITE, ATOMIC][int(rng.integers(3))]
        coords = [int(rng.integers(-b, d + 1)) for b, d in zip(box, dims)]
        what = rng.integers(4)
        if what == 0:
            ctx = _cta(rng) if rng.integers(8) else SimpleNamespace(cta=None, batch=None)
            steps.append(("box", ctx, tm, coords, kind))
        elif what == 1:  # a batch's boxes: evenly spaced along a dimension, or anywhere
            n, d = int(rng.integers(2, 6)), int(rng.integers(rank))
            step = int(rng.choice([box[d], box[d] - 1, box[d] + 1, 0, -box[d]]))
            if rng.integers(2):  # (in bounds where they fit)
                coords = [int(rng.integers(0, max(dd - b, 0) + 1)) for b, dd in zip(box, dims)]
                n, step = max(2, (dims[d] - coords[d]) // box[d]), box[d]
            at = [[c + (step * k if j == d else 0) for j, c in enumerate(coords)] for k in range(n)]
            if rng.integers(4) == 0:
                at[-1] = [int(rng.integers(-b, dd + 1)) for b, dd in zip(box, dims)]
            steps.append(("boxes", [_cta(rng) for _ in range(n)], tm, [np.array(x) for x in zip(*at)], kind))
        elif what == 2:
            nbytes = int(rng.choice([1, 2, 4]))
            offs = rng.integers(0, size - nbytes + 1, int(rng.integers(1, 5))).astype(np.int64)
            tags = rng.integers(1, 9, offs.size).astype(np.int32) if rng.integers(2) else int(rng.integers(1, 9))
            steps.append(("access", offs, nbytes, kind, tags, bool(rng.integers(2)), bool(rng.integers(2))))
        else:  # the last write lands, changing some bytes or none
            at = rng.integers(0, size, int(rng.integers(0, 4)))
            steps.append(("land", at, rng.integers(0, 2, at.size).astype(np.uint8)))
    return size, steps, (2, 1, 1) if rng.integers(2) else (1, 1, 1), None if rng.integers(3) else int(rng.integers(0, 8 * size))


def _run(size, steps, cluster, room, by_region: bool, report: bool):
    """The races reported (or the first raised), the tags and what ``dropped`` says."""
    a = Allocation(4096, np.zeros(size, np.uint8), "buf")
    g = GridAccesses(GRID, cluster, room)
    reports = _Reports()
    with pytest.MonkeyPatch.context() as mp:
        if not by_region:
            mp.setattr(grid_races.Region, "of_box", lambda *args: None)
            mp.setattr(grid_races.Boxes, "of", lambda *args: None)
        with reporting(reports if report else None):
            try:
                for step in steps:
                    if step[0] == "box":
                        g.box(step[1], a, *step[2:])
                    elif step[0] == "boxes":
                        g.boxes(step[1], a, *step[2:])
                    elif step[0] == "access":
                        g.access(a, *step[1:])
                    else:
                        a.contents[step[1]] ^= step[2]
                        g.settle()
            except RaceError as e:
                reports.add(e)
    g.write_out_records()
    tags = {k: t.copy() for per in g._tags.values() for k, t in per.items()}
    return reports.messages, tags, g.dropped


SEEDS, CHUNK = 300, 50


@pytest.mark.parametrize("report", [False, True])
@pytest.mark.parametrize("first", range(0, SEEDS, CHUNK))
def test_boxes_by_region_report_what_byte_by_byte_reports(first, report):
    for seed in range(first, first + CHUNK):
        case = _case(seed)
        want = _run(*case, by_region=False, report=report)
        got = _run(*case, by_region=True, report=report)
        if want[2] is not None:  # (dropped byte by byte: boxes kept as records need less room, drop later or not)
            assert got[0][:len(want[0])] == want[0], f"seed {seed}"
            continue
        assert got[0] == want[0], f"seed {seed}"
        assert got[1].keys() == want[1].keys(), f"seed {seed}"
        for k in want[1]:
            np.testing.assert_array_equal(got[1][k], want[1][k], err_msg=f"seed {seed}")
        assert got[2] == want[2], f"seed {seed}"


def test_the_random_cases_race_by_boxes(monkeypatch):
    """The cases above meet races, boxes tagged by region, batches' boxes tagged at once, boxes kept as records and
    records met by later accesses (of one frame and not), and stores that leave their bytes unchanged: not a test
    that cannot fail."""
    made = dict.fromkeys(("of_box", "evenly", "at once", "recorded", "met", "met in a frame", "reads shared"), 0)

    def counting(name, real, how):
        def counted(*args):
            got = real(*args)
            made[name] += how(got, *args)
            return got
        return counted

    monkeypatch.setattr(grid_races.Region, "of_box", staticmethod(counting(
        "of_box", grid_races.Region.of_box, lambda got, *_: got is not None)))
    monkeypatch.setattr(grid_races.Boxes, "evenly", counting("evenly", grid_races.Boxes.evenly,
                                                             lambda got, *_: got is not None))
    add = Records.add

    def added(records, record, read):
        made["recorded"] += 1
        made["reads shared"] += bool(read and records.near(record.region.span()).size)  # (over other reads' records)
        add(records, record, read)

    monkeypatch.setattr(Records, "add", added)
    monkeypatch.setattr(Records, "take", counting("met", Records.take, lambda got, *_: len(got)))
    monkeypatch.setattr(gmem_records, "may_meet", counting("met in a frame", gmem_records.may_meet,
                                                            lambda got, a, b: got and a.frame is b.frame))
    store = GridAccesses._store
    monkeypatch.setattr(GridAccesses, "_store", lambda self, a, at, w, mine, kind: made.__setitem__(
        "at once", made["at once"] + (w.size > 1 and isinstance(at, grid_races.Region))) or store(self, a, at, w, mine, kind))
    runs = [_run(*_case(seed), by_region=True, report=True) for seed in range(SEEDS)]
    found = [messages for messages, _, _ in runs]
    assert made["of_box"] > 200 and made["evenly"] > 40 and made["at once"] > 15, made
    assert made["recorded"] > 200 and made["met"] > 100 and made["met in a frame"] > 50, made
    assert made["reads shared"] > 20, made
    assert sum(1 for m in found if m) > 100
    assert sum(1 for _, tags, _ in runs if grid_races.SAME in tags) > 10  # (stores found to leave bytes unchanged)
    assert any("this write" in x for m in found for x in m) and any("this read" in x for m in found for x in m)


def test_boxes_no_access_meets_keep_no_tags():
    """An elementwise grid's copies (each CTA its own box of two inputs and of the output, a batch at a time) keep
    records only: no per-byte tag; a later read of an output box by another CTA meets its
    record and is the race the tags would name (room for one tag table: with a tag per byte, in0's and out0's
    tables would not fit)."""
    tm = TensorMap(4096, ELEM_TYPE[4], (16, 8), (4, 64), (4, 2))
    ins, out = (Allocation(4096, np.zeros(512, np.uint8), name) for name in ("in0", "out0"))
    g = GridAccesses(GRID, (1, 1, 1), room=1024)
    ctas = [SimpleNamespace(cta=SimpleNamespace(block_id=(x, y, 0)), batch=None) for y in range(2) for x in range(4)]
    coords = [np.array([4 * (k % 4) for k in range(8)]), np.array([2 * (k // 4) for k in range(8)])]
    g.boxes(ctas, ins, tm, coords, READ)
    g.boxes(ctas, out, tm, coords, WRITE)
    assert not g._tags and g.dropped is None
    with pytest.raises(RaceError, match=r"this read by CTA \(0, 0, 0\) accesses byte 0x54 of out0, which CTA \(1, 0, 0\) "
                                        r"wrote"):
        g.box(ctas[0], out, tm, [5, 1], READ)


@pytest.mark.parametrize("first", range(0, SEEDS, CHUNK))
def test_one_box_region_is_the_boxes_region(first):
    """Region.of_box's one box (Python ints) has the geometry Boxes gives it among a batch's (arrays): its start,
    shape, strides, frame and corner, for random maps and boxes partly or wholly out of bounds."""
    from mgpu.emulator.gmem_region import Boxes, Region

    for seed in range(first, first + CHUNK):
        rng = np.random.default_rng(seed)
        tm, size = _map(rng)
        coords = [int(rng.integers(-b - 1, d + 2)) for b, d in zip(tm.box, tm.dims)]
        got = Region.of_box(tm, coords, tm.base - 4096, size)
        framed = Boxes.of(tm, [[c] for c in coords], tm.base - 4096, size)  # (None: the map has no frame)
        frame = None if framed is None else framed.frame
        want = Boxes(tm, [[c] for c in coords], tm.base - 4096, size, frame).region(0)
        if got is None:  # (no frame, and the box's bytes not distinct inside the allocation)
            assert frame is None and want.size and not want._fits(size), f"seed {seed}"
            continue
        assert (got.start, got.shape, got.strides, got.corner) == (want.start, want.shape, want.strides, want.corner), \
            f"seed {seed}"
        assert got.frame is want.frame, f"seed {seed}"


def test_records_near_writes_counts_the_write_records():
    """Records.near(writes=True) finds the records of writes only, after adds and takes (its count of them)."""
    from mgpu.emulator.gmem_region import Region

    rng = np.random.default_rng(0)
    records, kinds = Records(), []
    for step in range(200):
        if rng.integers(5) == 0 and len(records):
            records.take([int(rng.integers(len(records)))])
            kinds = [r.kind for r in records._records]
        else:
            lo, kind = int(rng.integers(0, 100)), [READ, WRITE][int(rng.integers(2))]
            records.add(gmem_records.Record.of(Region(lo, (int(rng.integers(1, 9)),), (1,)), None, None, None,
                                               np.int32(1), kind), kind == READ)
            kinds.append(kind)
        span = (int(rng.integers(0, 110)), int(rng.integers(100, 120)))
        want = [k for k, r in enumerate(records._records)
                if r.kind == WRITE and r.region.span()[0] < span[1] and span[0] < r.region.span()[1]]
        assert records.near(span, writes=True).tolist() == want, step


def test_one_box_records_meet_where_their_rectangles_do():
    """may_meet of two one-box records of a frame (their rectangles as ints) is what the rectangles' arrays say."""
    from dataclasses import replace

    from mgpu.emulator.gmem_region import Region

    rng = np.random.default_rng(1)
    frame = Region(0, (8, 8, 16), (128, 16, 1))
    met = 0
    for _ in range(500):
        a, b = (gmem_records.Record.of(None, frame, rng.integers(0, 8, (1, 3)), tuple(rng.integers(1, 6, 3)),
                                       np.int32(1), READ) for _ in range(2))
        assert a.rect is not None and b.rect is not None
        want = gmem_records.may_meet(replace(a, rect=None), replace(b, rect=None))
        assert gmem_records.may_meet(a, b) == want
        met += want
    assert 50 < met < 450, met  # (both answers drawn)


def test_a_box_copied_again_is_the_same_record():
    """One CTA's copy of one box, again in a launch (a persistent kernel's next tile), is recorded by the same
    Record; another CTA's, or a copy of another kind, by another."""
    tm = TensorMap(4096, ELEM_TYPE[4], (16, 8), (4, 64), (4, 2))
    a = Allocation(4096, np.zeros(512, np.uint8), "in0")
    g = GridAccesses(GRID, (1, 1, 1))
    one = g._box_record(a, tm, [4, 2], 1, READ)
    assert g._box_record(a, tm, [4, 2], 1, READ) is one
    assert g._box_record(a, tm, [4, 2], 2, READ) is not one and g._box_record(a, tm, [4, 2], 1, WRITE) is not one
    assert g._box_record(a, tm, [4, 0], 1, READ).region.start != one.region.start
