"""``mosaic_gpu.warp_map``: a body each warp of the warpgroup runs on its own (warp semantics).

As jax's ``_mgpu_warp_map_op_lowering_rule`` (dialect_lowering.py:2561 at jax-v0.10.2): the body's
ops move before the op, between two warpgroup barriers (jax inserts them with its default
auto_barriers: what one warp issued, async copies included, is complete and visible to the other
warps before and after the body), and are lowered in warp semantics (``LoweringState.warp_semantics``):
a single-thread instruction is issued by one thread per warp, not per warpgroup
(``LoweringState.single_lane``), and an arrive stands for the warp's share of the warpgroup's 128
(barriers.py).

jax lowers only the ops whose rule it registers with ``support_warp_semantics=True`` in warp
semantics, and refuses any other op that needs lowering (``LoweringContext.lower_op``,
dialect_lowering.py:106); so does mgpu (``check_warp_semantics``), for the ops whose rule says
``@rule(..., warp_semantics=True)`` (``state.WARP_SEMANTICS``).
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue

from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.ops import WarpMapOp
from mgpu.passes.infer_layout.constraints import REG, SMEM, TMEM, value_kind
from mgpu.passes.lowering.state import WARP_SEMANTICS, LoweringState, fail, rule

@rule(WarpMapOp)
def warp_map(s: LoweringState, op: WarpMapOp) -> list[SSAValue]:
    block = op.region.blocks.first
    assert block is not None  # (the verifier's single_block region)
    for arg, operand in zip(block.args, op.operands_, strict=True):
        arg.replace_all_uses_with(operand)
    s.warpgroup_barrier()
    for inner in list(block.ops):
        s.warp_ops.update(inner.walk())
        inner.detach()
        s.b.insert(inner)
    s.warpgroup_barrier()
    return []


def needs_lowering(op: Operation) -> bool:
    """jax's ``_should_lower`` (dialect_lowering.py:2885): a mosaic_gpu op, an op on vectors or on
    SMEM / TMEM refs, or an op with a non-empty region."""
    return (op.name.startswith("mosaic_gpu.")
            or any(value_kind(v) in (REG, SMEM, TMEM) for v in (*op.operands, *op.results))
            or any(block.ops.first is not None for region in op.regions for block in region.blocks))


def check_warp_semantics(op: Operation) -> None:
    """Refuses, as jax does, an op of a warp_map body that needs a lowering jax has only for a
    whole warpgroup."""
    if type(op) not in WARP_SEMANTICS and needs_lowering(op):
        raise fail(op, diag.WARP_SEMANTICS_UNSUPPORTED, name=op.name)
