"""Views of a transformed SMEM ref (``memref.cast``, ``memref.transpose``, ``memref.expand_shape``,
``memref.collapse_shape``): jax's checks of their ``in_transforms`` / ``out_transforms``, in its words.

jax rewrites each view on the tiled ref (``_memref_cast_op_lowering_rule`` ... ``_memref_collapse_shape_op_lowering_rule``,
jax/experimental/mosaic/gpu/dialect_lowering.py:2005-2290 at jax-v0.12.0.1) and refuses transforms it cannot
rewrite the view with. mgpu keeps the view as it is, on the logical ref: its users address the tiled bytes by
their own transforms (refs.py). So the rules here only check, as jax does, and keep the op. An op without the
attributes (Lane semantics' IR, which no inference annotated) is kept unchecked.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, MemRefType, NoneAttr, StridedLayoutAttr
from xdsl.dialects.memref import CastOp, CollapseShapeOp, ExpandShapeOp
from xdsl.ir import Attribute, Operation, SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import Message
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.memref_ext import TransposeOp
from mgpu.dialect.mosaic_gpu.attributes import (
    BarrierType,
    TileTransformAttr,
    swizzle_mode_name,
)
from mgpu.dialect.typeinfo import is_smem, is_smem_cluster, is_tmem, py_tuple
from mgpu.passes.infer_layout.constraints import SmemTransforms, collapsed_transforms
from mgpu.passes.lowering.state import KEEP, LoweringState, fail, rule, tile_repr, tiles_repr


def _entries(op: Operation, key: str) -> ArrayAttr | None:
    attr = op.attributes.get(key)
    if not isinstance(attr, ArrayAttr) or not attr.data or not isinstance(attr.data[0], ArrayAttr):
        return None
    return attr.data[0]


def _tile_and_swizzle(op: Operation, key: str) -> tuple[list[tuple[int, ...]], str]:
    """The view's tile (none or one) and its swizzle as jax prints it, or jax's refusal of its transforms."""
    tr = LoweringState.transforms(op, 0, key)
    return ([] if tr.tiling is None else [tr.tiling]), swizzle_mode_name(tr.swizzle)


def _py_repr(cls: str, attr: object) -> str:
    """An MLIR type or attribute as jax's Python prints it (``MemRefType(memref<...>)``)."""
    return f"{cls}({attr})"


def _views_smem(ref: SSAValue) -> bool:
    """jax's ``is_transformable_smem_memref`` (inference_utils.py:211): the ops it lowers have such a ref."""
    ty = ref.type
    return (isinstance(ty, MemRefType) and not isinstance(ty.element_type, BarrierType)
            and (is_smem(ty) or is_smem_cluster(ty)))


def _strides(ty: MemRefType) -> tuple[object, ...]:
    """The ref's strides, a dynamic one as None."""
    layout = ty.layout
    if isinstance(layout, NoneAttr):
        return L.row_major_strides(tuple(ty.get_shape()))
    if isinstance(layout, StridedLayoutAttr):
        return tuple(getattr(x, "data", None) for x in layout.strides.data)  # pyright: ignore
    return (str(layout),)


def _view_tiles(op: Operation, src: SSAValue, count_row: Message) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """The tile of a transpose's / collapse's source and result, once jax's common checks pass: one swizzle
    for both, a tile for both or neither. None: nothing more to check (not an annotated SMEM view, or untiled)."""
    ins, outs = _entries(op, "in_transforms"), _entries(op, "out_transforms")
    if not _views_smem(src) or ins is None or outs is None:
        return None
    in_tiles, in_swizzle = _tile_and_swizzle(op, "in_transforms")
    out_tiles, out_swizzle = _tile_and_swizzle(op, "out_transforms")
    if in_swizzle != out_swizzle:
        raise fail(op, diag.SWIZZLE_MISMATCH, in_swizzle=in_swizzle, out_swizzle=out_swizzle)
    if len(in_tiles) != len(out_tiles):
        raise fail(op, count_row, in_transforms=tiles_repr(in_tiles), out_transforms=tiles_repr(out_tiles))
    if not in_tiles:
        return None
    return in_tiles[0], out_tiles[0]


@rule(CastOp, warp_semantics=True)
def cast(s: LoweringState, op: CastOp) -> list[SSAValue]:
    """The same ref at another offset (dialect_lowering.py:2005-2062)."""
    src, res = op.source.type, op.dest.type
    assert isinstance(src, MemRefType) and isinstance(res, MemRefType)
    if not (_views_smem(op.source) or is_tmem(src)):
        return KEEP
    if "in_transforms" not in op.attributes and "in_tmem_layouts" not in op.attributes:
        return KEEP
    same = (src.get_shape(), src.element_type, src.memory_space, _strides(src))
    if same != (res.get_shape(), res.element_type, res.memory_space, _strides(res)):
        raise fail(op, diag.CAST_TYPES, in_ty=_py_repr("MemRefType", src), out_ty=_py_repr("MemRefType", res))
    if is_smem(res):
        ins, outs = _entries(op, "in_transforms"), _entries(op, "out_transforms")
        if ins != outs:
            raise fail(op, diag.CAST_TRANSFORMS, in_transforms=_py_repr("ArrayAttr", ins),
                       out_transforms=_py_repr("ArrayAttr", outs))
    elif not is_tmem(res):
        raise fail(op, diag.CAST_MEMORY_SPACE, space=str(res.memory_space))
    else:
        ins, outs = _layouts(op, "in_tmem_layouts"), _layouts(op, "out_tmem_layouts")
        if ins != outs:
            raise fail(op, diag.CAST_TMEM_LAYOUTS, in_tmem_layout=_py_repr("TiledLayoutAttr", ins),
                       out_tmem_layout=_py_repr("TiledLayoutAttr", outs))
    return KEEP


def _layouts(op: Operation, key: str) -> Attribute | None:
    """The op's one TMEM layout under ``key``."""
    attr = op.attributes.get(key)
    return attr.data[0] if isinstance(attr, ArrayAttr) and attr.data else None


@rule(TransposeOp, warp_semantics=True)
def transpose(s: LoweringState, op: TransposeOp) -> list[SSAValue]:
    """A permutation of the ref's dims, its tile permuted alike (dialect_lowering.py:2069-2140)."""
    tiles = _view_tiles(op, op.input, diag.TRANSPOSE_TRANSFORMS_COUNT)
    if tiles is None:
        return KEEP
    in_tile, out_tile = tiles
    permutation = [d.position for d in op.permutation.data.results]  # pyright: ignore[reportAttributeAccessIssue]
    offset = len(permutation) - len(in_tile)
    tiled = permutation[-len(in_tile):]
    if any(d < offset for d in tiled):
        raise fail(op, diag.TRANSPOSE_CANNOT_TILE, permutation=str(permutation), tiling_dims=str(tiled), offset=offset)
    expected = tuple(in_tile[d - offset] for d in tiled)
    if expected != out_tile:
        raise fail(op, diag.TRANSPOSE_TRANSFORMS_INVALID, in_transform=tile_repr(in_tile),
                   out_transform=tile_repr(out_tile), expected=str(TileTransformAttr(expected)))
    return KEEP


def _reassociation(op: ExpandShapeOp | CollapseShapeOp) -> list[tuple[int, ...]]:
    return [tuple(i.value.data for i in group.data) for group in op.reassociation.data]  # pyright: ignore


@rule(ExpandShapeOp)
def expand_shape(s: LoweringState, op: ExpandShapeOp) -> list[SSAValue]:
    """Untiled dims split in several (dialect_lowering.py:2150-2190)."""
    ins = _entries(op, "in_transforms")
    if not _views_smem(op.src) or ins is None:
        return KEEP
    tiles, _ = _tile_and_swizzle(op, "in_transforms")
    tiled_dims = sum(len(t) for t in tiles)  # (what jax's transform_type adds to the rank)
    if tiled_dims and any(len(group) > 1 for group in _reassociation(op)[-tiled_dims:]):
        raise fail(op, diag.EXPAND_TILED_DIMS)
    return KEEP


@rule(CollapseShapeOp, warp_semantics=True)
def collapse_shape(s: LoweringState, op: CollapseShapeOp) -> list[SSAValue]:
    """Consecutive dims joined, tiled dims only with tiled ones (dialect_lowering.py:2195-2290)."""
    tiles = _view_tiles(op, op.src, diag.COLLAPSE_TRANSFORMS_COUNT)
    if tiles is None:
        return KEEP
    tile, out_tile = tiles
    src = op.src.type
    assert isinstance(src, MemRefType)
    shape = tuple(src.get_shape())
    if _strides(src) != L.row_major_strides(shape):
        raise fail(op, diag.COLLAPSE_STRIDED)
    groups = tuple(len(g) for g in _reassociation(op))
    collapsed = collapsed_transforms(SmemTransforms(tile), shape, groups)
    if collapsed is None:
        raise fail(op, diag.COLLAPSE_TILING_INCOMPATIBLE, tiling=py_tuple(tile), view=op.name)
    if collapsed.tiling != out_tile:
        raise fail(op, diag.COLLAPSE_TILING_MISMATCH, expected=py_tuple(collapsed.tiling or ()), tiling=py_tuple(tile),
                   got=py_tuple(out_tile))
    return KEEP
