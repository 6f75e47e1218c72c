"""jax's checks of a ``memref.subview`` of a SMEM ref, which mgpu keeps as it is (``refs.ref_view``
computes addresses through it): a slice jax's ``_memref_subview_op_lowering_rule`` refuses
(jax/experimental/mosaic/gpu/dialect_lowering.py:1881-1994 at jax-v0.12.0.1) is refused here, in its
words — the same transforms in and out, slices of a swizzled minor dim that start and end on a whole
swizzle row, one tile transform at most."""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX, ArrayAttr, MemRefType
from xdsl.dialects.memref import SubviewOp

from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.attributes import SwizzleTransformAttr
from mgpu.passes.infer_layout.constraints import strides_of
from mgpu.passes.infer_layout.ir_facts import is_known_divisible
from mgpu.passes.lowering.state import LoweringState
from mgpu.passes.typeinfo import element_bits

NO_SWIZZLE = 16  # jax's SwizzlingMode.kNoSwizzle, in bytes


def check_smem_subview(op: SubviewOp) -> None:
    """Raise jax's error for a SMEM subview its Warpgroup lowering refuses (its strides and sizes are
    checked for every memory space: ``check_static_unit_strides``)."""
    transforms_in, transforms_out = _transforms(op, "in_transforms"), _transforms(op, "out_transforms")
    if transforms_in != transforms_out:
        raise diag.SUBVIEW_TRANSFORMS_DIFFER()
    swizzles = [int(t.swizzle.value.data) for t in transforms_out if isinstance(t, SwizzleTransformAttr)]
    swizzle = swizzles[0] if swizzles else NO_SWIZZLE
    if swizzle != NO_SWIZZLE:
        ty = op.source.type
        assert isinstance(ty, MemRefType)
        swizzle_elems = swizzle * 8 // element_bits(ty.element_type)
        dynamic = iter(op.offsets)
        sizes = [int(x) for x in op.static_sizes.get_values()]
        for stride, static, size in zip(strides_of(op.source), op.static_offsets.get_values(), sizes, strict=True):
            offset = next(dynamic) if int(static) == DYNAMIC_INDEX else int(static)
            if stride != 1:
                continue  # only the minor dim (stride 1) is swizzled
            if size % swizzle_elems:
                raise diag.SUBVIEW_SWIZZLED_SIZE(size=size, swizzle_elems=swizzle_elems)
            if isinstance(offset, int):
                if offset % swizzle_elems:
                    raise diag.SUBVIEW_SWIZZLED_OFFSET(offset=offset, swizzle_elems=swizzle_elems)
            elif not is_known_divisible(offset, swizzle_elems):
                raise diag.SUBVIEW_SWIZZLED_DYNAMIC_OFFSET(swizzle_elems=swizzle_elems)
    # then jax unwraps the source (dialect_lowering.py:1949 at jax-v0.12.0.1), whose transform_type refuses a second
    # tile (:1068) before the rule's own "only supports a single tile transform" (:1990), which no module reaches
    LoweringState.transforms(op, 0)


def check_static_unit_strides(op: SubviewOp) -> None:
    if any(int(x) != 1 for x in op.static_strides.get_values()):
        raise diag.SUBVIEW_STRIDES()
    if any(int(x) == DYNAMIC_INDEX for x in op.static_sizes.get_values()):
        raise diag.SUBVIEW_SIZES()


def _transforms(op: SubviewOp, key: str) -> list:
    """The ref's transforms as inference set them (none where it set none)."""
    attr = op.attributes.get(key)
    if not isinstance(attr, ArrayAttr) or not attr.data:
        return []
    first = attr.data[0]
    return list(first.data) if isinstance(first, ArrayAttr) else [first]
