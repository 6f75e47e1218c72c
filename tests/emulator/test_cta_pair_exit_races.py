"""A CTA pair's tcgen05.mma (.cta_group::2) reads both CTAs' shared memory and writes both CTAs' tensor memory (PTX
ISA 9.1 §9.7.16.2), asynchronously: it must complete before the peer CTA exits, and only a tcgen05.commit of the
issuing thread after it orders its completion (§9.7.16.12.1; mgpu/emulator/cta_exit.py). The kernel: a cluster of
two CTAs of 128 threads; each allocates 32 TMEM columns (.cta_group::2) and holds its half of A (128 x 16 f16) and of
B (16 x 16) at SMEM 0 and 8192; thread 0 of CTA 0 issues one M = 256, N = 32 MMA (or a copy of each CTA's A into its
TMEM, the same rule) and commits it to the mbarrier at SMEM 0x3000 of the CTAs of the commit's multicast mask; what
waits for that commit is each case's."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import Kernel
from mgpu.emulator.tcgen05 import InstrDescriptor
from mgpu.emulator.wgmma import encode_smem_descriptor
from tests.support.kernel_text import cluster_kernel

_A = encode_smem_descriptor(0, 128, 256, 16, "sm100")  # K-major, no swizzle (test_tcgen05_kinds.py's layout)
_B = encode_smem_descriptor(8192, 128, 256, 16, "sm100")
_IDESC = InstrDescriptor(256, 32, "f32", "f16", "f16", False, False, False, False).encode()
_CLUSTER_SYNC = '''      "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = "barrier.cluster.arrive.aligned;", constraints = "", has_side_effects}> : () -> ()
      "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = "barrier.cluster.wait.aligned;", constraints = "", has_side_effects}> : () -> ()
'''
_BODY = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %cid = "gpu.cluster_block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %t = "arith.index_cast"(%tid) : (index) -> i32
      %c = "arith.index_cast"(%cid) : (index) -> i32
      %zero = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %k32 = "arith.constant"() <{value = 32 : i32}> : () -> i32
      %first = "arith.cmpi"(%t, %zero) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %warp0 = "arith.cmpi"(%t, %k32) <{predicate = 6 : i64}> : (i32, i32) -> i1
      %cta0 = "arith.cmpi"(%c, %zero) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %leader = "arith.andi"(%first, %cta0) : (i1, i1) -> i1
      %ba = "arith.constant"() <{value = 12288 : i32}> : () -> i32
      %bar = "llvm.inttoptr"(%ba) : (i32) -> !llvm.ptr<3>
      %sa = "arith.constant"() <{value = 12296 : i32}> : () -> i32
      %slot = "llvm.inttoptr"(%sa) : (i32) -> !llvm.ptr<3>
      "nvvm.mbarrier.init"(%bar, %one, %first) : (!llvm.ptr<3>, i32, i1) -> ()
CLUSTER_SYNC      "scf.if"(%warp0) ({
        "nvvm.tcgen05.alloc"(%slot, %k32) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i32) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "gpu.barrier"() : () -> ()
      %taddr = "llvm.load"(%slot) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> i32
      %ad = "arith.constant"() <{value = A_DESC : i64}> : () -> i64
      %bd = "arith.constant"() <{value = B_DESC : i64}> : () -> i64
      %idesc = "arith.constant"() <{value = IDESC : i32}> : () -> i32
      %no = "arith.constant"() <{value = false}> : () -> i1
      %mask = "arith.constant"() <{value = MASK : i16}> : () -> i16
      %ticks = "arith.constant"() <{value = 10000000 : i32}> : () -> i32
      "scf.if"(%leader) ({
ISSUE        "nvvm.tcgen05.commit"(%bar, %mask) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
WAITS      "scf.if"(%warp0) ({
        %tp = "llvm.inttoptr"(%taddr) : (i32) -> !llvm.ptr<6>
        "nvvm.tcgen05.dealloc"(%tp, %k32) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<6>, i32) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''
_MMA = '''        "llvm.inline_asm"(%taddr, %ad, %bd, %idesc, %no) <{asm_dialect = 0 : i64, asm_string = "tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, $4;", constraints = "r,l,l,r,b", has_side_effects}> : (i32, i64, i64, i32, i1) -> ()
'''
# the 128 x 32-byte matrix at SMEM 0 of each CTA into 8 columns of its TMEM (PTX ISA 9.1 §9.7.16.9)
_CP = '''        "llvm.inline_asm"(%taddr, %ad) <{asm_dialect = 0 : i64, asm_string = "tcgen05.cp.cta_group::2.128x256b [$0], $1;", constraints = "r,l", has_side_effects}> : (i32, i64) -> ()
'''
_WAIT = '''      "nvvm.mbarrier.try_wait.parity"(%bar, %zero, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
'''
_LEADER_WAITS = '''      "scf.if"(%cta0) ({
  ''' + _WAIT + '''        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''


def _run(mask: int, waits: str, report: bool = False, issue: str = _MMA):
    body = (_BODY.replace("ISSUE", issue).replace("CLUSTER_SYNC", _CLUSTER_SYNC).replace("A_DESC", str(_A)).replace("B_DESC", str(_B))
            .replace("IDESC", str(_IDESC)).replace("MASK", str(mask)).replace("WAITS", waits))
    text = cluster_kernel(body, 2, n=256, smem=16384)
    return Kernel(parse_module(text, "t.mlir", make_context())).run({"in0": np.zeros(256, np.int32)}, timeout_s=30,
                                                                   report_races=report)


_RACE = (r"t\.mlir:\d+:9: error: 'llvm.inline_asm' op race: (CTA \(1, 0, 0\) may exit before this {op} by "
         r"CTA \(0, 0, 0\) warpgroup 0 warp 0 completes|this {op} by CTA \(0, 0, 0\) warpgroup 0 warp 0 acts "
         r"on CTA \(1, 0, 0\), whose threads have all exited in this run): a CTA pair's {op} \(.cta_group::2\)")


def test_a_peer_waiting_for_the_pair_mmas_commit_passes():
    assert not _run(3, _WAIT, report=True).report.races


def test_a_peer_ordered_after_the_leaders_wait_by_the_closing_cluster_barrier_passes():
    assert not _run(1, _LEADER_WAITS + _CLUSTER_SYNC, report=True).report.races


def test_a_peer_that_waits_for_nothing_of_the_pair_mma_is_a_race():
    with pytest.raises(RaceError, match=_RACE.format(op="tcgen05.mma")):
        _run(1, _LEADER_WAITS)


def test_a_closing_cluster_barrier_orders_the_mmas_issue_not_its_completion():
    # nobody waits for the commit: the leader's cluster arrive comes after the MMA's issue, and the MMA may still be
    # reading the peer's SMEM and writing its TMEM when the peer passes the barrier and exits
    with pytest.raises(RaceError, match=_RACE.format(op="tcgen05.mma")):
        _run(1, _CLUSTER_SYNC)


def test_a_pair_copy_to_tmem_the_peer_waits_for_passes():
    assert not _run(3, _WAIT, report=True, issue=_CP).report.races


def test_a_pair_copy_to_tmem_the_peer_may_exit_before_is_a_race():
    with pytest.raises(RaceError, match=_RACE.format(op="tcgen05.cp")):
        _run(1, _CLUSTER_SYNC, issue=_CP)
