"""SMEM refs: ``slice_smem`` (a view of the dynamic SMEM), ``with_transforms`` (no code),
``reinterpret_cast`` (a contiguous ref seen with a new shape), and where a (sliced) tiled ref's
elements are (``ref_view``).

The SMEM buffer keeps its logical type: the tile and swizzle live in the ops' ``in_transforms``,
and the loads/stores/TMA copies/MMAs that use the ref compute the tiled, swizzled addresses
(jax's ``unwrap_transformed_memref`` view has the same bytes). A slice (``memref.subview``, kept
as it is) of a tiled ref is a view of its parent's tiled bytes: jax slices the tiled form
(``_memref_subview_op_lowering_rule``, ``_tile_transform_offsets`` in
jax/experimental/mosaic/gpu/dialect_lowering.py at jax-v0.10.2), so its elements sit at the
parent's tile strides, from its origin's tiled offset (``ref_view``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    IntegerAttr,
    MemRefType,
    StridedLayoutAttr,
    i32,
    i64,
)
from xdsl.ir import Operation, SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import Message
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.attributes import BarrierType
from mgpu.dialect.mosaic_gpu.layout_ops import SliceSMEMAliasOp
from mgpu.dialect.mosaic_gpu.ops import ReinterpretCastOp, SliceSMEMOp, WithTransformsOp
from mgpu.passes.lowering.builder import Builder, index
from mgpu.passes.lowering.state import KEEP, LoweringState, element_address, fail, rule, static_offset
from mgpu.passes.typeinfo import element_bits


@rule(SliceSMEMOp, SliceSMEMAliasOp, warp_semantics=True)
def slice_smem(s: LoweringState, op: SliceSMEMOp | SliceSMEMAliasOp) -> list[SSAValue]:
    """A view of the dynamic SMEM at the offset (an ``alias_id`` matters to inference only)."""
    b = s.b
    ty = op.result.type
    assert isinstance(ty, MemRefType)
    offset = op.offset.value.data
    _check_in_requested_smem(op, ty, offset)
    base = b.v("gpu.dynamic_shared_memory", [], b.t("memref<?xi8, #gpu.address_space<workgroup>>"))
    shift = b.v(arith.ConstantOp, [], index, props={"value": b.a(f"{offset} : index")})
    shape = list(ty.get_shape())
    if isinstance(ty.element_type, BarrierType):
        view_ty = MemRefType(i64, shape or [1], memory_space=ty.memory_space)
        view = b.v("memref.view", [base, shift], view_ty)
        return [b.cast(view, ty)]
    return [b.v("memref.view", [base, shift], ty)]


def _check_in_requested_smem(op: Operation, ty: MemRefType, offset: int) -> None:
    """jax's ``_slice_smem`` (dialect_lowering.py:1796-1799 at jax-v0.12.0.1): the slice lies within the dynamic
    SMEM the kernel requests, here the constant size its enclosing gpu.launch states (a kernel body lowered
    without its gpu.launch is not checked). A barrier is 8 bytes (an mbarrier's)."""
    launch = op.parent_op()
    while launch is not None and launch.name != "gpu.launch":
        launch = launch.parent_op()
    size = getattr(launch, "dynamicSharedMemorySize", None)
    owner = size.owner if isinstance(size, SSAValue) else None
    if not isinstance(owner, arith.ConstantOp) or not isinstance(owner.value, IntegerAttr):
        return
    requested = owner.value.value.data
    bits = 64 if isinstance(ty.element_type, BarrierType) else element_bits(ty.element_type)
    end = offset + math.prod(ty.get_shape()) * bits // 8
    if end > requested:
        raise fail(op, diag.OUT_OF_SMEM, end=end, requested=requested)


@rule(WithTransformsOp, warp_semantics=True)
def with_transforms(s: LoweringState, op: WithTransformsOp) -> list[SSAValue]:
    return [op.ref]


@rule(ReinterpretCastOp)
def reinterpret_cast(s: LoweringState, op: ReinterpretCastOp) -> list[SSAValue]:
    """The same elements, from the same base and offset, with the result's shape and row-major
    strides: a ``memref.reinterpret_cast``, as jax's launch context views a ref anew
    (launch_context.py:336-345 at jax-v0.10.2; the offset from ``memref.extract_strided_metadata``
    where it is dynamic). Pallas casts a contiguous ref so (``_reinterpret_cast``,
    jax/_src/pallas/mosaic_gpu/lowering.py:1713); jax's canonicalizer folds the cast of a
    ``slice_smem`` into a ``slice_smem`` of the new type (mosaic_gpu.cc:1218) and has no rule for
    the others. Transforms are the new ref's own: its users read its bytes tiled as theirs say."""
    b = s.b
    src, res = op.source, op.result
    sty, rty = src.type, res.type
    assert isinstance(sty, MemRefType) and isinstance(rty, MemRefType)
    expected = L.row_major_strides(tuple(sty.get_shape()))
    if static_strides(sty) != expected:
        raise NotImplementedError(f"Expected contiguous strides {list(expected)} when applying reinterpret_cast "
                                  f"to {sty} but got {list(static_strides(sty))}")
    shape = tuple(rty.get_shape())
    strides = L.row_major_strides(shape)
    src_offset, res_offset = static_offset(sty), static_offset(rty)
    if static_strides(rty) != strides or res_offset not in (None, src_offset):
        raise NotImplementedError(f"not supported: a reinterpret_cast of {sty} to {rty}, which is not the "
                                  "same elements from the same offset, row-major")
    offsets = []
    if src_offset is None:
        rank = len(sty.get_shape())
        meta = b.op("memref.extract_strided_metadata", [src],
                    [MemRefType(sty.element_type, [], memory_space=sty.memory_space), *[index] * (1 + 2 * rank)])
        offsets = [meta.results[1]]
    return [b.v("memref.reinterpret_cast", [src, *offsets], rty, props={
        "static_offsets": DenseArrayBase.from_list(i64, [DYNAMIC_INDEX if src_offset is None else src_offset]),
        "static_sizes": DenseArrayBase.from_list(i64, list(shape)),
        "static_strides": DenseArrayBase.from_list(i64, list(strides)),
        "operandSegmentSizes": DenseArrayBase.from_list(i32, [1, len(offsets), 0, 0])})]


def static_strides(ty: MemRefType) -> tuple[int, ...]:
    """The ref's element strides (row-major without a strided layout); dynamic ones are refused."""
    layout = ty.layout
    if not isinstance(layout, StridedLayoutAttr):
        return L.row_major_strides(tuple(ty.get_shape()))
    st = []
    for x in layout.strides.data:  # pyright: ignore
        v = getattr(x, "data", x)
        if not isinstance(v, int):
            raise NotImplementedError(f"not supported: a ref with dynamic strides ({ty})")
        st.append(v)
    return tuple(st)


@dataclass(frozen=True)
class RefView:
    """Where a ref's elements are: ``address`` (i64) of its first one, and the element strides of
    its index, or for a tiled ref of its tiled index ``(..., i // T0, j // T1, i % T0, j % T1)``."""

    address: SSAValue
    strides: tuple[int, ...]


def ref_view(s: LoweringState, ref: SSAValue, tr: L.Transforms, b: Builder | None = None,
             transposed: bool = False) -> RefView:
    """The view of ``ref`` under its transforms ``tr``; with ``transposed``, of the ref it is the
    transpose of (``memref.transpose``: its last two dims, strides and tiling swapped; the same
    elements at the same offsets).

    A tiled ref is a (possibly sliced) view of a row-major buffer tiled ``(T0, T1)``: its logical
    strides are the buffer's, so its tile strides are ``tile_strides`` of them, and its origin, at
    logical offset ``off = ... + i R + j`` (row length ``R``, the stride of dim -2; ``i``, ``j``
    multiples of the tile, as layout inference makes them), is at tiled offset
    ``... + (i / T0)(T0 R) + (j / T1)(T0 T1) = off + (off mod R)(T0 - 1)``."""
    b = b or s.b
    ty = ref.type
    assert isinstance(ty, MemRefType)
    shape = tuple(ty.get_shape())
    strides = static_strides(ty)
    if tr.tiling is None:
        return RefView(s.memref_address(ref, b), strides)
    tiling = tuple(tr.tiling)
    if transposed:
        shape, strides, tiling = swap_minor(shape), swap_minor(strides), tiling[::-1]
    k = len(tiling)
    whole = strides[len(strides) - k:] == L.row_major_strides(shape[len(shape) - k:])
    if k > len(shape) or (k > 2 and not whole):
        raise NotImplementedError(f"not supported: a ref of shape {list(shape)} tiled {list(tiling)}")
    if strides[-1] != 1 or (len(tiling) == 2 and strides[-2] < shape[-1]):
        raise NotImplementedError(
            f"not supported: a tiled SMEM ref whose minor dim is not its last (strides {list(strides)})")
    try:
        tiled = L.tile_strides(strides, tiling)
    except L.LayoutError as e:
        raise NotImplementedError(f"not supported: tiling {list(tiling)} of a ref with strides "
                                  f"{list(strides)} ({e})") from e
    if k == 1 or k > 2:  # (k > 2: whole tiled dims, so only whole tiled blocks before the origin)
        return RefView(s.memref_address(ref, b), tiled)
    ptr, off = s.memref_parts(ref, b)
    col = b.arith(arith.RemUIOp, off, strides[-2])
    tiled_off = b.arith(arith.AddiOp, off, b.arith(arith.MuliOp, col, tiling[0] - 1))
    return RefView(element_address(b, ptr, tiled_off, ty.element_type), tiled)


def swap_minor(xs: tuple[int, ...]) -> tuple[int, ...]:
    """``xs`` with its last two entries swapped (the dims a ``memref.transpose`` of a tiled ref swaps)."""
    return (*xs[:-2], xs[-1], xs[-2])


def is_transposed(ty: MemRefType, tr: L.Transforms) -> bool:
    """Is ``ty`` a 2-D-tiled ref with its last two dims swapped (strides ``[..., 1, R]``, a
    ``memref.transpose`` of a row-major tiled ref, whose transforms jax swaps alike:
    ``_memref_transpose_op_lowering_rule``, dialect_lowering.py:2058 at jax-v0.10.2)?"""
    strides = static_strides(ty)
    return (tr.tiling is not None and len(tr.tiling) == 2 and len(strides) >= 2 and strides[-1] != 1
            and strides[-2] == 1)


def tiled_shape(ty: MemRefType, tr: L.Transforms) -> tuple[int, ...]:
    """The shape of the ref's tiled form ``(..., M/T0, N/T1, T0, T1)`` (its own if untiled)."""
    shape = tuple(ty.get_shape())
    if tr.tiling is None:
        return shape
    k = len(tr.tiling)
    return (*shape[:-k], *(d // t for d, t in zip(shape[-k:], tr.tiling)), *tr.tiling)


def is_contiguous(shape: tuple[int, ...], strides: tuple[int, ...]) -> bool:
    """Do ``strides`` fill ``shape`` densely, row-major, as a TMA box does? (jax's check in
    ``LaunchContext.async_copy``: strides of dims of size 1 do not matter.)"""
    dense = L.row_major_strides(shape)
    return all(d == 1 or a == e for d, a, e in zip(shape, strides, dense, strict=True))


# ---- scalar accesses: memref.load / memref.store of an SMEM ref (jax's _memref_load_op_lowering_rule and
# _memref_store_op_lowering_rule, dialect_lowering.py:2303-2340 at jax-v0.12.0.1: kept as they are, on a ref
# without transforms) ----

@rule(memref.LoadOp)
def memref_load(s: LoweringState, op: memref.LoadOp) -> list[SSAValue]:
    return _untransformed(op, diag.MEMREF_LOAD_TRANSFORMED)


@rule(memref.StoreOp, warp_semantics=True)
def memref_store(s: LoweringState, op: memref.StoreOp) -> list[SSAValue]:
    return _untransformed(op, diag.MEMREF_STORE_TRANSFORMED)


def _untransformed(op: Operation, message: Message) -> list[SSAValue]:
    attr = op.attributes.get("in_transforms")
    first = attr.data[0] if isinstance(attr, ArrayAttr) and attr.data else None
    if isinstance(first, ArrayAttr) and first.data:
        raise fail(op, message, what=op.name)
    return KEEP
