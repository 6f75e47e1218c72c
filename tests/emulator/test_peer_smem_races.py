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
from mgpu.emulator.races import RaceError
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


# ---- a peer's store, then the owner's async-proxy read (a bulk copy SMEM -> GMEM, the TMA store's path: hazards.py
# CtaHazards.async_read): generic-proxy writes reach the async proxy only through a proxy fence ordered between them
# (PTX ISA 9.1 §9.7.13.4), the storing warp's before the cluster barrier or the issuing thread's after it
FENCE = ('      "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : '
         '() -> ()\n')
# thread 0 of CTA c copies its own SMEM [0, 512) (the 128 words the peer stored) to out0[128 c:128 (c + 1)]
COPY_OUT = '''      %zero64 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %first0 = "arith.cmpi"(%t, %zero32) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %obase = "memref.extract_aligned_pointer_as_index"(%m1) : (memref<256xi32>) -> index
      %o64 = "arith.index_cast"(%obase) : (index) -> i64
      %c64 = "arith.index_cast"(%cid) : (index) -> i64
      %k512 = "arith.constant"() <{value = 512 : i64}> : () -> i64
      %coff = "arith.muli"(%c64, %k512) : (i64, i64) -> i64
      %dst64 = "arith.addi"(%o64, %coff) : (i64, i64) -> i64
      %dst = "llvm.inttoptr"(%dst64) : (i64) -> !llvm.ptr
      %src = "llvm.inttoptr"(%zero32) : (i32) -> !llvm.ptr<3>
      %n512 = "arith.constant"() <{value = 512 : i32}> : () -> i32
      "llvm.inline_asm"(%first0, %dst, %src, %n512) <{asm_dialect = 0 : i64, asm_string = "@$0 cp.async.bulk.global.shared::cta.bulk_group [$1], [$2], $3;", constraints = "b,l,l,r", has_side_effects}> : (i1, !llvm.ptr, !llvm.ptr<3>, i32) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i32}> : () -> ()
'''
ZERO32 = '      %zero32 = "arith.constant"() <{value = 0 : i32}> : () -> i32\n'


def _run_copy(*parts: str, report: bool = False):
    text = cluster_kernel(HEAD + ZERO32 + "".join(parts), 2, n=256)
    return Kernel(parse_module(text, "t.mlir", make_context())).run({"in0": np.zeros(256, np.int32)}, timeout_s=30,
                                                                   report_races=report)


def test_a_peers_store_then_the_owners_bulk_copy_without_a_proxy_fence_is_a_race():
    with pytest.raises(RaceError, match=r"t\.mlir:\d+:7: error: 'llvm.inline_asm' op race: the bulk copy at "
                                        r"t\.mlir:\d+:7 reads shared memory byte 0x0 that CTA \([01], 0, 0\) warpgroup 0 "
                                        r"warp 0 wrote at t\.mlir:\d+:7, and no fence.proxy.async"):
        _run_copy(STORE, SYNC, COPY_OUT)


def test_a_peers_store_fenced_by_the_peer_before_the_cluster_barrier_passes():
    out = _run_copy(STORE, FENCE, SYNC, COPY_OUT).outputs["out0"]
    assert (out == _expected()).all()


def test_a_peers_store_fenced_by_the_owner_after_the_cluster_barrier_passes():
    assert (_run_copy(STORE, SYNC, FENCE, COPY_OUT).outputs["out0"] == _expected()).all()


# ---- atomics into a peer's SMEM through a generic pointer (jax 0.12's get_cluster_ptr, utils.py:2621 at 0.12.0.1):
# recorded and checked as the peer's stores are (hazards.CtaHazards.peer_atomic)
ATOMIC = STORE.replace('"llvm.store"(%v, %rp) <{ordering = 0 : i64}> : (i32, !llvm.ptr<7>) -> ()',
                       '%gp = "llvm.addrspacecast"(%rp) : (!llvm.ptr<7>) -> !llvm.ptr\n'
                       '      "llvm.inline_asm"(%gp, %v) <{asm_dialect = 0 : i64, asm_string = "red.add.u32 [$0], $1;", '
                       'constraints = "l,r", has_side_effects}> : (!llvm.ptr, i32) -> ()')
assert ATOMIC != STORE


def test_a_peers_atomic_into_smem_its_owner_reads_without_ordering_is_a_race():
    with pytest.raises(RaceError, match=r"'llvm.inline_asm' op race: this atomic updates shared memory byte 0x0 that "
                                        r"CTA \(0, 0, 0\) warpgroup 0 warp 0 read"):
        _run(ATOMIC, LOAD)


def test_a_peers_atomic_into_smem_ordered_by_the_cluster_barrier_passes():
    assert (_run(ATOMIC, SYNC, LOAD).outputs["out0"] == _expected()).all()


def test_a_peers_atomic_then_the_owners_bulk_copy_without_a_proxy_fence_is_a_race():
    with pytest.raises(RaceError, match=r"the bulk copy at t\.mlir:\d+:7 reads shared memory byte 0x0 that CTA "
                                        r"\([01], 0, 0\) warpgroup 0 warp 0 wrote"):
        _run_copy(ATOMIC, SYNC, COPY_OUT)
    assert (_run_copy(ATOMIC, FENCE, SYNC, COPY_OUT).outputs["out0"] == _expected()).all()


# ---- a peer's store, then the owner's wgmma reading those bytes as an operand (the async proxy, PTX ISA 9.1
# §9.7.15.4): a proxy fence must be ordered between them, as for the bulk copy above. Every thread of each CTA's
# warpgroup issues a wgmma m64n8k16 whose A and B descriptors are 0 (their first core matrix at SMEM 0x0)
WGMMA = '''      "nvvm.wgmma.fence.aligned"() : () -> ()
      %d0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %acc = "llvm.inline_asm"(%d0, %d0) <{asm_dialect = 0 : i64, asm_string = "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0,$1,$2,$3}, $4, $5, 0, 1, 1, 0, 0;", constraints = "=f,=f,=f,=f,l,l", has_side_effects}> : (i64, i64) -> !llvm.struct<(f32, f32, f32, f32)>
      "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
      "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i64}> : () -> ()
'''


def test_a_peers_store_then_the_owners_wgmma_without_a_proxy_fence_is_a_race():
    with pytest.raises(RaceError, match=r"t\.mlir:\d+:7: error: 'llvm.inline_asm' op race: this wgmma reads shared "
                                        r"memory byte 0x0 that CTA \([01], 0, 0\) warpgroup 0 warp 0 wrote at "
                                        r"t\.mlir:\d+:7 into this CTA's shared memory, and no fence.proxy.async"):
        _run(STORE, SYNC, WGMMA, LOAD)


@pytest.mark.parametrize("fenced", ["by the peer before the cluster barrier", "by the owner after it"])
def test_a_peers_store_then_the_owners_wgmma_after_a_proxy_fence_passes(fenced):
    parts = (STORE, FENCE, SYNC) if fenced.startswith("by the peer") else (STORE, SYNC, FENCE)
    res = _run(*parts, WGMMA, LOAD, report=True)
    assert not res.report.races and (res.outputs["out0"] == _expected()).all()
