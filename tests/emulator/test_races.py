"""Happens-before race detection (happens_before.py + hazards.py): SMEM reads against later
asynchronous writes (st.async / red.async from a peer CTA, TMA loads, bulk copies).

The legitimate buffer-reuse pattern -- the consumer reads a buffer, arrives on an 'empty'
mbarrier, the producer waits on it and then writes the buffer asynchronously -- must pass; the same
pattern without the producer's wait (or without the consumer's arrive) is a write-after-read race.
The kernel-level reproducer (pallas_async_store_smem with its st.async wait removed) is in
test_faults.py.
"""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.emulator import happens_before as hbm
from mgpu.emulator.barriers import MBarrierTable
from mgpu.emulator.races import RaceError
from mgpu.emulator.machine import CTA, Cluster, Context, Machine, NamedBarrier

SMEM = 4096
BUF = (1024, 2048)  # the reused buffer in the consumer's CTA


def _cluster():
    m = Machine()
    ctas = []
    for r in range(2):
        cta = CTA(m, (r, 0, 0), (r, 0, 0), r, 128, np.zeros(SMEM, np.uint8))
        cta.barriers = MBarrierTable(cta=r)
        cta.hazards.track_reads(SMEM)
        ctas.append(cta)
    cl = Cluster(ctas, 256)
    ctxs = []
    for cta in ctas:
        cta.cluster = cl
        ctx = Context(m, cta, np.arange(128, dtype=np.int64), f"{cta.label} warpgroup 0")
        ctx.hb = hbm.WarpClocks(ctx.name, ctx.T)
        ctxs.append(ctx)
    return ctas, ctxs


def _read(ctx, lo, hi):
    ctx.cta.hazards.record_read(ctx, np.arange(lo, hi, 4, dtype=np.int64), 4)


def _arrive(ctx, bar, n=1):
    s = bar.arrive(n)
    hbm.release(ctx, bar, s, bar.phase)


def _wait(ctx, bar, parity):
    assert bar.try_wait_parity(parity)
    hbm.acquire_parity(ctx, bar, parity)


def _st_async(writer, cta, lo, hi, bar):
    """A peer's st.async of [lo, hi) into ``cta`` completing tx on ``bar`` (inline_asm._complete)."""
    cta.hazards.check_async_write(writer, 0, 0, "the st.async at k.mlir:1:1", bar,
                                  np.arange(lo, hi, 4, dtype=np.int64), 4)
    ph = bar.phase
    bar.complete_tx(hi - lo)
    hbm.release(writer, bar, ph, bar.phase)


def _pipeline(steps, *, producer_waits=True, consumer_arrives=True):
    """CTA 0 (consumer) reads BUF, arrives on 'empty' (a barrier in CTA 1); CTA 1 (producer) waits
    on 'empty' and st.asyncs the next tile into BUF, completing 'full' in CTA 0, which the consumer
    waits on before its next read."""
    (c0, c1), (cons, prod) = _cluster()
    full = c0.barriers.init(0, 1)
    empty = c1.barriers.init(8, 1)
    # first tile: the consumer expects it, the producer writes it (nothing was read yet)
    full.arrive_expect_tx(BUF[1] - BUF[0])
    _st_async(prod, c0, *BUF, full)
    for k in range(steps):
        _wait(cons, full, k & 1)
        _read(cons, *BUF)
        if consumer_arrives:
            _arrive(cons, empty)
        if producer_waits:
            _wait(prod, empty, k & 1)
        s = full.arrive_expect_tx(BUF[1] - BUF[0])
        hbm.release(cons, full, s, full.phase)
        _st_async(prod, c0, *BUF, full)


def test_buffer_reuse_through_an_empty_barrier_is_not_a_race():
    _pipeline(4)


def test_st_async_without_waiting_for_the_consumers_arrive_is_a_race():
    with pytest.raises(RaceError, match=r"race: the read of shared memory byte 0x400 by CTA \(0, 0, 0\) warpgroup 0 warp 0 "
                                        r"happened before the st.async at k.mlir:1:1 that writes it completed; "
                                        r"wait on the mbarrier at CTA 0 SMEM 0x0 for phase 1 \(parity 1\)"):
        _pipeline(1, producer_waits=False)


def test_consumer_that_never_releases_the_buffer_is_a_race():
    # the producer's wait on 'empty' cannot succeed without an arrive: emulate a wait that was
    # satisfied by someone else (an unrelated arrive) -- it carries no knowledge of the read
    (c0, c1), (cons, prod) = _cluster()
    full = c0.barriers.init(0, 1)
    empty = c1.barriers.init(8, 1)
    _read(cons, *BUF)
    _arrive(prod, empty)  # the producer itself, not the consumer
    _wait(prod, empty, 0)
    full.arrive_expect_tx(BUF[1] - BUF[0])
    with pytest.raises(RaceError):
        _st_async(prod, c0, *BUF, full)


def test_reads_before_a_cluster_barrier_or_bar_sync_are_ordered():
    (c0, c1), (cons, prod) = _cluster()
    full = c0.barriers.init(0, 1)
    _read(cons, *BUF)
    cl = c0.cluster
    for ctx in (cons, prod):  # cluster arrive + wait
        g = cl.generation
        cl.arrived += 128
        if cl.arrived >= cl.nthreads:
            cl.arrived, cl.generation = 0, cl.generation + 1
        hbm.release(ctx, cl, g, cl.generation)
        ctx.cluster_gen = g
    for ctx in (cons, prod):
        hbm.acquire(ctx, cl, ctx.cluster_gen)
    full.arrive_expect_tx(BUF[1] - BUF[0])
    _st_async(prod, c0, *BUF, full)  # ordered by the cluster barrier
    # a read after the cluster barrier is not ordered before the next write
    _wait(cons, full, 0)
    _read(cons, BUF[0], BUF[0] + 16)
    full.arrive_expect_tx(16)
    with pytest.raises(RaceError, match="byte 0x400"):
        _st_async(prod, c0, BUF[0], BUF[0] + 16, full)


def test_own_reads_and_disjoint_bytes_are_not_races():
    (c0, c1), (cons, prod) = _cluster()
    full = c0.barriers.init(0, 1)
    _read(cons, 0x100, 0x200)
    full.arrive_expect_tx(BUF[1] - BUF[0])
    _st_async(prod, c0, *BUF, full)  # disjoint from the read
    nb = NamedBarrier(1)  # bar.sync within CTA 1 orders nothing with CTA 0
    assert nb.generation == 0


def test_tracking_is_off_for_single_cta_clusters():
    # (the corpus's single-CTA kernels pay nothing: hazards.rd stays None, Context.hb None)
    m = Machine()
    cta = CTA(m, (0, 0, 0), (0, 0, 0), 0, 128, np.zeros(SMEM, np.uint8))
    assert cta.hazards.rd is None
    ctx = Context(m, cta, np.arange(128, dtype=np.int64), "wg")
    assert ctx.hb is None


# ------------------------------------------------------------------ kernel level (corpus-derived)
from tests.support.text_edits import lines_with  # noqa: E402

from .test_faults import payload  # noqa: E402
from .test_faults import run_text as _run  # noqa: E402

KERNEL = "pallas_async_store_smem.wg"
_READ_OWN_DST = '''      %rr_i = "llvm.ptrtoint"({ptr}) : (!llvm.ptr<7>) -> i64
      %rr_m = "llvm.mlir.constant"() <{{value = 4294967295 : i64}}> : () -> i64
      %rr_a = "llvm.and"(%rr_i, %rr_m) : (i64, i64) -> i64
      %rr_p = "llvm.inttoptr"(%rr_a) : (i64) -> !llvm.ptr<3>
      %rr_v = "llvm.load"(%rr_p) <{{ordering = 0 : i64, volatile_}}> : (!llvm.ptr<3>) -> i32
'''
"""Reads the peer's st.async target: volatile, as its value is unused (an unused plain load is
never run: dead_ops.py)."""
_CLUSTER_SYNC = '''      "nvvm.cluster.arrive"() <{aligned}> : () -> ()
      "nvvm.cluster.wait"() <{aligned}> : () -> ()
'''


def _reuse_kernel(sync: bool) -> str:
    """pallas_async_store_smem with, just before each CTA's first st.async into the peer's
    destination tile, a generic read of its *own* destination tile at the same offset (the
    emulator's cluster address keeps the CTA-local offset in its low 32 bits): the tile is read,
    then reused as the target of the peer's st.async. With ``sync`` a cluster barrier between
    the read and the st.async orders them (legit reuse); without it, it is a race."""
    text = payload(KERNEL)
    lines = text.splitlines(keepends=True)
    i = lines_with(text, "st.async.cluster")[0]
    ptr = lines[i].split('"llvm.inline_asm"(')[1].split(",")[0]
    lines[i:i] = [_READ_OWN_DST.format(ptr=ptr)] + ([_CLUSTER_SYNC] if sync else [])
    return "".join(lines)


def test_corpus_derived_buffer_reuse_ordered_by_a_cluster_barrier_passes():
    _run(KERNEL, _reuse_kernel(sync=True))


def test_corpus_derived_buffer_reuse_without_ordering_is_a_race():
    # the CTA scheduled first st.asyncs into its peer's tile before the peer read it: the peer's
    # read is caught (read-after-write); the write-after-read direction, where the read comes
    # first, is the reproducer in test_faults.py
    with pytest.raises(RaceError, match=r"'llvm.load' op race: this access reads shared memory "
                                        r"\[0x4000, 0x[0-9a-f]+\) that the st.async at .* is still writing"):
        _run(KERNEL, _reuse_kernel(sync=False))
