"""MLIR's custom syntax for xDSL's ``memref.extract_aligned_pointer_as_index`` and ``memref.cast``:
xDSL has only their generic form, so the custom form that jax prints did not parse. Their
classes stay xDSL's."""

from __future__ import annotations

from xdsl.dialects import memref as _memref

from mgpu.dialect.syntax import attach_format


def install() -> None:
    """Patch xDSL's memref classes (once, from ``xdsl_patches.install``)."""
    attach_format(_memref.ExtractAlignedPointerAsIndexOp,
                  "$source `:` type($source) `->` type(results) attr-dict")
    attach_format(_memref.CastOp, "$source attr-dict `:` type($source) `to` type($dest)")
