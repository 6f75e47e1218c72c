"""Non-bulk cp.async (global -> shared) with commit / wait groups (mgpu/emulator/handlers/cp_async.py)."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel

# each thread copies element tid of %m0 (4 bytes) to SMEM byte 4 * tid (or 16 bytes: 4 elements)
COPY = '''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %view = "memref.view"(%smem, %c0) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128xf32, #gpu.address_space<workgroup>>
      %gi = "memref.extract_aligned_pointer_as_index"(%m0) : (memref<128xf32>) -> index
      %si = "memref.extract_aligned_pointer_as_index"(%view) : (memref<128xf32, #gpu.address_space<workgroup>>) -> index
      %cw = "arith.constant"() <{value = WIDTH : index}> : () -> index
      %off = "arith.muli"(%tid, %cw) : (index, index) -> index
      %ga = "arith.addi"(%gi, %off) : (index, index) -> index
      %sa = "arith.addi"(%si, %off) : (index, index) -> index
      %g64 = "arith.index_cast"(%ga) : (index) -> i64
      %s64 = "arith.index_cast"(%sa) : (index) -> i64
      %gp = "llvm.inttoptr"(%g64) : (i64) -> !llvm.ptr<1>
      %sp = "llvm.inttoptr"(%s64) : (i64) -> !llvm.ptr<3>
      "nvvm.cp.async.shared.global"(%sp, %gp) <{modifier = #nvvm<load_cache_modifier MOD>, size = WIDTH : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
'''
READ = '''
      %v = "memref.load"(%view, %tid) : (memref<128xf32, #gpu.address_space<workgroup>>, index) -> f32
      "memref.store"(%v, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
COMMIT = '      "nvvm.cp.async.commit.group"() : () -> ()\n'
WAIT = '      "nvvm.cp.async.wait.group"() <{n = N : i32}> : () -> ()\n'


def _run(body: str, width: int = 4):
    mod = "cg" if width == 16 else "ca"
    text = kernel(body.replace("WIDTH", str(width)).replace("MOD", mod), smem=2048)
    x = np.arange(128, dtype=np.float32) + 0.5
    return run(parse_module(text, "t.mlir", make_context()), {"in0": x}).outputs["out0"], x


def test_copy_commit_wait_then_read():
    got, x = _run(COPY + COMMIT + WAIT.replace("N", "0") + READ)
    assert np.array_equal(got, x)


def test_sixteen_byte_copies_of_the_first_32_threads():
    body = COPY.replace('"nvvm.cp.async.shared.global"', '''%c32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %lo = "arith.cmpi"(%tid, %c32) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%lo) ({
        "nvvm.cp.async.shared.global"''').replace("-> ()\n", "-> ()\n        \"scf.yield\"() : () -> ()\n      }, {\n      }) : (i1) -> ()\n", 1)
    # (warps 1-3 read warp 0's copies: ordered after its wait by a barrier, as jax's await_cp_async_copy,
    # launch_context.py:2350-2352 at the 0.12.0.1 wheel: a wait_group covers its own thread's copies only)
    got, x = _run(body + COMMIT + WAIT.replace("N", "0") + '      "gpu.barrier"() : () -> ()\n' + READ, width=16)
    assert np.array_equal(got, x)


def test_reading_before_the_wait_is_a_race():
    with pytest.raises(RaceError, match=r"t.mlir:\d+:\d+: error: 'memref.load' op race: this access reads shared "
                                        r"memory \[0x0, 0x80\) that the cp.async at t.mlir:\d+:\d+ is still writing; "
                                        r"wait for its group \(nvvm.cp.async.wait.group\)"):
        _run(COPY + COMMIT + READ)


def test_a_wait_does_not_cover_an_uncommitted_copy():
    with pytest.raises(RaceError, match="is still writing"):
        _run(COPY + WAIT.replace("N", "0") + READ)


def test_wait_group_keeps_the_newest_groups_pending():
    """Two groups; wait_group 1 retires the older only, and the read hits the newer."""
    second = COPY.replace("%c0 = ", "%c0x = ").replace("(%smem, %c0)", "(%smem, %c512)").replace(
        '%view = "memref.view"', '%c512 = "arith.constant"() <{value = 512 : index}> : () -> index\n      %view2 = "memref.view"')
    second = second.replace("%view)", "%view2)").replace("%tid = ", "%tid2 = ").replace("%smem = ", "%smem2 = ")
    for name in ("%gi", "%si", "%cw", "%off", "%ga", "%sa", "%g64", "%s64", "%gp", "%sp"):
        second = second.replace(name + " ", name + "2 ").replace(name + ")", name + "2)").replace(name + ",", name + "2,")
    body = COPY + COMMIT + second + COMMIT + WAIT.replace("N", "1") + READ
    got, x = _run(body)
    assert np.array_equal(got, x)
    with pytest.raises(RaceError, match="is still writing"):
        _run(body + READ.replace("%view,", "%view2,").replace("%v ", "%w ").replace("(%v,", "(%w,"))


# an mbarrier at SMEM 1024 (one arrival) tracks the copies instead of a group (jax 0.12's
# async_copy with a barrier and the cp.async implementation, launch_context.py:1565-1582 at
# jax-v0.12.0.1): every thread's cp.async.mbarrier.arrive, then thread 0's arrival; all wait
INIT_BARRIER = '''
      %c1024 = "arith.constant"() <{value = 1024 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%c1024) : (i64) -> !llvm.ptr<3>
      %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %t0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %tidx = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %first = "arith.cmpi"(%tidx, %t0) <{predicate = 0 : i64}> : (index, index) -> i1
      "nvvm.mbarrier.init"(%bar, %one, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()
'''
TRACK = '''      "nvvm.cp.async.mbarrier.arrive"(%bar) <{noinc = NOINC}> : (!llvm.ptr<3>) -> ()
      "gpu.barrier"() : () -> ()
      "scf.if"(%first) ({
        %st = "nvvm.mbarrier.arrive"(%bar) : (!llvm.ptr<3>) -> i64
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''
WAIT_BARRIER = '''      %par = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %par, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
'''


def test_copies_tracked_by_an_mbarrier_are_read_after_its_phase_completes():
    """Without .noinc the tracking adds no arrival: thread 0's one arrival completes the phase."""
    got, x = _run(INIT_BARRIER + COPY + TRACK.replace("NOINC", "false") + WAIT_BARRIER + READ)
    assert np.array_equal(got, x)


def test_reading_mbarrier_tracked_copies_without_waiting_on_it_is_a_race():
    with pytest.raises(RaceError, match=r"'memref.load' op race: this access reads shared memory \[0x0, 0x80\) that "
                                        r"the cp.async at t.mlir:\d+:\d+ is still writing; wait on the mbarrier at "
                                        r"CTA 0 SMEM 0x400"):
        _run(INIT_BARRIER + COPY + TRACK.replace("NOINC", "false") + READ)


def test_noinc_tracking_is_refused():
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+: error: 'nvvm.cp.async.mbarrier.arrive' op "
                                            r"nvvm.cp.async.mbarrier.arrive with noinc = true is not supported"):
        _run(INIT_BARRIER + COPY + TRACK.replace("NOINC", "true") + WAIT_BARRIER + READ)


def test_a_wait_retires_the_groups_of_the_warps_that_run_it_only():
    """Groups are a thread's (PTX ISA 9.1 §9.7.9.25.3.2-3): warp 0's wait leaves warps 1-3's copies pending."""
    warp0 = '''      %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %w0 = "arith.cmpi"(%tid, %c32) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%w0) ({
  WAIT        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''.replace("  WAIT", WAIT.replace("N", "0"))
    with pytest.raises(RaceError, match=r"'memref.load' op race: this access reads shared memory \[0x80, 0x100\) that "
                                        r"the cp.async at t.mlir:\d+:\d+ is still writing"):
        _run(COPY + COMMIT + warp0 + READ)
