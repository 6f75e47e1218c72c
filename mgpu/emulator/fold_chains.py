"""Chains of an associative instruction run as one reduction: a row's maximum.

jax reduces a row of a register tile one register at a time (``reduce_within_warp``,
jax/experimental/mosaic/gpu/fragmented_array.py:3421-3450 at the 0.12.0.1 wheel): ``max.NaN.f32`` of each
element of a ``vector<2xf32>`` register with the accumulator's (``vector.extract`` of both, the instruction,
``vector.insert`` into the next accumulator), then of the accumulator's two elements. Each instruction reads the
last one's result, so fuse.py cannot stack them (its runs are independent repetitions): an attention forward's
softmax runs some 60 closures per row, each on a few values a thread.

PTX min and max are the join of a total order (handlers/float_ops.py, ``min_max``): associative, commutative and
idempotent on the bits they return. So every value such a chain computes is the instruction over a set of
*leaves* (elements of values from before the chain), whatever the order or grouping, and the rule's ``reduce``
gives it from the leaves stacked as columns. A *window* is a run of consecutive closures each of which is such an
instruction (a ``Fold``, all of one kind) or a ``vector.extract`` / ``vector.insert`` at one static position of
a 1-D vector of its operand type; every value it defines is followed as a set of leaves (an extraction or an
insertion moves one, an instruction joins two sets), and the window runs as one closure, at its last op, that
computes only the values an op outside it reads: each that the instruction made by one reduction, each that is
an element moved by one read. It is fused when it computes fewer reductions than it has instructions (a chain;
not an elementwise max of two vectors).

What stays the same: the values read after the window, bit for bit; each op still counts (run_block counts the
unfused block); an error (a value of another shape or type than its op's) runs the ops one by one, now and on,
each error at its own op. Where warps are tracked, the window's register checks (register_hazards.py) run after
it, each naming its op, as for fuse.fuse_tracked's runs; while no register is pending a check reads no value
(only which slots are fresh), so the values the window does not compute are not needed; while one is, the ops
run one by one and make every value.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from xdsl.dialects import builtin, vector

from mgpu.emulator.fuse import PLAIN, one_by_one


@dataclass(frozen=True, slots=True)
class Fold:
    """What the closure of an instruction whose chains fold exposes (min/max of inline PTX: ptx_block.py):
    ``kind`` (equal for the same instruction on the same type), ``ins`` its two operand slots, ``reg`` its result's,
    ``dtype`` the values' numpy type; ``reduce(m)``: values (L, ...) -> the values (...) of any chain of it over
    the L at each place."""

    kind: tuple
    ins: tuple[int, int]
    reg: int
    dtype: np.dtype
    reduce: Callable


LEAF, JOIN, VEC = 0, 1, 2
"""What a value of a window is: LEAF (an element moved: (slot, lane), lane None for a scalar), JOIN (the
instruction over a frozenset of leaves), VEC (a vector: per lane, a LEAF or JOIN)."""


def fuse_folds(fns: list, ops: list, traits: list, registers: list, slots: dict):
    """(fns, ops, traits, registers) with every window (module docstring) replaced by one closure at the position
    of its last op (its register checks its ops', in order), or None when there is none."""
    out = ([], [], [], [])
    i, n, fused = 0, len(fns), False
    while i < n:
        j = i
        while j < n and _member(ops[j], traits[j]):
            j += 1
        plan = _plan(ops[i:j], traits[i:j], slots) if j - i > 1 else None
        if plan is None:
            j = max(j, i + 1)
            for lst, x in zip(out, (fns[i:j], ops[i:j], traits[i:j], registers[i:j])):
                lst.extend(x)
        else:
            entries = tuple(e for k in range(i, j) if registers[k] is not None for e in registers[k])
            for lst, x in zip(out, (_window(fns[i:j], ops[i:j], plan), ops[j - 1], PLAIN, entries or None)):
                lst.append(x)
            fused = True
        i = j
    return out if fused else None


def _fold(t) -> Fold | None:
    return t.fusion if t.fusion.__class__ is Fold else None


def _member(op, t) -> bool:
    """A Fold, or an extraction or insertion of one element at a static position of a 1-D vector."""
    if _fold(t) is not None:
        return True
    if isinstance(op, vector.ExtractOp):
        vt = op.vector.type
    elif isinstance(op, vector.InsertOp):
        vt = op.dest.type
    else:
        return False
    return (isinstance(vt, builtin.VectorType) and vt.get_num_dims() == 1 and not op.dynamic_position
            and len(op.static_position.get_values()) == 1)


class _Plan:
    """``fold``: the window's instruction; ``terms``: per reduction, its leaves (:func:`_grouped`); ``outs``: (slot,
    what: a LEAF or JOIN (the term's index) scalar, or VEC of such) of the values read after the window."""

    def __init__(self, fold: Fold, terms: list, outs: list):
        self.fold, self.terms, self.outs = fold, terms, outs


def _plan(ops: list, traits: list, slots: dict) -> _Plan | None:
    folds = [f for f in map(_fold, traits) if f is not None]
    if not folds or any(f.kind != folds[0].kind for f in folds):
        return None
    scalar = next(op for op, t in zip(ops, traits) if _fold(t) is not None).results[0].type
    if isinstance(scalar, builtin.VectorType):  # (a packed pair's instruction: its registers are not elements)
        return None
    width: dict = {}  # slot -> lanes of a vector read as leaves
    syms: dict = {}

    def scalar_of(v):
        s = slots[v]
        return syms.get(s, (LEAF, (s, None)))

    def vector_of(v):
        s = slots[v]
        width[s] = v.type.get_shape()[0]
        return syms.get(s) or (VEC, tuple((LEAF, (s, k)) for k in range(width[s])))

    for op, t in zip(ops, traits):
        f = _fold(t)
        if f is None and (op.results[0].type if isinstance(op, vector.ExtractOp) else op.source.type) != scalar:
            return None
        if f is not None:
            a, b = (scalar_of(v) for v in op.operands)
            syms[f.reg] = (JOIN, _leaves(a) | _leaves(b))
        elif isinstance(op, vector.ExtractOp):
            (k,) = op.static_position.get_values()
            syms[slots[op.result]] = vector_of(op.vector)[1][k]
        else:
            (k,) = op.static_position.get_values()
            lanes = list(vector_of(op.dest)[1])
            lanes[k] = scalar_of(op.source)
            syms[slots[op.result]] = (VEC, tuple(lanes))
    inside = set(ops)
    read = [(slots[r], syms[slots[r]]) for op in ops for r in op.results
            if any(u.operation not in inside for u in r.uses)]
    joins: dict = {}  # frozenset of leaves -> its term's index
    outs = []
    for s, (what, x) in read:
        if what == VEC:
            outs.append((s, (VEC, tuple(_term(lane, joins) for lane in x))))
        else:
            outs.append((s, _term((what, x), joins)))
    if len(joins) >= len(folds):  # (no chain: as many reductions as instructions)
        return None
    return _Plan(folds[0], [_grouped(leaves, width) for leaves in joins], outs)


def _leaves(sym) -> frozenset:
    what, x = sym
    return frozenset((x,)) if what == LEAF else x


def _term(sym, joins: dict):
    what, x = sym
    if what == LEAF:
        return sym
    return JOIN, joins.setdefault(x, len(joins))


def _grouped(leaves: frozenset, width: dict) -> tuple:
    """``leaves`` as (the slots of the vectors whose every lane is a leaf, the (slot, lane) of every other
    leaf, lane None for a scalar), each in slot order."""
    by_slot: dict = {}
    for s, k in leaves:
        by_slot.setdefault(s, []).append(k)
    whole = [s for s in sorted(by_slot) if None not in by_slot[s] and len(by_slot[s]) == width[s]]
    rest = sorted((s, k) for s, ks in by_slot.items() if s not in whole for k in ks)
    return whole, rest


def _window(fns: list, ops: list, plan: _Plan):
    """One closure for a window (module docstring)."""
    dtype, reduce = plan.fold.dtype, plan.fold.reduce
    state = {"broken": False}

    def stacked(vals: list, ndim: int):
        """``vals`` (arrays of the window's type, ``ndim`` dimensions, 1 or n rows) stacked on a new first axis,
        or None when one is not such an array."""
        for v in vals:
            if v.__class__ is not np.ndarray or v.dtype != dtype or v.ndim != ndim:
                return None
        rows = max(v.shape[0] for v in vals)
        if any(v.shape[0] not in (1, rows) or v.shape[1:] != vals[0].shape[1:] for v in vals):
            return None
        m = np.empty((len(vals), rows, *vals[0].shape[1:]), dtype)
        for k, v in enumerate(vals):
            m[k] = v  # (a one-row value: repeated)
        return m

    def joined(R, whole: list, rest: list):
        """One reduction's value, or None: the whole vectors element by element, then their lanes; the other
        leaves at once; then the two (a join of joins: the join of all, the instruction being associative)."""
        parts = []
        if whole:
            m = stacked([R[s] for s in whole], 2)
            if m is None:
                return None
            parts.append(reduce((reduce(m) if len(m) > 1 else m[0]).T))
        if rest:
            m = stacked([leaf(R, x) for x in rest], 1)
            if m is None:
                return None
            parts.append(reduce(m))
        return parts[0] if len(parts) == 1 else reduce(stacked(parts, 1))

    def leaf(R, x):
        """The element (slot, lane) moves (lane None: the scalar itself), or None when its value is not of its
        op's form."""
        s, k = x
        v = R[s]
        if v.__class__ is not np.ndarray or v.dtype != dtype or v.ndim != (1 if k is None else 2):
            return None
        return v if k is None else v[:, k]

    def computed(R):
        """(slot, value) of the values read after the window, or None when a value is not of its op's form."""
        terms = [joined(R, *term) for term in plan.terms]
        if any(v is None for v in terms):
            return None
        element = lambda term: terms[term[1]] if term[0] == JOIN else leaf(R, term[1])  # noqa: E731
        values = []
        for s, (what, x) in plan.outs:
            if what != VEC:
                values.append((s, element((what, x))))
                continue
            lanes = [element(term) for term in x]
            if any(e is None for e in lanes):
                return None
            rows = max(e.shape[0] for e in lanes)
            if any(e.shape[0] not in (1, rows) for e in lanes):
                return None
            out = np.empty((rows, len(lanes)), dtype)
            for k, e in enumerate(lanes):
                out[:, k] = e
            values.append((s, out))
        return None if any(v is None for _, v in values) else values

    def run(ctx, R):
        regs = ctx.regs
        values = None
        if not state["broken"] and (regs is None or not regs.pending):
            try:
                values = computed(R)
            except Exception:  # noqa: BLE001 - the ops run one by one, each error at its op
                values = None
            state["broken"] = values is None
        if values is None:
            return one_by_one(fns, ops, ctx, R)
        for s, v in values:
            R[s] = v

    return run
