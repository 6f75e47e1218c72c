"""MLIR's custom syntax for xDSL's ``memref.extract_aligned_pointer_as_index`` and ``memref.cast``:
xDSL has only their generic form, so the custom form that jax prints did not parse. MLIR's verifiers of
``memref.subview``, ``memref.expand_shape`` and ``memref.collapse_shape`` (mgpu.dialect.memref_views): xDSL's accept a result type
that is not the view's, which the emulator would then address. Their classes stay xDSL's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xdsl.dialects import memref as _memref
from xdsl.dialects.builtin import ArrayAttr, IntegerAttr
from xdsl.irdl import IRDLOperation, PropertyDef, irdl_to_attr_constraint

from mgpu.dialect.memref_views import verify_collapse_shape, verify_expand_shape, verify_subview
from mgpu.dialect.syntax import attach_format


def install() -> None:
    """Patch xDSL's memref classes (once, from ``xdsl_patches.install``)."""
    attach_format(_memref.ExtractAlignedPointerAsIndexOp,
                  "$source `:` type($source) `->` type(results) attr-dict")
    attach_format(_memref.CastOp, "$source attr-dict `:` type($source) `to` type($dest)")
    for cls, check in ((_memref.SubviewOp, verify_subview), (_memref.ExpandShapeOp, verify_expand_shape),
                       (_memref.CollapseShapeOp, verify_collapse_shape)):
        _verify_with(cls, check)
    # an array of integer arrays, its contiguity checked by the verifiers where MLIR checks it (xDSL's
    # constraint checked it first, in other words)
    for reshape in (_memref.ExpandShapeOp, _memref.CollapseShapeOp):
        properties = reshape.get_irdl_definition().properties
        properties["reassociation"] = PropertyDef(irdl_to_attr_constraint(ArrayAttr[ArrayAttr[IntegerAttr]]))


def _verify_with(cls: type[IRDLOperation], check: Callable[[Any], None]) -> None:
    """``cls``'s definition checked, then ``check`` in place of xDSL's own ``verify_`` (whose subview message
    for a dynamic-entry mismatch is not MLIR's)."""
    definition = cls.get_irdl_definition()

    def verify_(self: IRDLOperation) -> None:
        definition.verify(self)
        check(self)

    cls.verify_ = verify_  # type: ignore[method-assign]
