"""One rule per test: races between the warps of one warpgroup (happens_before.WarpClocks,
hazards.py; docs/design/warp_hazards.md).

The emulator runs the four warps of a warpgroup in lock step, so each racy kernel below computes
the right answer; it must stop with a race naming both accesses and both warps instead.
"""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import happens_before as hbm
from mgpu.emulator.barriers import MBarrierTable
from mgpu.emulator.races import RaceError
from mgpu.emulator.machine import CTA, Context, Machine
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel

# every thread stores its input element to buf[tid], SYNC, then reads the element the next warp
# stored, buf[(tid + 32) % 128], and writes it out
_ROTATE = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %buf = "memref.view"(%smem, %c0) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128xf32, #gpu.address_space<workgroup>>
SETUP
      %v = "memref.load"(%m0, %tid) : (memref<128xf32>, index) -> f32
      "memref.store"(%v, %buf, %STORE_AT) : (f32, memref<128xf32, #gpu.address_space<workgroup>>, index) -> ()
SYNC
      %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %s = "arith.addi"(%tid, %c32) : (index, index) -> index
      %next = "arith.remui"(%s, %c128) : (index, index) -> index
      %w = "memref.load"(%buf, %LOAD_AT) : (memref<128xf32, #gpu.address_space<workgroup>>, index) -> f32
      "memref.store"(%w, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
_BAR_SYNC = '''      %id = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "llvm.inline_asm"(%id) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> ()'''
# thread 0 initialises an mbarrier for 128 arrivals (then INIT_SYNC); every thread arrives and waits
_INIT = '''      %ba = "arith.constant"() <{value = 512 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%ba) : (i64) -> !llvm.ptr<3>
      %n = "arith.constant"() <{value = 128 : i32}> : () -> i32
      %first = "arith.cmpi"(%tid, %c0) <{predicate = 0 : i64}> : (index, index) -> i1
      "nvvm.mbarrier.init"(%bar, %n, %first) : (!llvm.ptr<3>, i32, i1) -> ()
INIT_SYNC'''
_ARRIVE_WAIT = '''      %st = "nvvm.mbarrier.arrive"(%bar) : (!llvm.ptr<3>) -> i64
      %par = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %par, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()'''
_GPU_BARRIER = '      "gpu.barrier"() : () -> ()'

X = np.arange(128, dtype=np.float32)


def _body(sync: str = "", setup: str = "", store_at: str = "tid", load_at: str = "next") -> str:
    return (_ROTATE.replace("SETUP", setup).replace("SYNC", sync).replace("STORE_AT", store_at)
            .replace("LOAD_AT", load_at))


def _run(body: str):
    m = parse_module(kernel(body, threads=128), "t.mlir", make_context(allow_unregistered=True))
    return run(m, {"in0": X}, timeout_s=30)


@pytest.mark.parametrize("sync, setup", [(_BAR_SYNC, ""), (_ARRIVE_WAIT, _INIT.replace("INIT_SYNC", _GPU_BARRIER))],
                         ids=["bar.sync", "mbarrier"])
def test_exchange_between_warps_ordered_by_a_barrier_passes(sync, setup):
    assert np.array_equal(_run(_body(sync, setup)).outputs["out0"], np.roll(X, -32))


def test_read_of_another_warps_store_without_a_barrier_is_a_race():
    with pytest.raises(RaceError, match=r"'memref.load' op race: this access reads shared memory byte 0x80 that "
                                        r"CTA \(0, 0, 0\) warpgroup 0 warp 1 wrote at t\.mlir:\d+:\d+ with nothing "
                                        r"ordering the two \(no mbarrier phase, bar.sync or cluster barrier between "
                                        r"it and CTA \(0, 0, 0\) warpgroup 0 warp 0\)"):
        _run(_body())


def test_store_over_another_warps_read_without_a_barrier_is_a_race():
    # read buf[next] again, then store buf[tid]: warp 0 overwrites what warp 3 read (write-after-read)
    body = _body(_BAR_SYNC).replace('      %w = "memref.load"', '      %w0 = "memref.load"')
    body = body.replace('"memref.store"(%w, %m1, %tid)',
                        '"memref.store"(%w0, %buf, %tid) : (f32, memref<128xf32, #gpu.address_space<workgroup>>, '
                        'index) -> ()\n      "memref.store"(%w0, %m1, %tid)')
    with pytest.raises(RaceError, match=r"'memref.store' op race: this store overwrites shared memory byte 0x0 "
                                        r"that CTA \(0, 0, 0\) warpgroup 0 warp 3 read"):
        _run(body)


def test_one_store_of_all_warps_to_one_address_is_not_a_race_among_them():
    # every thread stores its value to buf[0] in one instruction, then a barrier, then all read it:
    # the warps' stores are one instruction (docs/design/warp_hazards.md), the barrier orders the reads
    res = _run(_body(_BAR_SYNC, store_at="c0", load_at="c0"))
    assert np.unique(res.outputs["out0"]).size == 1


def test_read_of_a_replicated_store_without_a_barrier_is_a_race():
    # the same store, no barrier: each warp's read is unordered with the other warps' stores
    with pytest.raises(RaceError, match=r"reads shared memory byte 0x0 that CTA \(0, 0, 0\) warpgroup 0 warp 1 wrote"):
        _run(_body(store_at="c0", load_at="c0"))


def test_mbarrier_used_by_other_warps_without_a_barrier_after_its_init_is_a_race():
    setup = _INIT.replace("INIT_SYNC", "")
    with pytest.raises(RaceError, match=r"'nvvm.mbarrier.arrive' op race: this mbarrier operation uses the mbarrier "
                                        r"at shared memory byte 0x200 that CTA \(0, 0, 0\) warpgroup 0 warp 0 wrote"):
        _run(_body(_ARRIVE_WAIT, setup))


# thread 0 initialises an mbarrier for one arrival; after the stores, thread 0 alone arrives (a predicate, as jax's
# elected arrives), then every thread waits: the arrive releases thread 0's warp only (PTX ISA 9.1 §9.7.13.15.13)
_ONE_ARRIVAL = _INIT.replace("INIT_SYNC", _GPU_BARRIER).replace("value = 128 : i32", "value = 1 : i32")
_WAIT = _ARRIVE_WAIT.split("\n", 1)[1]
_ELECTED_ARRIVE = {
    "inline PTX": ('      "llvm.inline_asm"(%bar, %first) <{asm_string = "@$1 mbarrier.arrive.release.cta.shared::cta.b64 _, '
                   '[$0];", constraints = "r,b", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : '
                   '(!llvm.ptr<3>, i1) -> ()\n'),
    "nvvm arrive.expect_tx": ('      %tx0 = "arith.constant"() <{value = 0 : i32}> : () -> i32\n'
                              '      %st = "nvvm.mbarrier.arrive.expect_tx"(%bar, %tx0, %first) <{relaxed = false, '
                              'scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32, i1) -> i64\n'),
}


@pytest.mark.parametrize("arrive", _ELECTED_ARRIVE.values(), ids=_ELECTED_ARRIVE.keys())
def test_an_elected_threads_arrive_releases_its_own_warp_only(arrive):
    with pytest.raises(RaceError, match=r"'memref.load' op race: this access reads shared memory byte 0x80 that "
                                        r"CTA \(0, 0, 0\) warpgroup 0 warp 1 wrote"):
        _run(_body(arrive + _WAIT, _ONE_ARRIVAL))


def test_an_elected_threads_arrive_after_a_barrier_of_all_warps_releases_them_all():
    body = _body(_BAR_SYNC + "\n" + _ELECTED_ARRIVE["inline PTX"] + _WAIT, _ONE_ARRIVAL)
    assert np.array_equal(_run(body).outputs["out0"], np.roll(X, -32))


# ------------------------------------------------------------------ the proxy fence before a copy
def _warpgroup(smem: int = 4096):
    m = Machine()
    cta = CTA(m, (0, 0, 0), (0, 0, 0), 0, 128, np.zeros(smem, np.uint8))
    cta.barriers = MBarrierTable(cta=0)
    cta.hazards.track_reads(smem)
    ctx = Context(m, cta, np.arange(128, dtype=np.int64), f"{cta.label} warpgroup 0")
    ctx.hb = hbm.WarpClocks(ctx.name, 128)
    cta.hazards.join(ctx)
    return cta, ctx


def _bar_sync(ctx):
    nb = ctx.cta.named_barrier(1)
    gen = nb.arrive(128, 128)
    hbm.release(ctx, nb, gen, nb.generation)
    hbm.acquire(ctx, nb, gen)


@pytest.mark.parametrize("order", ["fence, bar.sync", "bar.sync, fence", "bar.sync, writer's fence"])
def test_copy_of_another_warps_write_needs_a_fence_ordered_between(order):
    # every thread writes 4 bytes; the elected thread (warp 0) then copies them out
    cta, ctx = _warpgroup()
    hz = cta.hazards
    hz.generic_write(ctx.name, 4096, np.arange(128, dtype=np.int64) * 4, 4)
    if order == "fence, bar.sync":  # jax's commit_shared: every writer fences, then the barrier
        hz.fence(ctx.name)
        _bar_sync(ctx)
    elif order == "bar.sync, fence":  # jax's flash attention example: the issuer's fence is cumulative
        _bar_sync(ctx)
        hz.fence(ctx.name)
    else:  # warp 1 fences after the barrier: nothing orders its fence before the copy
        _bar_sync(ctx)
        ctx.mask = (np.arange(128) // 32) == 1
        hz.fence(ctx.name)
    ctx.mask = np.arange(128) == 0
    if order != "bar.sync, writer's fence":
        hz.async_read(ctx, 0, 512, "the TMA store at k.mlir:1:1")
        return
    with pytest.raises(RaceError, match=r"the TMA store at k.mlir:1:1 reads shared memory byte 0x80 that CTA "
                                        r"\(0, 0, 0\) warpgroup 0 warp 1 wrote, and no fence.proxy.async"):
        hz.async_read(ctx, 0, 512, "the TMA store at k.mlir:1:1")



# ------------------------------------------------------------------ the wgmma unit's reads before a refill
@pytest.mark.parametrize("synced", [False, True], ids=["no barrier", "bar.sync"])
def test_a_refill_after_the_next_wgmma_needs_every_warps_issue_ordered_before_it(synced):
    # jax's pipelines with delay_release: the wgmma of step 0 reads slot 0, the four warps issue step 1's wgmma, then
    # the elected thread refills slot 0. Step 0's wgmma reads its operands before step 1's starts, which needs every
    # warp's issue: a warp ahead of the others may refill it before they issued step 0's wgmma (rule 5)
    cta, ctx = _warpgroup()
    hz, hb = cta.hazards, ctx.hb
    hz.record_issued_read(ctx, np.array([0], np.int64), 512, "this wgmma", wgmma=True)
    hb.wgmma_commit()
    hb.wgmma_issue(ctx)
    hb.wgmma_commit()
    if synced:
        _bar_sync(ctx)
    with hbm.issued_by(ctx, 0):
        if synced:
            hz.check_async_write(ctx, 0, 512, "the TMA load at k.mlir:2:1")
            return
        with pytest.raises(RaceError, match=r"the read of shared memory byte 0x0 by CTA \(0, 0, 0\) warpgroup 0 "
                                            r"wgmma .*happened before the TMA load at k.mlir:2:1"):
            hz.check_async_write(ctx, 0, 512, "the TMA load at k.mlir:2:1")


def test_a_refill_by_another_warpgroup_after_every_consumer_warps_release_is_ordered():
    # a warp-specialized pipeline: every thread of the consumer warpgroup arrives on the slot's "consumed" barrier
    # after issuing the next wgmma; the producer warpgroup waits on it, then its elected thread refills the slot
    cta, ctx = _warpgroup()
    hz, hb = cta.hazards, ctx.hb
    producer = Context(ctx.machine, cta, np.arange(128, 256, dtype=np.int64), f"{cta.label} warpgroup 1")
    producer.hb = hbm.WarpClocks(producer.name, 128)
    hz.join(producer)
    hz.record_issued_read(ctx, np.array([0], np.int64), 512, "this wgmma", wgmma=True)
    hb.wgmma_commit()
    hb.wgmma_issue(ctx)
    hb.wgmma_commit()
    consumed = cta.named_barrier(2)
    gen = consumed.arrive(128, 256)
    hbm.release(ctx, consumed, gen, consumed.generation)
    gen = consumed.arrive(128, 256)
    hbm.release(producer, consumed, gen, consumed.generation)
    hbm.acquire(producer, consumed, gen)
    with hbm.issued_by(producer, 0):
        hz.check_async_write(producer, 0, 512, "the TMA load at k.mlir:2:1")
