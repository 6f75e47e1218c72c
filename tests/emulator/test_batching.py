"""CTAs of a grid run as one batch (machine.Batch): same outputs, report (instructions, bytes,
barrier phases, warnings) and errors as one CTA at a time."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import tma
from mgpu.emulator.errors import DeadlockError, EmulatorError
from mgpu.emulator.machine import Machine
from mgpu.emulator.run import Kernel
from tests.emulator.grid_kernels import (blocked_grid_inputs, blocked_grid_text, square_grid_inputs,
                                         square_grid_module)
from tests.support.kernel_text import kernel

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
CASES = json.loads((CORPUS / "data" / "cases.json").read_text())
GRID_PAYLOADS = ["pallas_blocked_grid.lane.payload.generic.mlir", "pallas_blocked_grid.wg.payload.generic.mlir",
                 "pallas_async_store_smem.lane.payload.generic.mlir",
                 "pallas_async_store_smem_atomic.wg.payload.generic.mlir"]


def _kernel(text: str, name: str = "k") -> Kernel:
    return Kernel(parse_module(text, name, make_context(allow_unregistered=True)))


def _run(k: Kernel, inputs, batch_max: int, again: bool = False):
    """k.run with ``batch_max``; a batched run that succeeds must not have been rerun one CTA at a
    time (Kernel.run does that after an error inside a batch), unless ``again``: then it must."""
    saved = Machine.batch_max
    Machine.batch_max = batch_max
    runs = []
    inner = k._run
    k._run = lambda *a, **kw: runs.append(kw.get("batches", True)) or inner(*a, **kw)
    try:
        res = k.run(inputs)
    finally:
        Machine.batch_max = saved
        del k._run
    assert runs == [True, False] if again else runs == [True], f"batched, then without batches: {runs}"
    return res


def run_error(k: Kernel, inputs: dict, batch_max: int) -> str:
    """The error of k.run with ``batch_max`` (a run that does not stop fails the test)."""
    saved = Machine.batch_max
    Machine.batch_max = batch_max
    try:
        with pytest.raises(EmulatorError) as e:
            k.run(inputs)
    finally:
        Machine.batch_max = saved
    return str(e.value)


def _same(a, b):
    assert a.outputs.keys() == b.outputs.keys()
    for n in a.outputs:
        assert np.array_equal(a.outputs[n].view(np.uint8), b.outputs[n].view(np.uint8)), n
    ra, rb = a.report, b.report
    assert (ra.steps, ra.ctas, ra.launches, ra.barrier_phases) == (rb.steps, rb.ctas, rb.launches, rb.barrier_phases)
    assert ra.bytes_read == rb.bytes_read and ra.bytes_written == rb.bytes_written
    assert ra.warnings == rb.warnings


@pytest.mark.parametrize("fname", GRID_PAYLOADS)
def test_corpus_grid_payloads_batched_equal_unbatched(fname):
    kernel = fname.split(".")[0]
    case = CASES[kernel]
    k = _kernel((CORPUS / fname).read_text(), fname)
    inputs = {n: np.load(CORPUS / "data" / case["files"][n]) for n in case["inputs"]}
    batched, single = _run(k, inputs, 64), _run(k, inputs, 1)
    _same(batched, single)
    for n in case["outputs"]:
        assert np.array_equal(batched.outputs[n].view(np.uint8),
                              np.load(CORPUS / "data" / case["files"][n]).view(np.uint8))


@pytest.mark.parametrize("grid_rows,batch_max", [(1, 64), (5, 2), (64, 64), (64, 7)])
def test_blocked_grid_scaled(grid_rows, batch_max):
    k = _kernel(blocked_grid_text(grid_rows))
    inputs, expected = blocked_grid_inputs(grid_rows)
    res = _run(k, inputs, batch_max)
    assert res.report.ctas == grid_rows
    assert np.array_equal(res.outputs["out0"].view(np.uint8), expected.view(np.uint8))
    _same(res, _run(k, inputs, 1))


def test_tma_boxes_past_the_array_in_a_batch():
    """5 CTAs over 5 * 128 - 64 rows: the last CTA's boxes are half out of bounds (loads fill zeros,
    the store clips), so the batch's TMA ops go box by box."""
    rows = 5 * 128 - 64
    k = _kernel(blocked_grid_text(5, rows=rows))
    inputs, expected = blocked_grid_inputs(5, rows=rows)
    res = _run(k, inputs, 64)
    assert np.array_equal(res.outputs["out0"].view(np.uint8), expected.view(np.uint8))
    _same(res, _run(k, inputs, 1))


def test_blocked_grid_is_batchable():
    k = _kernel(blocked_grid_text(2))
    launch_bodies = [cb for cb in k.program._compiled.values() if cb.batchable]
    assert len(launch_bodies) == 1


@pytest.mark.parametrize("grid_rows,batch_max,dtype", [(1, 64, np.float16), (3, 2, np.float16),
                                                      (64, 64, np.float16), (3, 2, np.float32),
                                                      (64, 64, np.float32)])
def test_issue_shape_square_blocks(grid_rows, batch_max, dtype):
    """The issue's kernel: f16[64*128, 128] (and f32), one (128, 128) block per CTA."""
    k = Kernel(square_grid_module(grid_rows, dtype=dtype))
    inputs, expected = square_grid_inputs(grid_rows, dtype=dtype)
    res = _run(k, inputs, batch_max)
    assert np.array_equal(res.outputs["out0"].view(np.uint8), expected.view(np.uint8))
    _same(res, _run(k, inputs, 1))


# ---------------------------------------------------------------------------------------------
# Hand-written kernels over 8 CTAs where the CTAs differ: %x0 is the block id, %tid the thread.

GRID = 8
SETUP = '''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%c0) : (i64) -> !llvm.ptr<3>
      %e = "nvvm.elect.sync"() : () -> i1
      %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %w = "arith.divui"(%tid, %c32) : (index, index) -> index
      %cz = "arith.constant"() <{value = 0 : index}> : () -> index
      %w0 = "arith.cmpi"(%w, %cz) <{predicate = 0 : i64}> : (index, index) -> i1
      %one = "arith.andi"(%e, %w0) : (i1, i1) -> i1
      %count = "arith.constant"() <{value = COUNT : i32}> : () -> i32
      "nvvm.mbarrier.init"(%bar, %count, %one) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %base = "arith.muli"(%x0, %c128) : (index, index) -> index
      %gi = "arith.addi"(%base, %tid) : (index, index) -> index
'''


def _if(cond: str, body: str) -> str:
    """``scf.if`` on ``cond`` (no else) around the ops ``body``."""
    return f'''      "scf.if"({cond}) ({{
{body}        "scf.yield"() : () -> ()
      }}, {{
      }}) : (i1) -> ()
'''


def _block_is(name: str, pred: int, k: int, mod: int = 1 << 20) -> str:
    """``%name = (block id % mod) <pred> k`` (pred: an arith.cmpi predicate: 0 eq, 6 ult)."""
    return f'''      %{name}_m = "arith.constant"() <{{value = {mod} : index}}> : () -> index
      %{name}_r = "arith.remui"(%x0, %{name}_m) : (index, index) -> index
      %{name}_k = "arith.constant"() <{{value = {k} : index}}> : () -> index
      %{name} = "arith.cmpi"(%{name}_r, %{name}_k) <{{predicate = {pred} : i64}}> : (index, index) -> i1
'''


def _grid_kernel(body: str, count: int = 1, n: int = 128 * GRID, threads: int = 128) -> Kernel:
    text = kernel(SETUP.replace("COUNT", str(count)) + body, grid=GRID, n=n, threads=threads)
    return Kernel(parse_module(text, "t.mlir", make_context(allow_unregistered=True)))


def _both(k: Kernel, n: int = 128 * GRID):
    """(batched, one CTA at a time) results or errors, after checking that CTAs ran in a batch."""
    assert any(getattr(cb, "batchable", False) for cb in k.program._compiled.values())
    inputs = {"in0": np.arange(n, dtype=np.float32)}
    out = []
    for batch_max in (64, 1):
        try:
            out.append(_run(k, inputs, batch_max))
        except EmulatorError as e:
            out.append(e)
    return out


def _lines(text: str) -> str:
    """MLIR text with long ops split over lines ending in a backslash joined back."""
    return text.replace("\\\n", "")


WAIT_PHASE_0 = '''        %par = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
        "nvvm.mbarrier.try_wait.parity"(%bar, %par, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
'''

# even CTAs: expect_tx 0 (their arrival completes phase 0); odd ones: 16 bytes that never arrive
ARRIVE = _lines('''      %t16 = "arith.constant"() <{value = 16 : i32}> : () -> i32
      %t0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %tx = "arith.select"(%even, %t0, %t16) : (i1, i32, i32) -> i32
      %s = "nvvm.mbarrier.arrive.expect_tx"(%bar, %tx, %one) <{relaxed = false, \\
scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32, i1) -> i64
      %sf = "arith.uitofp"(%s) : (i64) -> f32
      "memref.store"(%sf, %m1, %gi) : (f32, memref<1024xf32>, index) -> ()
''')

SYNC = _lines('''        "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, \\
space = #nvvm.shared_space<cta>}> : () -> ()
        %id = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "llvm.inline_asm"(%id) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, \\
tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> ()
        "nvvm.cp.async.bulk.commit.group"() : () -> ()
        "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32}> : () -> ()
        "gpu.barrier"() : () -> ()
''')


# CTAs of one warp: no CTA runs on its own before the batches (it would have no races between warps to check), so
# CTAs that take different paths through barriers run in one batch; with more warps, a CTA whose path leaves the
# first CTA's makes the kernel run again without batches (test_batch_paths.py)
ONE_WARP = 32
DIFFERENT_PATHS = (_block_is("even", 0, 0, mod=2) + _block_is("low", 6, 4) + ARRIVE + _if("%even", WAIT_PHASE_0)
                   + _if("%low", SYNC.replace("bar.sync $0, 128;", f"bar.sync $0, {ONE_WARP};")))


def test_ctas_of_a_batch_that_take_different_paths_through_barriers():
    """Even CTAs complete phase 0 and wait for it, odd ones leave it waiting for 16 bytes (a
    warning each at exit), CTAs 0-3 also fence, sync and commit/wait a bulk group: outputs (the
    arrive states), instructions, phases and warnings as one CTA at a time."""
    batched, single = _both(_grid_kernel(DIFFERENT_PATHS, threads=ONE_WARP))
    _same(batched, single)
    assert batched.report.barrier_phases == GRID // 2
    assert len(batched.report.warnings) == 1 and f"[{GRID // 2} times]" in batched.report.warnings[0]
    assert "CTA (1, 0, 0)" in batched.report.warnings[0]


def _ptx(args: str, asm: str, constraints: str, types: str, result: str = "()") -> str:
    out = "" if result == "()" else "%r = "
    return (f'      {out}"llvm.inline_asm"({args}) <{{asm_string = "{asm}", constraints = "{constraints}", '
            f'has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}}> : ({types}) -> {result}\n')


# jax 0.12.0.1's inline PTX for the nvvm ops of SETUP and the test above (dialect_lowering.py:283-289,
# utils.py:1418-1425, primitives.py:2065-2072 at jax-v0.12.0.1); the wait returns a predicate
PTX_SPELLINGS = [
    ('      "nvvm.mbarrier.init"(%bar, %count, %one) : (!llvm.ptr<3>, i32, i1) -> ()\n',
     _ptx("%bar, %count, %one", "@$2 mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,b", "!llvm.ptr<3>, i32, i1")),
    ('      %s = "nvvm.mbarrier.arrive.expect_tx"(%bar, %tx, %one) <{relaxed = false, '
     'scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32, i1) -> i64\n      %sf = "arith.uitofp"(%s) : (i64) -> f32\n',
     _ptx("%bar, %tx, %one", "@$2 mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 _, [$0], $1;", "r,r,b",
          "!llvm.ptr<3>, i32, i1") + '      %sf = "arith.uitofp"(%gi) : (index) -> f32\n'),
    ('        "nvvm.mbarrier.try_wait.parity"(%bar, %par, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()\n',
     "  " + _ptx("%bar, %par", "mbarrier.try_wait.parity.shared::cta.b64 $0, [$1], $2;", "=b,r,r",
                 "!llvm.ptr<3>, i32", "i1")),
    ('        "nvvm.cp.async.bulk.commit.group"() : () -> ()\n',
     "  " + _ptx("", "cp.async.bulk.commit_group;", "", "")),
    ('        "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32}> : () -> ()\n',
     "  " + _ptx("", "cp.async.bulk.wait_group.read 0;", "", "")),
]


def test_jax_0_12s_ptx_spellings_batch_as_their_nvvm_ops():
    """The kernel of the test above with its barrier init, arrive.expect_tx, wait and bulk group
    in jax 0.12's inline PTX (rules registered batch-native, as the nvvm ops): the same outputs,
    phases and warnings batched as one CTA at a time."""
    text = kernel(SETUP.replace("COUNT", "1") + DIFFERENT_PATHS, grid=GRID, n=128 * GRID, threads=ONE_WARP)
    for nvvm, ptx in PTX_SPELLINGS:
        assert text.count(nvvm) == 1, nvvm
        text = text.replace(nvvm, ptx)
    batched, single = _both(Kernel(parse_module(text, "t.mlir", make_context(allow_unregistered=True))))
    _same(batched, single)
    assert batched.report.barrier_phases == GRID // 2
    assert len(batched.report.warnings) == 1 and f"[{GRID // 2} times]" in batched.report.warnings[0]


@pytest.mark.parametrize("batch_max", [64, 1])
def test_a_kernel_writing_its_input_sees_its_writes_and_leaves_the_callers_array(batch_max):
    """Inputs are read in place and copied on the first write (memory.Allocation): in0[i] += 1
    then out0[i] = in0[i]."""
    body = _lines('''      %v = "memref.load"(%m0, %gi) : (memref<1024xf32>, index) -> f32
      %one_f = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
      %inc = "arith.addf"(%v, %one_f) : (f32, f32) -> f32
      "memref.store"(%inc, %m0, %gi) : (f32, memref<1024xf32>, index) -> ()
      %r = "memref.load"(%m0, %gi) : (memref<1024xf32>, index) -> f32
      "memref.store"(%r, %m1, %gi) : (f32, memref<1024xf32>, index) -> ()
''')
    k = _grid_kernel(body)
    x = np.arange(128 * GRID, dtype=np.float32)
    x.flags.writeable = False  # (any write into the caller's array would raise)
    for _ in range(2):  # the second run reads the caller's array again, not the first run's copy
        res = _run(k, {"in0": x}, batch_max)
        assert np.array_equal(res.outputs["out0"], x + 1)
    assert np.array_equal(x, np.arange(128 * GRID, dtype=np.float32))


def _blocked_grid_mutant(mutation: str) -> str:
    """``pallas_blocked_grid`` over 8 CTAs with its mbarrier wait or its proxy fence removed, or
    an SMEM store moved after the TMA store, before the wait for its bulk group."""
    lines = blocked_grid_text(8).splitlines(keepends=True)
    at = {m: next(i for i, line in enumerate(lines) if m in line)
          for m in ("nvvm.mbarrier.try_wait.parity", "nvvm.fence.proxy", "nvvm.cp.async.bulk.wait_group",
                    "vector.store", "gpu.terminator")}
    if mutation == "store before the bulk wait":
        end = at["gpu.terminator"]
        return "".join(lines[:at["nvvm.cp.async.bulk.wait_group"]] + lines[at["nvvm.cp.async.bulk.wait_group"] + 1:end]
                       + [lines[at["vector.store"]], lines[at["nvvm.cp.async.bulk.wait_group"]]] + lines[end:])
    drop = at[mutation]
    return "".join(lines[:drop] + lines[drop + 1:])


@pytest.mark.parametrize("mutation,message", [
    ("nvvm.mbarrier.try_wait.parity", "that the TMA load at"),
    ("nvvm.fence.proxy", "without a following fence.proxy.async.shared::cta"),
    ("store before the bulk wait", "may still be reading")])
def test_races_inside_a_batch_are_found(mutation, message):
    """The batched run finds the race (its accesses take the checked path while async copies own
    SMEM) and reports CTA (0, 0, 0)'s error, as one CTA at a time."""
    k = _kernel(_blocked_grid_mutant(mutation))
    inputs, _ = blocked_grid_inputs(8)
    errors = [run_error(k, inputs, batch_max) for batch_max in (64, 1)]
    assert errors[0] == errors[1] and "race" in errors[0] and message in errors[0], errors


def test_deadlock_inside_a_batch_names_the_cta():
    """CTA 5 waits on a barrier nobody arrives on: the report names CTA 5's warpgroup."""
    body = _block_is("is5", 0, 5) + _if("%is5", WAIT_PHASE_0)
    batched, single = _both(_grid_kernel(body, count=128))
    assert isinstance(batched, DeadlockError) and str(batched) == str(single)
    assert "CTA (5, 0, 0) warpgroup 0 is blocked in 'nvvm.mbarrier.try_wait.parity'" in str(batched)
    assert "CTA (4, 0, 0)" not in str(batched)


def test_out_of_bounds_store_inside_a_batch_names_the_offset_and_op():
    """The buffer holds 6 CTAs' rows: CTA 6's store is the first out of bounds."""
    body = '      %v = "arith.constant"() <{value = 1.0 : f32}> : () -> f32\n' \
           '      "memref.store"(%v, %m1, %gi) : (f32, memref<768xf32>, index) -> ()\n'
    batched, single = _both(_grid_kernel(body, n=768), n=768)
    assert isinstance(batched, EmulatorError) and str(batched) == str(single)
    assert "out-of-bounds" in str(batched) and "'memref.store' op" in str(batched)


def test_over_arrival_inside_a_batch_is_the_per_cta_error():
    """CTA 3's 128 threads all arrive on a barrier that expects one arrival."""
    arrive = '        %s = "nvvm.mbarrier.arrive"(%bar) : (!llvm.ptr<3>) -> i64\n'
    body = _block_is("is3", 0, 3) + _if("%is3", arrive)
    batched, single = _both(_grid_kernel(body))
    assert isinstance(batched, EmulatorError) and str(batched) == str(single)
    assert "over-arrival: 128 arrival(s)" in str(batched)


# ---------------------------------------------------------------------------------------------
# TMA of a whole batch in one copy (tma.load_boxes / store_boxes) against box by box

def _tensor_map(swizzle: int, box=(64, 32)) -> tma.TensorMap:
    return tma.TensorMap.from_init_args(1 << 20, 5, 2, [256, 128], [128, 1], swizzle, list(box))


# (evenly spaced; in no order; repeated; two runs of even steps, as a batch that wraps to the next row of
# blocks; the last box alone)
ROWS = [[0, 32, 64, 96], [96, 0, 160, 32], [0, 0, 64, 64], [0, 32, 64, 128, 160, 192], [0, 32, 64, 160]]


@pytest.mark.parametrize("swizzle", [16, 128])
@pytest.mark.parametrize("rows", ROWS)
def test_load_boxes_equals_box_by_box(swizzle, rows):
    tm = _tensor_map(swizzle)
    rng = np.random.default_rng(1)
    gmem = rng.integers(0, 256, 256 * 128 * 2, dtype=np.uint8)
    window, S = 8192, 4096 + 256
    coords = [np.full(len(rows), 64, np.int64), np.array(rows, np.int64)]
    many = np.zeros(window * len(rows), np.uint8)
    assert tma.load_boxes(tm, coords, gmem, tm.base, many, 256, np.arange(len(rows)) * window, S)
    for k, r in enumerate(rows):
        one = np.zeros(S, np.uint8)
        assert tma.tma_load(tm, (64, r), gmem, tm.base, one, 256) == tm.box_bytes
        assert np.array_equal(many[k * window:k * window + S], one)


@pytest.mark.parametrize("swizzle", [16, 128])
@pytest.mark.parametrize("cols, rows", [([0] * 4, [128, 0, 192, 64]),  # (in no order; runs of even steps:)
                                        ([0, 0, 0, 32, 32, 32], [0, 64, 128, 0, 64, 128])])
def test_store_boxes_equals_box_by_box(swizzle, cols, rows):
    tm = _tensor_map(swizzle)
    rng = np.random.default_rng(2)
    window, S = 8192, 4096 + 256
    smem = rng.integers(0, 256, window * len(rows), dtype=np.uint8)
    many, one = np.zeros(256 * 128 * 2, np.uint8), np.zeros(256 * 128 * 2, np.uint8)
    coords = [np.array(cols, np.int64), np.array(rows, np.int64)]
    assert tma.store_boxes(tm, coords, smem, 256, np.arange(len(rows)) * window, S, many, tm.base)
    for k, (c, r) in enumerate(zip(cols, rows)):
        tma.tma_store(tm, (c, r), smem[k * window:k * window + S], 256, one, tm.base)
    assert np.array_equal(many, one)


def test_boxes_out_of_bounds_or_overlapping_go_box_by_box():
    tm = _tensor_map(16)
    gmem = np.zeros(256 * 128 * 2, np.uint8)
    smem = np.zeros(8192 * 2, np.uint8)
    windows = np.arange(2) * 8192
    oob = [np.array([0, 100], np.int64), np.array([0, 0], np.int64)]  # box 1 sticks out of dim 0
    assert not tma.load_boxes(tm, oob, gmem, tm.base, smem, 0, windows, 4096)
    overlap = [np.array([0, 16], np.int64), np.array([0, 16], np.int64)]  # boxes share 16x48 elements
    assert not tma.store_boxes(tm, overlap, smem, 0, windows, 4096, gmem, tm.base)
    assert not smem.any() and not gmem.any()


_NVVM_LOAD = re.compile(r"nvvm\.cp\.async\.bulk\.tensor\.shared\.cluster\.global (%\w+), (%\w+), (%\w+), "
                        r"box\[(%\w+), (%\w+)\] predicate = (%\w+) : !llvm\.ptr<3>, !llvm\.ptr")
_NVVM_STORE = re.compile(r"nvvm\.cp\.async\.bulk\.tensor\.global\.shared\.cta (%\w+), (%\w+), box\[(%\w+), (%\w+)\], "
                         r"predicate = (%\w+) : !llvm\.ptr, <3>")


def _ptx_tma(text: str) -> str:
    """The blocked grid's TMA loads and store in jax 0.12's inline PTX (launch_context.py's async_copy
    at jax-v0.12.0.1; its tile store as the PTX rule's other form)."""
    text, loads = _NVVM_LOAD.subn(
        r'llvm.inline_asm has_side_effects "@$$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes '
        r'[$$1], [$$2, {$$4,$$5}], [$$3];", "b,r,l,r,r,r" \6, \1, \2, \3, \4, \5 : '
        r"(i1, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr<3>, i32, i32) -> !llvm.void", text)
    text, stores = _NVVM_STORE.subn(
        r'llvm.inline_asm has_side_effects "@$$0 cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group '
        r'[$$1, {$$3,$$4}], [$$2];", "b,l,r,r,r" \5, \1, \2, \3, \4 : (i1, !llvm.ptr, !llvm.ptr<3>, i32, i32) -> !llvm.void',
        text)
    assert (loads, stores) == (4, 1)
    return text.replace("$$", "$")


@pytest.mark.parametrize("rows", [None, 5 * 128 - 64])
def test_jax_0_12s_ptx_tma_copies_batch_as_their_nvvm_ops(monkeypatch, rows):
    """The blocked grid with its TMA loads and store in inline PTX: one copy of the boxes of all the
    batch's CTAs (tma.load_boxes / store_boxes, as the nvvm ops), the same outputs, bytes and warnings
    as one CTA at a time; boxes past the array (``rows``) go box by box."""
    k = _kernel(_ptx_tma(blocked_grid_text(5, rows=rows)))
    inputs, expected = blocked_grid_inputs(5, rows=rows)
    calls = []
    for name in ("load_boxes", "store_boxes"):
        inner = getattr(tma, name)
        monkeypatch.setattr(tma, name, lambda *a, _f=inner, _n=name, **kw: calls.append(_n) or _f(*a, **kw))
    res = _run(k, inputs, 64)
    assert calls.count("load_boxes") >= 2 and "store_boxes" in calls  # (the first CTA runs alone)
    assert np.array_equal(res.outputs["out0"].view(np.uint8), expected.view(np.uint8))
    _same(res, _run(k, inputs, 1))
