"""A generic store into a peer CTA's SMEM through mapa's ``!llvm.ptr<7>`` (st.shared::cluster) is ordered with the
owner CTA's accesses of those bytes only by a release / acquire pattern: the cluster barrier
(barrier.cluster.arrive.release / wait.acquire) or an mbarrier of the owner that the storing threads arrive on and
the owner waits on (PTX ISA 9.1 §8, memory consistency model). Without one it is a located race in both orders
the schedule can run (hazards.CtaHazards.peer_write); a peer's generic load of bytes its owner writes, unordered,
too. The kernel is test_mapa.py's: each thread of CTA c stores into word t of CTA 1 - c, then reads its own word
t."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.hazards import RaceError
from mgpu.emulator.run import Kernel
from tests.emulator.test_mapa import BODY, STORE
from tests.support.kernel_text import cluster_kernel

HEAD, _, TAIL = BODY.replace("RESULT", "!llvm.ptr<7>").partition("USE\n")
SYNC = "".join(TAIL.splitlines(keepends=True)[:2])  # barrier.cluster.arrive.aligned; barrier.cluster.wait.aligned
LOAD = TAIL[len(SYNC):]  # each thread's load of its own word, written to out
assert "barrier.cluster" in SYNC and "barrier.cluster" not in LOAD

# an mbarrier at SMEM 0x400 of each CTA, of 128 arrivals: thread 0 inits it, the cluster barrier makes the init
# visible to the peer, whose 128 threads each arrive on it remotely after their stores (jax's remote arrive,
# utils.py:1422-1431 at jax-v0.10.2); the owner then waits for phase 0
INIT = '''      %bar = "llvm.mlir.constant"() <{value = 1024 : i32}> : () -> i32
      %barp = "llvm.inttoptr"(%bar) : (i32) -> !llvm.ptr<3>
      %zero = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %first = "arith.cmpi"(%t, %zero) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %count = "arith.constant"() <{value = 128 : i32}> : () -> i32
      "nvvm.mbarrier.init"(%barp, %count, %first) : (!llvm.ptr<3>, i32, i1) -> ()
'''
ARRIVE = '''      %yes = "arith.constant"() <{value = true}> : () -> i1
      "llvm.inline_asm"(%yes, %barp, %peer) <{asm_dialect = 0 : i64, asm_string = "{\\n.reg .b32 mapped_addr;\\n@$0 mapa.shared::cluster.u32 mapped_addr, $1, $2;\\n@$0 mbarrier.arrive.shared::cluster.b64 _, [mapped_addr];\\n}", constraints = "b,r,r", has_side_effects}> : (i1, !llvm.ptr<3>, i32) -> ()
'''
WAIT = '''      %ticks = "arith.constant"() <{value = 10000000 : i32}> : () -> i32
      "nvvm.mbarrier.try_wait.parity"(%barp, %zero, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
'''
# each thread's generic load of word t of the peer CTA's SMEM, then its store of its own word t
PEER_LOAD = '''      %pv = "llvm.load"(%rp) <{ordering = 0 : i64, volatile_}> : (!llvm.ptr<7>) -> i32
      "llvm.store"(%t, %own) <{ordering = 0 : i64}> : (i32, !llvm.ptr<3>) -> ()
'''


def _run(*parts: str, report: bool = False):
    text = cluster_kernel(HEAD + "".join(parts), 2, n=256)
    return Kernel(parse_module(text, "t.mlir", make_context())).run({"in0": np.zeros(256, np.int32)}, timeout_s=30,
                                                                   report_races=report)


def _expected():
    t = np.arange(128)
    return np.concatenate([1000 + t, t])


def test_a_store_into_a_peers_smem_ordered_by_the_cluster_barrier_passes():
    assert (_run(STORE, SYNC, LOAD).outputs["out0"] == _expected()).all()


def test_a_store_into_a_peers_smem_ordered_by_an_mbarrier_the_owner_waits_on_passes():
    assert (_run(INIT, SYNC, STORE, ARRIVE, WAIT, LOAD).outputs["out0"] == _expected()).all()


def test_a_store_into_a_peers_smem_without_ordering_is_a_race():
    # CTA 0 ran first and read its word before CTA 1's store into it: write-after-read, at the store
    with pytest.raises(RaceError, match=r"t\.mlir:\d+:7: error: 'llvm.store' op race: this store overwrites shared "
                                        r"memory byte 0x0 that CTA \(0, 0, 0\) warpgroup 0 warp 0 read at "
                                        r"t\.mlir:\d+:7 with nothing ordering the two"):
        _run(STORE, LOAD)


def test_a_store_through_the_peer_pointer_cast_to_a_generic_one_without_ordering_is_a_race():
    """jax 0.12's get_cluster_ptr casts mapa's pointer to a generic one (utils.py:2621 at 0.12.0.1): the same race."""
    generic = STORE.replace('"llvm.store"(%v, %rp) <{ordering = 0 : i64}> : (i32, !llvm.ptr<7>) -> ()',
                            '%gp = "llvm.addrspacecast"(%rp) : (!llvm.ptr<7>) -> !llvm.ptr\n'
                            '      "llvm.store"(%v, %gp) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()')
    assert generic != STORE
    with pytest.raises(RaceError, match=r"'llvm.store' op race: this store overwrites shared memory byte 0x0 that "
                                        r"CTA \(0, 0, 0\) warpgroup 0 warp 0 read"):
        _run(generic, LOAD)
    assert (_run(generic, SYNC, LOAD).outputs["out0"] == _expected()).all()


def test_both_orders_of_an_unordered_store_into_a_peers_smem_are_reported():
    """Run on, the other order is there too: CTA 1 reads its word that CTA 0 stored into (read-after-write)."""
    races = [str(err) for err, _ in _run(STORE, LOAD, report=True).report.races]
    assert any("this store overwrites shared memory byte 0x0 that CTA (0, 0, 0) warpgroup 0 warp 0 read" in r
               for r in races), races
    assert any("this access reads shared memory byte 0x0 that CTA (0, 0, 0) warpgroup 0 warp 0 wrote" in r
               for r in races), races


def test_a_store_into_a_peers_smem_after_an_arrive_the_owner_does_not_wait_for_is_a_race():
    with pytest.raises(RaceError, match=r"'llvm.store' op race: this store overwrites shared memory byte 0x0 that "
                                        r"CTA \([01], 0, 0\) warpgroup 0 warp 0 read"):
        _run(INIT, SYNC, STORE, ARRIVE, LOAD)


def test_a_peers_load_of_bytes_its_owner_then_stores_without_ordering_is_a_race():
    """CTA 0 reads word t of CTA 1, then CTA 1 stores it (write-after-read), or, reported on, CTA 1 reads CTA 0's
    word that CTA 0 stored (read-after-write)."""
    races = [str(err) for err, _ in _run(PEER_LOAD, report=True).report.races]
    assert any("this store overwrites shared memory byte 0x0 that CTA (0, 0, 0) warpgroup 0 warp 0 read" in r
               for r in races), races
    assert any("reads shared memory byte 0x0 that CTA (0, 0, 0) warpgroup 0 warp 0 wrote" in r for r in races), races


def test_a_peers_load_ordered_by_the_cluster_barrier_passes():
    assert not _run(PEER_LOAD.replace('      "llvm.store"', SYNC + '      "llvm.store"'), report=True).report.races
