"""Rules for ops on SMEM refs (jax 0.10.2 ``layout_inference.py``): slices and views of a ref, its
explicit transforms, and the TMA copies whose slices a ref's tiling must divide."""

from __future__ import annotations

import math

from xdsl.dialects import memref
from xdsl.dialects.builtin import ArrayAttr, VectorType
from xdsl.ir import Operation, SSAValue

from mgpu import layouts as L
from mgpu.dialect import typeinfo
from mgpu.dialect.diagnostics import MgpuError
from mgpu.dialect.diagnostics import inference as diag
from mgpu.dialect.memref_ext import TransposeOp
from mgpu.dialect.mosaic_gpu.attributes import SwizzleTransformAttr, TileTransformAttr
from mgpu.dialect.mosaic_gpu.barrier_ops import QueryClusterCancelOp, TryClusterCancelOp
from mgpu.dialect.mosaic_gpu.layout_ops import (
    GetClusterRefOp,
    ReinterpretCastOp,
    SliceSMEMAliasOp,
    SliceSMEMOp,
    WithTransformsOp,
)
from mgpu.dialect.mosaic_gpu.transfer_ops import AsyncLoadOp, AsyncLoadPeerOp, AsyncPrefetchOp, AsyncStoreOp
from mgpu.layouts import attrs as A
from mgpu.passes.infer_layout.constraints import (
    CollapseShape,
    SmemTransforms,
    Transpose,
    Var,
    elem_bits,
    is_transposed,
    shape_of,
    strides_of,
)
from mgpu.passes.infer_layout.ir_facts import dynamic_gcd, ints
from mgpu.passes.infer_layout.rule_context import RuleContext, located, rule


@rule(SliceSMEMOp)
def _slice_smem(ctx: RuleContext, op: SliceSMEMOp) -> None:
    """A slice with an ``alias_id`` shares one variable with every slice of the same (offset, alias)."""
    key = None if op.alias_id is None else (op.offset.value.data, op.alias_id.value.data)
    ctx.aliased_result(op, op.result, ctx.smem_aliases, key)


@rule(SliceSMEMAliasOp)
def _slice_smem_alias(ctx: RuleContext, op: SliceSMEMAliasOp) -> None:
    """jax 0.12.0.1 keys the alias by ``alias_id`` alone (layout_inference.py:1895): slices of one
    alias_id share one variable, whatever their offsets."""
    key = None if op.alias_id is None else (op.alias_id.value.data,)
    ctx.aliased_result(op, op.result, ctx.smem_aliases, key)


@rule(WithTransformsOp)
def _with_transforms(ctx: RuleContext, op: WithTransformsOp) -> None:
    """The transforms the kernel gives the ref (``given_transforms``), refused where they do not apply to it (jax's
    is_valid_assignment: after the swizzle is computed in jax 0.10.2, before in 0.11 and later, which compute none).
    jax 0.12 also takes a swizzle alone (``_swizzle_without_tile``)."""
    var = ctx.same_ref(op, op.ref, op.result)
    t = A.transforms_from_attrs(op.transforms.data)
    if ctx.jax.smem_swizzle_without_tile and not t.other and t.tiling is None and t.swizzle is not None:
        _swizzle_without_tile(ctx, op, var, t.swizzle)
        return
    if ctx.jax.smem_swizzle_apart:
        _read_given(op, op.transforms)
        _check_applies(ctx, op, var, t)
    transforms = given_transforms(ctx, op, op.ref, op.transforms, tile_alone_now=False)
    if not ctx.jax.smem_swizzle_apart:
        _check_applies(ctx, op, var, t)
        if t.tiling and t.swizzle is None:  # (the swizzle of a tile given alone, as jax 0.10.2 writes it: :2385)
            _computed_swizzle(op, op.ref, t.tiling)
    ctx.assign(var, transforms, op)


def _check_applies(ctx: RuleContext, op: WithTransformsOp, var: Var, t: L.Transforms) -> None:
    """The tile tiles the ref and, since jax 0.11, the swizzle divides the tile of its trailing dim of least stride
    (_is_valid_smem_layout_assignment, constraints.py:1436-1446 at jax-v0.12.0.1)."""
    if t.tiling is None:
        return
    swizzle = None if t.swizzle == L.NO_SWIZZLE else t.swizzle
    swizzles = (not ctx.jax.smem_swizzle_apart or swizzle is None or not t.tiling
                or L.least_stride_tile(t.tiling, strides_of(op.ref)) % L.swizzle_elems(swizzle, var.bits) == 0)
    if _tiles(t.tiling, var.shape) and swizzles:
        return
    tile = f"TileTransform(tiling={typeinfo.py_tuple(t.tiling)}, rounding=None)"  # (jax's repr of its tile)
    if ctx.jax.smem_swizzle_apart:
        raise located(op, diag.INFER_LAYOUT_CANNOT_APPLY(
            tiling=f"tiling {tile}", swizzle=f"{swizzle} swizzle" if swizzle else "no swizzle",
            shape=tuple(var.shape), fix="a with_transforms tile divides the ref's trailing dims, and the swizzle "
                                        "(in elements) the tile of its dim of least stride"))
    raise located(op, diag.INFER_LAYOUT_CANNOT_APPLY_TILING(tiling=tile, shape=tuple(var.shape)))


def _read_given(op: Operation, attrs: ArrayAttr) -> L.Transforms:
    """A transforms list as jax reads one (layouts.from_transform_attr, then its match): a tile, a swizzle, or the
    tile then the swizzle, else refused."""
    try:
        t = A.given_transforms(attrs.data)
    except MgpuError as e:
        raise located(op, e) from None
    if [type(a) for a in attrs.data] not in _GIVEN:
        raise located(op, diag.INFER_LAYOUT_UNSUPPORTED_TRANSFORMS(transforms=str(attrs)))
    return t


def given_transforms(ctx: RuleContext, op: Operation, ref: SSAValue, attrs: ArrayAttr,
                     tile_alone_now: bool = True) -> SmemTransforms:
    """The transforms a kernel gives ``ref`` (with_transforms', custom_primitive's ``in_transforms``), as the
    release's inference assigns them. jax 0.10.2 keeps the tile and computes the swizzle from it, refusing a given
    other one (_extract_smem_transforms_from_custom_transform_attrs, layout_inference.py:2055-2082 at jax-v0.10.2);
    jax 0.11 and later keep the given swizzle, none where a tile is given alone (:2109-2136 at jax-v0.12.0.1),
    whichever it is (is_valid_assignment checks that it divides the tile, with_transforms' ``_check_applies``:
    a 64-byte swizzle of a 128-byte tile row is taken). jax 0.10.2
    computes the swizzle of a tile given alone as it writes the transforms (:2385): not ``tile_alone_now``, the
    caller does it after its own checks."""
    t = _read_given(op, attrs)
    if t.tiling is None and t.swizzle is not None and not ctx.jax.smem_swizzle_without_tile:
        raise located(op, diag.INFER_LAYOUT_UNSUPPORTED_TRANSFORMS(transforms=str(attrs)))
    if t.tiling is None:
        return SmemTransforms(None, None if t.swizzle == L.NO_SWIZZLE else t.swizzle)
    if not t.tiling:  # (an empty tile: the solver's refusal, as jax's is_valid_assignment)
        return SmemTransforms(t.tiling)
    if not ctx.jax.smem_swizzle_apart:
        if t.swizzle is None:
            if tile_alone_now:
                _computed_swizzle(op, ref, t.tiling)
            return SmemTransforms(t.tiling)
        computed = _computed_swizzle(op, ref, t.tiling)
    else:
        try:
            computed = L.minor_swizzle(t.tiling, elem_bits(ref), is_transposed(ref))
        except L.LayoutError:  # (jax 0.11 computes no swizzle: a tile of part of a byte is taken unswizzled)
            if t.swizzle in (None, L.NO_SWIZZLE):
                return SmemTransforms(t.tiling, L.NO_SWIZZLE)
            computed = L.NO_SWIZZLE
    given = L.NO_SWIZZLE if t.swizzle is None else t.swizzle
    if given != computed and not ctx.jax.smem_swizzle_apart:
        raise located(op, diag.INFER_LAYOUT_SWIZZLE_MISMATCH(
            given=_swizzle_name(given), computed=_swizzle_name(computed), type=str(ref.type),
            fix=str(A.transforms_to_attr(t.tiling, elem_bits(ref), is_transposed(ref), computed))))
    return SmemTransforms(t.tiling, None if given == computed else given)


# The transforms lists jax takes (its match in _extract_smem_transforms_from_custom_transform_attrs)
_GIVEN = ([], [TileTransformAttr], [TileTransformAttr, SwizzleTransformAttr], [SwizzleTransformAttr])


def _computed_swizzle(op: Operation, ref: SSAValue, tiling: tuple[int, ...]) -> int:
    """jax 0.10.2's swizzle of ``ref`` tiled by ``tiling`` (_compute_swizzle, layout_inference.py:2262 at
    jax-v0.10.2): the bytes of the tile of its trailing dim of least stride, refused where the tile has more dims
    than the ref or is not a whole number of bytes."""
    strides = strides_of(ref)
    if len(tiling) > len(strides):
        raise located(op, diag.INFER_TILE_RANK(tile=len(tiling), rank=len(strides)))
    minor = L.least_stride_tile(tiling, strides)
    try:
        return L.compute_swizzle(minor, elem_bits(ref))
    except L.LayoutError:
        raise located(op, diag.INFER_NOT_BYTE_ALIGNED(elems=minor, bits=elem_bits(ref))) from None


def _tiles(tiling: tuple[int, ...], shape: tuple[int, ...]) -> bool:
    """Does the tile tile the shape (jax's TileTransform.transform_shape)?"""
    return len(tiling) <= len(shape) and all(d % t == 0 for d, t in zip(shape[len(shape) - len(tiling):], tiling))


def _swizzle_without_tile(ctx: RuleContext, op: WithTransformsOp, var: Var, swizzle: int) -> None:
    """An untiled ref swizzled as one tile, valid where its minor dim (the one of stride 1, no other dim
    sharing it) is a multiple of the swizzle (jax 0.12.0.1's _is_valid_smem_layout_assignment,
    constraints.py:1416)."""
    if swizzle == L.NO_SWIZZLE:
        ctx.assign(var, SmemTransforms(None), op)
        return
    shape, strides = shape_of(op.ref), strides_of(op.ref)
    elems = 8 * swizzle // var.bits
    minor = strides.index(min(strides)) if strides else 0
    if not shape or min(strides) != 1 or strides.count(1) > 1 or shape[minor] % elems:
        raise located(op, diag.INFER_LAYOUT_CANNOT_APPLY(
            tiling="empty tiling", swizzle=f"{swizzle} swizzle", shape=tuple(shape),
            fix=f"an untiled ref is swizzled along its minor dim, whose length must be a multiple of the swizzle "
                f"({elems} elements), and no other dim may share its stride"))
    ctx.assign(var, SmemTransforms(None, swizzle), op)


def _swizzle_name(swizzle: int) -> str:
    """jax's ``mgpu.SwizzlingMode`` member name."""
    return "kNoSwizzle" if swizzle == L.NO_SWIZZLE else f"k{swizzle}ByteSwizzle"


@rule(memref.CastOp)
def _memref_cast(ctx: RuleContext, op: memref.CastOp) -> None:
    ctx.same_ref(op, op.source, op.dest)


@rule(GetClusterRefOp)
def _get_cluster_ref(ctx: RuleContext, op: GetClusterRefOp) -> None:
    ctx.same_ref(op, op.source, op.result)


@rule(memref.SubviewOp)
def _subview(ctx: RuleContext, op: memref.SubviewOp) -> None:
    src = ctx.operand(op, op.source, ctx.producer_var(op, op.source))
    if any(stride != 1 for stride in ints(op.static_strides)):
        raise located(op, diag.INFER_SUBVIEW_STRIDES(strides=str(op.static_strides)))
    dst = ctx.result(op, op.result)
    src_shape = shape_of(op.source)
    offsets = ints(op.static_offsets)
    dyn_offsets = iter(op.offsets)
    multiple: list[int] = []
    dynamic = -(2**63)
    for i, size in enumerate(ints(op.static_sizes)):
        offset: int | SSAValue = offsets[i]
        if offset == dynamic:
            offset = next(dyn_offsets)
        if size == dynamic:
            multiple = []
            continue
        g = math.gcd(size, src_shape[i])
        g = math.gcd(g, offset) if isinstance(offset, int) else dynamic_gcd(g, offset)
        multiple.append(g)
    ctx.divides(src, tuple(multiple), op)
    ctx.equal(src, dst, op)


@rule(ReinterpretCastOp)
def _reinterpret_cast(ctx: RuleContext, op: ReinterpretCastOp) -> None:
    """A new ref of the same bytes, with transforms of its own: what jax's canonicalizer makes of
    the cast of a ``slice_smem`` before its inference, a ``slice_smem`` of the new type
    (FoldMGPUReinterpretCastOfSliceSMEM, jaxlib/mosaic/dialect/gpu/mosaic_gpu.cc:1218 at
    jax-v0.10.2); jax has no rule for the op itself."""
    ctx.operand(op, op.source, ctx.producer_var(op, op.source))
    ctx.result(op, op.result)


@rule(TransposeOp)
def _transpose(ctx: RuleContext, op: TransposeOp) -> None:
    """jax's ``_memref_transpose_op_constraint_system``: Equals(Transpose(src, p), dst) and
    Equals(src, Transpose(dst, p^-1))."""
    src = ctx.operand(op, op.input, ctx.producer_var(op, op.input))
    dst = ctx.result(op, op.result)
    permutation = tuple(d.position for d in op.permutation.data.results)  # pyright: ignore[reportAttributeAccessIssue]
    inverse = tuple(permutation.index(i) for i in range(len(permutation)))
    ctx.constrain(Transpose(op, src, dst, permutation=permutation))
    ctx.constrain(Transpose(op, dst, src, permutation=inverse))


def _reassociation(op: memref.ExpandShapeOp | memref.CollapseShapeOp) -> list[tuple[int, ...]]:
    return [tuple(i.value.data for i in group.data) for group in op.reassociation.data]  # pyright: ignore


@rule(memref.ExpandShapeOp)
def _expand_shape(ctx: RuleContext, op: memref.ExpandShapeOp) -> None:
    """jax's ``_memref_expand_shape_op_equation_system`` (layout_inference.py:1955): one ref; the
    trailing output dims that are not expanded (static) must be multiples of the tiling."""
    if is_transposed(op.src):
        raise located(op, diag.INFER_LAYOUT_EXPAND_TRANSPOSED())
    src = ctx.operand(op, op.src, ctx.producer_var(op, op.src))
    dst = ctx.result(op, op.result)
    multiple: list[int] = []
    # (jax pairs the output dims with the groups from the end, as written here)
    for dim, group in zip(reversed(ints(op.static_output_shape)), reversed(_reassociation(op))):
        if dim < 0 or len(group) > 1:
            break
        multiple.append(dim)
    ctx.divides(src, tuple(reversed(multiple)), op)
    ctx.equal(src, dst, op)


@rule(memref.CollapseShapeOp)
def _collapse_shape(ctx: RuleContext, op: memref.CollapseShapeOp) -> None:
    """jax's ``_memref_collapse_shape_op_constraint_system`` (layout_inference.py:1991):
    Equals(dst, CollapseShape(src)), one way."""
    groups = tuple(len(g) for g in _reassociation(op))
    if not groups:
        raise located(op, diag.INFER_LAYOUT_COLLAPSE_EMPTY())
    shape = shape_of(op.src)
    if strides_of(op.src) != L.row_major_strides(shape):
        raise located(op, diag.INFER_LAYOUT_COLLAPSE_STRIDED())
    src = ctx.operand(op, op.src, ctx.producer_var(op, op.src))
    dst = ctx.result(op, op.result)
    ctx.constrain(CollapseShape(op, src, dst, shape=shape, groups=groups))


# -- TMA copies and scalar accesses -----------------------------------------------------------


def _tma_copy(ctx: RuleContext, op: AsyncLoadOp | AsyncLoadPeerOp | AsyncStoreOp, ref: SSAValue) -> None:
    """The SMEM ref's tiling divides each slice length (by what the IR proves of its index); a gather /
    scatter's indices are refused where jax's are (layout_inference.py:2203-2248 at jax-v0.12.0.1)."""
    lengths = ints(op.slice_lengths)
    multiple = []
    for i, (size, index) in enumerate(zip(lengths, op.indices)):
        if size == -1:
            continue
        if isinstance(index.type, VectorType):
            _check_gather(op, i)
        multiple.append(size if isinstance(index.type, VectorType) else dynamic_gcd(size, index))
    if any(isinstance(index.type, VectorType) for index in op.indices):
        # each row lands 256-bit aligned in SMEM (jax writes 4 rows, 1024 bits, at a time)
        bits = typeinfo.bitwidth(typeinfo.element_type(op.source.type))
        divisor = 1024 // 4 // bits if bits else 1
        kept = [size for size in lengths if size != -1]
        if kept and kept[-1] % divisor:
            raise located(op, diag.INFER_GATHER_MINOR_DIM(dim=kept[-1], divisor=divisor))
    var = ctx.operand(op, ref, ctx.producer_var(op, ref))
    ctx.divides(var, tuple(multiple), op)
    _tma_index_vectors(ctx, op, op.indices[:len(lengths)])


@rule(AsyncLoadOp, AsyncLoadPeerOp)
def _async_load(ctx: RuleContext, op: AsyncLoadOp | AsyncLoadPeerOp) -> None:
    """(jax 0.12's signature: its barrier and gmem_peer_id are scalars, layout_inference.py:2203)"""
    _tma_copy(ctx, op, op.destination)


@rule(AsyncStoreOp)
def _async_store(ctx: RuleContext, op: AsyncStoreOp) -> None:
    _tma_copy(ctx, op, op.source)


def _tma_index_vectors(ctx: RuleContext, op: Operation, indices) -> None:
    """Vector indices (a gather/scatter TMA's) in jax's TMA index layouts."""
    for index in indices:
        if isinstance(index.type, VectorType):
            var = ctx.operand(op, index)
            rows = var.shape[0]
            if rows % 16 == 0:
                ctx.assign(var, L.TMA_INDICES_LAYOUT, op)
            elif rows % 4 == 0:
                ctx.assign(var, L.TMA_INDICES_4_LAYOUT, op)
            else:
                raise located(op, diag.INFER_TMA_INDEX_SHAPE(shape=typeinfo.py_tuple(index.type.get_shape())))


def _check_gather(op: AsyncLoadOp | AsyncLoadPeerOp | AsyncStoreOp, dim: int) -> None:
    """A vector of indices at slice dim ``dim``: only the leading dim of a 2-D GMEM ref is gathered."""
    if dim != 0:
        raise located(op, diag.INFER_GATHER_NOT_LEADING())
    gmem = op.destination if isinstance(op, AsyncStoreOp) else op.source
    rank = len(shape_of(gmem))
    if rank != 2:
        raise located(op, diag.INFER_GATHER_NOT_2D(rank=rank))


@rule(AsyncPrefetchOp)
def _async_prefetch(ctx: RuleContext, op: AsyncPrefetchOp) -> None:
    _tma_index_vectors(ctx, op, op.indices[:len(ints(op.slice_lengths))])


@rule(memref.LoadOp, memref.StoreOp)
def _memref_scalar(ctx: RuleContext, op: memref.LoadOp | memref.StoreOp) -> None:
    shape = list(shape_of(op.memref))
    if shape and shape != [1]:
        raise located(op, diag.INFER_MEMREF_NOT_SCALAR(shape=shape))
    ctx.assign(ctx.operand(op, op.memref), SmemTransforms(None), op)


@rule(TryClusterCancelOp, QueryClusterCancelOp)
def _cluster_cancel(ctx: RuleContext, op: TryClusterCancelOp | QueryClusterCancelOp) -> None:
    var = ctx.operand(op, op.cancellation_result, ctx.producer_var(op, op.cancellation_result))
    ctx.assign(var, SmemTransforms(None), op)
