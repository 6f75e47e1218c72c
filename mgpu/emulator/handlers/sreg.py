"""Special registers: ``nvvm.read.ptx.sreg.*`` (PTX ISA 9.1 §10: %tid, %ntid, %ctaid, %nctaid,
%laneid, %warpid and the cluster registers), each an int32 per thread or for all."""

from __future__ import annotations

import numpy as np
from xdsl.irdl import IRDLOperation

from mgpu.arch import WARP_SIZE
from mgpu.dialect.nvvm.sreg import REGISTERS, SPECIAL_REGISTER_OPS, XYZ
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.registry import handler
from mgpu.emulator.lanes import lane_of, thread_xyz
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep


def _sreg(fn):
    """The factory of a special register whose value ``fn(ctx)`` computes."""

    def factory(p: Prep):
        r = p.outs[0]
        dt = np.int32

        def run(ctx: Context, R: Registers):
            R[r] = np.asarray(fn(ctx), np.int64).astype(dt).reshape(-1)

        return run

    return factory


def _op(register: str) -> type[IRDLOperation]:
    """The op class of special register ``register`` (its name after ``nvvm.read.ptx.sreg.``)."""
    return SPECIAL_REGISTER_OPS[REGISTERS.index(register)]


# static sources: the thread index and the launch geometry (program.Program.static)
for _i, _d in enumerate(XYZ):
    handler(_op(f"tid.{_d}"), static_source=True)(_sreg(lambda ctx, i=_i: thread_xyz(ctx)[i]))
    handler(_op(f"ntid.{_d}"), static_source=True)(_sreg(lambda ctx, i=_i: [ctx.block[i]]))
    handler(_op(f"ctaid.{_d}"))(_sreg(lambda ctx, i=_i: [ctx.cta.block_id[i]]))
    handler(_op(f"nctaid.{_d}"), static_source=True)(_sreg(lambda ctx, i=_i: [ctx.grid[i]]))
    handler(_op(f"cluster.ctaid.{_d}"))(_sreg(lambda ctx, i=_i: [ctx.cta.cluster_id[i]]))
    handler(_op(f"cluster.nctaid.{_d}"))(_sreg(lambda ctx, i=_i: [ctx.cluster_shape[i]]))
    handler(_op(f"clusterid.{_d}"))(_sreg(lambda ctx, i=_i: [ctx.cta.block_id[i] // ctx.cluster_shape[i]]))


handler(_op("laneid"), static_source=True)(_sreg(lane_of))
handler(_op("warpid"), static_source=True)(_sreg(lambda ctx: ctx.tid // WARP_SIZE))
handler(_op("cluster.ctarank"))(_sreg(lambda ctx: [ctx.cta.rank]))
handler(_op("cluster.nctarank"))(_sreg(lambda ctx: [len(ctx.cta.cluster.ctas)]))
