"""Races between the CTAs of one grid on GMEM, found in one process (mgpu/emulator/grid_races.py), one rule per
test, each with its correctly synchronised twin: the CTAs of a grid run concurrently on hardware, so a byte one
CTA writes and another reads or writes, with nothing ordering them, is a race whichever order the emulator ran
them in -- one CTA at a time or in batches (machine.Batch), in one process or with --jobs (the same report)."""

from __future__ import annotations

import importlib
import json
import pathlib
import re
from types import SimpleNamespace

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import jobs
from mgpu.emulator.races import RaceError
from mgpu.emulator.grid_races import GridAccesses
from mgpu.emulator.machine import Machine
from mgpu.emulator.memory import Heap
from mgpu.emulator.run import Kernel
from tests.support.kernel_text import kernel

machine_module = importlib.import_module("mgpu.emulator.machine")
run_module = importlib.import_module("mgpu.emulator.run")  # (mgpu.emulator.run is also the function)
GRID = 4
N = 128 * GRID
# thread t of CTA c: %gi = 128 c + t, %v = in0[%gi]
HEAD = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %cN = "arith.constant"() <{value = 512 : index}> : () -> index
      %base = "arith.muli"(%x0, %c128) : (index, index) -> index
      %gi = "arith.addi"(%base, %tid) : (index, index) -> index
      %v = "memref.load"(%m0, %gi) : (memref<512xf32>, index) -> f32
'''
OWN_SLOT = '      "memref.store"(%v, %m1, %gi) : (f32, memref<512xf32>, index) -> ()\n'
SLOT_OF_THREAD = '      "memref.store"(%v, %m1, %tid) : (f32, memref<512xf32>, index) -> ()\n'
SAME_VALUE = '''      %one = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
      "memref.store"(%one, %m1, %tid) : (f32, memref<512xf32>, index) -> ()
'''
# in place, out1 = out1 + in0 at slot (128 (c + SHIFT) + t) mod 512, stored back at the thread's own slot
IN_PLACE = '''      %sh = "arith.constant"() <{value = SHIFT : index}> : () -> index
      %gs = "arith.addi"(%gi, %sh) : (index, index) -> index
      %gj = "arith.remui"(%gs, %cN) : (index, index) -> index
      %o = "memref.load"(%m1, %gj) : (memref<512xf32>, index) -> f32
      %s = "arith.addf"(%o, %v) : (f32, f32) -> f32
      "memref.store"(%s, %m1, %gi) : (f32, memref<512xf32>, index) -> ()
'''
# red.global.add.f32 of in0's value into slot t, through a generic pointer
RED = '''      %pi = "memref.extract_aligned_pointer_as_index"(%m1) : (memref<512xf32>) -> index
      %pl = "arith.index_cast"(%pi) : (index) -> i64
      %t64 = "arith.index_cast"(%tid) : (index) -> i64
      %c4 = "arith.constant"() <{value = 4 : i64}> : () -> i64
      %off = "arith.muli"(%t64, %c4) : (i64, i64) -> i64
      %a = "arith.addi"(%pl, %off) : (i64, i64) -> i64
      %p = "llvm.inttoptr"(%a) : (i64) -> !llvm.ptr
      "llvm.inline_asm"(%p, %v) <{asm_dialect = 0 : i64, asm_string = "red.global.add.f32 [$0], $1;", constraints = "l,f", has_side_effects}> : (!llvm.ptr, f32) -> ()
'''
# CTA 0 also stores into slot t (plainly) what the others add to atomically
PLAIN_IN_CTA0 = '''      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %first = "arith.cmpi"(%x0, %c0) <{predicate = 0 : i64}> : (index, index) -> i1
      "scf.if"(%first) ({
        "memref.store"(%v, %m1, %tid) : (f32, memref<512xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''


def _run(body: str, batch_max: int = 1, report: bool = False, jobs: int = 1):
    """``batch_max`` 1: the CTAs one at a time; more: in batches (after the grid's first CTA, on its own)."""
    k = Kernel(parse_module(kernel(HEAD + body, grid=GRID, n=N), "t.mlir", make_context()))
    saved = Machine.batch_max
    Machine.batch_max = batch_max
    try:
        return k.run({"in0": np.arange(N, dtype=np.float32)}, report_races=report, jobs=jobs)
    finally:
        Machine.batch_max = saved


def _race(cta: str, did: str, cta2: str, op: str = "memref.store") -> str:
    return (rf"t\.mlir:\d+:7: error: '{re.escape(op)}' op race: this \w+ by CTA \({cta}, 0, 0\) accesses byte 0x[0-9a-f]+ "
            rf"of buffer out0, which CTA \({cta2}, 0, 0\) {did} in this launch with nothing ordering the two CTAs")


@pytest.mark.parametrize("batch_max", [1, 4])
def test_two_ctas_writing_one_byte_is_a_race(batch_max):
    with pytest.raises(RaceError, match=_race("1", "wrote", "0")):
        _run(SLOT_OF_THREAD, batch_max)


@pytest.mark.parametrize("batch_max", [1, 4])
def test_ctas_writing_their_own_bytes_pass(batch_max):
    assert np.array_equal(_run(OWN_SLOT, batch_max).outputs["out0"], np.arange(N, dtype=np.float32))


def test_ctas_writing_one_byte_in_one_batch_is_a_race_reported_on():
    """Reported and run on (no rerun one CTA at a time): the batch's CTAs 1..3 write slot t in one store."""
    races = [str(err) for err, _ in _run(SLOT_OF_THREAD, 4, report=True).report.races]
    assert any(re.search(_race("2", "wrote", "1"), r) for r in races), races


def test_ctas_writing_the_same_value_to_one_byte_pass():
    """The PTX memory model does not make a data race undefined: the bytes are the same whichever CTA is last."""
    assert np.array_equal(_run(SAME_VALUE).outputs["out0"][:128], np.ones(128, np.float32))


def test_a_read_of_a_byte_another_cta_wrote_is_a_race():
    """CTA 1 reads CTA 0's block, which CTA 0 wrote (read-after-write)."""
    with pytest.raises(RaceError, match=_race("1", "wrote", "0", "memref.load")):
        _run(IN_PLACE.replace("SHIFT", "384"))  # (c + 3 = c - 1 mod 4)


def test_a_write_of_a_byte_another_cta_read_is_a_race():
    """CTA 0 read CTA 1's block, which CTA 1 then writes (write-after-read)."""
    with pytest.raises(RaceError, match=_race("1", "read", "0")):
        _run(IN_PLACE.replace("SHIFT", "128"))


@pytest.mark.parametrize("batch_max", [1, 4])
def test_in_place_over_each_ctas_own_block_passes(batch_max):
    out = _run(IN_PLACE.replace("SHIFT", "0"), batch_max).outputs["out0"]
    assert np.array_equal(out, np.arange(N, dtype=np.float32))


@pytest.mark.parametrize("batch_max", [1, 4])
def test_atomics_of_every_cta_into_one_byte_pass(batch_max):
    out = _run(RED, batch_max).outputs["out0"]
    assert np.array_equal(out[:128], np.arange(N, dtype=np.float32).reshape(GRID, 128).sum(0))


def test_an_atomic_into_a_byte_another_cta_wrote_plainly_is_a_race():
    with pytest.raises(RaceError, match=_race("1", "wrote", "0", "llvm.inline_asm")):
        _run(PLAIN_IN_CTA0 + RED)


def _ptx(ptx: str) -> str:
    """``ptx`` as an inline-asm op (``$1``: of a pointer into out0, returning a value)."""
    if "$1" in ptx:
        return RED.split('      "llvm.inline_asm"')[0] + (
            f'      %got = "llvm.inline_asm"(%p) <{{asm_dialect = 0 : i64, asm_string = "{ptx}", constraints = "=r,l", '
            'has_side_effects}> : (!llvm.ptr) -> i32\n')
    return (f'      "llvm.inline_asm"() <{{asm_dialect = 0 : i64, asm_string = "{ptx}", constraints = "", '
            'has_side_effects}> : () -> ()\n')


@pytest.mark.parametrize("ptx", ["fence.acq_rel.gpu;", "membar.gl;", "fence.proxy.tensormap::generic.release.gpu;",
                                 "ld.acquire.gpu.global.b32 $0, [$1];"])
def test_a_kernel_that_can_order_its_ctas_through_gmem_is_not_checked(ptx):
    """A GPU-scope fence or acquire / release access (jax's semaphores: utils.py SemaphoreRef at jax-v0.12.0.1) may
    order the CTAs' plain accesses in ways not modelled: the launch is not checked (a race missed, never a false
    one)."""
    out = _run(_ptx(ptx) + SLOT_OF_THREAD).outputs["out0"]
    assert np.array_equal(out[:128], np.arange(128 * (GRID - 1), N, dtype=np.float32))  # (the last CTA's)


@pytest.mark.parametrize("ptx", ["fence.mbarrier_init.release.cluster;", "fence.proxy.async.shared::cta;",
                                 "fence.proxy.async;", "fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;",
                                 "fence.acq_rel.cluster;", "membar.cta;", "ld.acquire.cluster.global.b32 $0, [$1];"])
def test_a_fence_that_orders_no_gmem_between_clusters_leaves_the_launch_checked(ptx):
    """jax 0.12's fence of mbarrier inits and its proxy fences, and any fence or access scoped to a CTA or a
    cluster: no two clusters synchronise through them (PTX ISA 9.1 §8.7, morally strong operations), so the race
    is reported (the acquire load's own: CTA 1 reads out0[0], which CTA 0 stored)."""
    with pytest.raises(RaceError, match=_race("1", "wrote", "0", "llvm.inline_asm" if "$1" in ptx else "memref.store")):
        _run(_ptx(ptx) + SLOT_OF_THREAD)


@pytest.mark.parametrize("shift", [128, 256])
def test_jobs_reports_what_one_process_reports(shift, monkeypatch):
    """Split over 2 processes (a race inside a share, 128; between the shares, 256: CTA 0 and 1 read the blocks
    CTAs 2 and 3 write), the launch runs again in one process: its report, exactly."""
    made = []
    monkeypatch.setattr(run_module, "Jobs", lambda *args: made.append(jobs.Jobs(*args)) or made[-1])
    monkeypatch.setattr(jobs, "MIN_WORK_STEPS", 0)
    with pytest.raises(RaceError) as one:
        _run(IN_PLACE.replace("SHIFT", str(shift)))
    with pytest.raises(RaceError) as two:
        _run(IN_PLACE.replace("SHIFT", str(shift)), jobs=2)
    assert made[-1].again == 1  # (split, then run again here)
    assert str(one.value) == str(two.value)


# ---- TMA stores: jax's blocked grid (pallas_blocked_grid: each CTA stores its own 128x64 block), and the same
# with every CTA's store at column 0 (the CTAs of a row of blocks store over each other, different products)
CORPUS = pathlib.Path(__file__).parent.parent / "corpus"
BLOCKED = "pallas_blocked_grid.wg.payload.generic.mlir"
STORE = '"nvvm.cp.async.bulk.tensor.global.shared.cta"(%141, %628, %630, %631, %196)'


def _blocked(text: str, batch_max: int):
    case = json.loads((CORPUS / "data" / "cases.json").read_text())["pallas_blocked_grid"]
    inputs = {n: np.load(CORPUS / "data" / case["files"][n]) for n in case["inputs"]}
    saved = Machine.batch_max
    Machine.batch_max = batch_max
    try:
        return Kernel(parse_module(text, BLOCKED, make_context())).run(inputs), case
    finally:
        Machine.batch_max = saved


@pytest.mark.parametrize("batch_max", [1, 8])
def test_tma_stores_of_ctas_into_their_own_blocks_pass(batch_max):
    res, case = _blocked((CORPUS / BLOCKED).read_text(), batch_max)
    assert np.array_equal(res.outputs["out0"], np.load(CORPUS / "data" / case["files"]["out0"]))


@pytest.mark.parametrize("batch_max", [1, 8])
def test_tma_stores_of_ctas_into_one_block_are_a_race(batch_max):
    text = (CORPUS / BLOCKED).read_text()
    assert text.count(STORE) == 1
    text = text.replace(STORE, '%col0 = "arith.constant"() <{value = 0 : i32}> : () -> i32\n      '
                        + STORE.replace("%630", "%col0"))
    with pytest.raises(RaceError, match=r"error: 'nvvm.cp.async.bulk.tensor.global.shared.cta' op race: this write by "
                                        r"CTA \(1, 0, 0\) accesses byte 0x[0-9a-f]+ of buffer out0, which CTA "
                                        r"\(0, 0, 0\) wrote in this launch"):
        _blocked(text, batch_max)


def test_a_launch_whose_tags_would_pass_max_memory_is_not_checked_and_says_so():
    """The tags (2 bytes per GMEM byte accessed) are memory too: past what --max-memory leaves beside the
    buffers, the launch's races between CTAs are no longer checked, and a warning names the launch."""
    k = Kernel(parse_module(kernel(HEAD + SLOT_OF_THREAD, grid=GRID, n=N), "t.mlir", make_context()))
    res = k.run({"in0": np.arange(N, dtype=np.float32)}, max_memory=6 << 10)  # (the buffers: 4 KiB)
    assert any(re.search(r"races between the CTAs of the launch at 'gpu.launch' at t.mlir:\d+:\d+ were not "
                         r"checked .*--max-memory \(6.0 KiB\)", w) for w in res.report.warnings), res.report.warnings


def test_a_grid_of_one_cluster_keeps_no_tags(monkeypatch):
    """One cluster: no other agent to race with, so no per-byte record is kept."""
    made = []
    monkeypatch.setattr(machine_module, "GridAccesses", lambda *a: made.append(a) or GridAccesses(*a))
    k = Kernel(parse_module(kernel(HEAD + OWN_SLOT, grid=1, n=N), "t.mlir", make_context()))
    k.run({"in0": np.arange(N, dtype=np.float32)})
    assert made == []
    _run(OWN_SLOT)
    assert made


@pytest.mark.parametrize("local", [True, False])
def test_a_threads_alloca_is_no_other_ctas(local):
    """A local allocation (an alloca: each thread's private memory, made by the context that runs the op) is not
    tracked between CTAs; the same accesses of a buffer are a race."""
    heap = Heap()
    heap.grid = GridAccesses((2, 1, 1), (1, 1, 1))
    a = heap.alloc(512, "memref.alloca (4 bytes per thread)", local=local)
    words = 4 * np.arange(128, dtype=np.int64)
    cta0, cta1 = (SimpleNamespace(cta=SimpleNamespace(block_id=(x, 0, 0)), batch=None, mask=None) for x in (0, 1))
    heap.accessed(cta0, a, words, 4, write=True)
    if local:
        heap.accessed(cta1, a, words, 4)
        return
    with pytest.raises(RaceError, match=r"this read by CTA \(1, 0, 0\) accesses byte 0x0 of memref.alloca"):
        heap.accessed(cta1, a, words, 4)
