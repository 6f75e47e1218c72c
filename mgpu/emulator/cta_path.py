"""The path of a launch's first CTA, which the CTAs of its batches must follow to take its verdict.

A batch (machine.Batch) tracks no happens-before: one clock per warp of each CTA is what batching saves. So
the race rules that are questions of clocks (happens_before.py: the mbarrier phase rules, G4-G7e of
docs/design/sync_removals.md; the races between a CTA's warps, docs/design/warp_hazards.md) are checked in the
first CTA a process runs of a batchable launch, on its own and tracked, and a CTA of a batch gets its verdict.
That holds where the CTA runs the same ops as the first one, in the same order, by the same threads. Loop bounds
are the same in every CTA of a batchable body (program.Program's ``_batchable``); what may differ is a branch
(``scf.if``, ``scf.index_switch``) on a value that may differ between CTAs (from the block id, or read from
memory), e.g. a group of a ragged matmul that one CTA skips. Such a branch whose regions hold an op a race rule
sees (any impure op: a memory access, a synchronising op; :func:`branches`) is checked (:func:`checked`): the
first CTA's run records which of its threads took which region, in order per warpgroup (:class:`Recording`), and
a batch compares each of its CTAs with that (:class:`Following`). A CTA that took another region leaves the first
CTA's path, and what it does after is not known to be checked: the batch stops with an error marked as a batch's
(machine.py), and run.Kernel.run runs the kernel again without batches, every CTA tracked.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
from xdsl.ir import Block, Operation, SSAValue

from mgpu.dialect.diagnostics import op_name
from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.emulator.errors import EmulatorError

BRANCHES = frozenset({"scf.if", "scf.index_switch"})
"""The branches a CTA of a batch can take differently from the first CTA (their first operand decides)."""

UNSEEN = frozenset({"llvm.alloca", "memref.alloca", "llvm.intr.assume"})
"""Impure ops no race rule sees (a thread's own scratch, an assumption)."""

INVARIANT = frozenset({
    "arith.constant", "llvm.mlir.constant",
    # what they read of the CTA is its warp's active mask
    "nvvm.elect.sync", "nvvm.redux.sync", "nvvm.vote.sync",
    # a batch's CTAs are clusters of one: rank 0, position (0, 0, 0) and shape (1, 1, 1) in each
    "gpu.cluster_block_id", "nvvm.read.ptx.sreg.cluster.ctarank", "nvvm.read.ptx.sreg.cluster.nctarank",
    *(f"nvvm.read.ptx.sreg.cluster.{k}.{d}" for k in ("ctaid", "nctaid") for d in "xyz")})
"""Impure ops (or ops without a pure handler) whose results are the same in every CTA of a batch on one path,
given the same operands."""

STRUCTURE = frozenset({"scf.if", "scf.index_switch", "scf.for", "scf.yield"})
"""Ops whose regions' ops say what they do."""


def branches(block: Block, handlers: Mapping) -> frozenset[Operation]:
    """The branches of the launch body ``block`` (batchable: no calls, no ``scf.while``, loop bounds the same in
    every CTA) whose condition may differ between CTAs and whose regions hold an op a race rule sees: what
    :func:`checked` compares."""
    varying = _varying(block, handlers)
    return frozenset(op for top in block.ops for op in top.walk()
                     if op_name(op) in BRANCHES and op.operands[0] in varying
                     and any(_seen(inner, handlers) for region in op.regions for inner in region.walk()))


def _invariant_op(name: str, handlers: Mapping) -> bool:
    """Whether the results of an op ``name`` are a function of its operands, the launch geometry and the active
    threads alone (the same in every CTA on one path, given the same operands)."""
    if name in INVARIANT:
        return True
    spec = handlers.get(name)
    return spec is not None and (spec.pure or spec.static_source)


def _seen(op: Operation, handlers: Mapping) -> bool:
    """Whether a race rule sees the op: it is impure (regions aside: their ops say)."""
    name = op_name(op)
    return not (name in STRUCTURE or name in UNSEEN or _invariant_op(name, handlers))


def _varying(block: Block, handlers: Mapping) -> set[SSAValue]:
    """The values of the launch body ``block`` that may differ between two CTAs at the same point of one path:
    the block ids (its first three arguments), the results of impure ops (memory, the CTA's registers), and what
    is computed from them (through region results, and loop-carried values to a fixed point)."""
    varying: set[SSAValue] = set(block.args[:3])
    invariant: dict[str, bool] = {}  # op name -> _invariant_op

    def walk(b: Block) -> None:
        for op in b.ops:
            name = op_name(op)
            ins = any(v in varying for v in op.operands)
            if not op.regions:
                if name not in invariant:
                    invariant[name] = _invariant_op(name, handlers)
                if ins or not invariant[name]:
                    varying.update(op.results)
            elif name == "scf.for":  # (bounds the same in every CTA: _batchable)
                body = op.regions[0].blocks[0]
                carried = list(zip(op.operands[3:], body.args[1:], op.results))
                new = [arg for init, arg, _ in carried if init in varying]
                while True:  # (again while a value it yields makes another of its arguments vary)
                    varying.update(new)
                    walk(body)
                    new = [arg for (_, arg, _), y in zip(carried, body.last_op.operands)
                           if y in varying and arg not in varying]
                    if not new:
                        break
                varying.update(res for _, arg, res in carried if arg in varying)
            else:  # (a branch: its regions' arguments and results as its decision, or as what they yield)
                yields = []
                for r in op.regions:
                    for inner in r.blocks:
                        if ins:
                            varying.update(inner.args)
                        walk(inner)
                        yields.append(list(inner.last_op.operands) if inner.last_op is not None else [])
                varying.update(res for k, res in enumerate(op.results)
                               if ins or any(k < len(y) and y[k] in varying for y in yields))

    walk(block)
    return varying


def checked(fn, cond: int, op: Operation):
    """The closure ``fn`` of the branch ``op`` (one of :func:`branches`; ``cond``: its deciding operand's slot),
    recording or comparing its decision where the context follows a path (``ctx.path``)."""
    def run(ctx, R):
        path = ctx.path
        if path is not None:
            path.branch(ctx, op, R[cond])
        return fn(ctx, R)
    return run


def _decision(x: np.ndarray, mask, n: int):
    """Which threads of ``n`` go where: the deciding value of each active thread (0 for the others), one value
    where it is the same for all."""
    if mask is None and x.shape[0] == 1:
        return x[0].item()
    full = np.broadcast_to(x, (n,))
    if mask is not None:
        full = np.where(mask, full, 0)
    return full[0].item() if (full == full[0]).all() else full


class Recording:
    """The decisions of one warpgroup of the first CTA at the checked branches, in order."""

    def __init__(self, decisions: list):
        self.decisions = decisions

    def branch(self, ctx, op: Operation, x: np.ndarray) -> None:
        self.decisions.append((op, _decision(x, ctx.mask, ctx.T)))


class Following:
    """A batched warpgroup (machine.Batch) comparing its CTAs' decisions with the first CTA's (``decisions``,
    its :class:`Recording` of that warpgroup)."""

    def __init__(self, decisions: list):
        self.decisions = decisions
        self.next = 0

    def branch(self, ctx, op: Operation, x: np.ndarray) -> None:
        k = self.next
        self.next = k + 1
        first, want = self.decisions[k] if k < len(self.decisions) else (None, None)
        B = ctx.batch.B
        got = _decision(x, ctx.mask, ctx.T)
        if first is op and not isinstance(got, np.ndarray) and not isinstance(want, np.ndarray) and got == want:
            return
        rows = np.broadcast_to(got, (ctx.T,)).reshape(B, -1)
        off = np.ones(B, bool) if first is not op else ~(rows == want).all(axis=1)
        if off.any():
            cta = ctx.batch.ctas[int(np.flatnonzero(off)[0])]
            raise EmulatorError(diag.BATCH_LEAVES_FIRST_CTA_PATH.format(cta=cta.label))
