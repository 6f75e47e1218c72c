"""One rule per test: the phase an mbarrier arrive counts towards must not depend on how the threads are
scheduled (PTX ISA 9.1 §9.7.13.15.6: a phase completes when its pending arrival count reaches zero, and the next
arrive counts towards the next phase). The emulator runs one schedule; on hardware, an arrive that is not ordered
after the completion of the phase before the one it landed in may land in that earlier phase instead, and a
parity wait (§9.7.13.15.16) may then wait for a phase that never completes.

The kernels: two warpgroups and one mbarrier of 256 arrivals (every thread arrives), as jax's flash attention's
``schedule_barrier`` (jax/experimental/pallas/ops/gpu/attention_mgpu.py:118-120 at jax-v0.10.2) makes its two
compute warpgroups take turns: each arrives, then waits for the phase its arrive completes.
"""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

from tests.emulator.test_peer_smem_races import WGMMA  # (a wgmma of the whole warpgroup, waited for by every warp)
from tests.support.kernel_text import kernel

_SETUP = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %ba = "arith.constant"() <{value = 512 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%ba) : (i64) -> !llvm.ptr<3>
      %n = "arith.constant"() <{value = 256 : i32}> : () -> i32
      %first = "arith.cmpi"(%tid, %c0) <{predicate = 0 : i64}> : (index, index) -> i1
      "nvvm.mbarrier.init"(%bar, %n, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()
      %p0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %p1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      %wg0 = "arith.cmpi"(%tid, %c128) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%wg0) ({
WG0        "scf.yield"() : () -> ()
      }, {
WG1        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''
_ARRIVE = '        %s{n} = "nvvm.mbarrier.arrive"(%bar) : (!llvm.ptr<3>) -> i64\n'
_WAIT = '        "nvvm.mbarrier.try_wait.parity"(%bar, %p{parity}, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()\n'


def _turns(n: int, skip: int | None = None) -> str:
    """``n`` turns of arrive, then wait for the phase that arrive completes; without the ``skip``-th wait."""
    return "".join(_ARRIVE.format(n=i) + (_WAIT.format(parity=i % 2) if i != skip else "") for i in range(n))


_SECOND_BARRIER = '''      %ba2 = "arith.constant"() <{value = 520 : i64}> : () -> i64
      %bar2 = "llvm.inttoptr"(%ba2) : (i64) -> !llvm.ptr<3>
      %n2 = "arith.constant"() <{value = 128 : i32}> : () -> i32
      "nvvm.mbarrier.init"(%bar2, %n2, %first) : (!llvm.ptr<3>, i32, i1) -> ()
'''


def _run(wg0: str, wg1: str, second_barrier: bool = False, count: int = 256):
    body = _SETUP.replace("WG0", wg0).replace("WG1", wg1).replace("value = 256 : i32", f"value = {count} : i32")
    if second_barrier:
        body = body.replace('      "gpu.barrier"', _SECOND_BARRIER + '      "gpu.barrier"', 1)
    m = parse_module(kernel(body, threads=256, n=256), "t.mlir", make_context(allow_unregistered=True))
    return run(m, {"in0": np.zeros(256, np.float32)}, timeout_s=30)


def test_turns_each_waiting_for_the_phase_its_arrive_completes_pass():
    _run(_turns(3), _turns(3))


def test_an_arrive_not_ordered_after_the_previous_phases_arrives_is_a_race():
    # warpgroup 1 skips its second wait: its third arrive and warpgroup 0's second are unordered, so which phase
    # each counts towards depends on the schedule. The emulator's schedule completes; on hardware warpgroup 1's two
    # arrives may complete phase 1 alone while warpgroup 0 has not yet waited for phase 0: both then wait with
    # parity 0 while phase 2 is pending, and neither is released (jax's flash attention without one of its
    # schedule-barrier waits, tests/sync_removals/RESULTS.md, G7). The message names both arrives.
    with pytest.raises(EmulatorError, match=r"t\.mlir:\d+:\d+: .*race: this arrive by .* counts towards its phase 2, "
                       r"but it is not ordered after the arrive of phase 1 by .* at t\.mlir:\d+:\d+"):
        _run(_turns(3), _turns(3, skip=1))


def test_an_arrive_ordered_after_the_previous_phase_through_another_threads_wait_passes():
    # warpgroup 1 arrives on every phase and never waits; warpgroup 0 waits for each phase before its next arrive,
    # and hands it to warpgroup 1 through a second barrier (%bar2, one arrival) that warpgroup 1 waits on: each of
    # warpgroup 1's arrives is ordered after every arrive of the phase before
    hand = _ARRIVE.replace("%bar)", "%bar2)")
    wait2 = _WAIT.replace("%bar,", "%bar2,")
    wg0 = "".join(_ARRIVE.format(n=i) + _WAIT.format(parity=i % 2) + hand.format(n=f"h{i}") for i in range(3))
    wg1 = "".join(_ARRIVE.format(n=i) + wait2.format(parity=i % 2) for i in range(3))
    _run(wg0, wg1, second_barrier=True)


_PAIRS = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
      %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %c8 = "arith.constant"() <{value = 8 : i64}> : () -> i64
      %ba = "arith.constant"() <{value = 512 : i64}> : () -> i64
      %ba1 = "arith.constant"() <{value = 520 : i64}> : () -> i64
      %bar0 = "llvm.inttoptr"(%ba) : (i64) -> !llvm.ptr<3>
      %bar1 = "llvm.inttoptr"(%ba1) : (i64) -> !llvm.ptr<3>
      %n = "arith.constant"() <{value = 8 : i32}> : () -> i32
      %first = "arith.cmpi"(%tid, %c0) <{predicate = 0 : i64}> : (index, index) -> i1
      "nvvm.mbarrier.init"(%bar0, %n, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "nvvm.mbarrier.init"(%bar1, %n, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()
      %lane = "arith.remui"(%tid, %c32) : (index, index) -> index
      %two = "arith.cmpi"(%lane, %c2) <{predicate = 6 : i64}> : (index, index) -> i1
      %l64 = "arith.index_cast"(%lane) : (index) -> i64
      %off = "arith.muli"(%l64, %c8) : (i64, i64) -> i64
      %a = "arith.addi"(%ba, %off) : (i64, i64) -> i64
      %mine = "llvm.inttoptr"(%a) : (i64) -> !llvm.ptr<3>
      %p0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %p1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      %wg0 = "arith.cmpi"(%tid, %c128) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%wg0) ({
ROUNDS0        "scf.yield"() : () -> ()
      }, {
ROUNDS1        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''
_PAIR_ARRIVE = '''        "scf.if"(%two) ({
          %sNAME = "nvvm.mbarrier.arrive"(%mine) : (!llvm.ptr<3>) -> i64
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
'''


def test_one_instructions_arrives_on_two_barriers_are_one_event_of_its_warp():
    # as jax's dynamic scheduling loop's cluster barrier (tokamax's 2-CTA kernels): in one arrive, lane 0 of each warp
    # arrives on barrier 0 and lane 1 on barrier 1; warpgroup 0 waits on barrier 0, warpgroup 1 on barrier 1, then
    # both arrive again. Warpgroup 0's wait acquired warpgroup 1's arrive on barrier 0, which is the same instruction
    # of the same warp as its arrive on barrier 1: its next arrive on barrier 1 is ordered after that phase's. (Every
    # warp arrives after its own wait: were it one warp's lanes only, the other warps' waits would be ordered before
    # no arrive of the next phase, and may run a phase late, record_wait.)
    def rounds(bar: str) -> str:
        return "".join(_PAIR_ARRIVE.replace("NAME", f"{bar}{i}") + _WAIT.format(parity=i % 2).replace("%bar,", f"%{bar},")
                       for i in range(3))

    body = _PAIRS.replace("ROUNDS0", rounds("bar0")).replace("ROUNDS1", rounds("bar1"))
    m = parse_module(kernel(body, threads=256, n=256), "t.mlir", make_context(allow_unregistered=True))
    run(m, {"in0": np.zeros(256, np.float32)}, timeout_s=30)



# three warpgroups (WAITER, ARRIVER, THIRD) and two mbarriers of 128 arrivals, %bar and %bar2 (also the kernels of
# test_mbarrier_state_waits.py)
THREE = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %c256 = "arith.constant"() <{value = 256 : index}> : () -> index
      %ba = "arith.constant"() <{value = 512 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%ba) : (i64) -> !llvm.ptr<3>
      %ba2 = "arith.constant"() <{value = 520 : i64}> : () -> i64
      %bar2 = "llvm.inttoptr"(%ba2) : (i64) -> !llvm.ptr<3>
      %n = "arith.constant"() <{value = 128 : i32}> : () -> i32
      %first = "arith.cmpi"(%tid, %c0) <{predicate = 0 : i64}> : (index, index) -> i1
      "nvvm.mbarrier.init"(%bar, %n, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "nvvm.mbarrier.init"(%bar2, %n, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()
      %p0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      %wg0 = "arith.cmpi"(%tid, %c128) <{predicate = 6 : i64}> : (index, index) -> i1
      %wg1 = "arith.cmpi"(%tid, %c256) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%wg0) ({
WAITER        "scf.yield"() : () -> ()
      }, {
        "scf.if"(%wg1) ({
ARRIVER          "scf.yield"() : () -> ()
        }, {
THIRD          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''


def _three(waiter: str, third: str, arrive: str = _ARRIVE):
    """Warpgroup 0 (``waiter``) waits for phase 0 of %bar, whose arrivals (128) are warpgroup 1's alone: it
    arrives (``arrive``), waits for phase 0 itself, then for phase 0 of %bar2 (128 arrivals: warpgroup 2's,
    ``third``), and arrives again, completing phase 1."""
    arriver = arrive.format(n=0) + _WAIT.format(parity=0) + _WAIT.replace("%bar,", "%bar2,").format(parity=0) + \
        arrive.format(n=1)
    body = THREE.replace("WAITER", waiter).replace("ARRIVER", arriver).replace("THIRD", third)
    m = parse_module(kernel(body, threads=384, n=384), "t.mlir", make_context(allow_unregistered=True))
    return run(m, {"in0": np.zeros(384, np.float32)}, timeout_s=30)


def test_a_parity_wait_the_next_phase_may_complete_before_is_a_race():
    # as jax 0.10.2's example_flash_attention_tma_wg's memory warpgroup on its one "consumed" barrier (G7b,
    # docs/design/jax_0_10_flash_attention_tma_wg_phase_race.md): warpgroup 2 waits for phase 0 too, then arrives on
    # %bar2; nothing orders warpgroup 1's second arrive after warpgroup 0's wait for phase 0, so on hardware phase 1
    # may complete before that wait runs: its parity 0 then names phase 2, which never completes. The emulator's
    # schedule ran the wait in time; the message names it.
    third = _WAIT.format(parity=0) + _ARRIVE.replace("%bar)", "%bar2)").format(n="t")
    with pytest.raises(EmulatorError, match=r"t\.mlir:\d+:\d+: .*race: this arrive completes phase 1 of the mbarrier "
                       r"at CTA 0 SMEM 0x200, but no release into phase 1 is ordered after the parity wait by "
                       r"CTA \(0, 0, 0\) warpgroup 0 at t\.mlir:54:9 that observed phase 0"):
        _three(_WAIT.format(parity=0), third)


def test_a_parity_wait_a_release_of_the_next_phase_is_ordered_after_passes():
    # the same, warpgroup 0 arriving on %bar2 after its wait (warpgroup 2 idle): warpgroup 1's second arrive is
    # ordered after it. (A warpgroup 2 that waited for phase 0 too, ordered before no arrive of phase 1, would be
    # reported: on hardware it may run late, and wait for phase 2.)
    _three(_WAIT.format(parity=0) + _ARRIVE.replace("%bar)", "%bar2)").format(n="h"), "")


# every thread of warpgroup 1 commits its (no) tcgen05 operations to %bar: the commit's arrive, asynchronous, comes
# once they completed (PTX ISA 9.1 §9.7.16.12.1), and counts towards the barrier's phase as any arrive
_COMMIT = '        "nvvm.tcgen05.commit"(%bar) <{{group = #nvvm.cta_group<cta_1>}}> : (!llvm.ptr<3>) -> ()\n'


def test_a_parity_wait_a_tcgen05_commits_arrive_may_overtake_is_a_race():
    # the same race, phase 1 completed by warpgroup 1's tcgen05.commit: an MMA warp committing into a barrier
    # whose previous phase another warp waits for with nothing ordering the commit after that wait
    third = _WAIT.format(parity=0) + _ARRIVE.replace("%bar)", "%bar2)").format(n="t")
    with pytest.raises(EmulatorError, match=r"t\.mlir:\d+:\d+: .*race: this tcgen05.commit's arrive completes phase 1 "
                       r"of the mbarrier at CTA 0 SMEM 0x200, but no release into phase 1 is ordered after the parity "
                       r"wait by CTA \(0, 0, 0\) warpgroup 0 at t\.mlir:54:9 that observed phase 0"):
        _three(_WAIT.format(parity=0), third, _COMMIT)


def test_a_parity_wait_a_tcgen05_commit_of_the_next_phase_is_ordered_after_passes():
    _three(_WAIT.format(parity=0) + _ARRIVE.replace("%bar)", "%bar2)").format(n="h"), "", _COMMIT)


# ---- a wait is each warp's own: warpgroup 0's four warps wait for phase 0 of %bar, then only its warp 0 hands on
# (arrives on %bar2 for the whole warpgroup, count 4 a thread): what orders the other warps' waits before warpgroup
# 1's second arrive is the question
_WARP0_HANDS_ON = '''        %w0 = "arith.cmpi"(%tid, %c32) <{predicate = 6 : i64}> : (index, index) -> i1
        "scf.if"(%w0) ({
          "llvm.inline_asm"(%bar2) <{asm_dialect = 0 : i64, asm_string = "mbarrier.arrive.shared::cta.b64 _, [$0], 4;", constraints = "r", has_side_effects}> : (!llvm.ptr<3>) -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
'''
_C32 = '        %c32 = "arith.constant"() <{value = 32 : index}> : () -> index\n'


def test_a_warp_lagging_its_warpgroup_by_a_phase_is_a_race():
    # warps 1-3's waits are ordered before no arrive of phase 1: on hardware warp 1 may still be before its wait when
    # warp 0 has handed on and phase 1 completed, and its parity 0 then names phase 2
    with pytest.raises(EmulatorError, match=r"race: this arrive completes phase 1 of the mbarrier at CTA 0 SMEM 0x200, "
                       r"but no release into phase 1 is ordered after the parity wait by CTA \(0, 0, 0\) warpgroup 0 "
                       r"warp 1 at t\.mlir:\d+:9 that observed phase 0"):
        _three(_C32 + _WAIT.format(parity=0) + _WARP0_HANDS_ON, "")


def test_a_warp_whose_wgmma_the_hand_on_waited_for_does_not_lag_passes():
    # as jax's pipelines (example_matmul): every warp waits, the warpgroup's wgmma reads the slot, and one thread
    # refills it after wgmma.wait_group. The wgmma started once each warp issued it, after its wait
    _three(_C32 + _WAIT.format(parity=0) + WGMMA + _WARP0_HANDS_ON, "")
