"""Cluster launch control: ``clusterlaunchcontrol.try_cancel`` (PTX ISA 9.1,
"clusterlaunchcontrol.try_cancel") in its nvvm and inline-PTX spellings. The scheduler that answers
and the decoding of its response (``query_cancel``) are mgpu.emulator.cluster_launch.

The request is asynchronous and, as the emulator's copies do, completes at issue: the 16-byte
response lands in SMEM (of every CTA of the cluster with ``.multicast::cluster::all``) and completes
16 bytes of tx on the mbarrier at the same offset; the bytes are the request's until a wait on that
barrier returns (hazards.py, as a TMA load's).
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics import location_of
from mgpu.dialect.nvvm.cluster_launch import ClusterLaunchControlTryCancelOp
from mgpu.emulator.cluster_launch import RESPONSE_BYTES
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.mbarrier import complete_tx, mbarrier_at
from mgpu.emulator.handlers.ptx_operands import acting, per_thread_value, ptx_args
from mgpu.emulator.handlers.registry import handler, ptx_rule
from mgpu.emulator.lanes import active, per_thread
from mgpu.emulator.machine import Context
from mgpu.emulator.memory import CLUSTER_SHIFT
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import InlineAsm, Instr
from mgpu.emulator.types import CLUSTER


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
                raise EmulatorError(f"clusterlaunchcontrol.try_cancel: the response address {addr:#x} is not a "
                                    f"16-byte aligned place in the CTA's {t.smem.size} bytes of shared memory")
            m = mbarrier_at(ctx, CLUSTER, t.rank << CLUSTER_SHIFT | bar)
            hz = t.hazards
            if hz.rd:
                hz.check_async_write(ctx, addr, addr + RESPONSE_BYTES, what, m)
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
