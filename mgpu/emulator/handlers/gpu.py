"""gpu dialect: launch, ids, dynamic shared memory, printf (gpu.barrier is in sync.py)."""

from __future__ import annotations

import numpy as np
from xdsl.dialects import gpu

from mgpu.arch import SMEM_PER_SM
from mgpu.dialect import gpu_ext
from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.emulator import printf_format
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.registry import handler
from mgpu.emulator.lanes import active, lane_of, per_thread, thread_xyz, uniform_int
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep

def _dim(p: Prep) -> int:
    """The index (x, y, z -> 0, 1, 2) of the ``dimension`` (gpu.DimensionAttr) of a gpu id/size op."""
    return tuple(gpu.DimensionEnum).index(p.op.dimension.data)


def _ids(getter):
    def factory(p: Prep):
        r = p.outs[0]
        d = _dim(p)

        def run(ctx: Context, R: Registers):
            R[r] = getter(ctx, d)

        return run

    return factory


def _u(v):
    return np.array([v], np.int64)


# static sources: the thread index and the launch geometry (program.Program.static)
handler(gpu.ThreadIdOp, static_source=True)(_ids(lambda ctx, d: thread_xyz(ctx)[d]))
handler(gpu.BlockDimOp, static_source=True)(_ids(lambda ctx, d: _u(ctx.block[d])))
handler(gpu.GridDimOp, static_source=True)(_ids(lambda ctx, d: _u(ctx.grid[d])))
handler(gpu_ext.ClusterDimBlocksOp, gpu_ext.ClusterDimOp, static_source=True)(
    _ids(lambda ctx, d: _u(ctx.cluster_shape[d])))
handler(gpu.LaneIdOp, static_source=True)(lambda p: (lambda ctx, R: R.__setitem__(p.outs[0], lane_of(ctx))))
# a batched context (machine.Batch: clusters of one CTA) has per-thread block ids in ctx.bids
handler(gpu.BlockIdOp, batch_native=True)(
    _ids(lambda ctx, d: _u(ctx.cta.block_id[d]) if ctx.bids is None else ctx.bids[d]))
handler(gpu_ext.ClusterBlockIdOp, batch_native=True)(
    _ids(lambda ctx, d: _u(ctx.cta.cluster_id[d]) if ctx.bids is None else _u(0)))
handler(gpu_ext.ClusterIdOp, batch_native=True)(
    _ids(lambda ctx, d: _u(ctx.cta.block_id[d] // ctx.cluster_shape[d]) if ctx.bids is None else ctx.bids[d]))


@handler(gpu_ext.DynamicSharedMemoryOp, static_source=True)
def _dsmem(p: Prep):
    r = p.outs[0]
    zero = np.zeros(1, np.int64)

    def run(ctx: Context, R: Registers):
        n = np.array([ctx.cta.smem.size], np.int64)
        R[r] = (zero, zero, zero, (n,), (np.ones(1, np.int64),))

    return run


@handler(gpu.LaunchOp)
def _launch(p: Prep):
    segs = p.segments()
    # [async deps, gx, gy, gz, bx, by, bz, cx, cy, cz, smem]
    grid = [s[0] for s in segs[1:4]]
    block = [s[0] for s in segs[4:7]]
    cluster = [s[0] if s else None for s in segs[7:10]]
    smem = segs[10][0] if len(segs) > 10 and segs[10] else None
    body = p.region(0)
    outs = p.outs

    def run(ctx: Context, R: Registers):
        g = [uniform_int(R[s], "grid size") for s in grid]
        b = [uniform_int(R[s], "block size") for s in block]
        c = [uniform_int(R[s], "cluster size") if s is not None else 1 for s in cluster]
        sm = uniform_int(R[smem], "dynamic shared memory size") if smem is not None else 0
        if min(g) < 1 or min(b) < 1:
            raise EmulatorError(diag.BAD_LAUNCH_GRID_BLOCK.format(g=tuple(g), b=tuple(b)))
        if sm > SMEM_PER_SM:
            raise EmulatorError(diag.DYNAMIC_SMEM_OVER_SM.format(sm=sm))
        ctx.machine.launch(body, R, tuple(g), tuple(b), tuple(c), sm)
        for s in outs:
            R[s] = None

    return run


@handler(gpu.LaunchFuncOp)
def _launch_func(p: Prep):
    raise p.error(diag.LAUNCH_FUNC_UNSUPPORTED)


@handler(gpu_ext.PrintfOp)
def _printf(p: Prep):
    """Each active thread formats the op's format with its arguments (printf_format.py: C's
    printf, as CUDA's vprintf receives them); the texts go to the machine's printf FIFO
    (printf_fifo.py) in thread order: the lanes of a warp in lane order, the warps of a warpgroup
    in order. Across warpgroups and CTAs the order is the emulator's schedule (machine.py): the
    GPU's order between warps is unspecified (CUDA C++ Programming Guide, "Formatted Output"), and
    the emulator's is one it may take."""
    pieces = printf_format.parse_or_error(p.op.format.data, p.in_types)
    ins = p.ins
    doubles = [printf_format.argument_slot(t) == printf_format.DOUBLE for t in p.in_types]

    def run(ctx: Context, R: Registers):
        if isinstance(pieces, EmulatorError):
            raise pieces
        idx = active(ctx)
        if not idx.size:
            return
        cols = [per_thread(R[s], ctx.T)[idx].astype(np.float64 if d else np.int64).tolist()
                for s, d in zip(ins, doubles)]
        ctx.machine.printf.write([printf_format.render(pieces, [c[i] for c in cols]) for i in range(idx.size)])

    return run
