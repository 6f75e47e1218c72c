"""Cluster launch control: ``clusterlaunchcontrol.try_cancel`` (PTX ISA 9.1,
"clusterlaunchcontrol.try_cancel") in its nvvm and inline-PTX spellings, and jax's inline-PTX block
that decodes a response (``clusterlaunchcontrol.query_cancel``, utils.py:2229-2235 at jax-v0.10.2).
The scheduler that answers and the decoding of its response (``query_cancel``) are
mgpu.emulator.cluster_launch.

The request is asynchronous and, as the emulator's copies do, completes at issue: the 16-byte
response lands in SMEM (of every CTA of the cluster with ``.multicast::cluster::all``) and completes
16 bytes of tx on the mbarrier at the same offset; the bytes are the request's until a wait on that
barrier returns (hazards.py, as a TMA load's).
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics import location_of
from mgpu.dialect.diagnostics.emulator import sync as diag
from mgpu.dialect.nvvm.attrs import ClusterLaunchControlQueryType
from mgpu.dialect.nvvm.cluster_launch import ClusterLaunchControlQueryCancelOp, ClusterLaunchControlTryCancelOp
from mgpu.emulator import memory
from mgpu.emulator.cluster_launch import RESPONSE_BYTES, query_cancel
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.mbarrier import complete_tx, mbarrier_at
from mgpu.emulator.handlers.ptx_operands import (acting, from_register_bits, per_thread_value, ptx_args,
                                                 result_dtypes, set_outputs)
from mgpu.emulator.handlers.registry import handler, ptx_rule
from mgpu.emulator.lanes import active, per_thread
from mgpu.emulator.machine import Context
from mgpu.emulator.memory import CLUSTER_SHIFT
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import Arg, InlineAsm, Instr, Local, Mem, Vec, evaluate
from mgpu.emulator.response_proxy import check_response_write
from mgpu.emulator.types import CLUSTER, SMEM


def try_cancel(ctx: Context, idx: np.ndarray, addrs, bars, multicast: bool, what: str) -> None:
    """The threads ``idx`` of ``ctx`` each request the cancellation of a cluster: each response goes
    to the CTA-relative SMEM address ``addrs`` and completes tx on the mbarrier at ``bars`` (of the
    executing CTA, or of every CTA of its cluster with ``multicast``)."""
    a, b = per_thread(addrs, ctx.T), per_thread(bars, ctx.T)
    cta = ctx.cta
    targets = cta.cluster.ctas if multicast else [cta]
    for i in idx.tolist():
        response = ctx.machine.clusters.try_cancel(cta.block_id)
        addr, bar = int(a[i]), int(b[i])
        for t in targets:
            if addr < 0 or addr % RESPONSE_BYTES or addr + RESPONSE_BYTES > t.smem.size:
                raise EmulatorError(diag.TRY_CANCEL_RESPONSE_MISALIGNED.format(addr=addr, size=t.smem.size))
            m = mbarrier_at(ctx, CLUSTER, t.rank << CLUSTER_SHIFT | bar)
            hz = t.hazards
            if hz.rd:
                hz.check_async_write(ctx, addr, addr + RESPONSE_BYTES, what, m)
            check_response_write(ctx, i, t, addr, addr + RESPONSE_BYTES, what)
            t.smem[addr:addr + RESPONSE_BYTES] = response
            hz.add_incoming(addr, addr + RESPONSE_BYTES, m, m.phase, what)
            complete_tx(ctx, m, RESPONSE_BYTES)


@handler(ClusterLaunchControlTryCancelOp)
def _try_cancel(p: Prep):
    addr, bar = p.ins
    multicast = p.op.multicast is not None
    what = f"the clusterlaunchcontrol.try_cancel at {location_of(p.op)}"

    def run(ctx: Context, R: Registers):
        try_cancel(ctx, active(ctx), R[addr], R[bar], multicast, what)

    return run


_NVVM_QUERIES = {ClusterLaunchControlQueryType.IS_CANCELED: "is_canceled",
                 **{getattr(ClusterLaunchControlQueryType, f"GET_FIRST_CTA_ID_{a.upper()}"): f"get_first_ctaid::{a}"
                    for a in "xyz"}}


@handler(ClusterLaunchControlQueryCancelOp)
def _query_cancel(p: Prep):
    """``nvvm.clusterlaunchcontrol.query.cancel``: a query of a response, an i128 held as its four
    32-bit words (handlers/llvm.py), by each active thread."""
    (resp,), (r,) = p.ins, p.outs
    q = _NVVM_QUERIES[p.op.query_type.data]
    dt = np.dtype(np.bool_ if q == "is_canceled" else np.int32)

    def run(ctx: Context, R: Registers):
        T, idx = ctx.T, active(ctx)
        words = per_thread(np.asarray(R[resp]).reshape(-1, 4), T)
        out = np.zeros(T, dt)
        out[idx] = [query_cancel(words[t], q) for t in idx.tolist()]
        R[r] = out

    return run


@ptx_rule("clusterlaunchcontrol.try_cancel")
def _try_cancel_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    # @p clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes
    #    {.multicast::cluster::all}.b128 [addr], [mbar]
    multicast = "multicast::cluster::all" in ins.modifiers
    what = f"the clusterlaunchcontrol.try_cancel at {location_of(p.op)}"

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        T = ctx.T
        try_cancel(ctx, acting(ctx, ins, args), per_thread_value(ins.operands[0], args, T),
                   per_thread_value(ins.operands[1], args, T), multicast, what)

    return run


_QUERIES = {("is_canceled", "pred"): ("is_canceled",), ("get_first_ctaid", "v4", "b32"): ("x", "y", "z", None),
            **{(f"get_first_ctaid::{a}", "b32"): (a,) for a in "xyz"}}
"""query_cancel's modifiers (before .b128) -> what each destination field gets (None: nothing, ``_``)."""


@ptx_rule("clusterlaunchcontrol.query_cancel", whole_block=True)
def _query_cancel_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``{ .reg .b128 h; ld.shared.b128 h, [$a]; clusterlaunchcontrol.query_cancel.<q>.b128 d, h; ... }``:
    the response's 16 bytes read from SMEM into a b128 register, then each query of it, in order
    (a predicated one only where its predicate holds; an output it does not write is 0)."""
    shown = " ".join(parsed.asm.split())
    steps = []
    for i in parsed.instructions:
        dst, src = (i.operands + (None, None))[:2]
        if i.opcode == "ld" and i.modifiers in (("shared", "b128"), ("shared::cta", "b128")) \
                and isinstance(dst, Local) and isinstance(src, Mem) and i.predicate is None:
            steps.append((i, None))
        elif i.opcode == "clusterlaunchcontrol.query_cancel" and i.modifiers[-1:] == ("b128",) \
                and i.modifiers[:-1] in _QUERIES and isinstance(src, Local) \
                and len(dst.items if isinstance(dst, Vec) else (dst,)) == len(_QUERIES[i.modifiers[:-1]]) \
                and all(isinstance(d, Arg) or d == Local("_") for d in (dst.items if isinstance(dst, Vec) else (dst,))):
            steps.append((i, _QUERIES[i.modifiers[:-1]]))
        else:
            raise p.error(diag.PTX_CANCEL_RESPONSE_FORM.format(shown=shown, i_text=i.text))
    dtypes, outs, n_out = result_dtypes(p, parsed), p.outs, len(parsed.outputs)

    def run(ctx: Context, R: Registers):
        T, idx = ctx.T, active(ctx)
        regs: dict = {n_out + k: R[s] for k, s in enumerate(p.ins)}
        for i, fields in steps:
            dst, src = i.operands
            if fields is None:  # the load of the response
                addrs = per_thread(np.asarray(evaluate(src, regs)), T).astype(np.int64)
                regs[dst.name] = memory.load(ctx, SMEM, addrs, np.dtype(np.uint32), (4,))
                continue
            on = idx if i.predicate is None else idx[per_thread(np.asarray(evaluate(i.predicate, regs)), T)[idx]
                                                     .astype(bool)]
            words = regs[src.name]
            for d, f in zip(dst.items if isinstance(dst, Vec) else (dst,), fields):
                if f is None or isinstance(d, Local):  # (a sink, _)
                    continue
                v = np.zeros(T, np.uint32) if d.n not in regs else per_thread(regs[d.n], T).copy()
                q = "is_canceled" if f == "is_canceled" else f"get_first_ctaid::{f}"
                v[on] = [query_cancel(words[t], q) for t in on.tolist()]
                regs[d.n] = v
        set_outputs(R, outs, tuple(from_register_bits(regs.get(n, np.zeros(T, np.uint32)), dt)
                                   for n, dt in enumerate(dtypes)))

    return run
