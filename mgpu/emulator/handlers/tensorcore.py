"""Tensor-core and TMEM instructions: wgmma (inline PTX), tcgen05 alloc/ld/st/mma/commit.

The semantics live in :mod:`mgpu.emulator.wgmma` and :mod:`mgpu.emulator.tcgen05` (pure numpy);
these handlers only gather the warpgroup's registers and call them. ``PTX_RULES`` maps a PTX
opcode (as :mod:`mgpu.emulator.ptx` names it) to its rule; inline_asm.py dispatches to it.
"""

from __future__ import annotations

from operator import is_, itemgetter

import numpy as np

from mgpu.dialect.diagnostics import location_of
from mgpu.emulator import happens_before as hbm
from mgpu.emulator import memory
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handlers import handler
from mgpu.emulator.handlers.nvvm import _active, _bar_err, _per, mbarrier
from mgpu.emulator.program import Wait
from mgpu.emulator.tcgen05 import column_span
from mgpu.emulator.types import SMEM


def tmem_of(cta):
    from mgpu.emulator.tcgen05 import Tmem

    if cta.tmem is None:
        cta.tmem = Tmem()
    return cta.tmem


def _need_full_warpgroup(ctx, what):
    if ctx.T != 128 or (ctx.mask is not None and not ctx.mask.all()):
        raise EmulatorError(f"{what} must be executed by all 128 threads of a warpgroup")


def _active_warps(ctx) -> list[int]:
    idx = _active(ctx)
    return sorted({int(ctx.tid[i]) // 32 for i in idx})


# --------------------------------------------------------------------------- nvvm tcgen05 ops
@handler("nvvm.tcgen05.alloc")
def _alloc(p):
    slot, ncols = p.ins
    space = "smem"

    def run(ctx, R):
        warps = _active_warps(ctx)
        if not warps:
            return None
        tm = tmem_of(ctx.cta)
        n = int(_per(R[ncols], ctx.T)[_active(ctx)[0]])
        pending = list(warps)
        idx = _active(ctx)
        addr = _per(R[slot], ctx.T)

        def attempt():
            while pending:
                taddr = tm.alloc(n)
                if taddr is None:
                    return False
                w = pending.pop(0)
                first = idx[(ctx.tid[idx] // 32) == w][0]
                memory.store_uniform(ctx, space, int(addr[first]), np.array([taddr], np.uint32))
            return True

        if attempt():
            return None
        return Wait(attempt, lambda: f"tcgen05.alloc of {n} columns: TMEM is full ({tm.describe_allocs()})")

    return run


@handler("nvvm.tcgen05.dealloc")
def _dealloc(p):
    taddr, ncols = p.ins

    def run(ctx, R):
        idx = _active(ctx)
        if idx.size == 0:
            return
        tm = tmem_of(ctx.cta)
        for w in _active_warps(ctx):
            first = idx[(ctx.tid[idx] // 32) == w][0]
            tm.dealloc(int(_per(R[taddr], ctx.T)[first]), int(_per(R[ncols], ctx.T)[first]))

    return run


@handler("nvvm.tcgen05.relinquish_alloc_permit")
def _relinquish(p):
    def run(ctx, R):
        if _active(ctx).size:
            tmem_of(ctx.cta).relinquish_alloc_permit()

    return run


@handler("nvvm.tcgen05.commit")
def _commit(p):
    bar = p.ins[0]

    def run(ctx, R):
        # MMAs complete at issue, so the commit's arrive happens now (one per issuing thread)
        idx = _active(ctx)
        a = _per(R[bar], ctx.T)
        for i in idx:
            b = mbarrier(ctx, SMEM, int(a[i]))
            ctx.cta.hazards.tmem_commit(ctx.name, b)
            s = _bar_err(lambda: b.arrive(1))
            hbm.release(ctx, b, s, b.phase)

    return run


def _tmem_wait(ctx, kind: str):
    """``tcgen05.wait::st`` completes the warpgroup's tcgen05.st (hazards.py); ``wait::ld`` needs
    nothing: tcgen05.ld returns its registers at once."""
    if kind == "st" and _active(ctx).size:
        ctx.cta.hazards.tmem_wait_st(ctx.name)


@handler("nvvm.tcgen05.wait")
def _wait(p):
    kind = "st" if "store" in str(p.prop("kind")) else "ld"
    return lambda ctx, R: _tmem_wait(ctx, kind)


# --------------------------------------------------------------------------- inline PTX
PTX_RULES: dict = {}


def ptx_rule(opcode):
    def deco(f):
        PTX_RULES[opcode] = f
        return f

    return deco


def ptx_args(p, parsed, R):
    """args[N] = value of $N: outputs take the value of the input tied to them (or None)."""
    args = [None] * len(parsed.outputs) + [R[s] for s in p.ins]
    for out, i in parsed.ties:
        args[out] = args[i]
    return args


def arg_slots(p, parsed) -> list:
    """slots[N] = the register slot that holds $N (an output: that of the input tied to it, or None)."""
    slots = [None] * len(parsed.outputs) + list(p.ins)
    for out, i in parsed.ties:
        slots[out] = slots[i]
    return slots


class _Args:
    """``ptx_args`` read on demand: ``args[N]`` looks up $N's register (an op with many operands,
    such as a wgmma's accumulator list, evaluates only a few)."""

    __slots__ = ("R", "slots")

    def __init__(self, R, slots):
        self.R, self.slots = R, slots

    def __getitem__(self, n):
        s = self.slots[n]
        return None if s is None else self.R[s]


_U64 = (1 << 64) - 1


def _uniform(v, what):
    a = np.asarray(v).reshape(-1)
    if a.size > 1 and not (a == a[0]).all():
        raise EmulatorError(f"{what} differs between the threads of the warpgroup")
    return a[0]


@ptx_rule("wgmma.mma_async")
def _wgmma(p, parsed, ins):
    from mgpu.emulator.ptx import Arg, Vec, evaluate
    from mgpu.emulator.wgmma import (NO_ACCUMULATOR, MmaError, matrix_to_registers, registers_to_matrix,
                                     wgmma_m64_matrix)

    at = ins.attrs
    n, k = int(at["n"]), int(at["k"])
    if int(at.get("m", 64)) != 64:
        raise p.error(f"wgmma with m = {at.get('m')} is not supported")
    outs = p.outs
    ops = ins.operands
    slots = arg_slots(p, parsed)
    # the accumulator operand is a {$0, ..., $k} list of registers tied to inputs: read at once
    items = ops[0].items if isinstance(ops[0], Vec) else ()
    acc_slots = [slots[x.n] for x in items if isinstance(x, Arg)]
    acc_get = itemgetter(*acc_slots) if len(acc_slots) == len(items) > 1 and None not in acc_slots else None
    # scale-d and the immediates (scale-a/b, transposes) read constants: evaluated once, here
    fixed = [_constant_operand(p, o, slots) for o in ops[3:8]]
    seen: list = []  # (the accumulator registers this op last converted, their matrix)

    def run(ctx, R):
        _need_full_warpgroup(ctx, "wgmma.mma_async")
        args = _Args(R, slots)
        scale_d = fixed[0] if fixed[0] is not None else _uniform(evaluate(ops[3], args), "wgmma scale-d")
        c = None
        if scale_d:
            dvec = acc_get(R) if acc_get is not None else evaluate(ops[0], args)
            if not dvec or dvec[0] is None:
                raise MmaError(NO_ACCUMULATOR)
            last = ctx.mma_acc  # (the registers of the previous wgmma's result and its matrix)
            if last is not None and len(last[0]) == len(dvec) and all(map(is_, dvec, last[0])):
                c = last[1]
            elif seen and len(seen[0]) == len(dvec) and all(map(is_, dvec, seen[0])):
                c = seen[1]  # (the same registers as this op's last: constants, or cached static values)
            else:
                c = registers_to_matrix(_accumulator(dvec))
                seen[:] = dvec, c
        reads = [] if ctx.hb is not None else None
        a_desc = int(_uniform(evaluate(ops[1], args), "the wgmma A descriptor")) & _U64  # (as uint64)
        b_desc = int(_uniform(evaluate(ops[2], args), "the wgmma B descriptor")) & _U64
        _check_operand(ctx, a_desc)
        _check_operand(ctx, b_desc)
        sa, sb, ta, tb = (int(_uniform(evaluate(o, args), "a wgmma immediate") if v is None else v)
                          for o, v in zip(ops[4:8], fixed[1:]))
        d = wgmma_m64_matrix(c, a_desc, b_desc, ctx.cta.smem, n=n, k=k, atype=at["atype"], btype=at["btype"],
                             dtype=at.get("dtype", "f32"), scale_a=sa, scale_b=sb, trans_a=ta, trans_b=tb,
                             reads=reads)
        _record_operands(ctx, reads, "this wgmma")
        ctx.machine.stats.bytes_read[SMEM] += (64 * k + n * k) * 2
        regs = tuple(matrix_to_registers(d))
        ctx.mma_acc = (regs, d)
        if len(outs) == 1:
            R[outs[0]] = regs
        else:
            for s, v in zip(outs, regs):
                R[s] = v

    return run


def _constant_operand(p, expr, slots):
    """The value of a PTX operand that reads only constants and is the same for all threads (one
    element), or None (it reads a register, or evaluating it fails: then it is evaluated, and
    fails, at run time as before)."""
    from mgpu.emulator.ptx import evaluate

    try:
        v = np.asarray(evaluate(expr, _Args(p.prog.consts, slots))).reshape(-1)
    except Exception:  # noqa: BLE001 - (a KeyError: a register that is not a constant)
        return None
    return v[0] if v.size == 1 else None


def _accumulator(dvec) -> np.ndarray:
    """The f32 accumulator from its N/2 registers (each one value per thread), register-major:
    (N/2, 128)."""
    try:
        acc = np.concatenate(dvec)  # the usual case: every register is (128, 1) f32
        if acc.shape == (128 * len(dvec), 1) and acc.dtype == np.float32:
            return acc.reshape(len(dvec), 128)
    except (ValueError, TypeError):
        pass
    acc = np.empty((len(dvec), 128), np.float32)
    for j, x in enumerate(dvec):
        acc[j] = np.asarray(x).reshape(-1)
    return acc


def _check_operand(ctx, desc: int):
    """An MMA reads (async proxy) the SMEM operand at ``desc``'s start address: it must not be
    owned by an incoming asynchronous copy (TMA load) whose barrier phase no thread observed yet
    (hazards.py). Checked at the operand's first 16 bytes (the descriptor's start address)."""
    hz = ctx.cta.hazards
    if hz.incoming:
        hz.check(np.array([(int(desc) & 0x3FFF) << 4], np.int64), 16, False)


def _record_operands(ctx, reads, what: str):
    """The MMA's SMEM operand reads (``load_operand``'s ``reads``), where happens-before is tracked:
    other warpgroups' writes must be ordered before them, their later writes after them."""
    if reads:
        hz = ctx.cta.hazards
        for offs, eb in reads:
            hz.record_read(ctx, offs, eb, what)


@ptx_rule("tcgen05.mma")
def _tcgen05_mma(p, parsed, ins):
    from mgpu.emulator.ptx import evaluate

    if int(ins.attrs.get("cta_group", 1)) != 1:
        raise p.error("tcgen05.mma.cta_group::2 is not supported")
    pred = ins.predicate
    what = f"the tcgen05.mma at {location_of(p.op)}"

    def run(ctx, R):
        args = ptx_args(p, parsed, R)
        idx = _active(ctx)
        if idx.size == 0:
            return None
        vals = [np.broadcast_to(np.asarray(evaluate(o, args)), (ctx.T,)) if np.ndim(evaluate(o, args)) else
                np.full(ctx.T, evaluate(o, args)) for o in ins.operands]
        pv = None if pred is None else np.broadcast_to(np.asarray(evaluate(pred, args)), (ctx.T,))
        tm = tmem_of(ctx.cta)
        hz = ctx.cta.hazards
        for i in idx:
            if pv is not None and not pv[i]:
                continue
            d, a, b, idesc, acc = (v[i] for v in vals)
            _check_operand(ctx, a)
            _check_operand(ctx, b)
            reads = [] if ctx.hb is not None else None
            lo, hi = tm.mma(int(d), int(a), int(b), int(idesc), bool(acc), ctx.cta.smem, reads=reads)
            _record_operands(ctx, reads, "this tcgen05.mma")
            hz.check_tmem(lo, hi, "this tcgen05.mma", mma=False)
            hz.tmem_write(ctx.name, lo, hi, what, mma=True)

    return run


@ptx_rule("tcgen05.wait")
def _wait_ptx(p, parsed, ins):
    kind = ins.attrs.get("what")
    return lambda ctx, R: _tmem_wait(ctx, kind)


def _warps_of(ctx):
    _need_full_warpgroup(ctx, "tcgen05.ld/st")
    return int(ctx.tid[0]) // 32


@ptx_rule("tcgen05.ld")
def _tcgen05_ld(p, parsed, ins):
    from mgpu.emulator.ptx import evaluate

    at = ins.attrs
    shape, num = at["shape"], int(at["num"])
    pack = bool(at.get("pack"))
    outs = p.outs

    def run(ctx, R):
        first = _warps_of(ctx)
        args = ptx_args(p, parsed, R)
        taddr = int(_uniform(evaluate(ins.operands[-1], args), "the tcgen05.ld address"))
        ctx.cta.hazards.check_tmem(*column_span(taddr, shape, num, pack16=pack), "this tcgen05.ld")
        regs = tmem_of(ctx.cta).ld_warpgroup(taddr, shape, num, first_warp=first, pack16=pack)
        ctx.machine.stats.bytes_read["tmem"] += regs.size * 4
        vals = tuple(regs[:, j].view(np.int32) for j in range(regs.shape[1]))
        if len(outs) == 1:
            R[outs[0]] = vals if len(vals) > 1 else vals[0]
        else:
            for s, v in zip(outs, vals):
                R[s] = v

    return run


@ptx_rule("tcgen05.st")
def _tcgen05_st(p, parsed, ins):
    from mgpu.emulator.ptx import evaluate

    at = ins.attrs
    shape, num = at["shape"], int(at["num"])
    unpack = bool(at.get("unpack"))
    what = f"the tcgen05.st at {location_of(p.op)}"

    def run(ctx, R):
        first = _warps_of(ctx)
        args = ptx_args(p, parsed, R)
        ops = ins.operands
        taddr = int(_uniform(evaluate(ops[0], args), "the tcgen05.st address"))
        vec = evaluate(ops[1], args)
        cols = []
        for v in vec:
            a = np.ascontiguousarray(np.broadcast_to(np.asarray(v).reshape(-1), (128,)))
            cols.append(a.view(np.uint32) if a.dtype.itemsize == 4 else a.astype(np.uint32))
        regs = np.stack(cols, 1)
        lo, hi = column_span(taddr, shape, num, pack16=unpack)
        hz = ctx.cta.hazards
        hz.check_tmem(lo, hi, "this tcgen05.st", st=False)
        tmem_of(ctx.cta).st_warpgroup(taddr, shape, num, regs, first_warp=first, unpack16=unpack)
        hz.tmem_write(ctx.name, lo, hi, what, mma=False)
        ctx.machine.stats.bytes_written["tmem"] += regs.size * 4

    return run
