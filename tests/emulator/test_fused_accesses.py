"""Fused runs of SMEM accesses, of static ops and of repeated pure ops (fuse.py) are invisible: the
same outputs, instruction counts, bytes and warnings as the ops one by one, and a fault or race
inside a fused run names the op that makes it."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import fuse, lanes, memory
from mgpu.emulator.errors import EmulatorError, MemoryFault
from mgpu.emulator.races import RaceError
from mgpu.emulator.machine import Machine
from mgpu.emulator.run import Kernel

from tests.emulator.grid_kernels import blocked_grid_inputs, blocked_grid_text
from tests.support.kernel_text import kernel

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
CASES = json.loads((CORPUS / "data" / "cases.json").read_text())
FUSING = ["pallas_add_one.wg", "pallas_add_one.lane", "pallas_tma_roundtrip_swizzled.wg",
          "pallas_tma_roundtrip_swizzled.lane", "pallas_blocked_grid.wg"]
STACKING = ["pallas_wgmma.wg", "pallas_wgmma.lane", "pallas_tmem_roundtrip.wg", "pallas_tcgen05_mma.lane"]
"""Payloads with stacked runs of pure ops; those of tmem_roundtrip and tcgen05_mma are periodic
(an unrolled epilogue: bitcast, insertelement, ...)."""


def _fused_accesses(k: Kernel) -> int:
    """How many fused access runs the prepared kernel has."""
    return sum(1 for cb in k.program._compiled.values() if cb.fused is not None
               for fn in cb.fused.fns if getattr(fn, "__qualname__", "").startswith("_fused."))


def _report(k: Kernel, inputs) -> tuple:
    res = k.run(inputs)
    r = res.report
    outs = {n: v.tobytes() for n, v in res.outputs.items()}
    return outs, r.steps, r.ctas, r.bytes_read, r.bytes_written, r.barrier_phases, r.warnings


def _stacked_runs(k: Kernel) -> list[tuple[int, int]]:
    """(repetitions, period) of each stacked run of the prepared kernel."""
    return [(fn.plan.K, fn.plan.p) for cb in k.program._compiled.values() if cb.fused is not None
            for fn in cb.fused.fns if getattr(fn, "__qualname__", "").startswith("_stacked.")]


@pytest.mark.parametrize("name", FUSING + STACKING)
def test_fused_and_unfused_runs_report_the_same(name, unfused, monkeypatch):
    monkeypatch.setattr(Machine, "batch_max", 1)  # (one CTA at a time: the test below batches)
    f = CORPUS / f"{name}.payload.generic.mlir"
    case = CASES[name.split(".")[0]]
    inputs = {n: np.load(CORPUS / "data" / case["files"][n]) for n in case["inputs"]}
    k = Kernel(parse_module(f.read_text(), f.name, make_context(allow_unregistered=True)))
    runs = _stacked_runs(k)
    assert _fused_accesses(k) if name in FUSING else runs and ("wgmma" in name or any(p > 1 for _, p in runs))
    # (the accumulator registers of each wgmma unpacked at once, or handed on in a chain)
    assert _unpacks(k) or _unpacks(k, "_chain.") or "wgmma" not in name
    first, warm = _report(k, inputs), _report(k, inputs)  # warm: the fused path
    unfused()
    one_by_one = _report(k, inputs)
    assert first == warm == one_by_one
    expected = {n: np.load(CORPUS / "data" / case["files"][n]).tobytes() for n in case["outputs"]}
    assert warm[0] == expected


LOOP_PRELUDE = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
      %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
      %c512 = "arith.constant"() <{value = 512 : index}> : () -> index
'''
"""Thread id, SMEM, the bounds of a two-iteration loop and its 512-byte step (the loop kernels below)."""

# a loop of two iterations over a memref view of SMEM at byte 512 * iteration: two vector.loads at
# static indices (thread t, t + 128) -- a fused run; the second run of it is the fused path. (The
# loads' sum is stored: an unused load is never run, dead_ops.py.)
LOOP = LOOP_PRELUDE + '''      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      "scf.for"(%c0, %c2, %c1) ({
      ^bb1(%it: index):
        %shift = "arith.muli"(%it, %c512) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %view = "memref.view"(%smem, %shift) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<256xf32, #gpu.address_space<workgroup>>
        %i1 = "arith.addi"(%tid, %c128) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
{accesses}
        "scf.yield"() : () -> ()
      }}) : (index, index, index) -> ()
'''
LOADS = '''        %a = "vector.load"(%view, %tid) : (memref<256xf32, #gpu.address_space<workgroup>>, index) -> vector<1xf32>
        %b = "vector.load"(%view, %i1) : (memref<256xf32, #gpu.address_space<workgroup>>, index) -> vector<1xf32>
        %ab = "arith.addf"(%a, %b) : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
        "vector.store"(%ab, %m1, %tid) : (vector<1xf32>, memref<128xf32>, index) -> ()
'''


def _kernel_error(body: str, smem: int, fused=_fused_accesses) -> EmulatorError:
    k = Kernel(parse_module(kernel(body, smem=smem), "t.mlir", make_context(allow_unregistered=True)))
    assert fused(k)
    with pytest.raises(EmulatorError) as e:
        k.run({"in0": np.arange(128, dtype=np.float32)})
    return e.value


def _line(body: str, needle: str) -> int:
    text = kernel(body)
    return next(i for i, ln in enumerate(text.splitlines(), 1) if needle in ln)


def _error_as_unfused(body: str, unfused, needle: str, fused=_fused_accesses) -> EmulatorError:
    """The error of running ``body`` fused, checked to be the unfused run's, at the line of ``needle``."""
    err = _kernel_error(body, smem=1024, fused=fused)
    unfused()
    assert str(err) == str(_kernel_error(body, smem=1024, fused=fused))
    assert str(err).startswith(f"t.mlir:{_line(body, needle)}:")
    return err


def test_out_of_bounds_inside_a_fused_run_names_its_op(unfused):
    # the second iteration's view ends at byte 1536 of 1024: its first load is in bounds, its
    # second is not
    body = LOOP.replace("{accesses}", LOADS).replace("}}", "}")
    fused = _error_as_unfused(body, unfused, '%b = "vector.load"')
    assert type(fused) is MemoryFault
    assert "'vector.load' op out-of-bounds shared memory access: 4 bytes at offset 1024" in str(fused)


# (every warp's stores, fenced and synchronised before the one thread's copy reads them, as jax's commit_shared)
STORES_THEN_BULK_COPY = '''        %v = "arith.constant"() <{value = dense<1.0> : vector<1xf32>}> : () -> vector<1xf32>
        "vector.store"(%v, %view, %tid) : (vector<1xf32>, memref<256xf32, #gpu.address_space<workgroup>>, index) -> ()
        "vector.store"(%v, %view, %i1) : (vector<1xf32>, memref<256xf32, #gpu.address_space<workgroup>>, index) -> ()
        "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
        "gpu.barrier"() : () -> ()
        %first = "arith.cmpi"(%tid, %c0) <{predicate = 0 : i64}> : (index, index) -> i1
        %gi = "memref.extract_aligned_pointer_as_index"(%m1) : (memref<128xf32>) -> index
        %g64 = "arith.index_cast"(%gi) : (index) -> i64
        %gp = "llvm.inttoptr"(%g64) : (i64) -> !llvm.ptr
        %si = "memref.extract_aligned_pointer_as_index"(%view) : (memref<256xf32, #gpu.address_space<workgroup>>) -> index
        %s64 = "arith.index_cast"(%si) : (index) -> i64
        %sp = "llvm.inttoptr"(%s64) : (i64) -> !llvm.ptr<3>
        %n = "arith.constant"() <{value = 512 : i32}> : () -> i32
        "llvm.inline_asm"(%first, %gp, %sp, %n) <{asm_string = "@$0 cp.async.bulk.global.shared::cta.bulk_group [$1], [$2], $3;", constraints = "b,l,l,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i1, !llvm.ptr, !llvm.ptr<3>, i32) -> ()
        "nvvm.cp.async.bulk.commit.group"() : () -> ()
'''


def test_race_inside_a_fused_run_is_reported(unfused):
    # the view stays at byte 0 (a shift of 0 * 512): the second iteration's stores overwrite SMEM
    # that the first iteration's bulk copy may still read (no wait_group between)
    body = (LOOP.replace("{accesses}", STORES_THEN_BULK_COPY).replace("}}", "}")
            .replace('"arith.muli"(%it, %c512)', '"arith.muli"(%it, %c0)'))
    fused = _error_as_unfused(body, unfused, '"vector.store"(%v, %view, %tid)')
    assert type(fused) is RaceError
    assert "'vector.store' op race: this store overwrites shared memory" in str(fused)


# fuse.ROWS_MIN repetitions of (extractelement at a per-thread index from a vector shared by all of
# them, one row per thread; add a splat shared by all, one row): a stacked run of period 2; the
# sum of the results is stored
EXTRACTS = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %t32 = "arith.index_cast"(%tid) : (index) -> i32
      %x = "memref.load"(%m0, %tid) : (memref<128xf32>, index) -> f32
      %vec = "vector.broadcast"(%x) : (f32) -> vector<4xf32>
      %one = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
      %s0 = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
{indices}{repeats}{sums}      "memref.store"(%s{n}, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
INDEX = '''      %c{k} = "arith.constant"() <{{value = {shift} : i32}}> : () -> i32
      %i{k} = "arith.shrui"(%t32, %c{k}) : (i32, i32) -> i32
'''
REPEAT = '''      %e{k} = "llvm.extractelement"(%vec, %i{k}) : (vector<4xf32>, i32) -> f32
      %f{k} = "arith.addf"(%e{k}, %one) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32
'''
SUM = '''      %s{n} = "arith.addf"(%s{k}, %f{k}) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32
'''


def _extracts(shifts) -> str:
    """EXTRACTS where repetition k reads element t >> shifts[k] of thread t's vector."""
    n = len(shifts)
    return (EXTRACTS.replace("{indices}", "".join(INDEX.format(k=k, shift=s) for k, s in enumerate(shifts)))
            .replace("{repeats}", "".join(REPEAT.format(k=k) for k in range(n)))
            .replace("{sums}", "".join(SUM.format(k=k, n=k + 1) for k in range(n))).replace("{n}", str(n)))


def test_a_periodic_run_of_pure_ops_runs_stacked_and_equals_the_ops_one_by_one(unfused):
    n = fuse.ROWS_MIN
    body = _extracts([7] * n)  # thread t reads element t >> 7 = 0 of its vector
    k = Kernel(parse_module(kernel(body), "t.mlir", make_context(allow_unregistered=True)))
    assert (n, 2) in _stacked_runs(k)
    x = np.arange(128, dtype=np.float32)
    first, warm = _report(k, {"in0": x}), _report(k, {"in0": x})
    unfused()
    assert first == warm == _report(k, {"in0": x})
    assert np.array_equal(np.frombuffer(warm[0]["out0"], np.float32), n * (x + 1))


def test_a_periodic_run_of_operands_past_the_stacking_size_runs_one_by_one(monkeypatch):
    body = _extracts([7] * fuse.ROWS_MIN)
    k = Kernel(parse_module(kernel(body), "t.mlir", make_context(allow_unregistered=True)))
    x = np.arange(128, dtype=np.float32)
    _report(k, {"in0": x})
    stacked = _report(k, {"in0": x})
    stacks = []
    monkeypatch.setattr(fuse, "STACK_BYTES_MAX", 0)  # (each operand is 512 bytes or more)
    monkeypatch.setattr(fuse, "_rows_of", lambda *a: stacks.append(a))
    assert _report(k, {"in0": x}) == stacked and not stacks


def test_a_run_on_the_results_of_the_run_before_takes_its_stacked_result_as_it_is(unfused, monkeypatch):
    """The second run's operands are the first's results, each still its slice of the stacked one: that array is
    the operand (no concatenation of the slices), and the outputs are those of the ops one by one."""
    n = fuse.ROWS_MIN
    twice = "".join(f'      %g{k} = "arith.mulf"(%f{k}, %f{k}) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) '
                    f'-> f32\n' for k in range(n))
    body = (EXTRACTS.replace("{indices}", "".join(INDEX.format(k=k, shift=7) for k in range(n)))
            .replace("{repeats}", "".join(REPEAT.format(k=k) for k in range(n)) + twice)
            .replace("{sums}", "".join(SUM.format(k=k, n=k + 1).replace("%f", "%g") for k in range(n)))
            .replace("{n}", str(n)))
    k = Kernel(parse_module(kernel(body), "t.mlir", make_context(allow_unregistered=True)))
    assert [(n, 2), (n, 1)] == _stacked_runs(k)[:2]
    x = np.arange(128, dtype=np.float32)
    first = _report(k, {"in0": x})
    taken = []  # per stacked operand: whether it is an earlier run's stacked result, taken with no copy
    real = fuse._rows_of
    monkeypatch.setattr(fuse, "_rows_of", lambda R, slots, *a: taken.append(
        lanes.joined([R[s] for s in slots]) is not None) or real(R, slots, *a))
    warm = _report(k, {"in0": x})
    assert taken == [False, True]  # (the first run's extractions' vector; the second takes the first's result)
    unfused()
    assert first == warm == _report(k, {"in0": x})
    assert np.array_equal(np.frombuffer(warm[0]["out0"], np.float32), n * (x + 1) ** 2)


def test_an_error_inside_a_stacked_run_names_its_op(unfused):
    # the third repetition's index is t >> 4 = 0..7: out of range for threads 64..127
    body = _extracts([7, 7, 4] + [7] * (fuse.ROWS_MIN - 3))
    stacked = _error_as_unfused(body, unfused, '%e2 = "llvm.extractelement"', fused=_stacked_runs)
    assert "'llvm.extractelement' op" in str(stacked)


# two iterations over SMEM slots [128 * it, 128 * it + 256): thread t loads slots t and t + 128
# through a GEP chain (a fused load run); the chain's second pointer is also read after the run, as
# an integer (its byte offset from the SMEM base), added to what the loads read (SMEM is zero)
POINTER_LOOP = LOOP_PRELUDE + '''      %k128 = "arith.constant"() <{value = 128 : i32}> : () -> i32
      %t32 = "arith.index_cast"(%tid) : (index) -> i32
      %s0 = "memref.extract_aligned_pointer_as_index"(%smem) : (memref<?xi8, #gpu.address_space<workgroup>>) -> index
      %s64 = "arith.index_cast"(%s0) : (index) -> i64
      "scf.for"(%c0, %c2, %c1) ({
      ^bb1(%it: index):
        %shift = "arith.muli"(%it, %c512) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %view = "memref.view"(%smem, %shift) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<256xf32, #gpu.address_space<workgroup>>
        %ai = "memref.extract_aligned_pointer_as_index"(%view) : (memref<256xf32, #gpu.address_space<workgroup>>) -> index
        %a64 = "arith.index_cast"(%ai) : (index) -> i64
        %base = "llvm.inttoptr"(%a64) : (i64) -> !llvm.ptr<3>
        %p0 = "llvm.getelementptr"(%base, %t32) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        %a = "llvm.load"(%p0) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f32
        %p1 = "llvm.getelementptr"(%p0, %k128) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
        %b = "llvm.load"(%p1) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f32
        %pi = "llvm.ptrtoint"(%p1) : (!llvm.ptr<3>) -> i64
        %d = "arith.subi"(%pi, %s64) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %df = "arith.sitofp"(%d) : (i64) -> f32
        %ab = "arith.addf"(%a, %b) : (f32, f32) -> f32
        %out = "arith.addf"(%df, %ab) : (f32, f32) -> f32
        "memref.store"(%out, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
'''


def test_a_pointer_read_after_a_fused_run_is_still_computed(unfused):
    # the last iteration's %p1 is at byte 512 + 4 * (t + 128); a stale one (the first
    # iteration's) would be 512 bytes lower
    k = Kernel(parse_module(kernel(POINTER_LOOP, smem=2048), "t.mlir", make_context(allow_unregistered=True)))
    assert _fused_accesses(k)
    x = np.arange(128, dtype=np.float32)
    fused = _report(k, {"in0": x})
    unfused()
    assert fused == _report(k, {"in0": x})
    assert np.array_equal(np.frombuffer(fused[0]["out0"], np.float32), 4 * x + 1024)


def _unpacks(k: Kernel, closure: str = "_unpack.") -> int:
    """How many runs of extractvalues of one struct the prepared kernel unpacks at once (``closure``
    "_chain.": how many chains of wgmmas hand their accumulator on, wgmma_chain.py)."""
    return sum(1 for cb in k.program._compiled.values() if cb.fused is not None
               for fn in cb.fused.fns if getattr(fn, "__qualname__", "").startswith(closure))


# thread t's x = in0[t] and 2x in a flat struct and in a nested one (whose positions have two
# indices: those extractvalues run one by one); each struct's fields are read by a run of
# extractvalues, out of order; out1[t] = (x + 2x) * x + 2x - x = 3x^2 + x
STRUCTS = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %x = "memref.load"(%m0, %tid) : (memref<128xf32>, index) -> f32
      %y = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %u = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, f32, f32)>
      %s1 = "llvm.insertvalue"(%u, %x) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32)>
      %s2 = "llvm.insertvalue"(%s1, %y) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32)>
      %s3 = "llvm.insertvalue"(%s2, %x) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32)>, f32) -> !llvm.struct<(f32, f32, f32)>
      %a = "llvm.extractvalue"(%s3) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32)>) -> f32
      %b = "llvm.extractvalue"(%s3) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32)>) -> f32
      %c = "llvm.extractvalue"(%s3) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32)>) -> f32
      %nu = "llvm.mlir.undef"() : () -> !llvm.struct<(f32, array<2 x f32>)>
      %n1 = "llvm.insertvalue"(%nu, %x) <{position = array<i64: 1, 0>}> : (!llvm.struct<(f32, array<2 x f32>)>, f32) -> !llvm.struct<(f32, array<2 x f32>)>
      %n2 = "llvm.insertvalue"(%n1, %y) <{position = array<i64: 1, 1>}> : (!llvm.struct<(f32, array<2 x f32>)>, f32) -> !llvm.struct<(f32, array<2 x f32>)>
      %d = "llvm.extractvalue"(%n2) <{position = array<i64: 1, 1>}> : (!llvm.struct<(f32, array<2 x f32>)>) -> f32
      %e = "llvm.extractvalue"(%n2) <{position = array<i64: 1, 0>}> : (!llvm.struct<(f32, array<2 x f32>)>) -> f32
      %r1 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %r2 = "arith.mulf"(%r1, %c) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %r3 = "arith.addf"(%r2, %d) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %r4 = "arith.subf"(%r3, %e) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%r4, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''


def test_a_run_of_extractvalues_of_one_struct_unpacks_it_as_the_ops_one_by_one(unfused):
    k = Kernel(parse_module(kernel(STRUCTS), "t.mlir", make_context(allow_unregistered=True)))
    assert _unpacks(k) == 2
    x = np.arange(128, dtype=np.float32)
    first, warm = _report(k, {"in0": x}), _report(k, {"in0": x})
    unfused()
    assert first == warm == _report(k, {"in0": x})
    assert np.array_equal(np.frombuffer(warm[0]["out0"], np.float32), 3 * x * x + x)


def _spy(monkeypatch, name: str) -> list:
    """Record, for each call of memory.``name`` from fuse.py on a batch of CTAs, how many accesses its
    pattern holds and whether it took the fast path."""
    calls = []
    inner = getattr(memory, name)

    def spy(ctx, space, base, pat, *args):
        r = inner(ctx, space, base, pat, *args)
        if ctx.batch is not None:
            calls.append((pat.offs.shape[0] // ctx.T, r is not None and r is not False))
        return r
    monkeypatch.setattr(memory, name, spy)
    return calls


@pytest.mark.parametrize("grid_rows", [8, 5])
def test_a_batchs_fused_runs_access_smem_at_once_as_the_ops_one_by_one(grid_rows, unfused, monkeypatch):
    k = Kernel(parse_module(blocked_grid_text(grid_rows), "t.mlir", make_context(allow_unregistered=True)))
    inputs, expected = blocked_grid_inputs(grid_rows)
    loads, stores = _spy(monkeypatch, "load_pattern"), _spy(monkeypatch, "store_pattern")
    first, warm = _report(k, inputs), _report(k, inputs)  # warm: the fused path, every op's accesses at once
    assert any(reps > 1 and fast for reps, fast in loads) and any(reps > 1 and fast for reps, fast in stores)
    unfused()
    assert first == warm == _report(k, inputs)
    assert warm[0]["out0"] == expected.tobytes()


def test_a_batchs_stacked_run_of_a_fused_loads_registers_runs_stacked_past_the_stacking_size(unfused, monkeypatch):
    # the blocked grid's 16 multiplies read the registers of its fused loads: pieces of one array (lanes.split),
    # stacked without a copy, so no size keeps them one by one
    k = Kernel(parse_module(blocked_grid_text(8), "t.mlir", make_context(allow_unregistered=True)))
    assert (16, 1) in _stacked_runs(k)
    inputs, expected = blocked_grid_inputs(8)
    monkeypatch.setattr(fuse, "STACK_BYTES_MAX", 0)
    stacks = []
    rows_of = fuse._rows_of
    monkeypatch.setattr(fuse, "_rows_of", lambda R, slots, K, T: stacks.append((K, T)) or rows_of(R, slots, K, T))
    first, warm = _report(k, inputs), _report(k, inputs)
    assert (16, 7 * 128) in stacks  # (K repetitions of the 128 threads of the 7 CTAs after the first, run alone)
    unfused()
    assert first == warm == _report(k, inputs)
    assert warm[0]["out0"] == expected.tobytes()
