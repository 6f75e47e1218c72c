"""SMEM refs: ``slice_smem`` (a view of the dynamic SMEM) and ``with_transforms`` (no code).

The SMEM buffer keeps its logical type: the tile and swizzle live in the ops' ``in_transforms``,
and the loads/stores/TMA copies that use the ref compute the tiled, swizzled addresses
(jax's ``unwrap_transformed_memref`` view has the same bytes).
"""

from __future__ import annotations

from xdsl.dialects.builtin import MemRefType, i64
from xdsl.ir import Operation, SSAValue

from mgpu.dialect.mosaic_gpu.attributes import BarrierType
from mgpu.passes.lowering.builder import index
from mgpu.passes.lowering.state import LoweringState, rule


@rule("mosaic_gpu.slice_smem")
def slice_smem(s: LoweringState, op: Operation) -> list[SSAValue]:
    b = s.b
    ty = op.results[0].type
    assert isinstance(ty, MemRefType)
    offset = op.properties["offset"].value.data  # pyright: ignore
    base = b.v("gpu.dynamic_shared_memory", [], b.t("memref<?xi8, #gpu.address_space<workgroup>>"))
    shift = b.v("arith.constant", [], index, props={"value": b.a(f"{offset} : index")})
    shape = list(ty.get_shape())
    if isinstance(ty.element_type, BarrierType):
        view_ty = MemRefType(i64, shape or [1], memory_space=ty.memory_space)
        view = b.v("memref.view", [base, shift], view_ty)
        return [b.cast(view, ty)]
    return [b.v("memref.view", [base, shift], ty)]


@rule("mosaic_gpu.with_transforms")
def with_transforms(s: LoweringState, op: Operation) -> list[SSAValue]:
    return [op.operands[0]]
