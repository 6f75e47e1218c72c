"""Special registers: ``nvvm.read.ptx.sreg.*`` (PTX ISA 9.1 §10: %tid, %ntid, %ctaid, %nctaid,
%laneid, %warpid and the cluster registers), each an int32 per thread or for all."""

from __future__ import annotations

import numpy as np

from mgpu.arch import WARP_SIZE
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


# static sources: the thread index and the launch geometry (program.Program.static)
for _i, _d in enumerate("xyz"):
    handler(f"nvvm.read.ptx.sreg.tid.{_d}", static_source=True)(_sreg(lambda ctx, i=_i: thread_xyz(ctx)[i]))
    handler(f"nvvm.read.ptx.sreg.ntid.{_d}", static_source=True)(_sreg(lambda ctx, i=_i: [ctx.block[i]]))
    handler(f"nvvm.read.ptx.sreg.ctaid.{_d}")(_sreg(lambda ctx, i=_i: [ctx.cta.block_id[i]]))
    handler(f"nvvm.read.ptx.sreg.nctaid.{_d}", static_source=True)(_sreg(lambda ctx, i=_i: [ctx.grid[i]]))
    handler(f"nvvm.read.ptx.sreg.cluster.ctaid.{_d}")(_sreg(lambda ctx, i=_i: [ctx.cta.cluster_id[i]]))
    handler(f"nvvm.read.ptx.sreg.cluster.nctaid.{_d}")(_sreg(lambda ctx, i=_i: [ctx.cluster_shape[i]]))
    handler(f"nvvm.read.ptx.sreg.clusterid.{_d}")(
        _sreg(lambda ctx, i=_i: [ctx.cta.block_id[i] // ctx.cluster_shape[i]]))


handler("nvvm.read.ptx.sreg.laneid", static_source=True)(_sreg(lane_of))
handler("nvvm.read.ptx.sreg.warpid", static_source=True)(_sreg(lambda ctx: ctx.tid // WARP_SIZE))
handler("nvvm.read.ptx.sreg.cluster.ctarank")(_sreg(lambda ctx: [ctx.cta.rank]))
handler("nvvm.read.ptx.sreg.cluster.nctarank")(_sreg(lambda ctx: [len(ctx.cta.cluster.ctas)]))
