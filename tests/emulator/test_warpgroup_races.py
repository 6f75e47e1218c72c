"""One rule per test: races between the warpgroups of one CTA (happens_before.py + hazards.py),
MMA operand reads, and Tensor Memory written asynchronously (tcgen05.mma until the barrier phase
its tcgen05.commit arrives on is observed, tcgen05.st until tcgen05.wait::st).

Warpgroup 0 runs first in the emulator's schedule, so each racy kernel below would compute the
right answer; it must stop with a race naming both accesses instead.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import happens_before as hbm
from mgpu.emulator.barriers import MBarrierTable
from mgpu.emulator.hazards import CtaHazards
from mgpu.emulator.races import RaceError
from mgpu.emulator.machine import CTA, Context, Machine
from mgpu.emulator.run import run
from mgpu.emulator.wgmma import decode_smem_descriptor, encode_smem_descriptor, load_operand

from tests.support.kernel_text import kernel

# warpgroup `FROM` stores its input slice to SMEM, SYNC, then warpgroup `TO` reads the tile back
# and writes it out (bar.sync 1, 256 spans both warpgroups)
_HANDOFF = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %buf = "memref.view"(%smem, %c0) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128xf32, #gpu.address_space<workgroup>>
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %wg = "arith.divui"(%tid, %c128) : (index, index) -> index
      %j = "arith.remui"(%tid, %c128) : (index, index) -> index
      %cfrom = "arith.constant"() <{value = FROM : index}> : () -> index
      %writer = "arith.cmpi"(%wg, %cfrom) <{predicate = 0 : i64}> : (index, index) -> i1
      "scf.if"(%writer) ({
        %v = "memref.load"(%m0, %j) : (memref<128xf32>, index) -> f32
        "memref.store"(%v, %buf, %j) : (f32, memref<128xf32, #gpu.address_space<workgroup>>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
SYNC
      %cto = "arith.constant"() <{value = TO : index}> : () -> index
      %reader = "arith.cmpi"(%wg, %cto) <{predicate = 0 : i64}> : (index, index) -> i1
      "scf.if"(%reader) ({
        %w = "memref.load"(%buf, %j) : (memref<128xf32, #gpu.address_space<workgroup>>, index) -> f32
        "memref.store"(%w, %m1, %j) : (f32, memref<128xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''
_BAR_SYNC = '''      %id = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "llvm.inline_asm"(%id) <{asm_string = "bar.sync $0, 256;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> ()'''
# the same hand-off through an mbarrier: every thread of warpgroup FROM arrives, TO waits
_MBARRIER = '''      %ba = "arith.constant"() <{value = 512 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%ba) : (i64) -> !llvm.ptr<3>
      %n = "arith.constant"() <{value = 128 : i32}> : () -> i32
      %t0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %first = "arith.cmpi"(%tid, %t0) <{predicate = 0 : i64}> : (index, index) -> i1
      "nvvm.mbarrier.init"(%bar, %n, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()'''
_ARRIVE = '''      "scf.if"(%writer) ({
        %st = "nvvm.mbarrier.arrive"(%bar) : (!llvm.ptr<3>) -> i64
        "scf.yield"() : () -> ()
      }, {
        %par = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
        "nvvm.mbarrier.try_wait.parity"(%bar, %par, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
        "scf.yield"() : () -> ()
      }) : (i1) -> ()'''


def _handoff(src: int, dst: int, sync: str = "", setup: str = "") -> str:
    body = _HANDOFF.replace("FROM", str(src)).replace("TO", str(dst)).replace("SYNC", sync)
    tid_line = body.index("\n") + 1
    return body[:tid_line] + setup + ("\n" if setup else "") + body[tid_line:]


def _run(body: str, grid: int = 1):
    m = parse_module(kernel(body, threads=256, grid=grid), "t.mlir", make_context(allow_unregistered=True))
    return run(m, {"in0": np.arange(128, dtype=np.float32)}, timeout_s=30)


def _lines(text: str, err: str) -> list[str]:
    """The source lines of the locations named in a diagnostic (the failing op's first)."""
    return [text.splitlines()[int(n) - 1] for n in re.findall(r"t\.mlir:(\d+):\d+", err)]


@pytest.mark.parametrize("sync, setup", [(_BAR_SYNC, ""), (_ARRIVE, _MBARRIER)], ids=["bar.sync", "mbarrier"])
def test_handoff_between_warpgroups_ordered_by_a_barrier_passes(sync, setup):
    res = _run(_handoff(0, 1, sync, setup))
    assert np.array_equal(res.outputs["out0"], np.arange(128, dtype=np.float32))


def test_read_of_another_warpgroups_store_without_a_barrier_is_a_race():
    # warpgroup 0 stores first, warpgroup 1 warp 0 reads with nothing in between: read-after-write
    with pytest.raises(RaceError) as e:
        _run(_handoff(0, 1))
    err = str(e.value)
    assert re.match(r"t\.mlir:\d+:\d+: error: 'memref.load' op race: this access reads shared memory byte 0x0 "
                    r"that CTA \(0, 0, 0\) warpgroup 0 warp 0 wrote at t\.mlir:\d+:\d+ with nothing ordering the two", err)
    load, store = _lines(kernel(_handoff(0, 1), threads=256), err)
    assert "%buf, %j" in load and '"memref.store"(%v, %buf' in store


@pytest.mark.parametrize("sync", ["", _BAR_SYNC], ids=["race", "bar.sync"])
def test_grid_of_multi_warpgroup_ctas_is_checked_too(sync):
    # the other CTAs run as a batch (machine.Batch), which tracks nothing; the first runs alone
    if sync:
        assert np.array_equal(_run(_handoff(0, 1, sync), grid=3).outputs["out0"], np.arange(128, dtype=np.float32))
    else:
        with pytest.raises(RaceError, match="warpgroup 0 warp 0 wrote at"):
            _run(_handoff(0, 1), grid=3)


def test_store_over_another_warpgroups_read_without_a_barrier_is_a_race():
    # warpgroup 0 warp 0 reads first (zeros), warpgroup 1 then stores: write-after-read
    with pytest.raises(RaceError, match=r"'memref.store' op race: this store overwrites shared memory byte 0x0 "
                                        r"that CTA \(0, 0, 0\) warpgroup 0 warp 0 read at t\.mlir:\d+:\d+"):
        _run(_handoff(1, 0))


def test_stores_of_two_warpgroups_to_the_same_bytes_without_a_barrier_are_a_race():
    # both warpgroups store the tile (wg >= 0: predicate uge): write-after-write
    body = _handoff(0, 1).replace("%cfrom) <{predicate = 0", "%cfrom) <{predicate = 9")
    with pytest.raises(RaceError, match=r"'memref.store' op race: this store overwrites shared memory byte 0x0 "
                                        r"that CTA \(0, 0, 0\) warpgroup 0 warp 0 wrote at t\.mlir:\d+:\d+"):
        _run(body)


# ------------------------------------------------------------------ MMA operands (async-proxy reads)
def _two_warpgroups(smem: int):
    m = Machine()
    cta = CTA(m, (0, 0, 0), (0, 0, 0), 0, 256, np.zeros(smem, np.uint8))
    cta.barriers = MBarrierTable(cta=0)
    cta.hazards.track_reads(smem)
    ctxs = []
    for w in range(2):
        ctx = Context(m, cta, np.arange(128 * w, 128 * w + 128, dtype=np.int64), f"{cta.label} warpgroup {w}")
        ctx.hb = hbm.WarpClocks(ctx.name, ctx.T)
        cta.hazards.join(ctx)
        ctxs.append(ctx)
    return cta, ctxs


def test_mma_operand_reads_are_recorded_and_a_later_unordered_tma_load_over_them_is_a_race():
    cta, (mma_wg, tma_wg) = _two_warpgroups(16384)
    reads = []  # A: 64 x 16 f16, K-major, 128-byte swizzle (rows of 128 bytes, 8-row groups)
    desc = decode_smem_descriptor(encode_smem_descriptor(0x400, 16, 1024, 128))
    load_operand(cta.smem, desc, 64, 16, np.float16, True, reads=reads)
    (offs, eb), = reads
    assert eb == 2 and int(offs.min()) == 0x400 and offs.size == 64 * 16
    for o, n in reads:
        cta.hazards.record_read(mma_wg, o, n, "this wgmma")
    bar = cta.barriers.init(0, 1)
    with pytest.raises(RaceError, match=r"race: the read of shared memory byte 0x400 by CTA \(0, 0, 0\) "
                                        r"warpgroup 0 warp 0 happened before the TMA load at k.mlir:1:1"):
        cta.hazards.check_async_write(tma_wg, 0x400, 0x800, "the TMA load at k.mlir:1:1", bar)
    # ordered: the MMA's warpgroup arrives (after its wgmma.wait), the loader waits first
    s = bar.arrive(1)
    hbm.release(mma_wg, bar, s, bar.phase)
    hbm.acquire_parity(tma_wg, bar, 0)
    cta.hazards.check_async_write(tma_wg, 0x400, 0x800, "the TMA load at k.mlir:1:1", bar)


# ------------------------------------------------------------------ Tensor Memory
MMA = "the tcgen05.mma at k.mlir:3:5"
ST = "the tcgen05.st at k.mlir:2:5"


def test_mma_columns_are_pending_until_the_phase_its_commit_arrives_on_is_observed():
    hz = CtaHazards()
    bar = MBarrierTable(cta=0).init(0x40, 1)
    hz.tmem_write("wg0", 0, 128, MMA, mma=True)
    hz.check_tmem(128, 256, "this tcgen05.ld")  # other columns
    with pytest.raises(RaceError, match=r"race: this tcgen05.ld touches TMEM columns \[0, 64\) that the "
                                        r"tcgen05.mma at k.mlir:3:5 may still be writing; commit it"):
        hz.check_tmem(0, 64, "this tcgen05.ld")
    hz.tmem_commit("wg0", bar)
    bar.arrive(1)
    with pytest.raises(RaceError, match=r"wait on the mbarrier at SMEM 0x40 that its tcgen05.commit arrives on "
                                        r"\(phase 0, parity 0\) first"):
        hz.check_tmem(0, 64, "this tcgen05.ld")  # completed, but nobody waited
    hz.observed(bar)
    hz.check_tmem(0, 64, "this tcgen05.ld")


def test_a_commit_covers_every_earlier_mma_of_the_warpgroup():
    # MMA 1 is committed to a stage barrier nobody waits on; the commit after MMA 2 covers both
    hz = CtaHazards()
    table = MBarrierTable(cta=0)
    stage, done, other = table.init(0x40, 1), table.init(0x48, 1), table.init(0x50, 1)
    hz.tmem_write("wg0", 0, 128, MMA, mma=True)
    hz.tmem_commit("wg0", stage)
    stage.arrive(1)
    hz.tmem_write("wg0", 0, 128, MMA, mma=True)
    hz.tmem_commit("wg1", other)  # another warpgroup's commit tracks none of wg0's MMAs
    other.arrive(1)
    hz.observed(other)
    with pytest.raises(RaceError):
        hz.check_tmem(0, 128, "this tcgen05.ld")
    hz.tmem_commit("wg0", done)
    done.arrive(1)
    hz.observed(done)
    hz.check_tmem(0, 128, "this tcgen05.ld")


def test_tcgen05_st_columns_are_pending_until_the_storing_warpgroup_waits_st():
    hz = CtaHazards()
    hz.tmem_write("wg0", 0, 64, ST, mma=False)
    hz.check_tmem(0, 64, "this tcgen05.st", st=False)  # another st: ordered in the warpgroup's pipe
    with pytest.raises(RaceError, match=r"this tcgen05.mma touches TMEM columns \[32, 64\) that the tcgen05.st "
                                        r"at k.mlir:2:5 may still be writing; wg0 must wait for it with "
                                        r"tcgen05.wait::st first"):
        hz.check_tmem(32, 96, "this tcgen05.mma", mma=False)
    hz.tmem_wait_st("wg1")  # another warpgroup's wait does not complete wg0's stores
    with pytest.raises(RaceError):
        hz.check_tmem(0, 64, "this tcgen05.ld")
    hz.tmem_wait_st("wg0")
    hz.check_tmem(0, 64, "this tcgen05.ld")


@pytest.mark.parametrize("fence", ["after the wait", "before the wait"])
def test_copy_of_another_warpgroups_write_after_an_mbarrier_needs_the_issuers_fence_after_the_wait(fence):
    """Warpgroup 0 writes, then arrives on an mbarrier; warp 0 of warpgroup 1 waits on it and copies the bytes
    out (tokamax's sm90 int4 ragged dot: its compute warpgroups store the output tile, its TMA warp waits,
    fences and stores it). The issuer's fence after the wait is ordered after the writes (rule 6 of
    docs/design/warp_hazards.md); a fence before the wait is not."""
    cta, (writer, issuer) = _two_warpgroups(4096)
    hz = cta.hazards
    hz.generic_write(writer.name, 4096, np.arange(128, dtype=np.int64) * 4, 4)
    bar = cta.barriers.init(0x800, 128)
    before = bar.arrive(128)
    hbm.release(writer, bar, before, bar.phase)
    issuer.mask = np.arange(128) < 32
    if fence == "before the wait":
        hz.fence(issuer.name)
    hbm.acquire_parity(issuer, bar, 0)
    if fence == "after the wait":
        hz.fence(issuer.name)
    issuer.mask = np.arange(128) == 0
    if fence == "after the wait":
        hz.async_read(issuer, 0, 512, "the TMA store at k.mlir:1:1")
        return
    with pytest.raises(RaceError, match=r"the TMA store at k.mlir:1:1 reads shared memory byte 0x0 that CTA "
                                        r"\(0, 0, 0\) warpgroup 0 warp 0 wrote, and no fence.proxy.async"):
        hz.async_read(issuer, 0, 512, "the TMA store at k.mlir:1:1")
