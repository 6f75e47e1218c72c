"""Runs of SMEM accesses executed as one gather or scatter.

Mosaic unrolls a warpgroup's register tile into a run of ``vector.load`` (or ``vector.store``) ops
on one memref at static indices, with only index arithmetic between them. Per op, the checks and
the dispatch cost more than the copy; a run executes as one access over the concatenated offset
patterns, at the position of its last op (its indices and, for stores, its values are computed by
then, and nothing between touches memory). Nothing observable changes: each op still counts as an
instruction (run_block counts the unfused block), bytes and hazard records are the same, and
whenever the fused access's preconditions fail (a mask, a batch, happens-before tracking, bounds,
async-copy ownership, overlapping stores) the ops run one by one, each error naming its own op.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics import op_name
from mgpu.emulator import memory
from mgpu.emulator.errors import located
from mgpu.emulator.types import SMEM

BETWEEN = frozenset({
    "arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori", "arith.xori",
    "arith.index_cast", "arith.index_castui",
})
"""Ops that may separate the accesses of a run: pure, and they cannot fail (moving an access past
one cannot change which error a run reports)."""

enabled = True
"""Off: every block runs unfused (tests compare the two)."""


class Access:
    """What a fusable load or store closure exposes (handlers/vector.py): ``reg`` is the loaded
    result's slot (load) or the stored value's (store); ``pattern`` the static_pattern getter."""

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
        if a is None:
            out_fns.append(fns[i])
            out_ops.append(ops[i])
            i += 1
            continue
        members, between, loaded = [i], [], {a.reg}
        j = i + 1
        while j < n:
            b = _access(fns[j])
            if b is not None and b.kind() == a.kind():
                members.append(j)
                loaded.add(b.reg)
                j += 1
            elif op_name(ops[j]) in BETWEEN and (a.store or not any(
                    slots.get(v) in loaded for v in ops[j].operands)):
                between.append(j)
                j += 1
            else:
                break
        last = members[-1]
        between = [k for k in between if k < last]
        for k in between:
            out_fns.append(fns[k])
            out_ops.append(ops[k])
        if len(members) > 1:
            out_fns.append(_fused([fns[k] for k in members], [ops[k] for k in members]))
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
            out_fns.append(_statics(fns[i:j], ops[i:j], [slots[r] for op in ops[i:j] for r in op.results]))
            out_ops.append(ops[j - 1])
            fused = True
            i = j
        else:
            out_fns.append(fns[i])
            out_ops.append(ops[i])
            i += 1
    return (out_fns, out_ops) if fused else None


def _statics(fns: list, ops: list, outs: list):
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


def _access(fn):
    a = getattr(fn, "access", None)
    return a if a is not None and a.space == SMEM and a.pattern is not None else None


def _fused(fns: list, ops: list):
    accs = [fn.access for fn in fns]
    a0 = accs[0]
    space, dtype, tail, align = a0.space, a0.dtype, a0.tail, a0.align
    getters = [a.pattern for a in accs]
    regs = [a.reg for a in accs]
    cache: dict = {}  # warpgroup key -> (the ops' patterns, their concatenation)

    def pattern(ctx, R):
        """(base, concatenated pattern, threads per op), or None: run the ops one by one. The ops
        share the memref (so the base and whether a pattern applies) and each op's pattern is
        fixed per warpgroup key: one op's getter stands for all of them once the key is cached."""
        bp = getters[0](ctx, R)
        if bp is None:
            return None
        hit = cache.get(ctx.skey)
        if hit is None:
            pats = [bp[1]] + [g(ctx, R)[1] for g in getters[1:]]
            T = pats[0].offs.shape[0]
            fpat = None
            if all(p.offs.shape[0] == T for p in pats):
                fpat = memory.Pattern(np.concatenate([p.offs for p in pats]))
                if a0.store and not fpat.distinct:
                    fpat = None  # overlapping stores: the order decides, run them one by one
            hit = cache[ctx.skey] = (fpat, T)
        return None if hit[0] is None else (bp[0], *hit)

    if a0.store:
        def run(ctx, R):
            if ctx.mask is None and ctx.batch is None:
                bp = pattern(ctx, R)
                if bp is not None:
                    base, fpat, T = bp
                    vals = [R[r] for r in regs]
                    if all(v.__class__ is np.ndarray and v.dtype == dtype and v.shape[1:] == tail
                           and v.shape[0] in (1, T) for v in vals):
                        rows = np.concatenate([v if v.shape[0] == T else np.broadcast_to(v, (T, *tail))
                                               for v in vals])
                        if memory.store_pattern(ctx, space, base, fpat, rows, dtype, tail, align):
                            return
            _one_by_one(fns, ops, ctx, R)
    else:
        def run(ctx, R):
            if ctx.mask is None and ctx.batch is None:
                bp = pattern(ctx, R)
                if bp is not None:
                    base, fpat, T = bp
                    v = memory.load_pattern(ctx, space, base, fpat, dtype, tail, align)
                    if v is not None:
                        for j, r in enumerate(regs):
                            R[r] = v[j * T:(j + 1) * T]
                        return
            _one_by_one(fns, ops, ctx, R)
    return run
