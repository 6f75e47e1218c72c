"""``mgpu-lower{semantics=...}``: the lowering pipelines, one per semantics (docs/design/spec.md §4).

``warpgroup`` runs layout inference (unless the module is annotated already), then the Warpgroup
lowering; ``lane`` runs the Lane lowering, which annotates and then applies the same rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from mgpu.layouts.attrs import LAYOUT_ATTR_NAMES
from mgpu.passes.infer_layout import InferLayoutPass
from mgpu.passes.lower_lane import lower_lane
from mgpu.passes.lower_warpgroup import lower_warpgroup


@dataclass(frozen=True)
class LowerPass(ModulePass):
    """``mgpu-lower{semantics=warpgroup}``: layout inference, then Warpgroup lowering."""

    name = "mgpu-lower"

    semantics: str = "warpgroup"

    def __post_init__(self) -> None:  # a bad option is an error of the pipeline, before any parsing
        if self.semantics not in ("warpgroup", "lane"):
            raise ValueError(f"unknown semantics '{self.semantics}' (warpgroup or lane)")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.semantics == "lane":
            lower_lane(op, ctx)
            return
        if not _annotated(op):
            InferLayoutPass().apply(ctx, op)
        lower_warpgroup(op, ctx)


def _annotated(module: ModuleOp) -> bool:
    """Whether layout inference already ran (some op carries its attributes)."""
    return any(any(k in o.attributes for k in LAYOUT_ATTR_NAMES) for o in module.walk())
