"""Rules for ops with regions (jax 0.10.2 ``layout_inference.py``): ``scf`` loops and switches carry
a value's variable through their block arguments, results and terminators; ``warp_map`` passes its
refs to its body; ``custom_primitive`` states its layouts itself."""

from __future__ import annotations


from xdsl.dialects import scf
from xdsl.dialects.builtin import VectorType
from xdsl.ir import Block, SSAValue

from mgpu.dialect.diagnostics import inference as diag
from mgpu.dialect.diagnostics import op_name
from mgpu.dialect.mosaic_gpu.layout_ops import CustomPrimitiveOp, WarpMapOp
from mgpu.layouts import attrs as A
from mgpu.passes.infer_layout.constraints import REG, value_kind
from mgpu.passes.infer_layout.rule_context import RuleContext, located, rule
from mgpu.passes.infer_layout.rules.smem import given_transforms
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
def _scf_index_switch(ctx: RuleContext, op: scf.IfOp | scf.IndexSwitchOp) -> None:
    """Each vector result and what every branch's yield passes for it share a variable."""
    for i, r in enumerate(op.results):
        if isinstance(r.type, VectorType):
            var = ctx.result(op, r)
            for region in op.regions:
                yield_op = _yield(region.blocks.first)
                ctx.operand(yield_op, yield_op.arguments[i], var)


@rule(scf.IfOp)
def _scf_if(ctx: RuleContext, op: scf.IfOp) -> None:
    """As a switch, where the release has the rule (JaxVersion.if_carries_vectors); else jax's words."""
    if not ctx.jax.if_carries_vectors:
        raise located(op, diag.INFER_LAYOUT_NO_RULE(op=op_name(op)))
    _scf_index_switch(ctx, op)


@rule(WarpMapOp)
def _warp_map(ctx: RuleContext, op: WarpMapOp) -> None:
    block = op.region.blocks.first
    for i, o in enumerate(op.operands_):
        if value_kind(o) in (SMEM, TMEM):
            var = ctx.operand(op, o, ctx.producer_var(op, o))
            if block is not None and i < len(block.args):
                ctx.argument(op, block.args[i], var)


@rule(CustomPrimitiveOp)
def _custom_primitive(ctx: RuleContext, op: CustomPrimitiveOp) -> None:
    """The op states its layouts and transforms itself."""
    in_layouts, in_transforms = iter(op.in_layouts.data), iter(op.in_transforms.data)
    for o in op.operands_:
        kind = value_kind(o)
        if kind == REG:
            ctx.assign(ctx.operand(op, o), A.from_attr(next(in_layouts), ctx.jax.tiled_layout_unreduced_field), op)
        elif kind == SMEM:
            v = ctx.operand(op, o)
            ctx.equal(ctx.producer_var(op, o), v, op)
            ctx.assign(v, given_transforms(ctx, op, o, next(in_transforms)), op)  # pyright: ignore[reportArgumentType]
    out_layouts = iter(op.out_layouts.data)
    for r in op.results_:
        if value_kind(r) == REG:
            ctx.assign(ctx.result(op, r), A.from_attr(next(out_layouts), ctx.jax.tiled_layout_unreduced_field), op)
