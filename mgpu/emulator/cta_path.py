"""The path of a launch's first CTA, which the CTAs of its batches must follow to take its verdict.

A batch (machine.Batch) tracks no happens-before: one clock per warp of each CTA is what batching saves. So
the race rules that are questions of clocks (happens_before.py: the mbarrier phase rules, G4-G7e of
docs/design/sync_removals.md; the races between a CTA's warps, docs/design/warp_hazards.md) are checked in the
first CTA a process runs of a batchable launch, on its own and tracked, and a CTA of a batch gets its verdict.
That holds where the CTA runs the same ops as the first one, in the same order, by the same threads, on the same
barriers. Loop bounds are the same in every CTA of a batchable body (program.Program's ``_batchable``); what may
differ is a value that may differ between CTAs (from the block id, or read from memory: :func:`checks`)
deciding

- a branch (``scf.if``, ``scf.index_switch``) whose regions hold an op a race rule sees (any impure op: a memory
  access, a synchronising op), e.g. a group of a ragged matmul that one CTA skips;
- or an operand through which what the CTA synchronises, or the SMEM it accesses, could differ: every operand of
  an mbarrier op (its address, count, tx count, parity or state, predicate), and each operand but the data of any
  other op a race rule sees (a TMA load's or ``tcgen05.commit``'s mbarrier, a named barrier's id and thread
  count, an SMEM address: :func:`_compared`), e.g. an arrive whose predicate tests the block id.

Those ops are checked (:func:`checks`, :func:`checked`): the first CTA's run records those values of each of its
active threads, in order per warpgroup (:class:`Recording`), and a batch compares each of its CTAs' with them
(:class:`Following`). A CTA whose values differ leaves the first CTA's path, and what it does after is not known
to be checked: the batch stops with an error marked as a batch's (machine.py), and run.Kernel.run runs the kernel
again without batches, every CTA tracked.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

import numpy as np
from xdsl.dialects import builtin, llvm
from xdsl.ir import Block, Operation, SSAValue

from mgpu.dialect.diagnostics import op_name
from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.emulator import ptx
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.lanes import is_uniform
from mgpu.emulator.types import GENERIC, memref_space, ptr_space

BRANCHES = frozenset({"scf.if", "scf.index_switch"})
"""The branches a CTA of a batch can take differently from the first CTA (their first operand decides)."""

MBARRIER = "nvvm.mbarrier."
"""The nvvm mbarrier ops' names begin so (inline PTX: :func:`_ptx_on_mbarrier`)."""

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

DATA_FIELDS = ("value", "vector", "val", "sources", "coordinates", "im2colOffsets", "l2CacheHint")
"""The operands (by field) of an op that are data, never synchronisation nor an SMEM address: what a store writes
(llvm.store, memref.store: ``value``; vector.store: ``vector``; nvvm.stmatrix: ``sources``), a shuffle's value
(``val``), a tensor copy's box coordinates in GMEM and its cache hint (nvvm.cp.async.bulk.tensor.*)."""

STRUCTURE = frozenset({"scf.if", "scf.index_switch", "scf.for", "scf.yield"})
"""Ops whose regions' ops say what they do."""


def checks(block: Block, handlers: Mapping) -> dict[Operation, tuple[int, ...]]:
    """The ops of the launch body ``block`` that :func:`checked` compares, each with the positions of the operands
    it compares: the branches whose condition may differ between CTAs and whose regions hold an op a race rule sees,
    and the ops with operands that may differ between CTAs through which what a CTA synchronises or the SMEM it
    accesses could differ (:func:`_compared`). None where a loop's trip count may differ between CTAs: such a body
    never runs in batches (program.Program's ``_batchable``), and its accesses stay fusable (fuse.py).

    A value may differ between two CTAs at the same point of one path if it is a block id (the body's first three
    arguments), the result of an impure op (memory, the CTA's registers), or computed from one (through region
    results, and loop-carried values to a fixed point)."""
    varying: set[SSAValue] = set(block.args[:3])
    smem: set[SSAValue] = set()  # generic pointers cast from an SMEM one, or computed from one
    kinds: dict[str, tuple[bool, bool]] = {}  # op name -> (its results are invariant, a race rule sees it)
    found = {}
    ragged = []  # the loops whose trip count may differ between CTAs

    def flow(src: SSAValue, dst: SSAValue) -> bool:
        """``dst`` takes ``src``'s value (a loop-carried value, a region's result): whether it varies or may hold
        an SMEM address anew."""
        new = False
        for into in (varying, smem):
            if src in into and dst not in into:
                into.add(dst)
                new = True
        return new

    def walk(b: Block) -> bool:
        """Whether ``b`` holds an op a race rule sees; its values that vary into ``varying``, its checks into
        ``found`` (a loop's body walked again from a wider ``varying`` adds to both)."""
        sees = False
        for op in b.ops:
            name = op_name(op)
            ins = not varying.isdisjoint(op.operands)
            if not op.regions:
                kind = kinds.get(name)
                if kind is None:
                    invariant = _invariant_op(name, handlers)
                    kind = kinds[name] = (invariant, not (invariant or name in UNSEEN or name in STRUCTURE))
                if ins or not kind[0]:
                    varying.update(op.results)
                if smem and not smem.isdisjoint(op.operands) or name == "llvm.addrspacecast" and ptr_space(
                        op.operands[0].type) != GENERIC:
                    smem.update(op.results)
                sees = sees or kind[1]
                if ins and kind[1]:
                    compared = _compared(op, name, varying, smem)
                    if compared:
                        found[op] = compared
            elif name == "scf.for":
                if not varying.isdisjoint(op.operands[:3]):
                    ragged.append(op)
                body = op.regions[0].blocks[0]
                carried = list(zip(op.operands[3:], body.args[1:], op.results))
                for init, arg, _ in carried:
                    flow(init, arg)
                while True:  # (again while a value it yields makes another of its arguments vary)
                    sees = walk(body) or sees
                    grew = [flow(y, arg) for (_, arg, _), y in zip(carried, body.last_op.operands)]
                    if not any(grew):
                        break
                for _, arg, res in carried:
                    flow(arg, res)
            else:  # (a branch: its regions' arguments and results as its decision, or as what they yield)
                inside = False
                for r in op.regions:
                    for inner in r.blocks:
                        if ins:
                            varying.update(inner.args)
                        inside = walk(inner) or inside
                        for y, res in zip(inner.last_op.operands if inner.last_op is not None else (), op.results):
                            flow(y, res)
                if ins:
                    varying.update(op.results)
                if inside and name in BRANCHES and op.operands[0] in varying:
                    found[op] = (0,)
                if name == "scf.while" and op.regions[0].blocks[0].last_op.operands[0] in varying:
                    ragged.append(op)
                sees = sees or inside
        return sees

    walk(block)
    return {} if ragged else found


def _compared(op: Operation, name: str, varying: set, smem: set) -> tuple[int, ...]:
    """The positions of ``op``'s operands in ``varying`` through which what it synchronises, or the SMEM it
    accesses, may differ between CTAs: every operand of an mbarrier op; of another op, each but the data
    (:func:`_data`); ``smem``: the generic pointers that may hold an SMEM address."""
    asm = name == "llvm.inline_asm"
    if name.startswith(MBARRIER) or asm and _ptx_on_mbarrier(op):
        return tuple(k for k, v in enumerate(op.operands) if v in varying)
    maybe = [k for k, v in enumerate(op.operands) if v in varying and not _data_type(v.type, v in smem)]
    if not maybe:
        return ()
    data = _asm_data(op) if asm else _data(op)
    return tuple(k for k in maybe if k not in data)


def _data(op: Operation) -> set[int]:
    """The positions of the operands of ``op`` (no inline asm) that are data: the value a store writes, a tensor
    copy's box coordinates and cache hint, and the indices into a GMEM (or a thread's own) memref."""
    data = set()
    for field in DATA_FIELDS:
        x = getattr(op, field, None)
        data.update(v for v in (x if isinstance(x, tuple) else (x,)) if isinstance(v, SSAValue))
    refs = [v.type for v in op.operands if isinstance(v.type, builtin.MemRefType)]
    elsewhere = bool(refs) and all(memref_space(t) == GENERIC for t in refs)
    return {k for k, v in enumerate(op.operands)
            if v in data or elsewhere and isinstance(v.type, builtin.IndexType)}


def _asm_data(op: Operation) -> set[int]:
    """The positions of the operands of the inline asm ``op`` that are data: all of a register-only one's; else
    those its instructions read only as a vector of registers (a wgmma's A fragment, a store's values) or as a
    tensor copy's tensor map and coordinates. An asm the parser refuses (refused again where it runs): none."""
    try:
        parsed = ptx.parse_inline_asm(ptx.mlir_unescape(op.properties["asm_string"].data),
                                      ptx.mlir_unescape(op.properties["constraints"].data))
    except ptx.PtxError:
        return set()
    outs = len(parsed.outputs)
    if all(i.opcode in ptx.VALUE_OPCODES for i in parsed.instructions):
        return set(range(len(op.operands)))
    read = {n - outs for i in parsed.instructions
            for n in ptx.args_in([o for o in i.operands if not isinstance(o, ptx.Vec)]
                                 + ([i.predicate] if i.predicate is not None else []))}
    return set(range(len(op.operands))) - read


@lru_cache(maxsize=None)
def _data_type(t, smem: bool) -> bool:
    """Whether a value of type ``t`` is data whatever its op: floats (a scalar, a vector or a struct of them), a
    pointer into GMEM (generic, not ``smem``) and a GMEM or a thread's own memref."""
    if isinstance(t, builtin.AnyFloat):
        return True
    if isinstance(t, builtin.VectorType):
        return isinstance(t.element_type, builtin.AnyFloat)
    if isinstance(t, llvm.LLVMStructType):
        return all(_data_type(f, smem) for f in t.types)
    if isinstance(t, llvm.LLVMPointerType):
        return not smem and ptr_space(t) == GENERIC
    return isinstance(t, builtin.MemRefType) and memref_space(t) == GENERIC


def _ptx_on_mbarrier(op: Operation) -> bool:
    """Whether the inline PTX ``op`` holds an mbarrier instruction (``mbarrier.*``, a guard before it or not)."""
    asm = op.properties.get("asm_string")
    return asm is not None and any(line.strip().lstrip("@!$0123456789 ").startswith("mbarrier.")
                                   for line in asm.data.replace(";", "\n").splitlines())


def _invariant_op(name: str, handlers: Mapping) -> bool:
    """Whether the results of an op ``name`` are a function of its operands, the launch geometry and the active
    threads alone (the same in every CTA on one path, given the same operands)."""
    if name in INVARIANT:
        return True
    spec = handlers.get(name)
    return spec is not None and (spec.pure or spec.static_source)


def checked(fn, slots: list[int], op: Operation):
    """The closure ``fn`` of ``op`` (one of :func:`checks`; ``slots``: the registers of the operands it compares),
    recording or comparing their values where the context follows a path (``ctx.path``)."""
    def run(ctx, R):
        path = ctx.path
        if path is not None:
            path.step(ctx, op, [R[s] for s in slots])
        return fn(ctx, R)
    return run


def _leaves(xs: list):
    """The registers ``xs`` as one-number-per-thread arrays: a tuple's (a memref descriptor, a struct) fields, a
    vector's elements (a descriptor's mark of a slice past its ref, ref_bounds.py: not a register)."""
    for x in xs:
        if isinstance(x, tuple):
            yield from _leaves(x)
        elif isinstance(x, np.ndarray) and x.ndim > 1:
            yield from x.reshape(x.shape[0], -1).T
        elif isinstance(x, np.ndarray):
            yield x
        elif isinstance(x, (int, np.integer)):
            yield np.array([x])


def _values(x: np.ndarray, mask, n: int):
    """A register (one number per thread) as the path compares it: each active thread's value (0 for the
    others), one value where it is the same for all of the ``n``."""
    if mask is None and x.shape[0] == 1:
        return x[0].item()
    full = np.broadcast_to(x, (n,))
    if mask is not None:
        full = np.where(mask, full, 0)
    return full[0].item() if is_uniform(full) else full


class Recording:
    """The values of one warpgroup of the first CTA at the checked ops, in order."""

    def __init__(self, steps: list):
        self.steps = steps

    def step(self, ctx, op: Operation, xs: list) -> None:
        self.steps.append((op, [_values(x, ctx.mask, ctx.T) for x in _leaves(xs)]))


class Following:
    """A batched warpgroup (machine.Batch) comparing its CTAs' values with the first CTA's (``steps``, its
    :class:`Recording` of that warpgroup)."""

    def __init__(self, steps: list):
        self.steps = steps
        self.next = 0

    def step(self, ctx, op: Operation, xs: list) -> None:
        k = self.next
        self.next = k + 1
        first, wants = self.steps[k] if k < len(self.steps) else (None, None)
        B = ctx.batch.B
        off = None if first is op else np.ones(B, bool)  # (the CTAs that left; None: none so far)
        mask = ctx.mask
        for x, want in zip(_leaves(xs), wants or ()):
            if mask is None and not isinstance(want, np.ndarray) and (x == want).all():
                continue  # (the usual step: every thread's value the first CTA's one)
            got = _values(x, mask, ctx.T)
            if isinstance(got, np.ndarray) or isinstance(want, np.ndarray) or got != want:
                differ = ~(np.broadcast_to(got, (ctx.T,)).reshape(B, -1) == want).all(axis=1)
                off = differ if off is None else off | differ
        if off is not None and off.any():
            cta = ctx.batch.ctas[int(np.flatnonzero(off)[0])]
            raise EmulatorError(diag.BATCH_LEAVES_FIRST_CTA_PATH.format(cta=cta.label))
