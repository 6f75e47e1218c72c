"""``cse``: xDSL's common subexpression elimination, with the side effects of ops as the jaxlib of the module's
release declares them (mgpu.dialect.release_effects: jaxlib 0.10.2's cse keeps two equal ``with_transforms``)."""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.transforms.common_subexpression_elimination import CommonSubexpressionElimination

from mgpu.dialect.release_effects import reading


class CsePass(CommonSubexpressionElimination):
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        with reading(getattr(ctx, "jax", None)):
            super().apply(ctx, op)
