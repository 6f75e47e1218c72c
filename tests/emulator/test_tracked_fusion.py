"""Where warps are tracked, run_block runs a block with the fusions that change nothing the race
detector sees (fuse.fuse_tracked) and calls the wgmma register checks only for the ops they can
concern (register_hazards.Relevant); a wgmma operand's swizzled tile is checked as its byte range
(hazards._dense). The same races, at the same ops and bytes, as with every op run and checked one by
one (fuse.enabled off)."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.diagnostics import op_name
from mgpu.emulator import fuse
from mgpu.emulator.races import RaceError
from mgpu.emulator.register_hazards import MOVE, RUN, Relevant, WgmmaRegisters
from mgpu.emulator.run import Kernel
from tests.emulator import test_register_races as rr
from tests.emulator.test_hazard_summaries import _read_only, _setup

RACY = {
    "no wait_group": lambda t: t.replace(rr.WAIT, ""),
    "wait_group 1": lambda t: t.replace(rr.WAIT, rr.WAIT.replace("group = 0", "group = 1")),
    "no fence": lambda t: t.replace(rr.FENCE, ""),
    "written after the fence": lambda t: rr._recompute_first_accumulator_register(t),
}


def _race(text: str, fused: bool, monkeypatch) -> str:
    monkeypatch.setattr(fuse, "enabled", fused)
    with pytest.raises(RaceError) as ei:
        rr._run(text)
    return str(ei.value)


@pytest.mark.parametrize("variant", RACY)
def test_register_races_are_the_same_fused_or_not(variant, monkeypatch):
    text = RACY[variant](rr.TEXT)
    assert _race(text, True, monkeypatch) == _race(text, False, monkeypatch)


@pytest.mark.parametrize("variant", RACY)
def test_reported_register_races_are_the_same_fused_or_not(variant, monkeypatch):
    """A run that reports races and goes on finds them at the same ops, as many times (a fused run's register
    checks each name their own op: the truncation of the accumulator's 64 registers, one stacked op)."""
    module = parse_module(RACY[variant](rr.TEXT), rr.NAME, make_context(allow_unregistered=True))
    found = []
    for fused in (True, False):
        monkeypatch.setattr(fuse, "enabled", fused)
        races = Kernel(module).run(dict(rr.INPUTS), report_races=True).report.races
        found.append([(str(err), times) for err, times in races])
    assert found[0] and found[0] == found[1]


@pytest.mark.parametrize("variant", [None, *RACY])
def test_reported_register_races_are_those_of_every_op_checked(variant, monkeypatch):
    """An entry whose results no check reads the fresh state of is skipped while nothing is pending
    (register_hazards.entry): the same races, at the same ops, as many times, as with every op checked after
    it runs (every result taken as one a check may read)."""
    text = rr.TEXT if variant is None else RACY[variant](rr.TEXT)
    found = []
    for every in (False, True):
        if every:
            monkeypatch.setattr(Relevant, "writes_fresh", lambda self, op: True)
        module = parse_module(text, rr.NAME, make_context(allow_unregistered=True))
        found.append([(str(err), times) for err, times in
                      Kernel(module).run(dict(rr.INPUTS), report_races=True).report.races])
    assert found[0] == found[1] and bool(found[0]) == (variant is not None)


def test_the_checks_concern_the_accumulator_chain_and_not_the_address_arithmetic():
    module = parse_module(rr.TEXT, rr.NAME, make_context(allow_unregistered=True))
    relevant = Relevant.of(module)
    ops = list(module.walk())
    wgmmas = [op for op in ops if op_name(op) == "llvm.inline_asm" and "wgmma.mma_async" in
              op.properties["asm_string"].data]
    assert wgmmas and all(relevant.concerns(op) or not op.results for op in wgmmas)
    # what reads a wgmma's result (its fields, the truncation of the accumulator) is checked ...
    readers = {use.operation for op in wgmmas for r in op.results for use in r.uses}
    assert readers and all(relevant.concerns(op) for op in readers)
    truncs = [op for op in ops if op_name(op) == "arith.truncf"]
    assert truncs and all(relevant.concerns(op) for op in truncs)
    # ... the thread-index arithmetic is not
    tid = [op for op in ops if op_name(op) in ("gpu.thread_id", "arith.index_cast", "arith.remui")]
    assert tid and not any(relevant.concerns(op) for op in tid)


def test_a_race_in_a_swizzled_range_names_the_first_byte_in_the_index_order():
    hz, a, b = _setup()
    # A's words at 128..255 and 0..127 (a permutation of [0, 256): the dense case)
    offs = _read_only(np.concatenate([np.arange(128, 256, 4), np.arange(0, 128, 4)]).astype(np.int64))
    hz.generic_write("A", 4096, np.array([8, 200], np.int64), 4)  # bytes 8..11 and 200..203
    with pytest.raises(RaceError, match="byte 0xc8 that A wrote"):  # 200 comes first in offs
        hz.record_read(b, offs, 4)



def test_a_run_of_moves_checks_as_its_moves_do_one_by_one():
    """A fused run of moves is one register-check entry (register_hazards.RUN) that does nothing while no
    register is pending and no slot of the run is fresh: from random states (values pending or not, slots
    fresh or not, inside the run or outside it), the state after it equals the state after each move's
    own check in order."""
    rng = np.random.default_rng(0)
    for _ in range(300):
        R = [np.zeros((128, 1), np.float32) for _ in range(24)]
        moves = [(MOVE, (int(s),), (int(s) + 12,), f"move {s}")
                 for s in rng.choice(12, size=rng.integers(2, 8), replace=False)]
        run = (RUN, tuple(moves), frozenset(x for e in moves for x in (*e[1], *e[2])), "the run")
        p, f = rng.choice([0, 0.05, 0.2], size=2)  # (often nothing pending, or no slot fresh: the skip)
        pending = {id(R[s]): (R[s], "a wgmma", 0) for s in range(24) if rng.random() < p}
        fresh = {s: f"writer {s}" for s in range(24) if rng.random() < f}
        one_by_one, fused = WgmmaRegisters(), WgmmaRegisters()
        for regs in (one_by_one, fused):
            regs.pending, regs.fresh = dict(pending), dict(fresh)
        for e in moves:
            one_by_one.after(R, *e)
        fused.after(R, *run)
        assert (one_by_one.pending, one_by_one.fresh) == (fused.pending, fused.fresh)
