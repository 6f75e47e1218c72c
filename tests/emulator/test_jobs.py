"""A launch's CTAs on several processes (jobs.py): the bits, the report and the errors of one
process; a race between CTAs of different processes reported; a launch that cannot be split runs
in one process."""

from __future__ import annotations

import re

import importlib
import json
from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import jobs
from mgpu.emulator.errors import EmulatorError, StepLimitExceeded
from mgpu.emulator.gmem_record import GmemRecord
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import Kernel
from tests.emulator.grid_kernels import blocked_grid_inputs, blocked_grid_text
from tests.emulator.test_batch_paths import BY_BLOCK_ID, ZEROS, path_kernel, race
from tests.support.kernel_text import kernel

run_module = importlib.import_module("mgpu.emulator.run")  # (mgpu.emulator.run is also the function)
CORPUS = Path(__file__).resolve().parent.parent / "corpus"
CASES = json.loads((CORPUS / "data" / "cases.json").read_text())


@pytest.fixture
def pools(monkeypatch):
    """The run's process pools (jobs.Jobs), made as Kernel.run makes them; a launch of 2 CTAs splits, batched or not."""
    made = []

    def make(*args):
        made.append(jobs.Jobs(*args))
        return made[-1]

    monkeypatch.setattr(run_module, "Jobs", make)
    monkeypatch.setattr(jobs, "SHARE_IN_BATCHES", 0)
    monkeypatch.setattr(jobs, "MIN_WORK_STEPS", 0)
    monkeypatch.setattr(GmemRecord, "check_bytes", True)  # (every byte a worker changed was recorded)
    return made


def _kernel(text: str, name: str = "t.mlir") -> Kernel:
    return Kernel(parse_module(text, name, make_context(allow_unregistered=True)))


def _outcome(k: Kernel, inputs: dict, n: int, **kw):
    try:
        res = k.run(inputs, jobs=n, **kw)
    except EmulatorError as e:
        return type(e), str(e)
    rep = res.report
    lines = [line for line in rep.lines() if not line.startswith("time: ")]
    return {name: a.tobytes() for name, a in res.outputs.items()}, lines


def _same_as_one_process(k: Kernel, inputs: dict, pools: list, **kw) -> int:
    """The outcome with --jobs 2 is one process's; the launches that were split."""
    one = _outcome(k, inputs, 1, **kw)
    two = _outcome(k, inputs, 2, **kw)
    assert two == one
    return sum(p.split for p in pools)


@pytest.mark.parametrize("fname", ["pallas_blocked_grid.lane.payload.generic.mlir",
                                   "pallas_blocked_grid.wg.payload.generic.mlir",
                                   "pallas_async_store_smem.lane.payload.generic.mlir",
                                   "pallas_async_store_smem_atomic.wg.payload.generic.mlir"])
def test_corpus_grid_payloads(fname, pools):
    case = CASES[fname.split(".")[0]]
    k = _kernel((CORPUS / fname).read_text(), fname)
    inputs = {n: np.load(CORPUS / "data" / case["files"][n]) for n in case["inputs"]}
    split = _same_as_one_process(k, inputs, pools)
    # a grid of independent CTAs splits; CTAs that st.async into each other are a cluster, atomics communicate
    assert split == (1 if "blocked_grid" in fname else 0)


@pytest.mark.parametrize("rows,cols,n", [(64, 1, 2), (5, 3, 2), (7, 1, 3), (2, 1, 4)])
def test_blocked_grid_shares(rows, cols, n, pools):
    """Shares of every size (one CTA each at the last): the bits of the product, one process's report."""
    k = _kernel(blocked_grid_text(rows, cols))
    inputs, expected = blocked_grid_inputs(rows, cols)
    res = k.run(inputs, jobs=n)
    assert pools[-1].split == 1
    assert np.array_equal(res.outputs["out0"].view(np.uint8), expected.view(np.uint8))
    assert _outcome(k, inputs, 1) == _outcome(k, inputs, n)


LOAD_X = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %base = "arith.muli"(%x0, %c128) : (index, index) -> index
      %gi = "arith.addi"(%base, %tid) : (index, index) -> index
      %v = "memref.load"(%m0, %gi) : (memref<Nxf32>, index) -> f32
'''
OWN_SLOT = '''      "memref.store"(%v, %m1, %gi) : (f32, memref<Nxf32>, index) -> ()
'''
SLOT_OF_THREAD = '''      "memref.store"(%v, %m1, %tid) : (f32, memref<Nxf32>, index) -> ()
'''
IN_PLACE = '''      %o = "memref.load"(%m1, %gi) : (memref<Nxf32>, index) -> f32
      %s = "arith.addf"(%o, %v) : (f32, f32) -> f32
      "memref.store"(%s, %m1, %gi) : (f32, memref<Nxf32>, index) -> ()
'''
GRID = 8


def _body_kernel(store: str) -> Kernel:
    n = 128 * GRID
    return _kernel(kernel((LOAD_X + store).replace("memref<Nx", f"memref<{n}x"), grid=GRID, n=n))


def _inputs():
    return {"in0": np.arange(128 * GRID, dtype=np.float32)}


def test_independent_stores_split(pools):
    assert _same_as_one_process(_body_kernel(OWN_SLOT), _inputs(), pools) == 1


def test_in_place_update_runs_in_one_process(pools):
    """Every CTA reads the buffer the others write: the launch runs again here, in launch order."""
    k = _body_kernel(IN_PLACE)
    assert _same_as_one_process(k, _inputs(), pools) == 0
    assert pools[-1].again == 1


def test_race_between_ctas_of_two_processes_is_one_processs_report(pools):
    """Every CTA stores to the same 128 slots: the CTAs of the two processes race on them, and so do the CTAs
    one process runs one after another (grid_races.py): the same report, located at the store."""
    k = _body_kernel(SLOT_OF_THREAD)
    with pytest.raises(RaceError) as one_err:
        k.run(_inputs(), jobs=1)
    with pytest.raises(RaceError) as e:
        k.run(_inputs(), jobs=2)
    assert str(e.value) == str(one_err.value)
    assert re.search(r"t\.mlir:\d+:\d+: error: 'memref.store' op race: this write by CTA \(1, 0, 0\) accesses "
                     r"byte 0x3 of buffer out0, which CTA \(0, 0, 0\) wrote in this launch", str(e.value))
    # reported, the run goes on with one process's bits: the last CTA's values
    one = k.run(_inputs(), jobs=1, report_races=True)
    two = k.run(_inputs(), jobs=2, report_races=True)
    assert one.outputs["out0"].tobytes() == two.outputs["out0"].tobytes()
    assert np.array_equal(two.outputs["out0"][:128], np.arange(128 * (GRID - 1), 128 * GRID, dtype=np.float32))
    reports = [str(err) for err, _ in two.report.races]
    assert reports == [str(err) for err, _ in one.report.races]
    assert any("this write by CTA (1, 0, 0) accesses byte 0x" in r and "which CTA (0, 0, 0) wrote" in r for r in reports)


def test_step_limit_is_one_processs_error(pools):
    k = _body_kernel(OWN_SLOT)
    one = _outcome(k, _inputs(), 1, max_steps=60)
    assert one[0] is StepLimitExceeded
    assert _outcome(k, _inputs(), 2, max_steps=60) == one


def test_fault_in_a_share_is_one_processs_error(pools):
    """A CTA of the second share reads past its buffer: the error of one process, exactly."""
    k = _kernel(kernel(LOAD_X.replace("memref<Nx", "memref<1000x") + OWN_SLOT.replace("memref<Nx", "memref<1000x"),
                       grid=GRID, n=1000))
    inputs = {"in0": np.zeros(1000, np.float32)}
    one = _outcome(k, inputs, 1)
    assert one[0] is not dict and "out-of-bounds" in one[1]
    assert _outcome(k, inputs, 2) == one
    assert pools[-1].again == 1


def test_a_race_on_a_path_the_first_cta_of_a_workers_share_does_not_take_is_reported(pools):
    # two processes (jobs.py): CTAs 0-1 and 2-3; CTA 3 runs in a batch after CTA 2, its worker's first CTA
    k = path_kernel(BY_BLOCK_ID.replace("K", "3"))
    with pytest.raises(EmulatorError) as e:
        k.run(ZEROS, jobs=2)
    assert str(e.value) == race("CTA (3, 0, 0)", wait=56, arrive=69)
    assert [p.again for p in pools] == [1]  # (the worker stopped: the launch ran again in one process)
