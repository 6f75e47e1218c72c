"""Rules for ops with regions (jax 0.10.2 ``layout_inference.py``): ``scf`` loops and switches carry
a value's variable through their block arguments, results and terminators; ``warp_map`` passes its
refs to its body; ``custom_primitive`` states its layouts itself."""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.dialects import scf
from xdsl.dialects.builtin import ArrayAttr, VectorType
from xdsl.ir import Attribute, Block, SSAValue

from mgpu.dialect.mosaic_gpu.layout_ops import CustomPrimitiveOp, WarpMapOp
from mgpu.layouts import attrs as A
from mgpu.passes.infer_layout.constraints import REG, SmemTransforms, value_kind
from mgpu.passes.infer_layout.rule_context import RuleContext, rule
from mgpu.passes.typeinfo import SMEM, TMEM


def _yield(block: Block | None) -> scf.YieldOp:
    assert block is not None and isinstance(block.last_op, scf.YieldOp)
    return block.last_op


def _carried(value: SSAValue) -> bool:
    return isinstance(value.type, VectorType) or value_kind(value) == SMEM


@rule(scf.ForOp)
def _scf_for(ctx: RuleContext, op: scf.ForOp) -> None:
    """Each carried vector / SMEM ref: operand, block argument, result and yield operand share a
    variable (for SMEM, the init operand's producer variable)."""
    block = op.body.block
    yield_op = _yield(block)
    for r, init in enumerate(op.iter_args):
        if not _carried(init):
            continue
        var = ctx.operand(op, init) if isinstance(init.type, VectorType) else ctx.operand(op, init, ctx.producer_var(op, init))
        ctx.argument(op, block.args[r + 1], var)
        ctx.result(op, op.res[r], var)
        ctx.operand(yield_op, yield_op.arguments[r], var)


@rule(scf.WhileOp)
def _scf_while(ctx: RuleContext, op: scf.WhileOp) -> None:
    before, after = op.before_region.blocks.first, op.after_region.blocks.first
    assert before is not None and after is not None
    cond_op, yield_op = before.last_op, _yield(after)
    assert isinstance(cond_op, scf.ConditionOp)
    for i, o in enumerate(op.arguments):
        if isinstance(o.type, VectorType):
            var = ctx.operand(op, o)
            ctx.argument(op, before.args[i], var)
            ctx.operand(yield_op, yield_op.arguments[i], var)
    for i, r in enumerate(op.res):
        if isinstance(r.type, VectorType):
            var = ctx.result(op, r)
            ctx.argument(op, after.args[i], var)
            ctx.operand(cond_op, cond_op.args[i], var)


@rule(scf.IndexSwitchOp)
def _scf_index_switch(ctx: RuleContext, op: scf.IndexSwitchOp) -> None:
    for i, r in enumerate(op.output):
        if isinstance(r.type, VectorType):
            var = ctx.result(op, r)
            for region in op.regions:
                yield_op = _yield(region.blocks.first)
                ctx.operand(yield_op, yield_op.arguments[i], var)


@rule(WarpMapOp)
def _warp_map(ctx: RuleContext, op: WarpMapOp) -> None:
    block = op.region.blocks.first
    for i, o in enumerate(op.operands_):
        if value_kind(o) in (SMEM, TMEM):
            var = ctx.operand(op, o, ctx.producer_var(op, o))
            if block is not None and i < len(block.args):
                ctx.argument(op, block.args[i], var)


def _tmem_layouts(op: CustomPrimitiveOp, name: str) -> Iterator[Attribute]:
    """The TMEM layouts the op states under ``name``: jaxlib 0.10.2's op declares no such property,
    so they are written in its attributes."""
    attr = op.attributes.get(name)
    return iter(attr.data if isinstance(attr, ArrayAttr) else ())


@rule(CustomPrimitiveOp)
def _custom_primitive(ctx: RuleContext, op: CustomPrimitiveOp) -> None:
    """The op states its layouts and transforms itself."""
    in_layouts, in_transforms = iter(op.in_layouts.data), iter(op.in_transforms.data)
    in_tmem = _tmem_layouts(op, "in_tmem_layouts")
    for o in op.operands_:
        kind = value_kind(o)
        if kind == REG:
            ctx.assign(ctx.operand(op, o), A.from_attr(next(in_layouts)), op)
        elif kind == SMEM:
            v = ctx.operand(op, o)
            ctx.equal(ctx.producer_var(op, o), v, op)
            t = next(in_transforms)
            ctx.assign(v, SmemTransforms(A.given_transforms(t.data).tiling), op)  # pyright: ignore
        elif kind == TMEM:
            v = ctx.operand(op, o, ctx.producer_var(op, o))
            ctx.assign(v, A.from_attr(next(in_tmem)), op)
    out_layouts, out_tmem = iter(op.out_layouts.data), _tmem_layouts(op, "out_tmem_layouts")
    for r in op.results_:
        kind = value_kind(r)
        if kind == REG:
            ctx.assign(ctx.result(op, r), A.from_attr(next(out_layouts)), op)
        elif kind == TMEM:
            ctx.assign(ctx.result(op, r), A.from_attr(next(out_tmem)), op)
