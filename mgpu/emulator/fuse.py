"""Runs of SMEM accesses executed as one gather or scatter; runs of static ops as one closure.

Mosaic unrolls a warpgroup's register tile into a run of loads (or stores) on one memref or
pointer at static indices, with only index arithmetic between them. Per op, the checks and the
dispatch cost more than the copy; a run executes as one access over the concatenated offset
patterns, at the position of its last op (its indices and, for stores, its values are computed by
then, and nothing between touches memory). Nothing observable changes: each op still counts as an
instruction (run_block counts the unfused block), bytes and hazard records are the same, the first
run per warpgroup key executes the ops one by one in their order (so the static ops between are
cached and cannot fail later), and whenever the fused access's preconditions fail (a mask, a batch,
bounds, async-copy ownership, overlapping stores) the accesses run one by one, each error naming
its own op. run_block uses the unfused block under happens-before tracking and --trace.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics import op_name
from mgpu.emulator import memory
from mgpu.emulator.errors import located
from mgpu.emulator.types import SMEM

BETWEEN = frozenset({
    "arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori", "arith.xori",
    "arith.index_cast", "arith.index_castui", "llvm.getelementptr",
})
"""Non-static ops that may separate the accesses of a run: pure, and they cannot fail (moving an
access past one cannot change which error a run reports). Static ops may too (see above)."""

enabled = True
"""Off: every block runs unfused (tests compare the two)."""


class Access:
    """What a fusable load or store closure exposes (handlers/vector.py, llvm.py): ``mem`` the
    memref or root-pointer slot, ``reg`` the loaded result's slot (load) or the stored value's
    (store), ``pattern`` the (base, memory.Pattern) getter (common.static_pattern,
    llvm.pointer_pattern)."""

    __slots__ = ("store", "mem", "pattern", "space", "dtype", "tail", "align", "reg")

    def __init__(self, store, mem, pattern, space, dtype, tail, align, reg):
        self.store, self.mem, self.pattern, self.space = store, mem, pattern, space
        self.dtype, self.tail, self.align, self.reg = np.dtype(dtype), tail, align, reg

    def kind(self):
        return self.store, self.mem, self.space, self.dtype, self.tail, self.align


def fuse(fns: list, ops: list, slots: dict):
    """(fns, ops) with every run of two or more fusable accesses replaced by one closure at the
    position of its last access, then every run of two or more static ops (program.Program.static)
    by one; None when nothing was fused."""
    acc = _fuse_accesses(fns, ops, slots)
    st = _fuse_statics(*(acc or (fns, ops)), slots)
    return st or acc


def _fuse_accesses(fns: list, ops: list, slots: dict):
    out_fns, out_ops = [], []
    i, n, fused = 0, len(fns), False
    while i < n:
        a = _access(fns[i])
        members, loaded = [i], {a.reg} if a is not None else set()
        j = i + 1
        while a is not None and j < n:
            b = _access(fns[j])
            if b is not None and b.kind() == a.kind():
                members.append(j)
                loaded.add(b.reg)
            elif not ((getattr(fns[j], "static", False) or op_name(ops[j]) in BETWEEN)
                      and (a.store or not any(slots.get(v) in loaded for v in ops[j].operands))):
                break
            j += 1
        last = members[-1]
        if len(members) > 1:
            out_fns.append(_fused(fns[i:last + 1], ops[i:last + 1], members, slots))
            fused = True
        else:
            out_fns.append(fns[i])
        out_ops.append(ops[last])
        i = last + 1
    return (out_fns, out_ops) if fused else None


def _fuse_statics(fns: list, ops: list, slots: dict):
    """Runs of consecutive static ops as one closure: their results are one cached tuple per
    warpgroup key (as each op's own cache, program._cache_static, holds them)."""
    out_fns, out_ops = [], []
    i, n, fused = 0, len(fns), False
    while i < n:
        j = i
        while j < n and getattr(fns[j], "static", False):
            j += 1
        if j - i > 1:
            out_fns.append(_statics(fns[i:j], ops[i:j], slots))
            out_ops.append(ops[j - 1])
            fused = True
            i = j
        else:
            out_fns.append(fns[i])
            out_ops.append(ops[i])
            i += 1
    return (out_fns, out_ops) if fused else None


def _statics(fns, ops, slots: dict):
    outs = [slots[r] for op in ops for r in op.results]
    cache: dict = {}

    def run(ctx, R):
        k = ctx.skey
        vals = cache.get(k)
        if vals is None:
            _one_by_one(fns, ops, ctx, R)
            if k is not None:
                cache[k] = [(s, R[s]) for s in outs]
        else:
            for s, v in vals:
                R[s] = v
    return run


def _one_by_one(fns: list, ops: list, ctx, R):
    for fn, op in zip(fns, ops):
        try:
            fn(ctx, R)
        except Exception as e:  # noqa: BLE001 - located at its own op, as run_block would
            err = located(e, op)
            if err is e:
                raise
            raise err from e


def _concat(pats: list, store: bool):
    """(the patterns as one, threads per op); None for the first if they differ in thread count
    or, for stores, overlap (the order would decide)."""
    T = pats[0].offs.shape[0]
    if any(p.offs.shape[0] != T for p in pats):
        return None, T
    fpat = memory.Pattern(np.concatenate([p.offs for p in pats]))
    return (None if store and not fpat.distinct else fpat), T


def _access(fn):
    a = getattr(fn, "access", None)
    return a if a is not None and a.space == SMEM and a.pattern is not None else None


def _fused(fns: list, ops: list, members: list, slots: dict):
    """One closure for ops[0..] (accesses at ``members``, offset by ops[0]'s index, and the ops
    between them)."""
    first = members[0]
    accs = [fns[k - first].access for k in members]
    a0 = accs[0]
    space, dtype, tail, align = a0.space, a0.dtype, a0.tail, a0.align
    getters = [a.pattern for a in accs]
    regs = [a.reg for a in accs]
    afns = [fns[k - first] for k in members]
    aops = [ops[k - first] for k in members]
    between = [(f, o) for k, (f, o) in enumerate(zip(fns, ops)) if k + first not in members]
    # static ops first (none depends on a non-static one), as one closure
    st = [(f, o) for f, o in between if getattr(f, "static", False)]
    rest = [f for f, o in between if not getattr(f, "static", False)]
    pre = ([_statics(*zip(*st), slots)] if st else []) + rest
    cache: dict = {}  # warpgroup key -> (concatenated pattern or None, threads per op)

    def fast(ctx, R):
        """(base, concatenated pattern, threads per op) after the ops between, or None once the
        ops ran one by one, in order: the first run for this key, masked, batched, not fusable."""
        hit = cache.get(ctx.skey)
        if hit is None or ctx.mask is not None or ctx.batch is not None:
            _one_by_one(fns, ops, ctx, R)
            if hit is not None:
                return None
            bps = [g(ctx, R) for g in getters]
            if ctx.skey is not None and all(bp is not None for bp in bps):
                cache[ctx.skey] = _concat([bp[1] for bp in bps], a0.store)
            return None
        for f in pre:
            f(ctx, R)
        if hit[0] is None:
            _one_by_one(afns, aops, ctx, R)
            return None
        bp = getters[0](ctx, R)  # the accesses share the memref: one base and applicability
        if bp is None:
            _one_by_one(afns, aops, ctx, R)
            return None
        return bp[0], hit[0], hit[1]

    if a0.store:
        def run(ctx, R):
            bp = fast(ctx, R)
            if bp is None:
                return
            base, fpat, T = bp
            vals = [R[r] for r in regs]
            if all(v.__class__ is np.ndarray and v.dtype == dtype and v.shape[1:] == tail
                   and v.shape[0] in (1, T) for v in vals):
                rows = np.concatenate([v if v.shape[0] == T else np.broadcast_to(v, (T, *tail))
                                       for v in vals])
                if memory.store_pattern(ctx, space, base, fpat, rows, dtype, tail, align):
                    return
            _one_by_one(afns, aops, ctx, R)
    else:
        def run(ctx, R):
            bp = fast(ctx, R)
            if bp is None:
                return
            base, fpat, T = bp
            v = memory.load_pattern(ctx, space, base, fpat, dtype, tail, align)
            if v is None:
                return _one_by_one(afns, aops, ctx, R)
            for j, r in enumerate(regs):
                R[r] = v[j * T:(j + 1) * T]
    return run
