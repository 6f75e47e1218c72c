"""Warps of one warpgroup that wait for each other (warp specialization; machine.Machine.split,
docs/design/warp_specialization.md): a warpgroup whose warps block in a branch only some of them
take runs again warp by warp, each warp a context of its own -- scheduled, blocked and ordered
(happens-before) on its own."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import DeadlockError, EmulatorError
from mgpu.emulator.run import Kernel
from mgpu.emulator.trace import Tracer

from tests.support.kernel_text import kernel

# Warp 0 consumes what warp 1 produces, 32 floats a step through one SMEM slot, for 4 steps: "full"
# (SMEM 0, 32 arrivals: the producer's) says a slot holds a step, "empty" (SMEM 8, 32 arrivals: the
# consumer's) that it was read. The consumer's branch comes first in the program: run together, the
# warps would wait in it for a producer that has not started.
SETUP = '''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %c8 = "arith.constant"() <{value = 8 : i64}> : () -> i64
      %full = "llvm.inttoptr"(%c0) : (i64) -> !llvm.ptr<3>
      %empty = "llvm.inttoptr"(%c8) : (i64) -> !llvm.ptr<3>
      %i0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %i1 = "arith.constant"() <{value = 1 : index}> : () -> index
      %i4 = "arith.constant"() <{value = 4 : index}> : () -> index
      %i32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %i64 = "arith.constant"() <{value = 64 : index}> : () -> index
      %slot = "memref.view"(%smem, %i64) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<32xf32, #gpu.address_space<workgroup>>
      %first = "arith.cmpi"(%tid, %i0) <{predicate = 0 : i64}> : (index, index) -> i1
      %n32 = "arith.constant"() <{value = 32 : i32}> : () -> i32
      "nvvm.mbarrier.init"(%full, %n32, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "nvvm.mbarrier.init"(%empty, %n32, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      %warp = "arith.divui"(%tid, %i32) : (index, index) -> index
      %lane = "arith.remui"(%tid, %i32) : (index, index) -> index
      %is0 = "arith.cmpi"(%warp, %i0) <{predicate = 0 : i64}> : (index, index) -> i1
      %is1 = "arith.cmpi"(%warp, %i1) <{predicate = 0 : i64}> : (index, index) -> i1
'''


def _parity(name: str, step: str, flip: int) -> str:
    """``%name`` = (step & 1) ^ flip, as the i32 parity operand of a wait."""
    return f'''
        %{name}a = "arith.andi"({step}, %i1) : (index, index) -> index
        %{name}b = "arith.index_cast"(%{name}a) : (index) -> i32
        %{name}f = "arith.constant"() <{{value = {flip} : i32}}> : () -> i32
        %{name} = "arith.xori"(%{name}b, %{name}f) : (i32, i32) -> i32
'''


CONSUMER = '''
      "scf.if"(%is0) ({
        "scf.for"(%i0, %i4, %i1) ({
        ^bb0(%k: index):''' + _parity("pf", "%k", 0) + '''
          "nvvm.mbarrier.try_wait.parity"(%full, %pf, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
          %v = "memref.load"(%slot, %lane) : (memref<32xf32, #gpu.address_space<workgroup>>, index) -> f32
          %kb = "arith.muli"(%k, %i32) : (index, index) -> index
          %ko = "arith.addi"(%kb, %lane) : (index, index) -> index
          "memref.store"(%v, %m1, %ko) : (f32, memref<128xf32>, index) -> ()
          %ce = "nvvm.mbarrier.arrive"(%empty) : (!llvm.ptr<3>) -> i64
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''
WAIT_EMPTY = _parity("pe", "%j", 1) + '''
          "nvvm.mbarrier.try_wait.parity"(%empty, %pe, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
'''
ARRIVE_FULL = '''
          %pa = "nvvm.mbarrier.arrive"(%full) : (!llvm.ptr<3>) -> i64
'''


REFILL = '''
        %y = "arith.constant"() <{value = -1.0 : f32}> : () -> f32
        "memref.store"(%y, %slot, %lane) : (f32, memref<32xf32, #gpu.address_space<workgroup>>, index) -> ()
'''


def _producer(arrive_full: bool = True, steps: str = "%i4", refill: bool = False) -> str:
    """Warp 1 fills the slot ``steps`` times (waiting for it to be read, then arriving on "full"
    unless not ``arrive_full``), then once more without waiting if ``refill``."""
    return '''
      "scf.if"(%is1) ({
        "scf.for"(%i0, ''' + steps + ''', %i1) ({
        ^bb0(%j: index):''' + WAIT_EMPTY + '''
          %jb = "arith.muli"(%j, %i32) : (index, index) -> index
          %jo = "arith.addi"(%jb, %lane) : (index, index) -> index
          %x = "memref.load"(%m0, %jo) : (memref<128xf32>, index) -> f32
          "memref.store"(%x, %slot, %lane) : (f32, memref<32xf32, #gpu.address_space<workgroup>>, index) -> ()
''' + (ARRIVE_FULL if arrive_full else "") + '''
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()''' + (REFILL if refill else "") + '''
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''


def _run(producer: str, threads: int = 128, trace: Tracer | None = None):
    k = Kernel(parse_module(kernel(SETUP + CONSUMER + producer, threads=threads), "ws.mlir", make_context()))
    x = np.arange(128, dtype=np.float32) + 1
    return x, k.run({"in0": x}, trace=trace)


@pytest.mark.parametrize("threads", [128, 64])
def test_a_warp_that_waits_for_a_warp_of_its_warpgroup_runs(threads):
    """The consumer warp waits for the producer warp of its own warpgroup, 4 times through 2
    mbarriers (every phase of both flips): run warp by warp, every step arrives, in order."""
    x, res = _run(_producer(), threads)
    assert np.array_equal(res.outputs["out0"], x)
    assert res.report.barrier_phases == 8
    assert res.report.split == (0,)
    assert any(line.startswith("warp by warp: warpgroup 0 of every CTA") for line in res.report.lines())


def test_a_true_deadlock_is_still_one():
    """The producer never arrives on "full": warp by warp, the consumer warp still waits for ever,
    and the report names it (and the producer warp waiting for the slot to be read)."""
    with pytest.raises(DeadlockError) as ei:
        _run(_producer(arrive_full=False))
    msg = str(ei.value)
    assert "deadlock: no warpgroup can make progress" in msg
    assert "CTA (0, 0, 0) warpgroup 0 warp 0 is blocked in 'nvvm.mbarrier.try_wait.parity'" in msg
    assert "CTA (0, 0, 0) warpgroup 0 warp 1 is blocked in 'nvvm.mbarrier.try_wait.parity'" in msg
    assert "in a branch that only its warps" not in msg


def test_warps_of_one_warpgroup_are_separate_agents_for_the_race_detector():
    """The producer fills the slot once, arrives, and refills it without waiting for it to be read:
    the consumer warp's read is ordered after the first store (through "full"), not after the
    second, a race between the two warps."""
    with pytest.raises(EmulatorError, match=r"race") as ei:
        _run(_producer(steps="%i1", refill=True))
    assert "warpgroup 0 warp 1" in str(ei.value)


def test_a_trace_shows_the_run_warp_by_warp_only():
    """The trace of a rerun warp by warp starts over: one track per warp, none of the first run's."""
    tr = Tracer()
    x, res = _run(_producer(), trace=tr)
    assert np.array_equal(res.outputs["out0"], x)
    names = sorted(e["args"]["name"] for e in tr.events if e["name"] == "thread_name" and e["pid"] > 0)
    assert names == [f"CTA (0, 0, 0) warpgroup 0 warp {w}" for w in range(4)]


def test_a_warpgroup_instruction_in_a_warpgroup_run_warp_by_warp_is_refused_saying_why():
    """After the warps' exchange every warp issues a wgmma (an instruction of the whole warpgroup):
    run warp by warp, the emulator cannot run it, and says why."""
    wgmma = '''
      %z = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %d = "llvm.inline_asm"(%z, %z) <{asm_dialect = 0 : i64, asm_string = "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0,$1,$2,$3}, $4, $5, 0, 1, 1, 0, 0;", constraints = "=f,=f,=f,=f,l,l", has_side_effects}> : (i64, i64) -> !llvm.struct<(f32, f32, f32, f32)>
'''
    with pytest.raises(EmulatorError, match=r"'llvm.inline_asm' op wgmma.mma_async must be executed by all 128 "
                                            r"threads of a warpgroup \(mgpu runs this warpgroup warp by warp, as "
                                            r"its warps wait for each other"):
        _run(_producer() + wgmma)
