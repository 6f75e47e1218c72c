"""Inline-PTX spellings of instructions whose nvvm op the emulator runs: each shares the op's
semantics (mapa, elect.sync, the tcgen05 and mbarrier-init fences)."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import DeadlockError, EmulatorError
from mgpu.emulator.memory import CLUSTER_SHIFT
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel

TID = '      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index\n'


def _asm(args: str, text: str, constraints: str, types: str, result: str = "") -> str:
    out = "%r = " if result else ""
    return (f'      {out}"llvm.inline_asm"({args}) <{{asm_dialect = 0 : i64, asm_string = "{text}", '
            f'constraints = "{constraints}", has_side_effects}}> : ({types}) -> {result or "()"}\n')


def _run(body: str, elem: str = "i64"):
    text = kernel(body, elem=elem)
    dtype = {"i64": np.int64, "f32": np.float32}[elem]
    return run(parse_module(text, "t.mlir", make_context()), {"in0": np.zeros(128, dtype)})


def test_mapa_u64_makes_the_cluster_address_of_the_nvvm_op():
    body = TID + '''
      %a = "arith.constant"() <{value = 4096 : i64}> : () -> i64
      %k = "arith.constant"() <{value = 3 : i32}> : () -> i32
''' + _asm("%a, %k", "mapa.shared::cluster.u64 $0, $1, $2;", "=l,l,r", "i64, i32", "i64") + '''
      %p = "llvm.inttoptr"(%a) : (i64) -> !llvm.ptr<3>
      %q = "nvvm.mapa"(%p, %k) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      %qi = "llvm.ptrtoint"(%q) : (!llvm.ptr<7>) -> i64
      %d = "arith.subi"(%r, %qi) : (i64, i64) -> i64
      %s = "arith.addi"(%r, %d) : (i64, i64) -> i64
      "memref.store"(%s, %m1, %tid) : (i64, memref<128xi64>, index) -> ()
'''
    out = _run(body).outputs["out0"]
    assert (out == (3 << CLUSTER_SHIFT | 4096)).all()


def test_mapa_into_a_32_bit_register_is_refused():
    body = TID + '''
      %a = "arith.constant"() <{value = 4096 : i32}> : () -> i32
''' + _asm("%a, %a", "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r", "i32, i32", "i32")
    with pytest.raises(EmulatorError, match=r"'llvm.inline_asm' op mapa into a 32-bit i32 is not supported: "
                                            r"the emulator's cluster addresses"):
        _run(body)


def test_elect_sync_inline_ptx_elects_the_lowest_executing_lane():
    body = TID + '''
      %mask = "arith.constant"() <{value = -1 : i32}> : () -> i32
''' + _asm("%mask", "elect.sync _|$0, $1;", "=b,r", "i32", "i1") + '''
      %one = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
      %zero = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
      %v = "arith.select"(%r, %one, %zero) : (i1, f32, f32) -> f32
      "memref.store"(%v, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    out = _run(body, "f32").outputs["out0"]
    assert np.flatnonzero(out).tolist() == [0, 32, 64, 96]


@pytest.mark.parametrize("text", ["tcgen05.fence::before_thread_sync;", "tcgen05.fence::after_thread_sync;",
                                  "fence.mbarrier_init.release.cluster;"])
def test_fences_the_emulator_already_orders_run(text):
    body = TID + _asm("", text, "", "") + '''
      %v = "arith.constant"() <{value = 7 : i64}> : () -> i64
      "memref.store"(%v, %m1, %tid) : (i64, memref<128xi64>, index) -> ()
'''
    assert (_run(body).outputs["out0"] == 7).all()


def _bulk_load(tx: int, copied: int, after: str = "") -> str:
    """Thread 0 arrives on the mbarrier at SMEM 0 expecting ``tx`` bytes and, in jax's inline PTX
    (launch_context.py:1740-1748), bulk-copies the first ``copied`` bytes of in0 to SMEM 512; then
    ``after``; every thread waits for phase 0 and stores f32 t of SMEM 512 to out0."""
    return TID + f'''      %t32 = "arith.index_cast"(%tid) : (index) -> i32
      %z = "arith.constant"() <{{value = 0 : i32}}> : () -> i32
      %first = "arith.cmpi"(%t32, %z) <{{predicate = 0 : i64}}> : (i32, i32) -> i1
      %z64 = "arith.constant"() <{{value = 0 : i64}}> : () -> i64
      %bar = "llvm.inttoptr"(%z64) : (i64) -> !llvm.ptr<3>
      %one = "arith.constant"() <{{value = 1 : i32}}> : () -> i32
      "nvvm.mbarrier.init"(%bar, %one, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()
      %tx = "arith.constant"() <{{value = {tx} : i32}}> : () -> i32
      %s = "nvvm.mbarrier.arrive.expect_tx"(%bar, %tx, %first) <{{relaxed = false, scope = #nvvm.mem_scope<cta>}}> : (!llvm.ptr<3>, i32, i1) -> i64
      %c512 = "arith.constant"() <{{value = 512 : i64}}> : () -> i64
      %dst = "llvm.inttoptr"(%c512) : (i64) -> !llvm.ptr<3>
      %n = "arith.constant"() <{{value = {copied} : i32}}> : () -> i32
''' + _asm("%first, %dst, %hp0, %n, %bar",
           "@$0 cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2], $3, [$4];",
           "b,l,l,r,l", "i1, !llvm.ptr<3>, !llvm.ptr, i32, !llvm.ptr<3>") + after + '''\
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %z, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
      %c4 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %o = "arith.muli"(%t32, %c4) : (i32, i32) -> i32
      %c512i = "arith.constant"() <{value = 512 : i32}> : () -> i32
      %a = "arith.addi"(%o, %c512i) : (i32, i32) -> i32
      %p = "llvm.inttoptr"(%a) : (i32) -> !llvm.ptr<3>
      %v = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f32
      "memref.store"(%v, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''


def _run_f32(body: str, x: np.ndarray):
    return run(parse_module(kernel(body), "t.mlir", make_context()), {"in0": x})


def test_bulk_copy_into_shared_cta_completes_its_bytes_on_the_mbarrier():
    """cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes: GMEM -> SMEM, contiguous, and
    its bytes complete the phase the arrive expected them in (jax's oob_read PROMISE_IN_BOUNDS)."""
    x = np.arange(128, dtype=np.float32) * 3
    res = _run_f32(_bulk_load(512, 512), x)
    assert np.array_equal(res.outputs["out0"], x) and res.report.barrier_phases == 1


def test_complete_tx_inline_ptx_credits_the_bytes_a_clamped_copy_left():
    """jax's oob_read UNDEFINED (launch_context.py:1734-1738): a copy clamped to 256 of 512 expected
    bytes, the other 256 credited by ``@$2 mbarrier.complete_tx.shared::cta.b64 [$0], $1;`` (the
    threads the predicate leaves out credit none)."""
    credit = '''      %left = "arith.constant"() <{value = 256 : i32}> : () -> i32
''' + _asm("%bar, %left, %first", "@$2 mbarrier.complete_tx.shared::cta.b64 [$0], $1;", "l,r,b",
           "!llvm.ptr<3>, i32, i1")
    x = np.arange(128, dtype=np.float32) + 1
    res = _run_f32(_bulk_load(512, 256, credit), x)
    assert np.array_equal(res.outputs["out0"][:64], x[:64]) and res.report.barrier_phases == 1


def test_a_bulk_copy_short_of_the_expected_bytes_never_completes_the_phase():
    with pytest.raises(DeadlockError):
        _run_f32(_bulk_load(512, 256), np.zeros(128, np.float32))
