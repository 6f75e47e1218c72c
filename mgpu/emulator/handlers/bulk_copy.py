"""Bulk copies: TMA loads, stores and reductions (cp.async.bulk.tensor, PTX ISA 9.1 §9.7.9.25),
the non-tensor bulk copies (cp.async.bulk, §9.7.9.24) in their nvvm op and inline-PTX spellings,
and the bulk async-groups (commit / wait_group). Coordinates innermost first (tma.py).

Asynchronous copies complete at issue (one legal schedule): a load writes SMEM and credits
complete-tx on its mbarrier at once; a store writes GMEM at once, so bulk-group waits never block
(they only move the hazard bookkeeping, hazards.py).
"""

from __future__ import annotations

import numpy as np

from mgpu.arch import TMA_DESCRIPTOR_BYTES
from mgpu.dialect.nvvm.tma import (
    CpAsyncBulkCommitGroupOp,
    CpAsyncBulkGlobalToSharedClusterOp,
    CpAsyncBulkSharedCTAToGlobalOp,
    CpAsyncBulkTensorGlobalToSharedClusterOp,
    CpAsyncBulkTensorPrefetchOp,
    CpAsyncBulkTensorReduceOp,
    CpAsyncBulkTensorSharedCTAToGlobalOp,
    CpAsyncBulkWaitGroupOp,
)
from mgpu.dialect.diagnostics.emulator import tma as diag
from mgpu.dialect.diagnostics import location_of
from mgpu.dialect.nvvm.attrs import CTAGroupKind, TMALoadMode, TMAStoreMode
from mgpu.emulator import tma
from mgpu.emulator.happens_before import issued_by
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.execute import threads_by_cta
from mgpu.emulator.grid_races import ATOMIC, READ, WRITE
from mgpu.emulator.handler_spec import Prepared, Registers
from mgpu.emulator.handlers.mbarrier import bar_err, complete_tx, mbarrier_at
from mgpu.emulator.handlers.ptx_operands import acting, operand_space, per_thread_value, ptx_args
from mgpu.emulator.handlers.registry import handler, ptx_rule
from mgpu.emulator.lanes import active, at, issuer, per_thread, uniform_at
from mgpu.emulator.machine import Context
from mgpu.emulator.memory import CLUSTER_MASK, CLUSTER_SHIFT, settle_grid
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import Imm, InlineAsm, Instr, Mapa, Mem, TensorAt
from mgpu.emulator.types import CLUSTER, GENERIC, SMEM, ptr_space


def read_tensor_map(ctx: Context, ptr: int, readers: int = 1):
    """The tensor map (tma.TensorMap) stored at a generic address (the kernel's param blob), read
    by ``readers`` issuing threads (decoded once, its bytes counted for each)."""
    ptr = int(ptr)
    a = ctx.machine.heap.find(ptr, TMA_DESCRIPTOR_BYTES)  # (a located fault when out of bounds)
    ctx.machine.heap.note_read(a)
    raw = a.contents[ptr - a.base:ptr - a.base + TMA_DESCRIPTOR_BYTES]
    ctx.machine.stats.bytes_read[GENERIC] += TMA_DESCRIPTOR_BYTES * readers
    key = raw.tobytes()
    tm = _TMAPS.get(key)
    if tm is None:
        if len(_TMAPS) > 1024:
            _TMAPS.clear()
        tm = _TMAPS[key] = tma.TensorMap.decode(raw)
    return tm


_TMAPS: dict = {}  # descriptor bytes -> TensorMap (immutable)


def warn_sub_byte_coordinate(ctx: Context, tm, coords, what: str) -> None:
    """A copy of sub-byte elements at a non-zero innermost coordinate: the GPU counts it in bytes of
    the packed map (runtime.cc:91-108 at jax-v0.10.2), jax passes an element index (launch_context.py:
    1774-1776): the emulator copies what the GPU copies, and says so."""
    col = int(coords[0])
    if tm.packing > 1 and col:
        ctx.machine.warn("tma-sub-byte", diag.TMA_SUB_BYTE_COORDINATE.format(what=what, bits=8 // tm.packing, col=col,
                                                                             per=tm.packing, element=col * tm.packing))


def _gmem_of(ctx: Context, tm, write: bool = False):
    a = ctx.machine.heap.find(tm.base, 1)
    if write and a.readonly:
        raise EmulatorError(diag.STORE_INTO_READ_ONLY.format(a_name=a.name))
    if not write:  # (a write's bytes: _record_store)
        ctx.machine.heap.note_read(a)
    return a


def _grid_box(ctx: Context, a, tm, coords, kind: str, rows: bool = False) -> None:
    """The GMEM bytes of a TMA copy, for the races between the launch's CTAs (grid_races.py)."""
    if ctx.machine.heap.grid is not None:
        ctx.machine.heap.grid.box(ctx, a, tm, coords, kind, rows)


def _record_store(ctx: Context, a, store, smem_bytes: int) -> None:
    """In a worker process of a split launch (jobs.py), the GMEM bytes a TMA store wrote
    (gmem_record.py): ``store(smem, gmem)`` is the store."""
    if ctx.machine.heap.record is not None:
        ctx.machine.heap.record.copy_out(a, store, smem_bytes)


def _load_ranks(ctx: Context, dst_space, dptr: int, mask) -> list:
    """The cluster ranks of the CTAs a TMA load writes: those whose bit is set in the multicast
    ``mask`` (an i16; the issuer need not be one), else the CTA of the destination address."""
    cta = ctx.cta
    if mask is None:
        return [dptr >> CLUSTER_SHIFT if dst_space == CLUSTER else cta.rank]
    mask &= 0xFFFF
    n = len(cta.cluster.ctas)
    if mask == 0:
        raise EmulatorError(diag.MULTICAST_MASK_EMPTY)
    if mask >> n:
        raise EmulatorError(diag.MULTICAST_MASK_RANK.format(mask=mask, bit_length=mask.bit_length() - 1, n=n))
    return [r for r in range(n) if mask >> r & 1]


def tma_load(ctx: Context, tm, coords, ranks: list, dst: int, bar: int, what: str, bar_rank: int | None = None,
             gather: bool = False):
    """``what``, the load of ``tm``'s box at ``coords`` (with ``gather``: the 4 rows ``coords[1:]``
    from column ``coords[0]``, tile::gather4) into the SMEM of the cluster CTAs ``ranks`` at the
    CTA-relative offset ``dst``, signalling complete-tx on the mbarrier at the CTA-relative offset
    ``bar`` of each (of the CTA ``bar_rank`` for all: .cta_group::2): one GMEM read, one write,
    hazard record and release per destination."""
    a = _gmem_of(ctx, tm)
    _grid_box(ctx, a, tm, coords, READ, gather)
    nbytes = tma.GATHER_ROWS * tm.box_bytes if gather else tm.box_bytes
    bars = [mbarrier_at(ctx, CLUSTER, (r if bar_rank is None else bar_rank) << CLUSTER_SHIFT | bar)
            for r in ranks]  # (errors before any write)
    warn_sub_byte_coordinate(ctx, tm, coords, what)
    if tma.partly_out_of_bounds(tm, coords):
        ctx.machine.warn("tma-oob", diag.TMA_BOX_OUT_OF_BOUNDS.format(what=what, coords=tuple(int(c) for c in coords),
                                                                      box=tm.box, dims=tm.dims))
    for r, b in zip(ranks, bars):
        cta = ctx.cta.cluster.ctas[r]
        if cta.peers is not None:  # (a .cta_group::2 load's barrier may be in another CTA than its data)
            cta.peers.accessed(ctx)
        hz = cta.hazards
        if hz.rd:
            hz.check_async_write(ctx, dst, dst + nbytes, what, b)
        if gather:
            n = tma.gather4(tm, coords[0], coords[1:], a.contents, a.base, cta.smem, dst)
        else:
            n = tma.tma_load(tm, coords, a.contents, a.base, cta.smem, dst)
        hz.add_incoming(dst, dst + n, b, b.phase, what)
        complete_tx(ctx, b, n)
    stats = ctx.machine.stats
    stats.bytes_read[GENERIC] += nbytes
    stats.bytes_written[SMEM] += nbytes * len(ranks)


def tma_store(ctx: Context, desc_ptr: int, src: int, coords, reduce_op: str | None = None,
              scatter: bool = False) -> int:
    """The store (or reduction ``reduce_op``; with ``scatter``: tile::scatter4 of the 4 rows
    ``coords[1:]`` from column ``coords[0]``) of the SMEM box at ``src`` through the tensor map at
    ``desc_ptr``: the GMEM bytes written."""
    tm = read_tensor_map(ctx, desc_ptr)
    a = _gmem_of(ctx, tm, write=True)
    _grid_box(ctx, a, tm, coords, WRITE if reduce_op is None else ATOMIC, scatter)
    if scatter:
        n = tma.scatter4(tm, coords[0], coords[1:], ctx.cta.smem, src, a.data, a.base)
        _record_store(ctx, a, lambda s, g: tma.scatter4(tm, coords[0], coords[1:], s, src, g, a.base),
                      ctx.cta.smem.size)
    else:
        if reduce_op is None:
            n = tma.tma_store(tm, coords, ctx.cta.smem, src, a.data, a.base)
        else:
            n = tma.tma_reduce(tm, coords, ctx.cta.smem, src, a.data, a.base, reduce_op)
        # (a reduction writes the elements a store of the same box writes)
        _record_store(ctx, a, lambda s, g: tma.tma_store(tm, coords, s, src, g, a.base), ctx.cta.smem.size)
    settle_grid(ctx)
    ctx.machine.stats.bytes_read[SMEM] += tm.box_bytes * (tma.GATHER_ROWS if scatter else 1)
    ctx.machine.stats.bytes_written[GENERIC] += n
    return n


def issue_tma_store(ctx: Context, desc_ptr: int, src: int, coords, what: str, reduce_op: str | None = None,
                    scatter: bool = False, tm=None) -> None:
    """One thread's TMA store or reduction (:func:`tma_store`), its SMEM read first recorded as the
    async proxy's (hazards.py); ``tm``: the tensor map at ``desc_ptr`` when already read."""
    tm = tm or read_tensor_map(ctx, desc_ptr)
    warn_sub_byte_coordinate(ctx, tm, coords, what)
    ctx.cta.hazards.async_read(ctx, src, src + tm.box_bytes * (tma.GATHER_ROWS if scatter else 1), what)
    tma_store(ctx, desc_ptr, src, coords, reduce_op, scatter)  # (reads the tensor map again)


def _check_four_rows(p: Prep, four: bool, what: str, ncoords: int) -> None:
    if four and ncoords != 1 + tma.GATHER_ROWS:
        raise p.error(diag.FOUR_ROWS_COORDINATES.format(what=what, gather_rows=tma.GATHER_ROWS, ncoords=ncoords))


def cta_pair_barrier(ctx: Context, ranks: list, bar: int) -> int:
    """The cluster rank of the mbarrier a ``.cta_group::2`` TMA load signals (PTX ISA 9.1,
    "cp.async.bulk.tensor": the barrier may be in either CTA of the destination's CTA pair): the
    CTA the barrier's shared::cluster address names, which must be in the pair of every destination."""
    r = bar >> CLUSTER_SHIFT
    bad = [d for d in ranks if d >> 1 != r >> 1]
    if bad:
        raise EmulatorError(diag.PAIR_BARRIER_OUTSIDE_PAIR.format(bad=bad[0], r=r))
    return r


def _issuers(ctx: Context, idx: np.ndarray, regs: list):
    """For a TMA op issued on a batched context by one thread in each of several CTAs: the per-CTA
    contexts of the issuers, their CTAs' SMEM windows in the batch, and the uniform values of the
    registers ``regs``; None when this is not the case (the op then runs issuer by issuer)."""
    if ctx.batch is None or idx.size < 2:
        return None
    T = ctx.subs[0].T
    cta = idx // T
    if (np.diff(cta) <= 0).any():
        return None
    vals = [uniform_at(r, idx) for r in regs]
    if None in vals:
        return None
    subs = ctx.subs  # (a batch's CTAs track no reads: machine.py; else the per-issuer path would check each copy)
    return [subs[b] for b in cta.tolist()], ctx.batch.cta_off[cta], vals


def load_batch(ctx: Context, idx, dst, desc, bar, coords: list, what: str, one) -> bool:
    """The tile TMA loads (no multicast, no CTA pair) that the threads ``idx`` of a batched context
    issue, one in each of several CTAs, as one index operation for the boxes of all (tma.load_boxes):
    ``dst``, ``desc``, ``bar`` and ``coords`` the operands' registers (per thread or uniform). False
    (nothing done) where it cannot; ``one(i, tm)``: thread i's load alone, for boxes not all in bounds."""
    iss = _issuers(ctx, idx, [dst, desc, bar])
    if iss is None:
        return False
    cctxs, windows, (dptr, d, baddr) = iss
    if dptr >> CLUSTER_SHIFT:  # (a cluster address of rank 0 is the CTA's own SMEM)
        return False
    bb = ctx.batch.mbarriers.get(baddr)
    cta = idx // ctx.subs[0].T
    m = np.zeros(ctx.batch.B, bool)
    m[cta] = True
    if baddr % 8 or bb is None or not bb.valid_in(m):
        return False
    tm = read_tensor_map(cctxs[0], d, len(cctxs))
    a = _gmem_of(ctx, tm)
    bt = ctx.batch
    boxes = [per_thread(c, ctx.T)[idx] for c in coords]
    if not tma.load_boxes(tm, boxes, a.contents, a.base, bt.smem, dptr, windows, bt.S):
        for i in idx:  # (the tensor map's reads are counted above)
            with issued_by(ctx, i):
                one(i, tm)
        return True
    if ctx.machine.heap.grid is not None:
        ctx.machine.heap.grid.boxes(cctxs, a, tm, boxes, READ)
    n = tm.box_bytes
    stats = ctx.machine.stats
    stats.bytes_read[GENERIC] += n * len(cctxs)
    stats.bytes_written[SMEM] += n * len(cctxs)
    # (batches track no happens-before)
    before = np.broadcast_to(bar_err(lambda: bb.complete_tx(m, n)), m.shape).tolist()
    for cctx, b in zip(cctxs, cta.tolist()):
        cctx.cta.hazards.add_incoming(dptr, dptr + n, bb.row(b), before[b], what)
    return True


def store_batch(ctx: Context, idx, src, desc, coords: list, what: str, one) -> bool:
    """The store counterpart of :func:`load_batch` (tile mode, tma.store_boxes)."""
    iss = _issuers(ctx, idx, [src, desc])
    if iss is None:
        return False
    cctxs, windows, (sp, d) = iss
    tm = read_tensor_map(cctxs[0], d, len(cctxs))
    n = tm.box_bytes
    a = _gmem_of(ctx, tm, write=True)
    bt = ctx.batch
    boxes = [per_thread(c, ctx.T)[idx] for c in coords]
    if ctx.machine.heap.grid is not None:  # (settled once written, by the boxes or one by one)
        ctx.machine.heap.grid.boxes(cctxs, a, tm, boxes, WRITE)
    if not tma.store_boxes(tm, boxes, bt.smem, sp, windows, bt.S, a.data, a.base):
        for i in idx:
            with issued_by(ctx, i):
                one(i, tm)
        return True
    _record_store(ctx, a, lambda s, g: tma.store_boxes(tm, boxes, s, sp, windows, bt.S, g, a.base), bt.smem.size)
    settle_grid(ctx)
    for cctx in cctxs:  # after the copy: an error inside a batch reruns the kernel CTA by CTA anyway
        cctx.cta.hazards.async_read(cctx, sp, sp + n, what)
    stats = ctx.machine.stats
    stats.bytes_read[GENERIC] += TMA_DESCRIPTOR_BYTES * len(cctxs)  # the copies' reads, as in one()
    stats.bytes_read[SMEM] += n * len(cctxs)
    stats.bytes_written[GENERIC] += n * len(cctxs)
    return True


def _issued(pred, batch, one):
    """A TMA op's rule: the issuing threads of a batch in one copy (``batch``, False where it cannot),
    else thread by thread (``one``)."""

    def run(ctx: Context, R: Registers):
        idx = active(ctx, R[pred] if pred is not None else None)
        if not batch(ctx, R, idx):
            for i in idx:
                with issued_by(ctx, i):
                    one(ctx, R, i)

    return run


@handler(CpAsyncBulkTensorGlobalToSharedClusterOp, batch_native=True)
def _tma_load(p: Prep):
    op = p.op
    dst, desc, bar = p.slot(op.dstMem), p.slot(op.tmaDescriptor), p.slot(op.mbar)
    coords = [p.slot(c) for c in op.coordinates]
    mode = op.mode.data if op.mode is not None else TMALoadMode.TILE
    if op.im2colOffsets or mode not in (TMALoadMode.TILE, TMALoadMode.TILE_GATHER4):
        raise p.error(diag.LOAD_MODE_UNSUPPORTED.format(mode=mode.value))
    gather = mode == TMALoadMode.TILE_GATHER4
    _check_four_rows(p, gather, "tile::gather4 TMA load", len(coords))
    pair = op.group is not None and op.group.data == CTAGroupKind.CTA_2
    bar_space = ptr_space(op.mbar.type)
    mask, pred = p.slot(op.multicastMask), p.slot(op.predicate)  # (the L2 cache hint has no effect)
    dst_space = ptr_space(p.in_types[0])
    what = f"the TMA load at {location_of(p.op)}"

    def one(ctx: Context, R: Registers, i, tm=None):
        cctx = issuer(ctx, i)
        dptr = at(R[dst], i)
        ranks = _load_ranks(cctx, dst_space, dptr, None if mask is None else at(R[mask], i))
        tm = tm or read_tensor_map(cctx, at(R[desc], i))
        b = at(R[bar], i)
        bar_rank = None
        if pair:
            if bar_space != CLUSTER:
                b |= cctx.cta.rank << CLUSTER_SHIFT
            bar_rank = cta_pair_barrier(cctx, ranks, b)
        tma_load(cctx, tm, [at(R[s], i) for s in coords], ranks, dptr & CLUSTER_MASK, b & CLUSTER_MASK, what,
                 bar_rank, gather)

    def batch(ctx: Context, R: Registers, idx) -> bool:
        if mask is not None or gather or pair:
            return False
        return load_batch(ctx, idx, R[dst], R[desc], R[bar], [R[s] for s in coords], what,
                          lambda i, tm: one(ctx, R, i, tm))

    return _issued(pred, batch, one)


@handler(CpAsyncBulkTensorSharedCTAToGlobalOp, batch_native=True)
def _tma_store(p: Prep):
    op = p.op
    desc, src, pred = p.slot(op.tmaDescriptor), p.slot(op.srcMem), p.slot(op.predicate)
    coords = [p.slot(c) for c in op.coordinates]  # (the L2 cache hint has no effect)
    mode = op.mode.data if op.mode is not None else TMAStoreMode.TILE
    if mode not in (TMAStoreMode.TILE, TMAStoreMode.TILE_SCATTER4):
        raise p.error(diag.STORE_MODE_UNSUPPORTED.format(mode=mode.value))
    scatter = mode == TMAStoreMode.TILE_SCATTER4
    _check_four_rows(p, scatter, "tile::scatter4 TMA store", len(coords))
    loc = location_of(p.op)

    def one(ctx: Context, R: Registers, i, tm=None):
        issue_tma_store(issuer(ctx, i), at(R[desc], i), at(R[src], i), [at(R[s], i) for s in coords],
                        f"the TMA store at {loc}", scatter=scatter, tm=tm)

    def batch(ctx: Context, R: Registers, idx) -> bool:
        return not scatter and store_batch(ctx, idx, R[src], R[desc], [R[s] for s in coords], f"the TMA store at {loc}",
                                           lambda i, tm: one(ctx, R, i, tm))

    return _issued(pred, batch, one)


def tensor_prefetch(ctx: Context, desc: int, coords: list, what: str) -> None:
    """``cp.async.bulk.prefetch.tensor``: a hint that changes no memory; its operands must still
    name a tensor map (read as a TMA reads it) and give one coordinate per dimension."""
    tm = read_tensor_map(ctx, desc)
    if len(coords) != tm.rank:
        raise EmulatorError(diag.PREFETCH_COORDINATE_COUNT.format(what=what, n_coords=len(coords), rank=tm.rank))


@handler(CpAsyncBulkTensorPrefetchOp)
def _tensor_prefetch(p: Prep):
    op = p.op
    if op.im2colOffsets or op.mode is not None and op.mode.data != TMALoadMode.TILE:
        raise p.error(diag.PREFETCH_MODE_UNSUPPORTED.format(data=op.mode.data.value))
    desc, coords = p.slot(op.tmaDescriptor), [p.slot(c) for c in op.coordinates]
    what = f"the tensor prefetch at {location_of(p.op)}"

    def run(ctx: Context, R: Registers):
        for i in active(ctx).tolist():
            tensor_prefetch(ctx, at(R[desc], i), coords, what)

    return run


@ptx_rule("cp.async.bulk.prefetch.tensor")
def _tensor_prefetch_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """jax's ``async_prefetch`` (launch_context.py:1923-1929 at jax-v0.10.2):
    ``@$0 cp.async.bulk.prefetch.tensor.{rank}d.L2.global.tile [$1, {$2, ...}];``, the nvvm op's
    semantics."""
    ops, at_ = ins.operands, ins.attrs
    if (len(ops) != 1 or not isinstance(ops[0], TensorAt) or at_["src_space"] is not None
            or sorted(m for m in ins.modifiers if m != f"{at_['rank']}d") != ["L2", "global", "tile"]):
        raise p.error(diag.PTX_PREFETCH_FORM_UNSUPPORTED.format(opcode=ins.opcode, split=' '.join(parsed.asm.split())))
    if len(ops[0].coords) != at_["rank"]:
        raise p.error(diag.PTX_PREFETCH_COORDINATE_COUNT.format(rank=at_['rank'], n_coords=len(ops[0].coords),
                                                                ins_text=ins.text))
    what = f"the tensor prefetch at {location_of(p.op)}"

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        v = [per_thread_value(o, args, ctx.T) for o in (ops[0].tmap, *ops[0].coords)]
        for i in acting(ctx, ins, args).tolist():
            tensor_prefetch(ctx, int(v[0][i]), [int(c[i]) for c in v[1:]], what)

    return run


@handler(CpAsyncBulkTensorReduceOp)
def _tma_reduce(p: Prep):
    desc, src = p.slot(p.op.tmaDescriptor), p.slot(p.op.srcMem)
    coords = [p.slot(c) for c in p.op.coordinates]
    red = p.op.redKind.data.value  # nvvm TMAReduxKind: tma.tma_store's reduce_op
    loc = location_of(p.op)

    def run(ctx: Context, R: Registers):
        T = ctx.T
        for i in active(ctx):
            issue_tma_store(ctx, int(per_thread(R[desc], T)[i]), int(per_thread(R[src], T)[i]),
                            [int(per_thread(R[s], T)[i]) for s in coords], f"the TMA reduction at {loc}", red)

    return run


@ptx_rule("cp.async.bulk.tensor", "cp.reduce.async.bulk.tensor")
def _tma_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """jax's inline-PTX TMAs (launch_context.py:1630-1640, :1805-1812 and :1838 at jax-v0.10.2): a
    store (tile::scatter4) or reduction ``[tmap, {coords}], [src]``; a load (tile::gather4, or
    tile.cta_group::2 with an optional multicast mask) ``[dst], [tmap, {coords}], [mbar]{, mask}``
    into shared::cta (each multicast CTA's); jax's cta_group::2 form signals the barrier of a CTA
    of the pair, whose address the block's ``mapa.shared::cluster`` makes (ptx.Mapa), or jax 0.12's
    mapa of its own before the block (a shared::cluster pointer operand). The nvvm ops' semantics."""
    at_, mods = ins.attrs, ins.modifiers
    if any(m.startswith("im2col") for m in mods):
        raise p.error(diag.IM2COL_UNSUPPORTED.format(ins_text=ins.text))
    mode = next((m for m in mods if m.startswith("tile")), None)
    four = mode in ("tile::gather4", "tile::scatter4")
    store, pair, multicast = at_["dst_space"] == "global", "cta_group::2" in mods, "multicast::cluster" in mods
    if store:
        form = ("global", "shared::cta", "bulk_group", ("tile", "tile::scatter4") if at_.get("op") is None else ("tile",))
    else:  # (a load without a mode is a tile load, PTX ISA 9.1 §9.7.9.25.5.3: .load_mode defaults to .tile)
        form = ("shared::cluster" if multicast else "shared::cta", "global", "mbarrier::complete_tx::bytes",
                ("tile",) if pair else (None, "tile", "tile::gather4"))
    ops = ins.operands
    tens = ops[0] if store else ops[1] if len(ops) > 1 else None
    # the barrier's cluster address: a mapa in the block (jax 0.10.2), or an !llvm.ptr<7> input a mapa of its
    # own made (jax 0.12: utils.py get_cluster_ptr at jax-v0.12.0.1), which names its CTA by its rank bits
    bar_is_cluster = not store and len(ops) > 2 and isinstance(ops[2], Mem) and (
        isinstance(ops[2].addr, Mapa) or operand_space(p, parsed, ops[2]) == CLUSTER)
    if ((at_["dst_space"], at_["src_space"], at_["completion"]) != form[:3] or mode not in form[3]
            or len(ops) != (2 if store else 3 + multicast) or not isinstance(tens, TensorAt)
            or any(m.startswith("L2") or m in ("cta_group::1",) for m in mods) or (multicast and four)
            or (bar_is_cluster and not pair)):
        raise p.error(diag.PTX_TMA_FORM_UNSUPPORTED.format(opcode=ins.opcode, split=' '.join(parsed.asm.split())))
    ncoords = len(tens.coords)
    _check_four_rows(p, four, f"{mode} {'TMA store' if store else 'TMA load'}", ncoords)
    if not four and ncoords != at_["rank"]:
        raise p.error(diag.PTX_TMA_COORDINATE_COUNT.format(rank=at_['rank'], ncoords=ncoords, ins_text=ins.text))
    what = f"the {'TMA reduction' if at_.get('op') else 'TMA store' if store else 'TMA load'} at {location_of(p.op)}"

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        T = ctx.T
        v = [per_thread_value(o, args, T) for o in (tens.tmap, *tens.coords)]
        mem = [per_thread_value(o, args, T) for o in ops if not isinstance(o, TensorAt)]
        idx = acting(ctx, ins, args)
        if ctx.batch is not None and not four and at_.get("op") is None:  # (the nvvm ops' batched copies)
            one = lambda i, tm: _tma_one(ctx, i, v, mem, tm)  # noqa: E731
            if (store_batch(ctx, idx, mem[0], v[0], v[1:], what, one) if store else not (multicast or pair)
                    and load_batch(ctx, idx, mem[0], v[0], mem[1], v[1:], what, one)):
                return
        for i in idx.tolist():
            with issued_by(ctx, i):
                _tma_one(ctx, i, v, mem)

    def _tma_one(ctx, i, v, mem, tm=None):
        cctx, desc, coords = issuer(ctx, i), int(v[0][i]), [int(c[i]) for c in v[1:]]
        if store:
            issue_tma_store(cctx, desc, int(mem[0][i]), coords, what, at_.get("op"), four, tm)
            return
        dst, bar = int(mem[0][i]), int(mem[1][i])
        ranks = _load_ranks(cctx, SMEM, dst, int(mem[2][i]) if multicast else None)
        bar_rank = None
        if pair:
            bar_rank = cta_pair_barrier(cctx, ranks, bar if bar_is_cluster else cctx.cta.rank << CLUSTER_SHIFT | bar)
        tma_load(cctx, tm or read_tensor_map(cctx, desc), coords, ranks, dst & CLUSTER_MASK, bar & CLUSTER_MASK, what,
                 bar_rank, gather=four)

    return Prepared(run, batch_native=True)  # (load_batch and store_batch; else issuer by issuer)


def bulk_copy_to_global(ctx: Context, dst: int, src: int, nbytes: int):
    """cp.async.bulk.global.shared::cta: SMEM -> GMEM, contiguous (tma.bulk_copy), done at once."""
    if nbytes == 0:
        return
    a = ctx.machine.heap.find(dst, nbytes)
    if a.readonly:
        raise EmulatorError(diag.BULK_INTO_READ_ONLY.format(a_name=a.name))
    ctx.machine.heap.accessed(ctx, a, dst - a.base, nbytes, write=True)
    tma.bulk_copy(a.data, dst - a.base, ctx.cta.smem, src, nbytes)
    settle_grid(ctx)
    ctx.machine.stats.bytes_read[SMEM] += nbytes
    ctx.machine.stats.bytes_written[GENERIC] += nbytes


def bulk_copies_to_global(ctx: Context, threads, dst, src, sizes, what: str) -> None:
    """The bulk copies SMEM -> GMEM of the threads ``threads`` (per-thread destination, source and
    byte count): each records its SMEM read as the async proxy's (hazards.py), then copies."""
    for i in threads:
        s, d, n = int(src[i]), int(dst[i]), int(sizes[i])
        with issued_by(ctx, i):
            ctx.cta.hazards.async_read(ctx, s, s + n, what)
        bulk_copy_to_global(ctx, d, s, n)


def bulk_copy_to_shared(ctx: Context, space, dst: int, src: int, nbytes: int, bar: int, what: str) -> None:
    """cp.async.bulk.shared::{cta,cluster}.global.mbarrier::complete_tx::bytes: GMEM -> the SMEM at
    ``dst`` (of ``space``: this CTA's, or a CTA of the cluster), contiguous (tma.bulk_copy), done at
    once; complete-tx of ``nbytes`` on the mbarrier at ``bar`` (same space). The bytes are the
    async proxy's until that phase is observed (hazards.py)."""
    cta = ctx.cta
    if space == CLUSTER:
        cta = cta.cluster.ctas[dst >> CLUSTER_SHIFT]
        dst &= CLUSTER_MASK
    a = ctx.machine.heap.find(src, max(nbytes, 1))
    ctx.machine.heap.accessed(ctx, a, src - a.base, nbytes)
    tma.bulk_copy(cta.smem, dst, a.contents, src - a.base, nbytes)
    ctx.machine.stats.bytes_read[GENERIC] += nbytes
    ctx.machine.stats.bytes_written[SMEM] += nbytes
    b = mbarrier_at(ctx, space, bar)
    if cta.hazards.rd:
        cta.hazards.check_async_write(ctx, dst, dst + nbytes, what, b)
    cta.hazards.add_incoming(dst, dst + nbytes, b, b.phase, what)
    complete_tx(ctx, b, nbytes)


@ptx_rule("cp.async.bulk")
def _bulk(p: Prep, parsed: InlineAsm, ins: Instr):
    """The non-tensor bulk copies jax spells in inline PTX (launch_context.py:1740-1760 at
    jax-v0.10.2): ``cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [dst], [src],
    size, [mbar]`` (also into .shared::cluster) and ``cp.async.bulk.global.shared::cta.bulk_group
    [dst], [src], size``."""
    at = ins.attrs
    dst_space, src_space, completion = at.get("dst_space") or "", at.get("src_space") or "", at.get("completion")
    to_global = dst_space.startswith("global") and src_space.startswith("shared") and completion == "bulk_group"
    to_shared = dst_space in ("shared::cta", "shared::cluster") and src_space == "global" \
        and completion == "mbarrier::complete_tx::bytes"
    if not (to_global and len(ins.operands) == 3 or to_shared and len(ins.operands) == 4) \
            or any(m.startswith(("L2", "multicast")) for m in ins.modifiers):
        raise p.error(diag.PTX_BULK_FORM_UNSUPPORTED.format(src=src_space or None, dst=dst_space or None,
                                                            completion=completion, ins_text=ins.text))
    what = f"the bulk copy at {location_of(p.op)}"
    space = SMEM if dst_space == "shared::cta" else CLUSTER

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        T = ctx.T
        dst, src, n = (per_thread_value(o, args, T) for o in ins.operands[:3])
        if to_global:
            bulk_copies_to_global(ctx, acting(ctx, ins, args), dst, src, n, what)
            return
        bar = per_thread_value(ins.operands[3], args, T)
        for i in acting(ctx, ins, args).tolist():
            with issued_by(ctx, i):
                bulk_copy_to_shared(ctx, space, int(dst[i]), int(src[i]), int(n[i]), int(bar[i]), what)

    return run


@handler(CpAsyncBulkSharedCTAToGlobalOp)
def _bulk_s2g(p: Prep):
    dst, src, size = p.slot(p.op.dstMem), p.slot(p.op.srcMem), p.slot(p.op.size)
    loc = location_of(p.op)

    def run(ctx: Context, R: Registers):
        T = ctx.T
        bulk_copies_to_global(ctx, active(ctx), per_thread(R[dst], T), per_thread(R[src], T), per_thread(R[size], T),
                              f"the bulk copy at {loc}")

    return run


@handler(CpAsyncBulkGlobalToSharedClusterOp)
def _bulk_g2s(p: Prep):
    op = p.op
    dst, src, bar, size = p.slot(op.dstMem), p.slot(op.srcMem), p.slot(op.mbar), p.slot(op.size)
    if op.multicastMask is not None:
        raise p.error(diag.BULK_MULTICAST_UNSUPPORTED)
    dspace = ptr_space(p.in_types[0])
    loc = location_of(p.op)

    def run(ctx: Context, R: Registers):
        T = ctx.T
        for i in active(ctx):
            with issued_by(ctx, i):
                bulk_copy_to_shared(ctx, dspace, int(per_thread(R[dst], T)[i]), int(per_thread(R[src], T)[i]),
                                int(per_thread(R[size], T)[i]), int(per_thread(R[bar], T)[i]),
                                f"the bulk copy at {loc}")

    return run


def bulk_commit(ctx: Context) -> None:
    """``cp.async.bulk.commit_group``: the active threads' bulk copies since their last commit form a
    bulk async-group (hazards.py)."""
    for cctx, _ in threads_by_cta(ctx, active(ctx)):
        cctx.cta.hazards.commit(cctx.name)


def bulk_wait(ctx: Context, n: int) -> None:
    """``cp.async.bulk.wait_group{.read} n``: copies complete at issue, so only the hazard bookkeeping
    changes (all but the ``n`` most recent groups are complete)."""
    for cctx, _ in threads_by_cta(ctx, active(ctx)):
        cctx.cta.hazards.wait_group(cctx.name, n)


@handler(CpAsyncBulkCommitGroupOp, batch_native=True)
def _commit_group(p: Prep):
    return lambda ctx, R: bulk_commit(ctx)


@handler(CpAsyncBulkWaitGroupOp, batch_native=True)
def _wait_group(p: Prep):
    n = p.int_prop("group", 0)
    return lambda ctx, R: bulk_wait(ctx, n)


@ptx_rule("cp.async.bulk.commit_group")
def _commit_group_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``cp.async.bulk.commit_group`` (PTX ISA 9.1, "cp.async.bulk.commit_group"); jax's (primitives.py:2065-2072 at
    jax-v0.12.0.1). The nvvm op's semantics."""
    if ins.operands or ins.predicate is not None or ins.modifiers:
        raise p.error(diag.PTX_COMMIT_GROUP_FORM.format(ins_text=ins.text))
    return Prepared(lambda ctx, R: bulk_commit(ctx), batch_native=True)


@ptx_rule("cp.async.bulk.wait_group")
def _wait_group_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``cp.async.bulk.wait_group{.read} N`` (PTX ISA 9.1, "cp.async.bulk.wait_group"), N an immediate. The nvvm
    op's semantics."""
    if (len(ins.operands) != 1 or not isinstance(ins.operands[0], Imm) or ins.predicate is not None
            or set(ins.modifiers) - {"read"}):
        raise p.error(diag.PTX_WAIT_GROUP_FORM.format(ins_text=ins.text))
    n = ins.operands[0].value
    return Prepared(lambda ctx, R: bulk_wait(ctx, n), batch_native=True)


@ptx_rule("prefetch.tensormap")
def _prefetch_tensormap_ptx(p: Prep, parsed: InlineAsm, ins: Instr) -> None:
    """``prefetch{.tensormap_space}.tensormap [a]`` (PTX ISA 9.1, "prefetch, prefetchu"); jax's
    ``prefetch.tensormap [$0];`` (utils.py:1207-1222 at jax-v0.12.0.1): it brings a tensor map
    into a cache, a hint that changes no value and orders nothing, so it has nothing to do."""
    if len(ins.operands) != 1 or not isinstance(ins.operands[0], Mem):
        raise p.error(diag.PTX_PREFETCH_TENSORMAP_FORM.format(ins_text=ins.text))
    return None
