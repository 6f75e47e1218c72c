"""A run that reports races and goes on (``Kernel.run(report_races=True)``, races.RaceReports), as
compute-sanitizer's racecheck does: the corpus payloads of test_faults.py with a wait removed each report the
race their default run raises, located the same, and run to the end as the schedule ran them; what cannot go on
(a deadlock) still raises; a kernel without a race reports none and gives the same bits.
"""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import DeadlockError
from mgpu.emulator.races import RaceError, RaceReports, reporting
from mgpu.emulator.machine import Machine
from mgpu.emulator.register_hazards import WgmmaRegisters
from mgpu.emulator.run import Kernel
from tests.emulator.test_faults import CASES, CORPUS, SECONDS, payload
from tests.support.text_edits import drop_line, offset_operand


def _run(kernel: str, text: str, report: bool):
    stem = kernel.split(".")[0]
    files = CASES[stem]["files"]
    inputs = {n: np.load(CORPUS / "data" / files[n]) for n in CASES[stem]["inputs"]}
    module = parse_module(text, f"{kernel}.mlir", make_context(allow_unregistered=True))
    res = Kernel(module).run(inputs, timeout_s=SECONDS, num_outputs=len(CASES[stem]["outputs"]), report_races=report)
    return res, [np.load(CORPUS / "data" / files[n]) for n in CASES[stem]["outputs"]]


@pytest.mark.parametrize("kernel, needle, nth", [
    ("pallas_add_one.wg", '"nvvm.mbarrier.try_wait.parity"', 0),  # a read before the TMA load's wait
    ("pallas_barrier_arrive_wait.wg", '"nvvm.mbarrier.try_wait.parity"', 0),  # between warpgroups
    ("pallas_tmem_roundtrip.wg", '"nvvm.tcgen05.wait"', 0),  # a tcgen05.ld before tcgen05.wait::st
])
def test_a_removed_wait_is_reported_as_raised_and_the_run_goes_on(kernel, needle, nth):
    text = drop_line(payload(kernel), needle, nth)
    with pytest.raises(RaceError) as raised:
        _run(kernel, text, report=False)
    res, expected = _run(kernel, text, report=True)
    (first, times), *_ = res.report.races
    assert str(first) == str(raised.value) and times >= 1
    assert any(line.startswith(f"reported, and the run went on ({times} times): {raised.value}")
               for line in res.report.lines())
    for k, want in enumerate(expected):  # (the schedule ran the copy before the read: its data is there)
        np.testing.assert_array_equal(res.outputs[f"out{k}"], want)


def test_a_kernel_without_a_race_reports_none_and_gives_the_same_bits():
    kernel = "pallas_add_one.wg"
    res, expected = _run(kernel, payload(kernel), report=True)
    assert res.report.races == [] and not any("reported" in line for line in res.report.lines())
    np.testing.assert_array_equal(res.outputs["out0"], expected[0])


def test_a_deadlock_still_raises():
    kernel = "pallas_add_one.wg"
    text = offset_operand(payload(kernel), '"nvvm.mbarrier.arrive.expect_tx"', '"nvvm.mbarrier.arrive.expect_tx"',
                          1, 16)
    with pytest.raises(DeadlockError):
        _run(kernel, text, report=True)


def test_a_register_race_is_reported_where_races_are():
    """register_hazards.py reports through the same switch: a wgmma without a wgmma.fence."""
    with pytest.raises(RaceError, match="wgmma.fence"):
        WgmmaRegisters().issue(None, [], [], set(), [], 0)
    reports = RaceReports(Machine())
    with reporting(reports):
        WgmmaRegisters().issue(None, [], [], set(), [], 0)
        WgmmaRegisters().issue(None, [], [], set(), [], 0)
    (err, times), = reports.races()
    assert "wgmma.fence" in str(err) and times == 2
    with pytest.raises(RaceError):  # (outside the block: raised again)
        WgmmaRegisters().issue(None, [], [], set(), [], 0)
