"""Waits on an arrive's state (mgpu/emulator/handlers/mbarrier.py): ``mbarrier.arrive`` returns a state naming the
phase it arrived in, and ``mbarrier.try_wait`` / ``test_wait`` on it wait for that phase's completion (PTX ISA 9.1
§9.7.13.15.16). jax waits by parity; libcu++'s ``cuda::ptx::mbarrier_try_wait`` and hand-written PTX wait on the
state. Such a wait is defined only while the state's phase is the barrier's current or preceding phase, so, as a
parity wait (G7b, tests/emulator/test_mbarrier_phase_races.py), it must be ordered before some release into the
phase after: one rule per test, a racing kernel and its correctly synchronised twin.

The kernels: three warpgroups; %bar takes 256 arrivals, %bar2 128. Warpgroup 0 arrives on %bar and waits on the
state its arrive returned; warpgroup 1 arrives (completing phase 0), waits for phase 0, and arrives again."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

from tests.emulator.test_mbarrier_phase_races import THREE
from tests.support.kernel_text import kernel

# test_mbarrier_phase_races.THREE with %bar of 256 arrivals
_SETUP = THREE.replace('"nvvm.mbarrier.init"(%bar, %n,', '"nvvm.mbarrier.init"(%bar, %n256,').replace(
    '      %first =', '      %n256 = "arith.constant"() <{value = 256 : i32}> : () -> i32\n      %first =', 1)


def _asm(args: str, text: str, constraints: str, types: str, result: str = "") -> str:
    out = "%done = " if result else ""
    return (f'        {out}"llvm.inline_asm"({args}) <{{asm_dialect = 0 : i64, asm_string = "{text}", '
            f'constraints = "{constraints}", has_side_effects}}> : ({types}) -> {result or "()"}\n')


# warpgroup 0's arrive, its state kept, and its wait on that state (libcu++'s spelling: a 64-bit state); every thread
# stores what the wait returned
_STATE_ARRIVE = _asm("%bar", "mbarrier.arrive.shared::cta.b64 $0, [$1];", "=l,r", "!llvm.ptr<3>", "i64").replace(
    "%done", "%st")
_STATE_WAIT = _asm("%bar, %st", "mbarrier.try_wait.shared::cta.b64 $0, [$1], $2;", "=b,r,l", "!llvm.ptr<3>, i64",
                   "i1") + '''        %one = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
        %fz = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
        %f = "arith.select"(%done, %one, %fz) : (i1, f32, f32) -> f32
        "memref.store"(%f, %m1, %tid) : (f32, memref<384xf32>, index) -> ()
'''
_ARRIVE = '        %s{n} = "nvvm.mbarrier.arrive"(%bar) : (!llvm.ptr<3>) -> i64\n'
_ARRIVE_TWICE = _asm("%bar", "mbarrier.arrive.shared::cta.b64 _, [$0], 2;", "r", "!llvm.ptr<3>")  # (256 arrivals)
_WAIT = '        "nvvm.mbarrier.try_wait.parity"(%bar, %p0, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()\n'
_WAIT2 = _WAIT.replace("%bar,", "%bar2,")
_HAND_ON = '        %h = "nvvm.mbarrier.arrive"(%bar2) : (!llvm.ptr<3>) -> i64\n'


def _run(waiter: str, arriver: str, third: str = ""):
    body = _SETUP.replace("WAITER", waiter).replace("ARRIVER", arriver).replace("THIRD", third)
    m = parse_module(kernel(body, threads=384, n=384), "t.mlir", make_context(allow_unregistered=True))
    return run(m, {"in0": np.zeros(384, np.float32)}, timeout_s=30)


def test_a_try_wait_on_a_state_returns_once_its_phase_completed():
    # warpgroup 1 completes phase 0 alone after warpgroup 0 began waiting on its state, then waits for warpgroup 0 to
    # arrive again in phase 1 (with the suspend-time hint of the instruction's second form): waitComplete is true
    wait = _STATE_WAIT.replace("$0, [$1], $2;", "$0, [$1], $2, $3;").replace('"=b,r,l"', '"=b,r,l,r"').replace(
        "(%bar, %st)", "(%bar, %st, %p0)").replace("(!llvm.ptr<3>, i64)", "(!llvm.ptr<3>, i64, i32)")
    res = _run(_STATE_ARRIVE + wait + _ARRIVE.format(n=1), _ARRIVE.format(n=0) + _WAIT + _ARRIVE.format(n=2))
    assert (res.outputs["out0"][:128] == 1).all() and res.report.barrier_phases == 2


def test_a_state_wait_the_next_phase_may_complete_before_is_a_race():
    # warpgroup 2 waits for phase 0 too, then hands on to warpgroup 1 through %bar2; nothing orders warpgroup 1's
    # arrives of phase 1 after warpgroup 0's wait, so on hardware phase 1 may complete before that wait runs, and its
    # state then names neither the barrier's current phase nor the one before. The emulator ran the wait in time.
    with pytest.raises(EmulatorError, match=r"t\.mlir:\d+:\d+: .*race: this arrive completes phase 1 of the mbarrier "
                       r"at CTA 0 SMEM 0x200, but no release into phase 1 is ordered after the wait by CTA \(0, 0, 0\) "
                       r"warpgroup 0 at t\.mlir:\d+:\d+ on the state of an arrive of phase 0"):
        _run(_STATE_ARRIVE + _STATE_WAIT, _ARRIVE.format(n=0) + _WAIT + _WAIT2 + _ARRIVE_TWICE, _WAIT + _HAND_ON)


def test_a_state_wait_a_release_of_the_next_phase_is_ordered_after_passes():
    # the same, warpgroup 0 handing on after its wait (warpgroup 2 idle): warpgroup 1's arrives of phase 1 follow it
    res = _run(_STATE_ARRIVE + _STATE_WAIT + _HAND_ON, _ARRIVE.format(n=0) + _WAIT + _WAIT2 + _ARRIVE_TWICE)
    assert (res.outputs["out0"][:128] == 1).all()


def test_a_state_wait_that_runs_after_the_next_phase_completed_is_a_race():
    # warpgroup 1 completes phases 0 and 1 while warpgroup 0 is blocked in its wait: the wait then runs with the
    # barrier in phase 2, on a state two phases behind (this run's order; nothing orders it the other way)
    with pytest.raises(EmulatorError, match=r"t\.mlir:\d+:9: error: 'llvm.inline_asm' op race: this wait by CTA "
                       r"\(0, 0, 0\) warpgroup 0 on the state of an arrive of phase 0 of the mbarrier at CTA 0 SMEM "
                       r"0x200 runs after phase 1 completed too \(the barrier is in phase 2 in this run\)"):
        _run(_STATE_ARRIVE + _STATE_WAIT, _ARRIVE.format(n=0) + _WAIT + _ARRIVE_TWICE)


def test_a_state_wait_whose_next_phase_needs_the_waiters_arrive_passes():
    # the same, warpgroup 1 arriving once in phase 1: the phase completes with warpgroup 0's arrive after its wait
    _run(_STATE_ARRIVE + _STATE_WAIT + _ARRIVE.format(n=1), _ARRIVE.format(n=0) + _WAIT + _ARRIVE.format(n=2))


def test_a_nonblocking_test_wait_on_a_state_two_phases_behind_is_a_race():
    # nvvm.mbarrier.test.wait on the state (MLIR's spelling; it does not block): warpgroup 0 tests once warpgroup 1
    # handed on through %bar2, but warpgroup 1 went on to complete phase 1 before that test ran
    test = ('        %t = "nvvm.mbarrier.test.wait"(%bar, %st) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : '
            '(!llvm.ptr<3>, i64) -> i1\n')
    with pytest.raises(EmulatorError, match=r"t\.mlir:\d+:\d+: error: 'nvvm.mbarrier.test.wait' op race: this wait "
                       r"by CTA \(0, 0, 0\) warpgroup 0 on the state of an arrive of phase 0 of the mbarrier at CTA 0 "
                       r"SMEM 0x200 runs after phase 1 completed too"):
        _run(_STATE_ARRIVE + _WAIT2 + test, _ARRIVE.format(n=0) + _HAND_ON + _WAIT + _ARRIVE_TWICE)


def test_a_wait_whose_next_phase_never_completes_passes():
    # the kernel's last wait, which no release of the next phase follows: the next phase never completes, so it cannot
    # overtake the wait (the barrier stays in the phase after the one the wait names) and nothing is reported
    res = _run(_STATE_ARRIVE + _STATE_WAIT, _ARRIVE.format(n=0) + _WAIT)
    assert (res.outputs["out0"][:128] == 1).all() and res.report.barrier_phases == 1
