"""Where inference finds no layout: the index of a TMA copy whose divisibility by its SMEM ref's tiling the IR
does not prove, in jax's words (``_check_unsatisfiable_divisibility_constraints``, layout_inference.py:2578-2668
at jax-v0.12.0.1; jax 0.11 and later). A ref whose every candidate tiling (the one the kernel gave it, else
those an MMA operand takes) fails the ``Divides`` its copies state, copied at an index whose gcd with the
slice length is 1 where the tile does not divide the multiple: the user proves the index with pl.multiple_of.

jax builds the error at the index's value, which has no Python traceback of its own: it is reported here at
the copy that takes the index."""

from __future__ import annotations

from xdsl.ir import Operation

from mgpu import layouts as L
from mgpu.dialect.diagnostics import inference as diag
from mgpu.dialect.mosaic_gpu.transfer_ops import AsyncLoadOp, AsyncLoadPeerOp, AsyncStoreOp
from mgpu.passes.infer_layout.constraints import IsValidMmaTiling, SmemTransforms, Var
from mgpu.passes.infer_layout.ir_facts import dynamic_gcd, ints
from mgpu.passes.infer_layout.rule_context import RuleContext, located
from mgpu.passes.typeinfo import SMEM

_COPIES = (AsyncLoadOp, AsyncLoadPeerOp, AsyncStoreOp)


def raise_unproved_index(rctx: RuleContext) -> None:
    """jax's error for the first such copy, if any (roots in creation order, copies in program order)."""
    roots: list[Var] = []
    for v in rctx.vars:
        root = v.find()
        if root.space == SMEM and root.divides is not None and root not in roots:
            roots.append(root)
    for root in roots:
        tilings = _candidate_tilings(rctx, root)
        multiple = root.divides
        assert multiple is not None
        if any(L.divides_holds(t, multiple) for t in tilings):
            continue
        for op in _copies_of(rctx, root):
            lengths = [n for n in ints(op.slice_lengths) if n != -1]
            if len(lengths) != len(op.indices) or len(multiple) != len(op.indices):
                continue  # (jax asserts one index per dim of the multiple)
            for tiling in tilings:
                if len(tiling) > len(multiple):
                    continue
                for i, (t, m) in enumerate(zip(reversed(tiling), reversed(multiple))):
                    at = -(i + 1)
                    if m % t == 0 or dynamic_gcd(lengths[at], op.indices[at]) != 1:
                        continue
                    raise located(op, diag.INFER_UNPROVED_INDEX(index=at + len(op.indices), tile=t))


def _candidate_tilings(rctx: RuleContext, root: Var) -> list[tuple[int, ...]]:
    """The tiling the kernel gave the ref; else, the tilings its MMA operands take (jax's OneOf candidates)."""
    given = [layout.tiling for var, layout, _ in rctx.assignments
             if var.find() is root and isinstance(layout, SmemTransforms) and layout.tiling is not None]
    if any(var.find() is root for var, _, _ in rctx.assignments):
        return given
    return [t for c in rctx.constraints if isinstance(c, IsValidMmaTiling) and c.smem.find() is root
            for t in L.mma_tilings(c.smem.shape, c.bits, c.transposed)]


def _copies_of(rctx: RuleContext, root: Var) -> list[Operation]:
    ops: list[Operation] = []
    for v in rctx.vars:
        if v.find() is root:
            ops += [op for op, _, _ in rctx.var_sites.get(v, ()) if isinstance(op, _COPIES) and op not in ops]
    return ops
