"""A K step's wgmmas run with their accumulator kept as one matrix: no registers made that only move it on.

Mosaic issues a K step as several ``wgmma.mma_async`` of k16, each taking the previous one's result as its
accumulator: its result struct's fields, extracted one by one (``llvm.extractvalue``), are the next wgmma's
``{$0, ..., $n}`` operands and nothing else reads them. With an f32 accumulator of vector<2xf32> registers (its
fragmented layout), the step starts by slicing each pair into two vector<1xf32> (``vector.extract_strided_slice``,
read by the first wgmma only) and ends by packing the last result's fields back into pairs (``vector.shuffle``
[0, 1], the fields read by nothing else). Run op by op, each wgmma turns its 64xN matrix into N/2 registers and
back, and every slice, extraction and shuffle makes a register and its register check (register_hazards.py). A
*chain* runs the wgmmas of one block whose accumulators flow so, with the ops between them in their order, and:

- a wgmma whose result only feeds the next one's accumulator hands its matrix on (its registers are not made, its
  fields not extracted nor checked), and the next one takes it as its C;
- the first wgmma, when its accumulator is the slices of pairs, reads the pairs into its matrix at once (the
  slices are not made), its register checks made on the pairs' slots, each as often as its slices are read;
- the last one, when its fields only go into such pairs, writes the pairs from its matrix at once (the fields
  are not extracted) and makes them pending as the moves would.

Why nothing observable changes: the products are the same bits (the registers hold the matrix's elements, the
fragment layout being a bijection, wgmma.py); nothing reads a skipped value but the op the chain feeds (checked on
the IR); a move's register check (register_hazards.WgmmaRegisters.after) gives its result the pending and fresh
state of its operand, so what a wgmma's issue checks of a skipped slice's slot (its freshness) is the pair's, which
later ops (a wgmma.fence) change alike; a skipped extraction's slot is never fresh (a wgmma's result is not), and
a skipped value is pending under its own identity only, which no other value shares (a wait_group drops it by its
group, the pairs' too). Values are computed where the chain runs (its first wgmma) instead of where their ops
stand: between those places no op writes what they read (SSA) and none reads what they write. Every op between two
wgmmas of a chain is pure (it cannot block or touch memory) and runs in its place with its register checks, an
error located at its own op as run_block would locate it. Pairs that are not (128, 2) or uniform (1, 2) arrays of
the accumulator's type run the skipped ops as they are. A batch of CTAs (machine.Batch) runs the chain when its CTAs
all issue each wgmma together (all active, every scale-d a constant), the matrices stacked (CTAs, 64, N) and the pairs
(CTAs * 128, 2) as the batch's registers are; otherwise each op as it is. Where the next step's pairs are the very
objects the last step wrote, the matrix they were written from is taken (``ctx.mma_acc``, as a wgmma's registers).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import is_

import numpy as np
from xdsl.ir import Operation

from mgpu.arch import WARPGROUP_SIZE
from mgpu.emulator.errors import located
from mgpu.emulator.fuse import PLAIN as PLAIN_TRAITS
from mgpu.emulator.fuse import Field
from mgpu.emulator.register_hazards import registers_of
from mgpu.emulator.wgmma import matrix_to_register_pairs, register_pairs_to_matrix


@dataclass(frozen=True, slots=True)
class WgmmaStep:
    """What a wgmma's closure exposes (handlers/tensorcore.py): ``acc`` its accumulator's slots in order (None
    when they are not a list of registers), ``outs`` its result slots, ``dtype`` the accumulator registers' element
    type (None when they are packed); ``product(ctx, R, c)`` issues it on one CTA with the accumulator matrix ``c``
    (None: read from its registers) and returns its D; ``finish(ctx, R, d, values, acc_from)`` writes D's registers
    (``values`` None; else these values are its results, pending) and makes the issue's register checks (of the
    slots ``acc_from`` in place of its accumulator's, one per accumulator register, if given);
    ``product_batched(ctx, R, c)`` issues it on a batch of CTAs (machine.Batch), D and ``c`` (CTAs, 64, N), or
    returns None when its CTAs cannot issue it together; ``together``: they always can when all are active (its
    scale-d is a constant)."""

    acc: tuple[int, ...] | None
    outs: tuple[int, ...]
    dtype: np.dtype | None
    product: Callable
    finish: Callable
    product_batched: Callable
    together: bool


PLAIN, FIRST, NEXT, LAST, ONLY = 0, 1, 2, 3, 4
"""The part a closure plays in a chain: PLAIN (an op between, run as it is), FIRST (the first wgmma: reads its
registers or pairs, hands its matrix on), NEXT (takes the matrix, hands it on), LAST (takes the matrix, makes its
registers or pairs), ONLY (a chain of one wgmma: reads pairs or makes pairs)."""


@dataclass
class _Chain:
    lo: int  # the closures [lo, hi) from the first wgmma to the last
    hi: int
    roles: list
    skipped: set  # the closures inside [lo, hi) not run: extractions of a result handed on
    pairs_in: tuple | None = None  # (the slices' closure indices, the pairs' slots in accumulator order)
    pairs_out: tuple | None = None  # (the extractions' and shuffles' closure indices, the pairs' slots)


def fuse_chains(fns: list, ops: list, traits: list, registers: list, slots: dict, is_constant):
    """(fns, ops, traits, registers) with every chain replaced by one closure at the position of its last wgmma
    (its register checks its own: None) and the slices and shuffles it makes unneeded dropped, or None when there
    is no chain. ``registers``: the register checks per closure (program.py); ``is_constant``: whether a value is
    one (program.py), whose pairs a chain does not read (below)."""
    chains = _chains(ops, traits, slots, is_constant)
    if not chains:
        return None
    drop = {}
    for c in chains:
        for k in (c.pairs_in[0] if c.pairs_in else ()):
            drop[k] = None
        for k in (c.pairs_out[0] if c.pairs_out else ()):
            drop[k] = None
        drop[c.lo] = c
        drop.update((k, None) for k in range(c.lo + 1, c.hi))
    out = ([], [], [], [])
    for k in range(len(fns)):
        if k not in drop:
            for lst, x in zip(out, (fns[k], ops[k], traits[k], registers[k])):
                lst.append(x)
        elif drop[k] is not None:
            c = drop[k]
            part = lambda ks: [(fns[j], ops[j], registers[j]) for j in ks]  # noqa: E731
            before = part(c.pairs_in[0]) if c.pairs_in else []
            after = part(c.pairs_out[0]) if c.pairs_out else []
            body = [(fns[j], ops[j], registers[j], role, traits[j].fusion if role != PLAIN else None)
                    for j, role in zip(range(c.lo, c.hi), c.roles) if j not in c.skipped]
            fn = _chain(c, before, body, [*before, *part(range(c.lo, c.hi)), *after])
            for lst, x in zip(out, (fn, ops[c.hi - 1], PLAIN_TRAITS, None)):
                lst.append(x)
    return out


def _step(t) -> WgmmaStep | None:
    return t.fusion if t.fusion.__class__ is WgmmaStep else None


def _pure(t) -> bool:
    """A closure that cannot block or touch memory: static, rowwise or movable past accesses (fuse.Traits), or a
    struct field's extraction."""
    return t.static or t.rowwise or t.between or t.fusion.__class__ is Field


def _value_of(op, slots: dict, slot: int):
    return next((v for v in op.operands if slots.get(v) == slot), None)


def _fields(ops: list, traits: list, slots: dict, w: int, lo: int, hi: int, n: int) -> dict | None:
    """{position: closure index in [lo, hi)} of the extractions of wgmma ``w``'s result struct, each position of
    0..n-1 once, or None (another reader of the struct, another form)."""
    step = _step(traits[w])
    if len(step.outs) != 1:
        return None
    found = {}
    for k in range(lo, hi):
        f = traits[k].fusion
        if f.__class__ is Field and f.src == step.outs[0]:
            if len(f.pos) != 1 or f.pos[0] in found:
                return None
            found[f.pos[0]] = k
    extractions = {ops[k] for k in found.values()}
    if sorted(found) != list(range(n)) or any(u.operation not in extractions for u in ops[w].results[0].uses):
        return None
    return found


def _handed_on(ops: list, traits: list, slots: dict, w: int, nxt: int) -> set | None:
    """The extractions between wgmmas ``w`` and ``nxt`` of ``w``'s result into exactly ``nxt``'s accumulator, read
    by nothing else; None when its result goes elsewhere."""
    acc = _step(traits[nxt]).acc
    found = _fields(ops, traits, slots, w, w + 1, nxt, len(acc)) if acc is not None else None
    if found is None or any(slots[ops[found[j]].results[0]] != s for j, s in enumerate(acc)):
        return None
    if any(u.operation is not ops[nxt] for k in found.values() for u in ops[k].results[0].uses):
        return None
    return set(found.values())


def _is_pair_op(op, name: str, prop: str, value: list, pair_type: str) -> bool:
    """``op`` is ``name`` with ``prop`` ``value`` between a vector<1x..> and ``pair_type`` (vector<2x..>)."""
    if not isinstance(op, Operation) or op.name != name:  # (a block argument's owner is its block)
        return False
    got = op.properties.get(prop)
    if got is None:
        return False
    data = got.get_values() if hasattr(got, "get_values") else [a.value.data for a in got.data]  # (a dense array)
    types = [str(v.type) for v in (*op.operands, *op.results)]
    return list(data) == value and pair_type in types and all(t in (pair_type, pair_type.replace("2x", "1x"))
                                                               for t in types)


def _pairs_in(ops: list, traits: list, slots: dict, w: int, index: dict, is_constant):
    """(the slices' closure indices, the pairs' slots in accumulator order) when wgmma ``w``'s accumulator is
    the slices of vector<2x..> pairs (register 2i the first element of pair i, 2i+1 its second) made in this block
    and read by nothing else; else None. Nor when a pair is a constant: the wgmma's register check takes a
    constant it reads as computed after the last fence, by the slot it reads (register_hazards.py's rule b),
    which the chain, checking the pairs' slots, would not find."""
    step = _step(traits[w])
    if step.acc is None or step.dtype is None or len(step.acc) % 2:
        return None
    pair_type = f"vector<2x{_element(step.dtype)}>"
    closures, pairs = [], []
    for k, s in enumerate(step.acc):
        v = _value_of(ops[w], slots, s)
        op = getattr(v, "owner", None)
        if not (_is_pair_op(op, "vector.extract_strided_slice", "offsets", [k % 2], pair_type)
                and [a.value.data for a in op.properties["sizes"].data] == [1]
                and all(u.operation is ops[w] for u in v.uses) and index.get(op, w) < w
                and not is_constant(op.operands[0])):
            return None
        closures.append(op)
        pairs.append(slots[op.operands[0]])
    if any(pairs[2 * i] != pairs[2 * i + 1] for i in range(len(pairs) // 2)):
        return None
    return [index[op] for op in closures], tuple(pairs)


def _pairs_out(ops: list, traits: list, slots: dict, w: int, index: dict):
    """(the extractions' and shuffles' closure indices, the pairs' slots) when wgmma ``w``'s result fields only go
    into vector<2x..> pairs (``vector.shuffle`` [0, 1] of fields 2i and 2i+1) made in this block; else None."""
    step = _step(traits[w])
    if step.dtype is None or len(step.outs) != 1:
        return None
    n = len(step.acc) if step.acc is not None else None
    found = _fields(ops, traits, slots, w, w + 1, len(ops), n) if n and n % 2 == 0 else None
    if found is None:
        return None
    pair_type = f"vector<2x{_element(step.dtype)}>"
    closures, pairs = list(found.values()), []
    for i in range(n // 2):
        a, b = (ops[found[2 * i]].results[0], ops[found[2 * i + 1]].results[0])
        users = {u.operation for v in (a, b) for u in v.uses}
        if len(users) != 1:
            return None
        (op,) = users
        if not (_is_pair_op(op, "vector.shuffle", "mask", [0, 1], pair_type) and list(op.operands) == [a, b]
                and op in index):
            return None
        closures.append(index[op])
        pairs.append(slots[op.results[0]])
    return closures, tuple(pairs)


def _element(dtype: np.dtype) -> str:
    return {np.dtype(np.float32): "f32", np.dtype(np.int32): "i32"}.get(np.dtype(dtype), "?")


def _chains(ops: list, traits: list, slots: dict, is_constant) -> list[_Chain]:
    index = {op: k for k, op in enumerate(ops)}
    chains = []
    i = 0
    while i < len(ops):
        if _step(traits[i]) is None:
            i += 1
            continue
        c = _Chain(i, i + 1, [FIRST], set())
        j = _between(traits, i + 1)
        while j < len(ops) and _step(traits[j]) is not None:
            skipped = _handed_on(ops, traits, slots, c.hi - 1, j)
            if skipped is None:
                break
            c.roles += [PLAIN] * (j - c.hi) + [NEXT]
            c.skipped |= skipped
            c.hi = j + 1
            j = _between(traits, j + 1)
        c.pairs_in = _pairs_in(ops, traits, slots, c.lo, index, is_constant)
        c.pairs_out = _pairs_out(ops, traits, slots, c.hi - 1, index)
        if len(c.roles) > 1:
            c.roles[-1] = LAST
            chains.append(c)
        elif c.pairs_in or c.pairs_out:
            c.roles = [ONLY]
            chains.append(c)
        i = c.hi
    claimed = [k for c in chains for k in (*range(c.lo, c.hi), *(c.pairs_in[0] if c.pairs_in else ()),
                                          *(c.pairs_out[0] if c.pairs_out else ()))]
    if len(claimed) != len(set(claimed)):  # (an op two chains would take: the pairs left as they are)
        for c in chains:
            c.pairs_in = c.pairs_out = None
        chains = [c for c in chains if c.roles != [ONLY]]
    return chains


def _between(traits: list, j: int) -> int:
    """The first closure from ``j`` that is not pure (:func:`_pure`)."""
    while j < len(traits) and _step(traits[j]) is None and _pure(traits[j]):
        j += 1
    return j


def _call(fn, op, entries, ctx, R) -> None:
    """``fn`` and its register checks, as run_block runs them: an error located at ``op``."""
    if ctx.hb is not None or ctx.machine.races is not None:
        ctx.cur_op = op
    try:
        fn(ctx, R)
        if entries is not None and ctx.hb is not None:
            regs = registers_of(ctx)
            for e in entries:
                regs.after(R, *e)
    except Exception as e:  # noqa: BLE001 - located at its own op, as run_block would
        err = located(e, op)
        if err is e:
            raise
        raise err from e


def _chain(c: _Chain, before: list, body: list, everything: list):
    """One closure for a chain (module docstring): ``before`` the slices (fn, op, checks) it reads the pairs of,
    ``body`` (fn, op, checks, role, WgmmaStep or None) from its first wgmma to its last but the extractions of a
    result handed on, ``everything`` (fn, op, checks) the chain stands for, each op as it is."""
    pairs_in = c.pairs_in[1] if c.pairs_in else None
    pairs_out = c.pairs_out[1] if c.pairs_out else None
    dtype = body[0][4].dtype  # (the first wgmma's accumulator)
    together = all(step.together for *_, step in body if step is not None)
    held = [None]  # the matrix handed on (a chain's closure runs through: no other chain's runs meanwhile)

    def matrix_of_pairs(ctx, R):
        """The accumulator matrix from its pairs (a uniform one, (1, 2), the same in every thread), or None when
        one is not such an array of its type. Pairs a chain's last wgmma wrote from its matrix on this context
        (``ctx.mma_acc``: the same objects, so nothing wrote those registers since) give that matrix."""
        vals = [R[s] for s in pairs_in[::2]]
        last = ctx.mma_acc
        if last is not None and len(last[0]) == len(vals) and all(map(is_, vals, last[0])):
            return last[1]
        ctas = None if ctx.batch is None else ctx.T // WARPGROUP_SIZE
        shape = (WARPGROUP_SIZE * (ctas or 1), 2)
        if ctas is not None and ctx.T != shape[0]:
            return None
        if any(v.__class__ is not np.ndarray or v.dtype != dtype or v.shape != shape for v in vals):
            if any(v.__class__ is not np.ndarray or v.dtype != dtype or v.shape not in (shape, (1, 2)) for v in vals):
                return None
            vals = [np.broadcast_to(v, shape) for v in vals]
        return register_pairs_to_matrix(np.stack(vals), ctas)

    def wgmma(op, role: int, step: WgmmaStep):
        def run(ctx, R):
            d, acc_from = (held[0], None) if role in (NEXT, LAST) else (None, None)
            if role in (FIRST, ONLY) and pairs_in is not None:
                d = matrix_of_pairs(ctx, R)
                if d is None:  # (the slices made as they are, their checks made)
                    for f, o, e in before:
                        _call(f, o, e, ctx, R)
                    if ctx.hb is not None or ctx.machine.races is not None:
                        ctx.cur_op = op
                else:
                    acc_from = pairs_in
            d = held[0] = (step.product if ctx.batch is None else step.product_batched)(ctx, R, d)
            values = []
            if role in (LAST, ONLY):
                held[0] = None
                values = None if pairs_out is None else list(matrix_to_register_pairs(d))
                for s, v in zip(pairs_out or (), values or ()):
                    R[s] = v
                if values is not None:
                    ctx.mma_acc = (tuple(values), d)
            step.finish(ctx, R, d, values, acc_from)
        return run

    parts = [(fn if role == PLAIN else wgmma(op, role, step), op, entries) for fn, op, entries, role, step in body]

    def run(ctx, R):
        # (a batch's CTAs all issuing each wgmma together: else each op as it is, its wgmmas split per CTA)
        chained = ctx.batch is None or together and (ctx.mask is None or ctx.mask.all())
        for fn, op, entries in (parts if chained else everything):
            _call(fn, op, entries, ctx, R)
    return run
