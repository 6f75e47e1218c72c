"""Remote SMEM: st.async and red.async (PTX ISA 9.1 §9.7.9.12, §9.7.13.7), stores and reductions
into a cluster CTA's shared memory that complete-tx on its mbarrier, and nvvm.mapa (§9.7.9.21),
which makes the cluster addresses they use (rank << CLUSTER_SHIFT | CTA offset, memory.py)."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.llvm import LLVMPointerType

from mgpu.dialect.diagnostics.emulator import memory as diag
from mgpu.dialect.nvvm.cluster import MapaOp
from mgpu.dialect.diagnostics import location_of
from mgpu.emulator import memory
from mgpu.emulator.atomics import RED_DTYPES, apply_red
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.addressing import pointer_pattern
from mgpu.emulator.handlers.mbarrier import complete_tx, mbarrier_at
from mgpu.emulator.handlers.ptx_operands import acting, evaluated, per_thread_value, ptx_args
from mgpu.emulator.handlers.registry import handler, ptx_rule
from mgpu.emulator.lanes import per_thread
from mgpu.emulator.machine import Context
from mgpu.emulator.memory import CLUSTER_MASK, CLUSTER_SHIFT
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import Arg, InlineAsm, Instr, Mem
from mgpu.emulator.types import CLUSTER, ptr_space


def mapa(addr, rank, from_cluster: bool) -> np.ndarray:
    """The cluster address of SMEM address ``addr`` (the executing CTA's; with ``from_cluster``
    already a cluster address) in the CTA of cluster rank ``rank``: rank << CLUSTER_SHIFT | CTA
    offset (memory.py)."""
    a = np.asarray(addr).astype(np.int64)
    return memory.cluster_address(a & CLUSTER_MASK if from_cluster else a, rank)


@handler(MapaOp)
def _mapa(p: Prep):
    ptr, rank = p.ins
    r = p.outs[0]
    from_cluster = ptr_space(p.in_types[0]) == CLUSTER

    def run(ctx: Context, R: Registers):
        R[r] = mapa(R[ptr], R[rank], from_cluster)

    return run


@ptx_rule("mapa")
def _mapa_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    # mapa.shared::cluster.{u64,u32} d, a, b (d: the asm's one output). jax 0.12 writes the .u32 form
    # into an "=r" output typed !llvm.ptr<7> (utils.py get_cluster_ptr at jax-v0.12.0.1): a pointer,
    # whose bits nothing reads but an address operand, so the emulator's wider cluster address
    # (rank << CLUSTER_SHIFT | offset) stands for it; an integer result would have to hold the bits.
    outs = parsed.outputs
    if ins.predicate is not None or len(outs) != 1 or ins.operands[0] != Arg(0):
        raise p.error(diag.MAPA_FORM_UNSUPPORTED.format(ins_text=ins.text))
    if outs[0].kind != "l" and not isinstance(p.out_types[0], LLVMPointerType):
        raise p.error(diag.MAPA_32_BIT_UNSUPPORTED.format(type=p.out_types[0], cluster_shift=CLUSTER_SHIFT))
    r = p.outs[0]

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        R[r] = mapa(evaluated(ins.operands[1], args), evaluated(ins.operands[2], args), True)

    return run


class _Remote:
    """Where one st.async/red.async lands: the target CTA, the SMEM byte offsets of the acting
    threads, their bounds [lo, hi] and the register values and barrier addresses of those threads;
    ``checked``: the offsets are known to be aligned, in bounds and distinct."""

    __slots__ = ("cta", "offs", "lo", "hi", "vals", "bars", "checked")

    def __init__(self, cta, offs, lo, hi, vals, bars, checked):
        self.cta, self.offs, self.lo, self.hi = cta, offs, lo, hi
        self.vals, self.bars, self.checked = vals, bars, checked


def _remote_rule(p: Prep, parsed: InlineAsm, ins: Instr):
    """The resolver ``(ctx, R, args) -> _Remote | None`` (None: no thread acts) of a per-thread
    remote store: when its address is a uniform pointer plus static offsets (addressing.pointer_pattern)
    and the whole warpgroup acts, from the pattern's precomputed checks; else thread by thread."""
    eb = int(ins.attrs["nbytes"])
    addr = ins.operands[0]
    fast = None
    if (ins.predicate is None and isinstance(addr, Mem) and isinstance(addr.addr, Arg)
            and addr.addr.n >= len(parsed.outputs)):
        pp = pointer_pattern(p, addr.addr.n - len(parsed.outputs))  # $N -> operand (ptx_args)
        fast = None if pp is None else pp.get

    def resolve(ctx: Context, R: Registers, args):
        if fast is not None and ctx.mask is None:
            r = _pattern_remote(ctx, fast(ctx, R), ins, args, eb)
            if r is not None:
                return r
        idx = acting(ctx, ins, args)
        if idx.size == 0:
            return None
        T = ctx.T
        cta, offs = _cluster_target(ctx, per_thread_value(addr, args, T)[idx])
        vals = per_thread(evaluated(ins.operands[1], args), T)[idx]
        return _Remote(cta, offs, int(offs.min()), int(offs.max()), vals,
                       per_thread_value(ins.operands[2], args, T)[idx], False)

    return resolve


def _pattern_remote(ctx: Context, bp, ins, args, eb: int):
    """The fast resolution of :func:`_remote_rule`, or None when the pattern does not apply
    (no uniform base, several target CTAs, misaligned, out of bounds or repeated offsets)."""
    if bp is None:
        return None
    base, pat = bp
    T = ctx.T
    rank, off = base >> CLUSTER_SHIFT, base & CLUSTER_MASK
    ctas = ctx.cta.cluster.ctas
    lo, hi = off + pat.lo, off + pat.hi
    if pat.offs.shape[0] != T or not 0 <= rank < len(ctas) or lo < 0 or hi > CLUSTER_MASK:
        return None
    cta = ctas[rank]
    if off % eb or pat.align < eb or hi + eb > cta.smem.size or not pat.distinct:
        return None
    return _Remote(cta, pat.at(off, eb, 1)[0], lo, hi, per_thread(evaluated(ins.operands[1], args), T),
                   evaluated(ins.operands[2], args).reshape(-1), True)


def _cluster_target(ctx: Context, addrs):
    ranks = addrs >> CLUSTER_SHIFT
    r0 = int(ranks[0])
    if not (ranks == r0).all():
        raise EmulatorError(diag.ASYNC_STORE_SEVERAL_CTAS)
    cl = ctx.cta.cluster
    if not 0 <= r0 < len(cl.ctas):
        raise EmulatorError(diag.ASYNC_STORE_RANK_OUT_OF_RANGE.format(r0=r0, n_ctas=len(cl.ctas)))
    return cl.ctas[r0], addrs & CLUSTER_MASK


def _complete(ctx: Context, tgt: _Remote, eb: int, what: str):
    """complete-tx(bytes) on the target barriers; the written bytes stay the async proxy's until a
    thread of the target CTA observes that phase (hazards.py)."""
    bars = tgt.bars
    if bars.shape[0] == 1 or (bars == bars[0]).all():
        return _complete_one(ctx, int(bars[0]), tgt.offs, tgt.lo, tgt.hi, tgt.cta, eb, what)
    for a in np.unique(bars):
        offs = tgt.offs[bars == a]
        _complete_one(ctx, int(a), offs, int(offs.min()), int(offs.max()), tgt.cta, eb, what)


def _complete_one(ctx: Context, bar: int, offs, lo: int, hi: int, cta, eb: int, what: str):
    bobj = mbarrier_at(ctx, CLUSTER, bar)
    hz = cta.hazards
    if hz.rd:
        hz.check_async_write(ctx, 0, 0, what, bobj, offs, eb)
    hz.add_incoming(lo, hi + eb, bobj, bobj.phase, what)
    complete_tx(ctx, bobj, offs.shape[0] * eb)


def _words(v, eb: int, dt) -> np.ndarray:
    """The register values (one per thread) as (eb bytes) words of dtype dt (bit-for-bit)."""
    if v.dtype.itemsize == eb and v.ndim == 1:
        return v.view(dt)
    n = v.shape[0]
    raw = np.ascontiguousarray(v).view(np.uint8).reshape(n, -1)
    if raw.shape[1] < eb:
        raise EmulatorError(diag.REGISTER_SIZE_MISMATCH.format(nbytes=raw.shape[1], eb=eb))
    return np.ascontiguousarray(raw[:, :eb]).view(dt).reshape(-1)


def _remote_op(p: Prep, parsed, ins, eb: int, what: str, write):
    """The closure of a remote store (st.async / red.async): resolve the target (``_remote_rule``),
    ``write(ctx, target)`` the values, count the bytes, complete-tx on the target barriers."""
    resolve = _remote_rule(p, parsed, ins)

    def run(ctx: Context, R: Registers):
        tgt = resolve(ctx, R, ptx_args(p, parsed, R))
        if tgt is None:
            return None
        if tgt.cta.peers is not None:
            tgt.cta.peers.accessed(ctx)
        write(ctx, tgt)
        ctx.machine.stats.bytes_written[CLUSTER] += eb * tgt.offs.shape[0]
        _complete(ctx, tgt, eb, what)

    return run


@ptx_rule("st.async")
def _st_async(p: Prep, parsed: InlineAsm, ins: Instr):
    at = ins.attrs
    eb = int(at["nbytes"])
    if at.get("vec", 1) != 1:
        raise p.error(diag.ST_ASYNC_VECTOR_UNSUPPORTED)
    dt = np.dtype(f"u{eb}")

    def write(ctx: Context, tgt: _Remote):
        cta, offs = tgt.cta, tgt.offs
        if not tgt.checked:
            if (offs % eb).any():
                raise EmulatorError(diag.ST_ASYNC_MISALIGNED.format(eb=eb, offset=int(offs[(offs % eb) != 0][0])))
            if tgt.hi + eb > cta.smem.size:
                raise EmulatorError(diag.ST_ASYNC_OUT_OF_BOUNDS.format(hi=tgt.hi, size=cta.smem.size))
        memory.typed_view(cta.smem, dt)[offs // eb] = _words(tgt.vals, eb, dt)

    return _remote_op(p, parsed, ins, eb, f"the st.async at {location_of(p.op)}", write)


@ptx_rule("red.async")
def _red_async(p: Prep, parsed: InlineAsm, ins: Instr):
    at = ins.attrs
    op, ty, eb = at["op"], at["type"], int(at["nbytes"])
    dt = RED_DTYPES[ty]
    loc = location_of(p.op)

    def write(ctx: Context, tgt: _Remote):
        if tgt.cta is ctx.cta:
            ctx.machine.warn("red.async-self", diag.RED_ASYNC_OWN_CTA.format(loc=loc))
        apply_red(tgt.cta.smem, tgt.offs, _words(tgt.vals, eb, dt), op, ty, tgt.checked)

    return _remote_op(p, parsed, ins, eb, f"the red.async at {loc}", write)
