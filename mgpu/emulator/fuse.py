"""Runs of SMEM accesses executed as one gather or scatter; runs of static ops as one closure.

Mosaic unrolls a warpgroup's register tile into a run of loads (or stores) on one memref or
pointer at static indices, with only index arithmetic between them. Per op, the checks and the
dispatch cost more than the copy; a run executes as one access over the concatenated offset
patterns, at the position of its last op (its indices and, for stores, its values are computed by
then, and nothing between touches memory). Nothing observable changes: each op still counts as an
instruction (run_block counts the unfused block), bytes and hazard records are the same, the first
run per warpgroup key executes the ops one by one in their order (so the static ops between are
cached and cannot fail later), and whenever the fused access's preconditions fail (a mask, bounds,
async-copy ownership, overlapping stores) the accesses run one by one, each error naming its own op.
On a batch of CTAs (machine.Batch) the fused access is each op's batched access (memory.py) for all of
them at once. run_block uses the unfused block under happens-before tracking and --trace.

Runs of ``llvm.extractvalue`` from one struct (the 64 accumulator registers of a wgmma's result)
run as one closure that unpacks the tuple.

Runs of the same pure op (the 64 ``arith.addf`` of a register tile, the ``bitcast``/``insertelement``
of an epilogue) run as one op over their operands stacked along the thread axis: pure ops compute
each thread's row from the same rows of their operands (what batched CTAs rely on too), so one numpy
call replaces K, and each result is a slice of the stacked one. Operands that are the pieces of one
array in order (a fused load's results, a stacked op's: lanes.split) are stacked without a copy.

Last, runs of pure ops on integers, pointers and descriptors (a loop's index arithmetic, SMEM views,
wgmma descriptors) replay from a memo of their inputs (memo_runs.py).
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass

import numpy as np

from mgpu.emulator import address_pattern, lanes, memo_runs, memory
from mgpu.emulator.errors import located
from mgpu.emulator.register_hazards import MOVE, RUN, entry
from mgpu.emulator.types import SMEM

enabled = True
"""Off: every block runs unfused (tests compare the two)."""


class Access:
    """What a fusable load or store closure exposes (handlers/vector.py, llvm.py): ``mem`` the
    memref or root-pointer slot, ``reg`` the loaded result's slot (load) or the stored value's
    (store), ``pattern`` the (base, address_pattern.Pattern) getter (addressing.static_pattern,
    addressing.pointer_pattern)."""

    __slots__ = ("store", "mem", "pattern", "space", "dtype", "tail", "align", "reg")

    def __init__(self, store, mem, pattern, space, dtype, tail, align, reg):
        self.store, self.mem, self.pattern, self.space = store, mem, pattern, space
        self.dtype, self.tail, self.align, self.reg = np.dtype(dtype), tail, align, reg

    def kind(self):
        return self.store, self.mem, self.space, self.dtype, self.tail, self.align


@dataclass(frozen=True, slots=True)
class Field:
    """What a fusable ``llvm.extractvalue`` closure exposes (handlers/llvm.py): the struct's slot
    ``src``, the position ``pos`` and the result's slot ``reg``."""

    src: int
    pos: tuple[int, ...]
    reg: int


@dataclass(frozen=True, slots=True)
class Traits:
    """What fusion knows of one prepared closure (program.py builds them):
    ``static``: its results are cached per warpgroup key (program.Program.static);
    ``rowwise``: a pure op on numeric rows, so a run of it may run stacked;
    ``between``: accesses of a run may move past it (handler_spec.HandlerSpec.fuse_between: pure,
    and it cannot fail, so moving an access past it cannot change which error a run reports);
    ``fusion``: the access or struct field it exposes;
    ``replayable``: a pure or static op on integers, pointers or descriptors (program.REPLAYED) that a run may
    replay from a memo (memo_runs.py)."""

    static: bool = False
    rowwise: bool = False
    between: bool = False
    fusion: Access | Field | None = None
    replayable: bool = False


PLAIN = Traits()
"""The traits of a closure fusion made (it is never fused again)."""

REPLAYABLE = Traits(replayable=True)
"""The traits of a closure fusion made of replayable ones (a memo run may take it in, memo_runs.py)."""


ROWS_MIN = 8
"""The fewest repetitions that run stacked (below it, stacking costs more than it saves)."""

PERIOD_MAX = 8
"""The longest period of ops repeated in a run (an unrolled epilogue's bitcast, insertelement, ...)."""

STACK_BYTES_MAX = 32 * 1024
"""The largest operand of one repetition that runs stacked: stacking copies the operands once, which
past this size costs more than the calls it saves (a batch of 64 CTAs' register tiles: 64 KiB a register)."""


def fuse(fns: list, ops: list, traits: list[Traits], slots: dict, consts: dict, static: Set[int] = frozenset()):
    """(fns, ops, traits) with every run of two or more fusable accesses replaced by one closure at the
    position of its last access, then every run of two or more static ops (program.Program.static)
    by one, then every run of ROWS_MIN or more repetitions of the same pure ops by one, then every
    run of two or more extractvalues of one struct by one, then every run of replayable ops by one
    (memo_runs.py); None when nothing was fused."""
    acc = _fuse_accesses(fns, ops, traits, slots)
    st = _fuse_statics(*(acc or (fns, ops, traits)), slots)
    rows = _fuse_rows(*(st or acc or (fns, ops, traits)), slots, consts)
    fields = _fuse_fields(*(rows or st or acc or (fns, ops, traits)))
    done = fields or rows or st or acc or (fns, ops, traits)
    memo = _fuse_replays(ops, traits, *done, None, slots, consts, static)
    return memo[:3] if memo else fields or rows or st or acc


def _fuse_accesses(fns: list, ops: list, traits: list[Traits], slots: dict):
    out_fns, out_ops, out_traits = [], [], []
    i, n, fused = 0, len(fns), False
    while i < n:
        a = _access(traits[i])
        members, loaded = [i], {a.reg} if a is not None else set()
        j = i + 1
        while a is not None and j < n:
            b = _access(traits[j])
            if b is not None and b.kind() == a.kind():
                members.append(j)
                loaded.add(b.reg)
            elif not ((traits[j].static or traits[j].between)
                      and (a.store or not any(slots.get(v) in loaded for v in ops[j].operands))):
                break
            j += 1
        last = members[-1]
        if len(members) > 1:
            out_fns.append(_fused(fns[i:last + 1], ops[i:last + 1], traits[i:last + 1], members, slots))
            out_traits.append(PLAIN)
            fused = True
        else:
            out_fns.append(fns[i])
            out_traits.append(traits[i])
        out_ops.append(ops[last])
        i = last + 1
    return (out_fns, out_ops, out_traits) if fused else None


def _static_runs(traits: list[Traits]) -> list[tuple[int, int]]:
    """[i, j) of every run of consecutive static ops and every op between them (one op: a run of one)."""
    runs, i, n = [], 0, len(traits)
    while i < n:
        j = i
        while j < n and traits[j].static:
            j += 1
        j = max(j, i + 1)
        runs.append((i, j))
        i = j
    return runs


def _fuse_statics(fns: list, ops: list, traits: list[Traits], slots: dict):
    """Runs of consecutive static ops as one closure: their results are one cached tuple per
    warpgroup key (as each op's own cache, program.cache_static, holds them)."""
    return _merge(fns, ops, traits, _static_runs(traits), lambda i, j: _statics(fns[i:j], ops[i:j], slots))


def _merge(fns: list, ops: list, traits: list[Traits], runs: list, make):
    """(fns, ops, traits) with each run [i, j) of two or more closures replaced by ``make(i, j)`` at the
    position of its last op; None when no run has two."""
    if all(j - i == 1 for i, j in runs):
        return None
    out_fns, out_ops, out_traits = [], [], []
    for i, j in runs:
        out_fns.append(make(i, j) if j - i > 1 else fns[i])
        out_ops.append(ops[j - 1])
        out_traits.append(traits[i] if j - i == 1 else REPLAYABLE if all(t.replayable for t in traits[i:j]) else PLAIN)
    return out_fns, out_ops, out_traits


def _fuse_replays(first_ops: list, first_traits: list[Traits], fns: list, ops: list, traits: list[Traits],
                  registers: list | None, slots: dict, consts: dict, static: Set[int]):
    """(fns, ops, traits, registers) with every run of replayable closures of two or more ops, not all static,
    replaced by one that replays it from a memo (memo_runs.py); ``first_ops`` / ``first_traits``: the ops
    before fusion (every fused closure stands for the ops up to its own, after the closure before it).
    ``registers``: per closure its register checks (fuse_tracked) or None; a run has none. None when no run."""
    index = {op: k for k, op in enumerate(first_ops)}
    spans, lo = [], 0
    for op in ops:
        hi = index[op] + 1
        spans.append((lo, hi))
        lo = hi
    ok = [t.replayable and (registers is None or registers[k] is None) for k, t in enumerate(traits)]
    runs = []  # (i, j, whether closures i..j-1 replay as one)
    for i, j in memo_runs.runs(ok):
        a, b = spans[i][0], spans[j - 1][1]
        if ok[i] and b - a > 1 and not all(t.static for t in first_traits[a:b]):
            runs.append((i, j, True))
        else:
            runs.extend((k, k + 1, False) for k in range(i, j))
    if not any(replay for _, _, replay in runs):
        return None
    out_fns, out_ops, out_traits, out_registers = [], [], [], []
    for i, j, replay in runs:
        if replay:
            members = first_ops[spans[i][0]:spans[j - 1][1]]
            out_fns.append(_replay(fns[i:j], ops[i:j], members, slots, consts, static))
        else:
            out_fns.append(fns[i])
        out_ops.append(ops[j - 1])
        out_traits.append(PLAIN if replay else traits[i])
        out_registers.append(None if registers is None or replay else registers[i])
    return out_fns, out_ops, out_traits, None if registers is None else out_registers


def _replay(fns: list, ops: list, members: list, slots: dict, consts: dict, static: Set[int]):
    """memo_runs.replayed for the closures ``fns`` (of ``ops``), which run the ops ``members``. Constants and
    static slots (program.Program.static: functions of the warpgroup key, which the memo's key holds) are not
    inputs."""
    # (every result, not only those used after the run: a closure may read past its operands, as addressing.py's
    # fast path reads a getelementptr's base)
    outs = [slots[r] for op in members for r in op.results]
    made = set(outs)
    ins = list(dict.fromkeys(s for op in members for s in (slots[v] for v in op.operands)
                             if s not in made and s not in consts and s not in static))
    return memo_runs.replayed(lambda ctx, R: one_by_one(fns, ops, ctx, R), ins, outs)


def _statics(fns, ops, slots: dict):
    outs = [slots[r] for op in ops for r in op.results]
    cache: dict = {}

    def run(ctx, R):
        k = ctx.skey
        vals = cache.get(k)
        if vals is None:
            one_by_one(fns, ops, ctx, R)
            if k is not None:
                cache[k] = [(s, R[s]) for s in outs]
        else:
            for s, v in vals:
                R[s] = v
    return run


def _field_src(t: Traits) -> int | None:
    return t.fusion.src if t.fusion.__class__ is Field else None


def _field_runs(traits: list[Traits]) -> list[tuple[int, int]]:
    """[i, j) of every run of consecutive extractvalues (closures with a ``Field``, handlers/llvm.py)
    of one struct and of every other op (a run of one)."""
    runs, i, n = [], 0, len(traits)
    while i < n:
        src = _field_src(traits[i])
        j = i + 1
        while src is not None and j < n and _field_src(traits[j]) == src:
            j += 1
        runs.append((i, j))
        i = j
    return runs


def _fuse_fields(fns: list, ops: list, traits: list[Traits]):
    """Runs of consecutive extractvalues of one struct as one closure."""
    return _merge(fns, ops, traits, _field_runs(traits),
                  lambda i, j: _unpack(fns[i:j], ops[i:j], [t.fusion for t in traits[i:j]]))


def fuse_tracked(fns: list, ops: list, traits: list[Traits], registers: list, slots: dict, consts: dict,
                 static: Set[int] = frozenset()):
    """The fusions that leave what the race detector sees as it is, for run_block where warps are
    tracked (happens_before.py): runs of static ops, of repeated pure ops (the shuffles and slices of an
    accumulator, a softmax's ``ex2`` of each register) and of extractvalues of one struct. None of them
    accesses memory; a register race is found by the check of an op reading a pending value, and a static
    op reads none. Returns (fns, ops, per closure the register checks of its ops, in their order:
    register_hazards.WgmmaRegisters.after, each entry naming its op, where run_block locates what it finds),
    or None when nothing was fused. The checks of a fused run come after its last op, on the registers as
    the run left them: no op of a run writes another's operand (SSA), and a run writes every result (so
    each check sees the value it would have); what a pure op computes does not depend on a check."""
    def checks(i, j, step):
        entries = tuple(e for k in range(i, j) if registers[k] is not None for e in registers[k])
        relevant = any(e[5] for e in entries)
        if step == "fields" and j - i > 1 and entries:  # (a run of one closure is not a struct's fields)
            # (one struct's fields: the move of the struct to them all, as register_hazards.after
            # checks a move: what the struct is, pending or fresh, each field becomes)
            return (entry(entries[0][0], entries[0][1], tuple(o for e in entries for o in e[2]), entries[-1][3],
                          relevant=relevant),)
        if step == "rows" and j - i > 1 and len(entries) > 1 and all(e[0] == MOVE for e in entries):
            # (a run of moves: one entry, the moves' in order)
            return (entry(RUN, entries, frozenset(s for e in entries for s in (*e[1], *e[2])), entries[-1][3],
                          relevant=relevant),)
        return entries or None

    fused = False
    first_ops, first_traits = ops, traits
    for step in ("statics", "rows", "fields"):
        if step == "statics":
            runs = _static_runs(traits)
            make = lambda i, j: _statics(fns[i:j], ops[i:j], slots)  # noqa: E731
        elif step == "rows":
            runs, plans = _row_runs(ops, traits, slots, consts, every_result=True)
            make = lambda i, j: _stacked(fns[i:j], ops[i:j], plans[i])  # noqa: E731
        else:
            runs = _field_runs(traits)
            make = lambda i, j: _unpack(fns[i:j], ops[i:j], [t.fusion for t in traits[i:j]])  # noqa: E731
        merged = _merge(fns, ops, traits, runs, make)
        if merged is not None:
            registers = [checks(i, j, step) for i, j in runs]
            fns, ops, traits = merged
            fused = True
    memo = _fuse_replays(first_ops, first_traits, fns, ops, traits, registers, slots, consts, static)
    if memo:
        return memo[0], memo[1], memo[3]
    return (fns, ops, registers) if fused else None


def _unpack(fns: list, ops: list, fields: list[Field]):
    """One closure for extractvalues of one struct: when it is a tuple and every position one
    index (a wgmma's registers), the fields are read from it at once; else the ops run one by one."""
    src = fields[0].src
    flat = all(len(f.pos) == 1 for f in fields)
    parts = [(f.reg, f.pos[0]) for f in fields]
    size = 1 + max(k for _, k in parts) if flat else None  # (the fewest fields the tuple must have)

    def run(ctx, R):
        v = R[src]
        if v.__class__ is not tuple or size is None or len(v) < size:
            return one_by_one(fns, ops, ctx, R)
        for r, k in parts:
            R[r] = v[k]
    return run


def _row_runs(ops: list, traits: list[Traits], slots: dict, consts: dict, every_result: bool = False):
    """[i, j) and the _Plan of every run of ROWS_MIN or more repetitions of the same pure ops (None
    for every other op, a run of one). ``every_result``: the run writes every result of its ops, not
    only those read after it."""
    runs, plans = [], {}
    i, n = 0, len(ops)
    names = [op.name for op in ops]
    while i < n:
        best = None
        if traits[i].rowwise:
            for p in range(1, min(PERIOD_MAX, (n - i) // ROWS_MIN) + 1):
                if names[i + p] != names[i]:  # (cheap tests first: the names repeat ROWS_MIN times ...)
                    continue
                period = names[i:i + p]
                if any(names[i + k * p:i + (k + 1) * p] != period for k in range(1, ROWS_MIN)):
                    continue
                if any(ops[i + j].properties != ops[i + p + j].properties for j in range(p)):
                    continue  # (... and the properties once: element positions differ in a run)
                plan = _periodic(traits, ops, i, p, slots, consts, every_result)
                if plan is not None and (best is None or plan.K * p > best.K * best.p):
                    best = plan
        end = i + 1 if best is None else i + best.K * best.p
        runs.append((i, end))
        plans[i] = best
        i = end
    return runs, plans


def _fuse_rows(fns: list, ops: list, traits: list[Traits], slots: dict, consts: dict):
    runs, plans = _row_runs(ops, traits, slots, consts)
    return _merge(fns, ops, traits, runs, lambda i, j: _stacked(fns[i:j], ops[i:j], plans[i]))


def _same_op(a, b) -> bool:
    """Whether ``b`` computes what ``a`` does (name, properties, attributes, types), on other values."""
    return (a.name == b.name and a.properties == b.properties and a.attributes == b.attributes
            and [v.type for v in a.operands] == [v.type for v in b.operands]
            and [v.type for v in a.results] == [v.type for v in b.results])


class _Plan:
    """A run of K repetitions of a period of p ops. ``inputs[j]``: for each operand of the period's
    op j, (its slot in the first repetition, kind, what): ``"shared"`` (the slot all repetitions
    read), ``"internal"`` (the result of the period's op j' < j: the stacked result), ``"stacked"``
    (the K slots, one per repetition, concatenated). ``results[j]``: op j's result slot in the
    first repetition; ``outs[j]``: in each repetition, or None when no op after the run reads them."""

    def __init__(self, K, p, inputs, results, outs):
        self.K, self.p, self.inputs, self.results, self.outs = K, p, inputs, results, outs


def _periodic(traits: list[Traits], ops: list, i: int, p: int, slots: dict, consts: dict, every_result: bool = False):
    """The _Plan of the longest run from ``i`` of a period of ``p`` independent repetitions (each
    op depends only on values from before the run or on earlier ops of its own repetition), or
    None if it repeats fewer than ROWS_MIN times."""
    n = len(ops)
    if (i + p * ROWS_MIN > n or not all(t.rowwise for t in traits[i:i + p])
            or not all(_same_op(ops[i + j], ops[i + p + j]) for j in range(p))):
        return None
    res = [slots[ops[i + j].results[0]] for j in range(p)]
    first_src = [[res.index(slots[v]) if slots[v] in res[:j] else None for v in ops[i + j].operands]
                 for j in range(p)]
    made: set = set()
    K = 0
    while i + (K + 1) * p <= n:
        period = ops[i + K * p:i + (K + 1) * p]
        if K and not all(_same_op(ops[i + j], period[j]) for j in range(p)):
            break
        if K and not all(t.rowwise for t in traits[i + K * p:i + (K + 1) * p]):
            break
        mine = [slots[op.results[0]] for op in period]
        ok = True
        for j, op in enumerate(period):
            for q, v in enumerate(op.operands):
                s, src = slots[v], first_src[j][q]
                if (src is None and (s in made or s in mine)) or (src is not None and s != mine[src]):
                    ok = False
        if not ok:
            break
        made.update(mine)
        K += 1
    if K < ROWS_MIN:
        return None
    inputs = []
    for j in range(p):
        row = []
        for q, v in enumerate(ops[i + j].operands):
            col = [slots[ops[i + k * p + j].operands[q]] for k in range(K)]
            if first_src[j][q] is not None:
                row.append((col[0], "internal", first_src[j][q]))
            elif len(set(col)) == 1 or all(c in consts and _same_value(consts[c], consts[col[0]]) for c in col):
                row.append((col[0], "shared", col[0]))
            elif any(c in consts for c in col):
                return None  # different constants (an element index): one op cannot take several
            else:
                row.append((col[0], "stacked", tuple(col)))
        inputs.append(row)
    run = set(ops[i:i + K * p])
    outs = [[slots[ops[i + k * p + j].results[0]] for k in range(K)]
            if every_result or any(u.operation not in run for k in range(K) for u in ops[i + k * p + j].results[0].uses)
            else None for j in range(p)]  # None: only ops of the run read them (no per-repetition slices needed)
    return _Plan(K, p, inputs, res, outs)


def _same_value(a, b) -> bool:
    return (a.__class__ is np.ndarray and b.__class__ is np.ndarray and a.dtype == b.dtype
            and a.shape == b.shape and np.array_equal(a, b))


class _Overlay:
    """A register file that reads ``over`` first and writes only to it."""

    __slots__ = ("R", "over")

    def __init__(self, R, over: dict):
        self.R, self.over = R, over

    def __getitem__(self, s):
        v = self.over.get(s)
        return self.R[s] if v is None else v

    def __setitem__(self, s, v):
        self.over[s] = v


def _stacked(fns: list, ops: list, plan: _Plan):
    """One closure for a periodic run: each op of the period once, on its operands stacked along
    the thread axis (K repetitions of T rows; a shared operand as it is if it has one row, repeated
    if it has T), then every result a slice of its stacked one. Stacked operands always have T rows
    per repetition (T = the context's threads; a one-row value is repeated), so no closure can
    broadcast a uniform value to the wrong row count; when anything else shows up (tuples, other
    shapes, an error) the ops run one by one, now and on; operands past STACK_BYTES_MAX, this time, unless
    they need no copy. The results are handed out as ``lanes.split`` pieces: a run whose stacked operand is an
    earlier run's (or a fused load's) pieces, each still in its slot, takes the stacked value as it is (their
    concatenation; a run of ``mulf`` on the slices of a ``subf`` run's result) instead of copying it again."""
    K, p = plan.K, plan.p
    firsts = fns[:p]
    state = {"broken": False}
    probe = [what if kind == "shared" else what[0] for _, kind, what in plan.inputs[0] if kind != "internal"]
    columns = [what for row in plan.inputs for _, kind, what in row if kind == "stacked"]

    def stacked(ctx, R):
        T = ctx.T
        done: list = []
        cats: dict = {}
        for fn, row, r0 in zip(firsts, plan.inputs, plan.results):
            over = {}
            for s0, kind, what in row:
                if kind == "internal":
                    v = done[what]
                elif kind == "shared":  # one row broadcasts, a per-thread value repeats
                    v = R[what]
                    if v.__class__ is not np.ndarray or not v.ndim:
                        return None
                    if v.shape[0] == T and T > 1:
                        v = np.concatenate((v,) * K)
                    elif v.shape[0] != 1:
                        return None
                else:  # (the operand types are equal, so are the values' kinds and dtypes)
                    v = cats.get(what)
                    if v is None:
                        v = cats[what] = _rows_of(R, what, K, T)
                        if v is None:
                            return None
                over[s0] = v
            try:
                fn(ctx, _Overlay(R, over))
            except Exception:  # noqa: BLE001 - the ops run again one by one, each error at its op
                return None
            y = over.get(r0)
            if y.__class__ is not np.ndarray or not y.ndim or y.shape[0] not in (K * T, 1):
                return None
            done.append(y)  # (one row: the op read only shared rows, its result is every repetition's)
        return done

    def run(ctx, R):
        if probe and getattr(R[probe[0]], "nbytes", 0) > STACK_BYTES_MAX and not all(
                lanes.joined([R[s] for s in col]) is not None for col in columns):
            return one_by_one(fns, ops, ctx, R)
        done = None if state["broken"] else stacked(ctx, R)
        if done is None:
            state["broken"] = True
            return one_by_one(fns, ops, ctx, R)
        for y, outs in zip(done, plan.outs):
            if outs is not None:
                for r, v in zip(outs, lanes.split(y, K) if y.shape[0] != 1 else (y,) * K):
                    R[r] = v
    run.plan = plan
    return run


def _rows_of(R, slots: tuple, K: int, T: int):
    """The values of ``slots`` stacked as K blocks of T rows (a one-row value repeated), or None
    if they are not arrays of 1 or T rows. (Their types are equal, so are their kinds and dtypes.)"""
    vals = [R[s] for s in slots]
    v0 = vals[0]
    if v0.__class__ is not np.ndarray or not v0.ndim:
        return None
    v = lanes.stacked(vals)
    if v.shape[0] == K * T and v0.shape[0] == T:
        return v if v.dtype == v0.dtype else None
    if v.shape[0] == K and v0.shape[0] == 1:  # all uniform
        return v.repeat(T, axis=0) if v.dtype == v0.dtype else None
    if any(x.shape[0] not in (1, T) for x in vals):
        return None
    return np.concatenate([x if x.shape[0] == T else x.repeat(T, axis=0) for x in vals])


def one_by_one(fns: list, ops: list, ctx, R):
    """The closures of a fused run's ops, in order, an error located at its own op."""
    for fn, op in zip(fns, ops):
        try:
            fn(ctx, R)
        except Exception as e:  # noqa: BLE001 - located at its own op, as run_block would
            err = located(e, op)
            if err is e:
                raise
            raise err from e


def _read_later(between: list, span: set, roots: set, slots: dict) -> list:
    """The closures of the ``between`` (fn, op) pairs whose results the fused path needs: read
    after the run (an op outside ``span``), a memref or root pointer of its accesses (``roots``),
    or an operand of such an op. The others (the addresses of the accesses, computed again from
    their static patterns) are skipped; every fallback runs all the ops one by one."""
    keep = []
    for f, o in reversed(between):
        if (any(slots[r] in roots for r in o.results)
                or any(u.operation not in span for r in o.results for u in r.uses)):
            keep.append(f)
            roots |= {slots.get(v) for v in o.operands}
    return keep[::-1]


def _concat(pats: list, store: bool, ctas: int):
    """(the patterns as one, threads per op); None for the first if they differ in thread count
    or, for stores, overlap in a CTA (the order would decide; ``ctas``: of a batch, else 1)."""
    T = pats[0].offs.shape[0]
    if any(p.offs.shape[0] != T for p in pats):
        return None, T
    fpat = address_pattern.Pattern(np.concatenate([p.offs for p in pats]))
    return (None if store and not fpat.distinct_by_cta(ctas, len(pats)) else fpat), T


def _access(t: Traits) -> Access | None:
    a = t.fusion
    return a if a.__class__ is Access and a.space == SMEM and a.pattern is not None else None


def _fused(fns: list, ops: list, traits: list[Traits], members: list, slots: dict):
    """One closure for ops[0..] (accesses at ``members``, offset by ops[0]'s index, and the ops
    between them)."""
    first = members[0]
    accs = [traits[k - first].fusion for k in members]
    a0 = accs[0]
    space, dtype, tail, align = a0.space, a0.dtype, a0.tail, a0.align
    getters = [a.pattern for a in accs]
    regs = [a.reg for a in accs]
    between = [(f, o, t.static) for k, (f, o, t) in enumerate(zip(fns, ops, traits)) if k + first not in members]
    # static ops first (none depends on a non-static one), as one closure
    st = [(f, o) for f, o, static in between if static]
    rest = _read_later([(f, o) for f, o, static in between if not static], set(ops),
                       {a.mem for a in accs}, slots)
    pre = ([_statics(*zip(*st), slots)] if st else []) + rest
    cache: dict = {}  # warpgroup key -> (concatenated pattern or None, threads per op)

    def fast(ctx, R):
        """(base, concatenated pattern, threads per op) after the ops between, or None once the
        ops ran one by one, in order: the first run for this key, masked, not fusable."""
        hit = cache.get(ctx.skey)
        if hit is None or ctx.mask is not None:
            one_by_one(fns, ops, ctx, R)
            if hit is not None:
                return None
            bps = [g(ctx, R) for g in getters]
            if ctx.skey is not None and all(bp is not None for bp in bps):
                cache[ctx.skey] = _concat([bp[1] for bp in bps], a0.store, 1 if ctx.batch is None else ctx.batch.B)
            return None
        for f in pre:
            f(ctx, R)
        if hit[0] is None:
            one_by_one(fns, ops, ctx, R)
            return None
        bp = getters[0](ctx, R)  # the accesses share the memref: one base and applicability
        if bp is None:
            one_by_one(fns, ops, ctx, R)
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
                rows = lanes.stacked([v if v.shape[0] == T else np.broadcast_to(v, (T, *tail))
                                      for v in vals])
                if memory.store_pattern(ctx, space, base, fpat, rows, dtype, tail, align):
                    return
            one_by_one(fns, ops, ctx, R)
    else:
        def run(ctx, R):
            bp = fast(ctx, R)
            if bp is None:
                return
            base, fpat, T = bp
            v = memory.load_pattern(ctx, space, base, fpat, dtype, tail, align)
            if v is None:
                return one_by_one(fns, ops, ctx, R)
            for r, piece in zip(regs, lanes.split(v, len(regs))):
                R[r] = piece
    return run
