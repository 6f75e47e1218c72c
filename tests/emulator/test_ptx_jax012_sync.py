"""jax 0.12.0.1's inline PTX for synchronisation (mgpu/emulator/handlers/sync.py, mbarrier.py,
registers.py, bulk_copy.py): the cluster barrier (core.py:735-752 at jax-v0.12.0.1), an mbarrier arrive
of cluster scope on the CTA's own barrier (utils.py:1376-1390), named barriers a warpgroup arrives at
without waiting (bar.arrive, utils.py:1776-1781) or reduces a predicate over (bar.red.or.pred,
utils.py:1295-1301), setmaxnreg (primitives.py:3562-3566), the bulk async-group commit
(primitives.py:2065-2072) and the tensor-map prefetch (utils.py:1207-1222)."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import DeadlockError, EmulatorError
from mgpu.emulator.run import run

from tests.support.kernel_text import cluster_kernel, kernel
from .test_setmaxregister import BODY as SETMAXREGISTER_BODY

TID = '      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index\n'
def asm(args: str, text: str, constraints: str, types: str, result: str = "") -> str:
    out = "%r = " if result else ""
    return (f'      {out}"llvm.inline_asm"({args}) <{{asm_dialect = 0 : i64, asm_string = "{text}", '
            f'constraints = "{constraints}", has_side_effects}}> : ({types}) -> {result or "()"}\n')


def _run(text: str, n: int = 128):
    return run(parse_module(text, "t.mlir", make_context()), {"in0": np.zeros(n, np.int32)})


# --------------------------------------------------------------------------- cluster barrier, mbarrier
CLUSTER_ARRIVE = asm("", "barrier.cluster.arrive.relaxed.aligned;", "", "")
CLUSTER_WAIT = asm("", "barrier.cluster.wait.aligned;", "", "")
# each CTA's thread 0 initialises the mbarrier at SMEM 0 (one arrival) and, after the cluster
# barrier, arrives on it with jax's cluster-scope spelling and its CTA-window pointer; all wait
OWN_BARRIER = TID + '''      %t32 = "arith.index_cast"(%tid) : (index) -> i32
      %z = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %first = "arith.cmpi"(%t32, %z) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %z64 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%z64) : (i64) -> !llvm.ptr<3>
      %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
''' + asm("%bar, %one, %first", "@$2 mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,b", "!llvm.ptr<3>, i32, i1") \
    + asm("", "fence.mbarrier_init.release.cluster;", "", "") + CLUSTER_ARRIVE + CLUSTER_WAIT \
    + asm("%bar, %first", "@$1 mbarrier.arrive.release.cluster.shared::cluster.b64 _, [$0], 1;", "r,b",
          "!llvm.ptr<3>, i1") + '''      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %z, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
      %v = "arith.addi"(%t32, %one) : (i32, i32) -> i32
      "memref.store"(%v, %m1, %tid) : (i32, memref<128xi32>, index) -> ()
'''


def test_a_cluster_scope_arrive_through_a_cta_pointer_completes_the_own_ctas_barrier():
    """``.shared::cluster`` with an ``!llvm.ptr<3>`` address names the executing CTA's barrier (the
    shared::cta window lies in the shared::cluster window): each of the two CTAs completes its own
    phase. Read as a cluster address of rank 0, CTA 0's barrier would get both arrivals."""
    res = _run(cluster_kernel(OWN_BARRIER, 2))
    assert np.array_equal(res.outputs["out0"], np.arange(1, 129, dtype=np.int32))
    assert res.report.barrier_phases == 2


def test_a_cluster_wait_without_the_arrive_deadlocks():
    with pytest.raises(DeadlockError, match=r"cluster barrier: 0/256 threads arrived"):
        _run(cluster_kernel(OWN_BARRIER.replace(CLUSTER_ARRIVE, ""), 2))


def test_an_arrive_whose_count_overshoots_the_pending_arrivals_is_an_error():
    body = OWN_BARRIER.replace("_, [$0], 1;", "_, [$0], 2;")
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+: error: 'llvm.inline_asm' op .*arriv"):
        _run(cluster_kernel(body, 2))


NVVM_WAIT = '      "nvvm.mbarrier.try_wait.parity"(%bar, %z, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()\n'


def _ptx_wait(form: str) -> str:
    """OWN_BARRIER with its wait an inline-PTX try_wait of spelling ``form``, whose predicate each
    thread stores (as 0 / 1) instead of t + 1."""
    body = OWN_BARRIER.replace(NVVM_WAIT, asm("%bar, %z", form, "=b,r,r", "!llvm.ptr<3>, i32", "i1"))
    return body.replace('%v = "arith.addi"(%t32, %one) : (i32, i32) -> i32', '%v = "arith.extui"(%r) : (i1) -> i32')


def test_ptx_try_wait_parity_returns_true_once_the_phase_completed():
    """mbarrier.try_wait.parity.acquire.cluster (PTX ISA 9.1 §9.7.13.15.16): the emulator's time limit
    is none, so the wait returns when the phase completes, with waitComplete true."""
    body = _ptx_wait("mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 $0, [$1], $2;")
    res = _run(cluster_kernel(body, 2))
    assert (res.outputs["out0"] == 1).all() and res.report.barrier_phases == 2


# --------------------------------------------------------------------------- named barriers
# warpgroup 0 writes 3 * t into SMEM word t and arrives at named barrier 1 (PRODUCER_ARRIVE) without
# waiting; warpgroup 1 waits there (bar.sync 1, 256), reads the words and stores them to out0
NAMED = TID + '''      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %cz = "arith.constant"() <{value = 0 : index}> : () -> index
      %wg = "arith.divui"(%tid, %c128) : (index, index) -> index
      %t = "arith.remui"(%tid, %c128) : (index, index) -> index
      %producer = "arith.cmpi"(%wg, %cz) <{predicate = 0 : i64}> : (index, index) -> i1
      %t32 = "arith.index_cast"(%t) : (index) -> i32
      %c4 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %off = "arith.muli"(%t32, %c4) : (i32, i32) -> i32
      %p = "llvm.inttoptr"(%off) : (i32) -> !llvm.ptr<3>
      %id = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.if"(%producer) ({
        %c3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %v = "arith.muli"(%t32, %c3) : (i32, i32) -> i32
        "llvm.store"(%v, %p) <{ordering = 0 : i64}> : (i32, !llvm.ptr<3>) -> ()
''' + "  " + asm("%id", "PRODUCER_ARRIVE", "r", "i32") + '''        "scf.yield"() : () -> ()
      }, {
''' + "  " + asm("%id", "bar.sync $0, 256;", "r", "i32") + '''        %w = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> i32
        "memref.store"(%w, %m1, %t) : (i32, memref<128xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''


def _named(arrive: str):
    return _run(kernel(NAMED.replace("PRODUCER_ARRIVE", arrive), elem="i32", threads=256))


def test_bar_arrive_lets_the_waiting_warpgroup_read_what_the_arriving_one_wrote():
    """bar.arrive counts toward bar.sync's 256 threads and releases the producer's stores to the
    threads the barrier lets through (no race reported: the happens-before is the bar.sync's)."""
    assert np.array_equal(_named("bar.arrive $0, 256;").outputs["out0"], np.arange(128, dtype=np.int32) * 3)


def test_a_bar_arrive_of_its_own_thread_count_completes_the_phase_alone():
    """The ISA wants one thread count per barrier; here warpgroup 0 (run first) completes barrier 1's
    phase with bar.arrive 1, 128, and bar.sync 1, 256 then waits for a phase no one else arrives in."""
    with pytest.raises(DeadlockError, match=r"warpgroup 1 is blocked in 'llvm.inline_asm' at t.mlir:\d+:\d+: named "
                                            r"barrier 1: 128/256 threads arrived"):
        _named("bar.arrive $0, 128;")


def test_bar_sync_without_the_arrive_deadlocks():
    """The producer arrives at another barrier (2, of its own 128 threads): barrier 1 never fills."""
    with pytest.raises(DeadlockError, match=r"named barrier 1: 128/256 threads arrived"):
        _named("bar.arrive 2, 128;")


# thread t of warpgroup w reduces ``t == TARGET`` (``!=`` for .and) over named barrier w + 1 of 128 threads
RED = TID + '''      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %wg = "arith.divui"(%tid, %c128) : (index, index) -> index
      %wg32 = "arith.index_cast"(%wg) : (index) -> i32
      %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %id = "arith.addi"(%wg32, %one) : (i32, i32) -> i32
      %t32 = "arith.index_cast"(%tid) : (index) -> i32
      %k = "arith.constant"() <{value = TARGET : i32}> : () -> i32
      %c = "arith.cmpi"(%t32, %k) <{predicate = CMP : i64}> : (i32, i32) -> i1
''' + asm("%id, %c", "bar.red.OP.pred $0, $1, 128, $2;", "=b,r,b", "i32, i1", "i1") + '''\
      %v = "arith.extui"(%r) : (i1) -> i32
      "memref.store"(%v, %m1, %tid) : (i32, memref<256xi32>, index) -> ()
'''


@pytest.mark.parametrize("op, target, want", [
    ("or", 5, [1, 0]),  # (thread 5 is in warpgroup 0 only)
    ("or", 200, [0, 1]),
    ("or", 1000, [0, 0]),
    ("and", 5, [0, 1]),  # (.and of t != 5: false in warpgroup 0 only)
])
def test_bar_red_gives_each_warpgroup_the_reduction_of_its_own_barrier(op, target, want):
    body = RED.replace("TARGET", str(target)).replace("OP", op).replace("CMP", "0" if op == "or" else "1")
    out = _run(kernel(body, elem="i32", n=256, threads=256), 256).outputs["out0"]
    assert np.array_equal(out, np.repeat(np.array(want, np.int32), 128))


def test_bar_red_popc_is_refused_by_name():
    body = RED.replace("TARGET", "5").replace("CMP", "0").replace("bar.red.OP.pred $0, $1, 128, $2;",
                                                                  "bar.red.popc.u32 $0, $1, 128, $2;")
    with pytest.raises(EmulatorError, match=r"'llvm.inline_asm' op only bar.red.\{or,and\}.pred p, a\{, b\}, \{!\}c "
                                            r"is supported"):
        _run(kernel(body, elem="i32", n=256, threads=256), 256)


# --------------------------------------------------------------------------- setmaxnreg
def _setmaxnreg(dec: int, inc: int):
    body = SETMAXREGISTER_BODY
    for action, word in (("decrease", "dec"), ("increase", "inc")):
        nvvm = f'"nvvm.setmaxregister"() <{{action = #nvvm<action {action}>, regCount = {word.upper()} : i32}}> : () -> ()'
        assert nvvm in body
        body = body.replace(nvvm, asm("", f"setmaxnreg.{word}.sync.aligned.u32 {word.upper()};", "", "").strip())
    text = kernel(body.replace("DEC", str(dec)).replace("INC", str(inc)), threads=384)
    return run(parse_module(text, "t.mlir", make_context()), {"in0": np.arange(128, dtype=np.float32)})


def test_setmaxnreg_in_ptx_keeps_the_nvvm_ops_register_budget():
    assert np.array_equal(_setmaxnreg(40, 232).outputs["out0"], np.arange(128, dtype=np.float32))
    with pytest.raises(DeadlockError, match=r"setmaxregister increase 256 by warpgroup"):
        _setmaxnreg(24, 256)


def test_setmaxnreg_of_a_count_off_the_granule_is_refused():
    with pytest.raises(EmulatorError, match=r"'llvm.inline_asm' op setmaxnreg count 44 is not a multiple of 8 in "
                                            r"\[24, 256\]"):
        _setmaxnreg(44, 232)


# --------------------------------------------------------------------------- hints and async groups
@pytest.mark.parametrize("text", ["cp.async.bulk.commit_group;", "cp.async.bulk.wait_group.read 0;",
                                  "wgmma.fence.sync.aligned;", "wgmma.commit_group.sync.aligned;",
                                  "wgmma.wait_group.sync.aligned 0;"])
def test_group_and_fence_instructions_change_no_value(text):
    body = TID + asm("", text, "", "") + '''      %v = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "memref.store"(%v, %m1, %tid) : (i32, memref<128xi32>, index) -> ()
'''
    assert (_run(kernel(body, elem="i32")).outputs["out0"] == 7).all()


def test_prefetch_tensormap_changes_no_value():
    body = TID + '''      %c = "arith.constant"() <{value = 1 : i1}> : () -> i1
''' + asm("%hp0, %c", "@$1 prefetch.tensormap [$0];", "l,b", "!llvm.ptr, i1") + '''\
      %v = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "memref.store"(%v, %m1, %tid) : (i32, memref<128xi32>, index) -> ()
'''
    assert (_run(kernel(body, elem="i32")).outputs["out0"] == 7).all()


def test_a_wgmma_wait_group_of_a_register_count_is_refused():
    body = TID + '''      %n = "arith.constant"() <{value = 0 : i32}> : () -> i32
''' + asm("%n", "wgmma.wait_group.sync.aligned $0;", "r", "i32")
    with pytest.raises(EmulatorError, match=r"'llvm.inline_asm' op unsupported wgmma.wait_group form"):
        _run(kernel(body, elem="i32"))
