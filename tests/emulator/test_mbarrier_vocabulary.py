"""mbarrier.test.wait (non-blocking, by state or parity) and mbarrier.arrive.nocomplete
(mgpu/emulator/handlers/mbarrier.py)."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel

SETUP = '''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%c0) : (i64) -> !llvm.ptr<3>
      %cz = "arith.constant"() <{value = 0 : index}> : () -> index
      %first = "arith.cmpi"(%tid, %cz) <{predicate = 0 : i64}> : (index, index) -> i1
      %count = "arith.constant"() <{value = COUNT : i32}> : () -> i32
      "nvvm.mbarrier.init"(%bar, %count, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()
      %p0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %zero = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
      %one = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
'''
TEST_WAIT = '''
      %dNAME = "nvvm.mbarrier.test.wait"(%bar, TOKEN) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, TYPE) -> i1
      %fNAME = "arith.select"(%dNAME, %one, %zero) : (i1, f32, f32) -> f32
'''


def _test_wait(name: str, token: str, typ: str) -> str:
    return TEST_WAIT.replace("NAME", name).replace("TOKEN", token).replace("TYPE", typ)


def _run(body: str):
    text = kernel(body)
    return run(parse_module(text, "t.mlir", make_context()), {"in0": np.zeros(128, np.float32)})


def test_test_wait_does_not_block_and_sees_the_phase_complete():
    """Before the arrivals the phase of parity 0 is incomplete (false, and the thread goes on);
    after all 128 arrivals it is complete, by parity and by the arrive's state."""
    body = SETUP.replace("COUNT", "128") + _test_wait("0", "%p0", "i32") + '''
      %st = "nvvm.mbarrier.arrive"(%bar) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> i64
''' + _test_wait("1", "%p0", "i32") + _test_wait("2", "%st", "i64") + '''
      %a = "arith.addf"(%f0, %f1) : (f32, f32) -> f32
      %ten = "arith.constant"() <{value = 10.0 : f32}> : () -> f32
      %b = "arith.mulf"(%f2, %ten) : (f32, f32) -> f32
      %r = "arith.addf"(%a, %b) : (f32, f32) -> f32
      "memref.store"(%r, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    assert np.array_equal(_run(body).outputs["out0"], np.full(128, 11.0, np.float32))


def test_test_wait_by_state_before_the_phase_completes_is_false():
    body = SETUP.replace("COUNT", "256") + '''
      %st = "nvvm.mbarrier.arrive"(%bar) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> i64
''' + _test_wait("0", "%st", "i64") + '''
      %st2 = "nvvm.mbarrier.arrive"(%bar) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> i64
''' + _test_wait("1", "%st", "i64") + '''
      %ten = "arith.constant"() <{value = 10.0 : f32}> : () -> f32
      %b = "arith.mulf"(%f1, %ten) : (f32, f32) -> f32
      %r = "arith.addf"(%f0, %b) : (f32, f32) -> f32
      "memref.store"(%r, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    assert np.array_equal(_run(body).outputs["out0"], np.full(128, 10.0, np.float32))


def test_arrive_nocomplete_counts_without_completing():
    """Thread 0 arrives 3 times without completing a count-4 phase; the last plain arrive does."""
    body = SETUP.replace("COUNT", "4") + '''
      "scf.if"(%first) ({
        %three = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %s = "nvvm.mbarrier.arrive.nocomplete"(%bar, %three) : (!llvm.ptr<3>, i32) -> i64
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
''' + _test_wait("0", "%p0", "i32") + '''
      "scf.if"(%first) ({
        %s1 = "nvvm.mbarrier.arrive"(%bar) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> i64
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
''' + _test_wait("1", "%p0", "i32") + '''
      %ten = "arith.constant"() <{value = 10.0 : f32}> : () -> f32
      %b = "arith.mulf"(%f1, %ten) : (f32, f32) -> f32
      %r = "arith.addf"(%f0, %b) : (f32, f32) -> f32
      "memref.store"(%r, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    res = _run(body)
    assert np.array_equal(res.outputs["out0"], np.full(128, 10.0, np.float32))


def test_arrive_nocomplete_that_would_complete_the_phase_is_an_error():
    body = SETUP.replace("COUNT", "4") + '''
      "scf.if"(%first) ({
        %four = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %s = "nvvm.mbarrier.arrive.nocomplete"(%bar, %four) : (!llvm.ptr<3>, i32) -> i64
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+.*an arrive.noComplete of 4 arrival\(s\) would complete "
                                            r"phase 0"):
        _run(body)


def test_test_wait_inline_ptx_by_parity():
    body = SETUP.replace("COUNT", "128") + '''
      %st = "nvvm.mbarrier.arrive"(%bar) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> i64
      %d = "llvm.inline_asm"(%bar, %p0) <{asm_dialect = 0 : i64, asm_string = "mbarrier.test_wait.parity.shared::cta.b64 $0, [$1], $2;", constraints = "=b,r,r", has_side_effects}> : (!llvm.ptr<3>, i32) -> i1
      %r = "arith.select"(%d, %one, %zero) : (i1, f32, f32) -> f32
      "memref.store"(%r, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    assert np.array_equal(_run(body).outputs["out0"], np.ones(128, np.float32))
