"""``canonicalize``: xDSL's pass plus jaxlib's canonicalizations of mosaic_gpu ops (jaxlib/mosaic/dialect/gpu/
mosaic_gpu.cc at jax-v0.10.2, the same at jax-v0.11.0 and on jax's main of 2026-08: ``ReinterpretCastOp::fold``,
``FoldMGPUReinterpretCastOfSliceSMEM``, ``HoistReinterpretCastOutOfWarpMap``) and the upstream fold xDSL lacks that
changes what layout inference sees (``vector.broadcast`` of a constant is a splat constant), so that
``canonicalize,cse`` on a module gives the ops jax's own pipeline gives before layout inference
(jax/experimental/mosaic/gpu/core.py:1154 at 0.12.0.1 runs ``canonicalize,cse`` before it infers layouts; 0.10.2's
core.py:1014 runs ``canonicalize``). tests/interop/README.md says how jaxlib's output is compared with ours."""

from __future__ import annotations

import math

from xdsl.context import Context
from xdsl.dialects import arith, builtin, vector
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.transforms.canonicalize import CanonicalizationRewritePattern
from xdsl.transforms.dead_code_elimination import region_dce

from mgpu.dialect.mosaic_gpu.layout_ops import ReinterpretCastOp, SliceSMEMAliasOp, SliceSMEMOp, WarpMapOp
from mgpu.dialect.release_effects import reading


class FoldIdentityCast(RewritePattern):
    """A cast to its source's own type is its source (``ReinterpretCastOp::fold``)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReinterpretCastOp, rewriter: PatternRewriter) -> None:
        if op.source.type == op.result.type:
            rewriter.replace(op, [], [op.source])


class FoldCastOfCast(RewritePattern):
    """``cast(cast(x))`` casts ``x`` (``ReinterpretCastOp::fold``: the operand is set in place)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReinterpretCastOp, rewriter: PatternRewriter) -> None:
        parent = op.source.owner
        if isinstance(parent, ReinterpretCastOp):
            op.operands[0] = parent.source
            rewriter.notify_op_modified(op)


class FoldCastOfSliceSmem(RewritePattern):
    """``cast(slice_smem)`` is a ``slice_smem`` of the cast's type, at the same offset and alias
    (``FoldMGPUReinterpretCastOfSliceSMEM``)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReinterpretCastOp, rewriter: PatternRewriter) -> None:
        slice_ = op.source.owner
        if not isinstance(slice_, SliceSMEMOp | SliceSMEMAliasOp):
            return
        properties = {"offset": slice_.offset}
        if slice_.alias_id is not None:
            properties["alias_id"] = slice_.alias_id
        rewriter.replace(op, type(slice_).create(result_types=[op.result.type], properties=properties))


class HoistCastOutOfWarpMap(RewritePattern):
    """A ``warp_map`` argument used only by casts to one type takes the cast outside, its block argument that
    type (``HoistReinterpretCastOutOfWarpMap``)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: WarpMapOp, rewriter: PatternRewriter) -> None:
        for i, arg in enumerate(op.region.block.args):
            users = [use.operation for use in arg.uses]
            if not users or not all(isinstance(u, ReinterpretCastOp) for u in users):
                continue
            target = users[0].results[0].type
            if any(u.results[0].type != target for u in users):
                continue
            cast = rewriter.insert(ReinterpretCastOp.create(operands=[op.operands[i]], result_types=[target]),
                                   InsertPoint.before(op))
            op.operands[i] = cast.results[0]
            new_arg = rewriter.replace_value_with_new_type(arg, target)
            for user in users:
                rewriter.replace(user, [], [new_arg])
            rewriter.notify_op_modified(op)


MOSAIC_GPU_PATTERNS: tuple[RewritePattern, ...] = (
    FoldIdentityCast(), FoldCastOfCast(), FoldCastOfSliceSmem(), HoistCastOutOfWarpMap())


class FoldBroadcast(RewritePattern):
    """A broadcast to its source's own type is its source; a broadcast of a constant scalar or splat is a splat
    constant (``BroadcastOp::fold``, mlir/lib/Dialect/Vector/IR/VectorOps.cpp). jax's layout inference gives the
    constant a splat layout where the broadcast's operand would have had its own rule."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.BroadcastOp, rewriter: PatternRewriter) -> None:
        if op.source.type == op.vector.type:
            rewriter.replace(op, [], [op.source])
            return
        constant = op.source.owner
        if not isinstance(constant, arith.ConstantOp):
            return
        value = constant.value
        if isinstance(value, builtin.DenseIntOrFPElementsAttr):
            if not value.is_splat():
                return
            value = value.get_attrs()[0]
        if not isinstance(value, builtin.IntegerAttr | builtin.FloatAttr) or value.type != op.vector.type.element_type:
            return
        if isinstance(value, builtin.FloatAttr) and math.isnan(value.value.data):
            return  # xDSL would write the splat of a NaN as a list of NaNs, not a splat
        splat = builtin.DenseIntOrFPElementsAttr.from_list(op.vector.type, [value.value.data])
        if splat.get_attrs()[0] != value:  # a value xDSL's dense storage does not hold bit for bit
            return
        rewriter.replace(op, arith.ConstantOp(splat))


UPSTREAM_PATTERNS: tuple[RewritePattern, ...] = (FoldBroadcast(),)


class CanonicalizePass(ModulePass):
    """xDSL's canonicalization (its ops' patterns and folders, dead code removed) with mosaic_gpu's and the
    upstream fold above; an op's side effects (which unused ops it erases) as the module's jaxlib declares them
    (mgpu.dialect.release_effects)."""

    name = "canonicalize"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        pattern = GreedyRewritePatternApplier(
            [CanonicalizationRewritePattern(), *MOSAIC_GPU_PATTERNS, *UPSTREAM_PATTERNS], ctx=ctx, folding_enabled=True)
        with reading(getattr(ctx, "jax", None)):
            PatternRewriteWalker(pattern, post_walk_func=region_dce).rewrite_module(op)
