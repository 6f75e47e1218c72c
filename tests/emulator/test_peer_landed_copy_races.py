"""A CTA pair's partitioned loads complete on the leader's mbarrier (jax's ``.cta_group::2`` loads, mapa ... 0:
launch_context.py:1781-1817 at jax-v0.10.2), so the copy into the peer CTA's SMEM is made visible by the leader's
wait (PTX ISA 9.1 §9.7.9.27.1.2; §9.7.13.15.16: a wait that observes the phase acquires the copy's writes): a thread
of the peer reads those bytes only ordered after a thread that waited. Once the leader's wait returned, the
emulator records the copy in the peer as written by that phase's completion (hazards.CtaHazards.observed), and
checks each warp of the peer against it, as for a copy into the waiting CTA's own SMEM
(test_landed_copy_races.py).

The kernel: jax's multicast kernel (tests/emulator/multicast: two clusters of two CTAs of one warpgroup) with its
load spelled as a pair load (test_tma_cta_pair.py), each CTA's half multicast into both CTAs and signalling CTA 0's
barrier, which expects all four complete-tx (the peer expects nothing on its own). After its wait, thread 0 of CTA 0
arrives remotely on a second mbarrier of CTA 1, the hand-off; which warps of CTA 1 wait for it before CTA 1's
warpgroup reads the tile is each case's."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run
from mgpu.emulator.tcgen05 import InstrDescriptor
from mgpu.emulator.wgmma import encode_smem_descriptor

from tests.emulator.test_tma_cta_pair import KERNEL, for_sm100a, with_pair_load

_SMEM = ("%c65544_i32 = arith.constant 65544 : i32\n", "%c65544_i32 = arith.constant 65560 : i32\n")
_INIT = "      nvvm.mbarrier.init %94, %c128_i32, predicate = %93 : !llvm.ptr<3>, i32, i1\n"
_HAND_INIT = '''      %hand = llvm.getelementptr %76[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %c1_hand = arith.constant 1 : i32
      nvvm.mbarrier.init %hand, %c1_hand, predicate = %93 : !llvm.ptr<3>, i32, i1
'''
_EXPECT = "      %148 = nvvm.mbarrier.arrive.expect_tx %147, %c256_i32 : !llvm.ptr<3>, i32 -> i64\n"
# 128 threads x TX bytes, all on CTA 0's barrier: the two loads' bytes in both CTAs (4 x 16 KiB, TX = 512)
_PAIR_EXPECT = '''      %lead = arith.cmpi eq, %130, %c0_i32_12 : i32
      %c512_tx = arith.constant TX : i32
      %c0_tx = arith.constant 0 : i32
      %tx = arith.select %lead, %c512_tx, %c0_tx : i32
      %148 = nvvm.mbarrier.arrive.expect_tx %147, %tx : !llvm.ptr<3>, i32 -> i64
'''
_WAIT = "      nvvm.mbarrier.try_wait.parity %173, %172, %c10000000_i32 : !llvm.ptr<3>, i32, i32\n"
# (jax's remote arrive, utils.py:1422-1431 at jax-v0.10.2)
_HAND_OVER = '''      %t0 = arith.cmpi eq, %132, %c0_i32_12 : i32
      %hands = arith.andi %lead, %t0 : i1
      %c1_rank = arith.constant 1 : i32
      llvm.inline_asm has_side_effects "{\\0A.reg .b32 mapped_addr;\\0A@$0 mapa.shared::cluster.u32 mapped_addr, $1, $2;\\0A@$0 mbarrier.arrive.shared::cluster.b64 _, [mapped_addr];\\0A}", "b,r,r" %hands, %hand, %c1_rank : (i1, !llvm.ptr<3>, i32) -> ()
      %true_hand = arith.constant true
      %peer = arith.xori %lead, %true_hand : i1
      %c32_hand = arith.constant 32 : i32
      %warp0 = arith.cmpi ult, %132, %c32_hand : i32
      %peer_warp0 = arith.andi %peer, %warp0 : i1
      scf.if %WAITERS {
        nvvm.mbarrier.try_wait.parity %hand, %c0_i32_12, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
'''


def _run(waiters: str):
    """The kernel, with the warps ``waiters`` (``peer``: all of CTA 1's; ``peer_warp0``: its warp 0) waiting for the
    hand-off: its output."""
    return _edited([(_EXPECT, _PAIR_EXPECT.replace("TX", "512")), (_WAIT, _WAIT + _HAND_OVER.replace("WAITERS", waiters))])


def _edited(edits: list):
    """The pair-load kernel with its SMEM grown by a second mbarrier and a TMEM address slot after its own, the
    second initialised to 1 arrival, and ``edits`` ((old, new) text) made: (its input, its output)."""
    text = for_sm100a(with_pair_load(KERNEL.read_text()))
    for old, new in [_SMEM, (_INIT, _INIT + _HAND_INIT), *edits]:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    x = np.random.default_rng(0).standard_normal((2, 64, 128), dtype=np.float32)
    out = run(parse_module(text, "pair.mlir", make_context()), {"in0": x}, timeout_s=30).outputs["out0"]
    return x, out


def test_every_peer_warp_ordered_after_the_leaders_wait_reads_the_pair_loads_data():
    x, out = _run("peer")
    np.testing.assert_array_equal(out, np.stack([x[g] * np.float32(r + 1) for g in range(2) for r in range(2)]))


def test_a_peer_warp_not_ordered_after_the_leaders_wait_races_though_its_warpgroup_mate_is():
    """Warp 0 of CTA 1 waits for the hand-off, warps 1-3 do not: warp 1's read of byte 0x100 (thread 32's first
    f32 pair) has nothing ordering it after the completion of the leader's barrier's phase, though a warp of its
    warpgroup has (in the emulator's schedule the copy has landed and the leader's wait returned)."""
    with pytest.raises(RaceError, match=r"pair.mlir:\d+:\d+: .*race: this access reads shared memory byte 0x100 of "
                                        r"CTA 1 that the TMA load at pair.mlir:\d+:\d+ wrote, completing phase 0 of the "
                                        r"mbarrier at CTA 0 SMEM 0x10000 .*with nothing ordering it after that "
                                        r"completion.*; order the access after a thread of CTA 0 that waited for the "
                                        r"phase"):
        _run("peer_warp0")


# A pair's tcgen05.cp (PTX ISA 9.1 §9.7.16.9) or tcgen05.mma (§9.7.16.10) reads the peer's SMEM too: the loads
# multicast into CTA 1 only (CTA 0's barrier expects their 2 x 16 KiB); each CTA allocates TMEM; warp 0 of CTA 0 does
# not wait for the loads, warps 1-3 do; thread ISSUER of CTA 0 then issues the operation, reading the tile at SMEM 0
# of each CTA (a cp: the 128 x 32-byte matrix; an MMA: A there, B at 8192), and commits it to the second mbarrier of
# both CTAs, which all their threads wait for (the peer's reads of the tile are ordered after the loads through it).
_ONLY_THE_PEER = ("      %166 = arith.trunci %165 : i32 to i16\n", "      %166 = arith.constant 2 : i16\n")
_ISSUE = '''      %c32_w = arith.constant 32 : i32
      %warp0 = arith.cmpi ult, %132, %c32_w : i32
      %skips = arith.andi %lead, %warp0 : i1
      %true_w = arith.constant true
      %waits = arith.xori %skips, %true_w : i1
      %slot = llvm.getelementptr %76[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      scf.if %warp0 {
        nvvm.tcgen05.alloc %slot, %c32_w {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
      }
      gpu.barrier
      %taddr = llvm.load %slot : !llvm.ptr<3> -> i32
      scf.if %waits {
        nvvm.mbarrier.try_wait.parity %173, %172, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      %ad = arith.constant A_DESC : i64
      %bd = arith.constant B_DESC : i64
      %idesc = arith.constant IDESC : i32
      %no = arith.constant false
      %c_issuer = arith.constant ISSUER : i32
      %issuer = arith.cmpi eq, %132, %c_issuer : i32
      %issues = arith.andi %lead, %issuer : i1
      %both = arith.constant 3 : i16
      scf.if %issues {
        OPERATION
        nvvm.tcgen05.commit %hand, multicast_mask = %both {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
      }
      nvvm.mbarrier.try_wait.parity %hand, %c0_i32_12, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      scf.if %warp0 {
        %tp = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
        nvvm.tcgen05.dealloc %tp, %c32_w {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
      }
'''
_OPERATIONS = {
    "tcgen05.cp": 'llvm.inline_asm has_side_effects "tcgen05.cp.cta_group::2.128x256b [$0], $1;", "r,l" %taddr, %ad '
                  ': (i32, i64) -> ()',
    "tcgen05.mma": 'llvm.inline_asm has_side_effects "tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, $4;", '
                   '"r,l,l,r,b" %taddr, %ad, %bd, %idesc, %no : (i32, i64, i64, i32, i1) -> ()',
}


def _issue(op: str, issuer: int):
    """The pair's ``op`` issued by thread ``issuer`` of CTA 0 (M = 256, N = 32, f16 for an MMA): the output."""
    text = (_ISSUE.replace("OPERATION", _OPERATIONS[op]).replace("ISSUER", str(issuer))
            .replace("A_DESC", str(encode_smem_descriptor(0, 128, 256, 16, "sm100")))
            .replace("B_DESC", str(encode_smem_descriptor(8192, 128, 256, 16, "sm100")))
            .replace("IDESC", str(InstrDescriptor(256, 32, "f32", "f16", "f16", False, False, False, False).encode())))
    return _edited([_ONLY_THE_PEER, (_EXPECT, _PAIR_EXPECT.replace("TX", "256")), (_WAIT, text)])


@pytest.mark.parametrize("op", sorted(_OPERATIONS))
def test_a_pair_operation_issued_by_a_warp_that_waited_reads_the_peers_landed_tile(op):
    x, out = _issue(op, 32)
    np.testing.assert_array_equal(out[1::2], x * np.float32(2))


@pytest.mark.parametrize("op", sorted(_OPERATIONS))
def test_a_pair_operation_issued_by_a_warp_that_did_not_wait_races_with_the_peers_landed_tile(op):
    """Warp 0 of CTA 0 issues it: its warpgroup mates waited for the loads, it did not."""
    with pytest.raises(RaceError, match=rf"pair.mlir:\d+:\d+: .*race: this {op} reads shared memory byte 0x0 of CTA 1 that "
                                        r"the TMA load at pair.mlir:\d+:\d+ wrote, completing phase 0 of the mbarrier at "
                                        r"CTA 0 SMEM 0x10000 .*with nothing ordering it after that completion"):
        _issue(op, 0)
