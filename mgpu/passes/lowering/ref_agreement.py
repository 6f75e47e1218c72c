"""A ref as the op that made it left it: jax's checks that an op reads an SMEM ref with the transforms, and a TMEM
ref with the layout, its producer gave it.

jax lowers a transformed SMEM ref to the tiled ref under a cast that carries the producer's ``out_transforms``
(``wrap_transformed_memref``), and a TMEM ref to its address under a cast that carries its layout
(``_tmem_ref_to_ir``). The op that reads it unwraps it with its own ``in_transforms`` / ``in_tmem_layouts``
and refuses a disagreement (``unwrap_transformed_memref``, ``_undo_conversion_cast``, ``_tmem_ref_from_ir``:
jax/experimental/mosaic/gpu/dialect_lowering.py:243, :160, :2426 at jax-v0.12.0.1). Each producer and reader
also computes the tiled type (``transform_type``, :1046), which refuses a ref that does not start at a whole
tile (``tile_offset``, :977) or whose strides the tile cannot tile (``tile_strides``, :1002, :1031).

mgpu keeps the logical ref and reads the attributes, so ``check`` compares them before an op's rule runs, on the
operands the op had before any rule ran (``Operands``: a rule replaces its results' uses with what it lowered them
to); a reader of a ref whose producer states no transforms (or layout) is not checked.
"""

from __future__ import annotations

from xdsl.dialects import memref
from xdsl.dialects.builtin import (
    ArrayAttr,
    IntAttr,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
)
from xdsl.ir import Attribute, Operation, SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.memref_ext import TransposeOp
from mgpu.dialect.mosaic_gpu.attributes import BarrierType
from mgpu.dialect.mosaic_gpu.layout_ops import PrintLayoutSmemOp, SliceSMEMAliasOp
from mgpu.dialect.mosaic_gpu.tmem_ops import AsyncLoadTmemReduceOp, SliceTmemAliasOp
from mgpu.dialect.mosaic_gpu.transfer_ops import AsyncLoadPeerOp
from mgpu.dialect.mosaic_gpu.ops import (
    AsyncLoadOp,
    AsyncLoadTmemOp,
    AsyncStoreOp,
    AsyncStoreScalesSmemToTmemOp,
    AsyncStoreSmemOp,
    AsyncStoreSmemToTmemOp,
    AsyncStoreSparseMetadataSmemToTmemOp,
    AsyncStoreTmemOp,
    GetClusterRefOp,
    PrintLayoutOp,
    SliceSMEMOp,
    SliceTmemOp,
    TcGen05MMAOp,
    TmemAllocOp,
    TmemLayoutCastOp,
    VectorLoadOp,
    VectorStoreOp,
    WGMMAOp,
    WithTransformsOp,
)
from mgpu.dialect.typeinfo import is_smem, is_smem_cluster, is_tmem
from mgpu.passes.lowering.state import LoweringState, fail

# (each op class of every release: jax 0.11 gave some ops an operand or property, mgpu.jax_versions.v0_11_2)
_SLICE_SMEM = (SliceSMEMOp, SliceSMEMAliasOp)
_SLICE_TMEM = (SliceTmemOp, SliceTmemAliasOp)
_VIEWS = (memref.SubviewOp, memref.CastOp, TransposeOp, memref.ExpandShapeOp, memref.CollapseShapeOp)
# The rules that unwrap their SMEM operands with the op's in_transforms (the callers of unwrap_transformed_memref)
READS_TRANSFORMED = (VectorLoadOp, VectorStoreOp, AsyncStoreSmemOp, AsyncLoadOp, AsyncLoadPeerOp, AsyncStoreOp,
                     AsyncStoreSmemToTmemOp, WGMMAOp, TcGen05MMAOp, WithTransformsOp, GetClusterRefOp,
                     memref.LoadOp, memref.StoreOp, *_VIEWS)
# ... and with no transforms at all, whatever the op says (:1293, :1310)
READS_UNTRANSFORMED = (AsyncStoreScalesSmemToTmemOp, AsyncStoreSparseMetadataSmemToTmemOp)
# The rules that wrap their SMEM result with the op's out_transforms, and those that compute its tiled type first
WRAPS = (*_SLICE_SMEM, GetClusterRefOp, WithTransformsOp, *_VIEWS)
TILES_RESULT = (*_SLICE_SMEM, *_VIEWS)
# The rules that read a TMEM operand with the op's in_tmem_layouts (the callers of _tmem_ref_from_ir)
READS_TMEM = (PrintLayoutOp, PrintLayoutSmemOp, AsyncStoreScalesSmemToTmemOp, AsyncStoreSparseMetadataSmemToTmemOp,
              AsyncStoreSmemToTmemOp, TmemLayoutCastOp, *_SLICE_TMEM, memref.SubviewOp, memref.CastOp, TcGen05MMAOp,
              AsyncLoadTmemOp, AsyncLoadTmemReduceOp, AsyncStoreTmemOp)


Operands = dict[Operation, tuple[SSAValue, ...]]


def operands_before_lowering(ops: list[Operation]) -> Operands:
    return {op: tuple(op.operands) for op in ops}


def check_before_rule(op: Operation, operands: Operands) -> None:
    """jax's checks of the refs ``op`` makes and reads, for an op whose rule makes them before its own checks."""
    if not isinstance(op, _VIEWS):
        _check(op, operands)


def check_after_rule(op: Operation, operands: Operands) -> None:
    """... for a view of a ref (memref.subview, cast, ...), whose rule makes its own checks first (e.g. a subview's
    of its swizzled offset, dialect_lowering.py:1888-1945, before :1949 and :1980)."""
    if isinstance(op, _VIEWS):
        _check(op, operands)


def _check(op: Operation, operands: Operands) -> None:
    """jax's checks of the refs ``op`` makes and reads, in its words; nothing for an op jax does not check."""
    if isinstance(op, TILES_RESULT) and "out_transforms" in op.attributes:
        for i, result in enumerate(_transformable(op.results)):
            _tiled_type(op, result.type, LoweringState.transforms(op, i, "out_transforms").tiling)
    if isinstance(op, READS_TRANSFORMED + READS_UNTRANSFORMED):
        for i, ref in enumerate(_transformable(operands[op])):
            _check_transforms(op, i, ref)
    if isinstance(op, READS_TMEM) and "in_tmem_layouts" in op.attributes:
        tmem = [v for v in operands[op] if is_tmem(v.type)]
        expected = op.attributes["in_tmem_layouts"]
        for ref, layout in zip(tmem, expected.data if isinstance(expected, ArrayAttr) else (), strict=False):
            made = _tmem_layout(ref, operands)
            if made is not None and made != layout:
                raise fail(op, diag.TMEM_LAYOUT_DISAGREES, ref=_made_by(ref), layout=made, expected=layout)


def _transformable(values) -> list[SSAValue]:
    """jax's is_transformable_smem_memref: a ref in this CTA's or a peer's SMEM, not of barriers."""
    return [v for v in values if (is_smem(v.type) or is_smem_cluster(v.type))
            and not isinstance(v.type.element_type, BarrierType)]


def _check_transforms(op: Operation, i: int, ref: SSAValue) -> None:
    producer = ref.owner
    if isinstance(op, READS_UNTRANSFORMED):
        expected, tiling = ArrayAttr([]), None
    else:
        expected = _entry(op, "in_transforms", i)
        if expected is None:
            return
        tiling = LoweringState.transforms(op, i).tiling
    expected_type = _tiled_type(op, ref.type, tiling)
    if not isinstance(producer, WRAPS):
        return
    actual = _entry(producer, "out_transforms", _transformable(producer.results).index(ref))
    if actual is None or actual == expected:
        return
    made_tiling = LoweringState.transforms(producer, 0, "out_transforms").tiling
    if made_tiling != tiling:
        made = _tiled_type(producer, ref.type, made_tiling)
        raise fail(op, diag.TRANSFORMED_TYPE_DISAGREES, t=expected_type, v=_made_by(ref), made=made,
                   producer=_made_by(ref), actual=actual, expected=expected)
    raise fail(op, diag.TRANSFORMS_DISAGREE, expected=expected, actual=actual, producer=_made_by(ref))


def _entry(op: Operation, key: str, i: int) -> ArrayAttr | None:
    attr = op.attributes.get(key)
    if not isinstance(attr, ArrayAttr) or len(attr.data) <= i or not isinstance(attr.data[i], ArrayAttr):
        return None
    return attr.data[i]


def _made_by(ref: SSAValue) -> str:
    owner = ref.owner
    return f"the result of '{owner.name}'" if isinstance(owner, Operation) else "a block argument"


def _tmem_layout(ref: SSAValue, operands: Operands) -> Attribute | None:
    """The layout jax's rule for ``ref``'s producer gave the TMEM ref, if it states one: an allocation's or a slice's
    out_tmem_layouts; a cast or subview keeps the layout it read (its in_tmem_layouts); tmem_layout_cast returns its
    operand (:1348)."""
    owner = ref.owner
    if isinstance(owner, TmemLayoutCastOp):
        return _tmem_layout(operands[owner][0], operands)
    key = ("out_tmem_layouts" if isinstance(owner, (TmemAllocOp, *_SLICE_TMEM))
           else "in_tmem_layouts" if isinstance(owner, (memref.CastOp, memref.SubviewOp)) else None)
    attr = owner.attributes.get(key) if key is not None and isinstance(owner, Operation) else None
    return attr.data[0] if isinstance(attr, ArrayAttr) and attr.data else None


def _tiled_type(op: Operation, ty: Attribute, tiling: tuple[int, ...] | None) -> MemRefType | None:
    """jax's transform_type of an SMEM ref by a tile: the tiled shape, strides and offset, or jax's refusal of a
    ref whose strides the tile cannot tile or whose static offset is not at a whole tile. None where mgpu does not
    compute it (dynamic strides, a tile longer than the ref: jax's TileTransform refuses that first)."""
    assert isinstance(ty, MemRefType)
    shape = tuple(ty.get_shape())
    layout = ty.layout
    if tiling is None:
        return ty
    if len(tiling) > len(shape) or any(d % t for d, t in zip(shape[-len(tiling):], tiling)):
        return None
    if isinstance(layout, StridedLayoutAttr):
        strides = [getattr(x, "data", None) for x in layout.strides.data]  # pyright: ignore[reportAttributeAccessIssue]
        offset = layout.offset.data if isinstance(layout.offset, IntAttr) else None
    elif isinstance(layout, NoneAttr):
        strides, offset = list(L.row_major_strides(shape)), 0
    else:
        return None
    if any(s is None for s in strides):
        return None
    try:
        tiled_strides = L.tile_strides(tuple(strides), tiling)
    except L.LayoutError as e:
        raise fail(op, diag.TILE_STRIDES, text=str(e)) from e
    tiled_offset = None
    if offset is not None:
        index = [0] * len(strides)
        rest = offset
        for d, stride in sorted(enumerate(strides), key=lambda ds: ds[1], reverse=True):
            index[d], rest = divmod(rest, stride)
        k = len(tiling)
        for i, t in zip(index[-k:], tiling):
            if i % t:
                raise fail(op, diag.TILE_OFFSET, i=i, t=t)
        tiled_index = (*index[:-k], *(i // t for i, t in zip(index[-k:], tiling)), *[0] * k)
        tiled_offset = sum(i * s for i, s in zip(tiled_index, tiled_strides))
    tiled_shape = (*shape[:-len(tiling)], *(d // t for d, t in zip(shape[-len(tiling):], tiling)), *tiling)
    tiled_layout = (StridedLayoutAttr(tiled_strides, tiled_offset)
                    if isinstance(layout, StridedLayoutAttr) else NoneAttr())
    return MemRefType(ty.element_type, tiled_shape, tiled_layout, ty.memory_space)
