"""The barriers of a batch as arrays over its CTAs (barriers.BatchedMBarrier,
barriers.BatchedNamedBarrier): every op equals the per-CTA rules applied CTA by CTA (state, results,
the first CTA's error), the per-CTA rows see the same state as the batched ops, and a finished
batch leaves no cyclic garbage."""

from __future__ import annotations

import gc

import numpy as np
import pytest

from mgpu.emulator.barriers import BatchedMBarrier, BatchedNamedBarrier, MBarrier, MBarrierError, NamedBarrier
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.machine import CTA
from tests.emulator.test_batching import (GRID, ONE_WARP, _block_is, _both, _grid_kernel, _if, _kernel, _lines, _run,
                                          _same)
from tests.emulator.grid_kernels import blocked_grid_inputs, blocked_grid_text
from tests.support.kernel_text import kernel

B = 6
STATE = ("phase", "pending", "expected", "tx", "valid", "arrivals_total", "tx_completed_total", "_touched")


def _per_cta_counts(rng):
    """Arrivals per CTA, and their number if all CTAs have the same (then half the time)."""
    n = np.full(B, rng.integers(1, 3)) if rng.random() < 0.5 else rng.integers(0, 3, B) * (rng.random(B) < 0.6)
    return n, int(n[0]) if (n == n[0]).all() and n[0] else None


def _mbarrier_op(rng, tx_now: np.ndarray):
    """A random op: (name, arrivals per CTA (or a mask), their common number or None, argument);
    errors are rare; a complete_tx often of what some CTA's barrier waits for (its phase can
    complete)."""
    n, k = _per_cta_counts(rng)
    tx = int(rng.choice([0, 8, 16, 600_000, 1 << 20], p=[0.3, 0.3, 0.3, 0.05, 0.05]))
    done = int(rng.choice([abs(int(rng.choice(tx_now))), 8])) if rng.random() < 0.9 else tx
    count = int(rng.integers(1, 5)) if rng.random() < 0.5 else rng.integers(1, 5, B) * (rng.random(B) < 0.98)
    return [("init", n > 0, k, count), ("arrive", n, k, None), ("arrive_expect_tx", n, k, tx),
            ("complete_tx", n > 0, k, done)][rng.choice(4, p=[0.1, 0.25, 0.25, 0.4])]


@pytest.mark.parametrize("seed", range(40))
def test_batched_mbarrier_equals_one_mbarrier_per_cta(seed):
    """Random ops, of all CTAs alike (on the common state) or not (on the arrays). After an error
    the CTAs before the failing one have done their part, as one by one; except in the common
    state, where the batch's state after an error is undefined (the batch is abandoned)."""
    rng = np.random.default_rng(seed)
    bb = BatchedMBarrier(0x40, B)
    ref = [MBarrier(address=0x40, cta=0) for _ in range(B)]
    bb.init(np.ones(B, bool), 4)
    for r in ref:
        r.init(4)
    for _ in range(40):
        op, n, k, arg = _mbarrier_op(rng, bb.field("tx"))
        before = [r.phase for r in ref]
        try:  # the reference: the per-CTA rules, CTA by CTA, stopping at the first error
            for b in np.flatnonzero(n).tolist():
                r = ref[b]
                {"init": lambda: r.init(int(np.broadcast_to(arg, (B,))[b])), "arrive": lambda: r.arrive(int(n[b])),
                 "arrive_expect_tx": lambda: r.arrive_expect_tx(arg, int(n[b])),
                 "complete_tx": lambda: r.complete_tx(arg)}[op]()
            err = None
        except MBarrierError as e:
            err = str(e)
        call = {"init": lambda: bb.init(n, arg), "arrive": lambda: bb.arrive(n, k),
                "arrive_expect_tx": lambda: bb.arrive_expect_tx(arg, n, k),
                "complete_tx": lambda: bb.complete_tx(n, arg)}[op]
        common = bb.one is not None
        if err is not None:
            with pytest.raises(MBarrierError) as ei:
                call()
            assert str(ei.value) == err
            if common:
                return
        else:
            got = call()
            assert op == "init" or np.broadcast_to(got, (B,)).tolist() == before
        for b in range(B):
            row = bb.row(b)
            assert {f: getattr(row, f) for f in STATE} == {f: getattr(ref[b], f) for f in STATE}, (op, b)


def test_a_row_is_the_batchs_state():
    """An op on CTA 2's row (a per-CTA handler) is seen by the batched ops, and back."""
    bb = BatchedMBarrier(0, 4)
    bb.init(np.ones(4, bool), 2)
    assert bb.one is not None and bb.row(2).pending == 2
    bb.row(2).arrive(1)
    assert bb.one is None and bb.pending.tolist() == [2, 2, 1, 2]
    assert bb.arrive(np.array([0, 0, 1, 0]), None).tolist() == [0, 0, 0, 0]
    assert bb.row(2).phase == 1 and bb.row(2).pending == 2 and bb.row(0).phase == 0
    assert bb.row(2) is bb.row(2)  # (hazard records compare barriers by identity)


def test_a_released_batch_still_describes_its_barriers():
    """A limit's report describes the waits of a batch after machine.Batch.release dropped its rows."""
    bb = BatchedMBarrier(0, 4)
    bb.init(np.ones(4, bool), 2)
    bb.row(1).arrive(1)
    bb.release()
    assert bb.row(1).pending == 1 and bb.row(1).describe() == "phase 0 (parity 0), pending arrivals 1/2, tx 0 bytes"


def test_an_op_of_some_ctas_splits_the_common_state():
    bb = BatchedMBarrier(0, 4)
    bb.init(np.array([True, False, True, True]), 2)
    assert bb.one is None and bb.valid.tolist() == [True, False, True, True] and bb.pending.tolist() == [2, 0, 2, 2]
    nb = BatchedNamedBarrier(0, 4)
    assert nb.arrive(np.array([0, 32, 32, 32]), None, 64).tolist() == [0, 0, 0, 0]
    assert nb.one is None and nb.arrived.tolist() == [0, 32, 32, 32]


@pytest.mark.parametrize("seed", range(20))
def test_batched_named_barrier_equals_one_named_barrier_per_cta(seed):
    """Random arrivals of 0-2 warps per CTA (of all CTAs alike half the time), until an error."""
    rng = np.random.default_rng(seed)
    nb = BatchedNamedBarrier(1, B)
    ref = [NamedBarrier(1) for _ in range(B)]
    for _ in range(20):
        n, k = _per_cta_counts(rng)
        n, k = n * 32, k and k * 32
        expected = int(rng.choice([64, 96]))
        try:
            want = [ref[b].arrive(int(n[b]), expected) if n[b] else ref[b].generation for b in range(B)]
            err = None
        except EmulatorError as e:
            err = str(e)
        if err is not None:
            with pytest.raises(EmulatorError) as ei:
                nb.arrive(n, k, expected)
            assert str(ei.value) == err
            return
        gen = nb.arrive(n, k, expected)
        assert np.broadcast_to(gen, (B,)).tolist() == want
        assert [(r.arrived, r.generation) for r in ref] == [(nb.row(b).arrived, nb.row(b).generation) for b in range(B)]
        assert nb.passed(np.flatnonzero(n), gen) == all(ref[b].generation > want[b] for b in np.flatnonzero(n))


# ---------------------------------------------------------------------------------------------
# kernels whose CTAs use a barrier through a batched op and through per-CTA ops (split_per_cta)

TX = _lines('''      %n16 = "arith.constant"() <{value = 16 : i32}> : () -> i32
''' + _if("%one", '''        "nvvm.mbarrier.expect_tx"(%bar, %n16) : (!llvm.ptr<3>, i32) -> ()
''') + '''      %s = "nvvm.mbarrier.arrive"(%bar) : (!llvm.ptr<3>) -> i64
''' + _if("%one", '''        "nvvm.mbarrier.complete_tx"(%bar, %n16) : (!llvm.ptr<3>, i32) -> ()
''') + '''      %par = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %par, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
      %sf = "arith.uitofp"(%s) : (i64) -> f32
      "memref.store"(%sf, %m1, %gi) : (f32, memref<1024xf32>, index) -> ()
''')


def test_per_cta_and_batched_mbarrier_ops_share_the_state():
    """expect_tx / complete_tx run CTA by CTA, the 128 arrivals and the wait on the batch's arrays:
    phase 0 completes in every CTA (else the batch deadlocks and reruns one CTA at a time)."""
    batched, single = _both(_grid_kernel(TX, count=128))
    _same(batched, single)
    assert batched.report.barrier_phases == GRID


_BARRIER_0 = {"nvvm.barrier": '"nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()',
              "gpu.barrier": '"gpu.barrier"() : () -> ()'}


def _sync(first: str) -> str:
    """Barrier 0 of the CTA: warpgroup 0 by op ``first``, warpgroup 1 by ``gpu.barrier``."""
    return f"""      "scf.if"(%wg0) ({{
        {_BARRIER_0[first]}
        "scf.yield"() : () -> ()
      }}, {{
        "gpu.barrier"() : () -> ()
        "scf.yield"() : () -> ()
      }}) : (i1) -> ()
"""


@pytest.mark.parametrize("first", ["nvvm.barrier", "gpu.barrier"])
def test_named_barrier_per_cta_and_batched(first):
    """Two warpgroups per CTA swap halves through the output, synchronised by barrier 0: warpgroup
    0 arrives by ``first`` (``nvvm.barrier``: CTA by CTA), warpgroup 1 by ``gpu.barrier`` (the
    batch's arrays); CTAs 1-7 run as one batch. Without the waits a warpgroup would read its
    partner's element before it was stored."""
    body = """      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %wg0 = "arith.cmpi"(%tid, %c128) <{predicate = 6 : i64}> : (index, index) -> i1
      %c256 = "arith.constant"() <{value = 256 : index}> : () -> index
      %base = "arith.muli"(%x0, %c256) : (index, index) -> index
      %gi = "arith.addi"(%base, %tid) : (index, index) -> index
      %v = "memref.load"(%m0, %gi) : (memref<2048xf32>, index) -> f32
      "memref.store"(%v, %m1, %gi) : (f32, memref<2048xf32>, index) -> ()
""" + _sync(first) + """      %partner = "arith.xori"(%gi, %c128) : (index, index) -> index
      %w = "memref.load"(%m1, %partner) : (memref<2048xf32>, index) -> f32
""" + _sync(first) + """      "memref.store"(%w, %m1, %gi) : (f32, memref<2048xf32>, index) -> ()
"""
    k = _kernel(kernel(body, threads=256, grid=GRID, n=256 * GRID))
    x = np.arange(256 * GRID, dtype=np.float32)
    batched = _run(k, {"in0": x}, 64)
    assert np.array_equal(batched.outputs["out0"], x.reshape(-1, 2, 128)[:, ::-1].reshape(-1))
    _same(batched, _run(k, {"in0": x}, 1))


def test_a_finished_batch_leaves_no_cyclic_garbage():
    """The batch's CTAs are freed by reference counting (machine.Batch.release): as cyclic
    garbage they would cost a run of the cyclic GC per batch. (The grid's first CTA runs on its own, its
    warps' races checked, outside any batch (machine.launch): it keeps its cluster, a cycle the cyclic GC
    frees, once a launch; a released batch's CTAs have none.)"""
    k = _kernel(blocked_grid_text(8))
    inputs, _ = blocked_grid_inputs(8)
    k.run(inputs)
    gc.collect()
    gc.disable()
    try:
        k.run(inputs)
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        ctas = [o for o in gc.garbage if isinstance(o, CTA) and o.cluster is None]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert ctas == []


def test_an_init_by_every_thread_is_checked_thread_by_thread():
    """Thread t of each CTA initialises the barrier with count t: thread 0's count 0 is the error
    (the last thread's count alone would be valid)."""
    body = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%c0) : (i64) -> !llvm.ptr<3>
      %t = "arith.index_cast"(%tid) : (index) -> i32
      "nvvm.mbarrier.init"(%bar, %t) : (!llvm.ptr<3>, i32) -> ()
'''
    batched, single = _both(_kernel(kernel(body, grid=GRID, n=128 * GRID)))
    assert isinstance(batched, EmulatorError) and str(batched) == str(single)
    assert "mbarrier.init count 0 is outside" in str(batched)


def test_arrive_states_of_all_threads_differ_by_cta():
    """Even CTAs complete phase 0 first; then (after a CTA barrier, which orders each warp's second arrive after
    every warp's first) all threads of all CTAs arrive: each thread's state is its own CTA's phase (1 in even CTAs,
    0 in odd ones). (CTAs of one warp: test_batching.ONE_WARP.)"""
    arrive = '      %s = "nvvm.mbarrier.arrive"(%bar) : (!llvm.ptr<3>) -> i64\n'
    body = (_block_is("even", 0, 0, mod=2) + _if("%even", arrive.replace("%s ", "%s0 ").replace("      ", "        "))
            + '      "gpu.barrier"() : () -> ()\n' + arrive + '''      %sf = "arith.uitofp"(%s) : (i64) -> f32
      "memref.store"(%sf, %m1, %gi) : (f32, memref<1024xf32>, index) -> ()
''')
    batched, single = _both(_grid_kernel(body, count=ONE_WARP, threads=ONE_WARP))
    _same(batched, single)
    assert np.array_equal(batched.outputs["out0"].reshape(GRID, 128)[:, :ONE_WARP],
                          np.repeat([[1], [0]] * (GRID // 2), ONE_WARP, axis=1))
