"""Runs of pure scalar ops replayed from a memo of their inputs (memo_runs.py) are invisible: the same outputs,
instruction counts and warnings as the ops one by one; a run whose inputs were seen is not run again."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import fuse, memo_runs
from mgpu.emulator.run import Kernel

from tests.support.kernel_text import kernel

# four iterations over a stage slot that alternates 0, 1 (a loop-carried index, as a pipeline's): a run of index
# arithmetic from the iteration (where thread t stores) and, after a load, one from the slot and the loaded value
# (what it stores: 3 * slot + the value); the two runs are split by the load, which is not pure
LOOP = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
      %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
      %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
      %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %last = "scf.for"(%c0, %c4, %c1, %c0) ({
      ^bb1(%it: index, %slot: index):
        %o1 = "arith.muli"(%it, %c128) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %o = "arith.addi"(%o1, %tid) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %y = "memref.load"(%m0, %tid) : (memref<512xi32>, index) -> i32
        %s3 = "arith.muli"(%slot, %c3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %s32 = "arith.index_cast"(%s3) : (index) -> i32
        %v = "arith.addi"(%s32, %y) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %n = "arith.addi"(%slot, %c1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %next = "arith.remsi"(%n, %c2) : (index, index) -> index
        "memref.store"(%v, %m1, %o) : (i32, memref<512xi32>, index) -> ()
        "scf.yield"(%next) : (index) -> ()
      }) : (index, index, index, index) -> index
'''


def _kernel() -> Kernel:
    return Kernel(parse_module(kernel(LOOP, n=512, elem="i32"), "t.mlir", make_context(allow_unregistered=True)))


def _report(k: Kernel, inputs) -> tuple:
    res = k.run(inputs)
    r = res.report
    return {n: v.tobytes() for n, v in res.outputs.items()}, r.steps, r.bytes_read, r.bytes_written, r.warnings


def _replays(k: Kernel) -> list[int]:
    """How many replayed runs each fused form (without and with race tracking) of the loop body has."""
    body = next(cb for cb in k.program._compiled.values() if any(op.name == "arith.remsi" for op in cb.ops))
    return [sum(getattr(fn, "__qualname__", "").startswith("replayed.") for fn in form.fns)
            for form in (body.fused, body.tracked)]


def _slot_runs(monkeypatch) -> list:
    """Appended to at each run of the slot's ops one by one (a replayed run that missed its memo)."""
    ran, real = [], fuse.one_by_one

    def one_by_one(fns, ops, ctx, R):
        if any(op.name == "arith.remsi" for op in ops):
            ran.append(1)
        return real(fns, ops, ctx, R)
    monkeypatch.setattr(fuse, "one_by_one", one_by_one)
    return ran


INPUTS = {"in0": np.arange(512, dtype=np.int32)}


def test_a_run_of_index_arithmetic_replays_and_equals_the_ops_one_by_one(unfused):
    k = _kernel()
    assert _replays(k) == [2, 2]
    first, warm = _report(k, INPUTS), _report(k, INPUTS)
    unfused()
    assert first == warm == _report(k, INPUTS)
    out = np.frombuffer(warm[0]["out0"], np.int32).reshape(4, 128)
    assert np.array_equal(out, np.arange(128, dtype=np.int32) + 3 * np.array([0, 1, 0, 1], np.int32)[:, None])


def test_a_run_whose_inputs_were_seen_is_not_run_again(monkeypatch):
    ran = _slot_runs(monkeypatch)
    k = _kernel()
    _report(k, INPUTS)
    assert len(ran) == 2  # (slot 0, then 1; the third and fourth iterations replay them)
    ran.clear()
    _report(k, INPUTS)
    assert not ran


@pytest.mark.parametrize("bound", ["MEMO_MAX", "MEMO_BYTES"])
def test_a_full_memo_starts_again_and_still_equals_the_ops_one_by_one(monkeypatch, bound):
    k = _kernel()
    whole = _report(k, INPUTS)
    monkeypatch.setattr(memo_runs, bound, {"MEMO_MAX": 1, "MEMO_BYTES": 0}[bound])
    ran = _slot_runs(monkeypatch)
    k = _kernel()
    assert _report(k, INPUTS) == whole
    assert len(ran) == 4  # (the slots alternate: a memo of one input set, or of no bytes, never holds the next)


class _Ctx:
    skey, T = ("key",), 128


def _key(*vals):
    return memo_runs._key_of(_Ctx, list(vals), list(range(len(vals))), [])


def test_inputs_are_identified_by_dtype_shape_and_bits():
    one32, one64 = np.array([1], np.int32), np.array([1], np.int64)
    assert _key(one32) == _key(np.array([1], np.int32))
    assert len({_key(one32), _key(one64), _key(one32.reshape(1, 1)), _key(np.array([2], np.int32))}) == 4


def test_a_large_input_is_identified_by_identity_and_a_writeable_view_not_at_all():
    big = np.zeros(memo_runs.KEY_BYTES + 8, np.uint8)
    desc = (big, big)
    assert _key(big, desc) == _key(big, desc) != _key(big.copy(), desc)
    assert _key(big[1:]) is None


# a replayed run whose intermediate only a later closure reads past its operands: the pointer a getelementptr of the
# run (by the slot) computes is used, in SSA, only by the next getelementptr of the run (by the thread id), but the
# load's fast path reads it as the root of that chain (addressing.pointer_pattern)
ROOT_READ_PAST = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
      %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
      %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %t64 = "arith.index_cast"(%tid) : (index) -> i64
      %last = "scf.for"(%c0, %c4, %c1, %c0) ({
      ^bb1(%it: index, %slot: index):
        %s = "arith.muli"(%slot, %c128) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %s64 = "arith.index_cast"(%s) : (index) -> i64
        %root = "llvm.getelementptr"(%hp0, %s64) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
        %q = "llvm.getelementptr"(%root, %t64) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
        %y = "llvm.load"(%q) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
        %o1 = "arith.muli"(%it, %c128) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %o = "arith.addi"(%o1, %tid) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "memref.store"(%y, %m1, %o) : (i32, memref<512xi32>, index) -> ()
        %n = "arith.addi"(%slot, %c1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %next = "arith.remsi"(%n, %c2) : (index, index) -> index
        "scf.yield"(%next) : (index) -> ()
      }) : (index, index, index, index) -> index
'''


def test_a_replayed_run_writes_back_what_a_later_closure_reads_past_its_operands(unfused):
    k = Kernel(parse_module(kernel(ROOT_READ_PAST, n=512, elem="i32"), "t.mlir", make_context(allow_unregistered=True)))
    body = next(cb for cb in k.program._compiled.values() if any(op.name == "llvm.load" for op in cb.ops))
    assert any(getattr(fn, "__qualname__", "").startswith("replayed.") for fn in body.fused.fns)
    first, warm = _report(k, INPUTS), _report(k, INPUTS)
    unfused()
    assert first == warm == _report(k, INPUTS)
    out = np.frombuffer(warm[0]["out0"], np.int32).reshape(4, 128)  # (iterations 0-3 read slots 0, 1, 0, 1)
    assert np.array_equal(out, np.arange(128, dtype=np.int32) + 128 * np.array([0, 1, 0, 1], np.int32)[:, None])
