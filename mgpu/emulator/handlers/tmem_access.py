"""TMEM loads and stores of a warp: ``tcgen05.ld`` / ``tcgen05.st`` (nvvm ops and inline PTX; PTX ISA 9.1
§9.7.16.8), each warp reaching the TMEM lanes of its quarter; the tensor-core instructions that write TMEM
asynchronously (tcgen05.mma, tcgen05.cp) are in tensorcore.py."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import VectorType

from mgpu.arch import WARP_SIZE
from mgpu.dialect.diagnostics import location_of
from mgpu.dialect.diagnostics.emulator import tensor_core as diag
from mgpu.dialect.nvvm.tensor_core import TCGEN05_LD_BASE, Tcgen05LdOp
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.ptx_operands import ptx_args, register_bits
from mgpu.emulator.handlers.registry import handler, ptx_rule
from mgpu.emulator.handlers.tensorcore import tmem_of, uniform
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import InlineAsm, Instr
from mgpu.emulator.tcgen05 import column_span


def _tmem_warps(ctx: Context, what: str) -> list[tuple[int, int]]:
    """The warps of ``ctx`` that execute a tcgen05.ld/st, a warp-level instruction (``.sync.aligned``:
    every thread of a warp executes it; warp w reaches the TMEM lanes of quarter w % 4, PTX ISA
    §9.7.16.8.3): (its position in ``ctx``, its index in the CTA) of each warp whose threads are all
    active -- those of a warpgroup, of a branch some of its warps take, or one warp of a warpgroup
    run warp by warp (docs/design/warp_specialization.md)."""
    first = int(ctx.tid[0]) // WARP_SIZE
    n = ctx.T // WARP_SIZE
    if ctx.T % WARP_SIZE:
        raise EmulatorError(diag.WARP_PARTIAL_CTA.format(what=what, warp_size=WARP_SIZE, nthreads=ctx.cta.nthreads))
    m = ctx.mask
    if m is None:
        return [(i, first + i) for i in range(n)]
    per_warp = m.reshape(n, WARP_SIZE)
    full = per_warp.all(axis=1)
    if (per_warp.any(axis=1) & ~full).any():
        raise EmulatorError(diag.WARP_PARTIAL.format(what=what, warp_size=WARP_SIZE))
    return [(i, first + i) for i in np.flatnonzero(full).tolist()]


def tmem_load(ctx: Context, taddr: int, shape: str, num: int, pack: bool, what: str, half_split_off: int = 0
              ) -> np.ndarray:
    """``tcgen05.ld.sync.aligned.<shape>.x<num>[.pack::16b].b32`` (``what``) at ``taddr`` by the warps of
    ``ctx`` (:func:`_tmem_warps`): each thread's registers, int32 (T, registers), zero in the threads
    of the other warps. The columns stay read until ``ctx``'s ``tcgen05.wait::ld`` (tmem_hazards.py)."""
    warps = _tmem_warps(ctx, "tcgen05.ld")
    span = column_span(taddr, shape, num, pack16=pack, half_split_off=half_split_off)
    ctx.cta.hazards.check_tmem(*span, "this tcgen05.ld", by=ctx.name)
    if warps:
        ctx.cta.hazards.tmem_read(ctx.name, *span, frozenset(w % 4 for _, w in warps), what)
    tm = tmem_of(ctx.cta)
    parts = [tm.ld(taddr, shape, num, w, pack16=pack, half_split_off=half_split_off) for _, w in warps]
    if len(parts) * WARP_SIZE == ctx.T:
        regs = np.concatenate(parts)
    else:
        regs = np.zeros((ctx.T, parts[0].shape[1]), np.uint32)
        for (i, _), part in zip(warps, parts):
            regs[i * WARP_SIZE:(i + 1) * WARP_SIZE] = part
    ctx.machine.stats.bytes_read["tmem"] += sum(part.size for part in parts) * 4
    return regs.view(np.int32)


@ptx_rule("tcgen05.ld")
def _tcgen05_ld(p: Prep, parsed: InlineAsm, ins: Instr):
    from mgpu.emulator.ptx import evaluate

    at = ins.attrs
    shape, num = at["shape"], int(at["num"])
    pack = bool(at.get("pack"))
    outs = p.outs
    if "red" in ins.modifiers:
        raise p.error(diag.TCGEN05_LD_RED.format(ins_text=ins.text))
    what = f"the tcgen05.ld at {location_of(p.op)}"

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        taddr = int(uniform(evaluate(ins.operands[-1], args), "the tcgen05.ld address"))
        regs = tmem_load(ctx, taddr, shape, num, pack, what)
        vals = tuple(regs[:, j] for j in range(regs.shape[1]))
        if len(outs) == 1:
            R[outs[0]] = vals if len(vals) > 1 else vals[0]
        else:
            for s, v in zip(outs, vals):
                R[s] = v

    return run


@handler(Tcgen05LdOp)
def _tcgen05_ld_op(p: Prep):
    op = p.op
    shape = op.shape.data.value.removeprefix("shape_")  # nvvm's shape_32x32b: PTX's .32x32b
    num = op.length() // TCGEN05_LD_BASE[op.shape.data]
    pack = op.pack is not None
    addr, off = p.slot(op.tmemAddr), p.slot(op.offset)
    vector = isinstance(op.res.type, VectorType)
    out = p.outs[0]
    what = f"the tcgen05.ld at {location_of(p.op)}"

    def run(ctx: Context, R: Registers):
        taddr = int(uniform(R[addr], "the tcgen05.ld address"))
        split = 0 if off is None else int(uniform(R[off], "the tcgen05.ld offset"))
        regs = tmem_load(ctx, taddr, shape, num, pack, what, split)
        R[out] = regs if vector else regs[:, 0]

    return run


@ptx_rule("tcgen05.st")
def _tcgen05_st(p: Prep, parsed: InlineAsm, ins: Instr):
    from mgpu.emulator.ptx import evaluate

    at = ins.attrs
    shape, num = at["shape"], int(at["num"])
    unpack = bool(at.get("unpack"))
    what = f"the tcgen05.st at {location_of(p.op)}"

    def run(ctx: Context, R: Registers):
        warps = _tmem_warps(ctx, "tcgen05.st")
        args = ptx_args(p, parsed, R)
        ops = ins.operands
        taddr = int(uniform(evaluate(ops[0], args), "the tcgen05.st address"))
        vec = evaluate(ops[1], args)
        cols = []
        for v in vec:
            a = np.asarray(v)
            if a.ndim == 2:  # a vector (vector<2xbf16>: jax's packed TMEM store) is one register, lane 0 low
                a = register_bits(a)
            a = np.ascontiguousarray(np.broadcast_to(a.reshape(-1), (ctx.T,)))
            cols.append(a.view(np.uint32) if a.dtype.itemsize == 4 else a.astype(np.uint32))
        regs = np.stack(cols, 1)
        lo, hi = column_span(taddr, shape, num, pack16=unpack)
        hz = ctx.cta.hazards
        hz.check_tmem(lo, hi, "this tcgen05.st", st=False, by=ctx.name)
        # the context's own earlier loads end here: the values it stores are computed from what it loaded (an
        # approximation, docs/design/warp_hazards.md)
        hz.tmem_end_loads(ctx.name)
        hz.check_tmem_write(lo, hi, frozenset(w % 4 for _, w in warps), "this tcgen05.st", by=ctx)
        tm = tmem_of(ctx.cta)
        for i, w in warps:
            tm.st(taddr, shape, num, w, regs[i * WARP_SIZE:(i + 1) * WARP_SIZE], unpack16=unpack)
        hz.tmem_write(ctx.name, lo, hi, what, mma=False)
        ctx.machine.stats.bytes_written["tmem"] += len(warps) * WARP_SIZE * regs.shape[1] * 4

    return run
