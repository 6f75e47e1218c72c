"""``llvm.inline_asm``: PTX strings parsed by :mod:`mgpu.emulator.ptx` into instruction records,
each dispatched on its opcode to a rule here or in tensorcore.py (payload_semantics.md §3).

A rule is a factory ``rule(p, parsed, ins) -> closure(ctx, R)`` (p: the op's Prep, parsed: the
InlineAsm record, ins: the one effectful instruction). Operand values come from
``ptx.evaluate(expr, args)`` with ``args[N]`` = the value of ``$N`` (numpy arrays over threads).
An unknown instruction or string is reported at the op's location at prepare time.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics import location_of
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator import happens_before as hbm
from mgpu.emulator import memory
from mgpu.emulator.handlers.gpu import cta_barrier
from mgpu.emulator.handlers.nvvm import _active, _bar_err, _per, mbarrier, mbarrier_arrive
from mgpu.emulator.handlers.tensorcore import PTX_RULES, ptx_args, ptx_rule
from mgpu.emulator.memory import CLUSTER_MASK, CLUSTER_SHIFT
from mgpu.emulator.ptx import Arg, Imm, Mem, evaluate
from mgpu.emulator.types import CLUSTER, GENERIC, SMEM


def compile_inline_asm(p):
    from mgpu.emulator.ptx import PtxError, mlir_unescape, parse_inline_asm

    raw = p.prop("asm_string").data
    shown = " ".join(mlir_unescape(raw).split())
    try:
        parsed = parse_inline_asm(mlir_unescape(raw), mlir_unescape(p.prop("constraints").data))
    except PtxError as e:
        raise p.error(f"cannot emulate the inline PTX \"{shown}\": {e}") from None
    if len(parsed.inputs) != len(p.ins):
        raise p.error(f"the inline PTX \"{shown}\" has {len(parsed.inputs)} input constraints but "
                      f"{len(p.ins)} operands")
    if parsed.is_identity:
        return _identity(p)
    effectful = [i for i in parsed.instructions if i.opcode not in ("fence", "membar")]
    if len(effectful) != 1:
        raise p.error(f"inline PTX with {len(effectful)} instructions is not supported: \"{shown}\"")
    ins = effectful[0]
    rule = PTX_RULES.get(ins.opcode)
    if rule is None:
        raise p.error(f"the emulator has no rule for the PTX instruction '{ins.opcode}' in \"{shown}\"")
    return rule(p, parsed, ins)


def _identity(p):
    """An empty asm whose outputs are tied to its inputs: the identity
    (``mosaic_gpu.optimization_barrier``). Several outputs form one struct result (a tuple)."""
    ins, outs = p.ins, p.outs
    if not outs:
        return None
    (r,) = outs
    if len(ins) == 1:
        def run(ctx, R):
            R[r] = R[ins[0]]
    else:
        def run(ctx, R):
            R[r] = tuple(R[s] for s in ins)
    run.pure = True  # (static when its inputs are: program.Program)
    return run


def _value(expr, args, T):
    v = evaluate(expr, args)
    if v.__class__ is not np.ndarray:
        v = np.asarray(v)
    if v.ndim != 1:
        v = v.reshape(-1) if v.ndim else v.reshape(1)
    if v.shape[0] == T:
        return v
    return v.repeat(T) if v.shape[0] == 1 else np.broadcast_to(v, (T,))


def _at(expr, args, idx) -> np.ndarray:
    """The operand's values at the threads ``idx`` (one value when all threads share it)."""
    v = evaluate(expr, args)
    v = (v if v.__class__ is np.ndarray else np.asarray(v)).reshape(-1)
    return v if v.size == 1 else v[idx]


def _acting(ctx, ins, args):
    """Threads that execute the instruction: active, and its predicate (``@p``) true."""
    pred = None if ins.predicate is None else _value(ins.predicate, args, ctx.T).astype(bool)
    return _active(ctx, pred)


def _fixed(p, parsed, exprs) -> bool:
    """Whether the operands' values are a function of the warpgroup key (program.Program.static):
    immediates, and arguments bound to constants or static values (Mosaic's barrier ids and
    thread counts: constants, or the warpgroup index + 1)."""
    n_out, prog = len(parsed.outputs), p.prog
    return all(isinstance(e, Imm) or isinstance(e, Arg) and e.n >= n_out and (
        p.ins[e.n - n_out] in prog.consts or p.ins[e.n - n_out] in prog.static) for e in exprs)


@ptx_rule("bar.sync")
@ptx_rule("barrier.sync")
def _bar_sync(p, parsed, ins):
    cache: dict | None = {} if ins.predicate is None and _fixed(p, parsed, ins.operands) else None

    def run(ctx, R):
        # the barrier id and thread count, checked once per warpgroup key when they are fixed
        hit = cache.get(ctx.skey) if cache is not None and ctx.mask is None else None
        if hit is not None:
            i0, n = hit
            idx = ctx.all_idx
        else:
            args = ptx_args(p, parsed, R)
            idx = _acting(ctx, ins, args)
            if idx.size == 0:
                return None
            ids = _at(ins.operands[0], args, idx)
            i0 = int(ids[0])
            if ids.size > 1 and not (ids == i0).all():
                raise EmulatorError("bar.sync: threads of one warpgroup use different barrier ids "
                                    f"{sorted(set(ids.tolist()))}")
            n = int(_at(ins.operands[1], args, idx)[0]) if len(ins.operands) > 1 else ctx.cta.nthreads
            if cache is not None and ctx.mask is None and ctx.skey is not None:
                cache[ctx.skey] = (i0, n)
        return cta_barrier(ctx, i0, idx, n)

    run.batch_native = True  # each CTA of a batch arrives on its own barrier (cta_barrier)
    return run


def bulk_copy_to_global(ctx, dst: int, src: int, nbytes: int):
    """cp.async.bulk.global.shared::cta: SMEM -> GMEM, contiguous (tma.bulk_copy), done at once."""
    from mgpu.emulator.tma import bulk_copy

    if nbytes == 0:
        return
    a = ctx.machine.heap.find(dst, nbytes)
    if a.readonly:
        raise EmulatorError(f"cp.async.bulk into read-only memory ({a.name})")
    bulk_copy(a.data, dst - a.base, ctx.cta.smem, src, nbytes)
    ctx.machine.stats.bytes_read[SMEM] += nbytes
    ctx.machine.stats.bytes_written[GENERIC] += nbytes


@ptx_rule("cp.async.bulk")
def _bulk(p, parsed, ins):
    at = ins.attrs
    if not (str(at.get("dst_space", "")).startswith("global") and str(at.get("src_space", "")).startswith("shared")
            and at.get("completion") == "bulk_group"):
        raise p.error(f"cp.async.bulk from {at.get('src_space')} to {at.get('dst_space')} "
                      f"({at.get('completion')}) is not supported in inline PTX")
    loc = location_of(p.op)

    def run(ctx, R):
        args = ptx_args(p, parsed, R)
        T = ctx.T
        dst, src, n = (_value(o, args, T) for o in ins.operands[:3])
        for i in _acting(ctx, ins, args):
            s, d, nb = int(src[i]), int(dst[i]), int(n[i])
            ctx.cta.hazards.async_read(ctx, s, s + nb, f"the bulk copy at {loc}")
            bulk_copy_to_global(ctx, d, s, nb)

    return run


@ptx_rule("mbarrier.arrive")
def _arrive(p, parsed, ins):
    at = ins.attrs
    space = CLUSTER if "cluster" in str(at.get("space") or "") and "cta" not in str(at.get("space")) else SMEM
    outs = p.outs
    ci = at.get("count_operand")

    def run(ctx, R):
        args = ptx_args(p, parsed, R)
        idx = _acting(ctx, ins, args)
        bar = _value(ins.operands[1], args, ctx.T)
        count = int(_at(ins.operands[ci], args, idx)[0]) if ci is not None and idx.size else 1
        st = mbarrier_arrive(ctx, space, bar, idx, count)
        if outs:
            R[outs[0]] = st

    return run


class _Remote:
    """Where one st.async/red.async lands: the target CTA, the SMEM byte offsets of the acting
    threads, their bounds [lo, hi] and the register values and barrier addresses of those threads;
    ``checked``: the offsets are known to be aligned, in bounds and distinct."""

    __slots__ = ("cta", "offs", "lo", "hi", "vals", "bars", "checked")

    def __init__(self, cta, offs, lo, hi, vals, bars, checked):
        self.cta, self.offs, self.lo, self.hi = cta, offs, lo, hi
        self.vals, self.bars, self.checked = vals, bars, checked


def _remote_rule(p, parsed, ins):
    """The resolver ``(ctx, R, args) -> _Remote | None`` (None: no thread acts) of a per-thread
    remote store: when its address is a uniform pointer plus static offsets (llvm.pointer_pattern)
    and the whole warpgroup acts, from the pattern's precomputed checks; else thread by thread."""
    from mgpu.emulator.handlers.llvm import pointer_pattern

    eb = int(ins.attrs["nbytes"])
    addr = ins.operands[0]
    fast = None
    if (ins.predicate is None and isinstance(addr, Mem) and isinstance(addr.addr, Arg)
            and addr.addr.n >= len(parsed.outputs)):
        fast = pointer_pattern(p, addr.addr.n - len(parsed.outputs))  # $N -> operand (ptx_args)

    def resolve(ctx, R, args):
        if fast is not None and ctx.mask is None:
            r = _pattern_remote(ctx, fast(ctx, R), ins, args, eb)
            if r is not None:
                return r
        idx = _acting(ctx, ins, args)
        if idx.size == 0:
            return None
        T = ctx.T
        cta, offs = _cluster_target(ctx, _value(addr, args, T)[idx])
        return _Remote(cta, offs, int(offs.min()), int(offs.max()), _per(_evaluate(ins.operands[1], args), T)[idx],
                       _value(ins.operands[2], args, T)[idx], False)

    return resolve


def _evaluate(expr, args):
    return np.asarray(evaluate(expr, args))


def _pattern_remote(ctx, bp, ins, args, eb: int):
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
    return _Remote(cta, pat.at(off, eb, 1)[0], lo, hi, _per(_evaluate(ins.operands[1], args), T),
                   _evaluate(ins.operands[2], args).reshape(-1), True)


def _cluster_target(ctx, addrs):
    ranks = addrs >> CLUSTER_SHIFT
    r0 = int(ranks[0])
    if not (ranks == r0).all():
        raise EmulatorError("st.async/red.async threads target different CTAs in one instruction")
    cl = ctx.cta.cluster
    if not 0 <= r0 < len(cl.ctas):
        raise EmulatorError(f"st.async/red.async to CTA rank {r0}, but the cluster has {len(cl.ctas)} CTAs")
    return cl.ctas[r0], addrs & CLUSTER_MASK


def _complete(ctx, tgt: _Remote, eb: int, what: str):
    """complete-tx(bytes) on the target barriers; the written bytes stay the async proxy's until a
    thread of the target CTA observes that phase (hazards.py)."""
    bars = tgt.bars
    if bars.shape[0] == 1 or (bars == bars[0]).all():
        return _complete_one(ctx, int(bars[0]), tgt.offs, tgt.lo, tgt.hi, tgt.cta, eb, what)
    for a in np.unique(bars):
        offs = tgt.offs[bars == a]
        _complete_one(ctx, int(a), offs, int(offs.min()), int(offs.max()), tgt.cta, eb, what)


def _complete_one(ctx, bar: int, offs, lo: int, hi: int, cta, eb: int, what: str):
    bobj = mbarrier(ctx, CLUSTER, bar)
    hz = cta.hazards
    if hz.rd:
        hz.check_async_write(ctx, 0, 0, what, bobj, offs, eb)
    hz.add_incoming(lo, hi + eb, bobj, bobj.phase, what)
    ph = bobj.phase
    _bar_err(lambda: bobj.complete_tx(offs.shape[0] * eb))
    hbm.release(ctx, bobj, ph, bobj.phase)


def _words(v, eb: int, dt) -> np.ndarray:
    """The register values (one per thread) as (eb bytes) words of dtype dt (bit-for-bit)."""
    if v.dtype.itemsize == eb and v.ndim == 1:
        return v.view(dt)
    n = v.shape[0]
    raw = np.ascontiguousarray(v).view(np.uint8).reshape(n, -1)
    if raw.shape[1] < eb:
        raise EmulatorError(f"register of {raw.shape[1]} bytes for a {eb}-byte access")
    return np.ascontiguousarray(raw[:, :eb]).view(dt).reshape(-1)


@ptx_rule("st.async")
def _st_async(p, parsed, ins):
    at = ins.attrs
    eb = int(at["nbytes"])
    if at.get("vec", 1) != 1:
        raise p.error("st.async with .v2/.v4 vectors is not supported")
    what = f"the st.async at {location_of(p.op)}"
    dt = np.dtype(f"u{eb}")
    resolve = _remote_rule(p, parsed, ins)

    def run(ctx, R):
        tgt = resolve(ctx, R, ptx_args(p, parsed, R))
        if tgt is None:
            return None
        cta, offs = tgt.cta, tgt.offs
        if not tgt.checked:
            if (offs % eb).any():
                raise EmulatorError(f"st.async: misaligned {eb}-byte store at SMEM offset "
                                    f"{int(offs[(offs % eb) != 0][0])}")
            if tgt.hi + eb > cta.smem.size:
                raise EmulatorError(f"st.async: store at offset {tgt.hi} is outside the target CTA's "
                                    f"shared memory ({cta.smem.size} bytes)")
        memory.typed_view(cta.smem, dt)[offs // eb] = _words(tgt.vals, eb, dt)
        ctx.machine.stats.bytes_written[CLUSTER] += eb * offs.shape[0]
        _complete(ctx, tgt, eb, what)

    return run


@ptx_rule("red.async")
def _red_async(p, parsed, ins):
    from mgpu.emulator.ptx import RED_DTYPES, apply_red

    at = ins.attrs
    op, ty, eb = at["op"], at["type"], int(at["nbytes"])
    dt = RED_DTYPES[ty]
    loc = location_of(p.op)
    what = f"the red.async at {loc}"

    resolve = _remote_rule(p, parsed, ins)

    def run(ctx, R):
        tgt = resolve(ctx, R, ptx_args(p, parsed, R))
        if tgt is None:
            return None
        cta, offs = tgt.cta, tgt.offs
        if cta is ctx.cta:
            ctx.machine.warn("red.async-self", f"{loc}: warning: red.async targets the executing CTA's own "
                             f"shared memory; PTX ISA 9.1 §9.7.13.7 requires a different CTA of the cluster "
                             f"(undefined behaviour on hardware; emulated as a plain atomic)")
        apply_red(cta.smem, offs, _words(tgt.vals, eb, dt), op, ty, tgt.checked)
        ctx.machine.stats.bytes_written[CLUSTER] += eb * offs.shape[0]
        _complete(ctx, tgt, eb, what)

    return run
